// A use is valid where its value dominates it, whatever the order the blocks
// are written in (MLIR scopes by dominance, not by text order).
// blocks written out of dominance order: ^bb2 dominates ^bb1, which uses its %z
func.func @f(%c: i1, %n: i32) -> i32 {
  cf.br ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %z : i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb3(%y : i32)
^bb2:
  %z = arith.constant 1 : i32
  cf.br ^bb1(%z : i32)
^bb3(%r: i32):
  return %r : i32
}
// an unreachable block may use anything of the region
func.func @g() -> i32 {
  %a = arith.constant 0 : i32
  return %a : i32
^bb1:
  %b = arith.addi %q, %q : i32
  cf.br ^bb2
^bb2:
  %q = arith.constant 2 : i32
  cf.br ^bb1
}
// a value of the body used in a region inside it, defined later in a dominating block
func.func @h(%c: i1) -> i32 {
  cf.br ^bb2
^bb1:
  %r = "test.op"() ({
    %u = arith.addi %v, %v : i32
    "test.yield"(%u) : (i32) -> ()
  }) : () -> i32
  return %r : i32
^bb2:
  %v = arith.constant 3 : i32
  cf.br ^bb1
}
// a return before its value in the text, and one after: the later return is the root
func.func @r(%c: i1) -> i32 {
  cf.cond_br %c, ^bb2, ^bb3
^bb1:
  return %v : i32
^bb2:
  %v = arith.constant 4 : i32
  cf.br ^bb1
^bb3:
  %w = arith.constant 5 : i32
  return %w : i32
}
// the only return names a value of a later block
func.func @s() -> i32 {
  cf.br ^bb2
^bb1:
  return %v : i32
^bb2:
  %v = arith.constant 6 : i32
  cf.br ^bb1
}
// a block no path reaches may branch to one that is reached
func.func @t() -> i32 {
  cf.br ^bb1
^bb1:
  %k = arith.constant 7 : i32
  return %k : i32
^bb2:
  cf.br ^bb1
}
