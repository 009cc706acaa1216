// verif{
    %async-start = "mhlo.async_start"(%operand) {// -----omputation = @async_op, execution_thread = "main"u : (tensor<6?ÿÿÿÿÿÿÿ4xf32>) ->hlo-async: !mhlo.asyî.........asy64xf32>>, tensorhlo-asyn2xf32>
    return 2>
  }
}
