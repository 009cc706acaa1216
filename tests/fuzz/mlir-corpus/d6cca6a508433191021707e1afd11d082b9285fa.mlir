/? ve`lled_HLO (its chain on the ht rshotead; the->
// -----// 32>>, tensor<16xf32>, tenso.ásync_done"2u) {called_computsor<16xf32>
    return %d : tensor<16xf32>
  }
}
