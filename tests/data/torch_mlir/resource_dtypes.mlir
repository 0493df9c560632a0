module {
  func.func @main(%arg0: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xi64>, tensor<5xi32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<2> : tensor<5xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<5xi64>
    %c_1 = stablehlo.constant dense_resource<torch_tensor_5_torch.int8> : tensor<5xi8>
    %c_2 = stablehlo.constant dense_resource<torch_tensor_5_torch.uint8_1> : tensor<5xui8>
    %c_3 = stablehlo.constant dense_resource<torch_tensor_5_torch.int64> : tensor<5xi64>
    %cst = stablehlo.constant dense_resource<torch_tensor_5_torch.bfloat16> : tensor<5xbf16>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_5_torch.float16> : tensor<5xf16>
    %c_5 = stablehlo.constant dense_resource<torch_tensor_5_torch.uint8> : tensor<5xui8>
    %0 = stablehlo.negate %arg0 : tensor<5xf32>
    %1 = stablehlo.convert %c_5 : (tensor<5xui8>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xf32>) -> tensor<5xf32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xf32>) -> tensor<5xf32>
    %5 = stablehlo.select %2, %3, %4 : tensor<5xi1>, tensor<5xf32>
    %6 = stablehlo.convert %cst_4 : (tensor<5xf16>) -> tensor<5xf32>
    %7 = stablehlo.add %6, %arg0 : tensor<5xf32>
    %8 = stablehlo.convert %cst : (tensor<5xbf16>) -> tensor<5xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<5xf32>
    %10 = stablehlo.add %c_0, %c_3 : tensor<5xi64>
    %11 = stablehlo.convert %c_2 : (tensor<5xui8>) -> tensor<5xi32>
    %12 = stablehlo.convert %c_1 : (tensor<5xi8>) -> tensor<5xi32>
    %13 = stablehlo.multiply %12, %c : tensor<5xi32>
    return %5, %7, %9, %10, %11, %13 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xi64>, tensor<5xi32>, tensor<5xi32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.int8: "0x0100000080FF00017F",
      torch_tensor_5_torch.uint8_1: "0x01000000FAFBFCFDFE",
      torch_tensor_5_torch.int64: "0x080000000000000000FFFFFF0100000000FFFFFF0200000000FFFFFF0300000000FFFFFF0400000000FFFFFF",
      torch_tensor_5_torch.bfloat16: "0x02000000803EA03F104050408840",
      torch_tensor_5_torch.float16: "0x020000000038003E004100438044",
      torch_tensor_5_torch.uint8: "0x010000000100010100"
    }
  }
#-}
