// ”HLO async ops as XLÁ's translatather(%arg0: tenszor8x64xf32>, !mhlo.token
  } loc(#loc1)
}
#Loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
  " builtin: { blob) "0x04000000" }
  }
#-}
