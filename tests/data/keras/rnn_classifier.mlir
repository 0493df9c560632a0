module @jit_rnn_classifier attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x8xf32>, %arg1: tensor<8x24xf32>, %arg2: tensor<6x24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<8x24xf32>, %arg5: tensor<6x24xf32>, %arg6: tensor<24xf32>, %arg7: tensor<12x15xf32>, %arg8: tensor<5x15xf32>, %arg9: tensor<2x15xf32>, %arg10: tensor<5x3xf32>, %arg11: tensor<3xf32>, %arg12: tensor<3x7xi32>) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %1 = stablehlo.compare NE, %arg12, %0, SIGNED : (tensor<3x7xi32>, tensor<3x7xi32>) -> tensor<3x7xi1>
    %2 = call @_take(%arg0, %arg12) : (tensor<32x8xf32>, tensor<3x7xi32>) -> tensor<3x7x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %5 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<3x7x8xf32>) -> tensor<7x3x8xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x7xi1>) -> tensor<3x7x1xi1>
    %7 = stablehlo.transpose %6, dims = [1, 0, 2] : (tensor<3x7x1xi1>) -> tensor<7x3x1xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %5, %iterArg_13 = %7, %iterArg_14 = %arg1, %iterArg_15 = %arg2, %iterArg_16 = %arg3, %iterArg_17 = %c_2, %iterArg_18 = %3, %iterArg_19 = %4, %iterArg_20 = %8) : tensor<7x3x8xf32>, tensor<7x3x1xi1>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<i32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<7x3x6xf32>
    cond {
      %c_21 = stablehlo.constant dense<7> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_17, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %45 : tensor<i1>
    } do {
      %45 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<7x3x8xf32>, tensor<i32>) -> tensor<3x8xf32>
      %46 = func.call @dynamic_index_in_dim_0(%iterArg_13, %iterArg_17) : (tensor<7x3x1xi1>, tensor<i32>) -> tensor<3x1xi1>
      %47:3 = func.call @closed_call(%iterArg_14, %iterArg_15, %iterArg_16, %iterArg_18, %iterArg_19, %45, %46) : (tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x8xf32>, tensor<3x1xi1>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>)
      %48 = func.call @dynamic_update_index_in_dim(%iterArg_20, %47#2, %iterArg_17) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_17, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %49, %47#0, %47#1, %48 : tensor<7x3x8xf32>, tensor<7x3x1xi1>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<i32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<7x3x6xf32>
    }
    %10 = stablehlo.transpose %9#8, dims = [1, 0, 2] : (tensor<7x3x6xf32>) -> tensor<3x7x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %13 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<3x7x8xf32>) -> tensor<7x3x8xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x7xi1>) -> tensor<3x7x1xi1>
    %15 = stablehlo.transpose %14, dims = [1, 0, 2] : (tensor<3x7x1xi1>) -> tensor<7x3x1xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17:9 = stablehlo.while(%iterArg = %13, %iterArg_13 = %15, %iterArg_14 = %arg4, %iterArg_15 = %arg5, %iterArg_16 = %arg6, %iterArg_17 = %c_6, %iterArg_18 = %11, %iterArg_19 = %12, %iterArg_20 = %16) : tensor<7x3x8xf32>, tensor<7x3x1xi1>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<i32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<7x3x6xf32>
    cond {
      %c_21 = stablehlo.constant dense<7> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_17, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %45 : tensor<i1>
    } do {
      %c_21 = stablehlo.constant dense<7> : tensor<i32>
      %45 = stablehlo.subtract %c_21, %iterArg_17 : tensor<i32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.subtract %45, %c_22 : tensor<i32>
      %47 = func.call @dynamic_index_in_dim(%iterArg, %46) : (tensor<7x3x8xf32>, tensor<i32>) -> tensor<3x8xf32>
      %48 = func.call @dynamic_index_in_dim_0(%iterArg_13, %46) : (tensor<7x3x1xi1>, tensor<i32>) -> tensor<3x1xi1>
      %49:3 = func.call @closed_call_2(%iterArg_14, %iterArg_15, %iterArg_16, %iterArg_18, %iterArg_19, %47, %48) : (tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x8xf32>, tensor<3x1xi1>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>)
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_20, %49#2, %46) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_17, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %51, %49#0, %49#1, %50 : tensor<7x3x8xf32>, tensor<7x3x1xi1>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<i32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<7x3x6xf32>
    }
    %18 = call @_flip(%17#8) : (tensor<7x3x6xf32>) -> tensor<7x3x6xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0, 2] : (tensor<7x3x6xf32>) -> tensor<3x7x6xf32>
    %20 = call @_flip_3(%19) : (tensor<3x7x6xf32>) -> tensor<3x7x6xf32>
    %21 = stablehlo.concatenate %10, %20, dim = 2 : (tensor<3x7x6xf32>, tensor<3x7x6xf32>) -> tensor<3x7x12xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %23 = stablehlo.transpose %21, dims = [1, 0, 2] : (tensor<3x7x12xf32>) -> tensor<7x3x12xf32>
    %24 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x7xi1>) -> tensor<3x7x1xi1>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<3x7x1xi1>) -> tensor<7x3x1xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7x3x5xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %27:8 = stablehlo.while(%iterArg = %23, %iterArg_13 = %25, %iterArg_14 = %arg9, %iterArg_15 = %arg7, %iterArg_16 = %arg8, %iterArg_17 = %c_9, %iterArg_18 = %22, %iterArg_19 = %26) : tensor<7x3x12xf32>, tensor<7x3x1xi1>, tensor<2x15xf32>, tensor<12x15xf32>, tensor<5x15xf32>, tensor<i32>, tensor<3x5xf32>, tensor<7x3x5xf32>
    cond {
      %c_20 = stablehlo.constant dense<7> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %45 : tensor<i1>
    } do {
      %45 = func.call @dynamic_index_in_dim_4(%iterArg, %iterArg_17) : (tensor<7x3x12xf32>, tensor<i32>) -> tensor<3x12xf32>
      %46 = func.call @dynamic_index_in_dim_0(%iterArg_13, %iterArg_17) : (tensor<7x3x1xi1>, tensor<i32>) -> tensor<3x1xi1>
      %47:2 = func.call @closed_call_5(%iterArg_14, %iterArg_15, %iterArg_16, %iterArg_18, %45, %46) : (tensor<2x15xf32>, tensor<12x15xf32>, tensor<5x15xf32>, tensor<3x5xf32>, tensor<3x12xf32>, tensor<3x1xi1>) -> (tensor<3x5xf32>, tensor<3x5xf32>)
      %48 = func.call @dynamic_update_index_in_dim_7(%iterArg_19, %47#1, %iterArg_17) : (tensor<7x3x5xf32>, tensor<3x5xf32>, tensor<i32>) -> tensor<7x3x5xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_17, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %49, %47#0, %48 : tensor<7x3x12xf32>, tensor<7x3x1xi1>, tensor<2x15xf32>, tensor<12x15xf32>, tensor<5x15xf32>, tensor<i32>, tensor<3x5xf32>, tensor<7x3x5xf32>
    }
    %28 = stablehlo.slice %27#7 [6:7, 0:3, 0:5] : (tensor<7x3x5xf32>) -> tensor<1x3x5xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    %30 = stablehlo.dot_general %29, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x3xf32>) -> tensor<3x3xf32>
    %31 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %33 = stablehlo.add %30, %32 : tensor<3x3xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<3x3xf32>
    %40 = stablehlo.exponential %39 : tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %44 = stablehlo.divide %40, %43 : tensor<3x3xf32>
    return %44 : tensor<3x3xf32>
  }
  func.func private @_take(%arg0: tensor<32x8xf32>, %arg1: tensor<3x7xi32>) -> tensor<3x7x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x7xi32>, tensor<3x7xi32>) -> tensor<3x7xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x7xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3x7xi1>, tensor<3x7xi32>, tensor<3x7xi32>) -> tensor<3x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x7xi32>) -> tensor<3x7x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x7x1xi1>, tensor<i1>) -> tensor<3x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<32x8xf32>, tensor<3x7x1xi32>) -> tensor<3x7x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x7xi1>) -> tensor<3x7x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x7x8xi1>, tensor<3x7x8xf32>
    return %16 : tensor<3x7x8xf32>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xi32>, %arg2: tensor<3x7xi32>) -> tensor<3x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xi32>
    return %0 : tensor<3x7xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x3x8xf32>, %arg1: tensor<i32>) -> tensor<3x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 8] : (tensor<7x3x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x8xf32>) -> tensor<3x8xf32>
    return %1 : tensor<3x8xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<7x3x1xi1>, %arg1: tensor<i32>) -> tensor<3x1xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 1] : (tensor<7x3x1xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x3x1xi1>) -> tensor<3x1xi1>
    return %1 : tensor<3x1xi1>
  }
  func.func private @closed_call(%arg0: tensor<8x24xf32>, %arg1: tensor<6x24xf32>, %arg2: tensor<24xf32>, %arg3: tensor<3x6xf32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3x8xf32>, %arg6: tensor<3x1xi1>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) {
    %0 = stablehlo.not %arg6 : tensor<3x1xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %3 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<8x24xf32>) -> tensor<3x24xf32>
    %4 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x24xf32>) -> tensor<3x24xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x24xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<3x24xf32>
    %8 = stablehlo.add %5, %7 : tensor<3x24xf32>
    %9 = stablehlo.slice %8 [0:3, 0:6] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %10 = stablehlo.slice %8 [0:3, 6:12] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %11 = stablehlo.slice %8 [0:3, 12:18] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %12 = stablehlo.slice %8 [0:3, 18:24] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %13 = stablehlo.negate %9 : tensor<3x6xf32>
    %14 = stablehlo.exponential %13 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %16 = stablehlo.add %15, %14 : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %18 = stablehlo.divide %17, %16 : tensor<3x6xf32>
    %19 = stablehlo.negate %10 : tensor<3x6xf32>
    %20 = stablehlo.exponential %19 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x6xf32>
    %25 = stablehlo.multiply %24, %arg4 : tensor<3x6xf32>
    %26 = stablehlo.tanh %11 : tensor<3x6xf32>
    %27 = stablehlo.multiply %18, %26 : tensor<3x6xf32>
    %28 = stablehlo.add %25, %27 : tensor<3x6xf32>
    %29 = stablehlo.negate %12 : tensor<3x6xf32>
    %30 = stablehlo.exponential %29 : tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %32 = stablehlo.add %31, %30 : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %34 = stablehlo.divide %33, %32 : tensor<3x6xf32>
    %35 = stablehlo.tanh %28 : tensor<3x6xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %38 = call @_where_1(%2, %37, %36) : (tensor<3x1xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %39 = call @_where_1(%2, %arg3, %36) : (tensor<3x1xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %40 = call @_where_1(%2, %arg4, %28) : (tensor<3x1xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    return %39, %40, %38 : tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x1xi1>, %arg1: tensor<3x6xf32>, %arg2: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x6xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3x6xi1>, tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<i32>) -> tensor<7x3x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<1x3x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x3x6xf32>, tensor<1x3x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x3x6xf32>
    return %1 : tensor<7x3x6xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<8x24xf32>, %arg1: tensor<6x24xf32>, %arg2: tensor<24xf32>, %arg3: tensor<3x6xf32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3x8xf32>, %arg6: tensor<3x1xi1>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) {
    %0 = stablehlo.not %arg6 : tensor<3x1xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %3 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<8x24xf32>) -> tensor<3x24xf32>
    %4 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x24xf32>) -> tensor<3x24xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x24xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<3x24xf32>
    %8 = stablehlo.add %5, %7 : tensor<3x24xf32>
    %9 = stablehlo.slice %8 [0:3, 0:6] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %10 = stablehlo.slice %8 [0:3, 6:12] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %11 = stablehlo.slice %8 [0:3, 12:18] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %12 = stablehlo.slice %8 [0:3, 18:24] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %13 = stablehlo.negate %9 : tensor<3x6xf32>
    %14 = stablehlo.exponential %13 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %16 = stablehlo.add %15, %14 : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %18 = stablehlo.divide %17, %16 : tensor<3x6xf32>
    %19 = stablehlo.negate %10 : tensor<3x6xf32>
    %20 = stablehlo.exponential %19 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x6xf32>
    %25 = stablehlo.multiply %24, %arg4 : tensor<3x6xf32>
    %26 = stablehlo.tanh %11 : tensor<3x6xf32>
    %27 = stablehlo.multiply %18, %26 : tensor<3x6xf32>
    %28 = stablehlo.add %25, %27 : tensor<3x6xf32>
    %29 = stablehlo.negate %12 : tensor<3x6xf32>
    %30 = stablehlo.exponential %29 : tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %32 = stablehlo.add %31, %30 : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %34 = stablehlo.divide %33, %32 : tensor<3x6xf32>
    %35 = stablehlo.tanh %28 : tensor<3x6xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %38 = call @_where_1(%2, %37, %36) : (tensor<3x1xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %39 = call @_where_1(%2, %arg3, %36) : (tensor<3x1xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %40 = call @_where_1(%2, %arg4, %28) : (tensor<3x1xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    return %39, %40, %38 : tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
  }
  func.func private @_flip(%arg0: tensor<7x3x6xf32>) -> tensor<7x3x6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<7x3x6xf32>
    return %0 : tensor<7x3x6xf32>
  }
  func.func private @_flip_3(%arg0: tensor<3x7x6xf32>) -> tensor<3x7x6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<3x7x6xf32>
    return %0 : tensor<3x7x6xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<7x3x12xf32>, %arg1: tensor<i32>) -> tensor<3x12xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 12] : (tensor<7x3x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x12xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x12xf32>) -> tensor<3x12xf32>
    return %1 : tensor<3x12xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<2x15xf32>, %arg1: tensor<12x15xf32>, %arg2: tensor<5x15xf32>, %arg3: tensor<3x5xf32>, %arg4: tensor<3x12xf32>, %arg5: tensor<3x1xi1>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.not %arg5 : tensor<3x1xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %3 = stablehlo.slice %arg0 [0:1, 0:15] : (tensor<2x15xf32>) -> tensor<1x15xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:15] : (tensor<2x15xf32>) -> tensor<1x15xf32>
    %5 = stablehlo.reshape %3 : (tensor<1x15xf32>) -> tensor<15xf32>
    %6 = stablehlo.reshape %4 : (tensor<1x15xf32>) -> tensor<15xf32>
    %7 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x12xf32>, tensor<12x15xf32>) -> tensor<3x15xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<15xf32>) -> tensor<1x15xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x15xf32>) -> tensor<3x15xf32>
    %10 = stablehlo.add %7, %9 : tensor<3x15xf32>
    %11 = stablehlo.slice %10 [0:3, 0:5] : (tensor<3x15xf32>) -> tensor<3x5xf32>
    %12 = stablehlo.slice %10 [0:3, 5:10] : (tensor<3x15xf32>) -> tensor<3x5xf32>
    %13 = stablehlo.slice %10 [0:3, 10:15] : (tensor<3x15xf32>) -> tensor<3x5xf32>
    %14 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x15xf32>) -> tensor<3x15xf32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<15xf32>) -> tensor<1x15xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x15xf32>) -> tensor<3x15xf32>
    %17 = stablehlo.add %14, %16 : tensor<3x15xf32>
    %18 = stablehlo.slice %17 [0:3, 0:5] : (tensor<3x15xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.slice %17 [0:3, 5:10] : (tensor<3x15xf32>) -> tensor<3x5xf32>
    %20 = stablehlo.slice %17 [0:3, 10:15] : (tensor<3x15xf32>) -> tensor<3x5xf32>
    %21 = stablehlo.add %11, %18 : tensor<3x5xf32>
    %22 = stablehlo.negate %21 : tensor<3x5xf32>
    %23 = stablehlo.exponential %22 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %25 = stablehlo.add %24, %23 : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %27 = stablehlo.divide %26, %25 : tensor<3x5xf32>
    %28 = stablehlo.add %12, %19 : tensor<3x5xf32>
    %29 = stablehlo.negate %28 : tensor<3x5xf32>
    %30 = stablehlo.exponential %29 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %32 = stablehlo.add %31, %30 : tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %34 = stablehlo.divide %33, %32 : tensor<3x5xf32>
    %35 = stablehlo.multiply %34, %20 : tensor<3x5xf32>
    %36 = stablehlo.add %13, %35 : tensor<3x5xf32>
    %37 = stablehlo.tanh %36 : tensor<3x5xf32>
    %38 = stablehlo.multiply %27, %arg3 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %40 = stablehlo.subtract %39, %27 : tensor<3x5xf32>
    %41 = stablehlo.multiply %40, %37 : tensor<3x5xf32>
    %42 = stablehlo.add %38, %41 : tensor<3x5xf32>
    %43 = call @_where_6(%2, %arg3, %42) : (tensor<3x1xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %44 = call @_where_6(%2, %arg3, %42) : (tensor<3x1xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    return %44, %43 : tensor<3x5xf32>, tensor<3x5xf32>
  }
  func.func private @_where_6(%arg0: tensor<3x1xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x5xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<7x3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<i32>) -> tensor<7x3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x3x5xf32>
    return %1 : tensor<7x3x5xf32>
  }
}
