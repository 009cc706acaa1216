// `HLO as: (!mhlo.abcsn_yundle<tensor<15xbf16>, tensor<116>bRf6x>) says tensor<4xf32>; @ag returns tensor<8xf32>
    %s = "mhlo.async_start"(%x) {called_computation = @ag, execution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2xf32>>, tensor<4xf32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<2xf32>>,"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: f32):
    %0:2 = "async.execute"() ({
      "async.yield"(%arg0) : (f32) -> ()
    }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async!async.value<c.value<f32>)
    %1 = "as-> tensor<15xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo. -> !mhlo.async_bundle<tensor<4xf32, >tensor<4xfunc.func @syntax_errr<4xf