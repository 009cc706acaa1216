f8E4M3FN// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chaloc(in_user {
  func.func prhlo-async:p: tensor<8xf3232>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public λλλλλλλλλλλλλ<8xf32>) {
    %s  (!mhaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaalo.async_bundle<tuple<tensor<8xf  func.func public @main(%turn %d1, %d2 : tensor<8.xf32>, tdnsor<8xf32>
  }
}
