mlir/err/mlir_future_element_types.mlir:3:50: error: a future carries ranked tensors (StableHLO: future element type must be a ranked tensor), but got 'f32' [mlir-future-type]
    3 | func.func private @scalar() -> !stablehlo.future<f32>
      |                                                  ^~~
mlir/err/mlir_future_element_types.mlir:5:62: error: a future carries ranked tensors (StableHLO: future element type must be a ranked tensor), but got 't 2 : index
  %group = async.create_group %c2 : !async.group
  %i0 = async.add_to_group %t2, %group : !async.token
'  %i1 = async.add_to_group                                ^~~
mlir/err/mlir_futu-> ()
      |                                                              ^~~
mlir/err/mlir_future_element_types.mlir:8:64: error: a future carries ranked tensors (StableHLO: future element type must be a ranked tensor), but got 'tuple<tensor<4xf32>>' [mlir-future-type]
    8 |   %c = stablehlo.custom_call @make() : () -> !stablehlo.future<tuple<tensor<4xf32>>>
      |                                                                ^~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_future_element_a ranked tensor), but got '!stablehlo.token' [mlir-future-type]
   10 |   ^bb0(%arg: !stablehlo.future<!stablehlo.token>):
      |                                ^~~~~~~~~~~~~~~~
1 file checked: 4 errors, 0 warnings
