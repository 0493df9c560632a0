module {
  func.func @main(%arg0: tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) {
    %cst = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<3x8xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<3x8xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<3x8xf32>
    %cst_7 = stablehlo.constant dense<0.636619746> : tensor<3x8xf32>
    %cst_8 = stablehlo.constant dense<4.471500e-02> : tensor<3x8xf32>
    %cst_9 = stablehlo.constant dense<-4.000000e+00> : tensor<3x8xf32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<3x8xf32>
    %cst_11 = stablehlo.constant dense<-2.72614237E-10> : tensor<3x8xf32>
    %cst_12 = stablehlo.constant dense<2.77068146E-8> : tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<-2.10102394E-6> : tensor<3x8xf32>
    %cst_14 = stablehlo.constant dense<-5.69250624E-5> : tensor<3x8xf32>
    %cst_15 = stablehlo.constant dense<-7.34990637E-4> : tensor<3x8xf32>
    %cst_16 = stablehlo.constant dense<-2.954600e-03> : tensor<3x8xf32>
    %cst_17 = stablehlo.constant dense<-0.0160960332> : tensor<3x8xf32>
    %cst_18 = stablehlo.constant dense<-1.45660715E-5> : tensor<3x8xf32>
    %cst_19 = stablehlo.constant dense<-2.13374049E-4> : tensor<3x8xf32>
    %cst_20 = stablehlo.constant dense<-0.00168282702> : tensor<3x8xf32>
    %cst_21 = stablehlo.constant dense<-0.00737332925> : tensor<3x8xf32>
    %cst_22 = stablehlo.constant dense<-0.0142647391> : tensor<3x8xf32>
    %cst_23 = stablehlo.constant dense<-1.000000e+00> : tensor<3x8xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_25 = arith.constant dense<8> : tensor<1xi64>
    %cst_26 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<3x8xf32>) -> tensor<3x8xf64>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf64>, tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.reshape %1 : (tensor<3xf64>) -> tensor<3x1xf64>
    %3 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf64>
    %4 = stablehlo.reshape %3 : (tensor<1xf64>) -> tensor<f64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f64>) -> tensor<3x1xf64>
    %6 = stablehlo.divide %2, %5 : tensor<3x1xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x8xf64>
    %8 = stablehlo.subtract %0, %7 : tensor<3x8xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<3x8xf64>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf64>, tensor<f64>) -> tensor<3xf64>
    %11 = stablehlo.reshape %10 : (tensor<3xf64>) -> tensor<3x1xf64>
    %12 = stablehlo.divide %11, %5 : tensor<3x1xf64>
    %13 = stablehlo.convert %12 : (tensor<3x1xf64>) -> tensor<3x1xf32>
    %14 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.reshape %14 : (tensor<3xf32>) -> tensor<3x1xf32>
    %16 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %19 = stablehlo.divide %15, %18 : tensor<3x1xf32>
    %20 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %23 = stablehlo.add %13, %22 : tensor<3x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<3x1xf32>
    %25 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %26 = stablehlo.subtract %arg0, %25 : tensor<3x8xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<3x8xf32>
    %29 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<8xf32>) -> tensor<3x8xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<3x8xf32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<8xf32>) -> tensor<3x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x8xf32>
    %33 = stablehlo.multiply %32, %cst_6 : tensor<3x8xf32>
    %34 = stablehlo.rsqrt %cst_4 : tensor<3x8xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<3x8xf32>
    %36 = stablehlo.clamp %cst_9, %35, %cst_10 : tensor<3x8xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<3x8xf32>
    %38 = stablehlo.multiply %cst_11, %37 : tensor<3x8xf32>
    %39 = stablehlo.add %38, %cst_12 : tensor<3x8xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<3x8xf32>
    %41 = stablehlo.add %40, %cst_13 : tensor<3x8xf32>
    %42 = stablehlo.multiply %41, %37 : tensor<3x8xf32>
    %43 = stablehlo.add %42, %cst_14 : tensor<3x8xf32>
    %44 = stablehlo.multiply %43, %37 : tensor<3x8xf32>
    %45 = stablehlo.add %44, %cst_15 : tensor<3x8xf32>
    %46 = stablehlo.multiply %45, %37 : tensor<3x8xf32>
    %47 = stablehlo.add %46, %cst_16 : tensor<3x8xf32>
    %48 = stablehlo.multiply %47, %37 : tensor<3x8xf32>
    %49 = stablehlo.add %48, %cst_17 : tensor<3x8xf32>
    %50 = stablehlo.multiply %cst_18, %37 : tensor<3x8xf32>
    %51 = stablehlo.add %50, %cst_19 : tensor<3x8xf32>
    %52 = stablehlo.multiply %51, %37 : tensor<3x8xf32>
    %53 = stablehlo.add %52, %cst_20 : tensor<3x8xf32>
    %54 = stablehlo.multiply %53, %37 : tensor<3x8xf32>
    %55 = stablehlo.add %54, %cst_21 : tensor<3x8xf32>
    %56 = stablehlo.multiply %55, %37 : tensor<3x8xf32>
    %57 = stablehlo.add %56, %cst_22 : tensor<3x8xf32>
    %58 = stablehlo.multiply %36, %49 : tensor<3x8xf32>
    %59 = stablehlo.divide %58, %57 : tensor<3x8xf32>
    %60 = stablehlo.clamp %cst_23, %59, %cst_3 : tensor<3x8xf32>
    %61 = stablehlo.add %60, %cst_3 : tensor<3x8xf32>
    %62 = stablehlo.multiply %61, %33 : tensor<3x8xf32>
    %63 = stablehlo.sqrt %cst_7 : tensor<3x8xf32>
    %64 = stablehlo.power %32, %cst_5 : tensor<3x8xf32>
    %65 = stablehlo.multiply %cst_8, %64 : tensor<3x8xf32>
    %66 = stablehlo.add %32, %65 : tensor<3x8xf32>
    %67 = stablehlo.multiply %63, %66 : tensor<3x8xf32>
    %68 = stablehlo.tanh %67 : tensor<3x8xf32>
    %69 = stablehlo.add %68, %cst_3 : tensor<3x8xf32>
    %70 = stablehlo.multiply %69, %33 : tensor<3x8xf32>
    %71 = stablehlo.reduce(%32 init: %cst_24) applies stablehlo.maximum across dimensions = [1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.reshape %71 : (tensor<3xf32>) -> tensor<3x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %74 = stablehlo.subtract %32, %73 : tensor<3x8xf32>
    %75 = stablehlo.exponential %74 : tensor<3x8xf32>
    %76 = stablehlo.reduce(%75 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %77 = stablehlo.reshape %76 : (tensor<3xf32>) -> tensor<3x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %79 = stablehlo.divide %75, %78 : tensor<3x8xf32>
    %80 = stablehlo.log %77 : tensor<3x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %82 = stablehlo.subtract %74, %81 : tensor<3x8xf32>
    return %62, %70, %79, %82 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F"
    }
  }
#-}
