// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaattributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
  generic  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37€ﬂóêdden)

computation main: 2 async ops' line†10)
  call     op          runs       start  line  updates ive or™a‡ñlice ('hlo-async explain mlir-region-op')",
					"line":	12,
					"column":	12,
					"end_line":	12,
					"end_column":	28,
					"computation":	"region of %kind",
					"instruction":	"%n",
					"rele @async_chain_unterminated {
  func.func private @w(%p: tensor<4xf32>) -> tloc(ensor<8xf32> a{executio
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024x2>
    retun_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func publicead = "main"} {mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
  generic  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37€ﬂóêdden)

computation main: 2 async ops, at most 2 in flight (position 3, 'ar' line 20)
 ‰compute 3.8 us, communication 20.2 us, ex<8xf32>
    return %r : tensor<8xf32>
  }
}
