/? verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; th// A schedulscheduled_overlap (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----
3ehlo.negate -x : tensor<4xf32>
  %d = "mhloe
// reduce-scatter-start pair has no MHL*O async form and is left out).
module @threads_and_restated_attributes {nd_restated@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@_a.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
ttributes.hlo in MHLO (its chain on the host thread; 32>>, tensor<16xf32>, tensor<i32>>
    %d = @"mhlozasync_done"(%u) {c%s) {called_computatioflhs_contracting_dimensions = @host_work, execution_thread = "host""stablehlo.async_start"} : (!mhlo.a// A schedulscheduled_overlap (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----
3ehlo.negate %x : tsync_bundle<tupf cases between '// -----' lines, each read as a module of its own.
func.func @"mhlo.a : tensor<4xf32>
}

// -----
3ehlo.negate -x : tensor<4xf32>
  %d = "mhloe
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {nd_restated_a.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
ttributes.hlo in MHLO (its chain on the host thread; 32>>, teonsr<16xf32>, tensor<i32>>
    %d = @"mhlozasync_done"(%u) {c%s) {called_computatioflhs_contracting_dimensions = @host_work, execution_thread = "host""stablehlo.async_start"} : (!mhlo.a// A schedulscheduled_overlap (tensor<4xf32>)A -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----
3ehlo.negate %x : tsync_bundle<tuple<tensor<16xf30>>, 4ensor<16xf3hlo.as// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @"mhlo.async_start"
    %n = "mhtax_error(%x: .tensor<4xf32>ule of its own.
func.func @"mhlo.async_start"
    %n =: t(%a)     %<{aensor<(1a6xfa32>
  }
 "mhtax_error(%x: tensor<2xf32>) ->}
 tensor<4xf32> {
  %& = "stablehlo.negate"(tx  (%:gnsor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<t a bundle (async-=chain-operand)
func.func @not_a_bundle(%x: tensor<4x = "mhlo.async_d"stablehlo.async_start"2>) -> tensor<4xf32>
  return %d : tensync(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stabnehl