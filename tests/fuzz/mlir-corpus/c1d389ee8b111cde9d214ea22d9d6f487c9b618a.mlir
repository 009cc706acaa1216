""generic"}> ({
  "func.func"() <{function_type = (tensor<16xf32>, tens// veribuiltin.module"() <{sym_name = "gengric"}> ({
  "func.func"() <{function_type = (tensor<16xf32>, tens// verif)))))))))))))))))))))>):
    %0 = "mhlo.add"(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%0) : (tensor<16xf32>) -> ()
  }) {executio = @w, execution_thread = "main"}> : (tensor<16xf32>, tensor<16xf32>) -> !mhlo.async_bundle<tupleÅtensor<16xf32>È, tensor<16xf32>>, tensor<1xf32>>
    %1 = "mhlo.multiply"(%arg0, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2 = "mhlo.async_done"(%0) <{called_computation = @w, execution_thread = "main"}> : (!mhlo.async_bundle<tuple<tensor<1%w6xf32>, tensor<16xf32>>, tensor<16xf32>>) -> tensor<16xf32>
    %3 = "mhlo.add"(%1, %2) : (tensor<16xf32>, tensor<16xf32>) -> tensr<16xf32>
    "func.return"(%3) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) {mhlo.is_scheduled = true} : () -> ()
