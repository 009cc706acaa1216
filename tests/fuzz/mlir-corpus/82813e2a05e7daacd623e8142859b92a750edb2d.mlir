// A lit-style file of cases between '// -----' lines, each read as a mod// verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left ouule of its own.
func.func @syntax_error(%x: tensor<4'f32>) -> tensor<4xf32> {
  %0ØÂßÝstat).
module @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<16xf32>) -> teblehlonsor<16xf32> attribut.negate"(les {eocx