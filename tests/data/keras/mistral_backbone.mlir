module @jit_mistral_backbone attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<16x4x4xf32>, %arg2: tensor<16x2x4xf32>, %arg3: tensor<16x2x4xf32>, %arg4: tensor<4x4x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<2x8xi32>, %arg12: tensor<2x8xi32>) -> (tensor<2x8x16xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg12) : (tensor<64x16xf32>, tensor<2x8xi32>) -> tensor<2x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg11, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %2 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.add %2, %3 : tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x8x8xi1>) -> tensor<2x8x8xi1>
    %13 = stablehlo.iota dim = 0 : tensor<8xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %16 = stablehlo.add %14, %15 : tensor<8x1xi32>
    %17 = stablehlo.iota dim = 0 : tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %20 = stablehlo.add %18, %19 : tensor<1x8xi32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x8xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<8x8xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %24 = stablehlo.convert %23 : (tensor<8x8xi1>) -> tensor<8x8xi32>
    %25 = stablehlo.convert %12 : (tensor<2x8x8xi1>) -> tensor<2x8x8xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<8x8xi32>) -> tensor<1x8x8xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x8x8xi32>) -> tensor<2x8x8xi32>
    %28 = stablehlo.minimum %25, %27 : tensor<2x8x8xi32>
    %29 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %30 = stablehlo.minimum %29, %28 : tensor<2x8x8xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %31 = stablehlo.convert %c_1 : (tensor<i32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %33 = stablehlo.power %0, %32 : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %37 = stablehlo.divide %35, %36 : tensor<2x8x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x8x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<2x8x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %42 = stablehlo.multiply %0, %41 : tensor<2x8x16xf32>
    %43 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x8x16xf32>
    %46 = stablehlo.dot_general %45, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x4x4xf32>) -> tensor<2x8x4x4xf32>
    %47 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %51 = stablehlo.add %50, %49 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2xf32>
    %54 = stablehlo.negate %53 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.power %55, %54 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.divide %56, %57 : tensor<2xf32>
    %59 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.add %59, %60 : tensor<8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x8xf32>, tensor<2xf32>) -> tensor<1x8x2xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x8x1x2xf32>, tensor<1x8x1x2xf32>) -> tensor<1x8x2x2xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x8x2x2xf32>) -> tensor<1x8x4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x8x4xf32>) -> tensor<1x8x1x4xf32>
    %69 = stablehlo.cosine %68 : tensor<1x8x1x4xf32>
    %70 = stablehlo.sine %68 : tensor<1x8x1x4xf32>
    %71 = stablehlo.slice %46 [0:2, 0:8, 0:4, 0:2] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %72 = stablehlo.slice %46 [0:2, 0:8, 0:4, 2:4] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %73 = stablehlo.negate %72 : tensor<2x8x4x2xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x1x2xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x1x2xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<2x8x4x1x2xf32>, tensor<2x8x4x1x2xf32>) -> tensor<2x8x4x2x2xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x8x4x2x2xf32>) -> tensor<2x8x4x4xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<2x8x4x4xf32>
    %79 = stablehlo.multiply %46, %78 : tensor<2x8x4x4xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<2x8x4x4xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<2x8x4x4xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x8x4x4xf32>
    %83 = stablehlo.dot_general %45, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x4xf32>) -> tensor<2x8x2x4xf32>
    %84 = stablehlo.dot_general %45, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x4xf32>) -> tensor<2x8x2x4xf32>
    %85 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %89 = stablehlo.add %88, %87 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %91 = stablehlo.divide %89, %90 : tensor<2xf32>
    %92 = stablehlo.negate %91 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %94 = stablehlo.power %93, %92 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %96 = stablehlo.divide %94, %95 : tensor<2xf32>
    %97 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %99 = stablehlo.add %97, %98 : tensor<8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %101 = stablehlo.dot_general %100, %96, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x8xf32>, tensor<2xf32>) -> tensor<1x8x2xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %104 = stablehlo.concatenate %102, %103, dim = 2 : (tensor<1x8x1x2xf32>, tensor<1x8x1x2xf32>) -> tensor<1x8x2x2xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x8x2x2xf32>) -> tensor<1x8x4xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x8x4xf32>) -> tensor<1x8x1x4xf32>
    %107 = stablehlo.cosine %106 : tensor<1x8x1x4xf32>
    %108 = stablehlo.sine %106 : tensor<1x8x1x4xf32>
    %109 = stablehlo.slice %83 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
    %110 = stablehlo.slice %83 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
    %111 = stablehlo.negate %110 : tensor<2x8x2x2xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x1x2xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x1x2xf32>
    %114 = stablehlo.concatenate %112, %113, dim = 3 : (tensor<2x8x2x1x2xf32>, tensor<2x8x2x1x2xf32>) -> tensor<2x8x2x2x2xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x4xf32>
    %116 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<2x8x2x4xf32>
    %117 = stablehlo.multiply %83, %116 : tensor<2x8x2x4xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<2x8x2x4xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<2x8x2x4xf32>
    %120 = stablehlo.add %117, %119 : tensor<2x8x2x4xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x4xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x2x2x4xf32>) -> tensor<2x8x4x4xf32>
    %123 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x4xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x2x2x4xf32>) -> tensor<2x8x4x4xf32>
    %125 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<2x8x8xi32>) -> tensor<2x1x8x8xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x1x8x8xi32>
    %127 = stablehlo.compare NE, %125, %126, SIGNED : (tensor<2x1x8x8xi32>, tensor<2x1x8x8xi32>) -> tensor<2x1x8x8xi1>
    %128 = stablehlo.convert %127 : tensor<2x1x8x8xi1>
    %129 = stablehlo.reshape %82 : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x1x4xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x1x8x8xi1>) -> tensor<2x1x1x8x8xi1>
    %131 = stablehlo.dot_general %129, %122, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x1x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x1x8xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x8x1x8xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x4x8x1x8xf32>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %134 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<2x4x8x8xi1>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2, 3, 4] : (tensor<2x4x8x8xi1>) -> tensor<1x2x4x8x8xi1>
    %136 = stablehlo.transpose %130, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x8x8xi1>) -> tensor<1x2x1x8x8xi1>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xi1>) -> tensor<1x2x4x8x8xi1>
    %138 = stablehlo.and %135, %137 : tensor<1x2x4x8x8xi1>
    %cst_20 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %139 = call @_where_0(%138, %133, %cst_20) : (tensor<1x2x4x8x8xi1>, tensor<2x4x8x1x8xf32>, tensor<f32>) -> tensor<1x2x4x8x8xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x8x8xf32>, tensor<f32>) -> tensor<1x2x4x8xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x2x4x8xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<1x2x4x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x2x4x8xf32>) -> tensor<1x2x4x8x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x8x1xf32>) -> tensor<1x2x4x8x8xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<1x2x4x8x8xf32>
    %146 = stablehlo.exponential %145 : tensor<1x2x4x8x8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_23) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x8x8xf32>, tensor<f32>) -> tensor<1x2x4x8xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x2x4x8xf32>) -> tensor<1x2x4x8x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x8x1xf32>) -> tensor<1x2x4x8x8xf32>
    %150 = stablehlo.divide %146, %149 : tensor<1x2x4x8x8xf32>
    %151 = stablehlo.dot_general %124, %150, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x4xf32>, tensor<1x2x4x8x8xf32>) -> tensor<2x4x4x1x8xf32>
    %152 = stablehlo.transpose %151, dims = [3, 0, 4, 1, 2] : (tensor<2x4x4x1x8xf32>) -> tensor<1x2x8x4x4xf32>
    %153 = stablehlo.transpose %152, dims = [1, 2, 3, 0, 4] : (tensor<1x2x8x4x4xf32>) -> tensor<2x8x4x1x4xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x4x1x4xf32>) -> tensor<2x8x4x4xf32>
    %155 = stablehlo.dot_general %154, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x4xf32>, tensor<4x4x16xf32>) -> tensor<2x8x16xf32>
    %156 = stablehlo.add %155, %0 : tensor<2x8x16xf32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %157 = stablehlo.convert %c_24 : (tensor<i32>) -> tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %159 = stablehlo.power %156, %158 : tensor<2x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x8x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<2x8x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %168 = stablehlo.multiply %156, %167 : tensor<2x8x16xf32>
    %169 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<2x8x16xf32>
    %172 = stablehlo.dot_general %171, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %173 = call @silu(%172) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.dot_general %171, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<2x8x32xf32>
    %176 = stablehlo.dot_general %175, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %177 = stablehlo.add %176, %156 : tensor<2x8x16xf32>
    %c_28 = stablehlo.constant dense<2> : tensor<i32>
    %178 = stablehlo.convert %c_28 : (tensor<i32>) -> tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %180 = stablehlo.power %177, %179 : tensor<2x8x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<2x8x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %186 = stablehlo.add %184, %185 : tensor<2x8x1xf32>
    %187 = stablehlo.rsqrt %186 : tensor<2x8x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %189 = stablehlo.multiply %177, %188 : tensor<2x8x16xf32>
    %190 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<2x8x16xf32>
    return %192 : tensor<2x8x16xf32>
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
  func.func private @_where_0(%arg0: tensor<1x2x4x8x8xi1>, %arg1: tensor<2x4x8x1x8xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x8x8xf32>) -> tensor<1x2x4x8x8xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x8x1x8xf32>) -> tensor<1x2x4x8x8xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x8x8xi1>, tensor<1x2x4x8x8xf32>
    return %3 : tensor<1x2x4x8x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x32xf32>
    return %6 : tensor<2x8x32xf32>
  }
}
