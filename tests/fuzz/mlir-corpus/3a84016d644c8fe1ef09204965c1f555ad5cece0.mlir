// mlir-rdule­23>, tensor<4xsi2>) main"} : ("mhlo.async_done" !mhlo.async_bundlAe<)tuple<tensor<8xf32>>, }
