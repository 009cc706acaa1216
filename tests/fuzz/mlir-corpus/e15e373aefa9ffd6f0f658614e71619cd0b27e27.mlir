// A lit-style file of cases between '// -----' sor<4xf32>
}

// -----

func.func @undefined_value(%x: tenlines, each read as a module of its own.
func.func @synead = "main"} ${
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x 32>) -> tensor<4xf32> {
  %n = stablehlo.negate 33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stabl = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1,// veryfy/err/ashlo in1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, ten"mhlo<i32>>) -> tensor<4xfhlo-async:turn %dui321 : tensor<8xf32>
 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "ÿablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future,tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf  }
}32>>) -> tensor<4096
xf32>
    return % @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = ÿÿÿÿÿÿÿÿo.negate 33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @schedul›¡ attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf3lhs_contracting_dimensionslo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1,// veryfy/err/ashlo in1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, ten"mhlo<i32>>) -> tensor<4xfhlo-async:turn %dui321 : tensor<8xf32>
 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096ehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1,// veryfy/err/ashlo in1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, ten"mhlo<i32>>) -> tensor<4xfhlo-async:turn %dui321 : tensor<8xf32>
 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future,tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf  }
}32>>) -> tensor<4096
xf32>
    return % @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate 33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dimfuture<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
