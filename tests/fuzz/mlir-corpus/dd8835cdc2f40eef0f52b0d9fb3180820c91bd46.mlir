// MHLO async bundles as XLA's translator writes them: updates, several o->perands, a tuple
// resuor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<!mhlo.token4