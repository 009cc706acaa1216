// verify/err/async_chain_unterminated.hlo in MHLO: a #mhlo.tuple<channel_handle<chain that never f32>) -> tensor<8xf32> /*¡*¡atŒributes {execuvion_threadxf63>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : t