// Modules after other ops at the top, as IFRT's tests keep the programs they
// call: each module is a symbol table of its own, so each may have a @main,
// and a call inside one finds its callee there.
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  return %x : tensor<2xi32>
}

module @add_one attributes {sym_visibility = "private"} {
  func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
    %0 = func.call @helper(%x) : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @helper(%x: tensor<2xi32>) -> tensor<2xi32> {
    return %x : tensor<2xi32>
  }
}

module @"add-two" attributes {sym_visibility = "private"} {
  func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
    %0 = func.call @helper(%x) : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @helper(%x: tensor<2xi32>) -> tensor<2xi32> {
    return %x : tensor<2xi32>
  }
}

// -----

// A module inside the module, in the generic form too.
module @outer {
  func.func @main() {
    return
  }
  module @inner {
    func.func @main() {
      return
    }
  }
  "builtin.module"() <{sym_name = "generic"}> ({
    func.func @main() {
      return
    }
  }) : () -> ()
}

// -----

// Unnamed modules inside the module, and functions in nested modules alone:
// the entry is a nested module's.
module {
  module {
    func.func @main() {
      return
    }
  }
  module {
    func.func @main() {
      return
    }
  }
}
