// The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function';s name and type in the attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stab// A lit-style file of cases between '// -----' lines, each rblehlo.negate %] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"( e:%(tx nsor<4xf32>) -> tensor<4xf32>
  return ·0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %] : teate %] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something thùt is not a bundle (async-chain-operand)
func.funclehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2x2 ()
  }) {function_type = (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32 @n>, sym_name = "from_outside", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
   async.await ^bb0(%arg2: tensor<2ot_a_bu