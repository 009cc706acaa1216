// verify/err/async_thread.hl// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4ensor<4xf32>) -> tensor<4xf32> {
  %n = stableo in MHLhlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tÿÿÿÿÿÿÿÿÿÿÿÿÿÿensor<4xf32> {
  return %x : tensor<4xf32>
}
func.fune O (its---' lines, each read as a moduthat has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4nc privatetensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @yle file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4ensor<4xf32>) -> tensor<4xf32> {
  %n = stableo in MHLhlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (teKnsor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tÿÿÿÿÿÿÿÿÿÿÿÿÿÿensor<4xf32> {
  return %x : tensor<4xf32>
}
func.fune O (its---' lines, each read as a moduthat has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4nc privatetensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim .future<tensor<4096xf32>>) -> tensorÿ<4096xf32>
    return %y : tensorle of its own.
funcfunc @synx: tensor(%x: tensor<2xf32>) -> ten<4096xf32>
  sor<4e-stscheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f =bla s"tehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim .future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensorle of its own.
funcfunc @synx: tensor(%x: tensor<2xf32>) -> ten<4096xf32>
  sor<4e-stqrt ha}
}s n%d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @yle file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4ensor<4xf32>) -> tensor<4xf32> {
  %n = stableo in MHLhlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (teKnsor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
funPc.func private @f(%x: tensor<4xf32>) -> tÿÿÿÿÿÿÿÿÿÿÿÿÿÿensor<4xf32> {
  return %x : tensor<4xf32>
}
func.fune O (its---' lines, each read as a moduthat has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4nc privatetensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim .future<tensor<4096xf32>>) -> tensorÿ<4o MHLO form): the start
// rxf32>Æ

 