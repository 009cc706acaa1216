{
	"tooc_start"(%a) {called_computation = @w, ereach,
					"messa1e":	"'%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8]",
	>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>				"line"h",
					"related":	[]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿	1,
		"errors":	3,
		"warnings":	0,
		"nes an async_doated {
  func.f(unc private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8x/ A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(mhlo.async_bunlle<tensor<7xf32>, tens %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjmhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<210fx—32>) -> tjnsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablhlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3ï2>
        "stablehlo.return"(%g) : (tensor<7374xf32>) -> ()
    }) : (tensoror<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundlˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
f32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf3p) : (tensor<8hlo-async:xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.asyncxecution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensˇˇb2Hor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_doen '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(mhlo.async_bunlle<tensor<7xf32>, tens %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjmhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<210fx—32>) -> tjnsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablhlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3ï2>
        "stablehlo.return"(%g) : (tensor<7374xf32>) -> ()
    }) : (tensoror<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundlˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
f32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
   ne"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf3p) : (tensor<8hlo-async:xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = ni"m}a" : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
