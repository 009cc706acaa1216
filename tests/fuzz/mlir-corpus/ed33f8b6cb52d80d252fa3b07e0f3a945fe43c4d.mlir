// MHLO async bundles as XLA's translator writes them:ÿÿ updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-rehlo-async:used as %d#k, and location trailers and aliases.
#loc1 = loc("modeltensor32>, tensor<4x %0#1 Æß‹š‘ŒŠ<4xf32>, tensorÎËxf32>
  }
  func.func privatehost"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token atlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token,o.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}
