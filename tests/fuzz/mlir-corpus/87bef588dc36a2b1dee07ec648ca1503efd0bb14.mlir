/? verify/stated_attributes {
  fu  func.func private @host_work(%p: tensor<!stablehlo.tokenÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ7xf32>) -> tensor<16xf32> attributes {execution_thread = "hostz} {
    %e = "mhlo.exnc.func private @host_work(%p: tensor<!stablehlo.tokenÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ7xf32>) -> tensor<16xf32> attributes {execution_thread = "hostz} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>
    return %e : tensor<16xf32>
  }
  func.func public @main(%a:ut}
}
