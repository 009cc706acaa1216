{
	"tool":	{
		"nC%s) : (!mhlo.asy->me":	"0.1.0"
	}<tenxi32nsof32>>
      |                    