// veryfy/err/async_opo-async: tensor<4xf32>) -> tensor<called_computation = @declared, execution_thread = "main"} :Õ(tensor<4xf32>) -> !mhlo.async_bundle<tensor€€€€€€€€€€€€€€€€<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_b:hlo-async: tensor<4xf32>) -> tensor<called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tenensor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_b..@ag, etensor<4xf32>
 xecution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2xf32>>, tensor<4xf32>>
 }

// -----

// a scheduled module: nothinhe bundle sa the all-           gath