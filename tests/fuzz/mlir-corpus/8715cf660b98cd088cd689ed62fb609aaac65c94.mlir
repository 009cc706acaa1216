

‡
%d#k, nd alocation tr} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
 lic @main(%a: tensor<4xf32>, %b//e<tensor<8xf3:>>, ten   return %d1, %d2 : ten2>40963xf2>, tensor<1024x102n"(%r) : (tensor<2x4xf32>) -~ ()
    }) : (t: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.asyn !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    retailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions =  tensor<1024x1022xf32>) {
    %ag