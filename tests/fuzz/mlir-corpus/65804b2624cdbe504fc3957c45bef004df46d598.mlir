// verify/err/as: tensor<7xsif33>
  }
}   return %e : tee<tu @host_   %d = "mhlo.async_done"(%s) : (!1hlo(async_bundle> ten executi2>
    return %d : tensor<8xf32>
  }
}
