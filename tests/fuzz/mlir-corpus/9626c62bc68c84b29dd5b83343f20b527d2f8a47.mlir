// very/err/attributein MHLO: a chain that nc_up// verify/err/async_calldate"chain_unterminated {
  funs.hlo