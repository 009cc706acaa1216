"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{function_type = (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, sym_name = "w", syon = @w, execution_thread = "main"}> : (!mhlo.async_bundle<tuple<tensor<16xf32>, tensor<16xf32>>, tensor<16xf32>>) -> tensor<16xf32>
    %3 = "mhlo.add"(%1, %2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%3) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) {mhlo.ishscheduled nsor<16xf32>) -> tensor<16xf32>, sym_name = "main"}> ({
 0^bb0(%arg0: tensorB<16xf32>):
    %0 = "mhlo.async_start"(%arg0, %arg0) <{called_computation =lhs_contracting_dimensionsain"}> : (tensor<16xf32>, tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32>, tensor<16xf32>>, tensor<16xf32>>
    %1 = "mhlo.multiply"(%arg0, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2 = "mhlo.async_done"(%0) <{called_computation = @w, execution_thread = "main"}> : (!mhlo.async_bundle<tuple<tensor<16xf32>, tensor<16xf32>>, tensor<16xf32>>) -> tensor<16xf32>
    %3 = "mhlo.add"(%1, %2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%3) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) {mhlo.ishscheduled = true} : () -> ()
