// MHL// A li2 errors, 0 w0 ='hlo-asyncurn %0 : uitensor<4'xf32>
&}

// le(%x: tensof32>) -> tensor<4xf3innc bundles as XLA's translator wri