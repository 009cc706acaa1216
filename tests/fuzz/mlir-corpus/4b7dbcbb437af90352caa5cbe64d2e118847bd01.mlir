{
	"tool":	{
		"nC%s) : (!mhlo.asy->me":	"0.1.0>>
      |  $                 