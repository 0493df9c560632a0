module @jit_efficientnet_backbone attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<1x1x8x2xf32>, %arg7: tensor<2xf32>, %arg8: tensor<1x1x2x8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<1x1x8x8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<1x1x8x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<3x3x32x1xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<1x1x32x2xf32>, %arg20: tensor<2xf32>, %arg21: tensor<1x1x2x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<1x1x32x8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8xf32>, %arg26: tensor<1x1x8x8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<8xf32>, %arg40: tensor<8xf32>, %arg41: tensor<8xf32>, %arg42: tensor<8xf32>, %arg43: tensor<2x16x16x3xf32>) -> (tensor<2x4x4x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg43, %c) : (tensor<2x16x16x3xf32>, tensor<i32>) -> tensor<2x18x18x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x18x18x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
    %2 = stablehlo.reshape %arg29 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.reshape %arg30 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x1x1x8xf32>
    %6 = stablehlo.rsqrt %5 : tensor<1x1x1x8xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x1x1x8xf32>
    %9 = stablehlo.negate %2 : tensor<1x1x1x8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x1x8xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2x8x8x8xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x8x8x8xf32>
    %17 = call @silu(%16) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17, %c_0) : (tensor<2x8x8x8xf32>, tensor<i32>) -> tensor<2x10x10x8xf32>
    %19 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %20 = stablehlo.reshape %arg31 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %21 = stablehlo.reshape %arg32 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x8xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x1x1x8xf32>
    %25 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x1x1x8xf32>
    %27 = stablehlo.negate %20 : tensor<1x1x1x8xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x8xf32>
    %29 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x1x1x8xf32>
    %31 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %32 = stablehlo.multiply %19, %31 : tensor<2x8x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x8x8x8xf32>
    %35 = call @silu(%34) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %38 = stablehlo.divide %36, %37 : tensor<2x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %40 = stablehlo.convolution(%39, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x8xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x2xf32>
    %41 = stablehlo.reshape %arg7 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x1x1x2xf32>
    %44 = call @silu_1(%43) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %45 = stablehlo.convolution(%44, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x8xf32>
    %46 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x1x1x8xf32>
    %49 = stablehlo.negate %48 : tensor<2x1x1x8xf32>
    %50 = stablehlo.exponential %49 : tensor<2x1x1x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %52 = stablehlo.add %51, %50 : tensor<2x1x1x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %54 = stablehlo.divide %53, %52 : tensor<2x1x1x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %56 = stablehlo.multiply %35, %55 : tensor<2x8x8x8xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %57 = call @_pad_2(%56, %c_6) : (tensor<2x8x8x8xf32>, tensor<i32>) -> tensor<2x8x8x8xf32>
    %58 = stablehlo.convolution(%57, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<2x8x8x8xf32>
    %59 = stablehlo.reshape %arg33 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %60 = stablehlo.reshape %arg34 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %62 = stablehlo.add %60, %61 : tensor<1x1x1x8xf32>
    %63 = stablehlo.rsqrt %62 : tensor<1x1x1x8xf32>
    %64 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<1x1x1x8xf32>
    %66 = stablehlo.negate %59 : tensor<1x1x1x8xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<1x1x1x8xf32>
    %68 = stablehlo.reshape %arg12 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %69 = stablehlo.add %67, %68 : tensor<1x1x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %71 = stablehlo.multiply %58, %70 : tensor<2x8x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %73 = stablehlo.add %71, %72 : tensor<2x8x8x8xf32>
    %74 = stablehlo.add %73, %17 : tensor<2x8x8x8xf32>
    %75 = stablehlo.convolution(%74, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %76 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %77 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<1x1x1x32xf32>
    %80 = stablehlo.rsqrt %79 : tensor<1x1x1x32xf32>
    %81 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<1x1x1x32xf32>
    %83 = stablehlo.negate %76 : tensor<1x1x1x32xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<1x1x1x32xf32>
    %85 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x1x1x32xf32>
    %87 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %88 = stablehlo.multiply %75, %87 : tensor<2x8x8x32xf32>
    %89 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<2x8x8x32xf32>
    %91 = call @silu_3(%90) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %92 = call @_pad_4(%91, %c_9) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<2x10x10x32xf32>
    %93 = stablehlo.reshape %arg16 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %94 = stablehlo.convolution(%92, %93) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x4x4x32xf32>
    %95 = stablehlo.reshape %arg37 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %96 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x1x1x32xf32>
    %99 = stablehlo.rsqrt %98 : tensor<1x1x1x32xf32>
    %100 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<1x1x1x32xf32>
    %102 = stablehlo.negate %95 : tensor<1x1x1x32xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x1x1x32xf32>
    %104 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %105 = stablehlo.add %103, %104 : tensor<1x1x1x32xf32>
    %106 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %107 = stablehlo.multiply %94, %106 : tensor<2x4x4x32xf32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %109 = stablehlo.add %107, %108 : tensor<2x4x4x32xf32>
    %110 = call @silu_5(%109) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %113 = stablehlo.divide %111, %112 : tensor<2x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x32xf32>) -> tensor<2x1x1x32xf32>
    %115 = stablehlo.convolution(%114, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x32xf32>, tensor<1x1x32x2xf32>) -> tensor<2x1x1x2xf32>
    %116 = stablehlo.reshape %arg20 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x1x1x2xf32>
    %119 = call @silu_1(%118) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %120 = stablehlo.convolution(%119, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x32xf32>) -> tensor<2x1x1x32xf32>
    %121 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x1x1x32xf32>
    %123 = stablehlo.add %120, %122 : tensor<2x1x1x32xf32>
    %124 = stablehlo.negate %123 : tensor<2x1x1x32xf32>
    %125 = stablehlo.exponential %124 : tensor<2x1x1x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %127 = stablehlo.add %126, %125 : tensor<2x1x1x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %129 = stablehlo.divide %128, %127 : tensor<2x1x1x32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %131 = stablehlo.multiply %110, %130 : tensor<2x4x4x32xf32>
    %132 = stablehlo.convolution(%131, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x32xf32>, tensor<1x1x32x8xf32>) -> tensor<2x4x4x8xf32>
    %133 = stablehlo.reshape %arg39 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %134 = stablehlo.reshape %arg40 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %136 = stablehlo.add %134, %135 : tensor<1x1x1x8xf32>
    %137 = stablehlo.rsqrt %136 : tensor<1x1x1x8xf32>
    %138 = stablehlo.reshape %arg24 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<1x1x1x8xf32>
    %140 = stablehlo.negate %133 : tensor<1x1x1x8xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<1x1x1x8xf32>
    %142 = stablehlo.reshape %arg25 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %143 = stablehlo.add %141, %142 : tensor<1x1x1x8xf32>
    %144 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %145 = stablehlo.multiply %132, %144 : tensor<2x4x4x8xf32>
    %146 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %147 = stablehlo.add %145, %146 : tensor<2x4x4x8xf32>
    %148 = stablehlo.convolution(%147, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<1x1x8x8xf32>) -> tensor<2x4x4x8xf32>
    %149 = stablehlo.reshape %arg41 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %150 = stablehlo.reshape %arg42 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %152 = stablehlo.add %150, %151 : tensor<1x1x1x8xf32>
    %153 = stablehlo.rsqrt %152 : tensor<1x1x1x8xf32>
    %154 = stablehlo.reshape %arg27 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x1x1x8xf32>
    %156 = stablehlo.negate %149 : tensor<1x1x1x8xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<1x1x1x8xf32>
    %158 = stablehlo.reshape %arg28 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %159 = stablehlo.add %157, %158 : tensor<1x1x1x8xf32>
    %160 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %161 = stablehlo.multiply %148, %160 : tensor<2x4x4x8xf32>
    %162 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x4x4x8xf32>
    %164 = call @silu_6(%163) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    return %164 : tensor<2x4x4x8xf32>
  }
  func.func private @_pad(%arg0: tensor<2x16x16x3xf32>, %arg1: tensor<i32>) -> tensor<2x18x18x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x16x16x3xf32>, tensor<f32>) -> tensor<2x18x18x3xf32>
    return %1 : tensor<2x18x18x3xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x8xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x8xf32>
    return %6 : tensor<2x8x8x8xf32>
  }
  func.func private @_pad_0(%arg0: tensor<2x8x8x8xf32>, %arg1: tensor<i32>) -> tensor<2x10x10x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x10x10x8xf32>
    return %1 : tensor<2x10x10x8xf32>
  }
  func.func private @silu_1(%arg0: tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x1x1x2xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x1x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x1x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x1x2xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x1x2xf32>
    return %6 : tensor<2x1x1x2xf32>
  }
  func.func private @_pad_2(%arg0: tensor<2x8x8x8xf32>, %arg1: tensor<i32>) -> tensor<2x8x8x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    return %1 : tensor<2x8x8x8xf32>
  }
  func.func private @silu_3(%arg0: tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x32xf32>
    return %6 : tensor<2x8x8x32xf32>
  }
  func.func private @_pad_4(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<i32>) -> tensor<2x10x10x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x10x10x32xf32>
    return %1 : tensor<2x10x10x32xf32>
  }
  func.func private @silu_5(%arg0: tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x4x4x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4x4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4x4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4x4x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4x4x32xf32>
    return %6 : tensor<2x4x4x32xf32>
  }
  func.func private @silu_6(%arg0: tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x4x4x8xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4x4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4x4x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4x4x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4x4x8xf32>
    return %6 : tensor<2x4x4x8xf32>
  }
}
