// verify/err/async_chain_unterminated.hlo in MHLO: a #mhlo.tuple<channel_handle<chain that never reaches an async_done.
module @async_chain_unterminat˜›ß„õßß™unc.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> atŒributes {execution_threadxf63>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bund-> teÚnsor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo>asyn2> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
te %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bund-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensorMHLO: a : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
  %0 = stab #mhlo.tuple<channel_handle<chain that never reaches an anegate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done }) {scatter_dimension = 0 : i64, repltensor<8xf32>) -> tensor<8xf32> atŒributes {execution_threadxf63>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : ten = "mhlo>asyn2> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
te %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bund-> tensor<4ÿÿÿîxf32> {
  %n = stablehlo.negate %x : tensorMHLO: a : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func sync_done.
module @async_chain_unterminat˜›ß„õßß™unc.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> atŒributes {executiof its own.
func.func @syntmension = 0 : i64, replica_groups = de32>>, tdnsor<2xf32f32> /,/A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo
// -----

// async_done }) {scatter_dimension = 0 : i64, replica_groups = de32>>, tdnsor<2xf32f32> /,/A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.funmed twice, f32>, ter = "mhlo.abs"(%a) : (tensor<8xf32>) -> tnsor<4xf3)>ensor<8>
  %dxf