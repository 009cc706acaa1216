// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<2>) -> tensor<8xf32>
    return %d1, %d2, %c : talled_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor
func.func private @declšred(tensor<5xf32>) -> tensor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %s = <4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function name˜ß‹ˆice, and a call of one that has no body
func.func private @f(!  return %x : tensor<4xf32>
}
func.func pèivate @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declšred(tensor<4xf32>) -> tensor<4xf32k
func.func @main(%x:*tensor<4xf32>) -> xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32es {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> mputation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<2>) -> tensor<8xf32>
    return %d1, %d2, %c : talled_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor
func.func private @declšred(tensor<5xf32>) -> tensor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %s = <4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function name˜ß‹ˆice, and a call of one that has no body
func.func private @f(!  return %x : tensor<4xf32>
}
func.func pèivate @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declšred(tensor<4xf32>) -> tensor<4xf32k
func.func @main(%x:*tensor<4xf32>) -> xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32es {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<2>) -> tensor<8xf32>
    return %d1, %d2, %sor<ed {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<2>) -> tensor<8xf32>
    return %d1, %d2, %sor<ed {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p)8xf32>
tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<5xf32>) -> !mhlo.dule of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stadle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : ten×or<4xf32>
  %d = "mhlo>async_donE"(%n) : (tensor<4xf32>) -> tensor<4xfnction named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declšred(tensor<5xf32>) -> tensor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> = "mhtax_er<4096xf3!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %ui32d = "mhlo.async_done"<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declšred(tensor<5xf32>) -> tensor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : ( private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tens %ui32d = "mhlo.async_done"(%s) : (!mh"(%f) : (!stableattributes {er<8xxe096x