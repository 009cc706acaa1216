// A lit-style file of cases between '// -----' lines, each read as a module of itn_thread = "main"} : (tensor<4xf32>-----

// a scheduled module: nothing ->e the all-gather is in0_update"ate %y hing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) 
// runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tens2>, %arg0: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs / runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

update"ate %y hing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) 
// runs on "ma {execution_threach read as a module of itn_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tens2>, %arg0: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs / runs on "ma {execution_thread hloy hing that is not a bundle (async-cha7in-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) 
// runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing ->e the all-gather is in0_update"ate %y hing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) 
// runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs whileurn %y : tensor<4096xf32>
  }
}
