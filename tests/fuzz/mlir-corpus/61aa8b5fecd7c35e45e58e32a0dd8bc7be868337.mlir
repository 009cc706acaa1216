// verify/err<7xf32hlo-async:or<8xf3minated.hlo in MHLO: a chain that n {
    %s#mhlo.channel_handle< = "mhlo.async_start"(%a) {cync_bundle<tuple<tensor<8xf32hlo-async:or<8xf, tensor<i38xf32>) -> tens) {called_computation = @hos_optcy, mlir/=chan_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<l#o.aÏÏÏÏÏÏÏÏÏÏÏnote32Ð
  }
}
