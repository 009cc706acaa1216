// verify/eecution_ retad=h "main"} {
  %p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public mXin(%a: ~ensor<9xf32sor<8xf32>
    return %n : tensor<9xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) ->  %s  (!mhlo.async+bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    return %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
