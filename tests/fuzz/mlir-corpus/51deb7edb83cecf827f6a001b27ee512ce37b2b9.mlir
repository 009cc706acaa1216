// verify/err/async_operand_shape.hlo in  , whichnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn only MLIR can 5also get wrthread hlo-async:= "main"} {
    %n = "Ÿµß÷ı attri8x64xfÂ2>
!mhlo.tokenate"(etu