module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<i32>, %arg5: tensor<16xbf16>, %arg6: tensor<8x16xbf16>, %arg7: tensor<4xbf16>, %arg8: tensor<16x4xbf16>, %arg9: tensor<16xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<4xf32>, %arg12: tensor<16x4xf32>, %arg13: tensor<8x8xf32>, %arg14: tensor<4xui32>) -> (tensor<16xf32> {jax.result_info = "result[0]['params']['layers_0']['bias']"}, tensor<8x16xf32> {jax.result_info = "result[0]['params']['layers_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['layers_2']['bias']"}, tensor<16x4xf32> {jax.result_info = "result[0]['params']['layers_2']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16xbf16> {jax.result_info = "result[1][0].mu['params']['layers_0']['bias']"}, tensor<8x16xbf16> {jax.result_info = "result[1][0].mu['params']['layers_0']['kernel']"}, tensor<4xbf16> {jax.result_info = "result[1][0].mu['params']['layers_2']['bias']"}, tensor<16x4xbf16> {jax.result_info = "result[1][0].mu['params']['layers_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['bias']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['bias']"}, tensor<16x4xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['kernel']"}, tensor<4xui32> {jax.result_info = "result[2]"}, tensor<3xbf16> {jax.result_info = "result[3]"}) {
    %0 = sdy.sharding_constraint %arg14 <@empty_mesh, [{}]> : tensor<4xui32>
    %1 = stablehlo.reshape %0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.slice %1 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x1xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xui32>) -> tensor<2xui32>
    %6 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<2xui64>
    %11 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %12 = stablehlo.convert %10 : (tensor<2xui64>) -> tensor<2xui32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %16 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %17:2 = call @threefry2x32(%15, %16, %13, %14) : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>)
    %18 = stablehlo.broadcast_in_dim %17#0, dims = [0, 1] : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %19 = stablehlo.broadcast_in_dim %17#1, dims = [0, 1] : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %20 = stablehlo.concatenate %18, %19, dim = 2 : (tensor<2x2x1xui32>, tensor<2x2x1xui32>) -> tensor<2x2x2xui32>
    %21 = stablehlo.transpose %20, dims = [1, 0, 2] : (tensor<2x2x2xui32>) -> tensor<2x2x2xui32>
    %22 = stablehlo.reshape %21 : (tensor<2x2x2xui32>) -> tensor<2x4xui32>
    %23 = stablehlo.slice %22 [0:1, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %24 = stablehlo.reshape %23 : (tensor<1x4xui32>) -> tensor<4xui32>
    %25 = stablehlo.slice %22 [1:2, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %26 = stablehlo.reshape %25 : (tensor<1x4xui32>) -> tensor<4xui32>
    %27 = stablehlo.dot_general %arg13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %28 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x16xf32>
    %c_1 = stablehlo.constant dense<2102578851> : tensor<ui32>
    %31 = stablehlo.reshape %24 : (tensor<4xui32>) -> tensor<2x2xui32>
    %32 = call @_threefry_fold_in(%31, %c_1) : (tensor<2x2xui32>, tensor<ui32>) -> tensor<2x2xui32>
    %33 = stablehlo.reshape %32 : (tensor<2x2xui32>) -> tensor<4xui32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = call @_bernoulli(%33, %cst) : (tensor<4xui32>, tensor<f32>) -> tensor<8x16xi1>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %36 = stablehlo.divide %30, %35 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.select %34, %36, %37 : tensor<8x16xi1>, tensor<8x16xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %40 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %45 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<8x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.reshape %48 : (tensor<4xf32>) -> tensor<1x4xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x4xf32>) -> tensor<4xf32>
    %51 = stablehlo.dot_general %47, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %53 = stablehlo.dot_general %47, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<16x4xf32>) -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %55 = stablehlo.select %34, %53, %54 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.reshape %58 : (tensor<16xf32>) -> tensor<1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x16xf32>) -> tensor<16xf32>
    %61 = stablehlo.dot_general %57, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.multiply %63, %60 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %66 = stablehlo.multiply %65, %arg5 : tensor<16xbf16>
    %67 = stablehlo.convert %66 : (tensor<16xbf16>) -> tensor<16xf32>
    %68 = stablehlo.add %64, %67 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %70 = stablehlo.multiply %69, %62 : tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x16xbf16>
    %72 = stablehlo.multiply %71, %arg6 : tensor<8x16xbf16>
    %73 = stablehlo.convert %72 : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %74 = stablehlo.add %70, %73 : tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.multiply %75, %50 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %78 = stablehlo.multiply %77, %arg7 : tensor<4xbf16>
    %79 = stablehlo.convert %78 : (tensor<4xbf16>) -> tensor<4xf32>
    %80 = stablehlo.add %76, %79 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %82 = stablehlo.multiply %81, %52 : tensor<16x4xf32>
    %cst_18 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x4xbf16>
    %84 = stablehlo.multiply %83, %arg8 : tensor<16x4xbf16>
    %85 = stablehlo.convert %84 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %86 = stablehlo.add %82, %85 : tensor<16x4xf32>
    %87 = stablehlo.multiply %60, %60 : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %91 = stablehlo.multiply %90, %arg9 : tensor<16xf32>
    %92 = stablehlo.add %89, %91 : tensor<16xf32>
    %93 = stablehlo.multiply %62, %62 : tensor<8x16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<8x16xf32>
    %cst_22 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %97 = stablehlo.multiply %96, %arg10 : tensor<8x16xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x16xf32>
    %99 = stablehlo.multiply %50, %50 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<4xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %103 = stablehlo.multiply %102, %arg11 : tensor<4xf32>
    %104 = stablehlo.add %101, %103 : tensor<4xf32>
    %105 = stablehlo.multiply %52, %52 : tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<16x4xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %109 = stablehlo.multiply %108, %arg12 : tensor<16x4xf32>
    %110 = stablehlo.add %107, %109 : tensor<16x4xf32>
    %c_27 = stablehlo.constant dense<2147483647> : tensor<i32>
    %111 = stablehlo.compare LT, %arg4, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %112 = stablehlo.add %arg4, %c_28 : tensor<i32>
    %c_29 = stablehlo.constant dense<2147483647> : tensor<i32>
    %113 = call @_where(%111, %112, %c_29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.convert %113 : (tensor<i32>) -> tensor<f32>
    %115 = stablehlo.power %cst_30, %114 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.subtract %cst_31, %115 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %118 = stablehlo.divide %68, %117 : tensor<16xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %120 = stablehlo.divide %74, %119 : tensor<8x16xf32>
    %121 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %122 = stablehlo.divide %80, %121 : tensor<4xf32>
    %123 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %124 = stablehlo.divide %86, %123 : tensor<16x4xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %125 = stablehlo.convert %113 : (tensor<i32>) -> tensor<f32>
    %126 = stablehlo.power %cst_32, %125 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.subtract %cst_33, %126 : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.divide %92, %128 : tensor<16xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %131 = stablehlo.divide %98, %130 : tensor<8x16xf32>
    %132 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %133 = stablehlo.divide %104, %132 : tensor<4xf32>
    %134 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %135 = stablehlo.divide %110, %134 : tensor<16x4xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %137 = stablehlo.add %129, %136 : tensor<16xf32>
    %138 = stablehlo.sqrt %137 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.add %138, %139 : tensor<16xf32>
    %141 = stablehlo.divide %118, %140 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %143 = stablehlo.add %131, %142 : tensor<8x16xf32>
    %144 = stablehlo.sqrt %143 : tensor<8x16xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %146 = stablehlo.add %144, %145 : tensor<8x16xf32>
    %147 = stablehlo.divide %120, %146 : tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %149 = stablehlo.add %133, %148 : tensor<4xf32>
    %150 = stablehlo.sqrt %149 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %152 = stablehlo.add %150, %151 : tensor<4xf32>
    %153 = stablehlo.divide %122, %152 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %155 = stablehlo.add %135, %154 : tensor<16x4xf32>
    %156 = stablehlo.sqrt %155 : tensor<16x4xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %158 = stablehlo.add %156, %157 : tensor<16x4xf32>
    %159 = stablehlo.divide %124, %158 : tensor<16x4xf32>
    %160 = stablehlo.convert %68 : (tensor<16xf32>) -> tensor<16xbf16>
    %161 = stablehlo.convert %74 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %162 = stablehlo.convert %80 : (tensor<4xf32>) -> tensor<4xbf16>
    %163 = stablehlo.convert %86 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %cst_42 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.multiply %164, %arg0 : tensor<16xf32>
    %166 = stablehlo.add %141, %165 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %168 = stablehlo.multiply %167, %arg1 : tensor<8x16xf32>
    %169 = stablehlo.add %147, %168 : tensor<8x16xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %171 = stablehlo.multiply %170, %arg2 : tensor<4xf32>
    %172 = stablehlo.add %153, %171 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %174 = stablehlo.multiply %173, %arg3 : tensor<16x4xf32>
    %175 = stablehlo.add %159, %174 : tensor<16x4xf32>
    %cst_46 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %177 = stablehlo.multiply %176, %166 : tensor<16xf32>
    %cst_47 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %179 = stablehlo.multiply %178, %169 : tensor<8x16xf32>
    %cst_48 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %181 = stablehlo.multiply %180, %172 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %183 = stablehlo.multiply %182, %175 : tensor<16x4xf32>
    %184 = stablehlo.add %arg0, %177 : tensor<16xf32>
    %185 = stablehlo.add %arg1, %179 : tensor<8x16xf32>
    %186 = stablehlo.add %arg2, %181 : tensor<4xf32>
    %187 = stablehlo.add %arg3, %183 : tensor<16x4xf32>
    %188 = stablehlo.reshape %26 : (tensor<4xui32>) -> tensor<2x2xui32>
    %189 = stablehlo.bitcast_convert %188 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %189, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %190 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %191 = stablehlo.reshape %190 : (tensor<2x2xui32>) -> tensor<4xui32>
    %192 = call @_normal(%26) : (tensor<4xui32>) -> tensor<3xbf16>
    return %184, %185, %186, %187, %113, %160, %161, %162, %163, %92, %98, %104, %110, %output, %192 : tensor<16xf32>, tensor<8x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<i32>, tensor<16xbf16>, tensor<8x16xbf16>, tensor<4xbf16>, tensor<16x4xbf16>, tensor<16xf32>, tensor<8x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<4xui32>, tensor<3xbf16>
  }
  func.func private @threefry2x32(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<2x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<2x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<2x2xui32>, tensor<2x2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x2xui32>, %arg2: tensor<2x2xui32>, %arg3: tensor<2x1xui32>, %arg4: tensor<2x1xui32>, %arg5: tensor<2x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2x2xui32>, %arg1: tensor<ui32>) -> tensor<2x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %6 = stablehlo.reshape %5 : (tensor<2x1xui32>) -> tensor<2xui32>
    %7 = stablehlo.slice %arg0 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %8 = stablehlo.reshape %7 : (tensor<2x1xui32>) -> tensor<2xui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %15:2 = call @threefry2x32_0(%13, %14, %11, %12) : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<2x1xui32>, tensor<2x1xui32>)
    %16 = stablehlo.concatenate %15#0, %15#1, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %16 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x1xui32>) -> (tensor<2x1xui32>, tensor<2x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<2x1xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<2x1xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<2x1xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<2x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<2x1xui32>, tensor<2x1xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<2x1xui32>, %arg2: tensor<2x1xui32>, %arg3: tensor<2x1xui32>, %arg4: tensor<2x1xui32>, %arg5: tensor<2x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x1xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x1xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x1xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x1xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x1xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<2x1xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<2x1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %46 = stablehlo.add %42, %45 : tensor<2x1xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<4xui32>, %arg1: tensor<f32>) -> tensor<8x16xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    return %2 : tensor<8x16xi1>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %5, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %6 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %9 = stablehlo.shift_right_logical %output, %8 : tensor<8x16xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %11 = stablehlo.or %9, %10 : tensor<8x16xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<8x16xf32>
    %15 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x16xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x16xf32>
    %20 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<8x16xf32>
    return %21 : tensor<8x16xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_normal(%arg0: tensor<4xui32>) -> tensor<3xbf16> {
    %0 = call @_normal_real(%arg0) : (tensor<4xui32>) -> tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
  func.func private @_normal_real(%arg0: tensor<4xui32>) -> tensor<3xbf16> {
    %cst = stablehlo.constant dense<-9.960930e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = call @_uniform_2(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<bf16>, tensor<bf16>) -> tensor<3xbf16>
    %1 = chlo.erf_inv %0 : tensor<3xbf16> -> tensor<3xbf16>
    %cst_1 = stablehlo.constant dense<1.414060e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<3xbf16>
    return %3 : tensor<3xbf16>
  }
  func.func private @_uniform_2(%arg0: tensor<4xui32>, %arg1: tensor<bf16>, %arg2: tensor<bf16>) -> tensor<3xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %2 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui8>)
    %4 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x2xui32>) -> tensor<4xui32>
    %6 = stablehlo.convert %output : (tensor<3xui8>) -> tensor<3xui16>
    %c = stablehlo.constant dense<1> : tensor<ui16>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<3xui16>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui16>
    %c_0 = stablehlo.constant dense<16256> : tensor<ui16>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui16>) -> tensor<3xui16>
    %10 = stablehlo.or %8, %9 : tensor<3xui16>
    %11 = stablehlo.bitcast_convert %10 : (tensor<3xui16>) -> tensor<3xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
    %13 = stablehlo.subtract %11, %12 : tensor<3xbf16>
    %14 = stablehlo.subtract %1, %0 : tensor<1xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xbf16>) -> tensor<3xbf16>
    %16 = stablehlo.multiply %13, %15 : tensor<3xbf16>
    %17 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xbf16>) -> tensor<3xbf16>
    %18 = stablehlo.add %16, %17 : tensor<3xbf16>
    %19 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xbf16>) -> tensor<3xbf16>
    %20 = stablehlo.maximum %19, %18 : tensor<3xbf16>
    return %20 : tensor<3xbf16>
  }
}
