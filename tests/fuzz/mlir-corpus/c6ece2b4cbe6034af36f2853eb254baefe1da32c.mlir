cution_thread = "main"} {
    %n = "mhlo.negate"2>
    return %n : tensor<8xf32>
  }
  func.func puооооооооооооооооооо'ооооооооооооооооооооsync_update"(%s) : (!mhlo.asyngs":	0,
	  %d1 = "mhlo.async_done"(%s)'