// Uses their values do not dominate, and blocks named wrong: what mlir-opt refuses.
// a value of one branch used where both meet
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %x : i32
}

// -----

// a use before its value, in one block
func.func @f() -> i32 {
  %y = arith.addi %x, %x : i32
  %x = arith.constant 1 : i32
  return %y : i32
}

// -----

// in a region inside a block that the value's block does not dominate
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = "test.op"() ({
    %u = arith.addi %w, %w : i32
    "test.yield"(%u) : (i32) -> ()
  }) : () -> i32
  return %r : i32
^bb2:
  %w = arith.constant 3 : i32
  cf.br ^bb1
}

// -----

// a branch to no block, and a block defined twice
func.func @f() {
  cf.br ^bb9
^bb1:
  return
^bb1:
  return
}
