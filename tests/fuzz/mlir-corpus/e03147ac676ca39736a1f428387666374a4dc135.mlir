// A sch -----
3ehlo(%n) : (tensor<4xll_gather"(%a)     %<{a