module {
  func.func @main(%arg0: tensor<2x3x8x8xf32>) -> tensor<2x4x4x4xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_4> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_3> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_2> : tensor<4xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32_1> : tensor<4xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_4_3_3_3_torch.float32> : tensor<4x3x3x3xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_9 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %cst_3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.reshape %cst_4 : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x8x8xf32>
    %4 = stablehlo.convert %cst_8 : (tensor<1xf64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.add %6, %cst_1 : tensor<4xf32>
    %8 = stablehlo.sqrt %7 : tensor<4xf32>
    %9 = stablehlo.divide %cst_5, %8 : tensor<4xf32>
    %10 = stablehlo.convert %cst_9 : (tensor<1xi64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %9, %12 : tensor<4xf32>
    %14 = stablehlo.reshape %cst_2 : (tensor<4xf32>) -> tensor<4x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %16 = stablehlo.reshape %13 : (tensor<4xf32>) -> tensor<4x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %19 = stablehlo.subtract %3, %18 : tensor<2x4x8x8xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x4x8x8xf32>
    %22 = stablehlo.reshape %cst_0 : (tensor<4xf32>) -> tensor<4x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.multiply %21, %24 : tensor<2x4x8x8xf32>
    %26 = stablehlo.reshape %cst : (tensor<4xf32>) -> tensor<4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.add %25, %28 : tensor<2x4x8x8xf32>
    %30 = stablehlo.maximum %29, %cst_6 : tensor<2x4x8x8xf32>
    %31 = "stablehlo.reduce_window"(%30, %cst_7) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %32 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %32 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    return %31 : tensor<2x4x4x4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32_4: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_2: "0x0400000089AE5B3F9D45B53F55FC893FBEF6623F",
      torch_tensor_4_torch.float32_1: "0x04000000C48202BE4E90A7BEE0A337BE1877C13D",
      torch_tensor_4_3_3_3_torch.float32: "0x040000001982C33DDE1B34BE530E0DBD5F7312BE442CA8BD57018E3DD0F10BBEF982923D8C44273E8ACE4E3C105803BEB1368DBD90212C3DAB3A16BECDCFC33DB1E932BEE6703DBEED7B3FBE87E91FBDFF83043E85853ABE17CD233E04AA9DBD97DF663D69CA0F3C67B331BE596F233E8D38D43DB8E2433E8B1FC73D3E1402BE7378243E3276293C19E8BA3DFD031EBE9CBA62BD5E7F41BE838399BD3B0E2A3D20BB1ABE28467B3D6B93D33DD3A0DB3C03DB03BE99CA18BE353273BD8F02AD3D5763423E03A4E23DC688B1BCF2308A3D445641BE1A5128BE67E8B73DE23EDFBD349EBD3D051E0BBE8338C3BDCF5222BE59ADCD3D90A4A0BC19AA173EC0EBF33DDD17DA3D73C8CA3BACB773BD65652BBD4B86D13CBB60C33D81100ABE4365253E256BABBC0D2225BE5740D5BDBC5E2E3E9039343E798A36BE0BFE0A3E9986C53D254CE93D18D3263EB26BD4BD17EB783D554BA13D22EE68BD42E6833D26CC62BD1FAEF33DF0B55ABDD1EE92BD9772463D55CC8B3D8690C0BD505D8B3CBC6AE43D97DC9CBC25E66F3D2E1F3EBD28258A3D6DC10EBEADC3E7BD840FC8BDC41B353EC81C54BD04BF09BA3FF5BEBD5FBB443EA778403E",
      torch_tensor_4_torch.float32: "0x0400000071A014BE00C21FBE786015BE164E73BA"
    }
  }
#-}
