// vesync collectives: a ree.
nanunc.func public @main(%arg0tion.
module : tensor@<1as// StableHLO asyncte// St, m(  as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO let: i32, mhlo.num_replicas = 1 : i32} {
  func.func publpublic @main(%x: tensor<2x4xf32>, %t: !stab