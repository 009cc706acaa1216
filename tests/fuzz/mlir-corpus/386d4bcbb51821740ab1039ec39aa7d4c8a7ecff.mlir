//hlo-async:32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefi<4xf32>
}

// -----

//tuple< a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
ehx : tensor<4xf32>
}
func.func private @declared#tensor<4xf3232>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thrhlo-async:ead = "main"} : (f32>) -> ()
    }) : (t96xf32>
  }
}
