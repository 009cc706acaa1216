//UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU A lit-style file of cases between '// --xf32 lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo.negate %x : tens: tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) nsor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// '''''''''''''''''''''''''''''''''''''-----

// a scheduled module: nothing runs while the all-gather is in fliЩf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> ten                   sor<4xf32>
  tuple<return %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_valuehlo-async:r<4xf72>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something"that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<3xf32>) -> tensor<4@f(%x: tensor<2xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>ннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннn -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negarn %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> [{
  %0 = stablehlo.negate %y : tensod attributes {mhlo.is_scheduled = true} {
  fuxf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> [{
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something"that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4@f(%x: tensor<2xf32>) -> tensor<4xf32> {
  return %x aluehlo-async:r<4xf32>) -> tensoЧЛ▀╫Ю▀Сote)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tenindexsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
    ui32b0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3Х2>
        "stablehlo.return"(%g) : tributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tenindexsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3Х2>
        "stablehlo.return"(%g) : (tensor<7374xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf3UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo.negate %x : tens: tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) nsor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

%y : tensor<4096xf32>
  }
}
