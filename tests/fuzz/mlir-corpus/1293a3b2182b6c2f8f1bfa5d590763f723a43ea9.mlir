// verify/erf32>, !st6xf32>):
        %r = "stablehlo.all_reduce"(%a.region  ag    ^bb0(dense<%l: tensor<f32>, %m: tensor<f32>):
            
    %mm = "stablehlo.dot_general"(tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_br<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mh) : (tensor<8xf32>) -> tensor<8xf32>
    %a = "mhlo.abs"(%n) : (tensor<8xf32>) -> tensor<8xf32>
    return %a : tensor<8xf32>
  u
}
