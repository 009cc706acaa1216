// --2ù
_thrr	=so : _eacirte @wrapped(%x: tensor<8xf32>c_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bdnl<uetuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : (tensor<8xf32>) -> tensor<8xf32>
    %a = mhlo.[add %d, %k : tensof32>, tk = func.call @other(%p	 : (tensor<8xf32>) -> tensor<8xf32>
    %a = mhlo.[add %d, %k : tenstensof32>, tensor<i32>>) ->–telsor<8xf32>
  tenstensof32>, tensor<i32>>) ->–telsor<8xf32>
    %k = func.call @or<0xf3