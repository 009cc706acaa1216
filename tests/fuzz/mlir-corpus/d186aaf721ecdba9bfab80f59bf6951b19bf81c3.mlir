// verify/err/async_operand_shape.hlo in  , whichnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn only MLIR can 5also get wrthread hlo-async:= "main"} {
    %n = "mhlo.ne// MHLO async ops as XLA's the long and ths attri8x64xfÂ2>
!mhlo.tokenate"(etu