ehlg.future<tensor<4xf32>>
      |                       
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p =зззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззззз 0 wasor<gs
