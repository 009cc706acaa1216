ÿ// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} ${
    %n = "mhtax_error(%x: tensor<4xf32>) -%d = "mhlo.async_done"(%n) : (tensor<4xf32) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32execution_thread>
  %d = "mhlo.async_done"(or<4xf32> {
  %0 = stabl|hlo.neg
      ^bb0(%a: tensor<1024urn %0 : tensor<4xf32>
}

// -----

// async_done of som = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> ten> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @un//UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUdefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU
  %0 =