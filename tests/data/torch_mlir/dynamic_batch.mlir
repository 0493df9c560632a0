module {
  func.func @main(%arg0: tensor<?x4xf32>) -> (tensor<3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1> : tensor<1xi64>
    %0 = shape.const_shape [3] : tensor<1xindex>
    %c4_i64 = arith.constant 4 : i64
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %1 = arith.index_cast %dim : index to i64
    %2 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.dot_general %arg0, %2, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
    %4 = stablehlo.convert %cst_3 : (tensor<1xi64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = shape.shape_of %3 : tensor<?x3xf32> -> tensor<2xindex>
    %7 = stablehlo.dynamic_broadcast_in_dim %3, %6, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
    %8 = stablehlo.dynamic_broadcast_in_dim %5, %6, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x3xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<?x3xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.multiply %10, %cst : tensor<3xf32>
    %12 = shape.shape_of %9 : tensor<?x3xf32> -> tensor<2xindex>
    %13 = shape.broadcast %12, %0 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %14 = stablehlo.dynamic_broadcast_in_dim %9, %13, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
    %15 = stablehlo.dynamic_broadcast_in_dim %11, %13, dims = [1] : (tensor<3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
    %16 = stablehlo.add %14, %15 : tensor<?x3xf32>
    %dim_4 = tensor.dim %16, %c0 : tensor<?x3xf32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %from_elements = tensor.from_elements %dim_4, %c1 : tensor<2xindex>
    %18 = stablehlo.dynamic_reshape %17, %from_elements : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %19 = shape.shape_of %16 : tensor<?x3xf32> -> tensor<2xindex>
    %20 = shape.shape_of %18 : tensor<?x1xf32> -> tensor<2xindex>
    %21 = shape.cstr_broadcastable %19, %20 : tensor<2xindex>, tensor<2xindex>
    %22 = shape.assuming %21 -> (tensor<?x3xf32>) {
      %39 = shape.broadcast %19, %20 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %40 = stablehlo.dynamic_broadcast_in_dim %16, %39, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
      %41 = stablehlo.dynamic_broadcast_in_dim %18, %39, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x3xf32>
      %42 = stablehlo.subtract %40, %41 : tensor<?x3xf32>
      shape.assuming_yield %42 : tensor<?x3xf32>
    }
    %23 = stablehlo.exponential %22 : tensor<?x3xf32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %dim_5 = tensor.dim %23, %c0 : tensor<?x3xf32>
    %from_elements_6 = tensor.from_elements %dim_5, %c1 : tensor<2xindex>
    %25 = stablehlo.dynamic_reshape %24, %from_elements_6 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %26 = shape.shape_of %23 : tensor<?x3xf32> -> tensor<2xindex>
    %27 = shape.shape_of %25 : tensor<?x1xf32> -> tensor<2xindex>
    %28 = shape.cstr_broadcastable %26, %27 : tensor<2xindex>, tensor<2xindex>
    %29 = shape.assuming %28 -> (tensor<?x3xf32>) {
      %39 = shape.broadcast %26, %27 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %40 = stablehlo.dynamic_broadcast_in_dim %23, %39, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
      %41 = stablehlo.dynamic_broadcast_in_dim %25, %39, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x3xf32>
      %42 = stablehlo.divide %40, %41 : tensor<?x3xf32>
      shape.assuming_yield %42 : tensor<?x3xf32>
    }
    %30 = stablehlo.reduce(%29 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
    %31 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<f32>
    %32 = arith.muli %1, %c4_i64 : i64
    %from_elements_7 = tensor.from_elements %32 : tensor<1xi64>
    %33 = stablehlo.convert %from_elements_7 : (tensor<1xi64>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.divide %31, %34 : tensor<f32>
    %from_elements_8 = tensor.from_elements %1 : tensor<1xi64>
    %36 = stablehlo.convert %from_elements_8 : (tensor<1xi64>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %38 = stablehlo.multiply %35, %37 : tensor<f32>
    return %30, %38 : tensor<3xf32>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x040000002871903D9050DEBEF03BB03D",
      torch_tensor_3_4_torch.float32: "0x0400000048FBB0BD7295E93EDCA538BE0015F83E34039DBEB4F952BE728CC0BE6498BC3EB40BB0BE0CEF533E10243CBE3C1BFF3E"
    }
  }
#-}
