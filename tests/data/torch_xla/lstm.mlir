module @IrToHlo.134 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<20xf32>, %arg1: tensor<20x4xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<20xf32>, %arg4: tensor<20x5xf32>) -> tensor<2x3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %0 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,20]{0,1}"} : (tensor<20x5xf32>) -> tensor<5x20xf32>
    %1 = stablehlo.dot_general %cst_0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x20xf32>) -> tensor<2x20xf32>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<20xf32>) -> tensor<2x20xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x20xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %5 = stablehlo.transpose %arg2, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[3,2,4]{2,0,1}"} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %6 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,20]{0,1}"} : (tensor<20x4xf32>) -> tensor<4x20xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<4x20xf32>) -> tensor<3x4x20xf32>
    %8 = stablehlo.dot_general %5, %7, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<3x4x20xf32>) -> tensor<3x2x20xf32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<20xf32>) -> tensor<3x2x20xf32>
    %10 = stablehlo.add %8, %9 : tensor<3x2x20xf32>
    %11 = stablehlo.slice %10 [0:1, 0:2, 0:20] : (tensor<3x2x20xf32>) -> tensor<1x2x20xf32>
    %12 = stablehlo.add %4, %11 : tensor<1x2x20xf32>
    %13 = stablehlo.slice %12 [0:1, 0:2, 15:20] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %14 = stablehlo.logistic %13 : tensor<1x2x5xf32>
    %15 = stablehlo.slice %12 [0:1, 0:2, 5:10] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %16 = stablehlo.logistic %15 : tensor<1x2x5xf32>
    %17 = stablehlo.multiply %16, %cst : tensor<1x2x5xf32>
    %18 = stablehlo.slice %12 [0:1, 0:2, 0:5] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %19 = stablehlo.logistic %18 : tensor<1x2x5xf32>
    %20 = stablehlo.slice %12 [0:1, 0:2, 10:15] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %21 = stablehlo.tanh %20 : tensor<1x2x5xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<1x2x5xf32>
    %23 = stablehlo.add %17, %22 : tensor<1x2x5xf32>
    %24 = stablehlo.tanh %23 : tensor<1x2x5xf32>
    %25 = stablehlo.multiply %14, %24 : tensor<1x2x5xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %27 = stablehlo.dot_general %26, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x20xf32>) -> tensor<2x20xf32>
    %28 = stablehlo.add %27, %2 : tensor<2x20xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %30 = stablehlo.slice %10 [1:2, 0:2, 0:20] : (tensor<3x2x20xf32>) -> tensor<1x2x20xf32>
    %31 = stablehlo.add %29, %30 : tensor<1x2x20xf32>
    %32 = stablehlo.slice %31 [0:1, 0:2, 15:20] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %33 = stablehlo.logistic %32 : tensor<1x2x5xf32>
    %34 = stablehlo.slice %31 [0:1, 0:2, 5:10] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %35 = stablehlo.logistic %34 : tensor<1x2x5xf32>
    %36 = stablehlo.multiply %35, %23 : tensor<1x2x5xf32>
    %37 = stablehlo.slice %31 [0:1, 0:2, 0:5] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %38 = stablehlo.logistic %37 : tensor<1x2x5xf32>
    %39 = stablehlo.slice %31 [0:1, 0:2, 10:15] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %40 = stablehlo.tanh %39 : tensor<1x2x5xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<1x2x5xf32>
    %42 = stablehlo.add %36, %41 : tensor<1x2x5xf32>
    %43 = stablehlo.tanh %42 : tensor<1x2x5xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<1x2x5xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %46 = stablehlo.dot_general %45, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x20xf32>) -> tensor<2x20xf32>
    %47 = stablehlo.add %46, %2 : tensor<2x20xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %49 = stablehlo.slice %10 [2:3, 0:2, 0:20] : (tensor<3x2x20xf32>) -> tensor<1x2x20xf32>
    %50 = stablehlo.add %48, %49 : tensor<1x2x20xf32>
    %51 = stablehlo.slice %50 [0:1, 0:2, 15:20] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %52 = stablehlo.logistic %51 : tensor<1x2x5xf32>
    %53 = stablehlo.slice %50 [0:1, 0:2, 5:10] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %54 = stablehlo.logistic %53 : tensor<1x2x5xf32>
    %55 = stablehlo.multiply %54, %42 : tensor<1x2x5xf32>
    %56 = stablehlo.slice %50 [0:1, 0:2, 0:5] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %57 = stablehlo.logistic %56 : tensor<1x2x5xf32>
    %58 = stablehlo.slice %50 [0:1, 0:2, 10:15] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %59 = stablehlo.tanh %58 : tensor<1x2x5xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<1x2x5xf32>
    %61 = stablehlo.add %55, %60 : tensor<1x2x5xf32>
    %62 = stablehlo.tanh %61 : tensor<1x2x5xf32>
    %63 = stablehlo.multiply %52, %62 : tensor<1x2x5xf32>
    %64 = stablehlo.concatenate %25, %44, %63, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %65 = stablehlo.transpose %64, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,3,5]{2,0,1}"} : (tensor<3x2x5xf32>) -> tensor<2x3x5xf32>
    return %65 : tensor<2x3x5xf32>
  }
}
