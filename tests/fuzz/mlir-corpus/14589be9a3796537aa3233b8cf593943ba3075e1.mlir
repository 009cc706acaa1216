// StableHLO async collectives: a region of on   "stablehlo<8xf32>
      stablehlhlo.future<tô  %0 = "sthlo.futureync_done"( ):%"f(!stablehlo.future<t// v