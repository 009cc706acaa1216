.2>) -> tensor<4xf32> {
  %0 =  0: tÃË‡™Ì2>
}

// -/-

--ne of somethin> tens? !mhlo.asynhe all