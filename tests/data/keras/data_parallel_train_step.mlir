module @jit_data_parallel_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["batch"=8]> {stablehlo.mesh = {axes = [{name = "batch", size = 8 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg5: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg6: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg11: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg12: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, %arg13: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x32xf32> {jax.result_info = "result[1][0]"}, tensor<32xf32> {jax.result_info = "result[1][1]"}, tensor<32x16xf32> {jax.result_info = "result[1][2]"}, tensor<16xf32> {jax.result_info = "result[1][3]"}, tensor<i32> {jax.result_info = "result[3][0]"}, tensor<f32> {jax.result_info = "result[3][1]"}, tensor<16x32xf32> {jax.result_info = "result[3][2]"}, tensor<32xf32> {jax.result_info = "result[3][3]"}, tensor<32x16xf32> {jax.result_info = "result[3][4]"}, tensor<16xf32> {jax.result_info = "result[3][5]"}, tensor<f32> {jax.result_info = "result[4][0]"}, tensor<f32> {jax.result_info = "result[4][1]"}) {
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %0 = stablehlo.dot_general %arg12, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x16xf32>
    %11 = stablehlo.subtract %arg13, %10 : tensor<8x16xf32>
    %12 = chlo.square %11 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.reduce(%c init: %c_4) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %20 = stablehlo.convert %19 : (tensor<i32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.compare EQ, %20, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %22 = call @_where(%21, %c_6, %20) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.compare EQ, %20, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %24 = stablehlo.divide %18, %22 : tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %25 = call @_where_0(%23, %c_8, %24) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = call @_where_1(%23, %cst_9) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.divide %26, %22 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %32 = stablehlo.multiply %31, %14 : tensor<8x16xf32>
    %33 = stablehlo.negate %32 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.reshape %34 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.dot_general %33, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %39 = stablehlo.dot_general %33, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %41 = stablehlo.select %6, %39, %40 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %43 = stablehlo.reshape %42 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %45 = stablehlo.dot_general %41, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %48 = stablehlo.multiply %arg6, %47 : tensor<16x32xf32>
    %49 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<16x32xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<16x32xf32>
    %52 = stablehlo.add %arg0, %51 : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %54 = stablehlo.multiply %arg7, %53 : tensor<32xf32>
    %55 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.multiply %44, %55 : tensor<32xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<32xf32>
    %58 = stablehlo.add %arg1, %57 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %60 = stablehlo.multiply %arg8, %59 : tensor<32x16xf32>
    %61 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %62 = stablehlo.multiply %38, %61 : tensor<32x16xf32>
    %63 = stablehlo.subtract %60, %62 : tensor<32x16xf32>
    %64 = stablehlo.add %arg2, %63 : tensor<32x16xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.multiply %arg9, %65 : tensor<16xf32>
    %67 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.multiply %36, %67 : tensor<16xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<16xf32>
    %70 = stablehlo.add %arg3, %69 : tensor<16xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.add %arg4, %c_20 : tensor<i32>
    return %25, %52, %58, %64, %70, %71, %arg5, %51, %57, %63, %69, %arg10, %arg11 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<i32>, tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
