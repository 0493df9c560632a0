module @jit_gpt2_backbone attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x2x8xf32>, %arg3: tensor<2x8xf32>, %arg4: tensor<16x2x8xf32>, %arg5: tensor<2x8xf32>, %arg6: tensor<16x2x8xf32>, %arg7: tensor<2x8xf32>, %arg8: tensor<2x8x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16x2x8xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<16x2x8xf32>, %arg21: tensor<2x8xf32>, %arg22: tensor<16x2x8xf32>, %arg23: tensor<2x8xf32>, %arg24: tensor<2x8x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<2x8xi32>, %arg37: tensor<2x8xi32>) -> (tensor<2x8x16xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg37) : (tensor<64x16xf32>, tensor<2x8xi32>) -> tensor<2x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [8, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<2x8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %5 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.add %5, %6 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.iota dim = 0 : tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %13 = stablehlo.compare GE, %11, %12, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x8x8xi1>) -> tensor<2x8x8xi1>
    %16 = stablehlo.convert %15 : (tensor<2x8x8xi1>) -> tensor<2x8x8xi32>
    %17 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %18 = stablehlo.minimum %17, %16 : tensor<2x8x8xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x8x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %23 = call @_var(%3, %c_3) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<2x8x1xf32>
    %24 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %25 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<2x8x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x8x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<2x8x16xf32>
    %32 = stablehlo.negate %22 : tensor<2x8x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<2x8x16xf32>
    %35 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x8x16xf32>
    %37 = stablehlo.multiply %3, %31 : tensor<2x8x16xf32>
    %38 = stablehlo.add %37, %36 : tensor<2x8x16xf32>
    %39 = stablehlo.dot_general %38, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x8x2x8xf32>
    %43 = stablehlo.dot_general %38, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x8x2x8xf32>
    %47 = stablehlo.dot_general %38, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x8x2x8xf32>
    %cst_5 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<2x8x2x8xf32>
    %53 = stablehlo.dot_general %52, %46, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %18, dims = [0, 2, 3] : (tensor<2x8x8xi32>) -> tensor<2x1x8x8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x1x8x8xi32>
    %56 = stablehlo.compare GT, %54, %55, SIGNED : (tensor<2x1x8x8xi32>, tensor<2x1x8x8xi32>) -> tensor<2x1x8x8xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %57 = call @_where_1(%56, %53, %cst_7) : (tensor<2x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<2x2x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.exponential %63 : tensor<2x2x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %68 = stablehlo.divide %64, %67 : tensor<2x2x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = call @_where_1(%56, %68, %cst_11) : (tensor<2x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %70 = stablehlo.dot_general %50, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.transpose %70, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %72 = stablehlo.dot_general %71, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %73 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x8x16xf32>
    %76 = stablehlo.add %75, %3 : tensor<2x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x8x1xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_var(%76, %c_14) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<2x8x1xf32>
    %82 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %83 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %85 = stablehlo.add %81, %84 : tensor<2x8x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<2x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x8x16xf32>
    %90 = stablehlo.negate %80 : tensor<2x8x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.multiply %91, %89 : tensor<2x8x16xf32>
    %93 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %94 = stablehlo.add %92, %93 : tensor<2x8x16xf32>
    %95 = stablehlo.multiply %76, %89 : tensor<2x8x16xf32>
    %96 = stablehlo.add %95, %94 : tensor<2x8x16xf32>
    %97 = stablehlo.dot_general %96, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<2x8x32xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<2x8x32xf32>
    %105 = stablehlo.add %100, %104 : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<2x8x32xf32>
    %108 = stablehlo.tanh %107 : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.add %109, %108 : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x8x32xf32>
    %113 = stablehlo.multiply %100, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.dot_general %113, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %115 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x8x16xf32>
    %118 = stablehlo.add %117, %76 : tensor<2x8x16xf32>
    %119 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %120 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %122 = stablehlo.add %120, %121 : tensor<8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %124 = stablehlo.iota dim = 0 : tensor<8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %128 = stablehlo.compare GE, %126, %127, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %129 = stablehlo.broadcast_in_dim %128, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x8x8xi1>) -> tensor<2x8x8xi1>
    %131 = stablehlo.convert %130 : (tensor<2x8x8xi1>) -> tensor<2x8x8xi32>
    %132 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %133 = stablehlo.minimum %132, %131 : tensor<2x8x8xi32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%118 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %137 = stablehlo.divide %135, %136 : tensor<2x8x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %138 = call @_var(%118, %c_23) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<2x8x1xf32>
    %139 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %140 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %145 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<2x8x16xf32>
    %147 = stablehlo.negate %137 : tensor<2x8x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %149 = stablehlo.multiply %148, %146 : tensor<2x8x16xf32>
    %150 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %151 = stablehlo.add %149, %150 : tensor<2x8x16xf32>
    %152 = stablehlo.multiply %118, %146 : tensor<2x8x16xf32>
    %153 = stablehlo.add %152, %151 : tensor<2x8x16xf32>
    %154 = stablehlo.dot_general %153, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %155 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x8x2x8xf32>
    %158 = stablehlo.dot_general %153, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %159 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %161 = stablehlo.add %158, %160 : tensor<2x8x2x8xf32>
    %162 = stablehlo.dot_general %153, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %163 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %165 = stablehlo.add %162, %164 : tensor<2x8x2x8xf32>
    %cst_25 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<2x8x2x8xf32>
    %168 = stablehlo.dot_general %167, %161, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %169 = stablehlo.broadcast_in_dim %133, dims = [0, 2, 3] : (tensor<2x8x8xi32>) -> tensor<2x1x8x8xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<2x1x8x8xi32>
    %171 = stablehlo.compare GT, %169, %170, SIGNED : (tensor<2x1x8x8xi32>, tensor<2x1x8x8xi32>) -> tensor<2x1x8x8xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %172 = call @_where_1(%171, %168, %cst_27) : (tensor<2x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %175 = stablehlo.maximum %174, %173 : tensor<2x2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %178 = stablehlo.subtract %172, %177 : tensor<2x2x8x8xf32>
    %179 = stablehlo.exponential %178 : tensor<2x2x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %183 = stablehlo.divide %179, %182 : tensor<2x2x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = call @_where_1(%171, %183, %cst_31) : (tensor<2x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.dot_general %165, %184, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %186 = stablehlo.transpose %185, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %187 = stablehlo.dot_general %186, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %188 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %190 = stablehlo.add %187, %189 : tensor<2x8x16xf32>
    %191 = stablehlo.add %190, %118 : tensor<2x8x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<2x8x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %196 = call @_var(%191, %c_34) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<2x8x1xf32>
    %197 = stablehlo.reshape %arg32 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %198 = stablehlo.reshape %arg33 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %200 = stablehlo.add %196, %199 : tensor<2x8x1xf32>
    %201 = stablehlo.rsqrt %200 : tensor<2x8x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %203 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x8x16xf32>
    %205 = stablehlo.negate %195 : tensor<2x8x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %207 = stablehlo.multiply %206, %204 : tensor<2x8x16xf32>
    %208 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %209 = stablehlo.add %207, %208 : tensor<2x8x16xf32>
    %210 = stablehlo.multiply %191, %204 : tensor<2x8x16xf32>
    %211 = stablehlo.add %210, %209 : tensor<2x8x16xf32>
    %212 = stablehlo.dot_general %211, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.add %212, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<2x8x32xf32>
    %220 = stablehlo.add %215, %219 : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<2x8x32xf32>
    %223 = stablehlo.tanh %222 : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.add %224, %223 : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %215, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.dot_general %228, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %230 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %232 = stablehlo.add %229, %231 : tensor<2x8x16xf32>
    %233 = stablehlo.add %232, %191 : tensor<2x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %237 = stablehlo.divide %235, %236 : tensor<2x8x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %238 = call @_var(%233, %c_42) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<2x8x1xf32>
    %239 = stablehlo.reshape %arg34 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %240 = stablehlo.reshape %arg35 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %242 = stablehlo.add %238, %241 : tensor<2x8x1xf32>
    %243 = stablehlo.rsqrt %242 : tensor<2x8x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %245 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<2x8x16xf32>
    %247 = stablehlo.negate %237 : tensor<2x8x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %249 = stablehlo.multiply %248, %246 : tensor<2x8x16xf32>
    %250 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %251 = stablehlo.add %249, %250 : tensor<2x8x16xf32>
    %252 = stablehlo.multiply %233, %246 : tensor<2x8x16xf32>
    %253 = stablehlo.add %252, %251 : tensor<2x8x16xf32>
    return %253 : tensor<2x8x16xf32>
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
  func.func private @_where_1(%arg0: tensor<2x1x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x2x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %3 : tensor<2x2x8x8xf32>
  }
}
