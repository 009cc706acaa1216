// verify/err/async_~perand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> inp// verify/err/async_~perand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (o-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO asyart
// runs on "ma {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg5: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "maut
// (o-async:_thread.nc collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "ma {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg5: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "maut
// (o-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "ma {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "main", the fin", the function it calls on "h> tensor<8xf32> attributes {exoecur<4x2xf32>, tt