module @jit_whisper_audio attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<3x16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x2x8xf32>, %arg5: tensor<2x8xf32>, %arg6: tensor<16x2x8xf32>, %arg7: tensor<16x2x8xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<2x8x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<64x16xf32>, %arg22: tensor<8x16xf32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<2x8xf32>, %arg25: tensor<16x2x8xf32>, %arg26: tensor<16x2x8xf32>, %arg27: tensor<2x8xf32>, %arg28: tensor<2x8x16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16x2x8xf32>, %arg33: tensor<2x8xf32>, %arg34: tensor<16x2x8xf32>, %arg35: tensor<16x2x8xf32>, %arg36: tensor<2x8xf32>, %arg37: tensor<2x8x16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<8x16xf32>, %arg50: tensor<1x511xf32>, %arg51: tensor<1x8xi32>, %arg52: tensor<1x8xi32>) -> (tensor<1x8x16xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<1x8x16xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.00240763673, 0.00960735976, 0.0215298329, 0.038060233, 0.0590393692, 0.0842651948, 0.113494776, 0.146446615, 0.182803363, 0.222214878, 0.264301628, 0.308658272, 0.354857653, 0.402454853, 0.450991422, 5.000000e-01, 0.549008548, 0.597545146, 0.645142317, 0.691341698, 0.735698342, 0.777785122, 0.817196667, 0.853553414, 0.886505246, 0.915734827, 0.940960646, 0.961939752, 0.978470146, 0.990392625, 0.997592389, 1.000000e+00, 0.997592389, 0.990392625, 0.978470146, 0.961939752, 0.940960646, 0.915734827, 0.886505246, 0.853553414, 0.817196667, 0.777785122, 0.735698342, 0.691341698, 0.645142317, 0.597545146, 0.549008548, 5.000000e-01, 0.450991422, 0.402454853, 0.354857653, 0.308658272, 0.264301628, 0.222214878, 0.182803363, 0.146446615, 0.113494776, 0.0842651948, 0.0590393692, 0.038060233, 0.0215298329, 0.00960735976, 0.00240763673]> : tensor<64xf32>
    %0 = call @_pad(%arg50) : (tensor<1x511xf32>) -> tensor<1x575xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad_0(%cst, %c) : (tensor<64xf32>, tensor<i32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.multiply %2, %2 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.divide %cst_1, %3 : tensor<f32>
    %5 = stablehlo.sqrt %4 : tensor<f32>
    %6 = stablehlo.convert %5 : (tensor<f32>) -> tensor<complex<f32>>
    %7 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %9 = stablehlo.multiply %8, %7 : tensor<16xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.add %10, %9 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_5 = stablehlo.constant dense<575> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %15 = stablehlo.add %11, %14 : tensor<16xi32>
    %16 = stablehlo.select %13, %15, %11 : tensor<16xi1>, tensor<16xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %19 = stablehlo.concatenate %17, %18, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %20 = "stablehlo.gather"(%0, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1x575xf32>, tensor<16x2xi32>) -> tensor<16x1x64xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0, 2] : (tensor<16x1x64xf32>) -> tensor<1x16x64xf32>
    %22 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<1x16x64xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = call @_pad_1(%24, %c_7) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x64xf32>
    %26 = call @fft(%25) : (tensor<1x16x64xf32>) -> tensor<1x16x33xcomplex<f32>>
    %27 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<complex<f32>>) -> tensor<1x16x33xcomplex<f32>>
    %28 = stablehlo.multiply %26, %27 : tensor<1x16x33xcomplex<f32>>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1] : (tensor<1x16x33xcomplex<f32>>) -> tensor<1x33x16xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%1 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.multiply %30, %30 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.divide %cst_9, %31 : tensor<f32>
    %33 = stablehlo.sqrt %32 : tensor<f32>
    %34 = stablehlo.convert %33 : (tensor<f32>) -> tensor<complex<f32>>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<complex<f32>>) -> tensor<1x33x16xcomplex<f32>>
    %36 = stablehlo.divide %29, %35 : tensor<1x33x16xcomplex<f32>>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1] : (tensor<1x33x16xcomplex<f32>>) -> tensor<1x16x33xcomplex<f32>>
    %38 = stablehlo.real %37 : (tensor<1x16x33xcomplex<f32>>) -> tensor<1x16x33xf32>
    %39 = stablehlo.imag %37 : (tensor<1x16x33xcomplex<f32>>) -> tensor<1x16x33xf32>
    %40 = chlo.square %38 : tensor<1x16x33xf32> -> tensor<1x16x33xf32>
    %41 = chlo.square %39 : tensor<1x16x33xf32> -> tensor<1x16x33xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x16x33xf32>
    %43 = stablehlo.sqrt %42 : tensor<1x16x33xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x16x33xf32>
    %45 = stablehlo.power %43, %44 : tensor<1x16x33xf32>
    %cst_11 = stablehlo.constant dense<4.000000e+03> : tensor<f32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.divide %cst_11, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = call @_linspace(%cst_13, %46) : (tensor<f32>, tensor<f32>) -> tensor<33xf32>
    %48 = stablehlo.slice %47 [1:33] : (tensor<33xf32>) -> tensor<32xf32>
    %cst_14 = stablehlo.constant dense<7.000000e+02> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.divide %48, %49 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.add %51, %50 : tensor<32xf32>
    %53 = stablehlo.log %52 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<1.127000e+03> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<32xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %cst_18 = stablehlo.constant dense<7.000000e+02> : tensor<f32>
    %57 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.add %cst_19, %57 : tensor<f32>
    %59 = stablehlo.log %58 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.127000e+03> : tensor<f32>
    %60 = stablehlo.multiply %cst_20, %59 : tensor<f32>
    %cst_21 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
    %cst_22 = stablehlo.constant dense<7.000000e+02> : tensor<f32>
    %61 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.add %cst_23, %61 : tensor<f32>
    %63 = stablehlo.log %62 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.127000e+03> : tensor<f32>
    %64 = stablehlo.multiply %cst_24, %63 : tensor<f32>
    %65 = call @_linspace_2(%60, %64) : (tensor<f32>, tensor<f32>) -> tensor<10xf32>
    %66 = stablehlo.reshape %65 : (tensor<10xf32>) -> tensor<1x10x1xf32>
    %67 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %69 = stablehlo.add %67, %68 : tensor<3x3xi32>
    %70 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %71 = stablehlo.compare EQ, %69, %70, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %72 = stablehlo.convert %71 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x3x3xf32>) -> tensor<3x1x3xf32>
    %75 = stablehlo.convolution(%66, %74) dim_numbers = [b, 0, f]x[o, i, 0]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x1xf32>, tensor<3x1x3xf32>) -> tensor<1x8x3xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x8x3xf32>) -> tensor<8x3xf32>
    %77 = stablehlo.slice %76 [0:8, 0:1] : (tensor<8x3xf32>) -> tensor<8x1xf32>
    %78 = stablehlo.slice %76 [0:8, 1:2] : (tensor<8x3xf32>) -> tensor<8x1xf32>
    %79 = stablehlo.slice %76 [0:8, 2:3] : (tensor<8x3xf32>) -> tensor<8x1xf32>
    %80 = stablehlo.reshape %77 : (tensor<8x1xf32>) -> tensor<1x8xf32>
    %81 = stablehlo.reshape %78 : (tensor<8x1xf32>) -> tensor<1x8xf32>
    %82 = stablehlo.reshape %79 : (tensor<8x1xf32>) -> tensor<1x8xf32>
    %83 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<32x8xf32>
    %86 = stablehlo.subtract %81, %80 : tensor<1x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<32x8xf32>
    %89 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %90 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %91 = stablehlo.subtract %89, %90 : tensor<32x8xf32>
    %92 = stablehlo.subtract %82, %81 : tensor<1x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %94 = stablehlo.divide %91, %93 : tensor<32x8xf32>
    %95 = stablehlo.minimum %88, %94 : tensor<32x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %97 = stablehlo.maximum %96, %95 : tensor<32x8xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %98 = call @_pad_3(%97, %c_27) : (tensor<32x8xf32>, tensor<i32>) -> tensor<33x8xf32>
    %99 = stablehlo.dot_general %45, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x33xf32>, tensor<33x8xf32>) -> tensor<1x16x8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %101 = stablehlo.maximum %99, %100 : tensor<1x16x8xf32>
    %102 = stablehlo.log %101 : tensor<1x16x8xf32>
    %cst_29 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<1x16x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<1x16x8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.abs %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %108 = stablehlo.maximum %107, %cst_32 : tensor<f32>
    %109 = stablehlo.log %108 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %110 = stablehlo.multiply %109, %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %111 = stablehlo.multiply %cst_34, %110 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %113 = stablehlo.subtract %106, %112 : tensor<1x16x8xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_35) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<1x16x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<8.000000e+01> : tensor<f32>
    %115 = stablehlo.subtract %114, %cst_36 : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %117 = stablehlo.maximum %113, %116 : tensor<1x16x8xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1] : (tensor<1x16x8xf32>) -> tensor<1x8x16xf32>
    %119 = stablehlo.transpose %118, dims = [0, 2, 1] : (tensor<1x8x16xf32>) -> tensor<1x16x8xf32>
    %120 = stablehlo.convolution(%119, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x8xf32>, tensor<3x8x16xf32>) -> tensor<1x16x16xf32>
    %121 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x16x16xf32>
    %123 = stablehlo.add %120, %122 : tensor<1x16x16xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x16x16xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<1x16x16xf32>
    %126 = stablehlo.negate %123 : tensor<1x16x16xf32>
    %cst_38 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x16x16xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<1x16x16xf32>
    %129 = chlo.erfc %128 : tensor<1x16x16xf32> -> tensor<1x16x16xf32>
    %130 = stablehlo.multiply %125, %129 : tensor<1x16x16xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %131 = call @_pad_4(%130, %c_39) : (tensor<1x16x16xf32>, tensor<i32>) -> tensor<1x18x16xf32>
    %132 = stablehlo.convolution(%131, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x18x16xf32>, tensor<3x16x16xf32>) -> tensor<1x8x16xf32>
    %133 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %135 = stablehlo.add %132, %134 : tensor<1x8x16xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x8x16xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<1x8x16xf32>
    %138 = stablehlo.negate %135 : tensor<1x8x16xf32>
    %cst_41 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x8x16xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<1x8x16xf32>
    %141 = chlo.erfc %140 : tensor<1x8x16xf32> -> tensor<1x8x16xf32>
    %142 = stablehlo.multiply %137, %141 : tensor<1x8x16xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %143 = stablehlo.dynamic_slice %arg49, %c_42, %c_43, sizes = [8, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %145 = stablehlo.add %142, %144 : tensor<1x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<1x8x1xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %150 = call @_var(%145, %c_46) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %151 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %152 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %154 = stablehlo.add %150, %153 : tensor<1x8x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<1x8x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %157 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<1x8x16xf32>
    %159 = stablehlo.negate %149 : tensor<1x8x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<1x8x16xf32>
    %162 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %163 = stablehlo.add %161, %162 : tensor<1x8x16xf32>
    %164 = stablehlo.multiply %145, %158 : tensor<1x8x16xf32>
    %165 = stablehlo.add %164, %163 : tensor<1x8x16xf32>
    %166 = stablehlo.dot_general %165, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %167 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x8x2x8xf32>
    %169 = stablehlo.add %166, %168 : tensor<1x8x2x8xf32>
    %170 = stablehlo.dot_general %165, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %171 = stablehlo.dot_general %165, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %172 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x8x2x8xf32>
    %174 = stablehlo.add %171, %173 : tensor<1x8x2x8xf32>
    %175 = stablehlo.reshape %169 : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x1x8xf32>
    %176 = stablehlo.dot_general %175, %170, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x1x8xf32>, tensor<1x8x2x8xf32>) -> tensor<1x2x8x1x8xf32>
    %cst_48 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x2x8x1x8xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<1x2x8x1x8xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_49) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x8x1x8xf32>, tensor<f32>) -> tensor<1x2x8x1xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x2x8x1xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<1x2x8x1xf32>
    %182 = stablehlo.transpose %181, dims = [3, 0, 1, 2] : (tensor<1x2x8x1xf32>) -> tensor<1x1x2x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %184 = stablehlo.transpose %178, dims = [3, 0, 1, 2, 4] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x2x8x8xf32>
    %185 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %186 = stablehlo.subtract %184, %185 : tensor<1x1x2x8x8xf32>
    %187 = stablehlo.exponential %186 : tensor<1x1x2x8x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_51) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x8x8xf32>, tensor<f32>) -> tensor<1x1x2x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %191 = stablehlo.divide %187, %190 : tensor<1x1x2x8x8xf32>
    %192 = stablehlo.dot_general %174, %191, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x8xf32>, tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x1x8xf32>
    %193 = stablehlo.transpose %192, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x8x2x8xf32>
    %194 = stablehlo.transpose %193, dims = [1, 2, 3, 0, 4] : (tensor<1x1x8x2x8xf32>) -> tensor<1x8x2x1x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x8x2x1x8xf32>) -> tensor<1x8x2x8xf32>
    %196 = stablehlo.dot_general %195, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<1x8x16xf32>
    %197 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %199 = stablehlo.add %196, %198 : tensor<1x8x16xf32>
    %200 = stablehlo.add %199, %145 : tensor<1x8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_53 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %204 = stablehlo.divide %202, %203 : tensor<1x8x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %205 = call @_var(%200, %c_54) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %206 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %207 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %209 = stablehlo.add %205, %208 : tensor<1x8x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<1x8x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %212 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<1x8x16xf32>
    %214 = stablehlo.negate %204 : tensor<1x8x1xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %216 = stablehlo.multiply %215, %213 : tensor<1x8x16xf32>
    %217 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %218 = stablehlo.add %216, %217 : tensor<1x8x16xf32>
    %219 = stablehlo.multiply %200, %213 : tensor<1x8x16xf32>
    %220 = stablehlo.add %219, %218 : tensor<1x8x16xf32>
    %221 = stablehlo.dot_general %220, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x32xf32>) -> tensor<1x8x32xf32>
    %222 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %224 = stablehlo.add %221, %223 : tensor<1x8x32xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<1x8x32xf32>
    %227 = stablehlo.negate %224 : tensor<1x8x32xf32>
    %cst_57 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<1x8x32xf32>
    %230 = chlo.erfc %229 : tensor<1x8x32xf32> -> tensor<1x8x32xf32>
    %231 = stablehlo.multiply %226, %230 : tensor<1x8x32xf32>
    %232 = stablehlo.dot_general %231, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<32x16xf32>) -> tensor<1x8x16xf32>
    %233 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %235 = stablehlo.add %232, %234 : tensor<1x8x16xf32>
    %236 = stablehlo.add %235, %200 : tensor<1x8x16xf32>
    %237 = call @_take(%arg21, %arg52) : (tensor<64x16xf32>, tensor<1x8xi32>) -> tensor<1x8x16xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.dynamic_slice %arg22, %c_58, %c_59, sizes = [8, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %240 = stablehlo.add %237, %239 : tensor<1x8x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%236 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %244 = stablehlo.divide %242, %243 : tensor<1x8x1xf32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %245 = call @_var(%236, %c_62) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %246 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %247 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %249 = stablehlo.add %245, %248 : tensor<1x8x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<1x8x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %252 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<1x8x16xf32>
    %254 = stablehlo.negate %244 : tensor<1x8x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %256 = stablehlo.multiply %255, %253 : tensor<1x8x16xf32>
    %257 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %258 = stablehlo.add %256, %257 : tensor<1x8x16xf32>
    %259 = stablehlo.multiply %236, %253 : tensor<1x8x16xf32>
    %260 = stablehlo.add %259, %258 : tensor<1x8x16xf32>
    %261 = stablehlo.broadcast_in_dim %arg51, dims = [0, 2] : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %262 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %264 = stablehlo.add %262, %263 : tensor<8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %266 = stablehlo.iota dim = 0 : tensor<8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %269 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %270 = stablehlo.compare GE, %268, %269, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %271 = stablehlo.broadcast_in_dim %270, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %272 = stablehlo.convert %271 : (tensor<1x8x8xi1>) -> tensor<1x8x8xi32>
    %273 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<1x8x8xi32>
    %274 = stablehlo.minimum %273, %272 : tensor<1x8x8xi32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%240 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_66 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %278 = stablehlo.divide %276, %277 : tensor<1x8x1xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %279 = call @_var(%240, %c_67) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %280 = stablehlo.reshape %arg30 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %281 = stablehlo.reshape %arg31 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %283 = stablehlo.add %279, %282 : tensor<1x8x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<1x8x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %286 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %287 = stablehlo.multiply %285, %286 : tensor<1x8x16xf32>
    %288 = stablehlo.negate %278 : tensor<1x8x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %290 = stablehlo.multiply %289, %287 : tensor<1x8x16xf32>
    %291 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %292 = stablehlo.add %290, %291 : tensor<1x8x16xf32>
    %293 = stablehlo.multiply %240, %287 : tensor<1x8x16xf32>
    %294 = stablehlo.add %293, %292 : tensor<1x8x16xf32>
    %295 = stablehlo.dot_general %294, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %296 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x8x2x8xf32>
    %298 = stablehlo.add %295, %297 : tensor<1x8x2x8xf32>
    %299 = stablehlo.dot_general %294, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %300 = stablehlo.dot_general %294, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %301 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x8x2x8xf32>
    %303 = stablehlo.add %300, %302 : tensor<1x8x2x8xf32>
    %304 = stablehlo.broadcast_in_dim %274, dims = [0, 2, 3] : (tensor<1x8x8xi32>) -> tensor<1x1x8x8xi32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %305 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<1x1x8x8xi32>
    %306 = stablehlo.compare NE, %304, %305, SIGNED : (tensor<1x1x8x8xi32>, tensor<1x1x8x8xi32>) -> tensor<1x1x8x8xi1>
    %307 = stablehlo.convert %306 : tensor<1x1x8x8xi1>
    %308 = stablehlo.reshape %298 : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x1x8xf32>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 3, 4] : (tensor<1x1x8x8xi1>) -> tensor<1x1x1x8x8xi1>
    %310 = stablehlo.dot_general %308, %299, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x1x8xf32>, tensor<1x8x2x8xf32>) -> tensor<1x2x8x1x8xf32>
    %cst_70 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x2x8x1x8xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<1x2x8x1x8xf32>
    %c_71 = stablehlo.constant dense<true> : tensor<i1>
    %313 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i1>) -> tensor<1x2x8x8xi1>
    %314 = stablehlo.broadcast_in_dim %313, dims = [1, 2, 3, 4] : (tensor<1x2x8x8xi1>) -> tensor<1x1x2x8x8xi1>
    %315 = stablehlo.transpose %309, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x8x8xi1>) -> tensor<1x1x1x8x8xi1>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x8x8xi1>) -> tensor<1x1x2x8x8xi1>
    %317 = stablehlo.and %314, %316 : tensor<1x1x2x8x8xi1>
    %cst_72 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %318 = call @_where_6(%317, %312, %cst_72) : (tensor<1x1x2x8x8xi1>, tensor<1x2x8x1x8xf32>, tensor<f32>) -> tensor<1x1x2x8x8xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_73) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x8x8xf32>, tensor<f32>) -> tensor<1x1x2x8xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %321 = stablehlo.maximum %320, %319 : tensor<1x1x2x8xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %324 = stablehlo.subtract %318, %323 : tensor<1x1x2x8x8xf32>
    %325 = stablehlo.exponential %324 : tensor<1x1x2x8x8xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x8x8xf32>, tensor<f32>) -> tensor<1x1x2x8xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %329 = stablehlo.divide %325, %328 : tensor<1x1x2x8x8xf32>
    %330 = stablehlo.dot_general %303, %329, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x8xf32>, tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x1x8xf32>
    %331 = stablehlo.transpose %330, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x8x2x8xf32>
    %332 = stablehlo.transpose %331, dims = [1, 2, 3, 0, 4] : (tensor<1x1x8x2x8xf32>) -> tensor<1x8x2x1x8xf32>
    %333 = stablehlo.reshape %332 : (tensor<1x8x2x1x8xf32>) -> tensor<1x8x2x8xf32>
    %334 = stablehlo.dot_general %333, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<1x8x16xf32>
    %335 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %337 = stablehlo.add %334, %336 : tensor<1x8x16xf32>
    %338 = stablehlo.add %337, %240 : tensor<1x8x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_77 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %342 = stablehlo.divide %340, %341 : tensor<1x8x1xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %343 = call @_var(%338, %c_78) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %344 = stablehlo.reshape %arg39 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %345 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %347 = stablehlo.add %343, %346 : tensor<1x8x1xf32>
    %348 = stablehlo.rsqrt %347 : tensor<1x8x1xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %350 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<1x8x16xf32>
    %352 = stablehlo.negate %342 : tensor<1x8x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %354 = stablehlo.multiply %353, %351 : tensor<1x8x16xf32>
    %355 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %356 = stablehlo.add %354, %355 : tensor<1x8x16xf32>
    %357 = stablehlo.multiply %338, %351 : tensor<1x8x16xf32>
    %358 = stablehlo.add %357, %356 : tensor<1x8x16xf32>
    %359 = stablehlo.dot_general %358, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %360 = stablehlo.broadcast_in_dim %arg33, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x8x2x8xf32>
    %362 = stablehlo.add %359, %361 : tensor<1x8x2x8xf32>
    %363 = stablehlo.dot_general %260, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %364 = stablehlo.dot_general %260, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x2x8xf32>) -> tensor<1x8x2x8xf32>
    %365 = stablehlo.broadcast_in_dim %arg36, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x8x2x8xf32>
    %367 = stablehlo.add %364, %366 : tensor<1x8x2x8xf32>
    %368 = stablehlo.reshape %362 : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x1x8xf32>
    %369 = stablehlo.dot_general %368, %363, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x1x8xf32>, tensor<1x8x2x8xf32>) -> tensor<1x2x8x1x8xf32>
    %cst_80 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x2x8x1x8xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<1x2x8x1x8xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_81) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x8x1x8xf32>, tensor<f32>) -> tensor<1x2x8x1xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x2x8x1xf32>
    %374 = stablehlo.maximum %373, %372 : tensor<1x2x8x1xf32>
    %375 = stablehlo.transpose %374, dims = [3, 0, 1, 2] : (tensor<1x2x8x1xf32>) -> tensor<1x1x2x8xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %377 = stablehlo.transpose %371, dims = [3, 0, 1, 2, 4] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x2x8x8xf32>
    %378 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %379 = stablehlo.subtract %377, %378 : tensor<1x1x2x8x8xf32>
    %380 = stablehlo.exponential %379 : tensor<1x1x2x8x8xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_83) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x8x8xf32>, tensor<f32>) -> tensor<1x1x2x8xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %384 = stablehlo.divide %380, %383 : tensor<1x1x2x8x8xf32>
    %385 = stablehlo.dot_general %367, %384, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x8xf32>, tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x1x8xf32>
    %386 = stablehlo.transpose %385, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x8x2x8xf32>
    %387 = stablehlo.transpose %386, dims = [1, 2, 3, 0, 4] : (tensor<1x1x8x2x8xf32>) -> tensor<1x8x2x1x8xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x8x2x1x8xf32>) -> tensor<1x8x2x8xf32>
    %389 = stablehlo.dot_general %388, %arg37, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<1x8x16xf32>
    %390 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %392 = stablehlo.add %389, %391 : tensor<1x8x16xf32>
    %393 = stablehlo.add %392, %338 : tensor<1x8x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_85 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %397 = stablehlo.divide %395, %396 : tensor<1x8x1xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %398 = call @_var(%393, %c_86) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %399 = stablehlo.reshape %arg45 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %400 = stablehlo.reshape %arg46 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_87 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %402 = stablehlo.add %398, %401 : tensor<1x8x1xf32>
    %403 = stablehlo.rsqrt %402 : tensor<1x8x1xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %405 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %406 = stablehlo.multiply %404, %405 : tensor<1x8x16xf32>
    %407 = stablehlo.negate %397 : tensor<1x8x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %409 = stablehlo.multiply %408, %406 : tensor<1x8x16xf32>
    %410 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %411 = stablehlo.add %409, %410 : tensor<1x8x16xf32>
    %412 = stablehlo.multiply %393, %406 : tensor<1x8x16xf32>
    %413 = stablehlo.add %412, %411 : tensor<1x8x16xf32>
    %414 = stablehlo.dot_general %413, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16xf32>, tensor<16x32xf32>) -> tensor<1x8x32xf32>
    %415 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %417 = stablehlo.add %414, %416 : tensor<1x8x32xf32>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<1x8x32xf32>
    %420 = stablehlo.negate %417 : tensor<1x8x32xf32>
    %cst_89 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<1x8x32xf32>
    %423 = chlo.erfc %422 : tensor<1x8x32xf32> -> tensor<1x8x32xf32>
    %424 = stablehlo.multiply %419, %423 : tensor<1x8x32xf32>
    %425 = stablehlo.dot_general %424, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<32x16xf32>) -> tensor<1x8x16xf32>
    %426 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %428 = stablehlo.add %425, %427 : tensor<1x8x16xf32>
    %429 = stablehlo.add %428, %393 : tensor<1x8x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_91 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %433 = stablehlo.divide %431, %432 : tensor<1x8x1xf32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %434 = call @_var(%429, %c_92) : (tensor<1x8x16xf32>, tensor<i32>) -> tensor<1x8x1xf32>
    %435 = stablehlo.reshape %arg47 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %436 = stablehlo.reshape %arg48 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %438 = stablehlo.add %434, %437 : tensor<1x8x1xf32>
    %439 = stablehlo.rsqrt %438 : tensor<1x8x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %441 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<1x8x16xf32>
    %443 = stablehlo.negate %433 : tensor<1x8x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %445 = stablehlo.multiply %444, %442 : tensor<1x8x16xf32>
    %446 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
    %447 = stablehlo.add %445, %446 : tensor<1x8x16xf32>
    %448 = stablehlo.multiply %429, %442 : tensor<1x8x16xf32>
    %449 = stablehlo.add %448, %447 : tensor<1x8x16xf32>
    return %449, %260 : tensor<1x8x16xf32>, tensor<1x8x16xf32>
  }
  func.func private @_pad(%arg0: tensor<1x511xf32>) -> tensor<1x575xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 1:33] : (tensor<1x511xf32>) -> tensor<1x32xf32>
    %1 = call @_flip(%0) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 1 : (tensor<1x32xf32>, tensor<1x511xf32>) -> tensor<1x543xf32>
    %3 = stablehlo.slice %2 [0:1, 510:542] : (tensor<1x543xf32>) -> tensor<1x32xf32>
    %4 = call @_flip(%3) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 1 : (tensor<1x543xf32>, tensor<1x32xf32>) -> tensor<1x575xf32>
    return %5 : tensor<1x575xf32>
  }
  func.func private @_flip(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @_pad_0(%arg0: tensor<64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @_pad_1(%arg0: tensor<1x16x64xf32>, %arg1: tensor<i32>) -> tensor<1x16x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16x64xf32>
    return %1 : tensor<1x16x64xf32>
  }
  func.func private @fft(%arg0: tensor<1x16x64xf32>) -> tensor<1x16x33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<1x16x64xf32>) -> tensor<1x16x33xcomplex<f32>>
    return %0 : tensor<1x16x33xcomplex<f32>>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<33xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<32xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<32xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<32xf32>
    %11 = stablehlo.add %7, %10 : tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<32xf32>, tensor<1xf32>) -> tensor<33xf32>
    return %13 : tensor<33xf32>
  }
  func.func private @_linspace_2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<9xf32>
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %2 = stablehlo.divide %0, %1 : tensor<9xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<9xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<9xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<9xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<9xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<9xf32>
    %11 = stablehlo.add %7, %10 : tensor<9xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<9xf32>, tensor<1xf32>) -> tensor<10xf32>
    return %13 : tensor<10xf32>
  }
  func.func private @_pad_3(%arg0: tensor<32x8xf32>, %arg1: tensor<i32>) -> tensor<33x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<32x8xf32>, tensor<f32>) -> tensor<33x8xf32>
    return %1 : tensor<33x8xf32>
  }
  func.func private @_pad_4(%arg0: tensor<1x16x16xf32>, %arg1: tensor<i32>) -> tensor<1x18x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<1x18x16xf32>
    return %1 : tensor<1x18x16xf32>
  }
  func.func private @_var(%arg0: tensor<1x8x16xf32>, %arg1: tensor<i32>) -> tensor<1x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x8x16xf32>
    %6 = chlo.square %5 : tensor<1x8x16xf32> -> tensor<1x8x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<1x8x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    return %14 : tensor<1x8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x8x1xf32>, %arg2: tensor<f32>) -> tensor<1x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x8x1xf32>
    return %2 : tensor<1x8x1xf32>
  }
  func.func private @_take(%arg0: tensor<64x16xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x8xi32>
    %4 = call @_where_5(%1, %3, %arg1) : (tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x8x1xi1>, tensor<i1>) -> tensor<1x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<1x8x1xi32>) -> tensor<1x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x8x16xi1>, tensor<1x8x16xf32>
    return %16 : tensor<1x8x16xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xi32>, %arg2: tensor<1x8xi32>) -> tensor<1x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x8xi1>, tensor<1x8xi32>
    return %0 : tensor<1x8xi32>
  }
  func.func private @_where_6(%arg0: tensor<1x1x2x8x8xi1>, %arg1: tensor<1x2x8x1x8xf32>, %arg2: tensor<f32>) -> tensor<1x1x2x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x2x8x8xf32>) -> tensor<1x1x2x8x8xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x2x8x8xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x2x8x8xi1>, tensor<1x1x2x8x8xf32>
    return %3 : tensor<1x1x2x8x8xf32>
  }
}
