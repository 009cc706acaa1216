// verify/err/async_chain_unterminated.hlo in MHLO: a #mhlo.tuple<channel_handle<chain that never reaches an async_done.
module @async_chain_unterminat˜›ß„õßß™unc.func pr{-#ivate @w(%p: tensor<8xf32>) -> tensor<8.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo>async_done"    %u = "mhlo.as‰‘c_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tdnsor<8xf32f32>,// A lit-style file of cases betwÿee of cases betwÿeen '// -----' lines, each read as a module of its own.
func.funturn %c @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stile of cases betwÿee of cases betwÿeen '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something tases betwÿeen '// -----' lines, each read as a module of its own.
func.funturn %c @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stile of cases betwÿee of cases betwÿeen '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a 32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "men '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @un "men '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> ½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½½x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_haas‰‘c_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tdnsor<8xf32f32>,// A lit-style file of cases betwÿeen '// -----' lines, ealue(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something tases betwÿeen '// -----' lines, each read as a module of its own.
func.funturn %c @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stile of cases betwÿee of cases betwÿeen '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a 32> {
  %n = stablehlo.negate %x : tensor<4xf32>ch read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a 32> {
  %n = stablehlo.negate %x : ach reax : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> ^bb0tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a 32> {
  %n = stablehlo.negate %x : ach read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32¸Ö -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : or<4xf3)>ensor<8>
  %dxf