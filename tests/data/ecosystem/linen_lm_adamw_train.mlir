module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<2x8xf32>, %arg6: tensor<16x2x8xf32>, %arg7: tensor<16xf32>, %arg8: tensor<2x8x16xf32>, %arg9: tensor<2x8xf32>, %arg10: tensor<16x2x8xf32>, %arg11: tensor<2x8xf32>, %arg12: tensor<16x2x8xf32>, %arg13: tensor<i32>, %arg14: tensor<32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<32x16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<16x2x8xf32>, %arg21: tensor<16xf32>, %arg22: tensor<2x8x16xf32>, %arg23: tensor<2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<2x8xf32>, %arg26: tensor<16x2x8xf32>, %arg27: tensor<32xf32>, %arg28: tensor<16x32xf32>, %arg29: tensor<32x16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<2x8xf32>, %arg33: tensor<16x2x8xf32>, %arg34: tensor<16xf32>, %arg35: tensor<2x8x16xf32>, %arg36: tensor<2x8xf32>, %arg37: tensor<16x2x8xf32>, %arg38: tensor<2x8xf32>, %arg39: tensor<16x2x8xf32>, %arg40: tensor<i32>, %arg41: tensor<2x8xi32>, %arg42: tensor<2xui32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1]['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1]['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['LayerNorm_0']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1]['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[2][1][0].count"}, tensor<32xf32> {jax.result_info = "result[2][1][0].mu['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[2][1][0].mu['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[2][1][0].mu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[2][1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[2][1][0].mu['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][1][0].nu['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[2][1][0].nu['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[2][1][0].nu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[2][1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[2][1][0].nu['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[2][1][2].count"}) {
    %0 = sdy.sharding_constraint %arg42 <@empty_mesh, [{}]> : tensor<2xui32>
    %1:2 = call @_take(%arg2, %arg41) : (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>)
    %2 = chlo.square %1#0 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %4 = stablehlo.multiply %3, %1#0 : tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1#0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%2 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8xf32>
    %11 = chlo.square %7 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.multiply %12, %7 : tensor<2x8xf32>
    %14 = stablehlo.subtract %10, %11 : tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x8xf32>
    %17 = stablehlo.compare EQ, %14, %16, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %22 = stablehlo.compare EQ, %21, %16, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %25 = stablehlo.select %22, %23, %24 : tensor<2x8xi1>, tensor<2x8xf32>
    %26 = stablehlo.divide %20, %25 : tensor<2x8xf32>
    %27 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %28 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %30 = stablehlo.subtract %1#0, %29 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %32 = stablehlo.add %28, %31 : tensor<2x8x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<2x8x1xf32>
    %34 = stablehlo.divide %33, %32 : tensor<2x8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x8x1xf32>
    %37 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x8x16xf32>
    %41 = stablehlo.multiply %30, %40 : tensor<2x8x16xf32>
    %42 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %44 = stablehlo.add %41, %43 : tensor<2x8x16xf32>
    %45 = stablehlo.iota dim = 0 : tensor<8xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %51 = stablehlo.compare GE, %49, %50, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %53 = stablehlo.convert %52 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %54 = stablehlo.dot_general %44, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.reshape %arg9 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.add %54, %56 : tensor<2x8x2x8xf32>
    %58 = stablehlo.dot_general %44, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %59 = stablehlo.reshape %arg5 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x8x2x8xf32>
    %62 = stablehlo.dot_general %44, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.reshape %arg11 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %65 = stablehlo.add %62, %64 : tensor<2x8x2x8xf32>
    %c = stablehlo.constant dense<2260319926> : tensor<ui32>
    %66 = call @_threefry_fold_in(%0, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %67 = stablehlo.sqrt %cst_13 : tensor<f32>
    %68 = stablehlo.convert %67 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %70 = stablehlo.divide %57, %69 : tensor<2x8x2x8xf32>
    %71 = stablehlo.dot_general %70, %61, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %72:2 = call @_where_0(%53, %71, %cst_14) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.reduce(%72#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<2x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %78 = stablehlo.subtract %72#0, %77 : tensor<2x2x8x8xf32>
    %79 = stablehlo.exponential %78 : tensor<2x2x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %83 = stablehlo.divide %79, %82 : tensor<2x2x8x8xf32>
    %84 = stablehlo.multiply %81, %81 : tensor<2x2x8x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %86 = stablehlo.divide %85, %84 : tensor<2x2x8x1xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %87 = call @_bernoulli(%66, %cst_19) : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %90 = stablehlo.divide %88, %89 : tensor<1x1x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<2x2x8x8xf32>
    %92 = stablehlo.multiply %83, %91 : tensor<2x2x8x8xf32>
    %93 = stablehlo.dot_general %65, %92, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %94 = stablehlo.transpose %93, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %95 = stablehlo.dot_general %94, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %96 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %98 = stablehlo.add %95, %97 : tensor<2x8x16xf32>
    %99 = stablehlo.add %1#0, %98 : tensor<2x8x16xf32>
    %100 = stablehlo.dot_general %99, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %101 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x8x32xf32>
    %104 = call @_roll_static(%arg41) : (tensor<2x8xi32>) -> tensor<2x8xi32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %106:2 = call @take_along_axis(%103, %105) : (tensor<2x8x32xf32>, tensor<2x8x1xi32>) -> (tensor<2x8x1xf32>, tensor<2x8x1x1xi32>)
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %107:2 = call @_take_3(%106#0, %c_21) : (tensor<2x8x1xf32>, tensor<i32>) -> (tensor<2x8xf32>, tensor<1xi32>)
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.reduce(%103 init: %cst_22) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %110 = stablehlo.maximum %109, %108 : tensor<2x8xf32>
    %111 = stablehlo.is_finite %110 : (tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %113 = stablehlo.select %111, %110, %112 : tensor<2x8xi1>, tensor<2x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.subtract %103, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.exponential %116 : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %119 = stablehlo.abs %118 : tensor<2x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %121 = stablehlo.compare GE, %118, %120, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %122 = stablehlo.log %119 : tensor<2x8xf32>
    %123 = stablehlo.add %122, %113 : tensor<2x8xf32>
    %124 = stablehlo.subtract %123, %107#0 : tensor<2x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %126 = stablehlo.divide %125, %cst_28 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %127 = stablehlo.divide %cst_29, %cst_30 : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %129 = stablehlo.negate %128 : tensor<2x8xf32>
    %130 = stablehlo.divide %128, %119 : tensor<2x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %132 = stablehlo.select %121, %131, %130 : tensor<2x8xi1>, tensor<2x8xf32>
    %133 = stablehlo.select %121, %130, %131 : tensor<2x8xi1>, tensor<2x8xf32>
    %134 = stablehlo.negate %132 : tensor<2x8xf32>
    %135 = stablehlo.add %133, %134 : tensor<2x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.multiply %136, %117 : tensor<2x8x32xf32>
    %138 = call @_take_5(%107#1, %129) : (tensor<1xi32>, tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %139 = call @take_along_axis_6(%106#1, %138) : (tensor<2x8x1x1xi32>, tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.add %137, %139 : tensor<2x8x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %142 = stablehlo.reshape %141 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %144 = stablehlo.dot_general %140, %99, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %145 = stablehlo.transpose %144, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.dot_general %140, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %148 = stablehlo.reshape %147 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %150 = stablehlo.dot_general %146, %94, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %151 = stablehlo.transpose %150, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %152 = stablehlo.dot_general %146, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %154 = stablehlo.dot_general %153, %65, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %155 = stablehlo.dot_general %153, %92, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %157 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<2x2x8x8xf32>
    %158 = stablehlo.multiply %154, %157 : tensor<2x2x8x8xf32>
    %159 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<2x2x8x8xf32>
    %161 = stablehlo.multiply %160, %79 : tensor<2x2x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %164 = stablehlo.negate %163 : tensor<2x2x8x1xf32>
    %165 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %166 = stablehlo.divide %158, %165 : tensor<2x2x8x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%164 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %169 = stablehlo.add %166, %168 : tensor<2x2x8x8xf32>
    %170 = stablehlo.multiply %169, %79 : tensor<2x2x8x8xf32>
    %171 = call @_where_7(%72#1, %170) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.dot_general %171, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %174 = stablehlo.dot_general %171, %61, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %175 = stablehlo.transpose %174, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %176 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %177 = stablehlo.divide %175, %176 : tensor<2x8x2x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%156 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %181 = stablehlo.dot_general %156, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %182 = stablehlo.transpose %181, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %183 = stablehlo.dot_general %156, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%173 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %187 = stablehlo.dot_general %173, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %188 = stablehlo.transpose %187, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %189 = stablehlo.dot_general %173, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %190 = stablehlo.add %183, %189 : tensor<2x8x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%177 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %194 = stablehlo.dot_general %177, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %195 = stablehlo.transpose %194, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %196 = stablehlo.dot_general %177, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %197 = stablehlo.add %190, %196 : tensor<2x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %199 = stablehlo.reshape %198 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %201 = stablehlo.multiply %30, %197 : tensor<2x8x16xf32>
    %202 = stablehlo.multiply %197, %40 : tensor<2x8x16xf32>
    %203 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.multiply %203, %201 : tensor<2x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %206 = stablehlo.reshape %205 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %207 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %208 = stablehlo.multiply %201, %207 : tensor<2x8x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %211 = stablehlo.reshape %206 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %212 = stablehlo.multiply %210, %36 : tensor<2x8x1xf32>
    %213 = stablehlo.negate %202 : tensor<2x8x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %216 = stablehlo.add %146, %202 : tensor<2x8x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%212 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%215 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %219 = stablehlo.multiply %217, %26 : tensor<2x8xf32>
    %220 = stablehlo.negate %219 : tensor<2x8xf32>
    %221 = stablehlo.multiply %220, %13 : tensor<2x8xf32>
    %222 = stablehlo.add %218, %221 : tensor<2x8xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %224 = stablehlo.divide %219, %223 : tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %227 = stablehlo.divide %222, %226 : tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %229 = stablehlo.add %216, %228 : tensor<2x8x16xf32>
    %230 = stablehlo.multiply %225, %4 : tensor<2x8x16xf32>
    %231 = stablehlo.add %229, %230 : tensor<2x8x16xf32>
    %232 = call @_take_8(%1#1, %231) : (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %233 = chlo.square %143 : tensor<32xf32> -> tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %235 = chlo.square %234 : tensor<32xf32> -> tensor<32xf32>
    %236 = stablehlo.add %233, %235 : tensor<32xf32>
    %237 = chlo.square %145 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %239 = chlo.square %238 : tensor<16x32xf32> -> tensor<16x32xf32>
    %240 = stablehlo.add %237, %239 : tensor<16x32xf32>
    %241 = chlo.square %232 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %243 = chlo.square %242 : tensor<32x16xf32> -> tensor<32x16xf32>
    %244 = stablehlo.add %241, %243 : tensor<32x16xf32>
    %245 = chlo.square %200 : tensor<16xf32> -> tensor<16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %247 = chlo.square %246 : tensor<16xf32> -> tensor<16xf32>
    %248 = stablehlo.add %245, %247 : tensor<16xf32>
    %249 = chlo.square %211 : tensor<16xf32> -> tensor<16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = chlo.square %250 : tensor<16xf32> -> tensor<16xf32>
    %252 = stablehlo.add %249, %251 : tensor<16xf32>
    %253 = chlo.square %186 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %255 = chlo.square %254 : tensor<2x8xf32> -> tensor<2x8xf32>
    %256 = stablehlo.add %253, %255 : tensor<2x8xf32>
    %257 = chlo.square %188 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %259 = chlo.square %258 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %260 = stablehlo.add %257, %259 : tensor<16x2x8xf32>
    %261 = chlo.square %149 : tensor<16xf32> -> tensor<16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %263 = chlo.square %262 : tensor<16xf32> -> tensor<16xf32>
    %264 = stablehlo.add %261, %263 : tensor<16xf32>
    %265 = chlo.square %151 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %267 = chlo.square %266 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %268 = stablehlo.add %265, %267 : tensor<2x8x16xf32>
    %269 = chlo.square %193 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %271 = chlo.square %270 : tensor<2x8xf32> -> tensor<2x8xf32>
    %272 = stablehlo.add %269, %271 : tensor<2x8xf32>
    %273 = chlo.square %195 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %275 = chlo.square %274 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %276 = stablehlo.add %273, %275 : tensor<16x2x8xf32>
    %277 = chlo.square %180 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %279 = chlo.square %278 : tensor<2x8xf32> -> tensor<2x8xf32>
    %280 = stablehlo.add %277, %279 : tensor<2x8xf32>
    %281 = chlo.square %182 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %283 = chlo.square %282 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %284 = stablehlo.add %281, %283 : tensor<16x2x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%236 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%240 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%244 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%248 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%252 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%256 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%260 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%264 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%268 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%272 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%276 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%280 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%284 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.add %cst_73, %285 : tensor<f32>
    %299 = stablehlo.add %298, %286 : tensor<f32>
    %300 = stablehlo.add %299, %287 : tensor<f32>
    %301 = stablehlo.add %300, %288 : tensor<f32>
    %302 = stablehlo.add %301, %289 : tensor<f32>
    %303 = stablehlo.add %302, %290 : tensor<f32>
    %304 = stablehlo.add %303, %291 : tensor<f32>
    %305 = stablehlo.add %304, %292 : tensor<f32>
    %306 = stablehlo.add %305, %293 : tensor<f32>
    %307 = stablehlo.add %306, %294 : tensor<f32>
    %308 = stablehlo.add %307, %295 : tensor<f32>
    %309 = stablehlo.add %308, %296 : tensor<f32>
    %310 = stablehlo.add %309, %297 : tensor<f32>
    %311 = stablehlo.sqrt %310 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.compare LT, %311, %cst_74, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %313 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %314 = stablehlo.divide %143, %313 : tensor<32xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<32xf32>
    %317 = stablehlo.select %312, %143, %316 : tensor<i1>, tensor<32xf32>
    %318 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %319 = stablehlo.divide %145, %318 : tensor<16x32xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<16x32xf32>
    %322 = stablehlo.select %312, %145, %321 : tensor<i1>, tensor<16x32xf32>
    %323 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %324 = stablehlo.divide %232, %323 : tensor<32x16xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<32x16xf32>
    %327 = stablehlo.select %312, %232, %326 : tensor<i1>, tensor<32x16xf32>
    %328 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %329 = stablehlo.divide %200, %328 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<16xf32>
    %332 = stablehlo.select %312, %200, %331 : tensor<i1>, tensor<16xf32>
    %333 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %334 = stablehlo.divide %211, %333 : tensor<16xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<16xf32>
    %337 = stablehlo.select %312, %211, %336 : tensor<i1>, tensor<16xf32>
    %338 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %339 = stablehlo.divide %186, %338 : tensor<2x8xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<2x8xf32>
    %342 = stablehlo.select %312, %186, %341 : tensor<i1>, tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %344 = stablehlo.divide %188, %343 : tensor<16x2x8xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<16x2x8xf32>
    %347 = stablehlo.select %312, %188, %346 : tensor<i1>, tensor<16x2x8xf32>
    %348 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %349 = stablehlo.divide %149, %348 : tensor<16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<16xf32>
    %352 = stablehlo.select %312, %149, %351 : tensor<i1>, tensor<16xf32>
    %353 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %354 = stablehlo.divide %151, %353 : tensor<2x8x16xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<2x8x16xf32>
    %357 = stablehlo.select %312, %151, %356 : tensor<i1>, tensor<2x8x16xf32>
    %358 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %359 = stablehlo.divide %193, %358 : tensor<2x8xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<2x8xf32>
    %362 = stablehlo.select %312, %193, %361 : tensor<i1>, tensor<2x8xf32>
    %363 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %364 = stablehlo.divide %195, %363 : tensor<16x2x8xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<16x2x8xf32>
    %367 = stablehlo.select %312, %195, %366 : tensor<i1>, tensor<16x2x8xf32>
    %368 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %369 = stablehlo.divide %180, %368 : tensor<2x8xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<2x8xf32>
    %372 = stablehlo.select %312, %180, %371 : tensor<i1>, tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %374 = stablehlo.divide %182, %373 : tensor<16x2x8xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<16x2x8xf32>
    %377 = stablehlo.select %312, %182, %376 : tensor<i1>, tensor<16x2x8xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %379 = stablehlo.multiply %378, %317 : tensor<32xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.multiply %380, %arg14 : tensor<32xf32>
    %382 = stablehlo.add %379, %381 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %384 = stablehlo.multiply %383, %322 : tensor<16x32xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %386 = stablehlo.multiply %385, %arg15 : tensor<16x32xf32>
    %387 = stablehlo.add %384, %386 : tensor<16x32xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %389 = stablehlo.multiply %388, %327 : tensor<32x16xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %391 = stablehlo.multiply %390, %arg16 : tensor<32x16xf32>
    %392 = stablehlo.add %389, %391 : tensor<32x16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %394 = stablehlo.multiply %393, %332 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %396 = stablehlo.multiply %395, %arg17 : tensor<16xf32>
    %397 = stablehlo.add %394, %396 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %399 = stablehlo.multiply %398, %337 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %401 = stablehlo.multiply %400, %arg18 : tensor<16xf32>
    %402 = stablehlo.add %399, %401 : tensor<16xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %404 = stablehlo.multiply %403, %342 : tensor<2x8xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %406 = stablehlo.multiply %405, %arg19 : tensor<2x8xf32>
    %407 = stablehlo.add %404, %406 : tensor<2x8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %409 = stablehlo.multiply %408, %347 : tensor<16x2x8xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %411 = stablehlo.multiply %410, %arg20 : tensor<16x2x8xf32>
    %412 = stablehlo.add %409, %411 : tensor<16x2x8xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %414 = stablehlo.multiply %413, %352 : tensor<16xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %416 = stablehlo.multiply %415, %arg21 : tensor<16xf32>
    %417 = stablehlo.add %414, %416 : tensor<16xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %419 = stablehlo.multiply %418, %357 : tensor<2x8x16xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %421 = stablehlo.multiply %420, %arg22 : tensor<2x8x16xf32>
    %422 = stablehlo.add %419, %421 : tensor<2x8x16xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %424 = stablehlo.multiply %423, %362 : tensor<2x8xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %426 = stablehlo.multiply %425, %arg23 : tensor<2x8xf32>
    %427 = stablehlo.add %424, %426 : tensor<2x8xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %429 = stablehlo.multiply %428, %367 : tensor<16x2x8xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %431 = stablehlo.multiply %430, %arg24 : tensor<16x2x8xf32>
    %432 = stablehlo.add %429, %431 : tensor<16x2x8xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %434 = stablehlo.multiply %433, %372 : tensor<2x8xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %436 = stablehlo.multiply %435, %arg25 : tensor<2x8xf32>
    %437 = stablehlo.add %434, %436 : tensor<2x8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %439 = stablehlo.multiply %438, %377 : tensor<16x2x8xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %441 = stablehlo.multiply %440, %arg26 : tensor<16x2x8xf32>
    %442 = stablehlo.add %439, %441 : tensor<16x2x8xf32>
    %443 = stablehlo.multiply %317, %317 : tensor<32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<32xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %447 = stablehlo.multiply %446, %arg27 : tensor<32xf32>
    %448 = stablehlo.add %445, %447 : tensor<32xf32>
    %449 = stablehlo.multiply %322, %322 : tensor<16x32xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<16x32xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %453 = stablehlo.multiply %452, %arg28 : tensor<16x32xf32>
    %454 = stablehlo.add %451, %453 : tensor<16x32xf32>
    %455 = stablehlo.multiply %327, %327 : tensor<32x16xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %457 = stablehlo.multiply %456, %455 : tensor<32x16xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %459 = stablehlo.multiply %458, %arg29 : tensor<32x16xf32>
    %460 = stablehlo.add %457, %459 : tensor<32x16xf32>
    %461 = stablehlo.multiply %332, %332 : tensor<16xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<16xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %465 = stablehlo.multiply %464, %arg30 : tensor<16xf32>
    %466 = stablehlo.add %463, %465 : tensor<16xf32>
    %467 = stablehlo.multiply %337, %337 : tensor<16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %469 = stablehlo.multiply %468, %467 : tensor<16xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %471 = stablehlo.multiply %470, %arg31 : tensor<16xf32>
    %472 = stablehlo.add %469, %471 : tensor<16xf32>
    %473 = stablehlo.multiply %342, %342 : tensor<2x8xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<2x8xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %477 = stablehlo.multiply %476, %arg32 : tensor<2x8xf32>
    %478 = stablehlo.add %475, %477 : tensor<2x8xf32>
    %479 = stablehlo.multiply %347, %347 : tensor<16x2x8xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %481 = stablehlo.multiply %480, %479 : tensor<16x2x8xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %483 = stablehlo.multiply %482, %arg33 : tensor<16x2x8xf32>
    %484 = stablehlo.add %481, %483 : tensor<16x2x8xf32>
    %485 = stablehlo.multiply %352, %352 : tensor<16xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<16xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %489 = stablehlo.multiply %488, %arg34 : tensor<16xf32>
    %490 = stablehlo.add %487, %489 : tensor<16xf32>
    %491 = stablehlo.multiply %357, %357 : tensor<2x8x16xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %493 = stablehlo.multiply %492, %491 : tensor<2x8x16xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %495 = stablehlo.multiply %494, %arg35 : tensor<2x8x16xf32>
    %496 = stablehlo.add %493, %495 : tensor<2x8x16xf32>
    %497 = stablehlo.multiply %362, %362 : tensor<2x8xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<2x8xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %501 = stablehlo.multiply %500, %arg36 : tensor<2x8xf32>
    %502 = stablehlo.add %499, %501 : tensor<2x8xf32>
    %503 = stablehlo.multiply %367, %367 : tensor<16x2x8xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %505 = stablehlo.multiply %504, %503 : tensor<16x2x8xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %507 = stablehlo.multiply %506, %arg37 : tensor<16x2x8xf32>
    %508 = stablehlo.add %505, %507 : tensor<16x2x8xf32>
    %509 = stablehlo.multiply %372, %372 : tensor<2x8xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %511 = stablehlo.multiply %510, %509 : tensor<2x8xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %513 = stablehlo.multiply %512, %arg38 : tensor<2x8xf32>
    %514 = stablehlo.add %511, %513 : tensor<2x8xf32>
    %515 = stablehlo.multiply %377, %377 : tensor<16x2x8xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %517 = stablehlo.multiply %516, %515 : tensor<16x2x8xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %519 = stablehlo.multiply %518, %arg39 : tensor<16x2x8xf32>
    %520 = stablehlo.add %517, %519 : tensor<16x2x8xf32>
    %c_140 = stablehlo.constant dense<2147483647> : tensor<i32>
    %521 = stablehlo.compare LT, %arg13, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_141 = stablehlo.constant dense<1> : tensor<i32>
    %522 = stablehlo.add %arg13, %c_141 : tensor<i32>
    %c_142 = stablehlo.constant dense<2147483647> : tensor<i32>
    %523 = call @_where_9(%521, %522, %c_142) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %524 = stablehlo.convert %523 : (tensor<i32>) -> tensor<f32>
    %525 = stablehlo.power %cst_143, %524 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %526 = stablehlo.subtract %cst_144, %525 : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %528 = stablehlo.divide %382, %527 : tensor<32xf32>
    %529 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %530 = stablehlo.divide %387, %529 : tensor<16x32xf32>
    %531 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %532 = stablehlo.divide %392, %531 : tensor<32x16xf32>
    %533 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %534 = stablehlo.divide %397, %533 : tensor<16xf32>
    %535 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %536 = stablehlo.divide %402, %535 : tensor<16xf32>
    %537 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %538 = stablehlo.divide %407, %537 : tensor<2x8xf32>
    %539 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %540 = stablehlo.divide %412, %539 : tensor<16x2x8xf32>
    %541 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %542 = stablehlo.divide %417, %541 : tensor<16xf32>
    %543 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %544 = stablehlo.divide %422, %543 : tensor<2x8x16xf32>
    %545 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %546 = stablehlo.divide %427, %545 : tensor<2x8xf32>
    %547 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %548 = stablehlo.divide %432, %547 : tensor<16x2x8xf32>
    %549 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %550 = stablehlo.divide %437, %549 : tensor<2x8xf32>
    %551 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %552 = stablehlo.divide %442, %551 : tensor<16x2x8xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %553 = stablehlo.convert %523 : (tensor<i32>) -> tensor<f32>
    %554 = stablehlo.power %cst_145, %553 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %555 = stablehlo.subtract %cst_146, %554 : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %557 = stablehlo.divide %448, %556 : tensor<32xf32>
    %558 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %559 = stablehlo.divide %454, %558 : tensor<16x32xf32>
    %560 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %561 = stablehlo.divide %460, %560 : tensor<32x16xf32>
    %562 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %563 = stablehlo.divide %466, %562 : tensor<16xf32>
    %564 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %565 = stablehlo.divide %472, %564 : tensor<16xf32>
    %566 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %567 = stablehlo.divide %478, %566 : tensor<2x8xf32>
    %568 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %569 = stablehlo.divide %484, %568 : tensor<16x2x8xf32>
    %570 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %571 = stablehlo.divide %490, %570 : tensor<16xf32>
    %572 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %573 = stablehlo.divide %496, %572 : tensor<2x8x16xf32>
    %574 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %575 = stablehlo.divide %502, %574 : tensor<2x8xf32>
    %576 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %577 = stablehlo.divide %508, %576 : tensor<16x2x8xf32>
    %578 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %579 = stablehlo.divide %514, %578 : tensor<2x8xf32>
    %580 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %581 = stablehlo.divide %520, %580 : tensor<16x2x8xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %583 = stablehlo.add %557, %582 : tensor<32xf32>
    %584 = stablehlo.sqrt %583 : tensor<32xf32>
    %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %586 = stablehlo.add %584, %585 : tensor<32xf32>
    %587 = stablehlo.divide %528, %586 : tensor<32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %589 = stablehlo.add %559, %588 : tensor<16x32xf32>
    %590 = stablehlo.sqrt %589 : tensor<16x32xf32>
    %cst_150 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %592 = stablehlo.add %590, %591 : tensor<16x32xf32>
    %593 = stablehlo.divide %530, %592 : tensor<16x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %595 = stablehlo.add %561, %594 : tensor<32x16xf32>
    %596 = stablehlo.sqrt %595 : tensor<32x16xf32>
    %cst_152 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %598 = stablehlo.add %596, %597 : tensor<32x16xf32>
    %599 = stablehlo.divide %532, %598 : tensor<32x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %601 = stablehlo.add %563, %600 : tensor<16xf32>
    %602 = stablehlo.sqrt %601 : tensor<16xf32>
    %cst_154 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %604 = stablehlo.add %602, %603 : tensor<16xf32>
    %605 = stablehlo.divide %534, %604 : tensor<16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %607 = stablehlo.add %565, %606 : tensor<16xf32>
    %608 = stablehlo.sqrt %607 : tensor<16xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %610 = stablehlo.add %608, %609 : tensor<16xf32>
    %611 = stablehlo.divide %536, %610 : tensor<16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %613 = stablehlo.add %567, %612 : tensor<2x8xf32>
    %614 = stablehlo.sqrt %613 : tensor<2x8xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %616 = stablehlo.add %614, %615 : tensor<2x8xf32>
    %617 = stablehlo.divide %538, %616 : tensor<2x8xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %619 = stablehlo.add %569, %618 : tensor<16x2x8xf32>
    %620 = stablehlo.sqrt %619 : tensor<16x2x8xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %622 = stablehlo.add %620, %621 : tensor<16x2x8xf32>
    %623 = stablehlo.divide %540, %622 : tensor<16x2x8xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %625 = stablehlo.add %571, %624 : tensor<16xf32>
    %626 = stablehlo.sqrt %625 : tensor<16xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %628 = stablehlo.add %626, %627 : tensor<16xf32>
    %629 = stablehlo.divide %542, %628 : tensor<16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %631 = stablehlo.add %573, %630 : tensor<2x8x16xf32>
    %632 = stablehlo.sqrt %631 : tensor<2x8x16xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %634 = stablehlo.add %632, %633 : tensor<2x8x16xf32>
    %635 = stablehlo.divide %544, %634 : tensor<2x8x16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %637 = stablehlo.add %575, %636 : tensor<2x8xf32>
    %638 = stablehlo.sqrt %637 : tensor<2x8xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %640 = stablehlo.add %638, %639 : tensor<2x8xf32>
    %641 = stablehlo.divide %546, %640 : tensor<2x8xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %643 = stablehlo.add %577, %642 : tensor<16x2x8xf32>
    %644 = stablehlo.sqrt %643 : tensor<16x2x8xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %646 = stablehlo.add %644, %645 : tensor<16x2x8xf32>
    %647 = stablehlo.divide %548, %646 : tensor<16x2x8xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %649 = stablehlo.add %579, %648 : tensor<2x8xf32>
    %650 = stablehlo.sqrt %649 : tensor<2x8xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %652 = stablehlo.add %650, %651 : tensor<2x8xf32>
    %653 = stablehlo.divide %550, %652 : tensor<2x8xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %655 = stablehlo.add %581, %654 : tensor<16x2x8xf32>
    %656 = stablehlo.sqrt %655 : tensor<16x2x8xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %658 = stablehlo.add %656, %657 : tensor<16x2x8xf32>
    %659 = stablehlo.divide %552, %658 : tensor<16x2x8xf32>
    %cst_173 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %661 = stablehlo.multiply %660, %arg0 : tensor<32xf32>
    %662 = stablehlo.add %587, %661 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %664 = stablehlo.multiply %663, %arg1 : tensor<16x32xf32>
    %665 = stablehlo.add %593, %664 : tensor<16x32xf32>
    %cst_175 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %667 = stablehlo.multiply %666, %arg2 : tensor<32x16xf32>
    %668 = stablehlo.add %599, %667 : tensor<32x16xf32>
    %cst_176 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %670 = stablehlo.multiply %669, %arg3 : tensor<16xf32>
    %671 = stablehlo.add %605, %670 : tensor<16xf32>
    %cst_177 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %673 = stablehlo.multiply %672, %arg4 : tensor<16xf32>
    %674 = stablehlo.add %611, %673 : tensor<16xf32>
    %cst_178 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %676 = stablehlo.multiply %675, %arg5 : tensor<2x8xf32>
    %677 = stablehlo.add %617, %676 : tensor<2x8xf32>
    %cst_179 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %679 = stablehlo.multiply %678, %arg6 : tensor<16x2x8xf32>
    %680 = stablehlo.add %623, %679 : tensor<16x2x8xf32>
    %cst_180 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %682 = stablehlo.multiply %681, %arg7 : tensor<16xf32>
    %683 = stablehlo.add %629, %682 : tensor<16xf32>
    %cst_181 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %685 = stablehlo.multiply %684, %arg8 : tensor<2x8x16xf32>
    %686 = stablehlo.add %635, %685 : tensor<2x8x16xf32>
    %cst_182 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %688 = stablehlo.multiply %687, %arg9 : tensor<2x8xf32>
    %689 = stablehlo.add %641, %688 : tensor<2x8xf32>
    %cst_183 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %691 = stablehlo.multiply %690, %arg10 : tensor<16x2x8xf32>
    %692 = stablehlo.add %647, %691 : tensor<16x2x8xf32>
    %cst_184 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %694 = stablehlo.multiply %693, %arg11 : tensor<2x8xf32>
    %695 = stablehlo.add %653, %694 : tensor<2x8xf32>
    %cst_185 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %697 = stablehlo.multiply %696, %arg12 : tensor<16x2x8xf32>
    %698 = stablehlo.add %659, %697 : tensor<16x2x8xf32>
    %c_186 = stablehlo.constant dense<0> : tensor<i32>
    %699 = stablehlo.subtract %arg40, %c_186 : tensor<i32>
    %c_187 = stablehlo.constant dense<0> : tensor<i32>
    %c_188 = stablehlo.constant dense<2> : tensor<i32>
    %700 = call @clip(%699, %c_187, %c_188) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %701 = stablehlo.convert %700 : (tensor<i32>) -> tensor<f32>
    %cst_189 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %702 = stablehlo.divide %701, %cst_189 : tensor<f32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %703 = stablehlo.subtract %cst_190, %702 : tensor<f32>
    %cst_191 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %704 = stablehlo.multiply %cst_191, %703 : tensor<f32>
    %cst_192 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %705 = stablehlo.add %704, %cst_192 : tensor<f32>
    %c_193 = stablehlo.constant dense<2> : tensor<i32>
    %706 = stablehlo.compare LT, %arg40, %c_193, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_194 = stablehlo.constant dense<2> : tensor<i32>
    %707 = stablehlo.subtract %arg40, %c_194 : tensor<i32>
    %708 = stablehlo.convert %707 : (tensor<i32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %709 = stablehlo.minimum %708, %cst_195 : tensor<f32>
    %cst_196 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %710 = stablehlo.multiply %cst_196, %709 : tensor<f32>
    %cst_197 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %711 = stablehlo.divide %710, %cst_197 : tensor<f32>
    %712 = stablehlo.cosine %711 : tensor<f32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %713 = stablehlo.add %cst_198, %712 : tensor<f32>
    %cst_199 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %714 = stablehlo.multiply %cst_199, %713 : tensor<f32>
    %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %715 = stablehlo.power %714, %cst_200 : tensor<f32>
    %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %716 = stablehlo.multiply %cst_201, %715 : tensor<f32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.add %716, %cst_202 : tensor<f32>
    %cst_203 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %718 = stablehlo.multiply %cst_203, %717 : tensor<f32>
    %719 = call @_where_10(%706, %705, %718) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_204 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %720 = stablehlo.multiply %cst_204, %719 : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %722 = stablehlo.multiply %721, %662 : tensor<32xf32>
    %723 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %724 = stablehlo.multiply %723, %665 : tensor<16x32xf32>
    %725 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %726 = stablehlo.multiply %725, %668 : tensor<32x16xf32>
    %727 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %728 = stablehlo.multiply %727, %671 : tensor<16xf32>
    %729 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %730 = stablehlo.multiply %729, %674 : tensor<16xf32>
    %731 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %732 = stablehlo.multiply %731, %677 : tensor<2x8xf32>
    %733 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %734 = stablehlo.multiply %733, %680 : tensor<16x2x8xf32>
    %735 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %736 = stablehlo.multiply %735, %683 : tensor<16xf32>
    %737 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %738 = stablehlo.multiply %737, %686 : tensor<2x8x16xf32>
    %739 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %740 = stablehlo.multiply %739, %689 : tensor<2x8xf32>
    %741 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %742 = stablehlo.multiply %741, %692 : tensor<16x2x8xf32>
    %743 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %744 = stablehlo.multiply %743, %695 : tensor<2x8xf32>
    %745 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %746 = stablehlo.multiply %745, %698 : tensor<16x2x8xf32>
    %c_205 = stablehlo.constant dense<2147483647> : tensor<i32>
    %747 = stablehlo.compare LT, %arg40, %c_205, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_206 = stablehlo.constant dense<1> : tensor<i32>
    %748 = stablehlo.add %arg40, %c_206 : tensor<i32>
    %c_207 = stablehlo.constant dense<2147483647> : tensor<i32>
    %749 = call @_where_9(%747, %748, %c_207) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %750 = stablehlo.add %arg0, %722 : tensor<32xf32>
    %751 = stablehlo.add %arg1, %724 : tensor<16x32xf32>
    %752 = stablehlo.add %arg2, %726 : tensor<32x16xf32>
    %753 = stablehlo.add %arg3, %728 : tensor<16xf32>
    %754 = stablehlo.add %arg4, %730 : tensor<16xf32>
    %755 = stablehlo.add %arg5, %732 : tensor<2x8xf32>
    %756 = stablehlo.add %arg6, %734 : tensor<16x2x8xf32>
    %757 = stablehlo.add %arg7, %736 : tensor<16xf32>
    %758 = stablehlo.add %arg8, %738 : tensor<2x8x16xf32>
    %759 = stablehlo.add %arg9, %740 : tensor<2x8xf32>
    %760 = stablehlo.add %arg10, %742 : tensor<16x2x8xf32>
    %761 = stablehlo.add %arg11, %744 : tensor<2x8xf32>
    %762 = stablehlo.add %arg12, %746 : tensor<16x2x8xf32>
    return %126, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %523, %382, %387, %392, %397, %402, %407, %412, %417, %422, %427, %432, %437, %442, %448, %454, %460, %466, %472, %478, %484, %490, %496, %502, %508, %514, %520, %749 : tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>
  }
  func.func private @_take(%arg0: tensor<32x16xf32>, %arg1: tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    return %16, %5 : tensor<2x8x16xf32>, tensor<2x8x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %4, %2 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<1x1x8x8xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xi1>
    return %2 : tensor<1x1x8x8xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x8x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<1x1x8x8xui64>
    %9 = stablehlo.iota dim = 1 : tensor<1x1x8x8xui64>
    %10 = stablehlo.iota dim = 2 : tensor<1x1x8x8xui64>
    %11 = stablehlo.iota dim = 3 : tensor<1x1x8x8xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<1x1x8x8xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<1x1x8x8xui64>
    %c_1 = stablehlo.constant dense<8> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %17 = stablehlo.multiply %16, %10 : tensor<1x1x8x8xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %19 = stablehlo.multiply %18, %11 : tensor<1x1x8x8xui64>
    %20 = stablehlo.add %13, %15 : tensor<1x1x8x8xui64>
    %21 = stablehlo.add %20, %17 : tensor<1x1x8x8xui64>
    %22 = stablehlo.add %21, %19 : tensor<1x1x8x8xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x8x8xui64>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<1x1x8x8xui64>
    %25 = stablehlo.convert %22 : (tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui32>
    %26 = stablehlo.convert %24 : (tensor<1x1x8x8xui64>) -> tensor<1x1x8x8xui32>
    %27:2 = call @threefry2x32_1(%5, %7, %26, %25) : (tensor<ui32>, tensor<ui32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) -> (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>)
    %28 = stablehlo.xor %27#0, %27#1 : tensor<1x1x8x8xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<1x1x8x8xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %32 = stablehlo.or %30, %31 : tensor<1x1x8x8xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<1x1x8x8xui32>) -> tensor<1x1x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<1x1x8x8xf32>
    %36 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<1x1x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %40 = stablehlo.add %38, %39 : tensor<1x1x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<1x1x8x8xf32>
    return %42 : tensor<1x1x8x8xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x8x8xui32>, %arg3: tensor<1x1x8x8xui32>) -> (tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x8x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x8x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<1x1x8x8xui32>, %arg2: tensor<1x1x8x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x8x8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x8x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x8x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x8x8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x8x8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x8x8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x8x8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x8x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x8x8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x8x8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x8x8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x8x8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x8x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x8x8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x8x8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x8x8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x8x8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x8x8xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x8x8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x8x8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x8x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x8x8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x8x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x8x8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x8x8xui32>, tensor<1x1x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_roll_static(%arg0: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi32>) -> tensor<2x7xi32>
    %1 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x8xi32>) -> tensor<2x1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x7xi32>, tensor<2x1xi32>) -> tensor<2x8xi32>
    return %2 : tensor<2x8xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x8x32xf32>, %arg1: tensor<2x8x1xi32>) -> (tensor<2x8x1xf32>, tensor<2x8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x8x1xi1>, tensor<2x8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x1xi32>) -> tensor<2x8x1x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1x1xi32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1x1xi32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x8x1x1xi1>, tensor<i1>) -> tensor<2x8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x8x32xf32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x8x1xi1>, tensor<2x8x1xf32>
    return %15, %5 : tensor<2x8x1xf32>, tensor<2x8x1x1xi32>
  }
  func.func private @_take_3(%arg0: tensor<2x8x1xf32>, %arg1: tensor<i32>) -> (tensor<2x8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_4(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1>}> : (tensor<2x8x1xf32>, tensor<1xi32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2x8xi1>, tensor<2x8xf32>
    return %13, %3 : tensor<2x8xf32>, tensor<1xi32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_5(%arg0: tensor<1xi32>, %arg1: tensor<2x8xf32>) -> tensor<2x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x8x1xf32>, tensor<1xi32>, tensor<2x8xf32>) -> tensor<2x8x1xf32>
    return %1 : tensor<2x8x1xf32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<2x8x1x1xi32>, %arg1: tensor<2x8x1xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x8x32xf32>, tensor<2x8x1x1xi32>, tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    return %1 : tensor<2x8x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @_take_8(%arg0: tensor<2x8x1xi32>, %arg1: tensor<2x8x16xf32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
