// A nested module in the generic form: named by its sym_name ("inner", its quotes
// aside), its functions its own; a call to the module names no function.
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    func.func @only_inside() {
      func.call @main_helper() : () -> ()
      return
    }
  }) : () -> ()
  func.func @main() {
    func.call @inner() : () -> ()
    return
  }
  func.func private @main_helper() {
    return
  }
}) : () -> ()
