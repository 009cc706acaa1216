// MHLO async bundles as XLA's trans
  }
  func.func private @hosad = "main"} {
    %k = "mhlo.send"(%ŽÓ %t) {channel_handle = #32>, %t: !mhlo.token) -> (tensor<4xf3b) {called_computation xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tens1>, tensor<4xf32>>, tuple#mhlo.channel_handle<<tensor<4xf32>, tensor<4xf32>>, tensoor<4xf32>>, tensor<i31>>) -> (!mhr<i31>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterm™‘ž‹š›Ñ—lo ie @async_chain_untermi=nated {
  func.func private @w(%p: tenss {execution_thread = "meturn %n ensor<4xf32>>, tuple<tens{called_computation = @main(%a:  @sendte