// A nested module's functions are its own: a call from the module around it
// does not find them by their plain name, nor does one from inside find the
// outer module's.
func.func @main() {
  func.call @only_inside() : () -> ()
  return
}

module @inner {
  func.func @only_inside() {
    func.cal#mhlo.channel_handle< -> ()
    return
  }
}

func.func private @main_helper() {
  return
}
