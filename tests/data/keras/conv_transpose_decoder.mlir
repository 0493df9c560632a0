module @jit_conv_transpose_decoder attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<3x3x8x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<4x4x4x8xf32>, %arg7: tensor<4xf32>, %arg8: tensor<3x3x4x1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<2x8xf32>) -> (tensor<2x36x36x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg12, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x128xf32>) -> tensor<2x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x128xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x128xf32>) -> tensor<2x4x4x8xf32>
    %5 = stablehlo.reverse %arg2, dims = [0] : tensor<3x3x8x8xf32>
    %6 = stablehlo.reverse %5, dims = [1] : tensor<3x3x8x8xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 3, 2] : (tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
    %8 = stablehlo.convolution(%4, %7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %9 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x8x8x8xf32>
    %12 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %13 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x1x1x8xf32>
    %16 = stablehlo.rsqrt %15 : tensor<1x1x1x8xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<1x1x1x8xf32>
    %19 = stablehlo.negate %12 : tensor<1x1x1x8xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<1x1x1x8xf32>
    %21 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %22 = stablehlo.add %20, %21 : tensor<1x1x1x8xf32>
    %23 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %24 = stablehlo.multiply %11, %23 : tensor<2x8x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %27 = call @leaky_relu(%26, %cst_0) : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %28 = stablehlo.reverse %arg6, dims = [0] : tensor<4x4x4x8xf32>
    %29 = stablehlo.reverse %28, dims = [1] : tensor<4x4x4x8xf32>
    %30 = stablehlo.transpose %29, dims = [0, 1, 3, 2] : (tensor<4x4x4x8xf32>) -> tensor<4x4x8x4xf32>
    %31 = stablehlo.convolution(%27, %30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<4x4x8x4xf32>) -> tensor<2x18x18x4xf32>
    %32 = stablehlo.reshape %arg7 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x18x18x4xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x18x18x4xf32>
    %35 = call @_resize(%34) : (tensor<2x18x18x4xf32>) -> tensor<2x36x36x4xf32>
    %36 = stablehlo.convolution(%35, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x36x36x4xf32>, tensor<3x3x4x1xf32>) -> tensor<2x36x36x1xf32>
    %37 = stablehlo.reshape %arg9 : (tensor<1xf32>) -> tensor<1x1x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x36x36x1xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x36x36x1xf32>
    %40 = stablehlo.negate %39 : tensor<2x36x36x1xf32>
    %41 = stablehlo.exponential %40 : tensor<2x36x36x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x36x36x1xf32>
    %43 = stablehlo.add %42, %41 : tensor<2x36x36x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x36x36x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x36x36x1xf32>
    return %45 : tensor<2x36x36x1xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<2x8x8x8xf32>, %arg1: tensor<f32>) -> tensor<2x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x8x8x8xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    return %5 : tensor<2x8x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<2x8x8x8xi1>, %arg1: tensor<2x8x8x8xf32>, %arg2: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>
    return %0 : tensor<2x8x8x8xf32>
  }
  func.func private @_resize(%arg0: tensor<2x18x18x4xf32>) -> tensor<2x36x36x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<36xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %2 = stablehlo.add %0, %1 : tensor<36xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<36xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<36xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<36xf32>
    %9 = stablehlo.iota dim = 0 : tensor<18xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<36xf32>) -> tensor<1x36xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<18xf32>) -> tensor<18x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<18x36xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x36xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<18x36xf32>
    %15 = stablehlo.abs %14 : tensor<18x36xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %17 = stablehlo.divide %15, %16 : tensor<18x36xf32>
    %18 = stablehlo.abs %17 : tensor<18x36xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<18x36xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<18x36xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<18x36xf32>, tensor<f32>) -> tensor<36xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<36xf32>) -> tensor<1x36xf32>
    %25 = stablehlo.abs %24 : tensor<1x36xf32>
    %cst_7 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x36xf32>
    %27 = stablehlo.compare GT, %25, %26, FLOAT : (tensor<1x36xf32>, tensor<1x36xf32>) -> tensor<1x36xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x36xf32>
    %29 = stablehlo.compare NE, %24, %28, FLOAT : (tensor<1x36xf32>, tensor<1x36xf32>) -> tensor<1x36xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %30 = call @_where_0(%29, %24, %c) : (tensor<1x36xi1>, tensor<1x36xf32>, tensor<i32>) -> tensor<1x36xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<18x36xf32>
    %32 = stablehlo.divide %22, %31 : tensor<18x36xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = call @_where_1(%27, %32, %c_9) : (tensor<1x36xi1>, tensor<18x36xf32>, tensor<i32>) -> tensor<18x36xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %35 = stablehlo.compare GE, %8, %34, FLOAT : (tensor<36xf32>, tensor<36xf32>) -> tensor<36xi1>
    %cst_11 = stablehlo.constant dense<1.750000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %37 = stablehlo.compare LE, %8, %36, FLOAT : (tensor<36xf32>, tensor<36xf32>) -> tensor<36xi1>
    %38 = stablehlo.and %35, %37 : tensor<36xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<36xi1>) -> tensor<1x36xi1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %40 = call @_where_1(%39, %33, %c_12) : (tensor<1x36xi1>, tensor<18x36xf32>, tensor<i32>) -> tensor<18x36xf32>
    %41 = stablehlo.iota dim = 0 : tensor<36xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %43 = stablehlo.add %41, %42 : tensor<36xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<36xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %47 = stablehlo.subtract %45, %46 : tensor<36xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %49 = stablehlo.subtract %47, %48 : tensor<36xf32>
    %50 = stablehlo.iota dim = 0 : tensor<18xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<36xf32>) -> tensor<1x36xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<18xf32>) -> tensor<18x1xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<18x36xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x36xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<18x36xf32>
    %56 = stablehlo.abs %55 : tensor<18x36xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %58 = stablehlo.divide %56, %57 : tensor<18x36xf32>
    %59 = stablehlo.abs %58 : tensor<18x36xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %61 = stablehlo.subtract %60, %59 : tensor<18x36xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<18x36xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<18x36xf32>, tensor<f32>) -> tensor<36xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<36xf32>) -> tensor<1x36xf32>
    %66 = stablehlo.abs %65 : tensor<1x36xf32>
    %cst_21 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x36xf32>
    %68 = stablehlo.compare GT, %66, %67, FLOAT : (tensor<1x36xf32>, tensor<1x36xf32>) -> tensor<1x36xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x36xf32>
    %70 = stablehlo.compare NE, %65, %69, FLOAT : (tensor<1x36xf32>, tensor<1x36xf32>) -> tensor<1x36xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %71 = call @_where_0(%70, %65, %c_23) : (tensor<1x36xi1>, tensor<1x36xf32>, tensor<i32>) -> tensor<1x36xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<18x36xf32>
    %73 = stablehlo.divide %63, %72 : tensor<18x36xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %74 = call @_where_1(%68, %73, %c_24) : (tensor<1x36xi1>, tensor<18x36xf32>, tensor<i32>) -> tensor<18x36xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %76 = stablehlo.compare GE, %49, %75, FLOAT : (tensor<36xf32>, tensor<36xf32>) -> tensor<36xi1>
    %cst_26 = stablehlo.constant dense<1.750000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %78 = stablehlo.compare LE, %49, %77, FLOAT : (tensor<36xf32>, tensor<36xf32>) -> tensor<36xi1>
    %79 = stablehlo.and %76, %78 : tensor<36xi1>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<36xi1>) -> tensor<1x36xi1>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_where_1(%80, %74, %c_27) : (tensor<1x36xi1>, tensor<18x36xf32>, tensor<i32>) -> tensor<18x36xf32>
    %82 = stablehlo.dot_general %40, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<18x36xf32>, tensor<2x18x18x4xf32>) -> tensor<36x2x18x4xf32>
    %83 = stablehlo.dot_general %82, %81, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<36x2x18x4xf32>, tensor<18x36xf32>) -> tensor<36x2x4x36xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0, 3, 2] : (tensor<36x2x4x36xf32>) -> tensor<2x36x36x4xf32>
    return %84 : tensor<2x36x36x4xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x36xi1>, %arg1: tensor<1x36xf32>, %arg2: tensor<i32>) -> tensor<1x36xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x36xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x36xi1>, tensor<1x36xf32>
    return %2 : tensor<1x36xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x36xi1>, %arg1: tensor<18x36xf32>, %arg2: tensor<i32>) -> tensor<18x36xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x36xi1>) -> tensor<18x36xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<18x36xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<18x36xi1>, tensor<18x36xf32>
    return %3 : tensor<18x36xf32>
  }
}
