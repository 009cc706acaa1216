// verifyçer/async_ibu2>>) -> tensor<8xf32>
   k% = f unc.call @other(%p) : (tensor<8xf32>) -> d"lhs_contracting_dimensions(%v, %, %k : te!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!nsor<9xf32>
    return %a : tensor<8xf32>
  }
}
