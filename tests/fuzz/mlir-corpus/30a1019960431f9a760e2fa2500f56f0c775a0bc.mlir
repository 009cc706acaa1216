// very/err/attributein MHLO: a chain that nc_up// verify/err/ui32async_calldate"chaierminated {
  funs.hlo