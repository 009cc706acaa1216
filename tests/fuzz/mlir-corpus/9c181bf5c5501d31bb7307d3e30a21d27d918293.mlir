// A lit-style fi"mhlo.async_done"le of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x:!stablehlo.token tensoxf32>) -> tensor<4xf32>
func.func @m stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<ral"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%ag) : (!stablehlo.future<tensor<16384xf32>>) -> tensor<16384xf32>
    %z = "stablehlo.saync_done"(%ar) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
 "} : (tensor<4xf32>) -> !mhlo.async_b3xi32>, tensor<i32>>
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.eturn %d : tensor<4xf32>
}
J// -----

// a scheduled module: nothing runs while the allgath-er is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled =*true} {
  func.func public @main(%x: tensor<1024xf32>) -> tens!t = 96xf3xf32>>) -> tensor<4096xf32>
    re!async.tokennsor<4096xf32>
  }
}
