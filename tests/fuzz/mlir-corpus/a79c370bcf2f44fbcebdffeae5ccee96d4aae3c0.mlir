/* verifychains/s     // ---ñ-     ^
mlir/e: tlit_