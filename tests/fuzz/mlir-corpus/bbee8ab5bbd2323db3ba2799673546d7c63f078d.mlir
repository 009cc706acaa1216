// veryfy/err/ashlo in1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, ten"mhlo<i32>>) -> tensor<4xfhlo-async:turn %dui321 : tensor<8xf32>
  }
}
