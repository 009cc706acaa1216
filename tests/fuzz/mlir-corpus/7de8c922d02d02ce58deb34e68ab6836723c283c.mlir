// A lit-style file of cases b body
func.func private @f(%x: tensor<5xf32>) -> tensor<4xf32> {
  return %x :nc private @f(%x: tensor<5xf32>) -> tensor<4xf34xf32> {
  return %x :nc private @f(%x: tensor<5xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_o2> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computati%x: in flighule @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: teng_dimensions> tensor<4096xf32>
    return %Y : tensor<4096xf32>
  }
}
