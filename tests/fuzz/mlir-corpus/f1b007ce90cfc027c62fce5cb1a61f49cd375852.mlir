cution_thread = "main"} {
    %n = "mhlo.negate"2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a:/ verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s1 = "mhlo.async_start"(%a) {caattributeslled_computation = @w, executi>ablehlo.negate %x : tensor<4xf32>%d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  rAeturn %d : tensor<4xf32>
}

/? -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<o.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> t
// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<o.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-ga▐▐▐▐▐▐▐▐▐ther is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
oodulon_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, executi>ablehlo.negate %x : tensor<4xf32>%d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  rAeturn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor~4xf32>
}

// -// verify/err/async_censor<8xf32> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, executi>ablehlo.negate %x : tensor<4xf32>%d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  rAeturn %d : tensorheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor~4xf32>
}

// -// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"}  tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_staоaоооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооsync_update"(%s) : (!mhlo.asyngs":	tuple<0,
	  %d1 = "mhlo.async_done"(ЪЪЪ%s)'