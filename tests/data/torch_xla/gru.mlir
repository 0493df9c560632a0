module @IrToHlo.165 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<15xf32>, %arg1: tensor<15x4xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<15xf32>, %arg4: tensor<15x5xf32>) -> tensor<2x3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[3,2,4]{2,0,1}"} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,15]{0,1}"} : (tensor<15x4xf32>) -> tensor<4x15xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x15xf32>) -> tensor<3x4x15xf32>
    %3 = stablehlo.dot_general %0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<3x4x15xf32>) -> tensor<3x2x15xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<15xf32>) -> tensor<3x2x15xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x2x15xf32>
    %6 = stablehlo.slice %5 [0:1, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %8 = stablehlo.slice %7 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %10 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,15]{0,1}"} : (tensor<15x5xf32>) -> tensor<5x15xf32>
    %11 = stablehlo.dot_general %cst_0, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %12 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<15xf32>) -> tensor<2x15xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x15xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %15 = stablehlo.slice %14 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %16 = stablehlo.slice %14 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %17 = stablehlo.slice %7 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x2x5xf32>
    %20 = stablehlo.logistic %19 : tensor<1x2x5xf32>
    %21 = stablehlo.multiply %15, %20 : tensor<1x2x5xf32>
    %22 = stablehlo.add %9, %21 : tensor<1x2x5xf32>
    %23 = stablehlo.tanh %22 : tensor<1x2x5xf32>
    %24 = stablehlo.subtract %cst, %23 : tensor<1x2x5xf32>
    %25 = stablehlo.slice %14 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %26 = stablehlo.slice %7 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %28 = stablehlo.add %25, %27 : tensor<1x2x5xf32>
    %29 = stablehlo.logistic %28 : tensor<1x2x5xf32>
    %30 = stablehlo.multiply %24, %29 : tensor<1x2x5xf32>
    %31 = stablehlo.add %30, %23 : tensor<1x2x5xf32>
    %32 = stablehlo.slice %5 [1:2, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %34 = stablehlo.slice %33 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %36 = stablehlo.reshape %31 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %37 = stablehlo.dot_general %36, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %38 = stablehlo.add %37, %12 : tensor<2x15xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %40 = stablehlo.slice %39 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %41 = stablehlo.slice %39 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %42 = stablehlo.slice %33 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %44 = stablehlo.add %41, %43 : tensor<1x2x5xf32>
    %45 = stablehlo.logistic %44 : tensor<1x2x5xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<1x2x5xf32>
    %47 = stablehlo.add %35, %46 : tensor<1x2x5xf32>
    %48 = stablehlo.tanh %47 : tensor<1x2x5xf32>
    %49 = stablehlo.subtract %31, %48 : tensor<1x2x5xf32>
    %50 = stablehlo.slice %39 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %51 = stablehlo.slice %33 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %53 = stablehlo.add %50, %52 : tensor<1x2x5xf32>
    %54 = stablehlo.logistic %53 : tensor<1x2x5xf32>
    %55 = stablehlo.multiply %49, %54 : tensor<1x2x5xf32>
    %56 = stablehlo.add %55, %48 : tensor<1x2x5xf32>
    %57 = stablehlo.slice %5 [2:3, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %59 = stablehlo.slice %58 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %61 = stablehlo.reshape %56 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %62 = stablehlo.dot_general %61, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %63 = stablehlo.add %62, %12 : tensor<2x15xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %65 = stablehlo.slice %64 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %66 = stablehlo.slice %64 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %67 = stablehlo.slice %58 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %69 = stablehlo.add %66, %68 : tensor<1x2x5xf32>
    %70 = stablehlo.logistic %69 : tensor<1x2x5xf32>
    %71 = stablehlo.multiply %65, %70 : tensor<1x2x5xf32>
    %72 = stablehlo.add %60, %71 : tensor<1x2x5xf32>
    %73 = stablehlo.tanh %72 : tensor<1x2x5xf32>
    %74 = stablehlo.subtract %56, %73 : tensor<1x2x5xf32>
    %75 = stablehlo.slice %64 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %76 = stablehlo.slice %58 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %78 = stablehlo.add %75, %77 : tensor<1x2x5xf32>
    %79 = stablehlo.logistic %78 : tensor<1x2x5xf32>
    %80 = stablehlo.multiply %74, %79 : tensor<1x2x5xf32>
    %81 = stablehlo.add %80, %73 : tensor<1x2x5xf32>
    %82 = stablehlo.concatenate %31, %56, %81, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,3,5]{2,0,1}"} : (tensor<3x2x5xf32>) -> tensor<2x3x5xf32>
    return %83 : tensor<2x3x5xf32>
  }
}
