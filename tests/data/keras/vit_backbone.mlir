module @jit_vit_backbone attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x16xf32>, %arg1: tensor<4x4x3x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<17x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x2x8xf32>, %arg7: tensor<2x8xf32>, %arg8: tensor<16x2x8xf32>, %arg9: tensor<2x8xf32>, %arg10: tensor<16x2x8xf32>, %arg11: tensor<2x8xf32>, %arg12: tensor<2x8x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x2x8xf32>, %arg23: tensor<2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<2x8xf32>, %arg26: tensor<16x2x8xf32>, %arg27: tensor<2x8xf32>, %arg28: tensor<2x8x16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<2x16x16x3xf32>) -> (tensor<2x17x16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]]> : tensor<1x17xi32>
    %0 = stablehlo.convolution(%arg38, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x16xf32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x16xf32>) -> tensor<2x16x16xf32>
    %5 = call @_take(%arg3, %c) : (tensor<17x16xf32>, tensor<1x17xi32>) -> tensor<1x17x16xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x16xf32>) -> tensor<2x1x1x1x1x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x1x1x1x1x16xf32>) -> tensor<2x1x16xf32>
    %9 = stablehlo.concatenate %8, %4, dim = 1 : (tensor<2x1x16xf32>, tensor<2x16x16xf32>) -> tensor<2x17x16xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x17x16xf32>) -> tensor<2x17x16xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x17x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x17x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %16 = call @_var(%11, %c_1) : (tensor<2x17x16xf32>, tensor<i32>) -> tensor<2x17x1xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %18 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x17x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<2x17x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x17x16xf32>
    %25 = stablehlo.negate %15 : tensor<2x17x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<2x17x16xf32>
    %28 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x17x16xf32>
    %30 = stablehlo.multiply %11, %24 : tensor<2x17x16xf32>
    %31 = stablehlo.add %30, %29 : tensor<2x17x16xf32>
    %32 = stablehlo.dot_general %31, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x17x2x8xf32>
    %36 = stablehlo.dot_general %31, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %37 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x17x2x8xf32>
    %40 = stablehlo.dot_general %31, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %41 = stablehlo.broadcast_in_dim %arg11, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x17x2x8xf32>
    %44 = stablehlo.reshape %35 : (tensor<2x17x2x8xf32>) -> tensor<2x17x2x1x8xf32>
    %45 = stablehlo.dot_general %44, %39, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x1x8xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x1x17xf32>
    %cst_3 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x17x1x17xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x2x17x1x17xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x17x1x17xf32>, tensor<f32>) -> tensor<2x2x17x1xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2x17x1xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<2x2x17x1xf32>
    %51 = stablehlo.transpose %50, dims = [3, 0, 1, 2] : (tensor<2x2x17x1xf32>) -> tensor<1x2x2x17xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x2x2x17xf32>) -> tensor<1x2x2x17x1xf32>
    %53 = stablehlo.transpose %47, dims = [3, 0, 1, 2, 4] : (tensor<2x2x17x1x17xf32>) -> tensor<1x2x2x17x17xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x17x1xf32>) -> tensor<1x2x2x17x17xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<1x2x2x17x17xf32>
    %56 = stablehlo.exponential %55 : tensor<1x2x2x17x17xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x17x17xf32>, tensor<f32>) -> tensor<1x2x2x17xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x2x2x17xf32>) -> tensor<1x2x2x17x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x17x1xf32>) -> tensor<1x2x2x17x17xf32>
    %60 = stablehlo.divide %56, %59 : tensor<1x2x2x17x17xf32>
    %61 = stablehlo.dot_general %43, %60, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x8xf32>, tensor<1x2x2x17x17xf32>) -> tensor<2x2x8x1x17xf32>
    %62 = stablehlo.transpose %61, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x17xf32>) -> tensor<1x2x17x2x8xf32>
    %63 = stablehlo.transpose %62, dims = [1, 2, 3, 0, 4] : (tensor<1x2x17x2x8xf32>) -> tensor<2x17x2x1x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x17x2x1x8xf32>) -> tensor<2x17x2x8xf32>
    %65 = stablehlo.dot_general %64, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x17x16xf32>
    %66 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %68 = stablehlo.add %65, %67 : tensor<2x17x16xf32>
    %69 = stablehlo.add %68, %11 : tensor<2x17x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x17x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %74 = call @_var(%69, %c_9) : (tensor<2x17x16xf32>, tensor<i32>) -> tensor<2x17x1xf32>
    %75 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %76 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %78 = stablehlo.add %74, %77 : tensor<2x17x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<2x17x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<2x17x16xf32>
    %83 = stablehlo.negate %73 : tensor<2x17x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %85 = stablehlo.multiply %84, %82 : tensor<2x17x16xf32>
    %86 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %87 = stablehlo.add %85, %86 : tensor<2x17x16xf32>
    %88 = stablehlo.multiply %69, %82 : tensor<2x17x16xf32>
    %89 = stablehlo.add %88, %87 : tensor<2x17x16xf32>
    %90 = stablehlo.dot_general %89, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x32xf32>) -> tensor<2x17x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %93 = stablehlo.add %90, %92 : tensor<2x17x32xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<2x17x32xf32>
    %96 = stablehlo.negate %93 : tensor<2x17x32xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x17x32xf32>
    %99 = chlo.erfc %98 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %100 = stablehlo.multiply %95, %99 : tensor<2x17x32xf32>
    %101 = stablehlo.dot_general %100, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<32x16xf32>) -> tensor<2x17x16xf32>
    %102 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x17x16xf32>
    %105 = stablehlo.add %69, %104 : tensor<2x17x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %109 = stablehlo.divide %107, %108 : tensor<2x17x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %110 = call @_var(%105, %c_15) : (tensor<2x17x16xf32>, tensor<i32>) -> tensor<2x17x1xf32>
    %111 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %112 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %114 = stablehlo.add %110, %113 : tensor<2x17x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<2x17x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %117 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x17x16xf32>
    %119 = stablehlo.negate %109 : tensor<2x17x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<2x17x16xf32>
    %122 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %123 = stablehlo.add %121, %122 : tensor<2x17x16xf32>
    %124 = stablehlo.multiply %105, %118 : tensor<2x17x16xf32>
    %125 = stablehlo.add %124, %123 : tensor<2x17x16xf32>
    %126 = stablehlo.dot_general %125, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %127 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %129 = stablehlo.add %126, %128 : tensor<2x17x2x8xf32>
    %130 = stablehlo.dot_general %125, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %131 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %133 = stablehlo.add %130, %132 : tensor<2x17x2x8xf32>
    %134 = stablehlo.dot_general %125, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %135 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %137 = stablehlo.add %134, %136 : tensor<2x17x2x8xf32>
    %138 = stablehlo.reshape %129 : (tensor<2x17x2x8xf32>) -> tensor<2x17x2x1x8xf32>
    %139 = stablehlo.dot_general %138, %133, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x1x8xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x1x17xf32>
    %cst_17 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x2x17x1x17xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<2x2x17x1x17xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x17x1x17xf32>, tensor<f32>) -> tensor<2x2x17x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x2x17x1xf32>
    %144 = stablehlo.maximum %143, %142 : tensor<2x2x17x1xf32>
    %145 = stablehlo.transpose %144, dims = [3, 0, 1, 2] : (tensor<2x2x17x1xf32>) -> tensor<1x2x2x17xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x2x2x17xf32>) -> tensor<1x2x2x17x1xf32>
    %147 = stablehlo.transpose %141, dims = [3, 0, 1, 2, 4] : (tensor<2x2x17x1x17xf32>) -> tensor<1x2x2x17x17xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x17x1xf32>) -> tensor<1x2x2x17x17xf32>
    %149 = stablehlo.subtract %147, %148 : tensor<1x2x2x17x17xf32>
    %150 = stablehlo.exponential %149 : tensor<1x2x2x17x17xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_20) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x17x17xf32>, tensor<f32>) -> tensor<1x2x2x17xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<1x2x2x17xf32>) -> tensor<1x2x2x17x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x17x1xf32>) -> tensor<1x2x2x17x17xf32>
    %154 = stablehlo.divide %150, %153 : tensor<1x2x2x17x17xf32>
    %155 = stablehlo.dot_general %137, %154, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x8xf32>, tensor<1x2x2x17x17xf32>) -> tensor<2x2x8x1x17xf32>
    %156 = stablehlo.transpose %155, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x17xf32>) -> tensor<1x2x17x2x8xf32>
    %157 = stablehlo.transpose %156, dims = [1, 2, 3, 0, 4] : (tensor<1x2x17x2x8xf32>) -> tensor<2x17x2x1x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x17x2x1x8xf32>) -> tensor<2x17x2x8xf32>
    %159 = stablehlo.dot_general %158, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x17x16xf32>
    %160 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x17x16xf32>
    %163 = stablehlo.add %162, %105 : tensor<2x17x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<2x17x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %168 = call @_var(%163, %c_23) : (tensor<2x17x16xf32>, tensor<i32>) -> tensor<2x17x1xf32>
    %169 = stablehlo.reshape %arg30 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %170 = stablehlo.reshape %arg31 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %172 = stablehlo.add %168, %171 : tensor<2x17x1xf32>
    %173 = stablehlo.rsqrt %172 : tensor<2x17x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %175 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x17x16xf32>
    %177 = stablehlo.negate %167 : tensor<2x17x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<2x17x16xf32>
    %180 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %181 = stablehlo.add %179, %180 : tensor<2x17x16xf32>
    %182 = stablehlo.multiply %163, %176 : tensor<2x17x16xf32>
    %183 = stablehlo.add %182, %181 : tensor<2x17x16xf32>
    %184 = stablehlo.dot_general %183, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x16xf32>, tensor<16x32xf32>) -> tensor<2x17x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %187 = stablehlo.add %184, %186 : tensor<2x17x32xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<2x17x32xf32>
    %190 = stablehlo.negate %187 : tensor<2x17x32xf32>
    %cst_26 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x17x32xf32>
    %193 = chlo.erfc %192 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %194 = stablehlo.multiply %189, %193 : tensor<2x17x32xf32>
    %195 = stablehlo.dot_general %194, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<32x16xf32>) -> tensor<2x17x16xf32>
    %196 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %198 = stablehlo.add %195, %197 : tensor<2x17x16xf32>
    %199 = stablehlo.add %163, %198 : tensor<2x17x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_28 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %203 = stablehlo.divide %201, %202 : tensor<2x17x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %204 = call @_var(%199, %c_29) : (tensor<2x17x16xf32>, tensor<i32>) -> tensor<2x17x1xf32>
    %205 = stablehlo.reshape %arg36 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %206 = stablehlo.reshape %arg37 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %208 = stablehlo.add %204, %207 : tensor<2x17x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x17x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x17x16xf32>
    %213 = stablehlo.negate %203 : tensor<2x17x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %215 = stablehlo.multiply %214, %212 : tensor<2x17x16xf32>
    %216 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %217 = stablehlo.add %215, %216 : tensor<2x17x16xf32>
    %218 = stablehlo.multiply %199, %212 : tensor<2x17x16xf32>
    %219 = stablehlo.add %218, %217 : tensor<2x17x16xf32>
    return %219 : tensor<2x17x16xf32>
  }
  func.func private @_take(%arg0: tensor<17x16xf32>, %arg1: tensor<1x17xi32>) -> tensor<1x17x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x17xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x17xi32>, tensor<1x17xi32>) -> tensor<1x17xi1>
    %c_0 = stablehlo.constant dense<17> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x17xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x17xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x17xi1>, tensor<1x17xi32>, tensor<1x17xi32>) -> tensor<1x17xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x17xi32>) -> tensor<1x17x1xi32>
    %c_1 = stablehlo.constant dense<16> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x17x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x17x1xi32>, tensor<1x17x1xi32>) -> tensor<1x17x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x17x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x17x1xi32>, tensor<1x17x1xi32>) -> tensor<1x17x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x17x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x17x1xi1>, tensor<i1>) -> tensor<1x17xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<17x16xf32>, tensor<1x17x1xi32>) -> tensor<1x17x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x17xi1>) -> tensor<1x17x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x17x16xi1>, tensor<1x17x16xf32>
    return %16 : tensor<1x17x16xf32>
  }
  func.func private @_where(%arg0: tensor<1x17xi1>, %arg1: tensor<1x17xi32>, %arg2: tensor<1x17xi32>) -> tensor<1x17xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x17xi1>, tensor<1x17xi32>
    return %0 : tensor<1x17xi32>
  }
  func.func private @_var(%arg0: tensor<2x17x16xf32>, %arg1: tensor<i32>) -> tensor<2x17x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x17x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x17x16xf32>
    %6 = chlo.square %5 : tensor<2x17x16xf32> -> tensor<2x17x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x17x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17x1xf32>
    return %14 : tensor<2x17x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<2x17x1xf32>, %arg2: tensor<f32>) -> tensor<2x17x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x17x1xf32>
    return %2 : tensor<2x17x1xf32>
  }
}
