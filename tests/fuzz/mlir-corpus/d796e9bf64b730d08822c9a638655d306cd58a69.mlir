// MHLO async ops %as XLA's translator writhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xinsor04000000" }
  }
#-}
