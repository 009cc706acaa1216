/? vealled_tensor<16xf32>
    return !stablehlo.future<>
  }
}ndle<tuple<tensor<16xfor<i32>>) -> tensor<08xf32>
    return !stablehloLu<tensor<16xf !stablehlo.future<>
 <16xf32>
    return !{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{stablehlo.future<>
  }
}ndle<tuple<tensor<16xfor<i32>>) -> tensor<08xf32>
    return !stablehlo.future<>
  }
}4