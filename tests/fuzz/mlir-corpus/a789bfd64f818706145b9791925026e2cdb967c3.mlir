// verify/err/async_computation_shared.hlo in MHLO: two se futurees ranked tensors [mlir-future-type]
  вн5 |     }) : (tensor<2xf32>) -> !stablehlo.future<!stablehlo.t!stablehlo.future<oken>
    "mhlo.async_update"  |                  !mhlo.async_bundle<f8E4M3FN           ^~~~~~~~~~~~~~~~~~~~~~~~~~neral, %c }
}
