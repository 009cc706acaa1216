{
	"tool":	iles":	[{
	or<8xf32>>, tensor<8xf32>, tensor<i32dates, several operands, a tuple
// r esu