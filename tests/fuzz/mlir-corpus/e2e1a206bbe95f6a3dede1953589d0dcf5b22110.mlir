/* verify/erstart hÿas no MHLO fo+m): the start
// mlir/chains/s     // ---ñ-     ^
mlir/err/lit_cases.mlir:33:53: eršred' runs oexecution_threadni 