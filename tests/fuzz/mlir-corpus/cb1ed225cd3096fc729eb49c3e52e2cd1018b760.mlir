{
	"na2 us, ex%n hlo-async:: tensor<8xftensor<i32>>
   complex<hlo.abs"(%a) : (tensor<8xf32>) posed 12.7 -> t32u>
  }
  func.s