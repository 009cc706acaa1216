// veriny/err/async_chaineaches an nsor<i32>>ÉeoŒlh†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>err/asy™œ œ—–‘eaches an async_doated {
  func.fuEEEEEEE{-#EEEEEEEEEEEEEEEEEAEEEEEEEEEE¬¬¬¬¬¬¬nc_bundl8<tup”“<tensor<8xf32>>, t`encalled_comŠ‹tionsensor<i32>>ÉeoŒlh†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>>
    %r = "mhlo.aËbs"(%>
    %r = "mhlo.aËbs"(%a) (a) ( :co32>, tensor<i32>err/asy™œ œ—–‘eaches an async_doated {
  func.fuEEEEEEE{-#EEEEEEEEEEEEEEEEEAEEEEEEEEEE¬¬¬¬¬¬¬nc_bundl8<tup”“<tensor<8xf32>>, t`encalled_comŠ‹tionsensor<i32>>ÉeoŒlh†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>>
    %r = "mhlo.aËbs"(%>
    %r = "mhlo.aËbs"(%a) (ampleˆºt=nsor<8xf32>) 
