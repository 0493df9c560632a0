module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> (tensor<2x1x4xf32>, tensor<1x3x1xf32>, tensor<2x3x1xf32>, tensor<3x4xf32>, tensor<2x1x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = arith.constant dense<8> : tensor<1xi64>
    %cst_4 = arith.constant dense<3> : tensor<1xi64>
    %cst_5 = arith.constant dense<2.000000e+00> : tensor<1xf64>
    %cst_6 = arith.constant dense<4> : tensor<1xi64>
    %cst_7 = arith.constant dense<0x7FF0000000000000> : tensor<1xf64>
    %cst_8 = arith.constant dense<2> : tensor<1xi64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.reshape %2 : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %4 = stablehlo.convert %cst_3 : (tensor<1xi64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1x3x1xf32>
    %7 = stablehlo.divide %3, %6 : tensor<1x3x1xf32>
    %8 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %10 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.convert %arg0 : (tensor<2x3x4xf32>) -> tensor<2x3x4xf64>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x4xf64>
    %13 = stablehlo.reshape %12 : (tensor<2x4xf64>) -> tensor<2x1x4xf64>
    %14 = stablehlo.convert %cst_4 : (tensor<1xi64>) -> tensor<1xf64>
    %15 = stablehlo.reshape %14 : (tensor<1xf64>) -> tensor<f64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f64>) -> tensor<2x1x4xf64>
    %17 = stablehlo.divide %13, %16 : tensor<2x1x4xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x1x4xf64>) -> tensor<2x3x4xf64>
    %19 = stablehlo.subtract %11, %18 : tensor<2x3x4xf64>
    %20 = stablehlo.multiply %19, %19 : tensor<2x3x4xf64>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x4xf64>
    %22 = stablehlo.reshape %21 : (tensor<2x4xf64>) -> tensor<2x1x4xf64>
    %23 = stablehlo.convert %cst_5 : tensor<1xf64>
    %24 = stablehlo.reshape %23 : (tensor<1xf64>) -> tensor<f64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<2x1x4xf64>
    %26 = stablehlo.divide %22, %25 : tensor<2x1x4xf64>
    %27 = stablehlo.convert %26 : (tensor<2x1x4xf64>) -> tensor<2x1x4xf32>
    %28 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x3xf64>
    %29 = stablehlo.reshape %28 : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %30 = stablehlo.convert %cst_6 : (tensor<1xi64>) -> tensor<1xf64>
    %31 = stablehlo.reshape %30 : (tensor<1xf64>) -> tensor<f64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f64>) -> tensor<2x3x1xf64>
    %33 = stablehlo.divide %29, %32 : tensor<2x3x1xf64>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x3x1xf64>) -> tensor<2x3x4xf64>
    %35 = stablehlo.subtract %11, %34 : tensor<2x3x4xf64>
    %36 = stablehlo.multiply %35, %35 : tensor<2x3x4xf64>
    %37 = stablehlo.reduce(%36 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2x3xf64>
    %38 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %39 = stablehlo.divide %37, %38 : tensor<2x3xf64>
    %40 = stablehlo.convert %39 : (tensor<2x3xf64>) -> tensor<2x3xf32>
    %41 = stablehlo.sqrt %40 : tensor<2x3xf32>
    %42 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %44 = stablehlo.abs %43 : tensor<2x1x4xf32>
    %45 = stablehlo.convert %cst_7 : tensor<1xf64>
    %46 = stablehlo.reshape %45 : (tensor<1xf64>) -> tensor<f64>
    %47 = stablehlo.convert %46 : (tensor<f64>) -> tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<2x1x4xf32>
    %49 = stablehlo.compare EQ, %44, %48, FLOAT : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xi1>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x1x4xi1>) -> tensor<2x1x4xi1>
    %51 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x4xf32>
    %52 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %53 = stablehlo.select %50, %51, %52 : tensor<2x1x4xi1>, tensor<2x1x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x3x4xf32>
    %56 = stablehlo.subtract %arg0, %55 : tensor<2x3x4xf32>
    %57 = stablehlo.exponential %56 : tensor<2x3x4xf32>
    %58 = stablehlo.reduce(%57 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %59 = stablehlo.log %58 : tensor<2x4xf32>
    %60 = stablehlo.add %59, %54 : tensor<2x4xf32>
    %61 = stablehlo.abs %arg0 : tensor<2x3x4xf32>
    %62 = stablehlo.reduce(%61 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
    %63 = stablehlo.convert %cst_8 : (tensor<1xi64>) -> tensor<1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1xf32>) -> tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %66 = stablehlo.power %61, %65 : tensor<2x3x4xf32>
    %67 = stablehlo.reduce(%66 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %68 = stablehlo.divide %cst_1, %64 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %70 = stablehlo.power %67, %69 : tensor<2x4xf32>
    return %1, %7, %9, %10, %27, %41, %60, %62, %70 : tensor<2x1x4xf32>, tensor<1x3x1xf32>, tensor<2x3x1xf32>, tensor<3x4xf32>, tensor<2x1x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>
  }
}
