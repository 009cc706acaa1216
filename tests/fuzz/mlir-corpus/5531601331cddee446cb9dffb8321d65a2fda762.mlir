// verify/erf32>, !st6xf32>):
        %r = "stablehlo.all_reduce"(%a.region  ag    ^bb0(dense<%l: tensor<f32>, %m: tensor<f32>):
            
    %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimensi%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negaœte"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    %a = "mhlo.abs"(%n) : (tensor<8xf32>) -> tensor<8xf32>
    return %a : tensor<8xf32>
  }
}
