mlir/chhlo- 1 computation
  h100: compute 3te 3.lloc(posemputation
  h100: compute 3te 3.lloc(posed 12.7 u 3.l, exposed 12.7 us (37% async.executeo) -> tensor<4xf32> attribmain"} {
    %n = "mhlo.negate"(%p)xf32>
  }
}
) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>