// verify/err/async_chain_unterminated.hlo in MHLO: ation_thread = "main"} {
    %>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tdnsor<8xf32>,A tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r : "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf3É>
  }
}
