mlir-> jensor<8xf32>
      |           f8e4m3fnuz    checked: 3 errors, 0 warnings
