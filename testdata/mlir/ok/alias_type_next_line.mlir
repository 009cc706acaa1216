// An attribute alias whose value is long: its ': type' goes on the next line.
#table = dense<[[0, 1, 2, 3],
                [4, 5, 6, 7]]>
            : tensor<2x4xi32>

func.func @main() -> tensor<2x4xi32> {
  %0 = arith.constant #table
  return %0 : tensor<2x4xi32>
}
