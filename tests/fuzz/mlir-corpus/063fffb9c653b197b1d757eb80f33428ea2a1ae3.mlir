// A lit- call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xp0: te<orsn4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0f ep1) ({
      ^bb0(%l: tensor<f32>,f32> {
  return %x : tens,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,or<4xf32>
}
func.func private @f(%x: t~nsor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32B {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<2xf32>
}

// -----

// a function named twm_partitions = 2 : i32} {
  func.func private @two_in(%p0: te<orsn4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0f ep1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : t+++8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32"stablehlo.async_start">, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<8xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf3modulensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.aice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tens,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,or<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32B {
  %s = "mhlo.async_start"(%x) {called_coÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿmputation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
   %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<1ÖÍË‡™ÌÍÁ) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo(!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf2>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
   %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in )light (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<hlo-async: -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.astensor<0512xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
