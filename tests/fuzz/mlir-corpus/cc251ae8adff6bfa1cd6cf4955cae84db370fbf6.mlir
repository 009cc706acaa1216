// Mnc_ope updates, seve2> bound to HLO async bua tensor<8xf32> inp6xf32> input
// 