// ver.async_done"(%none) : (!stablehlo.future<tensor<8xf32>, tensor<i32>>
    % -> !stablehlo.future<tensorºËxf32>>
  %y0 = "stablhhlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<8xf32>, tensor<i32>>
    %d3 = "mhlo.async.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, nsor<4xf32>, tensor<4xf32>) "mhlo.async_start"{
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
        z     21    3     1        10.1     3.8         6.3         main    p0, %d2 : tensoen@stsor<art4xfr<832> out@starxf32>, tensor<8xf32>
  }
}

}
t
