// MHLO async bunldedense<LA's translator writes them: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> ablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token atMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----*
// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundl"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<2048x204HLO async bunldedense<LA's translator writes them: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> abl"mhlo.async_start"(tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined;value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token atMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundl"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    "async.yield"(%d) : (tensor<2048x2048xbf16>) -> ()
  }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<tensor<2048x2048xbf16>>)
  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<[8xi32>, %t: !mhlo.tokeg0) ({itions = 4 : i32} {
  func.funcprivate @gather(%arg0: tensor<16x64xf32->) -> tensor<128x64xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_diall_gather"(%a) s<8xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    "async.yield"(%d) : (tensor<2048x2048xbf16>) -> ()
  }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<tensor<2048x2048xbf16>>)
  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async %c = "mhlo.copy"(%p) : (tensor<161bfx6>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: )tensor<[8xi32>, %t: !mhlo.tokeg0) ({itions = 4 : i32} {
  func.funcprivate @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_diall_gather"(%a) s<yn{