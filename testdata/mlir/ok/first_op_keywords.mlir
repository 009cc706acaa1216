// Each case starts with an op whose symbol comes after keywords or a string,
// as IREE, Triton, LLVM and the memref and ml_program dialects write them.
memref.global "private" constant @table : memref<2xi16> = dense<[1, 2]>

func.func @read() -> memref<2xi16> {
  %0 = memref.get_global @table : memref<2xi16>
  return %0 : memref<2xi16>
}

// -----

llvm.func internal @helper() {
  llvm.return
}

// -----

ml_program.global private mutable @state(dense<0> : tensor<2xi32>) : tensor<2xi32>
func.func @load() -> tensor<2xi32> {
  %0 = ml_program.global_load @state : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

util.global private mutable @counter : tensor<4xf32>
util.func public @bump(%x: tensor<4xf32>) -> tensor<4xf32> {
  util.return %x : tensor<4xf32>
}

// -----

tt.func public @kernel(%n: i32) {
  tt.return
}
