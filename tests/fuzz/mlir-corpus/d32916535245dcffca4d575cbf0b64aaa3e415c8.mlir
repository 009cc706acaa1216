// verify/err/async_operand_shapehlo in MHLO: a tensor<
module nsor<8xf12> {
Ößßß%led_comp32 }
}
