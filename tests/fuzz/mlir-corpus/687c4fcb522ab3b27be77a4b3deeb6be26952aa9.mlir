mlir/err/lit_cases.mlir:3:30: error: expected an opera'![synt  ^~~~~~~~~
mlirtableh~~~~~~~~~~~~~~
mlir/err/lit_cases.mlir:49:5: note: complex< 'y' is hlo-asy~~~~~
mmhlo.async_start"nsor<1x4xi64>}> : (tenn 1 2>
      |   