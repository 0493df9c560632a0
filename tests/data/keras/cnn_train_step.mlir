module @jit_cnn_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x2x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<64x3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<2xui32>, %arg9: tensor<i32>, %arg10: tensor<f32>, %arg11: tensor<3x3x2x4xf32>, %arg12: tensor<3x3x2x4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>, %arg16: tensor<4xf32>, %arg17: tensor<4xf32>, %arg18: tensor<4xf32>, %arg19: tensor<64x3xf32>, %arg20: tensor<64x3xf32>, %arg21: tensor<3xf32>, %arg22: tensor<3xf32>, %arg23: tensor<f32>, %arg24: tensor<f32>, %arg25: tensor<4x8x8x2xf32>, %arg26: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x2x4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}, tensor<4xf32> {jax.result_info = "result[1][2]"}, tensor<4xf32> {jax.result_info = "result[1][3]"}, tensor<64x3xf32> {jax.result_info = "result[1][4]"}, tensor<3xf32> {jax.result_info = "result[1][5]"}, tensor<4xf32> {jax.result_info = "result[2][0]"}, tensor<4xf32> {jax.result_info = "result[2][1]"}, tensor<2xui32> {jax.result_info = "result[2][2]"}, tensor<i32> {jax.result_info = "result[3][0]"}, tensor<f32> {jax.result_info = "result[3][1]"}, tensor<3x3x2x4xf32> {jax.result_info = "result[3][2]"}, tensor<3x3x2x4xf32> {jax.result_info = "result[3][3]"}, tensor<4xf32> {jax.result_info = "result[3][4]"}, tensor<4xf32> {jax.result_info = "result[3][5]"}, tensor<4xf32> {jax.result_info = "result[3][6]"}, tensor<4xf32> {jax.result_info = "result[3][7]"}, tensor<4xf32> {jax.result_info = "result[3][8]"}, tensor<4xf32> {jax.result_info = "result[3][9]"}, tensor<64x3xf32> {jax.result_info = "result[3][10]"}, tensor<64x3xf32> {jax.result_info = "result[3][11]"}, tensor<3xf32> {jax.result_info = "result[3][12]"}, tensor<3xf32> {jax.result_info = "result[3][13]"}, tensor<f32> {jax.result_info = "result[4][0]"}, tensor<f32> {jax.result_info = "result[4][1]"}) {
    %c = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<1xi32>
    %0 = stablehlo.convolution(%arg25, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<4x8x8x4xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x8x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %7 = stablehlo.divide %5, %6 : tensor<1x1x1x4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8:4 = call @_var(%3, %c_2) : (tensor<4x8x8x4xf32>, tensor<i32>) -> (tensor<1x1x1x4xf32>, tensor<4x8x8x4xf32>, tensor<f32>, tensor<i1>)
    %9 = stablehlo.reshape %7 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %10 = stablehlo.reshape %8#0 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.multiply %arg6, %11 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<4xf32>
    %15 = stablehlo.add %12, %14 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.multiply %arg7, %16 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.multiply %10, %18 : tensor<4xf32>
    %20 = stablehlo.add %17, %19 : tensor<4xf32>
    %21 = stablehlo.reshape %9 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %22 = stablehlo.reshape %10 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x1x1x4xf32>
    %25 = stablehlo.rsqrt %24 : tensor<1x1x1x4xf32>
    %26 = stablehlo.divide %25, %24 : tensor<1x1x1x4xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x4xf32>
    %29 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<1x1x1x4xf32>
    %31 = stablehlo.negate %21 : tensor<1x1x1x4xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<1x1x1x4xf32>
    %33 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %34 = stablehlo.add %32, %33 : tensor<1x1x1x4xf32>
    %35 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32>
    %36 = stablehlo.multiply %3, %35 : tensor<4x8x8x4xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32>
    %38 = stablehlo.add %36, %37 : tensor<4x8x8x4xf32>
    %39 = call @relu(%38) : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8x8x4xf32>
    %41 = stablehlo.compare GT, %38, %40, FLOAT : (tensor<4x8x8x4xf32>, tensor<4x8x8x4xf32>) -> tensor<4x8x8x4xi1>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.reduce_window"(%39, %42) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %277 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %277 : tensor<f32>
    }) : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4x4x4x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<4x4x4x4xf32>) -> tensor<4x64xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %46 = stablehlo.multiply %arg8, %45 : tensor<2xui32>
    %47 = stablehlo.add %arg8, %c : tensor<2xui32>
    %cst_12 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %48 = call @_bernoulli(%46, %cst_12) : (tensor<2xui32>, tensor<f32>) -> tensor<4x64xi1>
    %cst_13 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %50 = stablehlo.divide %44, %49 : tensor<4x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %52 = stablehlo.select %48, %50, %51 : tensor<4x64xi1>, tensor<4x64xf32>
    %53 = stablehlo.dot_general %52, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x3xf32>) -> tensor<4x3xf32>
    %54 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x3xf32>
    %57 = stablehlo.convert %arg26 : (tensor<4xi32>) -> tensor<4xf32>
    %58 = stablehlo.convert %57 : (tensor<4xf32>) -> tensor<4xi32>
    %59:3 = call @log_softmax(%56) : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>)
    %60 = call @_one_hot(%58) : (tensor<4xi32>) -> tensor<4x3xf32>
    %61 = stablehlo.multiply %60, %59#0 : tensor<4x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %63 = stablehlo.negate %62 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %65 = stablehlo.reduce(%c_0 init: %c_17) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %66 = stablehlo.convert %65 : (tensor<i32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.compare EQ, %66, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %68 = call @_where_0(%67, %c_19, %66) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.compare EQ, %66, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %70 = stablehlo.divide %64, %68 : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %71 = call @_where_1(%69, %c_21, %70) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = call @_where_2(%69, %cst_22) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %73 = stablehlo.divide %72, %68 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.negate %74 : tensor<4xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %77 = stablehlo.multiply %60, %76 : tensor<4x3xf32>
    %78 = call @log_softmax_3(%59#1, %59#2, %77) : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.reshape %79 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %82 = stablehlo.dot_general %78, %52, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<4x64xf32>) -> tensor<3x64xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0] : (tensor<3x64xf32>) -> tensor<64x3xf32>
    %84 = stablehlo.dot_general %78, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<64x3xf32>) -> tensor<4x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %86 = stablehlo.select %48, %84, %85 : tensor<4x64xi1>, tensor<4x64xf32>
    %cst_26 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %88 = stablehlo.divide %86, %87 : tensor<4x64xf32>
    %89 = stablehlo.reshape %88 : (tensor<4x64xf32>) -> tensor<4x4x4x4xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.pad %39, %cst_27, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4x8x8x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = "stablehlo.select_and_scatter"(%90, %89, %cst_28) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %277 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %277 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %277 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %277 : tensor<f32>
    }) : (tensor<4x8x8x4xf32>, tensor<4x4x4x4xf32>, tensor<f32>) -> tensor<4x8x8x4xf32>
    %92 = stablehlo.slice %91 [0:4, 0:8, 0:8, 0:4] : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x8x8x4xf32>
    %94 = stablehlo.select %41, %92, %93 : tensor<4x8x8x4xi1>, tensor<4x8x8x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %96 = stablehlo.reshape %95 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %97 = stablehlo.multiply %3, %94 : tensor<4x8x8x4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %99 = stablehlo.reshape %98 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %100 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32>
    %101 = stablehlo.multiply %94, %100 : tensor<4x8x8x4xf32>
    %102 = stablehlo.reshape %96 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %103 = stablehlo.multiply %31, %96 : tensor<1x1x1x4xf32>
    %104 = stablehlo.add %99, %103 : tensor<1x1x1x4xf32>
    %105 = stablehlo.multiply %96, %30 : tensor<1x1x1x4xf32>
    %106 = stablehlo.negate %105 : tensor<1x1x1x4xf32>
    %107 = stablehlo.multiply %25, %104 : tensor<1x1x1x4xf32>
    %108 = stablehlo.multiply %104, %29 : tensor<1x1x1x4xf32>
    %109 = stablehlo.reshape %107 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %110 = stablehlo.multiply %108, %28 : tensor<1x1x1x4xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %112 = stablehlo.reshape %106 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %115 = call @_var_4(%8#1, %8#2, %8#3, %113) : (tensor<4x8x8x4xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32>
    %116 = stablehlo.add %101, %115 : tensor<4x8x8x4xf32>
    %cst_32 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %118 = stablehlo.divide %114, %117 : tensor<1x1x1x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [3] : (tensor<4xf32>) -> tensor<4x8x8x4xf32>
    %121 = stablehlo.add %116, %120 : tensor<4x8x8x4xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %123 = stablehlo.reshape %122 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %125 = stablehlo.convolution(%arg25, %121) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x2xf32>, tensor<4x8x8x4xf32>) -> tensor<3x3x2x4xf32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %126 = stablehlo.add %arg9, %c_35 : tensor<i32>
    %127 = stablehlo.convert %126 : (tensor<i32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.power %cst_36, %127 : tensor<f32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %129 = stablehlo.power %cst_37, %127 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %130 = stablehlo.subtract %cst_38, %129 : tensor<f32>
    %131 = stablehlo.sqrt %130 : tensor<f32>
    %132 = stablehlo.multiply %arg10, %131 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.subtract %cst_39, %128 : tensor<f32>
    %134 = stablehlo.divide %132, %133 : tensor<f32>
    %135 = stablehlo.subtract %125, %arg11 : tensor<3x3x2x4xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<3x3x2x4xf32>
    %138 = stablehlo.add %arg11, %137 : tensor<3x3x2x4xf32>
    %139 = chlo.square %125 : tensor<3x3x2x4xf32> -> tensor<3x3x2x4xf32>
    %140 = stablehlo.subtract %139, %arg12 : tensor<3x3x2x4xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<3x3x2x4xf32>
    %143 = stablehlo.add %arg12, %142 : tensor<3x3x2x4xf32>
    %144 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %145 = stablehlo.multiply %138, %144 : tensor<3x3x2x4xf32>
    %146 = stablehlo.sqrt %143 : tensor<3x3x2x4xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %148 = stablehlo.add %146, %147 : tensor<3x3x2x4xf32>
    %149 = stablehlo.divide %145, %148 : tensor<3x3x2x4xf32>
    %150 = stablehlo.subtract %arg0, %149 : tensor<3x3x2x4xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %151 = stablehlo.add %arg9, %c_43 : tensor<i32>
    %152 = stablehlo.convert %151 : (tensor<i32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.power %cst_44, %152 : tensor<f32>
    %cst_45 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %154 = stablehlo.power %cst_45, %152 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.subtract %cst_46, %154 : tensor<f32>
    %156 = stablehlo.sqrt %155 : tensor<f32>
    %157 = stablehlo.multiply %arg10, %156 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.subtract %cst_47, %153 : tensor<f32>
    %159 = stablehlo.divide %157, %158 : tensor<f32>
    %160 = stablehlo.subtract %124, %arg13 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<4xf32>
    %163 = stablehlo.add %arg13, %162 : tensor<4xf32>
    %164 = chlo.square %124 : tensor<4xf32> -> tensor<4xf32>
    %165 = stablehlo.subtract %164, %arg14 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<4xf32>
    %168 = stablehlo.add %arg14, %167 : tensor<4xf32>
    %169 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %170 = stablehlo.multiply %163, %169 : tensor<4xf32>
    %171 = stablehlo.sqrt %168 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %173 = stablehlo.add %171, %172 : tensor<4xf32>
    %174 = stablehlo.divide %170, %173 : tensor<4xf32>
    %175 = stablehlo.subtract %arg1, %174 : tensor<4xf32>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %176 = stablehlo.add %arg9, %c_51 : tensor<i32>
    %177 = stablehlo.convert %176 : (tensor<i32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %178 = stablehlo.power %cst_52, %177 : tensor<f32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %179 = stablehlo.power %cst_53, %177 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.subtract %cst_54, %179 : tensor<f32>
    %181 = stablehlo.sqrt %180 : tensor<f32>
    %182 = stablehlo.multiply %arg10, %181 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.subtract %cst_55, %178 : tensor<f32>
    %184 = stablehlo.divide %182, %183 : tensor<f32>
    %185 = stablehlo.subtract %109, %arg15 : tensor<4xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %187 = stablehlo.multiply %185, %186 : tensor<4xf32>
    %188 = stablehlo.add %arg15, %187 : tensor<4xf32>
    %189 = chlo.square %109 : tensor<4xf32> -> tensor<4xf32>
    %190 = stablehlo.subtract %189, %arg16 : tensor<4xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<4xf32>
    %193 = stablehlo.add %arg16, %192 : tensor<4xf32>
    %194 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %195 = stablehlo.multiply %188, %194 : tensor<4xf32>
    %196 = stablehlo.sqrt %193 : tensor<4xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %198 = stablehlo.add %196, %197 : tensor<4xf32>
    %199 = stablehlo.divide %195, %198 : tensor<4xf32>
    %200 = stablehlo.subtract %arg2, %199 : tensor<4xf32>
    %c_59 = stablehlo.constant dense<1> : tensor<i32>
    %201 = stablehlo.add %arg9, %c_59 : tensor<i32>
    %202 = stablehlo.convert %201 : (tensor<i32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %203 = stablehlo.power %cst_60, %202 : tensor<f32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %204 = stablehlo.power %cst_61, %202 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.subtract %cst_62, %204 : tensor<f32>
    %206 = stablehlo.sqrt %205 : tensor<f32>
    %207 = stablehlo.multiply %arg10, %206 : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208 = stablehlo.subtract %cst_63, %203 : tensor<f32>
    %209 = stablehlo.divide %207, %208 : tensor<f32>
    %210 = stablehlo.subtract %102, %arg17 : tensor<4xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<4xf32>
    %213 = stablehlo.add %arg17, %212 : tensor<4xf32>
    %214 = chlo.square %102 : tensor<4xf32> -> tensor<4xf32>
    %215 = stablehlo.subtract %214, %arg18 : tensor<4xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<4xf32>
    %218 = stablehlo.add %arg18, %217 : tensor<4xf32>
    %219 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %220 = stablehlo.multiply %213, %219 : tensor<4xf32>
    %221 = stablehlo.sqrt %218 : tensor<4xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %223 = stablehlo.add %221, %222 : tensor<4xf32>
    %224 = stablehlo.divide %220, %223 : tensor<4xf32>
    %225 = stablehlo.subtract %arg3, %224 : tensor<4xf32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %226 = stablehlo.add %arg9, %c_67 : tensor<i32>
    %227 = stablehlo.convert %226 : (tensor<i32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %228 = stablehlo.power %cst_68, %227 : tensor<f32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %229 = stablehlo.power %cst_69, %227 : tensor<f32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %230 = stablehlo.subtract %cst_70, %229 : tensor<f32>
    %231 = stablehlo.sqrt %230 : tensor<f32>
    %232 = stablehlo.multiply %arg10, %231 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_71, %228 : tensor<f32>
    %234 = stablehlo.divide %232, %233 : tensor<f32>
    %235 = stablehlo.subtract %83, %arg19 : tensor<64x3xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<64x3xf32>
    %238 = stablehlo.add %arg19, %237 : tensor<64x3xf32>
    %239 = chlo.square %83 : tensor<64x3xf32> -> tensor<64x3xf32>
    %240 = stablehlo.subtract %239, %arg20 : tensor<64x3xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<64x3xf32>
    %243 = stablehlo.add %arg20, %242 : tensor<64x3xf32>
    %244 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %245 = stablehlo.multiply %238, %244 : tensor<64x3xf32>
    %246 = stablehlo.sqrt %243 : tensor<64x3xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %248 = stablehlo.add %246, %247 : tensor<64x3xf32>
    %249 = stablehlo.divide %245, %248 : tensor<64x3xf32>
    %250 = stablehlo.subtract %arg4, %249 : tensor<64x3xf32>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %251 = stablehlo.add %arg9, %c_75 : tensor<i32>
    %252 = stablehlo.convert %251 : (tensor<i32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %253 = stablehlo.power %cst_76, %252 : tensor<f32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %254 = stablehlo.power %cst_77, %252 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.subtract %cst_78, %254 : tensor<f32>
    %256 = stablehlo.sqrt %255 : tensor<f32>
    %257 = stablehlo.multiply %arg10, %256 : tensor<f32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.subtract %cst_79, %253 : tensor<f32>
    %259 = stablehlo.divide %257, %258 : tensor<f32>
    %260 = stablehlo.subtract %81, %arg21 : tensor<3xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<3xf32>
    %263 = stablehlo.add %arg21, %262 : tensor<3xf32>
    %264 = chlo.square %81 : tensor<3xf32> -> tensor<3xf32>
    %265 = stablehlo.subtract %264, %arg22 : tensor<3xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %267 = stablehlo.multiply %265, %266 : tensor<3xf32>
    %268 = stablehlo.add %arg22, %267 : tensor<3xf32>
    %269 = stablehlo.broadcast_in_dim %259, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %270 = stablehlo.multiply %263, %269 : tensor<3xf32>
    %271 = stablehlo.sqrt %268 : tensor<3xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %273 = stablehlo.add %271, %272 : tensor<3xf32>
    %274 = stablehlo.divide %270, %273 : tensor<3xf32>
    %275 = stablehlo.subtract %arg5, %274 : tensor<3xf32>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %276 = stablehlo.add %arg9, %c_83 : tensor<i32>
    return %71, %150, %175, %200, %225, %250, %275, %15, %20, %47, %276, %arg10, %138, %143, %163, %168, %188, %193, %213, %218, %238, %243, %263, %268, %arg23, %arg24 : tensor<f32>, tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<64x3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<3x3x2x4xf32>, tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<64x3xf32>, tensor<64x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<4x8x8x4xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x4xf32>, tensor<4x8x8x4xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8x8x4xf32>
    %6 = chlo.square %5 : tensor<4x8x8x4xf32> -> tensor<4x8x8x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x8x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x8x8x4xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<1x1x1x4xf32>
    return %16, %8, %10, %15 : tensor<1x1x1x4xf32>, tensor<4x8x8x4xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x1x1x4xf32>, %arg2: tensor<f32>) -> tensor<1x1x1x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x4xf32>
    return %2 : tensor<1x1x1x4xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x4xf32>) -> tensor<4x8x8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x8x4xf32>
    return %1 : tensor<4x8x8x4xf32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<4x64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    return %2 : tensor<4x64xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4x64xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4x64xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<4x64xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<4x64xui64>
    %14 = stablehlo.add %11, %13 : tensor<4x64xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4x64xui64>
    %17 = stablehlo.convert %14 : (tensor<4x64xui64>) -> tensor<4x64xui32>
    %18 = stablehlo.convert %16 : (tensor<4x64xui64>) -> tensor<4x64xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<4x64xui32>, tensor<4x64xui32>) -> (tensor<4x64xui32>, tensor<4x64xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<4x64xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %24 = stablehlo.or %22, %23 : tensor<4x64xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<4x64xui32>) -> tensor<4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<4x64xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4x64xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x64xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x64xf32>
    return %34 : tensor<4x64xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x64xui32>, %arg3: tensor<4x64xui32>) -> (tensor<4x64xui32>, tensor<4x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x64xui32>, tensor<4x64xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x64xui32>, %arg2: tensor<4x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @log_softmax(%arg0: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x3xf32>
    %6 = stablehlo.exponential %5 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x3xf32>
    return %11, %6, %8 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4xi32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<4x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %5 = stablehlo.convert %4 : (tensor<4x3xi1>) -> tensor<4x3xf32>
    return %5 : tensor<4x3xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_3(%arg0: tensor<4x3xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x3xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x3xf32>
    return %7 : tensor<4x3xf32>
  }
  func.func private @_var_4(%arg0: tensor<4x8x8x4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x4xf32>) -> tensor<4x8x8x4xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<4xf32>) -> tensor<4x8x8x4xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<4x8x8x4xf32>
    %6 = stablehlo.negate %5 : tensor<4x8x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.reshape %7 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<4xf32>) -> tensor<4x8x8x4xf32>
    %13 = stablehlo.add %5, %12 : tensor<4x8x8x4xf32>
    return %13 : tensor<4x8x8x4xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<1x1x1x4xf32>
    return %1 : tensor<1x1x1x4xf32>
  }
}
