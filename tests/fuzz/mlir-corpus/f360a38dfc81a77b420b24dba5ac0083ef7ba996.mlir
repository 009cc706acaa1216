// StableHLO async collectives as JAX lowers them (all_gather_start(x).douture of every collective Sa slice.
-odule @ablxf33a: tensor<4xf32>):
      %p = "se,