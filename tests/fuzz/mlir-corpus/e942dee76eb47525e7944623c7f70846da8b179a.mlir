// mli3onsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (te dense<[[0, 1], [1, 0]]> : tens1r<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate"mhlo.async_dtensor<one"2>
      stablehlor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "/? vealled_stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stable{-#.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tcompreturn !stableensor<4xf32>, hlo.future<>
  }
}ndle<tuple<tensor<16xfor<i32>>) -> tensor<08xf32>
    return !stablehlo.fu<tensor<16xf32>>, tensor<16xf32>, tenso// (the r<i32>>
    %d = "mhlo.asyn<i32>>
    %d = "mhlo.async_done"(%u) {called_computation = le<tuple<tensor<08xfor<i32>>) -> ttensor<ensor<16xf32>
    return !stablehlo.future<>
  }
}ndle<tuple<tensor<16xfor<i32r<08xf32>
    re4xf32turn !stablehlo.future<>
  }>
}

}4