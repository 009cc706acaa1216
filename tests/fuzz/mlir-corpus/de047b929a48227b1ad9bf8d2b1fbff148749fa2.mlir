// veryfy/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound aot  tensor<8xf32> input
/ (/the bundle says tensor<4xf32> too, which only MLIR can also get loc(g: mlir-bundle-signatu<3xf32>) -> !mhlo.asynensor<4xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhsor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0: i32} {
  func.func public @main(%x: teturn %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf3"stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
  3return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<tensor<8xf32>
  }
}
4096xf32>
  }c_bundle<tuple<tensor<4xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhsor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntaттттттттттттттттттттттттттттттттттттx_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0  in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096јf32> {
    %f = async.await"stablehlo.async_start"(%x) ({
      ^bb0: i32} {
  func.func public @main(%x: teturn %x : tensor<8xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xtensor<1024xf32= "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func >) -> tensor@undefined_value(%x: tens<4096xorf