// verify/err/async_operand_shlled_computation = @w, execmain"t:(  e}(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    re³urnync_update"<8xf32>
 "sta   bl