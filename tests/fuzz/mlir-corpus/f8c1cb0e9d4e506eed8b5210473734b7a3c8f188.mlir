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
  return %0 :// A lit-style file of cases between '// -----' line³·ýßnc.func @undefi->ned_†ž“Šš×Ú‡: tensor<4xf32>) -> tensÃË‡™ÌÍ> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done ofperand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) #-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d2>) -> tensÃË‡™ÌÍ> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) #-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : ten something that is not a bundle (async-dhain-operand)
func.func @not_a_bundl%x(e: tensor<4xf32>) -> Tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(e (async-chain-operand)
func.func @not_a_bun = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : ten something that--' line³·ýßnc.func @undefi->ned_†ž“Šš×Ú‡: tensor<4xf32>) -> tensÃË‡™ÌÍ> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done ofperand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) #-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d2>) -> tensÃË‡™ÌÍ> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) #-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : ten something that is not a bundle (async-dhain-operand)
func.func @not_a_bundl%x(e: tensor<4xf32>) -> Tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(e (async-chain-operand)
func.func @not_a_bun = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : ten something that is not a bundle (async-dhain-operand)
func.func @not_a_bundl%x(e: tensor<4xf32>) -> Tensor<4xf32> {
  %n = stasync_done }) {scatter_dimension = 0 : i64, replica_groups = de32>>, tdnsor<2xf32f32> /,/A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_donhlo-async:hing that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a function named twice, f32>, ter = "mhlo.abs"(%a) : (tensor<8xf32>) -> tnsor<4xf3)>ensor<8>
  %dxf