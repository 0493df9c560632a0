module @jit_sam_backbone attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x16x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x3x16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x8x3x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<1x4x4x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x48xf32>, %arg14: tensor<48xf32>, %arg15: tensor<16x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<3x8xf32>, %arg18: tensor<3x8xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16x48xf32>, %arg28: tensor<48xf32>, %arg29: tensor<16x16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<7x8xf32>, %arg32: tensor<7x8xf32>, %arg33: tensor<16x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<1x16xf32>, %arg38: tensor<1x16xf32>, %arg39: tensor<1x16xf32>, %arg40: tensor<1x16xf32>, %arg41: tensor<1x16xf32>, %arg42: tensor<1x16xf32>, %arg43: tensor<2x8xf32>, %arg44: tensor<1x1x2x2xf32>, %arg45: tensor<1x32x32x3xf32>, %arg46: tensor<1x2xf32>, %arg47: tensor<1x2x2xf32>) -> (tensor<1x4x4x16xf32> {jax.result_info = "result['image_embeddings']"}, tensor<1x4x4x16xf32> {jax.result_info = "result['prompt_dense_embeddings']"}, tensor<1x4x4x16xf32> {jax.result_info = "result['prompt_dense_positional_embeddings']"}, tensor<1x4x16xf32> {jax.result_info = "result['prompt_sparse_embeddings']"}) {
    %cst = stablehlo.constant dense<[4.850000e-01, 4.560000e-01, 4.060000e-01]> : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<[2.290000e-01, 2.240000e-01, 2.250000e-01]> : tensor<3xf32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x32x32x3xf32>
    %2 = stablehlo.subtract %arg45, %1 : tensor<1x32x32x3xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x32x32x3xf32>
    %5 = stablehlo.divide %2, %4 : tensor<1x32x32x3xf32>
    %6 = stablehlo.convolution(%5, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x3xf32>, tensor<8x8x3x16xf32>) -> tensor<1x4x4x16xf32>
    %7 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %9 = stablehlo.add %6, %8 : tensor<1x4x4x16xf32>
    %10 = stablehlo.add %9, %arg8 : tensor<1x4x4x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x4x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_var(%10, %c) : (tensor<1x4x4x16xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %16 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %17 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<1x4x4x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<1x4x4x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x4x4x16xf32>
    %24 = stablehlo.negate %14 : tensor<1x4x4x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<1x4x4x16xf32>
    %27 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x4x4x16xf32>
    %29 = stablehlo.multiply %10, %23 : tensor<1x4x4x16xf32>
    %30 = stablehlo.add %29, %28 : tensor<1x4x4x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x4x4x16xf32>) -> tensor<1x2x2x2x2x16xf32>
    %32 = stablehlo.transpose %31, dims = [0, 1, 3, 2, 4, 5] : (tensor<1x2x2x2x2x16xf32>) -> tensor<1x2x2x2x2x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x2x2x2x2x16xf32>) -> tensor<4x2x2x16xf32>
    %34 = stablehlo.dot_general %33, %arg13, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2x16xf32>, tensor<16x48xf32>) -> tensor<4x2x2x48xf32>
    %35 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x2x2x48xf32>
    %37 = stablehlo.add %34, %36 : tensor<4x2x2x48xf32>
    %38 = stablehlo.reshape %37 : (tensor<4x2x2x48xf32>) -> tensor<4x4x3x2x8xf32>
    %39 = stablehlo.transpose %38, dims = [2, 0, 3, 1, 4] : (tensor<4x4x3x2x8xf32>) -> tensor<3x4x2x4x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<3x4x2x4x8xf32>) -> tensor<3x8x4x8xf32>
    %41 = stablehlo.slice %40 [0:1, 0:8, 0:4, 0:8] : (tensor<3x8x4x8xf32>) -> tensor<1x8x4x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x4x8xf32>) -> tensor<8x4x8xf32>
    %43 = stablehlo.slice %40 [1:2, 0:8, 0:4, 0:8] : (tensor<3x8x4x8xf32>) -> tensor<1x8x4x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x8x4x8xf32>) -> tensor<8x4x8xf32>
    %45 = stablehlo.slice %40 [2:3, 0:8, 0:4, 0:8] : (tensor<3x8x4x8xf32>) -> tensor<1x8x4x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x8x4x8xf32>) -> tensor<8x4x8xf32>
    %cst_4 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %48 = stablehlo.multiply %42, %47 : tensor<8x4x8xf32>
    %49 = stablehlo.transpose %44, dims = [0, 2, 1] : (tensor<8x4x8xf32>) -> tensor<8x8x4xf32>
    %50 = stablehlo.dot_general %48, %49, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8xf32>, tensor<8x8x4xf32>) -> tensor<8x4x4xf32>
    %51 = stablehlo.iota dim = 0 : tensor<2xi32>
    %52 = stablehlo.convert %51 : (tensor<2xi32>) -> tensor<2xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x1xf32>
    %56 = stablehlo.iota dim = 0 : tensor<2xi32>
    %57 = stablehlo.convert %56 : (tensor<2xi32>) -> tensor<2xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<1x2xf32>
    %61 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<2x2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %65 = stablehlo.add %63, %64 : tensor<2x2xf32>
    %66 = stablehlo.convert %65 : (tensor<2x2xf32>) -> tensor<2x2xi32>
    %67 = call @_take(%arg17, %66) : (tensor<3x8xf32>, tensor<2x2xi32>) -> tensor<2x2x8xf32>
    %68 = stablehlo.iota dim = 0 : tensor<2xi32>
    %69 = stablehlo.convert %68 : (tensor<2xi32>) -> tensor<2xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x1xf32>
    %73 = stablehlo.iota dim = 0 : tensor<2xi32>
    %74 = stablehlo.convert %73 : (tensor<2xi32>) -> tensor<2xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<1x2xf32>
    %78 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
    %80 = stablehlo.subtract %78, %79 : tensor<2x2xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %82 = stablehlo.add %80, %81 : tensor<2x2xf32>
    %83 = stablehlo.convert %82 : (tensor<2x2xf32>) -> tensor<2x2xi32>
    %84 = call @_take(%arg18, %83) : (tensor<3x8xf32>, tensor<2x2xi32>) -> tensor<2x2x8xf32>
    %85 = stablehlo.reshape %42 : (tensor<8x4x8xf32>) -> tensor<8x2x2x8xf32>
    %86 = stablehlo.dot_general %67, %85, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8xf32>, tensor<8x2x2x8xf32>) -> tensor<2x2x8x2xf32>
    %87 = stablehlo.transpose %86, dims = [2, 0, 3, 1] : (tensor<2x2x8x2xf32>) -> tensor<8x2x2x2xf32>
    %88 = stablehlo.dot_general %84, %85, batching_dims = [0] x [2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8xf32>, tensor<8x2x2x8xf32>) -> tensor<2x2x8x2xf32>
    %89 = stablehlo.transpose %88, dims = [2, 3, 0, 1] : (tensor<2x2x8x2xf32>) -> tensor<8x2x2x2xf32>
    %90 = stablehlo.reshape %50 : (tensor<8x4x4xf32>) -> tensor<8x2x2x2x2xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<8x2x2x2xf32>) -> tensor<8x2x2x2x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x2x1xf32>) -> tensor<8x2x2x2x2xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x2x2x2x2xf32>
    %94 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 4] : (tensor<8x2x2x2xf32>) -> tensor<8x2x2x1x2xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x1x2xf32>) -> tensor<8x2x2x2x2xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x2x2x2x2xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x2x2x2x2xf32>) -> tensor<8x4x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_11) applies stablehlo.maximum across dimensions = [2] : (tensor<8x4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %100 = stablehlo.maximum %99, %98 : tensor<8x4xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %103 = stablehlo.subtract %97, %102 : tensor<8x4x4xf32>
    %104 = stablehlo.exponential %103 : tensor<8x4x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %108 = stablehlo.divide %104, %107 : tensor<8x4x4xf32>
    %109 = stablehlo.dot_general %108, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x4xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x4x8xf32>) -> tensor<4x2x2x2x8xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 3, 1, 4] : (tensor<4x2x2x2x8xf32>) -> tensor<4x2x2x2x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<4x2x2x2x8xf32>) -> tensor<4x2x2x16xf32>
    %113 = stablehlo.dot_general %112, %arg15, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2x16xf32>, tensor<16x16xf32>) -> tensor<4x2x2x16xf32>
    %114 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x2x2x16xf32>
    %116 = stablehlo.add %113, %115 : tensor<4x2x2x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<4x2x2x16xf32>) -> tensor<1x2x2x2x2x16xf32>
    %118 = stablehlo.transpose %117, dims = [0, 1, 3, 2, 4, 5] : (tensor<1x2x2x2x2x16xf32>) -> tensor<1x2x2x2x2x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x2x2x2x2x16xf32>) -> tensor<1x4x4x16xf32>
    %120 = stablehlo.add %10, %119 : tensor<1x4x4x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<1x4x4x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %125 = call @_var(%120, %c_16) : (tensor<1x4x4x16xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %126 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %127 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %129 = stablehlo.add %125, %128 : tensor<1x4x4x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<1x4x4x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x4x4x16xf32>
    %134 = stablehlo.negate %124 : tensor<1x4x4x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %136 = stablehlo.multiply %135, %133 : tensor<1x4x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x4x4x16xf32>
    %139 = stablehlo.multiply %120, %133 : tensor<1x4x4x16xf32>
    %140 = stablehlo.add %139, %138 : tensor<1x4x4x16xf32>
    %141 = stablehlo.dot_general %140, %arg19, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x16xf32>, tensor<16x32xf32>) -> tensor<1x4x4x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %144 = stablehlo.add %141, %143 : tensor<1x4x4x32xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x4x4x32xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<1x4x4x32xf32>
    %147 = stablehlo.negate %144 : tensor<1x4x4x32xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x4x4x32xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<1x4x4x32xf32>
    %150 = chlo.erfc %149 : tensor<1x4x4x32xf32> -> tensor<1x4x4x32xf32>
    %151 = stablehlo.multiply %146, %150 : tensor<1x4x4x32xf32>
    %152 = stablehlo.dot_general %151, %arg21, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x32xf32>, tensor<32x16xf32>) -> tensor<1x4x4x16xf32>
    %153 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %155 = stablehlo.add %152, %154 : tensor<1x4x4x16xf32>
    %156 = stablehlo.add %120, %155 : tensor<1x4x4x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<1x4x4x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %161 = call @_var(%156, %c_22) : (tensor<1x4x4x16xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %162 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %163 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %165 = stablehlo.add %161, %164 : tensor<1x4x4x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<1x4x4x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %168 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<1x4x4x16xf32>
    %170 = stablehlo.negate %160 : tensor<1x4x4x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %172 = stablehlo.multiply %171, %169 : tensor<1x4x4x16xf32>
    %173 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %174 = stablehlo.add %172, %173 : tensor<1x4x4x16xf32>
    %175 = stablehlo.multiply %156, %169 : tensor<1x4x4x16xf32>
    %176 = stablehlo.add %175, %174 : tensor<1x4x4x16xf32>
    %177 = stablehlo.dot_general %176, %arg27, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x16xf32>, tensor<16x48xf32>) -> tensor<1x4x4x48xf32>
    %178 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<1x4x4x48xf32>
    %180 = stablehlo.add %177, %179 : tensor<1x4x4x48xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x4x4x48xf32>) -> tensor<1x16x3x2x8xf32>
    %182 = stablehlo.transpose %181, dims = [2, 0, 3, 1, 4] : (tensor<1x16x3x2x8xf32>) -> tensor<3x1x2x16x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<3x1x2x16x8xf32>) -> tensor<3x2x16x8xf32>
    %184 = stablehlo.slice %183 [0:1, 0:2, 0:16, 0:8] : (tensor<3x2x16x8xf32>) -> tensor<1x2x16x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %186 = stablehlo.slice %183 [1:2, 0:2, 0:16, 0:8] : (tensor<3x2x16x8xf32>) -> tensor<1x2x16x8xf32>
    %187 = stablehlo.reshape %186 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %188 = stablehlo.slice %183 [2:3, 0:2, 0:16, 0:8] : (tensor<3x2x16x8xf32>) -> tensor<1x2x16x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %cst_24 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
    %191 = stablehlo.multiply %185, %190 : tensor<2x16x8xf32>
    %192 = stablehlo.transpose %187, dims = [0, 2, 1] : (tensor<2x16x8xf32>) -> tensor<2x8x16xf32>
    %193 = stablehlo.dot_general %191, %192, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8xf32>, tensor<2x8x16xf32>) -> tensor<2x16x16xf32>
    %194 = stablehlo.iota dim = 0 : tensor<4xi32>
    %195 = stablehlo.convert %194 : (tensor<4xi32>) -> tensor<4xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<4x1xf32>
    %199 = stablehlo.iota dim = 0 : tensor<4xi32>
    %200 = stablehlo.convert %199 : (tensor<4xi32>) -> tensor<4xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<1x4xf32>
    %204 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %206 = stablehlo.subtract %204, %205 : tensor<4x4xf32>
    %cst_27 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %208 = stablehlo.add %206, %207 : tensor<4x4xf32>
    %209 = stablehlo.convert %208 : (tensor<4x4xf32>) -> tensor<4x4xi32>
    %210 = call @_take_1(%arg31, %209) : (tensor<7x8xf32>, tensor<4x4xi32>) -> tensor<4x4x8xf32>
    %211 = stablehlo.iota dim = 0 : tensor<4xi32>
    %212 = stablehlo.convert %211 : (tensor<4xi32>) -> tensor<4xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<4x1xf32>
    %216 = stablehlo.iota dim = 0 : tensor<4xi32>
    %217 = stablehlo.convert %216 : (tensor<4xi32>) -> tensor<4xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<1x4xf32>
    %221 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %223 = stablehlo.subtract %221, %222 : tensor<4x4xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %225 = stablehlo.add %223, %224 : tensor<4x4xf32>
    %226 = stablehlo.convert %225 : (tensor<4x4xf32>) -> tensor<4x4xi32>
    %227 = call @_take_1(%arg32, %226) : (tensor<7x8xf32>, tensor<4x4xi32>) -> tensor<4x4x8xf32>
    %228 = stablehlo.reshape %185 : (tensor<2x16x8xf32>) -> tensor<2x4x4x8xf32>
    %229 = stablehlo.dot_general %210, %228, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<4x4x2x4xf32>
    %230 = stablehlo.transpose %229, dims = [2, 0, 3, 1] : (tensor<4x4x2x4xf32>) -> tensor<2x4x4x4xf32>
    %231 = stablehlo.dot_general %227, %228, batching_dims = [0] x [2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<4x4x2x4xf32>
    %232 = stablehlo.transpose %231, dims = [2, 3, 0, 1] : (tensor<4x4x2x4xf32>) -> tensor<2x4x4x4xf32>
    %233 = stablehlo.reshape %193 : (tensor<2x16x16xf32>) -> tensor<2x4x4x4x4xf32>
    %234 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3, 4] : (tensor<2x4x4x4x1xf32>) -> tensor<2x4x4x4x4xf32>
    %236 = stablehlo.add %233, %235 : tensor<2x4x4x4x4xf32>
    %237 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 4] : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x1x4xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3, 4] : (tensor<2x4x4x1x4xf32>) -> tensor<2x4x4x4x4xf32>
    %239 = stablehlo.add %236, %238 : tensor<2x4x4x4x4xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x4x4x4x4xf32>) -> tensor<2x16x16xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_31) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %243 = stablehlo.maximum %242, %241 : tensor<2x16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %246 = stablehlo.subtract %240, %245 : tensor<2x16x16xf32>
    %247 = stablehlo.exponential %246 : tensor<2x16x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %251 = stablehlo.divide %247, %250 : tensor<2x16x16xf32>
    %252 = stablehlo.dot_general %251, %189, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x16x8xf32>) -> tensor<1x2x4x4x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 2, 3, 1, 4] : (tensor<1x2x4x4x8xf32>) -> tensor<1x4x4x2x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<1x4x4x2x8xf32>) -> tensor<1x4x4x16xf32>
    %256 = stablehlo.dot_general %255, %arg29, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x16xf32>, tensor<16x16xf32>) -> tensor<1x4x4x16xf32>
    %257 = stablehlo.broadcast_in_dim %arg30, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %259 = stablehlo.add %256, %258 : tensor<1x4x4x16xf32>
    %260 = stablehlo.add %156, %259 : tensor<1x4x4x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %264 = stablehlo.divide %262, %263 : tensor<1x4x4x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %265 = call @_var(%260, %c_36) : (tensor<1x4x4x16xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %266 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %267 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %269 = stablehlo.add %265, %268 : tensor<1x4x4x1xf32>
    %270 = stablehlo.rsqrt %269 : tensor<1x4x4x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %272 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %273 = stablehlo.multiply %271, %272 : tensor<1x4x4x16xf32>
    %274 = stablehlo.negate %264 : tensor<1x4x4x1xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %276 = stablehlo.multiply %275, %273 : tensor<1x4x4x16xf32>
    %277 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %278 = stablehlo.add %276, %277 : tensor<1x4x4x16xf32>
    %279 = stablehlo.multiply %260, %273 : tensor<1x4x4x16xf32>
    %280 = stablehlo.add %279, %278 : tensor<1x4x4x16xf32>
    %281 = stablehlo.dot_general %280, %arg33, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x16xf32>, tensor<16x32xf32>) -> tensor<1x4x4x32xf32>
    %282 = stablehlo.broadcast_in_dim %arg34, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %284 = stablehlo.add %281, %283 : tensor<1x4x4x32xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x4x4x32xf32>
    %286 = stablehlo.multiply %285, %284 : tensor<1x4x4x32xf32>
    %287 = stablehlo.negate %284 : tensor<1x4x4x32xf32>
    %cst_39 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x4x4x32xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<1x4x4x32xf32>
    %290 = chlo.erfc %289 : tensor<1x4x4x32xf32> -> tensor<1x4x4x32xf32>
    %291 = stablehlo.multiply %286, %290 : tensor<1x4x4x32xf32>
    %292 = stablehlo.dot_general %291, %arg35, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x32xf32>, tensor<32x16xf32>) -> tensor<1x4x4x16xf32>
    %293 = stablehlo.broadcast_in_dim %arg36, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %295 = stablehlo.add %292, %294 : tensor<1x4x4x16xf32>
    %296 = stablehlo.add %260, %295 : tensor<1x4x4x16xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x2x2xf32>
    %298 = stablehlo.add %arg47, %297 : tensor<1x2x2xf32>
    %299 = stablehlo.iota dim = 0 : tensor<1xi32>
    %300 = stablehlo.slice %298 [0:1, 0:2, 0:1] : (tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %303 = stablehlo.divide %301, %302 : tensor<1x2xf32>
    %304 = stablehlo.slice %298 [0:1, 0:2, 1:2] : (tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
    %305 = stablehlo.reshape %304 : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %307 = stablehlo.divide %305, %306 : tensor<1x2xf32>
    %308 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2x1xf32>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2x1xf32>
    %310 = stablehlo.concatenate %308, %309, dim = 2 : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> tensor<1x2x2xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x2x2xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<1x2x2xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x2x2xf32>
    %314 = stablehlo.subtract %312, %313 : tensor<1x2x2xf32>
    %315 = stablehlo.dot_general %314, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2xf32>, tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %cst_45 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x2x8xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<1x2x8xf32>
    %318 = stablehlo.sine %317 : tensor<1x2x8xf32>
    %319 = stablehlo.cosine %317 : tensor<1x2x8xf32>
    %320 = stablehlo.concatenate %318, %319, dim = 2 : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %321 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x2x1xf32>) -> tensor<1x2x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x2x16xf32>
    %324 = stablehlo.compare EQ, %322, %323, FLOAT : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xi1>
    %325 = call @_take_3(%arg38, %299) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x2x16xf32>
    %328 = stablehlo.add %320, %327 : tensor<1x2x16xf32>
    %329 = call @_take_3(%arg37, %299) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x2x16xf32>
    %332 = stablehlo.add %320, %331 : tensor<1x2x16xf32>
    %333 = call @_where_5(%324, %328, %332) : (tensor<1x2x16xi1>, tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %cst_47 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x2x16xf32>
    %335 = stablehlo.compare EQ, %322, %334, FLOAT : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xi1>
    %336 = call @_take_3(%arg41, %299) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %337 = call @_where_6(%335, %336, %333) : (tensor<1x2x16xi1>, tensor<1x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x2x2xf32>
    %339 = stablehlo.add %arg44, %338 : tensor<1x1x2x2xf32>
    %340 = stablehlo.iota dim = 0 : tensor<1xi32>
    %341 = stablehlo.slice %339 [0:1, 0:1, 0:2, 0:1] : (tensor<1x1x2x2xf32>) -> tensor<1x1x2x1xf32>
    %342 = stablehlo.reshape %341 : (tensor<1x1x2x1xf32>) -> tensor<1x1x2xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x2xf32>
    %344 = stablehlo.divide %342, %343 : tensor<1x1x2xf32>
    %345 = stablehlo.slice %339 [0:1, 0:1, 0:2, 1:2] : (tensor<1x1x2x2xf32>) -> tensor<1x1x2x1xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x1x2x1xf32>) -> tensor<1x1x2xf32>
    %cst_50 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x2xf32>
    %348 = stablehlo.divide %346, %347 : tensor<1x1x2xf32>
    %349 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x2xf32>) -> tensor<1x1x2x1xf32>
    %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x2xf32>) -> tensor<1x1x2x1xf32>
    %351 = stablehlo.concatenate %349, %350, dim = 3 : (tensor<1x1x2x1xf32>, tensor<1x1x2x1xf32>) -> tensor<1x1x2x2xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x2x2xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<1x1x2x2xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x2x2xf32>
    %355 = stablehlo.subtract %353, %354 : tensor<1x1x2x2xf32>
    %356 = stablehlo.dot_general %355, %arg43, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x2x2xf32>, tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %cst_53 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<1x1x2x8xf32>
    %359 = stablehlo.sine %358 : tensor<1x1x2x8xf32>
    %360 = stablehlo.cosine %358 : tensor<1x1x2x8xf32>
    %361 = stablehlo.concatenate %359, %360, dim = 3 : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %362 = stablehlo.slice %361 [0:1, 0:1, 0:1, 0:16] : (tensor<1x1x2x16xf32>) -> tensor<1x1x1x16xf32>
    %363 = stablehlo.reshape %362 : (tensor<1x1x1x16xf32>) -> tensor<1x1x16xf32>
    %364 = call @_take_3(%arg39, %340) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %366 = stablehlo.add %363, %365 : tensor<1x1x16xf32>
    %367 = stablehlo.slice %361 [0:1, 0:1, 1:2, 0:16] : (tensor<1x1x2x16xf32>) -> tensor<1x1x1x16xf32>
    %368 = stablehlo.reshape %367 : (tensor<1x1x1x16xf32>) -> tensor<1x1x16xf32>
    %369 = call @_take_3(%arg40, %340) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %371 = stablehlo.add %368, %370 : tensor<1x1x16xf32>
    %372 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %373 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %374 = stablehlo.concatenate %372, %373, dim = 2 : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x2x16xf32>
    %375 = stablehlo.reshape %374 : (tensor<1x1x2x16xf32>) -> tensor<1x2x16xf32>
    %376 = stablehlo.concatenate %337, %375, dim = 1 : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %377 = stablehlo.compare EQ, %c_54, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %378 = stablehlo.convert %377 : (tensor<i1>) -> tensor<i32>
    %379 = "stablehlo.case"(%378) ({
      %447 = stablehlo.iota dim = 0 : tensor<1xi32>
      %448 = func.call @_take_3(%arg42, %447) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
      %449 = stablehlo.reshape %448 : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
      stablehlo.return %450 : tensor<1x4x4x16xf32>
    }, {
      %447 = stablehlo.iota dim = 0 : tensor<1xi32>
      %448 = func.call @_take_3(%arg42, %447) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
      %449 = stablehlo.reshape %448 : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
      stablehlo.return %450 : tensor<1x4x4x16xf32>
    }) : (tensor<i32>) -> tensor<1x4x4x16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %381 = call @cumsum(%380) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %383 = stablehlo.subtract %381, %382 : tensor<4x4xf32>
    %384 = call @cumsum_8(%380) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %386 = stablehlo.subtract %384, %385 : tensor<4x4xf32>
    %cst_59 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %388 = stablehlo.divide %383, %387 : tensor<4x4xf32>
    %cst_60 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %390 = stablehlo.divide %386, %389 : tensor<4x4xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %392 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %393 = stablehlo.concatenate %391, %392, dim = 2 : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x4x2xf32>
    %395 = stablehlo.multiply %393, %394 : tensor<4x4x2xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x4x2xf32>
    %397 = stablehlo.subtract %395, %396 : tensor<4x4x2xf32>
    %398 = stablehlo.dot_general %397, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4x2xf32>, tensor<2x8xf32>) -> tensor<4x4x8xf32>
    %cst_63 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<4x4x8xf32>
    %401 = stablehlo.sine %400 : tensor<4x4x8xf32>
    %402 = stablehlo.cosine %400 : tensor<4x4x8xf32>
    %403 = stablehlo.concatenate %401, %402, dim = 2 : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x16xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [1, 2, 3] : (tensor<4x4x16xf32>) -> tensor<1x4x4x16xf32>
    %405 = stablehlo.convolution(%296, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x4x4x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_65 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %409 = stablehlo.divide %407, %408 : tensor<1x4x4x1xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %410 = call @_var(%405, %c_66) : (tensor<1x4x4x16xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %411 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %412 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %414 = stablehlo.add %410, %413 : tensor<1x4x4x1xf32>
    %415 = stablehlo.rsqrt %414 : tensor<1x4x4x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %417 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %418 = stablehlo.multiply %416, %417 : tensor<1x4x4x16xf32>
    %419 = stablehlo.negate %409 : tensor<1x4x4x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %421 = stablehlo.multiply %420, %418 : tensor<1x4x4x16xf32>
    %422 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %423 = stablehlo.add %421, %422 : tensor<1x4x4x16xf32>
    %424 = stablehlo.multiply %405, %418 : tensor<1x4x4x16xf32>
    %425 = stablehlo.add %424, %423 : tensor<1x4x4x16xf32>
    %426 = stablehlo.convolution(%425, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<1x4x4x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %430 = stablehlo.divide %428, %429 : tensor<1x4x4x1xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %431 = call @_var(%426, %c_70) : (tensor<1x4x4x16xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %432 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %433 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %435 = stablehlo.add %431, %434 : tensor<1x4x4x1xf32>
    %436 = stablehlo.rsqrt %435 : tensor<1x4x4x1xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %438 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<1x4x4x16xf32>
    %440 = stablehlo.negate %430 : tensor<1x4x4x1xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %442 = stablehlo.multiply %441, %439 : tensor<1x4x4x16xf32>
    %443 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x4x4x16xf32>
    %444 = stablehlo.add %442, %443 : tensor<1x4x4x16xf32>
    %445 = stablehlo.multiply %426, %439 : tensor<1x4x4x16xf32>
    %446 = stablehlo.add %445, %444 : tensor<1x4x4x16xf32>
    return %446, %379, %404, %376 : tensor<1x4x4x16xf32>, tensor<1x4x4x16xf32>, tensor<1x4x4x16xf32>, tensor<1x4x16xf32>
  }
  func.func private @_var(%arg0: tensor<1x4x4x16xf32>, %arg1: tensor<i32>) -> tensor<1x4x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x4x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x4x4x16xf32>
    %6 = chlo.square %5 : tensor<1x4x4x16xf32> -> tensor<1x4x4x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x16xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x4x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>
    return %14 : tensor<1x4x4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x4x4x1xf32>, %arg2: tensor<f32>) -> tensor<1x4x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x4x4x1xf32>
    return %2 : tensor<1x4x4x1xf32>
  }
  func.func private @_take(%arg0: tensor<3x8xf32>, %arg1: tensor<2x2xi32>) -> tensor<2x2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x2xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x2x1xi1>, tensor<i1>) -> tensor<2x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<3x8xf32>, tensor<2x2x1xi32>) -> tensor<2x2x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x2x8xi1>, tensor<2x2x8xf32>
    return %16 : tensor<2x2x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xi32>, %arg2: tensor<2x2xi32>) -> tensor<2x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x2xi1>, tensor<2x2xi32>
    return %0 : tensor<2x2xi32>
  }
  func.func private @_take_1(%arg0: tensor<7x8xf32>, %arg1: tensor<4x4xi32>) -> tensor<4x4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<4x4xi1>, tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4x1xi32>, tensor<4x4x1xi32>) -> tensor<4x4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4x1xi32>, tensor<4x4x1xi32>) -> tensor<4x4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4x1xi1>, tensor<i1>) -> tensor<4x4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<4x4x1xi32>) -> tensor<4x4x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x4xi1>) -> tensor<4x4x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x4x8xi1>, tensor<4x4x8xf32>
    return %16 : tensor<4x4x8xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xi32>, %arg2: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
  func.func private @_take_3(%arg0: tensor<1x16xf32>, %arg1: tensor<1xi32>) -> tensor<1x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1x1xi1>, tensor<i1>) -> tensor<1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<1x16xf32>, tensor<1x1xi32>) -> tensor<1x16xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<1x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<1x16xi1>, tensor<1x16xf32>
    return %15 : tensor<1x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @_where_5(%arg0: tensor<1x2x16xi1>, %arg1: tensor<1x2x16xf32>, %arg2: tensor<1x2x16xf32>) -> tensor<1x2x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x2x16xi1>, tensor<1x2x16xf32>
    return %0 : tensor<1x2x16xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x2x16xi1>, %arg1: tensor<1x16xf32>, %arg2: tensor<1x2x16xf32>) -> tensor<1x2x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<1x2x16xi1>, tensor<1x2x16xf32>
    return %1 : tensor<1x2x16xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = call @cumsum_7(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @cumsum_7(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
  func.func private @cumsum_8(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = call @cumsum_9(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @cumsum_9(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}
