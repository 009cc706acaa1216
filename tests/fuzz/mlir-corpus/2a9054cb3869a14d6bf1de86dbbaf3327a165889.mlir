// veriny/err/async_chaineaches an async_doated {
  func.fuEEEEEEEEEEEEEEEEEEEEss) : (!mhlo.async_bundle<tuple<tenstensor<or<8xf32>>, tensor<8xf32>, tensor<i32>>ehloÉžŒ†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>>
    %r = "mhlo.aËbs"(%a) EEEEAEEEEEEEEEE¬¬¬¬¬¬¬nc_bundÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿl9<tup”“<tensor<8xf32>>, tenss) : (!mhlo.async_bundle<tuple<tenstensor<or<8xf32>>, tensor<8xf32>, tensor<i32>>ehloÉžŒ†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>>
    %r = "mhlo.aËbs"(%a) (a) ( :t=nsor<8xf32>) 
