/* verify/err/async_thread.hlo in MHLO (its first chain; negatÖ-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    2>, tensor<i32>>
    %d =ync_done"(%s) : (!1hlo.async_bundle<tuple<ensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
