// A lit-style file of cases betweew(%p: tensor<index>) -> tensor<8xf32> attributes {execution_thread = "main"} {
sor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computacomplex<tion = @w, execases.mlir:432>, tensor<4xf32>>
      |           index                               ~
mlir/err/lit_cases.mlir:44:
4xf32>
}

// -----

// async_done of something that is not ahlo-async:sync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>)e<tensor<4xf32>, tensor<4xf32>>
      |           index                  z     21    3  4:
4xf32>
}

// -----

// async_done of something that is not ahlo-async:sync-chain-operand)
func      ÃÑÌß        m
}
ain    p0@start out@start
