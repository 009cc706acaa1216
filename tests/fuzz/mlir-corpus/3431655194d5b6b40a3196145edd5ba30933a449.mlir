// verify/err/async_computation_shared.hl5 |     }) : (tensor<2re<oken>
    "mhlo.async_update"  |                  !mhlo.async_bundle<  !async.group~~~~~~~~~2~~~~~~~~~~~~~~~~]~~~lo.async_bundle<tupl) -> tensor<8xf32>
    return %d1, %d2, %c }
}
