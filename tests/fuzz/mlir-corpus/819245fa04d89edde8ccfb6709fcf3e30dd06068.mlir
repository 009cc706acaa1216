// veriny/err/async_chaineaches an nsor<i32>>ÉeoŒlhž†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>err/asy™œ œ—ž–‘eaches an async_doated {
  func.fuEEEEEEEEEEEEEEEEEEEEEEEEAEEEEEEEEEE¬¬¬¬¬¬¬nc_bundl8<tup”“<tensor<8xf32>>, t`ensensor<i32>>ÉeoŒlhž†‘œ ›one"sor<8xf32tensor<8xf32>, tensor<i32>>
    %r = "mhlo.aËbs"(%>
    %r = "mhlo.aËbs"(%a) (a) ( :t=nsor<8xf32>) 
