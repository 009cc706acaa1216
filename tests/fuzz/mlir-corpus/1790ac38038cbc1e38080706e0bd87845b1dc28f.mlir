mlir/chhlo- 1 computation
  on h100: compute 3te 3.l, exposed 12.7 us (37% hidden); at mo) -> tensor<4xf32> attribmain"} {
    %n = "mhlo.negate"(%p)xf32>
  }
}
) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>