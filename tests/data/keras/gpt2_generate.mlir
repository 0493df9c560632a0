module @jit_gpt2_generate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2xui32>, %arg3: tensor<64x16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<16x2x8xf32>, %arg6: tensor<2x8xf32>, %arg7: tensor<16x2x8xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<16x2x8xf32>, %arg10: tensor<2x8xf32>, %arg11: tensor<2x8x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<2xui32>, %arg24: tensor<2xui32>, %arg25: tensor<2xui32>, %arg26: tensor<2xui32>) -> (tensor<2x8xi1> {jax.result_info = "result[0]['padding_mask']"}, tensor<2x8xi32> {jax.result_info = "result[0]['token_ids']"}, tensor<2xui32> {jax.result_info = "result[1][0]"}) {
    %c = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x2x8xf32>
    %1 = call @_take(%arg3, %arg1) : (tensor<64x16xf32>, tensor<2x8xi32>) -> tensor<2x8x16xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg4, %c_0, %c_1, sizes = [8, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<2x8x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<2x8x16xf32>
    %5 = stablehlo.reshape %0 : (tensor<2x1x2x8x2x8xf32>) -> tensor<2x2x8x2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x8x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_var(%4, %c_4) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %12 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x8x16xf32>
    %19 = stablehlo.negate %9 : tensor<2x8x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<2x8x16xf32>
    %22 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.multiply %4, %18 : tensor<2x8x16xf32>
    %25 = stablehlo.add %24, %23 : tensor<2x8x16xf32>
    %26 = stablehlo.slice %5 [0:2, 0:1, 0:8, 0:2, 0:8] : (tensor<2x2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x1x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %28 = stablehlo.slice %5 [0:2, 1:2, 0:8, 0:2, 0:8] : (tensor<2x2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x1x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %30 = stablehlo.dot_general %25, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x8x2x8xf32>
    %34 = stablehlo.dot_general %25, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %35 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x8x2x8xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.dynamic_update_slice %27, %33, %c_6, %c_7, %c_8, %c_9 : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x2x8xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.dynamic_update_slice %29, %37, %c_10, %c_11, %c_12, %c_13 : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x2x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 2, 3, 4] : (tensor<2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 2, 3, 4] : (tensor<2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
    %42 = stablehlo.concatenate %40, %41, dim = 1 : (tensor<2x1x8x2x8xf32>, tensor<2x1x8x2x8xf32>) -> tensor<2x2x8x2x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 2, 3, 4, 5] : (tensor<2x2x8x2x8xf32>) -> tensor<2x1x2x8x2x8xf32>
    %44 = stablehlo.convert %arg0 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.reduce(%44 init: %c_14) applies stablehlo.add across dimensions = [1] : (tensor<2x8xi32>, tensor<i32>) -> tensor<2xi32>
    %c_15 = stablehlo.constant dense<2147483647> : tensor<i32>
    %46 = stablehlo.reduce(%45 init: %c_15) applies stablehlo.minimum across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %c_16 = stablehlo.constant dense<8> : tensor<i32>
    %47 = stablehlo.subtract %c_16, %46 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48:32 = stablehlo.while(%iterArg = %47, %iterArg_20 = %arg3, %iterArg_21 = %arg4, %iterArg_22 = %arg5, %iterArg_23 = %arg6, %iterArg_24 = %arg7, %iterArg_25 = %arg8, %iterArg_26 = %arg9, %iterArg_27 = %arg10, %iterArg_28 = %arg11, %iterArg_29 = %arg12, %iterArg_30 = %arg13, %iterArg_31 = %arg14, %iterArg_32 = %arg15, %iterArg_33 = %arg16, %iterArg_34 = %arg17, %iterArg_35 = %arg18, %iterArg_36 = %arg19, %iterArg_37 = %arg20, %iterArg_38 = %arg21, %iterArg_39 = %arg22, %iterArg_40 = %arg23, %iterArg_41 = %arg24, %iterArg_42 = %arg25, %iterArg_43 = %arg26, %iterArg_44 = %c, %iterArg_45 = %arg2, %iterArg_46 = %arg1, %iterArg_47 = %43, %iterArg_48 = %46, %iterArg_49 = %arg0, %iterArg_50 = %c_17) : tensor<i32>, tensor<64x16xf32>, tensor<8x16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2x8xi32>, tensor<2x1x2x8x2x8xf32>, tensor<i32>, tensor<2x8xi1>, tensor<i32>
    cond {
      %60 = stablehlo.not %iterArg_49 : tensor<2x8xi1>
      %c_51 = stablehlo.constant dense<3> : tensor<i32>
      %61 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
      %62 = stablehlo.compare EQ, %iterArg_46, %61, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
      %63 = stablehlo.and %62, %60 : tensor<2x8xi1>
      %c_52 = stablehlo.constant dense<false> : tensor<i1>
      %64 = stablehlo.reduce(%63 init: %c_52) applies stablehlo.or across dimensions = [1] : (tensor<2x8xi1>, tensor<i1>) -> tensor<2xi1>
      %c_53 = stablehlo.constant dense<true> : tensor<i1>
      %65 = stablehlo.reduce(%64 init: %c_53) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
      %66 = stablehlo.not %65 : tensor<i1>
      %67 = stablehlo.convert %iterArg_50 : tensor<i32>
      %68 = stablehlo.compare LT, %67, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %69 = stablehlo.and %66, %68 : tensor<i1>
      stablehlo.return %69 : tensor<i1>
    } do {
      %c_51 = stablehlo.constant dense<1> : tensor<i32>
      %60 = stablehlo.subtract %iterArg_48, %c_51 : tensor<i32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %61 = stablehlo.compare LT, %60, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_53 = stablehlo.constant dense<8> : tensor<i32>
      %62 = stablehlo.add %60, %c_53 : tensor<i32>
      %63 = stablehlo.select %61, %62, %60 : tensor<i1>, tensor<i32>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %64 = stablehlo.dynamic_slice %iterArg_46, %c_54, %63, sizes = [2, 1] : (tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
      %65 = func.call @_take_1(%iterArg_20, %64) : (tensor<64x16xf32>, tensor<2x1xi32>) -> tensor<2x1x16xf32>
      %c_55 = stablehlo.constant dense<0> : tensor<i32>
      %66 = stablehlo.compare LT, %60, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_56 = stablehlo.constant dense<8> : tensor<i32>
      %67 = stablehlo.add %60, %c_56 : tensor<i32>
      %68 = stablehlo.select %66, %67, %60 : tensor<i1>, tensor<i32>
      %c_57 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.dynamic_slice %iterArg_21, %68, %c_57, sizes = [1, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<2x1x16xf32>
      %71 = stablehlo.add %65, %70 : tensor<2x1x16xf32>
      %72 = stablehlo.reshape %iterArg_47 : (tensor<2x1x2x8x2x8xf32>) -> tensor<2x2x8x2x8xf32>
      %73 = stablehlo.iota dim = 0 : tensor<1xf32>
      %74 = stablehlo.convert %60 : (tensor<i32>) -> tensor<f32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %76 = stablehlo.add %73, %75 : tensor<1xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
      %78 = stablehlo.iota dim = 0 : tensor<8xf32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %80 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %81 = stablehlo.compare GE, %80, %79, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
      %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2] : (tensor<1x8xi1>) -> tensor<1x1x8xi1>
      %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x8xi1>) -> tensor<2x1x8xi1>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %84 = stablehlo.reduce(%71 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x1xf32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
      %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %87 = stablehlo.divide %85, %86 : tensor<2x1x1xf32>
      %c_60 = stablehlo.constant dense<0> : tensor<i32>
      %88 = func.call @_var_3(%71, %c_60) : (tensor<2x1x16xf32>, tensor<i32>) -> tensor<2x1x1xf32>
      %89 = stablehlo.reshape %iterArg_30 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %90 = stablehlo.reshape %iterArg_31 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %92 = stablehlo.add %88, %91 : tensor<2x1x1xf32>
      %93 = stablehlo.rsqrt %92 : tensor<2x1x1xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
      %95 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %96 = stablehlo.multiply %94, %95 : tensor<2x1x16xf32>
      %97 = stablehlo.negate %87 : tensor<2x1x1xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
      %99 = stablehlo.multiply %98, %96 : tensor<2x1x16xf32>
      %100 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %101 = stablehlo.add %99, %100 : tensor<2x1x16xf32>
      %102 = stablehlo.multiply %71, %96 : tensor<2x1x16xf32>
      %103 = stablehlo.add %102, %101 : tensor<2x1x16xf32>
      %104 = stablehlo.dot_general %103, %iterArg_22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
      %105 = stablehlo.broadcast_in_dim %iterArg_23, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x1x2x8xf32>
      %107 = stablehlo.add %104, %106 : tensor<2x1x2x8xf32>
      %108 = stablehlo.slice %72 [0:2, 0:1, 0:8, 0:2, 0:8] : (tensor<2x2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
      %109 = stablehlo.reshape %108 : (tensor<2x1x8x2x8xf32>) -> tensor<2x8x2x8xf32>
      %110 = stablehlo.slice %72 [0:2, 1:2, 0:8, 0:2, 0:8] : (tensor<2x2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
      %111 = stablehlo.reshape %110 : (tensor<2x1x8x2x8xf32>) -> tensor<2x8x2x8xf32>
      %112 = stablehlo.dot_general %103, %iterArg_24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
      %113 = stablehlo.broadcast_in_dim %iterArg_25, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x1x2x8xf32>
      %115 = stablehlo.add %112, %114 : tensor<2x1x2x8xf32>
      %116 = stablehlo.dot_general %103, %iterArg_26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
      %117 = stablehlo.broadcast_in_dim %iterArg_27, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x1x2x8xf32>
      %119 = stablehlo.add %116, %118 : tensor<2x1x2x8xf32>
      %c_62 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.compare LT, %60, %c_62, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_63 = stablehlo.constant dense<8> : tensor<i32>
      %121 = stablehlo.add %60, %c_63 : tensor<i32>
      %122 = stablehlo.select %120, %121, %60 : tensor<i1>, tensor<i32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %c_65 = stablehlo.constant dense<0> : tensor<i32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %123 = stablehlo.dynamic_update_slice %109, %115, %c_64, %122, %c_65, %c_66 : (tensor<2x8x2x8xf32>, tensor<2x1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %c_67 = stablehlo.constant dense<0> : tensor<i32>
      %124 = stablehlo.compare LT, %60, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_68 = stablehlo.constant dense<8> : tensor<i32>
      %125 = stablehlo.add %60, %c_68 : tensor<i32>
      %126 = stablehlo.select %124, %125, %60 : tensor<i1>, tensor<i32>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %c_70 = stablehlo.constant dense<0> : tensor<i32>
      %c_71 = stablehlo.constant dense<0> : tensor<i32>
      %127 = stablehlo.dynamic_update_slice %111, %119, %c_69, %126, %c_70, %c_71 : (tensor<2x8x2x8xf32>, tensor<2x1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %128 = stablehlo.broadcast_in_dim %123, dims = [0, 2, 3, 4] : (tensor<2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
      %129 = stablehlo.broadcast_in_dim %127, dims = [0, 2, 3, 4] : (tensor<2x8x2x8xf32>) -> tensor<2x1x8x2x8xf32>
      %130 = stablehlo.concatenate %128, %129, dim = 1 : (tensor<2x1x8x2x8xf32>, tensor<2x1x8x2x8xf32>) -> tensor<2x2x8x2x8xf32>
      %cst_72 = stablehlo.constant dense<0.353553385> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x1x2x8xf32>
      %132 = stablehlo.multiply %107, %131 : tensor<2x1x2x8xf32>
      %133 = stablehlo.dot_general %132, %123, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x1x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x1x8xf32>
      %134 = stablehlo.broadcast_in_dim %83, dims = [0, 2, 3] : (tensor<2x1x8xi1>) -> tensor<2x1x1x8xi1>
      %cst_73 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %135 = func.call @_where_5(%134, %133, %cst_73) : (tensor<2x1x1x8xi1>, tensor<2x2x1x8xf32>, tensor<f32>) -> tensor<2x2x1x8xf32>
      %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %136 = stablehlo.reduce(%135 init: %cst_74) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x8xf32>, tensor<f32>) -> tensor<2x2x1xf32>
      %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x2x1xf32>
      %138 = stablehlo.maximum %137, %136 : tensor<2x2x1xf32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x8xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<2x2x1x8xf32>
      %142 = stablehlo.exponential %141 : tensor<2x2x1x8xf32>
      %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %143 = stablehlo.reduce(%142 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x8xf32>, tensor<f32>) -> tensor<2x2x1xf32>
      %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x8xf32>
      %146 = stablehlo.divide %142, %145 : tensor<2x2x1x8xf32>
      %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %147 = func.call @_where_5(%134, %146, %cst_77) : (tensor<2x1x1x8xi1>, tensor<2x2x1x8xf32>, tensor<f32>) -> tensor<2x2x1x8xf32>
      %148 = stablehlo.dot_general %127, %147, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x1x8xf32>) -> tensor<2x2x8x1xf32>
      %149 = stablehlo.transpose %148, dims = [0, 3, 1, 2] : (tensor<2x2x8x1xf32>) -> tensor<2x1x2x8xf32>
      %150 = stablehlo.dot_general %149, %iterArg_28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x1x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
      %151 = stablehlo.broadcast_in_dim %iterArg_29, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %153 = stablehlo.add %150, %152 : tensor<2x1x16xf32>
      %154 = stablehlo.add %153, %71 : tensor<2x1x16xf32>
      %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %155 = stablehlo.reduce(%154 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x1xf32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
      %cst_79 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %157 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %158 = stablehlo.divide %156, %157 : tensor<2x1x1xf32>
      %c_80 = stablehlo.constant dense<0> : tensor<i32>
      %159 = func.call @_var_3(%154, %c_80) : (tensor<2x1x16xf32>, tensor<i32>) -> tensor<2x1x1xf32>
      %160 = stablehlo.reshape %iterArg_36 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %161 = stablehlo.reshape %iterArg_37 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %cst_81 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %163 = stablehlo.add %159, %162 : tensor<2x1x1xf32>
      %164 = stablehlo.rsqrt %163 : tensor<2x1x1xf32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
      %166 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %167 = stablehlo.multiply %165, %166 : tensor<2x1x16xf32>
      %168 = stablehlo.negate %158 : tensor<2x1x1xf32>
      %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
      %170 = stablehlo.multiply %169, %167 : tensor<2x1x16xf32>
      %171 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %172 = stablehlo.add %170, %171 : tensor<2x1x16xf32>
      %173 = stablehlo.multiply %154, %167 : tensor<2x1x16xf32>
      %174 = stablehlo.add %173, %172 : tensor<2x1x16xf32>
      %175 = stablehlo.dot_general %174, %iterArg_32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x16xf32>, tensor<16x32xf32>) -> tensor<2x1x32xf32>
      %176 = stablehlo.broadcast_in_dim %iterArg_33, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
      %178 = stablehlo.add %175, %177 : tensor<2x1x32xf32>
      %179 = stablehlo.multiply %178, %178 : tensor<2x1x32xf32>
      %180 = stablehlo.multiply %179, %178 : tensor<2x1x32xf32>
      %cst_82 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %181 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
      %182 = stablehlo.multiply %181, %180 : tensor<2x1x32xf32>
      %183 = stablehlo.add %178, %182 : tensor<2x1x32xf32>
      %cst_83 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %184 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
      %185 = stablehlo.multiply %184, %183 : tensor<2x1x32xf32>
      %186 = stablehlo.tanh %185 : tensor<2x1x32xf32>
      %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %187 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
      %188 = stablehlo.add %187, %186 : tensor<2x1x32xf32>
      %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %189 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
      %190 = stablehlo.multiply %189, %188 : tensor<2x1x32xf32>
      %191 = stablehlo.multiply %178, %190 : tensor<2x1x32xf32>
      %192 = stablehlo.dot_general %191, %iterArg_34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x32xf32>, tensor<32x16xf32>) -> tensor<2x1x16xf32>
      %193 = stablehlo.broadcast_in_dim %iterArg_35, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %195 = stablehlo.add %192, %194 : tensor<2x1x16xf32>
      %196 = stablehlo.add %195, %154 : tensor<2x1x16xf32>
      %197 = stablehlo.broadcast_in_dim %130, dims = [0, 2, 3, 4, 5] : (tensor<2x2x8x2x8xf32>) -> tensor<2x1x2x8x2x8xf32>
      %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %198 = stablehlo.reduce(%196 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x1xf32>
      %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
      %cst_87 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %200 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %201 = stablehlo.divide %199, %200 : tensor<2x1x1xf32>
      %c_88 = stablehlo.constant dense<0> : tensor<i32>
      %202 = func.call @_var_3(%196, %c_88) : (tensor<2x1x16xf32>, tensor<i32>) -> tensor<2x1x1xf32>
      %203 = stablehlo.reshape %iterArg_38 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %204 = stablehlo.reshape %iterArg_39 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %cst_89 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %205 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %206 = stablehlo.add %202, %205 : tensor<2x1x1xf32>
      %207 = stablehlo.rsqrt %206 : tensor<2x1x1xf32>
      %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
      %209 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %210 = stablehlo.multiply %208, %209 : tensor<2x1x16xf32>
      %211 = stablehlo.negate %201 : tensor<2x1x1xf32>
      %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
      %213 = stablehlo.multiply %212, %210 : tensor<2x1x16xf32>
      %214 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
      %215 = stablehlo.add %213, %214 : tensor<2x1x16xf32>
      %216 = stablehlo.multiply %196, %210 : tensor<2x1x16xf32>
      %217 = stablehlo.add %216, %215 : tensor<2x1x16xf32>
      %218 = stablehlo.transpose %iterArg_20, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
      %219 = stablehlo.dot_general %217, %218, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x16xf32>, tensor<16x64xf32>) -> tensor<2x1x64xf32>
      %220 = stablehlo.reshape %219 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
      %221 = stablehlo.reshape %217 : (tensor<2x1x16xf32>) -> tensor<2x16xf32>
      %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %222 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %223 = stablehlo.divide %220, %222 : tensor<2x64xf32>
      %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %224 = stablehlo.reduce(%223 init: %cst_91) applies stablehlo.maximum across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
      %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %225 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %226 = stablehlo.maximum %225, %224 : tensor<2xf32>
      %227 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
      %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
      %229 = stablehlo.subtract %223, %228 : tensor<2x64xf32>
      %230 = stablehlo.exponential %229 : tensor<2x64xf32>
      %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %231 = stablehlo.reduce(%230 init: %cst_93) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
      %232 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
      %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
      %234 = stablehlo.divide %230, %233 : tensor<2x64xf32>
      %values, %indices = chlo.top_k(%234, k = 4) : tensor<2x64xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
      %235 = stablehlo.log %values : tensor<2x4xf32>
      %c_94 = stablehlo.constant dense<1> : tensor<ui32>
      %236 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %237 = stablehlo.multiply %iterArg_45, %236 : tensor<2xui32>
      %238 = stablehlo.add %iterArg_45, %iterArg_44 : tensor<2xui32>
      %239 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %240 = func.call @_gumbel(%237) : (tensor<2xui32>) -> tensor<2x4x1xf32>
      %241 = stablehlo.add %240, %239 : tensor<2x4x1xf32>
      %242 = func.call @argmax(%241) : (tensor<2x4x1xf32>) -> tensor<2x1xi32>
      %243 = func.call @take_along_axis(%indices, %242) : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %244 = stablehlo.reshape %243 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_95 = stablehlo.constant dense<0> : tensor<i32>
      %c_96 = stablehlo.constant dense<0> : tensor<i32>
      %245 = stablehlo.compare LT, %c_95, %c_96, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_97 = stablehlo.constant dense<0> : tensor<i32>
      %c_98 = stablehlo.constant dense<2> : tensor<i32>
      %246 = stablehlo.add %c_97, %c_98 : tensor<i32>
      %c_99 = stablehlo.constant dense<0> : tensor<i32>
      %247 = stablehlo.select %245, %246, %c_99 : tensor<i1>, tensor<i32>
      %c_100 = stablehlo.constant dense<0> : tensor<i32>
      %248 = stablehlo.compare LT, %iterArg_48, %c_100, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_101 = stablehlo.constant dense<8> : tensor<i32>
      %249 = stablehlo.add %iterArg_48, %c_101 : tensor<i32>
      %250 = stablehlo.select %248, %249, %iterArg_48 : tensor<i1>, tensor<i32>
      %251 = stablehlo.dynamic_slice %iterArg_49, %247, %250, sizes = [2, 1] : (tensor<2x8xi1>, tensor<i32>, tensor<i32>) -> tensor<2x1xi1>
      %252 = stablehlo.reshape %251 : (tensor<2x1xi1>) -> tensor<2xi1>
      %c_102 = stablehlo.constant dense<0> : tensor<i32>
      %c_103 = stablehlo.constant dense<0> : tensor<i32>
      %253 = stablehlo.compare LT, %c_102, %c_103, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_104 = stablehlo.constant dense<0> : tensor<i32>
      %c_105 = stablehlo.constant dense<2> : tensor<i32>
      %254 = stablehlo.add %c_104, %c_105 : tensor<i32>
      %c_106 = stablehlo.constant dense<0> : tensor<i32>
      %255 = stablehlo.select %253, %254, %c_106 : tensor<i1>, tensor<i32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %256 = stablehlo.compare LT, %iterArg_48, %c_107, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_108 = stablehlo.constant dense<8> : tensor<i32>
      %257 = stablehlo.add %iterArg_48, %c_108 : tensor<i32>
      %258 = stablehlo.select %256, %257, %iterArg_48 : tensor<i1>, tensor<i32>
      %259 = stablehlo.dynamic_slice %iterArg_46, %255, %258, sizes = [2, 1] : (tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
      %260 = stablehlo.reshape %259 : (tensor<2x1xi32>) -> tensor<2xi32>
      %261 = func.call @_where_6(%252, %260, %244) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
      %262 = stablehlo.broadcast_in_dim %261, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_109 = stablehlo.constant dense<0> : tensor<i32>
      %263 = stablehlo.compare LT, %iterArg_48, %c_109, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_110 = stablehlo.constant dense<8> : tensor<i32>
      %264 = stablehlo.add %iterArg_48, %c_110 : tensor<i32>
      %265 = stablehlo.select %263, %264, %iterArg_48 : tensor<i1>, tensor<i32>
      %c_111 = stablehlo.constant dense<0> : tensor<i32>
      %266 = stablehlo.dynamic_update_slice %iterArg_46, %262, %c_111, %265 : (tensor<2x8xi32>, tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x8xi32>
      %c_112 = stablehlo.constant dense<1> : tensor<i32>
      %267 = stablehlo.add %iterArg_48, %c_112 : tensor<i32>
      %c_113 = stablehlo.constant dense<1> : tensor<i32>
      %268 = stablehlo.add %iterArg_50, %c_113 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %238, %266, %197, %267, %iterArg_49, %268 : tensor<i32>, tensor<64x16xf32>, tensor<8x16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2x8xi32>, tensor<2x1x2x8x2x8xf32>, tensor<i32>, tensor<2x8xi1>, tensor<i32>
    }
    %49 = stablehlo.not %arg0 : tensor<2x8xi1>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %51 = stablehlo.compare EQ, %48#27, %50, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %52 = stablehlo.and %51, %49 : tensor<2x8xi1>
    %53 = stablehlo.convert %52 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %54 = call @cumsum(%53) : (tensor<2x8xi32>) -> tensor<2x8xi32>
    %55 = stablehlo.subtract %54, %53 : tensor<2x8xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %57 = stablehlo.compare NE, %55, %56, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %58 = stablehlo.convert %57 : tensor<2x8xi1>
    %59 = stablehlo.not %58 : tensor<2x8xi1>
    return %59, %48#27, %48#26 : tensor<2x8xi1>, tensor<2x8xi32>, tensor<2xui32>
  }
  func.func private @_take(%arg0: tensor<64x16xf32>, %arg1: tensor<2x8xi32>) -> tensor<2x8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    return %16 : tensor<2x8x16xf32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @_var(%arg0: tensor<2x8x16xf32>, %arg1: tensor<i32>) -> tensor<2x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x16xf32>
    %6 = chlo.square %5 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    return %14 : tensor<2x8x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<2x8x1xf32>, %arg2: tensor<f32>) -> tensor<2x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x8x1xf32>
    return %2 : tensor<2x8x1xf32>
  }
  func.func private @_take_1(%arg0: tensor<64x16xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x1x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<2x1xi1>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x1x1xi32>) -> tensor<2x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x1x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x1x16xi1>, tensor<2x1x16xf32>
    return %16 : tensor<2x1x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x1xi1>, %arg1: tensor<2x1xi32>, %arg2: tensor<2x1xi32>) -> tensor<2x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x1xi1>, tensor<2x1xi32>
    return %0 : tensor<2x1xi32>
  }
  func.func private @_var_3(%arg0: tensor<2x1x16xf32>, %arg1: tensor<i32>) -> tensor<2x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x1x16xf32>
    %6 = chlo.square %5 : tensor<2x1x16xf32> -> tensor<2x1x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_4(%13, %12, %cst_4) : (tensor<i1>, tensor<2x1x1xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    return %14 : tensor<2x1x1xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<2x1x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1xf32>
    return %2 : tensor<2x1x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<2x1x1x8xi1>, %arg1: tensor<2x2x1x8xf32>, %arg2: tensor<f32>) -> tensor<2x2x1x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xi1>) -> tensor<2x2x1x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x1x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x1x8xi1>, tensor<2x2x1x8xf32>
    return %3 : tensor<2x2x1x8xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<2x4x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x4x1xf32>
    %1 = stablehlo.log %0 : tensor<2x4x1xf32>
    %2 = stablehlo.negate %1 : tensor<2x4x1xf32>
    %3 = stablehlo.log %2 : tensor<2x4x1xf32>
    %4 = stablehlo.negate %3 : tensor<2x4x1xf32>
    return %4 : tensor<2x4x1xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x4x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<2x4x1xui64>
    %8 = stablehlo.iota dim = 1 : tensor<2x4x1xui64>
    %9 = stablehlo.iota dim = 2 : tensor<2x4x1xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x4x1xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<2x4x1xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x4x1xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<2x4x1xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x4x1xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<2x4x1xui64>
    %16 = stablehlo.add %11, %13 : tensor<2x4x1xui64>
    %17 = stablehlo.add %16, %15 : tensor<2x4x1xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x4x1xui64>
    %19 = stablehlo.shift_right_logical %17, %18 : tensor<2x4x1xui64>
    %20 = stablehlo.convert %17 : (tensor<2x4x1xui64>) -> tensor<2x4x1xui32>
    %21 = stablehlo.convert %19 : (tensor<2x4x1xui64>) -> tensor<2x4x1xui32>
    %22:2 = call @threefry2x32(%4, %6, %21, %20) : (tensor<ui32>, tensor<ui32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>) -> (tensor<2x4x1xui32>, tensor<2x4x1xui32>)
    %23 = stablehlo.xor %22#0, %22#1 : tensor<2x4x1xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %25 = stablehlo.shift_right_logical %23, %24 : tensor<2x4x1xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %27 = stablehlo.or %25, %26 : tensor<2x4x1xui32>
    %28 = stablehlo.bitcast_convert %27 : (tensor<2x4x1xui32>) -> tensor<2x4x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<2x4x1xf32>
    %31 = stablehlo.subtract %2, %1 : tensor<1x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x4x1xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<2x4x1xf32>
    %34 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x4x1xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x4x1xf32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x4x1xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<2x4x1xf32>
    return %37 : tensor<2x4x1xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x4x1xui32>, %arg3: tensor<2x4x1xui32>) -> (tensor<2x4x1xui32>, tensor<2x4x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x4x1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x4x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x4x1xui32>, tensor<2x4x1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x4x1xui32>, %arg2: tensor<2x4x1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x4x1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x4x1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x4x1xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x4x1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x4x1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x4x1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x4x1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x4x1xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x4x1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x4x1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x4x1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x4x1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x4x1xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x4x1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x4x1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x4x1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x4x1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x4x1xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x4x1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x4x1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x4x1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x4x1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x4x1xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x4x1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x4x1xui32>, tensor<2x4x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<2x4x1xf32>) -> tensor<2x1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x4x1xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x4x1xf32>, tensor<2x4x1xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x1xf32>, tensor<2x1xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2x1xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4xi32>, %arg1: tensor<2x1xi32>) -> tensor<2x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xi32>, tensor<2x1x1xi32>) -> tensor<2x1xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xi32>
    return %15 : tensor<2x1xi32>
  }
  func.func private @_where_6(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @cumsum(%arg0: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = call @cumsum_7(%arg0) : (tensor<2x8xi32>) -> tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @cumsum_7(%arg0: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    return %1 : tensor<2x8xi32>
  }
}
