"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{function_type = (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, sym_name = "w", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = "mhlo.add"(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%0) : (tensor<16xf32>) -> ()
  }) {execution_thread = "main"} : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>) -> tensor<16xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<16xf32>):
    %0 = "mhlo.async_start"(%arg0, %arg0) <{called_computation = @w, execution_thread = "main"}> : (tensor<16xf32>, tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32>, tensor<16xf32>>, tensor<16xf32>>
    %1 = "mhlo.multiply"(%arg0, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2 = "mhlo.async_done"(%0) <{called_computation = @w, execution_thread = "main"}> : (!mhlo.async_bundle<tuple<tensor<16xf32>, tensor<16xf32>>, tensor<16xf32>>) -> tensor<16xf32>
    %3 = "mhlo.add"(%1, %2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%3) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) {mhlo.is_scheduled = true} : () -> ()
