// mtensor<8xf32>>x
f
>}32
// -----

/// -----

func.funnde2xf32>)  