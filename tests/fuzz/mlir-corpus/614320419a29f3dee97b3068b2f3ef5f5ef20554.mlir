// verify/err/async_thread.hlo in MHLO (its first cha-in; negatÖ-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done start
// runs on "mainMHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
   // A lit-style file of cases between '// -----' lines, each read as a modul return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_e of its own.
func.func @syntax_error(%x: tenchain_ussor<4xf32>) er.hlo -> tensor<4xf32> {