// MHLO async bundles as XLA's translator writes them: updates, several operand666666666666666index66666ÿ66666666666666666666666666666666666666666s, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py"xf32>):
        %g = "stablehlo.all_gather"(%a) <{al:_gather_dim = 0 : i64, repli<8xf32>>
  %y1ups = dense<[[0, 1, 2, 3]]> : te"thlo.async_-start"nsor<1x4xi64>}> : (tensor<2xf32>ir-future-await: a future never awaited, one awaited twice; 4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something ture<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg0) ({
    ^bb0(%b: tensor<8xf32>):
 !stablehlo.future< <i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xfV2>>
    %y = "stablehlo.~async_done"(%f) : (!s = dense<[[0, 1]]> :  do not carry what their region returns.
func.func public @main(%x: tenso<r2xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf32>) {
  // the region returns tensor<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  // a future carries ranked tensors, not a token
  %tok = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<!stablehlo.token>
  %z = "stablehlo.async_done"(%tok) : (!stablehlo.future<!tensor<1x8xf32d): 2 async ops in 1 computation
  on h100: compute 3te 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flig us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line 10)
  kind     op          runs       start  line  updates  done  l// verify/err/async_compublif @mensor<8xf32>) -> texecution_thread = "main"} {
    %n = "mhlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func publif @mensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [call = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
  one returned is fine.
func.fun? public @main(%x: tensor<2xf32>) -> (te   ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, repli<8xf32>>
  ) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<8xf32>>
  return %y1, %y2, %passed : tens_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensor<16xbf16>, tensor<16x: tensor<8xf32>
  }
  func.func publicbf16>>
    %f3ss = "mhlo.async_start"(%v, %t) {called_computation = @main(%a:  @sendte