module @jit_random_layers_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>, %arg5: tensor<2x8x8x3xf32>) -> (tensor<2x6x6x4xf32> {jax.result_info = "result[0]"}, tensor<2xui32> {jax.result_info = "result[1][0]"}, tensor<2xui32> {jax.result_info = "result[1][1]"}, tensor<2xui32> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_0 = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_1 = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_2 = stablehlo.constant dense<1> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<2xui32>
    %2 = stablehlo.add %arg2, %c : tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = call @_uniform(%1, %cst, %cst_3) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %5 = stablehlo.compare LE, %3, %4, FLOAT : (tensor<2x1x1x1xf32>, tensor<2x1x1x1xf32>) -> tensor<2x1x1x1xi1>
    %6 = call @_flip(%arg5) : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %7 = call @_where(%5, %6, %arg5) : (tensor<2x1x1x1xi1>, tensor<2x8x8x3xf32>, tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %8 = call @_flip_0(%7) : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %9 = call @_where(%5, %8, %7) : (tensor<2x1x1x1xi1>, tensor<2x8x8x3xf32>, tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %11 = stablehlo.multiply %arg3, %10 : tensor<2xui32>
    %12 = stablehlo.add %arg3, %c_0 : tensor<2xui32>
    %cst_6 = stablehlo.constant dense<-7.200000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %13 = call @_uniform_1(%11, %cst_6, %cst_7) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_13 = stablehlo.constant dense<0.0174532924> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %20 = stablehlo.multiply %13, %19 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<0.0174532924> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<0.0174532924> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.multiply %18, %23 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.subtract %cst_16, %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.multiply %cst_18, %25 : tensor<f32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.subtract %cst_19, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.multiply %cst_21, %27 : tensor<f32>
    %29 = stablehlo.cosine %20 : tensor<2xf32>
    %30 = stablehlo.sine %20 : tensor<2xf32>
    %31 = stablehlo.tan %22 : tensor<2xf32>
    %32 = stablehlo.tan %24 : tensor<2xf32>
    %33 = stablehlo.multiply %31, %30 : tensor<2xf32>
    %34 = stablehlo.add %29, %33 : tensor<2xf32>
    %35 = stablehlo.multiply %16, %34 : tensor<2xf32>
    %36 = stablehlo.negate %30 : tensor<2xf32>
    %37 = stablehlo.multiply %31, %29 : tensor<2xf32>
    %38 = stablehlo.add %36, %37 : tensor<2xf32>
    %39 = stablehlo.multiply %16, %38 : tensor<2xf32>
    %40 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %41 = stablehlo.add %14, %40 : tensor<2xf32>
    %42 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.multiply %42, %35 : tensor<2xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2xf32>
    %45 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.multiply %45, %39 : tensor<2xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<2xf32>
    %48 = stablehlo.multiply %32, %29 : tensor<2xf32>
    %49 = stablehlo.add %48, %30 : tensor<2xf32>
    %50 = stablehlo.multiply %16, %49 : tensor<2xf32>
    %51 = stablehlo.negate %30 : tensor<2xf32>
    %52 = stablehlo.multiply %32, %51 : tensor<2xf32>
    %53 = stablehlo.add %52, %29 : tensor<2xf32>
    %54 = stablehlo.multiply %16, %53 : tensor<2xf32>
    %55 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.add %15, %55 : tensor<2xf32>
    %57 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.multiply %57, %50 : tensor<2xf32>
    %59 = stablehlo.subtract %56, %58 : tensor<2xf32>
    %60 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %61 = stablehlo.multiply %60, %54 : tensor<2xf32>
    %62 = stablehlo.subtract %59, %61 : tensor<2xf32>
    %63 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %64 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %65 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %66 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %67 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %68 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %70 = stablehlo.concatenate %63, %64, %65, %66, %67, %68, %69, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x8xf32>
    %71 = stablehlo.iota dim = 0 : tensor<8xi32>
    %72 = stablehlo.iota dim = 0 : tensor<8xi32>
    %73 = stablehlo.iota dim = 0 : tensor<3xi32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<8xi32>) -> tensor<8x8x3xi32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<8xi32>) -> tensor<8x8x3xi32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [2] : (tensor<3xi32>) -> tensor<8x8x3xi32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x8x3xi32>) -> tensor<8x8x3x1xi32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x8x3xi32>) -> tensor<8x8x3x1xi32>
    %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x8x3xi32>) -> tensor<8x8x3x1xi32>
    %80 = stablehlo.concatenate %77, %78, %79, dim = 3 : (tensor<8x8x3x1xi32>, tensor<8x8x3x1xi32>, tensor<8x8x3x1xi32>) -> tensor<8x8x3x3xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 2, 3, 4] : (tensor<8x8x3x3xi32>) -> tensor<1x8x8x3x3xi32>
    %82 = stablehlo.reshape %81 : (tensor<1x8x8x3x3xi32>) -> tensor<1x1x1x8x1x8x1x3x1x3xi32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : (tensor<1x1x1x8x1x8x1x3x1x3xi32>) -> tensor<2x1x1x8x1x8x1x3x1x3xi32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8x1x8x1x3x1x3xi32>) -> tensor<2x8x8x3x3xi32>
    %85 = stablehlo.slice %70 [0:2, 0:1] : (tensor<2x8xf32>) -> tensor<2x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x1xf32>) -> tensor<2xf32>
    %87 = stablehlo.slice %70 [0:2, 2:3] : (tensor<2x8xf32>) -> tensor<2x1xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1xf32>) -> tensor<2xf32>
    %89 = stablehlo.slice %70 [0:2, 4:5] : (tensor<2x8xf32>) -> tensor<2x1xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1xf32>) -> tensor<2xf32>
    %91 = stablehlo.slice %70 [0:2, 5:6] : (tensor<2x8xf32>) -> tensor<2x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x1xf32>) -> tensor<2xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %94 = "stablehlo.scatter"(%70, %93, %90) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x8xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x8xf32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %96 = "stablehlo.scatter"(%94, %95, %92) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x8xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x8xf32>
    %c_25 = stablehlo.constant dense<4> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %98 = "stablehlo.scatter"(%96, %97, %86) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x8xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x8xf32>
    %c_26 = stablehlo.constant dense<5> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %100 = "stablehlo.scatter"(%98, %99, %88) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x8xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x8xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %101 = call @_pad(%100, %c_27) : (tensor<2x8xf32>, tensor<i32>) -> tensor<2x9xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x9xf32>) -> tensor<2x3x3xf32>
    %103 = stablehlo.slice %102 [0:2, 0:2, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x2x1xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %105 = call @_pad_4(%104, %c_28) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2x3xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.concatenate %106, %107, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %110 = "stablehlo.scatter"(%102, %108, %109) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x3x3xf32>, tensor<2xi32>, tensor<2x2xf32>) -> tensor<2x3x3xf32>
    %111 = stablehlo.convert %84 : (tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3x3xf32>
    %112 = stablehlo.convert %110 : tensor<2x3x3xf32>
    %113 = stablehlo.dot_general %111, %112, batching_dims = [0] x [0], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x8x8x3x3xf32>
    %114 = stablehlo.transpose %113, dims = [0, 4, 1, 2, 3] : (tensor<2x8x8x3x3xf32>) -> tensor<2x3x8x8x3xf32>
    %115 = stablehlo.reshape %105 : (tensor<2x3xf32>) -> tensor<2x3x1x1x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<2x3x1x1x1xf32>) -> tensor<2x3x8x8x3xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x3x8x8x3xf32>
    %118 = call @_map_coordinates(%9, %117) : (tensor<2x8x8x3xf32>, tensor<2x3x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %119 = stablehlo.convolution(%118, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32>
    %120 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x6x6x4xf32>
    %c_32 = stablehlo.constant dense<1> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %124 = stablehlo.multiply %arg4, %123 : tensor<2xui32>
    %125 = stablehlo.add %arg4, %c_1 : tensor<2xui32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = call @_bernoulli(%124, %cst_33) : (tensor<2xui32>, tensor<f32>) -> tensor<2x6x6x4xi1>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %128 = stablehlo.divide %122, %127 : tensor<2x6x6x4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %130 = stablehlo.select %126, %128, %129 : tensor<2x6x6x4xi1>, tensor<2x6x6x4xf32>
    return %130, %2, %12, %125 : tensor<2x6x6x4xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x1x1x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<2x1x1x1xui64>
    %9 = stablehlo.iota dim = 1 : tensor<2x1x1x1xui64>
    %10 = stablehlo.iota dim = 2 : tensor<2x1x1x1xui64>
    %11 = stablehlo.iota dim = 3 : tensor<2x1x1x1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x1x1x1xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<2x1x1x1xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x1x1x1xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<2x1x1x1xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x1x1x1xui64>
    %17 = stablehlo.multiply %16, %10 : tensor<2x1x1x1xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x1x1x1xui64>
    %19 = stablehlo.multiply %18, %11 : tensor<2x1x1x1xui64>
    %20 = stablehlo.add %13, %15 : tensor<2x1x1x1xui64>
    %21 = stablehlo.add %20, %17 : tensor<2x1x1x1xui64>
    %22 = stablehlo.add %21, %19 : tensor<2x1x1x1xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2x1x1x1xui64>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<2x1x1x1xui64>
    %25 = stablehlo.convert %22 : (tensor<2x1x1x1xui64>) -> tensor<2x1x1x1xui32>
    %26 = stablehlo.convert %24 : (tensor<2x1x1x1xui64>) -> tensor<2x1x1x1xui32>
    %27:2 = call @threefry2x32(%5, %7, %26, %25) : (tensor<ui32>, tensor<ui32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>) -> (tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>)
    %28 = stablehlo.xor %27#0, %27#1 : tensor<2x1x1x1xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<2x1x1x1xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %32 = stablehlo.or %30, %31 : tensor<2x1x1x1xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<2x1x1x1xui32>) -> tensor<2x1x1x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x1xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<2x1x1x1xf32>
    %36 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x1x1x1xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<2x1x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x1x1x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x1x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x1x1x1xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<2x1x1x1xf32>
    return %42 : tensor<2x1x1x1xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x1x1x1xui32>, %arg3: tensor<2x1x1x1xui32>) -> (tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x1x1x1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x1x1x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x1x1x1xui32>, %arg2: tensor<2x1x1x1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x1x1x1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x1x1x1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x1x1x1xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x1x1x1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x1x1x1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x1x1x1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x1x1x1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x1x1x1xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x1x1x1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x1x1x1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x1x1x1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x1x1x1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x1x1x1xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x1x1x1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x1x1x1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x1x1x1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x1x1x1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x1x1x1xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x1x1x1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x1x1x1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x1x1x1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x1x1x1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x1x1x1xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x1x1x1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x1x1x1xui32>, tensor<2x1x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_flip(%arg0: tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<2x8x8x3xf32>
    return %0 : tensor<2x8x8x3xf32>
  }
  func.func private @_where(%arg0: tensor<2x1x1x1xi1>, %arg1: tensor<2x8x8x3xf32>, %arg2: tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi1>) -> tensor<2x8x8x3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xf32>
    return %1 : tensor<2x8x8x3xf32>
  }
  func.func private @_flip_0(%arg0: tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x8x8x3xf32>
    return %0 : tensor<2x8x8x3xf32>
  }
  func.func private @_uniform_1(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<2xui64>
    %13 = stablehlo.convert %10 : (tensor<2xui64>) -> tensor<2xui32>
    %14 = stablehlo.convert %12 : (tensor<2xui64>) -> tensor<2xui32>
    %15:2 = call @threefry2x32_2(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %20 = stablehlo.or %18, %19 : tensor<2xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<2xui32>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<2xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %28 = stablehlo.add %26, %27 : tensor<2xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<2xf32>
    return %30 : tensor<2xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_3(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_pad(%arg0: tensor<2x8xf32>, %arg1: tensor<i32>) -> tensor<2x9xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x9xf32>
    return %1 : tensor<2x9xf32>
  }
  func.func private @_pad_4(%arg0: tensor<2x2xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @_map_coordinates(%arg0: tensor<2x8x8x3xf32>, %arg1: tensor<2x3x8x8x3xf32>) -> tensor<2x8x8x3xf32> {
    %0 = stablehlo.slice %arg1 [0:2, 0:1, 0:8, 0:8, 0:3] : (tensor<2x3x8x8x3xf32>) -> tensor<2x1x8x8x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %2 = stablehlo.slice %arg1 [0:2, 1:2, 0:8, 0:8, 0:3] : (tensor<2x3x8x8x3xf32>) -> tensor<2x1x8x8x3xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x1x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %4 = stablehlo.slice %arg1 [0:2, 2:3, 0:8, 0:8, 0:3] : (tensor<2x3x8x8x3xf32>) -> tensor<2x1x8x8x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x1x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %6 = stablehlo.floor %1 : tensor<2x8x8x3xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<2x8x8x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x3xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<2x8x8x3xf32>
    %10 = stablehlo.convert %6 : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %12 = stablehlo.add %10, %11 : tensor<2x8x8x3xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %14 = stablehlo.multiply %13, %10 : tensor<2x8x8x3xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %16 = stablehlo.add %14, %15 : tensor<2x8x8x3xi32>
    %c_2 = stablehlo.constant dense<16> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %18 = stablehlo.add %16, %17 : tensor<2x8x8x3xi32>
    %c_3 = stablehlo.constant dense<32> : tensor<i32>
    %19 = call @remainder(%18, %c_3) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_4 = stablehlo.constant dense<16> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %21 = stablehlo.subtract %19, %20 : tensor<2x8x8x3xi32>
    %22 = stablehlo.abs %21 : tensor<2x8x8x3xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %24 = stablehlo.subtract %22, %23 : tensor<2x8x8x3xi32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %25 = call @floor_divide(%24, %c_6) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %27 = stablehlo.multiply %26, %12 : tensor<2x8x8x3xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %29 = stablehlo.add %27, %28 : tensor<2x8x8x3xi32>
    %c_9 = stablehlo.constant dense<16> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %31 = stablehlo.add %29, %30 : tensor<2x8x8x3xi32>
    %c_10 = stablehlo.constant dense<32> : tensor<i32>
    %32 = call @remainder(%31, %c_10) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %34 = stablehlo.subtract %32, %33 : tensor<2x8x8x3xi32>
    %35 = stablehlo.abs %34 : tensor<2x8x8x3xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %37 = stablehlo.subtract %35, %36 : tensor<2x8x8x3xi32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %38 = call @floor_divide(%37, %c_13) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %39 = stablehlo.floor %3 : tensor<2x8x8x3xf32>
    %40 = stablehlo.subtract %3, %39 : tensor<2x8x8x3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x8x3xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<2x8x8x3xf32>
    %43 = stablehlo.convert %39 : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %45 = stablehlo.add %43, %44 : tensor<2x8x8x3xi32>
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %47 = stablehlo.multiply %46, %43 : tensor<2x8x8x3xi32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %49 = stablehlo.add %47, %48 : tensor<2x8x8x3xi32>
    %c_18 = stablehlo.constant dense<16> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %51 = stablehlo.add %49, %50 : tensor<2x8x8x3xi32>
    %c_19 = stablehlo.constant dense<32> : tensor<i32>
    %52 = call @remainder(%51, %c_19) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_20 = stablehlo.constant dense<16> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %54 = stablehlo.subtract %52, %53 : tensor<2x8x8x3xi32>
    %55 = stablehlo.abs %54 : tensor<2x8x8x3xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %57 = stablehlo.subtract %55, %56 : tensor<2x8x8x3xi32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %58 = call @floor_divide(%57, %c_22) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_23 = stablehlo.constant dense<2> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %60 = stablehlo.multiply %59, %45 : tensor<2x8x8x3xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %62 = stablehlo.add %60, %61 : tensor<2x8x8x3xi32>
    %c_25 = stablehlo.constant dense<16> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %64 = stablehlo.add %62, %63 : tensor<2x8x8x3xi32>
    %c_26 = stablehlo.constant dense<32> : tensor<i32>
    %65 = call @remainder(%64, %c_26) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_27 = stablehlo.constant dense<16> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %67 = stablehlo.subtract %65, %66 : tensor<2x8x8x3xi32>
    %68 = stablehlo.abs %67 : tensor<2x8x8x3xi32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %70 = stablehlo.subtract %68, %69 : tensor<2x8x8x3xi32>
    %c_29 = stablehlo.constant dense<2> : tensor<i32>
    %71 = call @floor_divide(%70, %c_29) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %72 = stablehlo.floor %5 : tensor<2x8x8x3xf32>
    %73 = stablehlo.subtract %5, %72 : tensor<2x8x8x3xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x8x3xf32>
    %75 = stablehlo.subtract %74, %73 : tensor<2x8x8x3xf32>
    %76 = stablehlo.convert %72 : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %78 = stablehlo.add %76, %77 : tensor<2x8x8x3xi32>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %80 = stablehlo.multiply %79, %76 : tensor<2x8x8x3xi32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %82 = stablehlo.add %80, %81 : tensor<2x8x8x3xi32>
    %c_34 = stablehlo.constant dense<6> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %84 = stablehlo.add %82, %83 : tensor<2x8x8x3xi32>
    %c_35 = stablehlo.constant dense<12> : tensor<i32>
    %85 = call @remainder(%84, %c_35) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_36 = stablehlo.constant dense<6> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %87 = stablehlo.subtract %85, %86 : tensor<2x8x8x3xi32>
    %88 = stablehlo.abs %87 : tensor<2x8x8x3xi32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %90 = stablehlo.subtract %88, %89 : tensor<2x8x8x3xi32>
    %c_38 = stablehlo.constant dense<2> : tensor<i32>
    %91 = call @floor_divide(%90, %c_38) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_39 = stablehlo.constant dense<2> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %93 = stablehlo.multiply %92, %78 : tensor<2x8x8x3xi32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %95 = stablehlo.add %93, %94 : tensor<2x8x8x3xi32>
    %c_41 = stablehlo.constant dense<6> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %97 = stablehlo.add %95, %96 : tensor<2x8x8x3xi32>
    %c_42 = stablehlo.constant dense<12> : tensor<i32>
    %98 = call @remainder(%97, %c_42) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_43 = stablehlo.constant dense<6> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %100 = stablehlo.subtract %98, %99 : tensor<2x8x8x3xi32>
    %101 = stablehlo.abs %100 : tensor<2x8x8x3xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %102 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %103 = stablehlo.subtract %101, %102 : tensor<2x8x8x3xi32>
    %c_45 = stablehlo.constant dense<2> : tensor<i32>
    %104 = call @floor_divide(%103, %c_45) : (tensor<2x8x8x3xi32>, tensor<i32>) -> tensor<2x8x8x3xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %106 = stablehlo.compare LT, %25, %105, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_47 = stablehlo.constant dense<8> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %108 = stablehlo.add %25, %107 : tensor<2x8x8x3xi32>
    %109 = stablehlo.select %106, %108, %25 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %111 = stablehlo.compare LT, %58, %110, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_49 = stablehlo.constant dense<8> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %113 = stablehlo.add %58, %112 : tensor<2x8x8x3xi32>
    %114 = stablehlo.select %111, %113, %58 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %116 = stablehlo.compare LT, %91, %115, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_51 = stablehlo.constant dense<3> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %118 = stablehlo.add %91, %117 : tensor<2x8x8x3xi32>
    %119 = stablehlo.select %116, %118, %91 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %120 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %121 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %122 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %123 = stablehlo.concatenate %120, %121, %122, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %124 = "stablehlo.gather"(%arg0, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %125 = stablehlo.multiply %9, %42 : tensor<2x8x8x3xf32>
    %126 = stablehlo.multiply %125, %75 : tensor<2x8x8x3xf32>
    %127 = stablehlo.multiply %126, %124 : tensor<2x8x8x3xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %129 = stablehlo.compare LT, %25, %128, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_53 = stablehlo.constant dense<8> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %131 = stablehlo.add %25, %130 : tensor<2x8x8x3xi32>
    %132 = stablehlo.select %129, %131, %25 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %134 = stablehlo.compare LT, %58, %133, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_55 = stablehlo.constant dense<8> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %136 = stablehlo.add %58, %135 : tensor<2x8x8x3xi32>
    %137 = stablehlo.select %134, %136, %58 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %139 = stablehlo.compare LT, %104, %138, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_57 = stablehlo.constant dense<3> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %141 = stablehlo.add %104, %140 : tensor<2x8x8x3xi32>
    %142 = stablehlo.select %139, %141, %104 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %143 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %144 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %145 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %146 = stablehlo.concatenate %143, %144, %145, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %147 = "stablehlo.gather"(%arg0, %146) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %148 = stablehlo.multiply %9, %42 : tensor<2x8x8x3xf32>
    %149 = stablehlo.multiply %148, %73 : tensor<2x8x8x3xf32>
    %150 = stablehlo.multiply %149, %147 : tensor<2x8x8x3xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %151 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %152 = stablehlo.compare LT, %25, %151, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_59 = stablehlo.constant dense<8> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %154 = stablehlo.add %25, %153 : tensor<2x8x8x3xi32>
    %155 = stablehlo.select %152, %154, %25 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %157 = stablehlo.compare LT, %71, %156, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_61 = stablehlo.constant dense<8> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %159 = stablehlo.add %71, %158 : tensor<2x8x8x3xi32>
    %160 = stablehlo.select %157, %159, %71 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %162 = stablehlo.compare LT, %91, %161, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_63 = stablehlo.constant dense<3> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %164 = stablehlo.add %91, %163 : tensor<2x8x8x3xi32>
    %165 = stablehlo.select %162, %164, %91 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %166 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %167 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %168 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %169 = stablehlo.concatenate %166, %167, %168, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %170 = "stablehlo.gather"(%arg0, %169) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %171 = stablehlo.multiply %9, %40 : tensor<2x8x8x3xf32>
    %172 = stablehlo.multiply %171, %75 : tensor<2x8x8x3xf32>
    %173 = stablehlo.multiply %172, %170 : tensor<2x8x8x3xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %175 = stablehlo.compare LT, %25, %174, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_65 = stablehlo.constant dense<8> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %177 = stablehlo.add %25, %176 : tensor<2x8x8x3xi32>
    %178 = stablehlo.select %175, %177, %25 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %180 = stablehlo.compare LT, %71, %179, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_67 = stablehlo.constant dense<8> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %182 = stablehlo.add %71, %181 : tensor<2x8x8x3xi32>
    %183 = stablehlo.select %180, %182, %71 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %185 = stablehlo.compare LT, %104, %184, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_69 = stablehlo.constant dense<3> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %187 = stablehlo.add %104, %186 : tensor<2x8x8x3xi32>
    %188 = stablehlo.select %185, %187, %104 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %189 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %190 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %191 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %192 = stablehlo.concatenate %189, %190, %191, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %193 = "stablehlo.gather"(%arg0, %192) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %194 = stablehlo.multiply %9, %40 : tensor<2x8x8x3xf32>
    %195 = stablehlo.multiply %194, %73 : tensor<2x8x8x3xf32>
    %196 = stablehlo.multiply %195, %193 : tensor<2x8x8x3xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %198 = stablehlo.compare LT, %38, %197, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_71 = stablehlo.constant dense<8> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %200 = stablehlo.add %38, %199 : tensor<2x8x8x3xi32>
    %201 = stablehlo.select %198, %200, %38 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %202 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %203 = stablehlo.compare LT, %58, %202, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_73 = stablehlo.constant dense<8> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %205 = stablehlo.add %58, %204 : tensor<2x8x8x3xi32>
    %206 = stablehlo.select %203, %205, %58 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %207 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %208 = stablehlo.compare LT, %91, %207, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_75 = stablehlo.constant dense<3> : tensor<i32>
    %209 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %210 = stablehlo.add %91, %209 : tensor<2x8x8x3xi32>
    %211 = stablehlo.select %208, %210, %91 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %212 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %213 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %214 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %215 = stablehlo.concatenate %212, %213, %214, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %216 = "stablehlo.gather"(%arg0, %215) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %217 = stablehlo.multiply %7, %42 : tensor<2x8x8x3xf32>
    %218 = stablehlo.multiply %217, %75 : tensor<2x8x8x3xf32>
    %219 = stablehlo.multiply %218, %216 : tensor<2x8x8x3xf32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %221 = stablehlo.compare LT, %38, %220, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_77 = stablehlo.constant dense<8> : tensor<i32>
    %222 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %223 = stablehlo.add %38, %222 : tensor<2x8x8x3xi32>
    %224 = stablehlo.select %221, %223, %38 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %225 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %226 = stablehlo.compare LT, %58, %225, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_79 = stablehlo.constant dense<8> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %228 = stablehlo.add %58, %227 : tensor<2x8x8x3xi32>
    %229 = stablehlo.select %226, %228, %58 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %230 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %231 = stablehlo.compare LT, %104, %230, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_81 = stablehlo.constant dense<3> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %233 = stablehlo.add %104, %232 : tensor<2x8x8x3xi32>
    %234 = stablehlo.select %231, %233, %104 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %235 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %236 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %238 = stablehlo.concatenate %235, %236, %237, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %239 = "stablehlo.gather"(%arg0, %238) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %240 = stablehlo.multiply %7, %42 : tensor<2x8x8x3xf32>
    %241 = stablehlo.multiply %240, %73 : tensor<2x8x8x3xf32>
    %242 = stablehlo.multiply %241, %239 : tensor<2x8x8x3xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %243 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %244 = stablehlo.compare LT, %38, %243, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_83 = stablehlo.constant dense<8> : tensor<i32>
    %245 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %246 = stablehlo.add %38, %245 : tensor<2x8x8x3xi32>
    %247 = stablehlo.select %244, %246, %38 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %248 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %249 = stablehlo.compare LT, %71, %248, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_85 = stablehlo.constant dense<8> : tensor<i32>
    %250 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %251 = stablehlo.add %71, %250 : tensor<2x8x8x3xi32>
    %252 = stablehlo.select %249, %251, %71 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %254 = stablehlo.compare LT, %91, %253, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_87 = stablehlo.constant dense<3> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %256 = stablehlo.add %91, %255 : tensor<2x8x8x3xi32>
    %257 = stablehlo.select %254, %256, %91 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %258 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %259 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %260 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %261 = stablehlo.concatenate %258, %259, %260, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %262 = "stablehlo.gather"(%arg0, %261) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %263 = stablehlo.multiply %7, %40 : tensor<2x8x8x3xf32>
    %264 = stablehlo.multiply %263, %75 : tensor<2x8x8x3xf32>
    %265 = stablehlo.multiply %264, %262 : tensor<2x8x8x3xf32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %267 = stablehlo.compare LT, %38, %266, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_89 = stablehlo.constant dense<8> : tensor<i32>
    %268 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %269 = stablehlo.add %38, %268 : tensor<2x8x8x3xi32>
    %270 = stablehlo.select %267, %269, %38 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %271 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %272 = stablehlo.compare LT, %71, %271, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_91 = stablehlo.constant dense<8> : tensor<i32>
    %273 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %274 = stablehlo.add %71, %273 : tensor<2x8x8x3xi32>
    %275 = stablehlo.select %272, %274, %71 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %276 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %277 = stablehlo.compare LT, %104, %276, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_93 = stablehlo.constant dense<3> : tensor<i32>
    %278 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %279 = stablehlo.add %104, %278 : tensor<2x8x8x3xi32>
    %280 = stablehlo.select %277, %279, %104 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    %281 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %282 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %283 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<2x8x8x3xi32>) -> tensor<2x8x8x3x1xi32>
    %284 = stablehlo.concatenate %281, %282, %283, dim = 4 : (tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>, tensor<2x8x8x3x1xi32>) -> tensor<2x8x8x3x3xi32>
    %285 = "stablehlo.gather"(%arg0, %284) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x3x3xi32>) -> tensor<2x8x8x3xf32>
    %286 = stablehlo.multiply %7, %40 : tensor<2x8x8x3xf32>
    %287 = stablehlo.multiply %286, %73 : tensor<2x8x8x3xf32>
    %288 = stablehlo.multiply %287, %285 : tensor<2x8x8x3xf32>
    %289 = stablehlo.add %127, %150 : tensor<2x8x8x3xf32>
    %290 = stablehlo.add %289, %173 : tensor<2x8x8x3xf32>
    %291 = stablehlo.add %290, %196 : tensor<2x8x8x3xf32>
    %292 = stablehlo.add %291, %219 : tensor<2x8x8x3xf32>
    %293 = stablehlo.add %292, %242 : tensor<2x8x8x3xf32>
    %294 = stablehlo.add %293, %265 : tensor<2x8x8x3xf32>
    %295 = stablehlo.add %294, %288 : tensor<2x8x8x3xf32>
    return %295 : tensor<2x8x8x3xf32>
  }
  func.func private @remainder(%arg0: tensor<2x8x8x3xi32>, %arg1: tensor<i32>) -> tensor<2x8x8x3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_5(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2x8x8x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x8x8x3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2x8x8x3xi1>, tensor<2x8x8x3xi1>) -> tensor<2x8x8x3xi1>
    %12 = stablehlo.and %11, %6 : tensor<2x8x8x3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %14 = stablehlo.add %4, %13 : tensor<2x8x8x3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    return %15 : tensor<2x8x8x3xi32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide(%arg0: tensor<2x8x8x3xi32>, %arg1: tensor<i32>) -> tensor<2x8x8x3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x8x8x3xi32>
    %3 = stablehlo.sign %arg0 : tensor<2x8x8x3xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<2x8x8x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi1>
    %11 = stablehlo.and %6, %10 : tensor<2x8x8x3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8x8x3xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<2x8x8x3xi32>
    %14 = call @_where_6(%11, %13, %2) : (tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>, tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi32>
    return %14 : tensor<2x8x8x3xi32>
  }
  func.func private @_where_6(%arg0: tensor<2x8x8x3xi1>, %arg1: tensor<2x8x8x3xi32>, %arg2: tensor<2x8x8x3xi32>) -> tensor<2x8x8x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x3xi1>, tensor<2x8x8x3xi32>
    return %0 : tensor<2x8x8x3xi32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<2x6x6x4xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_7(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x6x6x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<2x6x6x4xf32>, tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xi1>
    return %2 : tensor<2x6x6x4xi1>
  }
  func.func private @_uniform_7(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x6x6x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<2x6x6x4xui64>
    %9 = stablehlo.iota dim = 1 : tensor<2x6x6x4xui64>
    %10 = stablehlo.iota dim = 2 : tensor<2x6x6x4xui64>
    %11 = stablehlo.iota dim = 3 : tensor<2x6x6x4xui64>
    %c = stablehlo.constant dense<144> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x6x6x4xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<2x6x6x4xui64>
    %c_0 = stablehlo.constant dense<24> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x6x6x4xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<2x6x6x4xui64>
    %c_1 = stablehlo.constant dense<4> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x6x6x4xui64>
    %17 = stablehlo.multiply %16, %10 : tensor<2x6x6x4xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x6x6x4xui64>
    %19 = stablehlo.multiply %18, %11 : tensor<2x6x6x4xui64>
    %20 = stablehlo.add %13, %15 : tensor<2x6x6x4xui64>
    %21 = stablehlo.add %20, %17 : tensor<2x6x6x4xui64>
    %22 = stablehlo.add %21, %19 : tensor<2x6x6x4xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2x6x6x4xui64>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<2x6x6x4xui64>
    %25 = stablehlo.convert %22 : (tensor<2x6x6x4xui64>) -> tensor<2x6x6x4xui32>
    %26 = stablehlo.convert %24 : (tensor<2x6x6x4xui64>) -> tensor<2x6x6x4xui32>
    %27:2 = call @threefry2x32_8(%5, %7, %26, %25) : (tensor<ui32>, tensor<ui32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>) -> (tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>)
    %28 = stablehlo.xor %27#0, %27#1 : tensor<2x6x6x4xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<2x6x6x4xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %32 = stablehlo.or %30, %31 : tensor<2x6x6x4xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<2x6x6x4xui32>) -> tensor<2x6x6x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<2x6x6x4xf32>
    %36 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x6x6x4xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<2x6x6x4xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x6x6x4xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x6x6x4xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x6x6x4xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<2x6x6x4xf32>
    return %42 : tensor<2x6x6x4xf32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x6x6x4xui32>, %arg3: tensor<2x6x6x4xui32>) -> (tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x6x6x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x6x6x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_9(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>
  }
  func.func private @closed_call_9(%arg0: tensor<i32>, %arg1: tensor<2x6x6x4xui32>, %arg2: tensor<2x6x6x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x6x6x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x6x6x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x6x6x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x6x6x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x6x6x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x6x6x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x6x6x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x6x6x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x6x6x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x6x6x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x6x6x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x6x6x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x6x6x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x6x6x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x6x6x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x6x6x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x6x6x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x6x6x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x6x6x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x6x6x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x6x6x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x6x6x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x6x6x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x6x6x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x6x6x4xui32>, tensor<2x6x6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
