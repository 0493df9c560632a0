module @jit_gemma_backbone attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<2x16x8xf32>, %arg4: tensor<1x16x8xf32>, %arg5: tensor<1x16x8xf32>, %arg6: tensor<2x8x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<2x8xi32>, %arg14: tensor<2x8xi32>) -> (tensor<2x8x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %0 = call @_take(%arg0, %arg14) : (tensor<64x16xf32>, tensor<2x8xi32>) -> tensor<2x8x16xf32>
    %1 = stablehlo.convert %cst : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x8x16xf32>
    %4 = chlo.square %3 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x8x1xf32>
    %11 = stablehlo.sqrt %10 : tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.multiply %3, %14 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.add %16, %arg1 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg13, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %22 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.add %22, %23 : tensor<8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %26 = stablehlo.iota dim = 0 : tensor<8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %30 = stablehlo.compare GE, %28, %29, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x8x8xi1>) -> tensor<2x8x8xi1>
    %33 = stablehlo.convert %32 : (tensor<2x8x8xi1>) -> tensor<2x8x8xi32>
    %34 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %35 = stablehlo.minimum %34, %33 : tensor<2x8x8xi32>
    %36 = stablehlo.dot_general %20, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x2x8xf32>
    %37 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.add %40, %39 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.divide %41, %42 : tensor<4xf32>
    %44 = stablehlo.negate %43 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.power %45, %44 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.divide %46, %47 : tensor<4xf32>
    %49 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.add %49, %50 : tensor<8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %53 = stablehlo.dot_general %52, %48, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x8xf32>, tensor<4xf32>) -> tensor<1x8x4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x8x4xf32>) -> tensor<1x8x1x4xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x8x4xf32>) -> tensor<1x8x1x4xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 2 : (tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>) -> tensor<1x8x2x4xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x8x2x4xf32>) -> tensor<1x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<1x8x8xf32>) -> tensor<1x8x1x8xf32>
    %59 = stablehlo.cosine %58 : tensor<1x8x1x8xf32>
    %60 = stablehlo.sine %58 : tensor<1x8x1x8xf32>
    %61 = stablehlo.slice %36 [0:2, 0:8, 0:2, 0:4] : (tensor<2x8x2x8xf32>) -> tensor<2x8x2x4xf32>
    %62 = stablehlo.slice %36 [0:2, 0:8, 0:2, 4:8] : (tensor<2x8x2x8xf32>) -> tensor<2x8x2x4xf32>
    %63 = stablehlo.negate %62 : tensor<2x8x2x4xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x1x4xf32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x1x4xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 3 : (tensor<2x8x2x1x4xf32>, tensor<2x8x2x1x4xf32>) -> tensor<2x8x2x2x4xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x8x2x2x4xf32>) -> tensor<2x8x2x8xf32>
    %68 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x2x8xf32>
    %69 = stablehlo.multiply %36, %68 : tensor<2x8x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x2x8xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<2x8x2x8xf32>
    %72 = stablehlo.add %69, %71 : tensor<2x8x2x8xf32>
    %73 = stablehlo.slice %72 [0:2, 0:8, 0:2, 0:4] : (tensor<2x8x2x8xf32>) -> tensor<2x8x2x4xf32>
    %74 = stablehlo.slice %72 [0:2, 0:8, 0:2, 4:8] : (tensor<2x8x2x8xf32>) -> tensor<2x8x2x4xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x4x1xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x4x1xf32>
    %77 = stablehlo.concatenate %75, %76, dim = 4 : (tensor<2x8x2x4x1xf32>, tensor<2x8x2x4x1xf32>) -> tensor<2x8x2x4x2xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x8x2x4x2xf32>) -> tensor<2x8x2x8xf32>
    %79 = stablehlo.dot_general %20, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<1x16x8xf32>) -> tensor<2x8x1x8xf32>
    %80 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.add %83, %82 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.divide %84, %85 : tensor<4xf32>
    %87 = stablehlo.negate %86 : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %89 = stablehlo.power %88, %87 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %91 = stablehlo.divide %89, %90 : tensor<4xf32>
    %92 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %94 = stablehlo.add %92, %93 : tensor<8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %96 = stablehlo.dot_general %95, %91, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x8xf32>, tensor<4xf32>) -> tensor<1x8x4xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] : (tensor<1x8x4xf32>) -> tensor<1x8x1x4xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] : (tensor<1x8x4xf32>) -> tensor<1x8x1x4xf32>
    %99 = stablehlo.concatenate %97, %98, dim = 2 : (tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>) -> tensor<1x8x2x4xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x8x2x4xf32>) -> tensor<1x8x8xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 3] : (tensor<1x8x8xf32>) -> tensor<1x8x1x8xf32>
    %102 = stablehlo.cosine %101 : tensor<1x8x1x8xf32>
    %103 = stablehlo.sine %101 : tensor<1x8x1x8xf32>
    %104 = stablehlo.slice %79 [0:2, 0:8, 0:1, 0:4] : (tensor<2x8x1x8xf32>) -> tensor<2x8x1x4xf32>
    %105 = stablehlo.slice %79 [0:2, 0:8, 0:1, 4:8] : (tensor<2x8x1x8xf32>) -> tensor<2x8x1x4xf32>
    %106 = stablehlo.negate %105 : tensor<2x8x1x4xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x1x4xf32>
    %108 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x1x4xf32>
    %109 = stablehlo.concatenate %107, %108, dim = 3 : (tensor<2x8x1x1x4xf32>, tensor<2x8x1x1x4xf32>) -> tensor<2x8x1x2x4xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x1x8xf32>
    %111 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x1x8xf32>
    %112 = stablehlo.multiply %79, %111 : tensor<2x8x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x1x8xf32>
    %114 = stablehlo.multiply %110, %113 : tensor<2x8x1x8xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x8x1x8xf32>
    %116 = stablehlo.slice %115 [0:2, 0:8, 0:1, 0:4] : (tensor<2x8x1x8xf32>) -> tensor<2x8x1x4xf32>
    %117 = stablehlo.slice %115 [0:2, 0:8, 0:1, 4:8] : (tensor<2x8x1x8xf32>) -> tensor<2x8x1x4xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x4x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x4x1xf32>
    %120 = stablehlo.concatenate %118, %119, dim = 4 : (tensor<2x8x1x4x1xf32>, tensor<2x8x1x4x1xf32>) -> tensor<2x8x1x4x2xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x1x4x2xf32>) -> tensor<2x8x1x8xf32>
    %122 = stablehlo.dot_general %20, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<1x16x8xf32>) -> tensor<2x8x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %123 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %124 = call @triu(%123) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %125 = call @tril(%123) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %126 = stablehlo.and %124, %125 : tensor<8x8xi1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %127 = stablehlo.dynamic_slice %126, %c_18, %c_19, sizes = [8, 8] : (tensor<8x8xi1>, tensor<i32>, tensor<i32>) -> tensor<8x8xi1>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %129 = stablehlo.convert %128 : (tensor<1x8x8xi1>) -> tensor<1x8x8xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2x8x8xi32>
    %131 = stablehlo.compare NE, %35, %130, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1x8x8xi32>
    %133 = stablehlo.compare NE, %129, %132, SIGNED : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x8x8xi1>) -> tensor<2x8x8xi1>
    %135 = stablehlo.and %131, %134 : tensor<2x8x8xi1>
    %cst_22 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %137 = stablehlo.multiply %78, %136 : tensor<2x8x2x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x2x8xf32>) -> tensor<2x8x1x2x8xf32>
    %139 = stablehlo.dot_general %121, %138, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x8xf32>, tensor<2x8x1x2x8xf32>) -> tensor<2x1x8x8x2xf32>
    %140 = stablehlo.transpose %139, dims = [0, 1, 4, 3, 2] : (tensor<2x1x8x8x2xf32>) -> tensor<2x1x2x8x8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
    %142 = stablehlo.divide %140, %141 : tensor<2x1x2x8x8xf32>
    %143 = stablehlo.tanh %142 : tensor<2x1x2x8x8xf32>
    %cst_24 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x1x2x8x8xf32>
    %146 = stablehlo.broadcast_in_dim %135, dims = [0, 3, 4] : (tensor<2x8x8xi1>) -> tensor<2x1x1x8x8xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %147 = call @_where_0(%146, %145, %cst_25) : (tensor<2x1x1x8x8xi1>, tensor<2x1x2x8x8xf32>, tensor<f32>) -> tensor<2x1x2x8x8xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<2x1x2x8x8xf32>, tensor<f32>) -> tensor<2x1x2x8xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1x2x8xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<2x1x2x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<2x1x2x8xf32>) -> tensor<2x1x2x8x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<2x1x2x8x1xf32>) -> tensor<2x1x2x8x8xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<2x1x2x8x8xf32>
    %154 = stablehlo.exponential %153 : tensor<2x1x2x8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<2x1x2x8x8xf32>, tensor<f32>) -> tensor<2x1x2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<2x1x2x8xf32>) -> tensor<2x1x2x8x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3, 4] : (tensor<2x1x2x8x1xf32>) -> tensor<2x1x2x8x8xf32>
    %158 = stablehlo.divide %154, %157 : tensor<2x1x2x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = call @_where_0(%146, %158, %cst_29) : (tensor<2x1x1x8x8xi1>, tensor<2x1x2x8x8xf32>, tensor<f32>) -> tensor<2x1x2x8x8xf32>
    %160 = stablehlo.dot_general %122, %159, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x8xf32>, tensor<2x1x2x8x8xf32>) -> tensor<2x1x8x2x8xf32>
    %161 = stablehlo.transpose %160, dims = [0, 4, 1, 3, 2] : (tensor<2x1x8x2x8xf32>) -> tensor<2x8x1x2x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x8x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<2x8x8xi32>
    %164 = stablehlo.compare EQ, %35, %163, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %165 = stablehlo.reduce(%164 init: %c_31) applies stablehlo.and across dimensions = [2] : (tensor<2x8x8xi1>, tensor<i1>) -> tensor<2x8xi1>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x1xi1>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x8x1xi1>) -> tensor<2x8x1x1xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %169 = call @_where_1(%167, %168, %162) : (tensor<2x8x1x1xi1>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %170 = stablehlo.dot_general %169, %arg6, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %171 = chlo.square %170 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %175 = stablehlo.divide %173, %174 : tensor<2x8x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %177 = stablehlo.add %175, %176 : tensor<2x8x1xf32>
    %178 = stablehlo.sqrt %177 : tensor<2x8x1xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %180 = stablehlo.divide %179, %178 : tensor<2x8x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %182 = stablehlo.multiply %170, %181 : tensor<2x8x16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %184 = stablehlo.add %183, %arg2 : tensor<16xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %187 = stablehlo.multiply %182, %186 : tensor<2x8x16xf32>
    %188 = stablehlo.add %3, %187 : tensor<2x8x16xf32>
    %189 = chlo.square %188 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %195 = stablehlo.add %193, %194 : tensor<2x8x1xf32>
    %196 = stablehlo.sqrt %195 : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %198 = stablehlo.divide %197, %196 : tensor<2x8x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %200 = stablehlo.multiply %188, %199 : tensor<2x8x16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %202 = stablehlo.add %201, %arg7 : tensor<16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %205 = stablehlo.multiply %200, %204 : tensor<2x8x16xf32>
    %206 = stablehlo.dot_general %205, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %207 = stablehlo.dot_general %205, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %208 = stablehlo.multiply %206, %206 : tensor<2x8x16xf32>
    %209 = stablehlo.multiply %208, %206 : tensor<2x8x16xf32>
    %cst_43 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<2x8x16xf32>
    %212 = stablehlo.add %206, %211 : tensor<2x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<2x8x16xf32>
    %215 = stablehlo.tanh %214 : tensor<2x8x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %217 = stablehlo.add %216, %215 : tensor<2x8x16xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<2x8x16xf32>
    %220 = stablehlo.multiply %206, %219 : tensor<2x8x16xf32>
    %221 = stablehlo.multiply %220, %207 : tensor<2x8x16xf32>
    %222 = stablehlo.dot_general %221, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %223 = chlo.square %222 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2x8x1xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.add %227, %228 : tensor<2x8x1xf32>
    %230 = stablehlo.sqrt %229 : tensor<2x8x1xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %232 = stablehlo.divide %231, %230 : tensor<2x8x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %234 = stablehlo.multiply %222, %233 : tensor<2x8x16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %236 = stablehlo.add %235, %arg8 : tensor<16xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %239 = stablehlo.multiply %234, %238 : tensor<2x8x16xf32>
    %240 = stablehlo.add %239, %188 : tensor<2x8x16xf32>
    %241 = chlo.square %240 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_53 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %245 = stablehlo.divide %243, %244 : tensor<2x8x1xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %247 = stablehlo.add %245, %246 : tensor<2x8x1xf32>
    %248 = stablehlo.sqrt %247 : tensor<2x8x1xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %250 = stablehlo.divide %249, %248 : tensor<2x8x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %252 = stablehlo.multiply %240, %251 : tensor<2x8x16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.add %253, %arg12 : tensor<16xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %257 = stablehlo.multiply %252, %256 : tensor<2x8x16xf32>
    return %257 : tensor<2x8x16xf32>
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
  func.func private @triu(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<-4> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x1x1x8x8xi1>, %arg1: tensor<2x1x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x1x2x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x8x8xi1>) -> tensor<2x1x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x1x2x8x8xi1>, tensor<2x1x2x8x8xf32>
    return %3 : tensor<2x1x2x8x8xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x8x1x1xi1>, %arg1: tensor<2x8x2x8xf32>, %arg2: tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x8x1x1xi1>) -> tensor<2x8x2x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x8x2x8xi1>, tensor<2x8x2x8xf32>
    return %1 : tensor<2x8x2x8xf32>
  }
}
