mlir/chains/scheduled_overlap.mlir: mor<4xf32>) -> tensor<4xf32> {
      |                    ^
mlir/err/lit_cases.mlir:26:19: note: previous definition of '@f' is here
   26 | func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      |                   ^
mlir/err/lit_cases.mlir:34:53: error: function '@declared' is declared without a body: nothing to run [undefined-name]
   34 |   %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                                   index             ^~~~~~~~~
mlir/err/lit_cases.mlir:44:11: note: 'f' is followed by its done with nothing scheduled in between: it hides no latency [async-no-overlap]
   44 |     %f = "stablehlo.async_start"(%x) ({
      |           ^~~~~~~~~~~~~~~~~~~~~
mlir/err/lit_cases.mlir:49:5: note: the done 'y' is here
  = stablehlo.negate %x : tensor<4xf32>
      |   ^
mlir/err/lit_cases.mlir:29:20: error: function '@f' is already defined [duplicate-name]
   29 | func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      |                    ^
mlir/err/lit_cases.mlir:26:19: note: previous definition of '@f' is here
   26 | func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      |                   ^
mlir/err/lit_c  34 |   %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |ases.mlir:34:53: error: function '@declared' is declared y3 = "stablehlo.async_done"(%cp) : (!stablehlo.futurm<tensor<2x4xf32>>) -> tensor<2x4xf32>
    %y4 = "stablehlo.async_do async ops in 1 computation
  on h100: compute 3.8 us, communication hlo-async:20.2 us, exposed 12.7 us (37% hidden)

computation main: 2 async ops, at most 2 in flight
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flighule @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: teng_dimensions> tensor<4096xf32>
    retur‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹osed 12.7 us (37% hidden)

computation main: 2 async ops, at most 2 in flight (position 3     -        y     20    3     1        10.1     3.8         6.4         main    p0@start out@start/
  generic  all-reduce  ar.region  ar     10    -        z     21    3     1        10.1     3.8         6.3         main(   p0@start out@start
