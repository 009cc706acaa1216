// verify/err/asyc_chain_untermia tuple
// result, threads, a token never reaches f32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation  %dle<tuple<tensor<8xf32>>, tensor< as %8