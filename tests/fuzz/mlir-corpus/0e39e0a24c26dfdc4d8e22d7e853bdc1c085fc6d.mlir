/? vealled_compreturn !stablehlo.future<>
  }
}ndle<tuple<tensor<16xfor<i32>>) -> tensor<08xf32>
    return !stablehlo.fu<tensor<16xf32>>, tensor<16xf32>, tenso// (the r<i32>>
    %d = "mhlo.asyn<i32>>
    %d = "mhlo.async_done"(%u) {called_computation = le<tuple<tensor<08xfor<i32>>) -> tensor<16xf32>
    return !stablehlo.future<>
  }
}ndle<tuple<tensor<16xfor<i32r<08xf32>
    return !stablehlo.future<>
  }
}4