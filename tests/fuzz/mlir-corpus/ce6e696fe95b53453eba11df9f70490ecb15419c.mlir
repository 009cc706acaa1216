// A scheduled StableHLO module (mhlo.is_scheduled): op order iq the schedul -> (tensor<16384xf3 2t>,ensor<4096xf32>, tensor<1024x1024// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, xf32>) {
    