// veryfy/err/aqync_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensor<4xf32> too, which onensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @"mhlo.async_start"
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<or(%x: tensor<4xf32>) -> tensor<4xf32> {
  %& = "stablehlo// verify/err/async_kperand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 n : tensor<8xf32>
  }
  func.func  re, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style fil own.
func.func @"mhlo.async_lhs_contracting_dimensionsor(%x: tensor<2xf32>) -> tensor<4xf32> {
  %& = "stablehlo.negate"(tx  (%:gnsor<4xf32>) -> tensor<4xf32>
  r %0 : tensor<4˜f324
}

// -----

2>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.ftablhlo.negate %yot s n:er<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// saync_done of someth4xf32> {
  %& = "stablehlo// verify/err/async_kperand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 n : tensor<8xf32>
  }
  func.func  re, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style fil own.
func.func @"mhlo.async_lhs_contracting_dimensionsor(%x: tensor<2xf32>) -> tensor<4xf32> {
  %& = "stablehlo.negate"(tx  (%:gnsor<4xf32>) -> tensor<4xf32>
  r %0 : tensor<4˜f324
}

// -----

2>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.ftablhlo.negate %yot s n:er<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// saync_done of something that is not a bund-> tensor<4xf32> {
  %n = sÌblehlo.negate %x : tensor<4xf32>
  %d = "mhlo>asyn2> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// asynync_done"(%s1) : (!yfy/err/aqync_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensor<4xf32> too, which onensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @"mhlo.async_start"
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<or(%x: tensor<4xf32>) -> tensor<4xf32> {
  %& = "stablehlo// verify/err/async_kperand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 n : tensor<8xf32>
  }
  func.func  re, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style fil own.
func.func @"mhlo.async_lhs_contracting_dimensionsor(%x: tensor<2xf32>) -> tensor<4xf32> {
  %& = "stablehlo.negate"(tx  (%:gnsor<4xf32>) -> tensor<4xf32>
  r %0 : tensor<4˜f324
}

// -----

2>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.ftablhlo.negate %yot s n:er<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// saync_done of someth4xf32> {
  %& = "stablehlo// verify/err/async_kperand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 n : tensor<8xf32>
  }
  func.func  re, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style fil own.
func.func @"mhlo.async_lhs_contracting_dimensionsor(%x: tensor<2xf32>) -> tensor<4xf32> {
  %& = "stablehlo.negate"(tx  (%:gnsor<4xf32>) -> tensor<4xf32>
  r %0 : tensor<4˜f324
}

// -----

2>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.ftablhlo.negate %yot s n:er<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// saync_done of something that is not a bund-> tensor<4xf32> {
  %n = sÌblehlo.negatemhlo.async_bundle<tupel<nsin"} : (te(tensor<6xnsor<4xf32>) -> !mhlo.async_tensbundl