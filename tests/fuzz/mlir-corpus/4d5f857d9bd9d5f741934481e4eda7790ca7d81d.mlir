/? verify/okÿÿÿÿÿÿÿÿÿÿÿÿÿÿ6xf3ÿÿÿÿÿÿÿÿ3>>, tensor<16xf32>, Âtensor<i32>>
    %d = @"mhlo.async_done"(%u) {called_computation = @host_Owork} : (!mhlo.async_bundle<tuple<tensor<16xffunc public @ma"stablehlo.async_start"in#mhlo.channel_handle<func pr<16xf32>
    return %d : tensor<16xf32>
  }
}
