module @jit_mixed_bf16_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x2x8xf32>, %arg3: tensor<2x8xf32>, %arg4: tensor<16x2x8xf32>, %arg5: tensor<2x8xf32>, %arg6: tensor<16x2x8xf32>, %arg7: tensor<2x8xf32>, %arg8: tensor<2x8x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x4xf32>, %arg11: tensor<4xf32>, %arg12: tensor<i32>, %arg13: tensor<f32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16x2x8xf32>, %arg19: tensor<16x2x8xf32>, %arg20: tensor<2x8xf32>, %arg21: tensor<2x8xf32>, %arg22: tensor<16x2x8xf32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<2x8xf32>, %arg25: tensor<2x8xf32>, %arg26: tensor<16x2x8xf32>, %arg27: tensor<16x2x8xf32>, %arg28: tensor<2x8xf32>, %arg29: tensor<2x8xf32>, %arg30: tensor<2x8x16xf32>, %arg31: tensor<2x8x16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16x4xf32>, %arg35: tensor<16x4xf32>, %arg36: tensor<4xf32>, %arg37: tensor<4xf32>, %arg38: tensor<f32>, %arg39: tensor<f32>, %arg40: tensor<2x6x16xf32>, %arg41: tensor<2x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1][0]"}, tensor<16xf32> {jax.result_info = "result[1][1]"}, tensor<16x2x8xf32> {jax.result_info = "result[1][2]"}, tensor<2x8xf32> {jax.result_info = "result[1][3]"}, tensor<16x2x8xf32> {jax.result_info = "result[1][4]"}, tensor<2x8xf32> {jax.result_info = "result[1][5]"}, tensor<16x2x8xf32> {jax.result_info = "result[1][6]"}, tensor<2x8xf32> {jax.result_info = "result[1][7]"}, tensor<2x8x16xf32> {jax.result_info = "result[1][8]"}, tensor<16xf32> {jax.result_info = "result[1][9]"}, tensor<16x4xf32> {jax.result_info = "result[1][10]"}, tensor<4xf32> {jax.result_info = "result[1][11]"}, tensor<i32> {jax.result_info = "result[3][0]"}, tensor<f32> {jax.result_info = "result[3][1]"}, tensor<16xf32> {jax.result_info = "result[3][2]"}, tensor<16xf32> {jax.result_info = "result[3][3]"}, tensor<16xf32> {jax.result_info = "result[3][4]"}, tensor<16xf32> {jax.result_info = "result[3][5]"}, tensor<16x2x8xf32> {jax.result_info = "result[3][6]"}, tensor<16x2x8xf32> {jax.result_info = "result[3][7]"}, tensor<2x8xf32> {jax.result_info = "result[3][8]"}, tensor<2x8xf32> {jax.result_info = "result[3][9]"}, tensor<16x2x8xf32> {jax.result_info = "result[3][10]"}, tensor<16x2x8xf32> {jax.result_info = "result[3][11]"}, tensor<2x8xf32> {jax.result_info = "result[3][12]"}, tensor<2x8xf32> {jax.result_info = "result[3][13]"}, tensor<16x2x8xf32> {jax.result_info = "result[3][14]"}, tensor<16x2x8xf32> {jax.result_info = "result[3][15]"}, tensor<2x8xf32> {jax.result_info = "result[3][16]"}, tensor<2x8xf32> {jax.result_info = "result[3][17]"}, tensor<2x8x16xf32> {jax.result_info = "result[3][18]"}, tensor<2x8x16xf32> {jax.result_info = "result[3][19]"}, tensor<16xf32> {jax.result_info = "result[3][20]"}, tensor<16xf32> {jax.result_info = "result[3][21]"}, tensor<16x4xf32> {jax.result_info = "result[3][22]"}, tensor<16x4xf32> {jax.result_info = "result[3][23]"}, tensor<4xf32> {jax.result_info = "result[3][24]"}, tensor<4xf32> {jax.result_info = "result[3][25]"}, tensor<f32> {jax.result_info = "result[4][0]"}, tensor<f32> {jax.result_info = "result[4][1]"}) {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg40 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg40, %c_1) : (tensor<2x6x16xf32>, tensor<i32>) -> tensor<2x6x1xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x6x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %11 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x6x16xf32>
    %13 = stablehlo.negate %3 : tensor<2x6x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<2x6x16xf32>
    %16 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x6x16xf32>
    %18 = stablehlo.multiply %arg40, %12 : tensor<2x6x16xf32>
    %19 = stablehlo.add %18, %17 : tensor<2x6x16xf32>
    %20 = stablehlo.convert %19 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %21 = stablehlo.convert %arg2 : (tensor<16x2x8xf32>) -> tensor<16x2x8xbf16>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xbf16>, tensor<16x2x8xbf16>) -> tensor<2x6x2x8xbf16>
    %23 = stablehlo.convert %arg3 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xbf16>) -> tensor<2x6x2x8xbf16>
    %26 = stablehlo.add %22, %25 : tensor<2x6x2x8xbf16>
    %27 = stablehlo.convert %arg4 : (tensor<16x2x8xf32>) -> tensor<16x2x8xbf16>
    %28 = stablehlo.dot_general %20, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xbf16>, tensor<16x2x8xbf16>) -> tensor<2x6x2x8xbf16>
    %29 = stablehlo.convert %arg5 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xbf16>) -> tensor<2x6x2x8xbf16>
    %32 = stablehlo.add %28, %31 : tensor<2x6x2x8xbf16>
    %33 = stablehlo.convert %arg6 : (tensor<16x2x8xf32>) -> tensor<16x2x8xbf16>
    %34 = stablehlo.dot_general %20, %33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xbf16>, tensor<16x2x8xbf16>) -> tensor<2x6x2x8xbf16>
    %35 = stablehlo.convert %arg7 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xbf16>) -> tensor<2x6x2x8xbf16>
    %38 = stablehlo.add %34, %37 : tensor<2x6x2x8xbf16>
    %39 = stablehlo.reshape %26 : (tensor<2x6x2x8xbf16>) -> tensor<2x6x2x1x8xbf16>
    %40 = stablehlo.dot_general %39, %32, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x6x2x1x8xbf16>, tensor<2x6x2x8xbf16>) -> tensor<2x2x6x1x6xf32>
    %cst_3 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x6x1x6xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x2x6x1x6xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<2x2x6x6xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %45 = call @tril(%44) : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<1x1x6x6xi1>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x6x6xi1>) -> tensor<2x2x6x6xi1>
    %48 = stablehlo.and %43, %47 : tensor<2x2x6x6xi1>
    %cst_6 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %49:2 = call @_where_0(%48, %42, %cst_6) : (tensor<2x2x6x6xi1>, tensor<2x2x6x1x6xf32>, tensor<f32>) -> (tensor<1x2x2x6x6xf32>, tensor<1x2x2x6x6xi1>)
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49#0 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x6x6xf32>, tensor<f32>) -> tensor<1x2x2x6xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x2x2x6xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<1x2x2x6xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x2x2x6xf32>) -> tensor<1x2x2x6x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x6x1xf32>) -> tensor<1x2x2x6x6xf32>
    %55 = stablehlo.subtract %49#0, %54 : tensor<1x2x2x6x6xf32>
    %56 = stablehlo.exponential %55 : tensor<1x2x2x6x6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_9) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x6x6xf32>, tensor<f32>) -> tensor<1x2x2x6xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x2x2x6xf32>) -> tensor<1x2x2x6x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x6x1xf32>) -> tensor<1x2x2x6x6xf32>
    %60 = stablehlo.divide %56, %59 : tensor<1x2x2x6x6xf32>
    %61 = stablehlo.multiply %58, %58 : tensor<1x2x2x6x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x2x2x6x1xf32>
    %63 = stablehlo.divide %62, %61 : tensor<1x2x2x6x1xf32>
    %64 = stablehlo.convert %60 : (tensor<1x2x2x6x6xf32>) -> tensor<1x2x2x6x6xbf16>
    %65 = stablehlo.dot_general %38, %64, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<1x2x2x6x6xbf16>) -> tensor<2x2x8x1x6xbf16>
    %66 = stablehlo.transpose %65, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x6xbf16>) -> tensor<1x2x6x2x8xbf16>
    %67 = stablehlo.transpose %66, dims = [1, 2, 3, 0, 4] : (tensor<1x2x6x2x8xbf16>) -> tensor<2x6x2x1x8xbf16>
    %68 = stablehlo.reshape %67 : (tensor<2x6x2x1x8xbf16>) -> tensor<2x6x2x8xbf16>
    %69 = stablehlo.convert %arg8 : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %70 = stablehlo.dot_general %68, %69, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x6x16xbf16>
    %71 = stablehlo.convert %arg9 : (tensor<16xf32>) -> tensor<16xbf16>
    %72 = stablehlo.broadcast_in_dim %71, dims = [2] : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %74 = stablehlo.add %70, %73 : tensor<2x6x16xbf16>
    %75 = stablehlo.convert %74 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %76 = stablehlo.add %arg40, %75 : tensor<2x6x16xf32>
    %77 = stablehlo.convert %76 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %78 = stablehlo.convert %77 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %81 = stablehlo.divide %79, %80 : tensor<2x16xf32>
    %82 = stablehlo.convert %81 : (tensor<2x16xf32>) -> tensor<2x16xbf16>
    %83 = stablehlo.convert %82 : (tensor<2x16xbf16>) -> tensor<2x16xf32>
    %84 = stablehlo.dot_general %83, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x4xf32>) -> tensor<2x4xf32>
    %85 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %87 = stablehlo.add %84, %86 : tensor<2x4xf32>
    %88 = stablehlo.subtract %arg41, %87 : tensor<2x4xf32>
    %89 = chlo.square %88 : tensor<2x4xf32> -> tensor<2x4xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %91 = stablehlo.multiply %90, %88 : tensor<2x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%89 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %94 = stablehlo.divide %92, %93 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %96 = stablehlo.reduce(%c init: %c_17) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %97 = stablehlo.convert %96 : (tensor<i32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.compare EQ, %97, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %99 = call @_where_1(%98, %c_19, %97) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.compare EQ, %97, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %101 = stablehlo.divide %95, %99 : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %102 = call @_where_2(%100, %c_21, %101) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = call @_where_3(%100, %cst_22) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %104 = stablehlo.divide %103, %99 : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_23 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %107 = stablehlo.divide %105, %106 : tensor<2xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
    %109 = stablehlo.multiply %108, %91 : tensor<2x4xf32>
    %110 = stablehlo.negate %109 : tensor<2x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %112 = stablehlo.reshape %111 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %114 = stablehlo.dot_general %110, %83, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x16xf32>) -> tensor<4x16xf32>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %116 = stablehlo.dot_general %110, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<16x4xf32>) -> tensor<2x16xf32>
    %117 = stablehlo.convert %116 : (tensor<2x16xf32>) -> tensor<2x16xbf16>
    %118 = stablehlo.convert %117 : (tensor<2x16xbf16>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %122 = stablehlo.convert %121 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %123 = stablehlo.convert %122 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %124 = stablehlo.convert %123 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %125 = stablehlo.reduce(%124 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %126 = stablehlo.reshape %125 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %127 = stablehlo.reduce(%126 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %128 = stablehlo.convert %127 : (tensor<16xbf16>) -> tensor<16xf32>
    %129 = stablehlo.dot_general %124, %68, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xbf16>, tensor<2x6x2x8xbf16>) -> tensor<16x2x8xbf16>
    %130 = stablehlo.transpose %129, dims = [1, 2, 0] : (tensor<16x2x8xbf16>) -> tensor<2x8x16xbf16>
    %131 = stablehlo.dot_general %124, %69, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xbf16>, tensor<2x8x16xbf16>) -> tensor<2x6x2x8xbf16>
    %132 = stablehlo.convert %130 : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %133 = stablehlo.reshape %131 : (tensor<2x6x2x8xbf16>) -> tensor<2x6x2x1x8xbf16>
    %134 = stablehlo.transpose %133, dims = [3, 0, 1, 2, 4] : (tensor<2x6x2x1x8xbf16>) -> tensor<1x2x6x2x8xbf16>
    %135 = stablehlo.transpose %134, dims = [1, 3, 4, 0, 2] : (tensor<1x2x6x2x8xbf16>) -> tensor<2x2x8x1x6xbf16>
    %136 = stablehlo.dot_general %135, %38, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x1x6xbf16>, tensor<2x6x2x8xbf16>) -> tensor<2x2x1x6x6xbf16>
    %137 = stablehlo.transpose %136, dims = [2, 0, 1, 3, 4] : (tensor<2x2x1x6x6xbf16>) -> tensor<1x2x2x6x6xbf16>
    %138 = stablehlo.dot_general %135, %64, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x1x6xbf16>, tensor<1x2x2x6x6xbf16>) -> tensor<2x2x8x6xbf16>
    %139 = stablehlo.transpose %138, dims = [0, 3, 1, 2] : (tensor<2x2x8x6xbf16>) -> tensor<2x6x2x8xbf16>
    %140 = stablehlo.convert %137 : (tensor<1x2x2x6x6xbf16>) -> tensor<1x2x2x6x6xf32>
    %141 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x6x1xf32>) -> tensor<1x2x2x6x6xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<1x2x2x6x6xf32>
    %143 = stablehlo.multiply %142, %56 : tensor<1x2x2x6x6xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x6x6xf32>, tensor<f32>) -> tensor<1x2x2x6xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x2x2x6xf32>) -> tensor<1x2x2x6x1xf32>
    %146 = stablehlo.negate %145 : tensor<1x2x2x6x1xf32>
    %147 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x6x1xf32>) -> tensor<1x2x2x6x6xf32>
    %148 = stablehlo.divide %140, %147 : tensor<1x2x2x6x6xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%146 init: %cst_30) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x2x2x6x1xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1, 2, 3] : (tensor<2x2x6xf32>) -> tensor<1x2x2x6xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x2x2x6xf32>) -> tensor<1x2x2x6x6xf32>
    %152 = stablehlo.add %148, %151 : tensor<1x2x2x6x6xf32>
    %153 = stablehlo.multiply %152, %56 : tensor<1x2x2x6x6xf32>
    %154 = call @_where_4(%49#1, %153) : (tensor<1x2x2x6x6xi1>, tensor<1x2x2x6x6xf32>) -> tensor<2x2x6x1x6xf32>
    %cst_31 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x2x6x1x6xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x2x6x1x6xf32>
    %157 = stablehlo.dot_general %156, %39, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x6x1x6xf32>, tensor<2x6x2x1x8xbf16>) -> tensor<2x2x6x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] : (tensor<2x2x6x8xf32>) -> tensor<2x6x2x8xf32>
    %159 = stablehlo.convert %158 : (tensor<2x6x2x8xf32>) -> tensor<2x6x2x8xbf16>
    %160 = stablehlo.dot_general %156, %32, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x6x1x6xf32>, tensor<2x6x2x8xbf16>) -> tensor<2x2x6x1x8xf32>
    %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3, 4] : (tensor<2x2x6x1x8xf32>) -> tensor<2x6x2x1x8xf32>
    %162 = stablehlo.convert %161 : (tensor<2x6x2x1x8xf32>) -> tensor<2x6x2x1x8xbf16>
    %163 = stablehlo.reshape %162 : (tensor<2x6x2x1x8xbf16>) -> tensor<2x6x2x8xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %164 = stablehlo.reduce(%139 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %165 = stablehlo.reshape %164 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %166 = stablehlo.reduce(%165 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %167 = stablehlo.convert %166 : (tensor<2x8xbf16>) -> tensor<2x8xf32>
    %168 = stablehlo.dot_general %139, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<2x6x16xbf16>) -> tensor<2x8x16xbf16>
    %169 = stablehlo.transpose %168, dims = [2, 0, 1] : (tensor<2x8x16xbf16>) -> tensor<16x2x8xbf16>
    %170 = stablehlo.dot_general %139, %33, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<16x2x8xbf16>) -> tensor<2x6x16xbf16>
    %171 = stablehlo.convert %169 : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %172 = stablehlo.reduce(%159 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %173 = stablehlo.reshape %172 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %174 = stablehlo.reduce(%173 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %175 = stablehlo.convert %174 : (tensor<2x8xbf16>) -> tensor<2x8xf32>
    %176 = stablehlo.dot_general %159, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<2x6x16xbf16>) -> tensor<2x8x16xbf16>
    %177 = stablehlo.transpose %176, dims = [2, 0, 1] : (tensor<2x8x16xbf16>) -> tensor<16x2x8xbf16>
    %178 = stablehlo.dot_general %159, %27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<16x2x8xbf16>) -> tensor<2x6x16xbf16>
    %179 = stablehlo.add %170, %178 : tensor<2x6x16xbf16>
    %180 = stablehlo.convert %177 : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %181 = stablehlo.reduce(%163 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %182 = stablehlo.reshape %181 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %183 = stablehlo.reduce(%182 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %184 = stablehlo.convert %183 : (tensor<2x8xbf16>) -> tensor<2x8xf32>
    %185 = stablehlo.dot_general %163, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<2x6x16xbf16>) -> tensor<2x8x16xbf16>
    %186 = stablehlo.transpose %185, dims = [2, 0, 1] : (tensor<2x8x16xbf16>) -> tensor<16x2x8xbf16>
    %187 = stablehlo.dot_general %163, %21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x8xbf16>, tensor<16x2x8xbf16>) -> tensor<2x6x16xbf16>
    %188 = stablehlo.add %179, %187 : tensor<2x6x16xbf16>
    %189 = stablehlo.convert %186 : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %190 = stablehlo.convert %188 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %191 = stablehlo.multiply %arg40, %190 : tensor<2x6x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%190 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.reshape %192 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %194 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %195 = stablehlo.multiply %194, %190 : tensor<2x6x16xf32>
    %196 = stablehlo.add %191, %195 : tensor<2x6x16xf32>
    %197 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<2x6x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.reshape %199 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %201 = stablehlo.reshape %193 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %202 = stablehlo.reshape %200 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %203 = chlo.square %202 : tensor<16xf32> -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %207 = stablehlo.compare GT, %205, %206, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %209 = call @_where_5(%207, %205, %208) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %210 = stablehlo.sqrt %209 : tensor<1xf32>
    %211 = call @_where_5(%207, %210, %205) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.multiply %202, %212 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %215 = stablehlo.maximum %211, %214 : tensor<1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %217 = stablehlo.divide %213, %216 : tensor<16xf32>
    %218 = chlo.square %201 : tensor<16xf32> -> tensor<16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %222 = stablehlo.compare GT, %220, %221, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %224 = call @_where_5(%222, %220, %223) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %225 = stablehlo.sqrt %224 : tensor<1xf32>
    %226 = call @_where_5(%222, %225, %220) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %228 = stablehlo.multiply %201, %227 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %230 = stablehlo.maximum %226, %229 : tensor<1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %232 = stablehlo.divide %228, %231 : tensor<16xf32>
    %233 = chlo.square %189 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %237 = stablehlo.compare GT, %235, %236, FLOAT : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xi1>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %239 = call @_where_6(%237, %235, %238) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %240 = stablehlo.sqrt %239 : tensor<1x1x1xf32>
    %241 = call @_where_6(%237, %240, %235) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %243 = stablehlo.multiply %189, %242 : tensor<16x2x8xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %245 = stablehlo.maximum %241, %244 : tensor<1x1x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<16x2x8xf32>
    %247 = stablehlo.divide %243, %246 : tensor<16x2x8xf32>
    %248 = chlo.square %184 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %252 = stablehlo.compare GT, %250, %251, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %254 = call @_where_7(%252, %250, %253) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %255 = stablehlo.sqrt %254 : tensor<1x1xf32>
    %256 = call @_where_7(%252, %255, %250) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %258 = stablehlo.multiply %184, %257 : tensor<2x8xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %260 = stablehlo.maximum %256, %259 : tensor<1x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x8xf32>
    %262 = stablehlo.divide %258, %261 : tensor<2x8xf32>
    %263 = chlo.square %180 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %267 = stablehlo.compare GT, %265, %266, FLOAT : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xi1>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %269 = call @_where_6(%267, %265, %268) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %270 = stablehlo.sqrt %269 : tensor<1x1x1xf32>
    %271 = call @_where_6(%267, %270, %265) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %273 = stablehlo.multiply %180, %272 : tensor<16x2x8xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %275 = stablehlo.maximum %271, %274 : tensor<1x1x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<16x2x8xf32>
    %277 = stablehlo.divide %273, %276 : tensor<16x2x8xf32>
    %278 = chlo.square %175 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %282 = stablehlo.compare GT, %280, %281, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %284 = call @_where_7(%282, %280, %283) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %285 = stablehlo.sqrt %284 : tensor<1x1xf32>
    %286 = call @_where_7(%282, %285, %280) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %288 = stablehlo.multiply %175, %287 : tensor<2x8xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %290 = stablehlo.maximum %286, %289 : tensor<1x1xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x8xf32>
    %292 = stablehlo.divide %288, %291 : tensor<2x8xf32>
    %293 = chlo.square %171 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %297 = stablehlo.compare GT, %295, %296, FLOAT : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xi1>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %299 = call @_where_6(%297, %295, %298) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %300 = stablehlo.sqrt %299 : tensor<1x1x1xf32>
    %301 = call @_where_6(%297, %300, %295) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %303 = stablehlo.multiply %171, %302 : tensor<16x2x8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %305 = stablehlo.maximum %301, %304 : tensor<1x1x1xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<16x2x8xf32>
    %307 = stablehlo.divide %303, %306 : tensor<16x2x8xf32>
    %308 = chlo.square %167 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %312 = stablehlo.compare GT, %310, %311, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %314 = call @_where_7(%312, %310, %313) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %315 = stablehlo.sqrt %314 : tensor<1x1xf32>
    %316 = call @_where_7(%312, %315, %310) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %318 = stablehlo.multiply %167, %317 : tensor<2x8xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %320 = stablehlo.maximum %316, %319 : tensor<1x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x8xf32>
    %322 = stablehlo.divide %318, %321 : tensor<2x8xf32>
    %323 = chlo.square %132 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %327 = stablehlo.compare GT, %325, %326, FLOAT : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xi1>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %329 = call @_where_6(%327, %325, %328) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %330 = stablehlo.sqrt %329 : tensor<1x1x1xf32>
    %331 = call @_where_6(%327, %330, %325) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %333 = stablehlo.multiply %132, %332 : tensor<2x8x16xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %335 = stablehlo.maximum %331, %334 : tensor<1x1x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %337 = stablehlo.divide %333, %336 : tensor<2x8x16xf32>
    %338 = chlo.square %128 : tensor<16xf32> -> tensor<16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_85) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %342 = stablehlo.compare GT, %340, %341, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %344 = call @_where_5(%342, %340, %343) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %345 = stablehlo.sqrt %344 : tensor<1xf32>
    %346 = call @_where_5(%342, %345, %340) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %348 = stablehlo.multiply %128, %347 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %350 = stablehlo.maximum %346, %349 : tensor<1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %352 = stablehlo.divide %348, %351 : tensor<16xf32>
    %353 = chlo.square %115 : tensor<16x4xf32> -> tensor<16x4xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %357 = stablehlo.compare GT, %355, %356, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %359 = call @_where_7(%357, %355, %358) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %360 = stablehlo.sqrt %359 : tensor<1x1xf32>
    %361 = call @_where_7(%357, %360, %355) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %363 = stablehlo.multiply %115, %362 : tensor<16x4xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %365 = stablehlo.maximum %361, %364 : tensor<1x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %367 = stablehlo.divide %363, %366 : tensor<16x4xf32>
    %368 = chlo.square %113 : tensor<4xf32> -> tensor<4xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_95) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %372 = stablehlo.compare GT, %370, %371, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %374 = call @_where_5(%372, %370, %373) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %375 = stablehlo.sqrt %374 : tensor<1xf32>
    %376 = call @_where_5(%372, %375, %370) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %378 = stablehlo.multiply %113, %377 : tensor<4xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %380 = stablehlo.maximum %376, %379 : tensor<1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %382 = stablehlo.divide %378, %381 : tensor<4xf32>
    %cst_100 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %384 = stablehlo.multiply %arg0, %383 : tensor<16xf32>
    %385 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<16xf32>
    %387 = stablehlo.subtract %arg0, %386 : tensor<16xf32>
    %cst_101 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %389 = stablehlo.multiply %arg1, %388 : tensor<16xf32>
    %390 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<16xf32>
    %392 = stablehlo.subtract %arg1, %391 : tensor<16xf32>
    %cst_102 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %394 = stablehlo.multiply %arg2, %393 : tensor<16x2x8xf32>
    %395 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %396 = stablehlo.multiply %394, %395 : tensor<16x2x8xf32>
    %397 = stablehlo.subtract %arg2, %396 : tensor<16x2x8xf32>
    %cst_103 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %399 = stablehlo.multiply %arg3, %398 : tensor<2x8xf32>
    %400 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<2x8xf32>
    %402 = stablehlo.subtract %arg3, %401 : tensor<2x8xf32>
    %cst_104 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %404 = stablehlo.multiply %arg4, %403 : tensor<16x2x8xf32>
    %405 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %406 = stablehlo.multiply %404, %405 : tensor<16x2x8xf32>
    %407 = stablehlo.subtract %arg4, %406 : tensor<16x2x8xf32>
    %cst_105 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %409 = stablehlo.multiply %arg5, %408 : tensor<2x8xf32>
    %410 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<2x8xf32>
    %412 = stablehlo.subtract %arg5, %411 : tensor<2x8xf32>
    %cst_106 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %414 = stablehlo.multiply %arg6, %413 : tensor<16x2x8xf32>
    %415 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %416 = stablehlo.multiply %414, %415 : tensor<16x2x8xf32>
    %417 = stablehlo.subtract %arg6, %416 : tensor<16x2x8xf32>
    %cst_107 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %419 = stablehlo.multiply %arg7, %418 : tensor<2x8xf32>
    %420 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<2x8xf32>
    %422 = stablehlo.subtract %arg7, %421 : tensor<2x8xf32>
    %cst_108 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %424 = stablehlo.multiply %arg8, %423 : tensor<2x8x16xf32>
    %425 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<2x8x16xf32>
    %427 = stablehlo.subtract %arg8, %426 : tensor<2x8x16xf32>
    %cst_109 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %429 = stablehlo.multiply %arg9, %428 : tensor<16xf32>
    %430 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %431 = stablehlo.multiply %429, %430 : tensor<16xf32>
    %432 = stablehlo.subtract %arg9, %431 : tensor<16xf32>
    %cst_110 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %434 = stablehlo.multiply %arg10, %433 : tensor<16x4xf32>
    %435 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %436 = stablehlo.multiply %434, %435 : tensor<16x4xf32>
    %437 = stablehlo.subtract %arg10, %436 : tensor<16x4xf32>
    %cst_111 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %439 = stablehlo.multiply %arg11, %438 : tensor<4xf32>
    %440 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<4xf32>
    %442 = stablehlo.subtract %arg11, %441 : tensor<4xf32>
    %c_112 = stablehlo.constant dense<1> : tensor<i32>
    %443 = stablehlo.add %arg12, %c_112 : tensor<i32>
    %444 = stablehlo.convert %443 : (tensor<i32>) -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %445 = stablehlo.power %cst_113, %444 : tensor<f32>
    %cst_114 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %446 = stablehlo.power %cst_114, %444 : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %447 = stablehlo.subtract %cst_115, %446 : tensor<f32>
    %448 = stablehlo.sqrt %447 : tensor<f32>
    %449 = stablehlo.multiply %arg13, %448 : tensor<f32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %450 = stablehlo.subtract %cst_116, %445 : tensor<f32>
    %451 = stablehlo.divide %449, %450 : tensor<f32>
    %452 = stablehlo.subtract %217, %arg14 : tensor<16xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<16xf32>
    %455 = stablehlo.add %arg14, %454 : tensor<16xf32>
    %456 = chlo.square %217 : tensor<16xf32> -> tensor<16xf32>
    %457 = stablehlo.subtract %456, %arg15 : tensor<16xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<16xf32>
    %460 = stablehlo.add %arg15, %459 : tensor<16xf32>
    %461 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %462 = stablehlo.multiply %455, %461 : tensor<16xf32>
    %463 = stablehlo.sqrt %460 : tensor<16xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %465 = stablehlo.add %463, %464 : tensor<16xf32>
    %466 = stablehlo.divide %462, %465 : tensor<16xf32>
    %467 = stablehlo.subtract %387, %466 : tensor<16xf32>
    %c_120 = stablehlo.constant dense<1> : tensor<i32>
    %468 = stablehlo.add %arg12, %c_120 : tensor<i32>
    %469 = stablehlo.convert %468 : (tensor<i32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %470 = stablehlo.power %cst_121, %469 : tensor<f32>
    %cst_122 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %471 = stablehlo.power %cst_122, %469 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %472 = stablehlo.subtract %cst_123, %471 : tensor<f32>
    %473 = stablehlo.sqrt %472 : tensor<f32>
    %474 = stablehlo.multiply %arg13, %473 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.subtract %cst_124, %470 : tensor<f32>
    %476 = stablehlo.divide %474, %475 : tensor<f32>
    %477 = stablehlo.subtract %232, %arg16 : tensor<16xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %479 = stablehlo.multiply %477, %478 : tensor<16xf32>
    %480 = stablehlo.add %arg16, %479 : tensor<16xf32>
    %481 = chlo.square %232 : tensor<16xf32> -> tensor<16xf32>
    %482 = stablehlo.subtract %481, %arg17 : tensor<16xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %484 = stablehlo.multiply %482, %483 : tensor<16xf32>
    %485 = stablehlo.add %arg17, %484 : tensor<16xf32>
    %486 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %487 = stablehlo.multiply %480, %486 : tensor<16xf32>
    %488 = stablehlo.sqrt %485 : tensor<16xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %490 = stablehlo.add %488, %489 : tensor<16xf32>
    %491 = stablehlo.divide %487, %490 : tensor<16xf32>
    %492 = stablehlo.subtract %392, %491 : tensor<16xf32>
    %c_128 = stablehlo.constant dense<1> : tensor<i32>
    %493 = stablehlo.add %arg12, %c_128 : tensor<i32>
    %494 = stablehlo.convert %493 : (tensor<i32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %495 = stablehlo.power %cst_129, %494 : tensor<f32>
    %cst_130 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %496 = stablehlo.power %cst_130, %494 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %497 = stablehlo.subtract %cst_131, %496 : tensor<f32>
    %498 = stablehlo.sqrt %497 : tensor<f32>
    %499 = stablehlo.multiply %arg13, %498 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %500 = stablehlo.subtract %cst_132, %495 : tensor<f32>
    %501 = stablehlo.divide %499, %500 : tensor<f32>
    %502 = stablehlo.subtract %247, %arg18 : tensor<16x2x8xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %504 = stablehlo.multiply %502, %503 : tensor<16x2x8xf32>
    %505 = stablehlo.add %arg18, %504 : tensor<16x2x8xf32>
    %506 = chlo.square %247 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %507 = stablehlo.subtract %506, %arg19 : tensor<16x2x8xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<16x2x8xf32>
    %510 = stablehlo.add %arg19, %509 : tensor<16x2x8xf32>
    %511 = stablehlo.broadcast_in_dim %501, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %512 = stablehlo.multiply %505, %511 : tensor<16x2x8xf32>
    %513 = stablehlo.sqrt %510 : tensor<16x2x8xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %515 = stablehlo.add %513, %514 : tensor<16x2x8xf32>
    %516 = stablehlo.divide %512, %515 : tensor<16x2x8xf32>
    %517 = stablehlo.subtract %397, %516 : tensor<16x2x8xf32>
    %c_136 = stablehlo.constant dense<1> : tensor<i32>
    %518 = stablehlo.add %arg12, %c_136 : tensor<i32>
    %519 = stablehlo.convert %518 : (tensor<i32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %520 = stablehlo.power %cst_137, %519 : tensor<f32>
    %cst_138 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %521 = stablehlo.power %cst_138, %519 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %522 = stablehlo.subtract %cst_139, %521 : tensor<f32>
    %523 = stablehlo.sqrt %522 : tensor<f32>
    %524 = stablehlo.multiply %arg13, %523 : tensor<f32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %525 = stablehlo.subtract %cst_140, %520 : tensor<f32>
    %526 = stablehlo.divide %524, %525 : tensor<f32>
    %527 = stablehlo.subtract %262, %arg20 : tensor<2x8xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<2x8xf32>
    %530 = stablehlo.add %arg20, %529 : tensor<2x8xf32>
    %531 = chlo.square %262 : tensor<2x8xf32> -> tensor<2x8xf32>
    %532 = stablehlo.subtract %531, %arg21 : tensor<2x8xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<2x8xf32>
    %535 = stablehlo.add %arg21, %534 : tensor<2x8xf32>
    %536 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %537 = stablehlo.multiply %530, %536 : tensor<2x8xf32>
    %538 = stablehlo.sqrt %535 : tensor<2x8xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %540 = stablehlo.add %538, %539 : tensor<2x8xf32>
    %541 = stablehlo.divide %537, %540 : tensor<2x8xf32>
    %542 = stablehlo.subtract %402, %541 : tensor<2x8xf32>
    %c_144 = stablehlo.constant dense<1> : tensor<i32>
    %543 = stablehlo.add %arg12, %c_144 : tensor<i32>
    %544 = stablehlo.convert %543 : (tensor<i32>) -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %545 = stablehlo.power %cst_145, %544 : tensor<f32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %546 = stablehlo.power %cst_146, %544 : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %547 = stablehlo.subtract %cst_147, %546 : tensor<f32>
    %548 = stablehlo.sqrt %547 : tensor<f32>
    %549 = stablehlo.multiply %arg13, %548 : tensor<f32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %550 = stablehlo.subtract %cst_148, %545 : tensor<f32>
    %551 = stablehlo.divide %549, %550 : tensor<f32>
    %552 = stablehlo.subtract %277, %arg22 : tensor<16x2x8xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<16x2x8xf32>
    %555 = stablehlo.add %arg22, %554 : tensor<16x2x8xf32>
    %556 = chlo.square %277 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %557 = stablehlo.subtract %556, %arg23 : tensor<16x2x8xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %559 = stablehlo.multiply %557, %558 : tensor<16x2x8xf32>
    %560 = stablehlo.add %arg23, %559 : tensor<16x2x8xf32>
    %561 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %562 = stablehlo.multiply %555, %561 : tensor<16x2x8xf32>
    %563 = stablehlo.sqrt %560 : tensor<16x2x8xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %565 = stablehlo.add %563, %564 : tensor<16x2x8xf32>
    %566 = stablehlo.divide %562, %565 : tensor<16x2x8xf32>
    %567 = stablehlo.subtract %407, %566 : tensor<16x2x8xf32>
    %c_152 = stablehlo.constant dense<1> : tensor<i32>
    %568 = stablehlo.add %arg12, %c_152 : tensor<i32>
    %569 = stablehlo.convert %568 : (tensor<i32>) -> tensor<f32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %570 = stablehlo.power %cst_153, %569 : tensor<f32>
    %cst_154 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %571 = stablehlo.power %cst_154, %569 : tensor<f32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %572 = stablehlo.subtract %cst_155, %571 : tensor<f32>
    %573 = stablehlo.sqrt %572 : tensor<f32>
    %574 = stablehlo.multiply %arg13, %573 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %575 = stablehlo.subtract %cst_156, %570 : tensor<f32>
    %576 = stablehlo.divide %574, %575 : tensor<f32>
    %577 = stablehlo.subtract %292, %arg24 : tensor<2x8xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %579 = stablehlo.multiply %577, %578 : tensor<2x8xf32>
    %580 = stablehlo.add %arg24, %579 : tensor<2x8xf32>
    %581 = chlo.square %292 : tensor<2x8xf32> -> tensor<2x8xf32>
    %582 = stablehlo.subtract %581, %arg25 : tensor<2x8xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<2x8xf32>
    %585 = stablehlo.add %arg25, %584 : tensor<2x8xf32>
    %586 = stablehlo.broadcast_in_dim %576, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %587 = stablehlo.multiply %580, %586 : tensor<2x8xf32>
    %588 = stablehlo.sqrt %585 : tensor<2x8xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x8xf32>
    %591 = stablehlo.divide %587, %590 : tensor<2x8xf32>
    %592 = stablehlo.subtract %412, %591 : tensor<2x8xf32>
    %c_160 = stablehlo.constant dense<1> : tensor<i32>
    %593 = stablehlo.add %arg12, %c_160 : tensor<i32>
    %594 = stablehlo.convert %593 : (tensor<i32>) -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %595 = stablehlo.power %cst_161, %594 : tensor<f32>
    %cst_162 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %596 = stablehlo.power %cst_162, %594 : tensor<f32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %597 = stablehlo.subtract %cst_163, %596 : tensor<f32>
    %598 = stablehlo.sqrt %597 : tensor<f32>
    %599 = stablehlo.multiply %arg13, %598 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %600 = stablehlo.subtract %cst_164, %595 : tensor<f32>
    %601 = stablehlo.divide %599, %600 : tensor<f32>
    %602 = stablehlo.subtract %307, %arg26 : tensor<16x2x8xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<16x2x8xf32>
    %605 = stablehlo.add %arg26, %604 : tensor<16x2x8xf32>
    %606 = chlo.square %307 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %607 = stablehlo.subtract %606, %arg27 : tensor<16x2x8xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<16x2x8xf32>
    %610 = stablehlo.add %arg27, %609 : tensor<16x2x8xf32>
    %611 = stablehlo.broadcast_in_dim %601, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %612 = stablehlo.multiply %605, %611 : tensor<16x2x8xf32>
    %613 = stablehlo.sqrt %610 : tensor<16x2x8xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %615 = stablehlo.add %613, %614 : tensor<16x2x8xf32>
    %616 = stablehlo.divide %612, %615 : tensor<16x2x8xf32>
    %617 = stablehlo.subtract %417, %616 : tensor<16x2x8xf32>
    %c_168 = stablehlo.constant dense<1> : tensor<i32>
    %618 = stablehlo.add %arg12, %c_168 : tensor<i32>
    %619 = stablehlo.convert %618 : (tensor<i32>) -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %620 = stablehlo.power %cst_169, %619 : tensor<f32>
    %cst_170 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %621 = stablehlo.power %cst_170, %619 : tensor<f32>
    %cst_171 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %622 = stablehlo.subtract %cst_171, %621 : tensor<f32>
    %623 = stablehlo.sqrt %622 : tensor<f32>
    %624 = stablehlo.multiply %arg13, %623 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %625 = stablehlo.subtract %cst_172, %620 : tensor<f32>
    %626 = stablehlo.divide %624, %625 : tensor<f32>
    %627 = stablehlo.subtract %322, %arg28 : tensor<2x8xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<2x8xf32>
    %630 = stablehlo.add %arg28, %629 : tensor<2x8xf32>
    %631 = chlo.square %322 : tensor<2x8xf32> -> tensor<2x8xf32>
    %632 = stablehlo.subtract %631, %arg29 : tensor<2x8xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<2x8xf32>
    %635 = stablehlo.add %arg29, %634 : tensor<2x8xf32>
    %636 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %637 = stablehlo.multiply %630, %636 : tensor<2x8xf32>
    %638 = stablehlo.sqrt %635 : tensor<2x8xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %640 = stablehlo.add %638, %639 : tensor<2x8xf32>
    %641 = stablehlo.divide %637, %640 : tensor<2x8xf32>
    %642 = stablehlo.subtract %422, %641 : tensor<2x8xf32>
    %c_176 = stablehlo.constant dense<1> : tensor<i32>
    %643 = stablehlo.add %arg12, %c_176 : tensor<i32>
    %644 = stablehlo.convert %643 : (tensor<i32>) -> tensor<f32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %645 = stablehlo.power %cst_177, %644 : tensor<f32>
    %cst_178 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %646 = stablehlo.power %cst_178, %644 : tensor<f32>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %647 = stablehlo.subtract %cst_179, %646 : tensor<f32>
    %648 = stablehlo.sqrt %647 : tensor<f32>
    %649 = stablehlo.multiply %arg13, %648 : tensor<f32>
    %cst_180 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %650 = stablehlo.subtract %cst_180, %645 : tensor<f32>
    %651 = stablehlo.divide %649, %650 : tensor<f32>
    %652 = stablehlo.subtract %337, %arg30 : tensor<2x8x16xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %654 = stablehlo.multiply %652, %653 : tensor<2x8x16xf32>
    %655 = stablehlo.add %arg30, %654 : tensor<2x8x16xf32>
    %656 = chlo.square %337 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %657 = stablehlo.subtract %656, %arg31 : tensor<2x8x16xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %659 = stablehlo.multiply %657, %658 : tensor<2x8x16xf32>
    %660 = stablehlo.add %arg31, %659 : tensor<2x8x16xf32>
    %661 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %662 = stablehlo.multiply %655, %661 : tensor<2x8x16xf32>
    %663 = stablehlo.sqrt %660 : tensor<2x8x16xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %665 = stablehlo.add %663, %664 : tensor<2x8x16xf32>
    %666 = stablehlo.divide %662, %665 : tensor<2x8x16xf32>
    %667 = stablehlo.subtract %427, %666 : tensor<2x8x16xf32>
    %c_184 = stablehlo.constant dense<1> : tensor<i32>
    %668 = stablehlo.add %arg12, %c_184 : tensor<i32>
    %669 = stablehlo.convert %668 : (tensor<i32>) -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %670 = stablehlo.power %cst_185, %669 : tensor<f32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %671 = stablehlo.power %cst_186, %669 : tensor<f32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %672 = stablehlo.subtract %cst_187, %671 : tensor<f32>
    %673 = stablehlo.sqrt %672 : tensor<f32>
    %674 = stablehlo.multiply %arg13, %673 : tensor<f32>
    %cst_188 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %675 = stablehlo.subtract %cst_188, %670 : tensor<f32>
    %676 = stablehlo.divide %674, %675 : tensor<f32>
    %677 = stablehlo.subtract %352, %arg32 : tensor<16xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<16xf32>
    %680 = stablehlo.add %arg32, %679 : tensor<16xf32>
    %681 = chlo.square %352 : tensor<16xf32> -> tensor<16xf32>
    %682 = stablehlo.subtract %681, %arg33 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %684 = stablehlo.multiply %682, %683 : tensor<16xf32>
    %685 = stablehlo.add %arg33, %684 : tensor<16xf32>
    %686 = stablehlo.broadcast_in_dim %676, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %687 = stablehlo.multiply %680, %686 : tensor<16xf32>
    %688 = stablehlo.sqrt %685 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %690 = stablehlo.add %688, %689 : tensor<16xf32>
    %691 = stablehlo.divide %687, %690 : tensor<16xf32>
    %692 = stablehlo.subtract %432, %691 : tensor<16xf32>
    %c_192 = stablehlo.constant dense<1> : tensor<i32>
    %693 = stablehlo.add %arg12, %c_192 : tensor<i32>
    %694 = stablehlo.convert %693 : (tensor<i32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %695 = stablehlo.power %cst_193, %694 : tensor<f32>
    %cst_194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %696 = stablehlo.power %cst_194, %694 : tensor<f32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %697 = stablehlo.subtract %cst_195, %696 : tensor<f32>
    %698 = stablehlo.sqrt %697 : tensor<f32>
    %699 = stablehlo.multiply %arg13, %698 : tensor<f32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %700 = stablehlo.subtract %cst_196, %695 : tensor<f32>
    %701 = stablehlo.divide %699, %700 : tensor<f32>
    %702 = stablehlo.subtract %367, %arg34 : tensor<16x4xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %704 = stablehlo.multiply %702, %703 : tensor<16x4xf32>
    %705 = stablehlo.add %arg34, %704 : tensor<16x4xf32>
    %706 = chlo.square %367 : tensor<16x4xf32> -> tensor<16x4xf32>
    %707 = stablehlo.subtract %706, %arg35 : tensor<16x4xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<16x4xf32>
    %710 = stablehlo.add %arg35, %709 : tensor<16x4xf32>
    %711 = stablehlo.broadcast_in_dim %701, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %712 = stablehlo.multiply %705, %711 : tensor<16x4xf32>
    %713 = stablehlo.sqrt %710 : tensor<16x4xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %715 = stablehlo.add %713, %714 : tensor<16x4xf32>
    %716 = stablehlo.divide %712, %715 : tensor<16x4xf32>
    %717 = stablehlo.subtract %437, %716 : tensor<16x4xf32>
    %c_200 = stablehlo.constant dense<1> : tensor<i32>
    %718 = stablehlo.add %arg12, %c_200 : tensor<i32>
    %719 = stablehlo.convert %718 : (tensor<i32>) -> tensor<f32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %720 = stablehlo.power %cst_201, %719 : tensor<f32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %721 = stablehlo.power %cst_202, %719 : tensor<f32>
    %cst_203 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %722 = stablehlo.subtract %cst_203, %721 : tensor<f32>
    %723 = stablehlo.sqrt %722 : tensor<f32>
    %724 = stablehlo.multiply %arg13, %723 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %725 = stablehlo.subtract %cst_204, %720 : tensor<f32>
    %726 = stablehlo.divide %724, %725 : tensor<f32>
    %727 = stablehlo.subtract %382, %arg36 : tensor<4xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %729 = stablehlo.multiply %727, %728 : tensor<4xf32>
    %730 = stablehlo.add %arg36, %729 : tensor<4xf32>
    %731 = chlo.square %382 : tensor<4xf32> -> tensor<4xf32>
    %732 = stablehlo.subtract %731, %arg37 : tensor<4xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<4xf32>
    %735 = stablehlo.add %arg37, %734 : tensor<4xf32>
    %736 = stablehlo.broadcast_in_dim %726, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %737 = stablehlo.multiply %730, %736 : tensor<4xf32>
    %738 = stablehlo.sqrt %735 : tensor<4xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %740 = stablehlo.add %738, %739 : tensor<4xf32>
    %741 = stablehlo.divide %737, %740 : tensor<4xf32>
    %742 = stablehlo.subtract %442, %741 : tensor<4xf32>
    %c_208 = stablehlo.constant dense<1> : tensor<i32>
    %743 = stablehlo.add %arg12, %c_208 : tensor<i32>
    return %102, %467, %492, %517, %542, %567, %592, %617, %642, %667, %692, %717, %742, %743, %arg13, %455, %460, %480, %485, %505, %510, %530, %535, %555, %560, %580, %585, %605, %610, %630, %635, %655, %660, %680, %685, %705, %710, %730, %735, %arg38, %arg39 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<2x6x16xf32>, %arg1: tensor<i32>) -> tensor<2x6x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = chlo.square %5 : tensor<2x6x16xf32> -> tensor<2x6x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x6x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6x1xf32>
    return %14 : tensor<2x6x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x6x1xf32>, %arg2: tensor<f32>) -> tensor<2x6x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x6x1xf32>
    return %2 : tensor<2x6x1xf32>
  }
  func.func private @tril(%arg0: tensor<6x6xi1>) -> tensor<6x6xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %2 = stablehlo.add %0, %1 : tensor<6x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<6x6xi1>, tensor<6x6xi1>
    return %6 : tensor<6x6xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x2x6x6xi1>, %arg1: tensor<2x2x6x1x6xf32>, %arg2: tensor<f32>) -> (tensor<1x2x2x6x6xf32>, tensor<1x2x2x6x6xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x2x6x6xi1>) -> tensor<1x2x2x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x6x6xf32>) -> tensor<1x2x2x6x6xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x2x6x1x6xf32>) -> tensor<1x2x2x6x6xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x2x2x6x6xi1>, tensor<1x2x2x6x6xf32>
    return %4, %1 : tensor<1x2x2x6x6xf32>, tensor<1x2x2x6x6xi1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<1x2x2x6x6xi1>, %arg1: tensor<1x2x2x6x6xf32>) -> tensor<2x2x6x1x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x6x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x2x2x6x6xi1>, tensor<1x2x2x6x6xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x2x2x6x6xf32>) -> tensor<2x2x6x1x6xf32>
    return %2 : tensor<2x2x6x1x6xf32>
  }
  func.func private @_where_5(%arg0: tensor<1xi1>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x1x1xi1>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1x1xi1>, tensor<1x1x1xf32>
    return %0 : tensor<1x1x1xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x1xi1>, %arg1: tensor<1x1xf32>, %arg2: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1xi1>, tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
