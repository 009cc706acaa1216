mlir/chainy     2tuple<0    3       plex<z!    21    3    t_ca      10.1     3.8         6.3         main    p0@start out@start
