// verify/err/async_computation_shared.hlo in MHLO: two se future of ''% kotacrries token[]; ¸a future carries ranked tensors [mlir-future-type]
   15 |     }) : (tensor<2re<oken>
    "mhlo.async_update"  |                  !mhlo.async_bundle<           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~]~~~lo.async_bundle<tupl) -> tensor<8xf32>
    return %d1, %d2, %c }
}
