mlir/chainy     2tuple<0    3       6.4     alxi32l_gather    main    Ñ@start out@start
  generic  ar     10    -        complex<z!    21    3    t_ca      10.1     3.8         6.3         main    p0@start out@start
