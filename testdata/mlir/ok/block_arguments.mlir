// A loop in CFG form, as IREE's e2e tests and mlir-opt write one: the
// arguments of the later blocks are values like any other.
func.func @count(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^head(%zero : i32)
^head(%i: i32):  // 2 preds: ^bb0, ^body
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body(%i : i32), ^exit(%i : i32)
^body(%j: i32):  // pred: ^head
  %next = arith.addi %j, %one : i32
  cf.br ^head(%next : i32)
^exit(%r: i32):  // pred: ^head
  return %r : i32
}

// the generic form names its successors after its operands
func.func @pick(%c: i1, %a: f32, %b: f32) -> f32 {
  "cf.cond_br"(%c, %a, %b) [^left, ^right] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^left(%x: f32):
  "cf.br"(%x) [^done] : (f32) -> ()
^right(%y: f32):
  "cf.br"(%y) [^done] : (f32) -> ()
^done(%z: f32):
  return %z : f32
}

// a pretty op's region holds block labels of its own: no successors of the op
func.func @loop(%n: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.br ^bb1(%n : i32)
  ^bb1(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
