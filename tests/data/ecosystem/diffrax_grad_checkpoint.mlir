module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_0 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_1 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %0:28 = call @diffeqsolve(%arg0) : (tensor<3xf32>) -> (tensor<1x3xf32>, tensor<i32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<1xf32>, tensor<1x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>)
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %2 = stablehlo.multiply %1, %0#0 : tensor<1x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<1x3xf32>
    %5 = call @diffeqsolve_29(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %cst, %cst_0, %cst_1, %0#23, %0#24, %0#25, %0#26, %c, %c_2, %0#27, %4) : (tensor<i32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<1xf32>, tensor<1x3xf32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<1x3xf32>) -> tensor<3xf32>
    return %5 : tensor<3xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<3xf32>) -> (tensor<1x3xf32>, tensor<i32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<1xf32>, tensor<1x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %cst_6 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst_6) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_7, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_9, %c_10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_11, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.multiply %cst_12, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.add %5, %9 : tensor<f32>
    %11 = stablehlo.minimum %10, %7 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %14 = stablehlo.multiply %13, %cst_14 : tensor<f32>
    %15 = stablehlo.convert %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_15 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = chlo.next_after %7, %cst_16 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.compare EQ, %7, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_18 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %20 = call @_where_0(%19, %cst_18, %18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = chlo.next_after %20, %cst_19 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.compare EQ, %20, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_21 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %23 = call @_where_0(%22, %cst_21, %21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = chlo.next_after %23, %cst_22 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.compare EQ, %23, %cst_23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_24 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %26 = call @_where_0(%25, %cst_24, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = chlo.next_after %26, %cst_25 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.compare EQ, %26, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_27 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %29 = call @_where_0(%28, %cst_27, %27) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = chlo.next_after %29, %cst_28 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.compare EQ, %29, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_30 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %32 = call @_where_0(%31, %cst_30, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = chlo.next_after %32, %cst_31 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.compare EQ, %32, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_33 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %35 = call @_where_0(%34, %cst_33, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = chlo.next_after %35, %cst_34 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare EQ, %35, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_36 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %38 = call @_where_0(%37, %cst_36, %36) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = chlo.next_after %38, %cst_37 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.compare EQ, %38, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %41 = call @_where_0(%40, %cst_39, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = chlo.next_after %41, %cst_40 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare EQ, %41, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_42 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %44 = call @_where_0(%43, %cst_42, %42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = chlo.next_after %44, %cst_43 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.compare EQ, %44, %cst_44, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_45 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %47 = call @_where_0(%46, %cst_45, %45) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = chlo.next_after %47, %cst_46 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.compare EQ, %47, %cst_47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_48 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %50 = call @_where_0(%49, %cst_48, %48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = chlo.next_after %50, %cst_49 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.compare EQ, %50, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_51 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %53 = call @_where_0(%52, %cst_51, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = chlo.next_after %53, %cst_52 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.compare EQ, %53, %cst_53, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_54 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %56 = call @_where_0(%55, %cst_54, %54) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = chlo.next_after %56, %cst_55 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.compare EQ, %56, %cst_56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_57 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %59 = call @_where_0(%58, %cst_57, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = chlo.next_after %59, %cst_58 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.compare EQ, %59, %cst_59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_60 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %62 = call @_where_0(%61, %cst_60, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = chlo.next_after %62, %cst_61 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.compare EQ, %62, %cst_62, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_63 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %65 = call @_where_0(%64, %cst_63, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = chlo.next_after %65, %cst_64 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.compare EQ, %65, %cst_65, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_66 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %68 = call @_where_0(%67, %cst_66, %66) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = chlo.next_after %68, %cst_67 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.compare EQ, %68, %cst_68, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_69 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %71 = call @_where_0(%70, %cst_69, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = chlo.next_after %71, %cst_70 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.compare EQ, %71, %cst_71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_72 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %74 = call @_where_0(%73, %cst_72, %72) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = chlo.next_after %74, %cst_73 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.compare EQ, %74, %cst_74, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_75 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %77 = call @_where_0(%76, %cst_75, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = chlo.next_after %77, %cst_76 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.compare EQ, %77, %cst_77, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_78 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %80 = call @_where_0(%79, %cst_78, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = chlo.next_after %80, %cst_79 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.compare EQ, %80, %cst_80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_81 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %83 = call @_where_0(%82, %cst_81, %81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = chlo.next_after %83, %cst_82 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.compare EQ, %83, %cst_83, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_84 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %86 = call @_where_0(%85, %cst_84, %84) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = chlo.next_after %86, %cst_85 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.compare EQ, %86, %cst_86, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_87 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %89 = call @_where_0(%88, %cst_87, %87) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = chlo.next_after %89, %cst_88 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.compare EQ, %89, %cst_89, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_90 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %92 = call @_where_0(%91, %cst_90, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = chlo.next_after %92, %cst_91 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.compare EQ, %92, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_93 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %95 = call @_where_0(%94, %cst_93, %93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = chlo.next_after %95, %cst_94 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.compare EQ, %95, %cst_95, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_96 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %98 = call @_where_0(%97, %cst_96, %96) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = chlo.next_after %98, %cst_97 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.compare EQ, %98, %cst_98, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_99 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %101 = call @_where_0(%100, %cst_99, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = chlo.next_after %101, %cst_100 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.compare EQ, %101, %cst_101, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_102 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %104 = call @_where_0(%103, %cst_102, %102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = chlo.next_after %104, %cst_103 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.compare EQ, %104, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_105 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %107 = call @_where_0(%106, %cst_105, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = chlo.next_after %107, %cst_106 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.compare EQ, %107, %cst_107, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_108 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %110 = call @_where_0(%109, %cst_108, %108) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = chlo.next_after %110, %cst_109 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.compare EQ, %110, %cst_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_111 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %113 = call @_where_0(%112, %cst_111, %111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = chlo.next_after %113, %cst_112 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.compare EQ, %113, %cst_113, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_114 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %116 = call @_where_0(%115, %cst_114, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = chlo.next_after %116, %cst_115 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.compare EQ, %116, %cst_116, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_117 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %119 = call @_where_0(%118, %cst_117, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = chlo.next_after %119, %cst_118 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.compare EQ, %119, %cst_119, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_120 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %122 = call @_where_0(%121, %cst_120, %120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = chlo.next_after %122, %cst_121 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.compare EQ, %122, %cst_122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_123 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %125 = call @_where_0(%124, %cst_123, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = chlo.next_after %125, %cst_124 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.compare EQ, %125, %cst_125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_126 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %128 = call @_where_0(%127, %cst_126, %126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = chlo.next_after %128, %cst_127 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.compare EQ, %128, %cst_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_129 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %131 = call @_where_0(%130, %cst_129, %129) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = chlo.next_after %131, %cst_130 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.compare EQ, %131, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_132 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %134 = call @_where_0(%133, %cst_132, %132) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = chlo.next_after %134, %cst_133 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.compare EQ, %134, %cst_134, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_135 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %137 = call @_where_0(%136, %cst_135, %135) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = chlo.next_after %137, %cst_136 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.compare EQ, %137, %cst_137, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_138 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %140 = call @_where_0(%139, %cst_138, %138) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = chlo.next_after %140, %cst_139 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.compare EQ, %140, %cst_140, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_141 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %143 = call @_where_0(%142, %cst_141, %141) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = chlo.next_after %143, %cst_142 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.compare EQ, %143, %cst_143, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_144 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %146 = call @_where_0(%145, %cst_144, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = chlo.next_after %146, %cst_145 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.compare EQ, %146, %cst_146, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_147 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %149 = call @_where_0(%148, %cst_147, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = chlo.next_after %149, %cst_148 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.compare EQ, %149, %cst_149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_150 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %152 = call @_where_0(%151, %cst_150, %150) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = chlo.next_after %152, %cst_151 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.compare EQ, %152, %cst_152, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_153 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %155 = call @_where_0(%154, %cst_153, %153) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = chlo.next_after %155, %cst_154 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.compare EQ, %155, %cst_155, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_156 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %158 = call @_where_0(%157, %cst_156, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = chlo.next_after %158, %cst_157 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.compare EQ, %158, %cst_158, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_159 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %161 = call @_where_0(%160, %cst_159, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = chlo.next_after %161, %cst_160 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.compare EQ, %161, %cst_161, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_162 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %164 = call @_where_0(%163, %cst_162, %162) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = chlo.next_after %164, %cst_163 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.compare EQ, %164, %cst_164, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_165 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %167 = call @_where_0(%166, %cst_165, %165) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = chlo.next_after %167, %cst_166 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.compare EQ, %167, %cst_167, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_168 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %170 = call @_where_0(%169, %cst_168, %168) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = chlo.next_after %170, %cst_169 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.compare EQ, %170, %cst_170, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_171 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %173 = call @_where_0(%172, %cst_171, %171) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = chlo.next_after %173, %cst_172 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.compare EQ, %173, %cst_173, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_174 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %176 = call @_where_0(%175, %cst_174, %174) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = chlo.next_after %176, %cst_175 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.compare EQ, %176, %cst_176, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_177 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %179 = call @_where_0(%178, %cst_177, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = chlo.next_after %179, %cst_178 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.compare EQ, %179, %cst_179, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_180 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %182 = call @_where_0(%181, %cst_180, %180) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = chlo.next_after %182, %cst_181 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.compare EQ, %182, %cst_182, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_183 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %185 = call @_where_0(%184, %cst_183, %183) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = chlo.next_after %185, %cst_184 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.compare EQ, %185, %cst_185, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_186 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %188 = call @_where_0(%187, %cst_186, %186) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = chlo.next_after %188, %cst_187 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.compare EQ, %188, %cst_188, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_189 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %191 = call @_where_0(%190, %cst_189, %189) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = chlo.next_after %191, %cst_190 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.compare EQ, %191, %cst_191, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_192 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %194 = call @_where_0(%193, %cst_192, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = chlo.next_after %194, %cst_193 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.compare EQ, %194, %cst_194, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_195 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %197 = call @_where_0(%196, %cst_195, %195) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = chlo.next_after %197, %cst_196 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.compare EQ, %197, %cst_197, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_198 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %200 = call @_where_0(%199, %cst_198, %198) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = chlo.next_after %200, %cst_199 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.compare EQ, %200, %cst_200, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_201 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %203 = call @_where_0(%202, %cst_201, %201) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %204 = chlo.next_after %203, %cst_202 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.compare EQ, %203, %cst_203, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_204 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %206 = call @_where_0(%205, %cst_204, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = chlo.next_after %206, %cst_205 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.compare EQ, %206, %cst_206, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_207 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %209 = call @_where_0(%208, %cst_207, %207) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = chlo.next_after %209, %cst_208 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.compare EQ, %209, %cst_209, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_210 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %212 = call @_where_0(%211, %cst_210, %210) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = chlo.next_after %212, %cst_211 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.compare EQ, %212, %cst_212, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_213 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %215 = call @_where_0(%214, %cst_213, %213) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %216 = chlo.next_after %215, %cst_214 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.compare EQ, %215, %cst_215, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_216 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %218 = call @_where_0(%217, %cst_216, %216) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = chlo.next_after %218, %cst_217 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.compare EQ, %218, %cst_218, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_219 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %221 = call @_where_0(%220, %cst_219, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = chlo.next_after %221, %cst_220 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.compare EQ, %221, %cst_221, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_222 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %224 = call @_where_0(%223, %cst_222, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = chlo.next_after %224, %cst_223 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.compare EQ, %224, %cst_224, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_225 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %227 = call @_where_0(%226, %cst_225, %225) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = chlo.next_after %227, %cst_226 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.compare EQ, %227, %cst_227, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_228 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %230 = call @_where_0(%229, %cst_228, %228) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = chlo.next_after %230, %cst_229 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.compare EQ, %230, %cst_230, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_231 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %233 = call @_where_0(%232, %cst_231, %231) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = chlo.next_after %233, %cst_232 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.compare EQ, %233, %cst_233, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_234 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %236 = call @_where_0(%235, %cst_234, %234) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = chlo.next_after %236, %cst_235 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.compare EQ, %236, %cst_236, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_237 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %239 = call @_where_0(%238, %cst_237, %237) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = chlo.next_after %239, %cst_238 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.compare EQ, %239, %cst_239, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_240 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %242 = call @_where_0(%241, %cst_240, %240) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = chlo.next_after %242, %cst_241 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.compare EQ, %242, %cst_242, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_243 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %245 = call @_where_0(%244, %cst_243, %243) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = chlo.next_after %245, %cst_244 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.compare EQ, %245, %cst_245, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_246 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %248 = call @_where_0(%247, %cst_246, %246) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %249 = chlo.next_after %248, %cst_247 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.compare EQ, %248, %cst_248, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_249 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %251 = call @_where_0(%250, %cst_249, %249) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = chlo.next_after %251, %cst_250 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.compare EQ, %251, %cst_251, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_252 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %254 = call @_where_0(%253, %cst_252, %252) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = chlo.next_after %254, %cst_253 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.compare EQ, %254, %cst_254, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_255 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %257 = call @_where_0(%256, %cst_255, %255) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = chlo.next_after %257, %cst_256 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.compare EQ, %257, %cst_257, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_258 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %260 = call @_where_0(%259, %cst_258, %258) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %261 = chlo.next_after %260, %cst_259 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.compare EQ, %260, %cst_260, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_261 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %263 = call @_where_0(%262, %cst_261, %261) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %264 = chlo.next_after %263, %cst_262 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.compare EQ, %263, %cst_263, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_264 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %266 = call @_where_0(%265, %cst_264, %264) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = chlo.next_after %266, %cst_265 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.compare EQ, %266, %cst_266, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_267 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %269 = call @_where_0(%268, %cst_267, %267) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = chlo.next_after %269, %cst_268 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.compare EQ, %269, %cst_269, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_270 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %272 = call @_where_0(%271, %cst_270, %270) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = chlo.next_after %272, %cst_271 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.compare EQ, %272, %cst_272, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_273 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %275 = call @_where_0(%274, %cst_273, %273) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = chlo.next_after %275, %cst_274 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.compare EQ, %275, %cst_275, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_276 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %278 = call @_where_0(%277, %cst_276, %276) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %279 = chlo.next_after %278, %cst_277 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.compare EQ, %278, %cst_278, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_279 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %281 = call @_where_0(%280, %cst_279, %279) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = chlo.next_after %281, %cst_280 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.compare EQ, %281, %cst_281, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_282 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %284 = call @_where_0(%283, %cst_282, %282) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = chlo.next_after %284, %cst_283 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.compare EQ, %284, %cst_284, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_285 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %287 = call @_where_0(%286, %cst_285, %285) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = chlo.next_after %287, %cst_286 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.compare EQ, %287, %cst_287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_288 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %290 = call @_where_0(%289, %cst_288, %288) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = chlo.next_after %290, %cst_289 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.compare EQ, %290, %cst_290, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_291 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %293 = call @_where_0(%292, %cst_291, %291) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %294 = chlo.next_after %293, %cst_292 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.compare EQ, %293, %cst_293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_294 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %296 = call @_where_0(%295, %cst_294, %294) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %297 = chlo.next_after %296, %cst_295 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.compare EQ, %296, %cst_296, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_297 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %299 = call @_where_0(%298, %cst_297, %297) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %300 = chlo.next_after %299, %cst_298 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.compare EQ, %299, %cst_299, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_300 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %302 = call @_where_0(%301, %cst_300, %300) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = chlo.next_after %302, %cst_301 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.compare EQ, %302, %cst_302, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_303 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %305 = call @_where_0(%304, %cst_303, %303) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = chlo.next_after %305, %cst_304 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.compare EQ, %305, %cst_305, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_306 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %308 = call @_where_0(%307, %cst_306, %306) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = chlo.next_after %308, %cst_307 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.compare EQ, %308, %cst_308, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_309 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %311 = call @_where_0(%310, %cst_309, %309) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %312 = chlo.next_after %311, %cst_310 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.compare EQ, %311, %cst_311, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_312 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %314 = call @_where_0(%313, %cst_312, %312) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_313 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %315 = chlo.next_after %314, %cst_313 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.compare EQ, %314, %cst_314, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_315 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %317 = call @_where_0(%316, %cst_315, %315) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_316 = stablehlo.constant dense<true> : tensor<i1>
    %cst_317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_319 = stablehlo.constant dense<false> : tensor<i1>
    %c_320 = stablehlo.constant dense<false> : tensor<i1>
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %318 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %319 = stablehlo.and %318, %c : tensor<i1>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %320 = stablehlo.broadcast_in_dim %c_327, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %321 = stablehlo.broadcast_in_dim %c_328, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_329 = stablehlo.constant dense<2147483647> : tensor<i32>
    %322 = "stablehlo.scatter"(%320, %321, %c_329) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<16xi32>, tensor<1xi32>, tensor<i32>) -> tensor<16xi32>
    %c_330 = stablehlo.constant dense<false> : tensor<i1>
    %323 = stablehlo.broadcast_in_dim %c_330, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %c_331 = stablehlo.constant dense<2147483647> : tensor<i32>
    %324 = stablehlo.broadcast_in_dim %c_331, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_332 = stablehlo.constant dense<0> : tensor<i32>
    %325 = stablehlo.broadcast_in_dim %c_332, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_333 = stablehlo.constant dense<false> : tensor<i1>
    %326 = stablehlo.broadcast_in_dim %c_333, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %c_334 = stablehlo.constant dense<false> : tensor<i1>
    %327 = stablehlo.broadcast_in_dim %c_334, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_338 = stablehlo.constant dense<false> : tensor<i1>
    %331 = stablehlo.broadcast_in_dim %c_338, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %c_339 = stablehlo.constant dense<false> : tensor<i1>
    %332 = stablehlo.broadcast_in_dim %c_339, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_343 = stablehlo.constant dense<false> : tensor<i1>
    %336 = stablehlo.broadcast_in_dim %c_343, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %c_344 = stablehlo.constant dense<0> : tensor<i32>
    %337 = stablehlo.broadcast_in_dim %c_344, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_345 = stablehlo.constant dense<0> : tensor<i32>
    %338 = stablehlo.broadcast_in_dim %c_345, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_346 = stablehlo.constant dense<0> : tensor<i32>
    %339 = stablehlo.broadcast_in_dim %c_346, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_347 = stablehlo.constant dense<0> : tensor<i32>
    %340 = stablehlo.broadcast_in_dim %c_347, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_348 = stablehlo.constant dense<0> : tensor<i32>
    %341 = stablehlo.broadcast_in_dim %c_348, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_349 = stablehlo.constant dense<0> : tensor<i32>
    %342 = stablehlo.broadcast_in_dim %c_349, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_350 = stablehlo.constant dense<0> : tensor<i32>
    %c_351 = stablehlo.constant dense<0> : tensor<i32>
    %c_352 = stablehlo.constant dense<16> : tensor<i32>
    %c_353 = stablehlo.constant dense<16> : tensor<i32>
    %c_354 = stablehlo.constant dense<true> : tensor<i1>
    %c_355 = stablehlo.constant dense<0> : tensor<i32>
    %c_356 = stablehlo.constant dense<true> : tensor<i1>
    %343:57 = stablehlo.while(%iterArg = %7, %iterArg_404 = %c_0, %iterArg_405 = %3, %iterArg_406 = %cst, %iterArg_407 = %cst_1, %iterArg_408 = %cst_2, %iterArg_409 = %c_3, %iterArg_410 = %7, %iterArg_411 = %317, %iterArg_412 = %5, %iterArg_413 = %c_4, %iterArg_414 = %c_350, %iterArg_415 = %c_351, %iterArg_416 = %c_352, %iterArg_417 = %c_353, %iterArg_418 = %c_354, %iterArg_419 = %322, %iterArg_420 = %323, %iterArg_421 = %c_355, %iterArg_422 = %319, %iterArg_423 = %c_356, %iterArg_424 = %arg0, %iterArg_425 = %5, %iterArg_426 = %11, %iterArg_427 = %c_319, %iterArg_428 = %c_316, %iterArg_429 = %12, %iterArg_430 = %cst_317, %iterArg_431 = %cst_318, %iterArg_432 = %c_320, %iterArg_433 = %c_321, %iterArg_434 = %c_322, %iterArg_435 = %c_323, %iterArg_436 = %c_324, %iterArg_437 = %c_325, %iterArg_438 = %16, %iterArg_439 = %17, %iterArg_440 = %c_326, %iterArg_441 = %324, %iterArg_442 = %325, %iterArg_443 = %326, %iterArg_444 = %327, %iterArg_445 = %328, %iterArg_446 = %329, %iterArg_447 = %330, %iterArg_448 = %331, %iterArg_449 = %332, %iterArg_450 = %333, %iterArg_451 = %334, %iterArg_452 = %335, %iterArg_453 = %336, %iterArg_454 = %337, %iterArg_455 = %338, %iterArg_456 = %339, %iterArg_457 = %340, %iterArg_458 = %341, %iterArg_459 = %342) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<16xi32>, tensor<16xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>
    cond {
      %506 = stablehlo.compare LT, %iterArg_425, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %507 = stablehlo.and %506, %iterArg_404 : tensor<i1>
      %c_460 = stablehlo.constant dense<false> : tensor<i1>
      %508 = stablehlo.reduce(%507 init: %c_460) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_461 = stablehlo.constant dense<64> : tensor<i32>
      %509 = stablehlo.compare LT, %iterArg_421, %c_461, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_462 = stablehlo.constant dense<false> : tensor<i1>
      %510 = stablehlo.broadcast_in_dim %c_462, dims = [] : (tensor<i1>) -> tensor<i1>
      %511 = stablehlo.compare NE, %509, %510, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %512 = stablehlo.convert %511 : tensor<i1>
      %513 = stablehlo.and %508, %512 : tensor<i1>
      stablehlo.return %513 : tensor<i1>
    } do {
      %c_460 = stablehlo.constant dense<1> : tensor<i32>
      %506 = stablehlo.add %iterArg_414, %c_460 : tensor<i32>
      %c_461 = stablehlo.constant dense<0> : tensor<i32>
      %507:8 = "stablehlo.case"(%c_461) ({
        %c_509 = stablehlo.constant dense<1> : tensor<i32>
        %654 = stablehlo.add %iterArg_415, %c_509 : tensor<i32>
        %655 = func.call @_where_1(%iterArg_418, %654, %iterArg_415) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %656 = stablehlo.compare GT, %655, %iterArg_416, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_510 = stablehlo.constant dense<false> : tensor<i1>
        %657 = stablehlo.broadcast_in_dim %c_510, dims = [] : (tensor<i1>) -> tensor<i1>
        %658 = stablehlo.compare NE, %656, %657, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %659 = stablehlo.convert %658 : tensor<i1>
        %660 = stablehlo.and %iterArg_418, %659 : tensor<i1>
        %c_511 = stablehlo.constant dense<1> : tensor<i32>
        %661 = func.call @_where_1(%660, %c_511, %655) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_512 = stablehlo.constant dense<1> : tensor<i32>
        %662 = stablehlo.add %iterArg_414, %c_512 : tensor<i32>
        %663 = stablehlo.convert %iterArg_417 : tensor<i32>
        %664 = stablehlo.compare EQ, %662, %663, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_513 = stablehlo.constant dense<false> : tensor<i1>
        %665 = func.call @_where_2(%664, %c_513, %iterArg_418) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        %666 = stablehlo.convert %iterArg_417 : tensor<i32>
        %667 = stablehlo.compare EQ, %iterArg_414, %666, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %668 = stablehlo.add %iterArg_417, %iterArg_416 : tensor<i32>
        %669 = func.call @_where_1(%667, %668, %iterArg_417) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_514 = stablehlo.constant dense<1> : tensor<i32>
        %670 = stablehlo.subtract %iterArg_416, %c_514 : tensor<i32>
        %671 = func.call @_where_1(%667, %670, %iterArg_416) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %672 = func.call @_where_1(%667, %671, %661) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_515 = stablehlo.constant dense<0> : tensor<i32>
        %673 = stablehlo.compare GT, %671, %c_515, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %674 = func.call @_where_3(%667, %673, %665) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %iterArg_418, %iterArg_415, %672, %671, %669, %674, %iterArg_419, %iterArg_420 : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<16xi32>, tensor<16xi1>
      }, {
        %c_509 = stablehlo.constant dense<false> : tensor<i1>
        %654 = stablehlo.reduce(%iterArg_420 init: %c_509) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
        %655 = stablehlo.convert %654 : (tensor<i1>) -> tensor<i32>
        %656:3 = "stablehlo.case"(%655) ({
          %662 = func.call @argmax(%iterArg_441) : (tensor<16xi32>) -> tensor<i32>
          %c_513 = stablehlo.constant dense<0> : tensor<i32>
          %663 = stablehlo.compare LT, %662, %c_513, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_514 = stablehlo.constant dense<16> : tensor<i32>
          %664 = stablehlo.add %662, %c_514 : tensor<i32>
          %665 = stablehlo.select %663, %664, %662 : tensor<i1>, tensor<i32>
          %666 = stablehlo.dynamic_slice %iterArg_419, %665, sizes = [1] : (tensor<16xi32>, tensor<i32>) -> tensor<1xi32>
          %667 = stablehlo.reshape %666 : (tensor<1xi32>) -> tensor<i32>
          %c_515 = stablehlo.constant dense<1> : tensor<i32>
          %668 = stablehlo.add %667, %c_515 : tensor<i32>
          %c_516 = stablehlo.constant dense<0> : tensor<i32>
          %669 = stablehlo.compare LT, %662, %c_516, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_517 = stablehlo.constant dense<16> : tensor<i32>
          %670 = stablehlo.add %662, %c_517 : tensor<i32>
          %671 = stablehlo.select %669, %670, %662 : tensor<i1>, tensor<i32>
          %672 = stablehlo.dynamic_slice %iterArg_419, %671, sizes = [1] : (tensor<16xi32>, tensor<i32>) -> tensor<1xi32>
          %673 = stablehlo.reshape %672 : (tensor<1xi32>) -> tensor<i32>
          %674 = stablehlo.broadcast_in_dim %673, dims = [] : (tensor<i32>) -> tensor<16xi32>
          %675 = stablehlo.compare LT, %iterArg_419, %674, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
          %c_518 = stablehlo.constant dense<true> : tensor<i1>
          %676 = func.call @_where_4(%675, %c_518, %iterArg_420) : (tensor<16xi1>, tensor<i1>, tensor<16xi1>) -> tensor<16xi1>
          stablehlo.return %662, %668, %676 : tensor<i32>, tensor<i32>, tensor<16xi1>
        }, {
          %c_513 = stablehlo.constant dense<0> : tensor<i32>
          %662 = func.call @_where_5(%iterArg_420, %iterArg_441, %c_513) : (tensor<16xi1>, tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
          %663 = func.call @argmax(%662) : (tensor<16xi32>) -> tensor<i32>
          %c_514 = stablehlo.constant dense<0> : tensor<i32>
          %664 = stablehlo.compare LT, %663, %c_514, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_515 = stablehlo.constant dense<16> : tensor<i32>
          %665 = stablehlo.add %663, %c_515 : tensor<i32>
          %666 = stablehlo.select %664, %665, %663 : tensor<i1>, tensor<i32>
          %667 = stablehlo.broadcast_in_dim %666, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %c_516 = stablehlo.constant dense<false> : tensor<i1>
          %668 = "stablehlo.scatter"(%iterArg_420, %667, %c_516) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
          ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
            stablehlo.return %arg2 : tensor<i1>
          }) : (tensor<16xi1>, tensor<1xi32>, tensor<i1>) -> tensor<16xi1>
          %c_517 = stablehlo.constant dense<0> : tensor<i32>
          stablehlo.return %663, %c_517, %668 : tensor<i32>, tensor<i32>, tensor<16xi1>
        }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<16xi1>)
        %c_510 = stablehlo.constant dense<0> : tensor<i32>
        %657 = stablehlo.compare LT, %656#0, %c_510, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_511 = stablehlo.constant dense<16> : tensor<i32>
        %658 = stablehlo.add %656#0, %c_511 : tensor<i32>
        %659 = stablehlo.select %657, %658, %656#0 : tensor<i1>, tensor<i32>
        %660 = stablehlo.broadcast_in_dim %659, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %661 = "stablehlo.scatter"(%iterArg_419, %660, %656#1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
          stablehlo.return %arg2 : tensor<i32>
        }) : (tensor<16xi32>, tensor<1xi32>, tensor<i32>) -> tensor<16xi32>
        %c_512 = stablehlo.constant dense<true> : tensor<i1>
        stablehlo.return %c_512, %656#0, %iterArg_415, %iterArg_416, %iterArg_417, %iterArg_418, %661, %656#2 : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<16xi32>, tensor<16xi1>
      }) : (tensor<i32>) -> (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<16xi32>, tensor<16xi1>)
      %c_462 = stablehlo.constant dense<1> : tensor<i32>
      %508 = stablehlo.compare EQ, %iterArg_405, %c_462, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %509 = stablehlo.negate %iterArg_426 : tensor<f32>
      %510 = func.call @_where_6(%508, %iterArg_425, %509) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_463 = stablehlo.constant dense<1> : tensor<i32>
      %511 = stablehlo.compare EQ, %iterArg_405, %c_463, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %512 = stablehlo.negate %iterArg_425 : tensor<f32>
      %513 = func.call @_where_6(%511, %iterArg_426, %512) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %514 = stablehlo.subtract %iterArg_426, %iterArg_425 : tensor<f32>
      %c_464 = stablehlo.constant dense<1> : tensor<i32>
      %515 = stablehlo.compare EQ, %iterArg_405, %c_464, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %516 = stablehlo.negate %iterArg_426 : tensor<f32>
      %517 = func.call @_where_6(%515, %iterArg_425, %516) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_465 = stablehlo.constant dense<1> : tensor<i32>
      %518 = stablehlo.compare EQ, %iterArg_405, %c_465, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %519 = stablehlo.negate %iterArg_425 : tensor<f32>
      %520 = func.call @_where_6(%518, %iterArg_426, %519) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %521 = stablehlo.subtract %520, %517 : tensor<f32>
      %522 = stablehlo.convert %iterArg_405 : (tensor<i32>) -> tensor<f32>
      %523 = stablehlo.multiply %522, %521 : tensor<f32>
      %c_466 = stablehlo.constant dense<false> : tensor<i1>
      %524 = stablehlo.or %iterArg_428, %c_466 : tensor<i1>
      %c_467 = stablehlo.constant dense<false> : tensor<i1>
      %525 = stablehlo.reduce(%524 init: %c_467) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_468 = stablehlo.constant dense<0> : tensor<i32>
      %c_469 = stablehlo.constant dense<1> : tensor<i32>
      %526 = func.call @_where_7(%525, %c_468, %c_469) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_470 = stablehlo.constant dense<0> : tensor<i32>
      %527 = func.call @_where_8(%525, %c_470, %iterArg_429) : (tensor<i1>, tensor<i32>, tensor<3xf32>) -> tensor<3xf32>
      %528 = stablehlo.broadcast_in_dim %523, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %529 = stablehlo.multiply %528, %527 : tensor<3xf32>
      %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %530 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
      %c_472 = stablehlo.constant dense<0> : tensor<i32>
      %531 = stablehlo.broadcast_in_dim %c_472, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %532 = "stablehlo.scatter"(%530, %531, %529) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<7x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<7x3xf32>
      %c_473 = stablehlo.constant dense<0> : tensor<i32>
      %c_474 = stablehlo.constant dense<7> : tensor<i32>
      %533 = stablehlo.compare LT, %526, %c_474, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_475 = stablehlo.constant dense<0> : tensor<i32>
      %c_476 = stablehlo.constant dense<true> : tensor<i1>
      %534:16 = stablehlo.while(%iterArg_509 = %iterArg_406, %iterArg_510 = %iterArg_407, %iterArg_511 = %iterArg_424, %iterArg_512 = %514, %iterArg_513 = %iterArg_425, %iterArg_514 = %iterArg_426, %iterArg_515 = %iterArg_405, %iterArg_516 = %523, %iterArg_517 = %c_475, %iterArg_518 = %533, %iterArg_519 = %c_476, %iterArg_520 = %526, %iterArg_521 = %iterArg_424, %iterArg_522 = %527, %iterArg_523 = %532, %iterArg_524 = %c_473) : tensor<7x7xf32>, tensor<7xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<i32>
      cond {
        %c_525 = stablehlo.constant dense<7> : tensor<i32>
        %654 = stablehlo.compare LT, %iterArg_520, %c_525, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_526 = stablehlo.constant dense<false> : tensor<i1>
        %655 = stablehlo.broadcast_in_dim %c_526, dims = [] : (tensor<i1>) -> tensor<i1>
        %656 = stablehlo.compare NE, %654, %655, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %657 = stablehlo.convert %656 : tensor<i1>
        %c_527 = stablehlo.constant dense<false> : tensor<i1>
        %658 = stablehlo.reduce(%657 init: %c_527) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_528 = stablehlo.constant dense<7> : tensor<i32>
        %659 = stablehlo.compare LT, %iterArg_517, %c_528, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_529 = stablehlo.constant dense<false> : tensor<i1>
        %660 = stablehlo.broadcast_in_dim %c_529, dims = [] : (tensor<i1>) -> tensor<i1>
        %661 = stablehlo.compare NE, %659, %660, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %662 = stablehlo.convert %661 : tensor<i1>
        %663 = stablehlo.and %658, %662 : tensor<i1>
        stablehlo.return %663 : tensor<i1>
      } do {
        %654 = stablehlo.convert %iterArg_520 : tensor<i32>
        %c_525 = stablehlo.constant dense<0> : tensor<i32>
        %655 = stablehlo.compare LT, %654, %c_525, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_526 = stablehlo.constant dense<7> : tensor<i32>
        %656 = stablehlo.add %654, %c_526 : tensor<i32>
        %657 = stablehlo.select %655, %656, %654 : tensor<i1>, tensor<i32>
        %c_527 = stablehlo.constant dense<0> : tensor<i32>
        %c_528 = stablehlo.constant dense<0> : tensor<i32>
        %658 = stablehlo.compare LT, %c_527, %c_528, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_529 = stablehlo.constant dense<0> : tensor<i32>
        %c_530 = stablehlo.constant dense<7> : tensor<i32>
        %659 = stablehlo.add %c_529, %c_530 : tensor<i32>
        %c_531 = stablehlo.constant dense<0> : tensor<i32>
        %660 = stablehlo.select %658, %659, %c_531 : tensor<i1>, tensor<i32>
        %661 = stablehlo.dynamic_slice %iterArg_509, %657, %660, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %662 = stablehlo.reshape %661 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_532 = stablehlo.constant dense<0> : tensor<i32>
        %663 = stablehlo.compare LT, %iterArg_520, %c_532, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %664 = stablehlo.convert %iterArg_520 : tensor<i32>
        %c_533 = stablehlo.constant dense<7> : tensor<i32>
        %665 = stablehlo.add %664, %c_533 : tensor<i32>
        %666 = stablehlo.select %663, %665, %iterArg_520 : tensor<i1>, tensor<i32>
        %667 = stablehlo.dynamic_slice %iterArg_510, %666, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %668 = stablehlo.reshape %667 : (tensor<1xf32>) -> tensor<f32>
        %669 = stablehlo.dot_general %662, %iterArg_523, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x3xf32>) -> tensor<3xf32>
        %670 = stablehlo.add %iterArg_511, %669 : tensor<3xf32>
        %cst_534 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %671 = stablehlo.compare EQ, %668, %cst_534, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %672 = stablehlo.multiply %668, %iterArg_512 : tensor<f32>
        %673 = stablehlo.add %iterArg_513, %672 : tensor<f32>
        %674 = func.call @_where_9(%671, %iterArg_514, %673) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %675 = stablehlo.convert %iterArg_515 : (tensor<i32>) -> tensor<f32>
        %676 = stablehlo.multiply %674, %675 : tensor<f32>
        %677 = stablehlo.tanh %670 : tensor<3xf32>
        %cst_535 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %678 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %679 = stablehlo.multiply %677, %678 : tensor<3xf32>
        %680 = stablehlo.multiply %670, %670 : tensor<3xf32>
        %681 = stablehlo.multiply %680, %670 : tensor<3xf32>
        %cst_536 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
        %682 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %683 = stablehlo.multiply %681, %682 : tensor<3xf32>
        %684 = stablehlo.subtract %679, %683 : tensor<3xf32>
        %685 = stablehlo.broadcast_in_dim %iterArg_516, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %686 = stablehlo.multiply %685, %684 : tensor<3xf32>
        %c_537 = stablehlo.constant dense<false> : tensor<i1>
        %687 = stablehlo.broadcast_in_dim %c_537, dims = [] : (tensor<i1>) -> tensor<i1>
        %688 = stablehlo.compare NE, %iterArg_518, %687, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %689 = stablehlo.convert %688 : tensor<i1>
        %c_538 = stablehlo.constant dense<true> : tensor<i1>
        %690 = stablehlo.and %c_538, %689 : tensor<i1>
        %691 = stablehlo.convert %iterArg_520 : tensor<i32>
        %c_539 = stablehlo.constant dense<0> : tensor<i32>
        %692 = stablehlo.compare LT, %691, %c_539, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_540 = stablehlo.constant dense<7> : tensor<i32>
        %693 = stablehlo.add %691, %c_540 : tensor<i32>
        %694 = stablehlo.select %692, %693, %691 : tensor<i1>, tensor<i32>
        %c_541 = stablehlo.constant dense<0> : tensor<i32>
        %c_542 = stablehlo.constant dense<0> : tensor<i32>
        %695 = stablehlo.compare LT, %c_541, %c_542, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_543 = stablehlo.constant dense<0> : tensor<i32>
        %c_544 = stablehlo.constant dense<3> : tensor<i32>
        %696 = stablehlo.add %c_543, %c_544 : tensor<i32>
        %c_545 = stablehlo.constant dense<0> : tensor<i32>
        %697 = stablehlo.select %695, %696, %c_545 : tensor<i1>, tensor<i32>
        %698 = stablehlo.dynamic_slice %iterArg_523, %694, %697, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
        %699 = stablehlo.reshape %698 : (tensor<1x3xf32>) -> tensor<3xf32>
        %c_546 = stablehlo.constant dense<0> : tensor<i32>
        %700 = stablehlo.compare LT, %iterArg_520, %c_546, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_547 = stablehlo.constant dense<7> : tensor<i32>
        %701 = stablehlo.add %iterArg_520, %c_547 : tensor<i32>
        %702 = stablehlo.select %700, %701, %iterArg_520 : tensor<i1>, tensor<i32>
        %703 = stablehlo.convert %702 : tensor<i32>
        %704 = stablehlo.broadcast_in_dim %703, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %705 = "stablehlo.scatter"(%iterArg_523, %704, %686) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<7x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<7x3xf32>
        %c_548 = stablehlo.constant dense<1> : tensor<i32>
        %706 = stablehlo.add %iterArg_520, %c_548 : tensor<i32>
        %c_549 = stablehlo.constant dense<1> : tensor<i32>
        %707 = stablehlo.add %iterArg_517, %c_549 : tensor<i32>
        %c_550 = stablehlo.constant dense<7> : tensor<i32>
        %708 = stablehlo.compare LT, %706, %c_550, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_551 = stablehlo.constant dense<false> : tensor<i1>
        %709 = stablehlo.broadcast_in_dim %c_551, dims = [] : (tensor<i1>) -> tensor<i1>
        %710 = stablehlo.compare NE, %iterArg_518, %709, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %711 = stablehlo.convert %710 : tensor<i1>
        %c_552 = stablehlo.constant dense<false> : tensor<i1>
        %712 = stablehlo.broadcast_in_dim %c_552, dims = [] : (tensor<i1>) -> tensor<i1>
        %713 = stablehlo.compare NE, %708, %712, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %714 = stablehlo.convert %713 : tensor<i1>
        %715 = stablehlo.and %711, %714 : tensor<i1>
        stablehlo.return %iterArg_509, %iterArg_510, %iterArg_511, %iterArg_512, %iterArg_513, %iterArg_514, %iterArg_515, %iterArg_516, %707, %715, %iterArg_518, %706, %670, %684, %705, %iterArg_524 : tensor<7x7xf32>, tensor<7xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<i32>
      }
      %c_477 = stablehlo.constant dense<0> : tensor<i32>
      %c_478 = stablehlo.constant dense<true> : tensor<i1>
      %535 = stablehlo.dot_general %iterArg_408, %534#14, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x3xf32>) -> tensor<3xf32>
      %cst_479 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %536 = func.call @_where_10(%iterArg_409, %535, %cst_479) : (tensor<i1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
      %537 = stablehlo.compare NE, %536, %536, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_480 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %538 = func.call @_where_11(%537, %cst_480, %536) : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
      %539 = stablehlo.subtract %iterArg_426, %iterArg_425 : tensor<f32>
      %540 = stablehlo.compare NE, %534#12, %534#12, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %c_481 = stablehlo.constant dense<false> : tensor<i1>
      %541 = stablehlo.reduce(%540 init: %c_481) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %542 = func.call @_where_12(%541, %iterArg_424, %534#12) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %543 = stablehlo.abs %iterArg_424 : tensor<3xf32>
      %544 = stablehlo.abs %542 : tensor<3xf32>
      %545 = stablehlo.maximum %543, %544 : tensor<3xf32>
      %cst_482 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %546 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %547 = stablehlo.multiply %545, %546 : tensor<3xf32>
      %cst_483 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %549 = stablehlo.add %548, %547 : tensor<3xf32>
      %550 = stablehlo.divide %538, %549 : tensor<3xf32>
      %551 = stablehlo.dot_general %550, %550, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
      %552 = stablehlo.sqrt %551 : tensor<f32>
      %cst_484 = stablehlo.constant dense<1.73205078> : tensor<f32>
      %553 = stablehlo.divide %552, %cst_484 : tensor<f32>
      %cst_485 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %554 = stablehlo.compare LT, %553, %cst_485, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_486 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %555 = stablehlo.divide %cst_486, %553 : tensor<f32>
      %cst_487 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %556 = stablehlo.power %555, %cst_487 : tensor<f32>
      %c_488 = stablehlo.constant dense<1> : tensor<i32>
      %cst_489 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %557 = func.call @_where_13(%554, %c_488, %cst_489) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %cst_490 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %cst_491 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %558 = func.call @_where_14(%554, %cst_490, %cst_491) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_492 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %559 = stablehlo.multiply %cst_492, %556 : tensor<f32>
      %cst_493 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %560 = stablehlo.multiply %559, %cst_493 : tensor<f32>
      %cst_494 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %561 = stablehlo.multiply %560, %cst_494 : tensor<f32>
      %562 = func.call @clip(%561, %558, %557) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %563 = stablehlo.multiply %539, %562 : tensor<f32>
      %cst_495 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %564 = stablehlo.compare EQ, %555, %cst_495, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %565 = func.call @isinf(%555) : (tensor<f32>) -> tensor<i1>
      %566 = stablehlo.or %564, %565 : tensor<i1>
      %c_496 = stablehlo.constant dense<1> : tensor<i32>
      %567 = func.call @_where_15(%566, %c_496, %555) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %568 = func.call @_where_9(%554, %iterArg_426, %iterArg_425) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %569 = stablehlo.add %568, %563 : tensor<f32>
      %570 = func.call @_where_9(%554, %567, %iterArg_430) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %571 = func.call @_where_9(%554, %iterArg_430, %iterArg_431) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %572 = stablehlo.minimum %568, %iterArg_410 : tensor<f32>
      %573 = stablehlo.compare GT, %569, %iterArg_411, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %574 = stablehlo.subtract %iterArg_410, %572 : tensor<f32>
      %cst_497 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %575 = stablehlo.multiply %cst_497, %574 : tensor<f32>
      %576 = stablehlo.add %572, %575 : tensor<f32>
      %577 = func.call @_where_9(%554, %iterArg_410, %576) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %578 = func.call @_where_9(%573, %577, %569) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %579 = stablehlo.compare EQ, %iterArg_412, %iterArg_410, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %580 = stablehlo.subtract %572, %iterArg_412 : tensor<f32>
      %c_498 = stablehlo.constant dense<0> : tensor<i32>
      %581 = func.call @_where_15(%579, %c_498, %580) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %582 = stablehlo.subtract %iterArg_410, %iterArg_412 : tensor<f32>
      %c_499 = stablehlo.constant dense<1> : tensor<i32>
      %583 = func.call @_where_15(%579, %c_499, %582) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %584 = stablehlo.divide %581, %583 : tensor<f32>
      %585 = func.call @_where_12(%554, %534#12, %iterArg_424) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %c_500 = stablehlo.constant dense<false> : tensor<i1>
      %586 = func.call @_where_16(%554, %c_500, %iterArg_428) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %587 = func.call @_where_12(%554, %534#13, %iterArg_429) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %c_501 = stablehlo.constant dense<1> : tensor<i32>
      %588 = stablehlo.add %iterArg_434, %c_501 : tensor<i32>
      %c_502 = stablehlo.constant dense<1> : tensor<i32>
      %c_503 = stablehlo.constant dense<0> : tensor<i32>
      %589 = func.call @_where_7(%554, %c_502, %c_503) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %590 = stablehlo.add %iterArg_435, %589 : tensor<i32>
      %c_504 = stablehlo.constant dense<0> : tensor<i32>
      %c_505 = stablehlo.constant dense<1> : tensor<i32>
      %591 = func.call @_where_7(%554, %c_504, %c_505) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %592 = stablehlo.add %iterArg_436, %591 : tensor<i32>
      %c_506 = stablehlo.constant dense<false> : tensor<i1>
      %c_507 = stablehlo.constant dense<0> : tensor<i32>
      %c_508 = stablehlo.constant dense<1> : tensor<i32>
      %593 = stablehlo.add %iterArg_421, %c_508 : tensor<i32>
      %594 = stablehlo.compare LT, %572, %iterArg_410, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %595 = stablehlo.and %594, %iterArg_413 : tensor<i1>
      %596 = stablehlo.and %iterArg_422, %595 : tensor<i1>
      %597 = func.call @dynamic_index_in_dim(%iterArg_441, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %598 = func.call @_where_17(%507#0, %iterArg_414, %597) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %599 = func.call @dynamic_update_index_in_dim(%iterArg_441, %598, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %600 = func.call @dynamic_index_in_dim(%iterArg_442, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %601 = func.call @_where_18(%507#0, %iterArg_421, %600) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %602 = func.call @dynamic_update_index_in_dim(%iterArg_442, %601, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %603 = func.call @dynamic_index_in_dim_19(%iterArg_443, %507#1) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %604 = func.call @_where_2(%507#0, %iterArg_422, %603) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %605 = func.call @dynamic_update_index_in_dim_20(%iterArg_443, %604, %507#1) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %606 = func.call @dynamic_index_in_dim_19(%iterArg_444, %507#1) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %607 = func.call @_where_2(%507#0, %iterArg_423, %606) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %608 = func.call @dynamic_update_index_in_dim_20(%iterArg_444, %607, %507#1) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %609 = func.call @dynamic_index_in_dim_21(%iterArg_445, %507#1) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
      %610 = func.call @_where_22(%507#0, %iterArg_424, %609) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %611 = func.call @dynamic_update_index_in_dim_23(%iterArg_445, %610, %507#1) : (tensor<16x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<16x3xf32>
      %612 = func.call @dynamic_index_in_dim_24(%iterArg_446, %507#1) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %613 = func.call @_where_25(%507#0, %iterArg_425, %612) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %614 = func.call @dynamic_update_index_in_dim_26(%iterArg_446, %613, %507#1) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %615 = func.call @dynamic_index_in_dim_24(%iterArg_447, %507#1) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %616 = func.call @_where_25(%507#0, %iterArg_426, %615) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %617 = func.call @dynamic_update_index_in_dim_26(%iterArg_447, %616, %507#1) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %618 = func.call @dynamic_index_in_dim_19(%iterArg_448, %507#1) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %619 = func.call @_where_2(%507#0, %iterArg_427, %618) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %620 = func.call @dynamic_update_index_in_dim_20(%iterArg_448, %619, %507#1) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %621 = func.call @dynamic_index_in_dim_19(%iterArg_449, %507#1) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %622 = func.call @_where_2(%507#0, %iterArg_428, %621) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %623 = func.call @dynamic_update_index_in_dim_20(%iterArg_449, %622, %507#1) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %624 = func.call @dynamic_index_in_dim_21(%iterArg_450, %507#1) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
      %625 = func.call @_where_22(%507#0, %iterArg_429, %624) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %626 = func.call @dynamic_update_index_in_dim_23(%iterArg_450, %625, %507#1) : (tensor<16x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<16x3xf32>
      %627 = func.call @dynamic_index_in_dim_24(%iterArg_451, %507#1) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %628 = func.call @_where_25(%507#0, %iterArg_430, %627) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %629 = func.call @dynamic_update_index_in_dim_26(%iterArg_451, %628, %507#1) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %630 = func.call @dynamic_index_in_dim_24(%iterArg_452, %507#1) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %631 = func.call @_where_25(%507#0, %iterArg_431, %630) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %632 = func.call @dynamic_update_index_in_dim_26(%iterArg_452, %631, %507#1) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %633 = func.call @dynamic_index_in_dim_19(%iterArg_453, %507#1) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %634 = func.call @_where_2(%507#0, %iterArg_432, %633) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %635 = func.call @dynamic_update_index_in_dim_20(%iterArg_453, %634, %507#1) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %636 = func.call @dynamic_index_in_dim(%iterArg_454, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %637 = func.call @_where_17(%507#0, %iterArg_433, %636) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %638 = func.call @dynamic_update_index_in_dim(%iterArg_454, %637, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %639 = func.call @dynamic_index_in_dim(%iterArg_455, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %640 = func.call @_where_18(%507#0, %iterArg_434, %639) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %641 = func.call @dynamic_update_index_in_dim(%iterArg_455, %640, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %642 = func.call @dynamic_index_in_dim(%iterArg_456, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %643 = func.call @_where_18(%507#0, %iterArg_435, %642) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %644 = func.call @dynamic_update_index_in_dim(%iterArg_456, %643, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %645 = func.call @dynamic_index_in_dim(%iterArg_457, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %646 = func.call @_where_18(%507#0, %iterArg_436, %645) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %647 = func.call @dynamic_update_index_in_dim(%iterArg_457, %646, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %648 = func.call @dynamic_index_in_dim(%iterArg_458, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %649 = func.call @_where_18(%507#0, %iterArg_437, %648) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %650 = func.call @dynamic_update_index_in_dim(%iterArg_458, %649, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %651 = func.call @dynamic_index_in_dim(%iterArg_459, %507#1) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %652 = func.call @_where_18(%507#0, %iterArg_440, %651) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %653 = func.call @dynamic_update_index_in_dim(%iterArg_459, %652, %507#1) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      stablehlo.return %iterArg, %iterArg_404, %iterArg_405, %iterArg_406, %iterArg_407, %iterArg_408, %iterArg_409, %iterArg_410, %iterArg_411, %iterArg_412, %iterArg_413, %506, %507#2, %507#3, %507#4, %507#5, %507#6, %507#7, %593, %596, %iterArg_422, %585, %572, %578, %c_506, %586, %587, %570, %571, %iterArg_432, %c_507, %588, %590, %592, %iterArg_437, %iterArg_438, %iterArg_439, %iterArg_440, %599, %602, %605, %608, %611, %614, %617, %620, %623, %626, %629, %632, %635, %638, %641, %644, %647, %650, %653 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<16xi32>, tensor<16xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>
    }
    %344 = call @argsort(%343#38) : (tensor<16xi32>) -> tensor<16xi32>
    %c_357 = stablehlo.constant dense<0> : tensor<i32>
    %345 = stablehlo.broadcast_in_dim %c_357, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %346 = stablehlo.compare LT, %344, %345, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_358 = stablehlo.constant dense<16> : tensor<i32>
    %347 = stablehlo.broadcast_in_dim %c_358, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %348 = stablehlo.add %344, %347 : tensor<16xi32>
    %349 = stablehlo.select %346, %348, %344 : tensor<16xi1>, tensor<16xi32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %351 = "stablehlo.gather"(%343#38, %350) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_359 = stablehlo.constant dense<0> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %c_359, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %353 = stablehlo.compare LT, %344, %352, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_360 = stablehlo.constant dense<16> : tensor<i32>
    %354 = stablehlo.broadcast_in_dim %c_360, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %355 = stablehlo.add %344, %354 : tensor<16xi32>
    %356 = stablehlo.select %353, %355, %344 : tensor<16xi1>, tensor<16xi32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %358 = "stablehlo.gather"(%343#39, %357) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_361 = stablehlo.constant dense<0> : tensor<i32>
    %359 = stablehlo.broadcast_in_dim %c_361, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %360 = stablehlo.compare LT, %344, %359, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_362 = stablehlo.constant dense<16> : tensor<i32>
    %361 = stablehlo.broadcast_in_dim %c_362, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %362 = stablehlo.add %344, %361 : tensor<16xi32>
    %363 = stablehlo.select %360, %362, %344 : tensor<16xi1>, tensor<16xi32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %365 = "stablehlo.gather"(%343#40, %364) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi1>, tensor<16x1xi32>) -> tensor<16xi1>
    %c_363 = stablehlo.constant dense<0> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_363, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %367 = stablehlo.compare LT, %344, %366, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_364 = stablehlo.constant dense<16> : tensor<i32>
    %368 = stablehlo.broadcast_in_dim %c_364, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %369 = stablehlo.add %344, %368 : tensor<16xi32>
    %370 = stablehlo.select %367, %369, %344 : tensor<16xi1>, tensor<16xi32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %372 = "stablehlo.gather"(%343#41, %371) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi1>, tensor<16x1xi32>) -> tensor<16xi1>
    %c_365 = stablehlo.constant dense<0> : tensor<i32>
    %373 = stablehlo.broadcast_in_dim %c_365, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %374 = stablehlo.compare LT, %344, %373, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_366 = stablehlo.constant dense<16> : tensor<i32>
    %375 = stablehlo.broadcast_in_dim %c_366, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %376 = stablehlo.add %344, %375 : tensor<16xi32>
    %377 = stablehlo.select %374, %376, %344 : tensor<16xi1>, tensor<16xi32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %379 = "stablehlo.gather"(%343#42, %378) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<16x3xf32>, tensor<16x1xi32>) -> tensor<16x3xf32>
    %c_367 = stablehlo.constant dense<0> : tensor<i32>
    %380 = stablehlo.broadcast_in_dim %c_367, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %381 = stablehlo.compare LT, %344, %380, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_368 = stablehlo.constant dense<16> : tensor<i32>
    %382 = stablehlo.broadcast_in_dim %c_368, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %383 = stablehlo.add %344, %382 : tensor<16xi32>
    %384 = stablehlo.select %381, %383, %344 : tensor<16xi1>, tensor<16xi32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %386 = "stablehlo.gather"(%343#43, %385) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %c_369 = stablehlo.constant dense<0> : tensor<i32>
    %387 = stablehlo.broadcast_in_dim %c_369, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %388 = stablehlo.compare LT, %344, %387, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_370 = stablehlo.constant dense<16> : tensor<i32>
    %389 = stablehlo.broadcast_in_dim %c_370, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %390 = stablehlo.add %344, %389 : tensor<16xi32>
    %391 = stablehlo.select %388, %390, %344 : tensor<16xi1>, tensor<16xi32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %393 = "stablehlo.gather"(%343#44, %392) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %c_371 = stablehlo.constant dense<0> : tensor<i32>
    %394 = stablehlo.broadcast_in_dim %c_371, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %395 = stablehlo.compare LT, %344, %394, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_372 = stablehlo.constant dense<16> : tensor<i32>
    %396 = stablehlo.broadcast_in_dim %c_372, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %397 = stablehlo.add %344, %396 : tensor<16xi32>
    %398 = stablehlo.select %395, %397, %344 : tensor<16xi1>, tensor<16xi32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %400 = "stablehlo.gather"(%343#45, %399) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi1>, tensor<16x1xi32>) -> tensor<16xi1>
    %c_373 = stablehlo.constant dense<0> : tensor<i32>
    %401 = stablehlo.broadcast_in_dim %c_373, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %402 = stablehlo.compare LT, %344, %401, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_374 = stablehlo.constant dense<16> : tensor<i32>
    %403 = stablehlo.broadcast_in_dim %c_374, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %404 = stablehlo.add %344, %403 : tensor<16xi32>
    %405 = stablehlo.select %402, %404, %344 : tensor<16xi1>, tensor<16xi32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %407 = "stablehlo.gather"(%343#46, %406) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi1>, tensor<16x1xi32>) -> tensor<16xi1>
    %c_375 = stablehlo.constant dense<0> : tensor<i32>
    %408 = stablehlo.broadcast_in_dim %c_375, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %409 = stablehlo.compare LT, %344, %408, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_376 = stablehlo.constant dense<16> : tensor<i32>
    %410 = stablehlo.broadcast_in_dim %c_376, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %411 = stablehlo.add %344, %410 : tensor<16xi32>
    %412 = stablehlo.select %409, %411, %344 : tensor<16xi1>, tensor<16xi32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %414 = "stablehlo.gather"(%343#47, %413) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<16x3xf32>, tensor<16x1xi32>) -> tensor<16x3xf32>
    %c_377 = stablehlo.constant dense<0> : tensor<i32>
    %415 = stablehlo.broadcast_in_dim %c_377, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %416 = stablehlo.compare LT, %344, %415, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_378 = stablehlo.constant dense<16> : tensor<i32>
    %417 = stablehlo.broadcast_in_dim %c_378, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %418 = stablehlo.add %344, %417 : tensor<16xi32>
    %419 = stablehlo.select %416, %418, %344 : tensor<16xi1>, tensor<16xi32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %421 = "stablehlo.gather"(%343#48, %420) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %c_379 = stablehlo.constant dense<0> : tensor<i32>
    %422 = stablehlo.broadcast_in_dim %c_379, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %423 = stablehlo.compare LT, %344, %422, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_380 = stablehlo.constant dense<16> : tensor<i32>
    %424 = stablehlo.broadcast_in_dim %c_380, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %425 = stablehlo.add %344, %424 : tensor<16xi32>
    %426 = stablehlo.select %423, %425, %344 : tensor<16xi1>, tensor<16xi32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %428 = "stablehlo.gather"(%343#49, %427) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %c_381 = stablehlo.constant dense<0> : tensor<i32>
    %429 = stablehlo.broadcast_in_dim %c_381, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %430 = stablehlo.compare LT, %344, %429, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_382 = stablehlo.constant dense<16> : tensor<i32>
    %431 = stablehlo.broadcast_in_dim %c_382, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %432 = stablehlo.add %344, %431 : tensor<16xi32>
    %433 = stablehlo.select %430, %432, %344 : tensor<16xi1>, tensor<16xi32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %435 = "stablehlo.gather"(%343#50, %434) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi1>, tensor<16x1xi32>) -> tensor<16xi1>
    %c_383 = stablehlo.constant dense<0> : tensor<i32>
    %436 = stablehlo.broadcast_in_dim %c_383, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %437 = stablehlo.compare LT, %344, %436, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_384 = stablehlo.constant dense<16> : tensor<i32>
    %438 = stablehlo.broadcast_in_dim %c_384, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %439 = stablehlo.add %344, %438 : tensor<16xi32>
    %440 = stablehlo.select %437, %439, %344 : tensor<16xi1>, tensor<16xi32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %442 = "stablehlo.gather"(%343#51, %441) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_385 = stablehlo.constant dense<0> : tensor<i32>
    %443 = stablehlo.broadcast_in_dim %c_385, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %444 = stablehlo.compare LT, %344, %443, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_386 = stablehlo.constant dense<16> : tensor<i32>
    %445 = stablehlo.broadcast_in_dim %c_386, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %446 = stablehlo.add %344, %445 : tensor<16xi32>
    %447 = stablehlo.select %444, %446, %344 : tensor<16xi1>, tensor<16xi32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %449 = "stablehlo.gather"(%343#52, %448) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_387 = stablehlo.constant dense<0> : tensor<i32>
    %450 = stablehlo.broadcast_in_dim %c_387, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %451 = stablehlo.compare LT, %344, %450, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_388 = stablehlo.constant dense<16> : tensor<i32>
    %452 = stablehlo.broadcast_in_dim %c_388, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %453 = stablehlo.add %344, %452 : tensor<16xi32>
    %454 = stablehlo.select %451, %453, %344 : tensor<16xi1>, tensor<16xi32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %456 = "stablehlo.gather"(%343#53, %455) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_389 = stablehlo.constant dense<0> : tensor<i32>
    %457 = stablehlo.broadcast_in_dim %c_389, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %458 = stablehlo.compare LT, %344, %457, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_390 = stablehlo.constant dense<16> : tensor<i32>
    %459 = stablehlo.broadcast_in_dim %c_390, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %460 = stablehlo.add %344, %459 : tensor<16xi32>
    %461 = stablehlo.select %458, %460, %344 : tensor<16xi1>, tensor<16xi32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %463 = "stablehlo.gather"(%343#54, %462) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_391 = stablehlo.constant dense<0> : tensor<i32>
    %464 = stablehlo.broadcast_in_dim %c_391, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %465 = stablehlo.compare LT, %344, %464, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_392 = stablehlo.constant dense<16> : tensor<i32>
    %466 = stablehlo.broadcast_in_dim %c_392, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %467 = stablehlo.add %344, %466 : tensor<16xi32>
    %468 = stablehlo.select %465, %467, %344 : tensor<16xi1>, tensor<16xi32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %470 = "stablehlo.gather"(%343#55, %469) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_393 = stablehlo.constant dense<0> : tensor<i32>
    %471 = stablehlo.broadcast_in_dim %c_393, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %472 = stablehlo.compare LT, %344, %471, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_394 = stablehlo.constant dense<16> : tensor<i32>
    %473 = stablehlo.broadcast_in_dim %c_394, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %474 = stablehlo.add %344, %473 : tensor<16xi32>
    %475 = stablehlo.select %472, %474, %344 : tensor<16xi1>, tensor<16xi32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %477 = "stablehlo.gather"(%343#56, %476) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %478 = stablehlo.broadcast_in_dim %343#22, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c_395 = stablehlo.constant dense<0> : tensor<i32>
    %479 = stablehlo.compare LT, %343#37, %c_395, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %480 = stablehlo.convert %343#37 : tensor<i32>
    %c_396 = stablehlo.constant dense<1> : tensor<i32>
    %481 = stablehlo.add %480, %c_396 : tensor<i32>
    %482 = stablehlo.select %479, %481, %343#37 : tensor<i1>, tensor<i32>
    %483 = stablehlo.dynamic_update_slice %343#35, %478, %482 : (tensor<1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    %c_397 = stablehlo.constant dense<1> : tensor<i32>
    %484 = "stablehlo.case"(%c_397) ({
      %506 = stablehlo.convert %343#37 : tensor<i32>
      %c_404 = stablehlo.constant dense<0> : tensor<i32>
      %507 = stablehlo.compare LT, %506, %c_404, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_405 = stablehlo.constant dense<1> : tensor<i32>
      %508 = stablehlo.add %506, %c_405 : tensor<i32>
      %509 = stablehlo.select %507, %508, %506 : tensor<i1>, tensor<i32>
      %c_406 = stablehlo.constant dense<0> : tensor<i32>
      %c_407 = stablehlo.constant dense<0> : tensor<i32>
      %510 = stablehlo.compare LT, %c_406, %c_407, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_408 = stablehlo.constant dense<0> : tensor<i32>
      %c_409 = stablehlo.constant dense<3> : tensor<i32>
      %511 = stablehlo.add %c_408, %c_409 : tensor<i32>
      %c_410 = stablehlo.constant dense<0> : tensor<i32>
      %512 = stablehlo.select %510, %511, %c_410 : tensor<i1>, tensor<i32>
      %513 = stablehlo.dynamic_slice %343#36, %509, %512, sizes = [1, 3] : (tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %514 = stablehlo.reshape %513 : (tensor<1x3xf32>) -> tensor<3xf32>
      stablehlo.return %514 : tensor<3xf32>
    }, {
      stablehlo.return %343#21 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c_398 = stablehlo.constant dense<0> : tensor<i32>
    %486 = stablehlo.compare LT, %343#37, %c_398, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %487 = stablehlo.convert %343#37 : tensor<i32>
    %c_399 = stablehlo.constant dense<1> : tensor<i32>
    %488 = stablehlo.add %487, %c_399 : tensor<i32>
    %489 = stablehlo.select %486, %488, %343#37 : tensor<i1>, tensor<i32>
    %c_400 = stablehlo.constant dense<0> : tensor<i32>
    %490 = stablehlo.dynamic_update_slice %343#36, %485, %489, %c_400 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %491 = stablehlo.compare LT, %343#22, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %492 = stablehlo.and %491, %c_5 : tensor<i1>
    %c_401 = stablehlo.constant dense<1> : tensor<i32>
    %493 = call @_where_27(%492, %c_401, %343#30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %494 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %496 = stablehlo.multiply %483, %495 : tensor<1xf32>
    %497 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %498 = stablehlo.multiply %5, %497 : tensor<f32>
    %499 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %500 = stablehlo.multiply %7, %499 : tensor<f32>
    %c_402 = stablehlo.constant dense<0> : tensor<i32>
    %501 = stablehlo.compare EQ, %493, %c_402, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_403 = stablehlo.constant dense<11> : tensor<i32>
    %502 = stablehlo.compare EQ, %493, %c_403, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %503 = stablehlo.or %501, %502 : tensor<i1>
    %504 = stablehlo.not %503 : tensor<i1>
    %505 = call @branched_error_if_impl_28(%498, %500, %496, %490, %343#32, %343#33, %343#31, %493, %504, %493) : (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>) -> tensor<1x3xf32>
    return %505, %343#11, %351, %358, %365, %372, %379, %386, %393, %400, %407, %414, %421, %428, %435, %442, %449, %456, %463, %470, %477, %343#35, %343#36, %7, %317, %5, %3, %489 : tensor<1x3xf32>, tensor<i32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<1xf32>, tensor<1x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg1, %0, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : tensor<i1>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<i1>, tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @argmax(%arg0: tensor<16xi32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<16xi32>, tensor<16xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<16xi1>, %arg1: tensor<i1>, %arg2: tensor<16xi1>) -> tensor<16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16xi1>, tensor<16xi1>
    return %1 : tensor<16xi1>
  }
  func.func private @_where_5(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16xi1>, tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_11(%arg0: tensor<3xi1>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_14(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @clip(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @isinf(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_16(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<16xi32>, tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<i32>
    return %5 : tensor<i32>
  }
  func.func private @_where_17(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4 : (tensor<16xi32>, tensor<1xi32>, tensor<i32>) -> tensor<16xi32>
    return %5 : tensor<16xi32>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<16xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<16xi1>, tensor<i32>) -> tensor<1xi1>
    %5 = stablehlo.reshape %4 : (tensor<1xi1>) -> tensor<i1>
    return %5 : tensor<i1>
  }
  func.func private @dynamic_update_index_in_dim_20(%arg0: tensor<16xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4 : (tensor<16xi1>, tensor<1xi1>, tensor<i32>) -> tensor<16xi1>
    return %5 : tensor<16xi1>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<16x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, %c_1, sizes = [1, 3] : (tensor<16x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %5 : tensor<3xf32>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim_23(%arg0: tensor<16x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<16x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1 : (tensor<16x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<16x3xf32>
    return %5 : tensor<16x3xf32>
  }
  func.func private @dynamic_index_in_dim_24(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    return %5 : tensor<f32>
  }
  func.func private @_where_25(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4 : (tensor<16xf32>, tensor<1xf32>, tensor<i32>) -> tensor<16xf32>
    return %5 : tensor<16xf32>
  }
  func.func private @argsort(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<16xi32>, tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi32>)
    return %1#1 : tensor<16xi32>
  }
  func.func private @_where_27(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_28(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<1xf32>, %arg3: tensor<1x3xf32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i1>, %arg9: tensor<i32>) -> tensor<1x3xf32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.reduce(%arg8 init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %1 = stablehlo.reduce(%arg9 init: %c_0) applies stablehlo.maximum across dimensions = [] : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg3 : tensor<1x3xf32>
    }, {
      %4:8 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
      %5:8 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%4#0, %4#1, %4#2, %4#3, %4#4, %4#5, %4#6, %4#7, %1) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
      stablehlo.return %5#3 : tensor<1x3xf32>
    }) : (tensor<i32>) -> tensor<1x3xf32>
    return %3 : tensor<1x3xf32>
  }
  func.func private @diffeqsolve_29(%arg0: tensor<i32>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi1>, %arg4: tensor<16xi1>, %arg5: tensor<16x3xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xi1>, %arg9: tensor<16xi1>, %arg10: tensor<16x3xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xi1>, %arg14: tensor<16xi32>, %arg15: tensor<16xi32>, %arg16: tensor<16xi32>, %arg17: tensor<16xi32>, %arg18: tensor<16xi32>, %arg19: tensor<16xi32>, %arg20: tensor<1xf32>, %arg21: tensor<1x3xf32>, %arg22: tensor<7x7xf32>, %arg23: tensor<7xf32>, %arg24: tensor<7xf32>, %arg25: tensor<f32>, %arg26: tensor<f32>, %arg27: tensor<f32>, %arg28: tensor<i32>, %arg29: tensor<i1>, %arg30: tensor<i1>, %arg31: tensor<i32>, %arg32: tensor<1x3xf32>) -> tensor<3xf32> {
    %0 = call @branched_error_if_impl_30(%arg32) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %0, %arg31, %c, sizes = [1, 3] : (tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = "stablehlo.case"(%c_0) ({
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
      stablehlo.return %48 : tensor<3xf32>
    }, {
      stablehlo.return %2 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %c_1 = stablehlo.constant dense<16> : tensor<i32>
    %4 = stablehlo.minimum %arg0, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.subtract %4, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.maximum %5, %c_3 : tensor<i32>
    %7 = call @dynamic_index_in_dim_31(%arg1, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %8 = call @dynamic_index_in_dim_31(%arg2, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %9 = call @dynamic_index_in_dim_32(%arg3, %6) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
    %10 = call @dynamic_index_in_dim_32(%arg4, %6) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
    %11 = call @dynamic_index_in_dim_33(%arg5, %6) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
    %12 = call @dynamic_index_in_dim_34(%arg6, %6) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
    %13 = call @dynamic_index_in_dim_34(%arg7, %6) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
    %14 = call @dynamic_index_in_dim_32(%arg8, %6) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
    %15 = call @dynamic_index_in_dim_32(%arg9, %6) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
    %16 = call @dynamic_index_in_dim_33(%arg10, %6) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
    %17 = call @dynamic_index_in_dim_34(%arg11, %6) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
    %18 = call @dynamic_index_in_dim_34(%arg12, %6) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
    %19 = call @dynamic_index_in_dim_32(%arg13, %6) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
    %20 = call @dynamic_index_in_dim_31(%arg14, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %21 = call @dynamic_index_in_dim_31(%arg15, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %22 = call @dynamic_index_in_dim_31(%arg16, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %23 = call @dynamic_index_in_dim_31(%arg17, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %24 = call @dynamic_index_in_dim_31(%arg18, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %25 = call @dynamic_index_in_dim_31(%arg19, %6) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %7, %c_4 : tensor<i32>
    %27 = stablehlo.compare EQ, %26, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %28 = call @_where_35(%27, %6, %4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %29 = stablehlo.subtract %arg0, %7 : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %30 = call @floor_divide(%29, %c_5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = stablehlo.add %7, %30 : tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.add %7, %c_6 : tensor<i32>
    %33 = stablehlo.subtract %arg0, %7 : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %34 = stablehlo.subtract %33, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<16> : tensor<i32>
    %35 = stablehlo.subtract %c_8, %28 : tensor<i32>
    %36 = stablehlo.compare LE, %34, %35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = call @_where_35(%36, %32, %31) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_9 = stablehlo.constant dense<16> : tensor<i32>
    %38 = stablehlo.compare EQ, %28, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.add %7, %c_10 : tensor<i32>
    %40 = stablehlo.compare EQ, %39, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = stablehlo.or %38, %40 : tensor<i1>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %42 = stablehlo.add %7, %c_11 : tensor<i32>
    %43 = stablehlo.compare EQ, %42, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %44 = stablehlo.or %41, %43 : tensor<i1>
    %c_12 = stablehlo.constant dense<2147483647> : tensor<i32>
    %45 = call @_where_36(%44, %c_12, %37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %47:54 = stablehlo.while(%iterArg = %arg28, %iterArg_14 = %arg22, %iterArg_15 = %arg23, %iterArg_16 = %arg24, %iterArg_17 = %arg29, %iterArg_18 = %arg25, %iterArg_19 = %arg26, %iterArg_20 = %arg27, %iterArg_21 = %arg20, %iterArg_22 = %arg21, %iterArg_23 = %arg30, %iterArg_24 = %7, %iterArg_25 = %arg0, %iterArg_26 = %45, %iterArg_27 = %28, %iterArg_28 = %8, %iterArg_29 = %9, %iterArg_30 = %10, %iterArg_31 = %11, %iterArg_32 = %12, %iterArg_33 = %13, %iterArg_34 = %14, %iterArg_35 = %15, %iterArg_36 = %16, %iterArg_37 = %17, %iterArg_38 = %18, %iterArg_39 = %19, %iterArg_40 = %20, %iterArg_41 = %21, %iterArg_42 = %22, %iterArg_43 = %23, %iterArg_44 = %24, %iterArg_45 = %25, %iterArg_46 = %3, %iterArg_47 = %46, %iterArg_48 = %arg1, %iterArg_49 = %arg2, %iterArg_50 = %arg3, %iterArg_51 = %arg4, %iterArg_52 = %arg5, %iterArg_53 = %arg6, %iterArg_54 = %arg7, %iterArg_55 = %arg8, %iterArg_56 = %arg9, %iterArg_57 = %arg10, %iterArg_58 = %arg11, %iterArg_59 = %arg12, %iterArg_60 = %arg13, %iterArg_61 = %arg14, %iterArg_62 = %arg15, %iterArg_63 = %arg16, %iterArg_64 = %arg17, %iterArg_65 = %arg18, %iterArg_66 = %arg19) : tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>
    cond {
      %c_67 = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.compare GT, %iterArg_25, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %c_67 = stablehlo.constant dense<1> : tensor<i32>
      %48 = stablehlo.compare EQ, %iterArg, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %49 = stablehlo.negate %iterArg_33 : tensor<f32>
      %50 = func.call @_where_6(%48, %iterArg_32, %49) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_68 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.compare EQ, %iterArg, %c_68, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %52 = stablehlo.negate %iterArg_32 : tensor<f32>
      %53 = func.call @_where_6(%51, %iterArg_33, %52) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %54 = stablehlo.subtract %iterArg_33, %iterArg_32 : tensor<f32>
      %c_69 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.compare EQ, %iterArg, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %56 = stablehlo.negate %iterArg_33 : tensor<f32>
      %57 = func.call @_where_6(%55, %iterArg_32, %56) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_70 = stablehlo.constant dense<1> : tensor<i32>
      %58 = stablehlo.compare EQ, %iterArg, %c_70, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %59 = stablehlo.negate %iterArg_32 : tensor<f32>
      %60 = func.call @_where_6(%58, %iterArg_33, %59) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %61 = stablehlo.subtract %60, %57 : tensor<f32>
      %62 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<f32>
      %63 = stablehlo.multiply %62, %61 : tensor<f32>
      %c_71 = stablehlo.constant dense<false> : tensor<i1>
      %64 = stablehlo.or %iterArg_35, %c_71 : tensor<i1>
      %c_72 = stablehlo.constant dense<false> : tensor<i1>
      %65 = stablehlo.reduce(%64 init: %c_72) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %c_74 = stablehlo.constant dense<1> : tensor<i32>
      %66 = func.call @_where_7(%65, %c_73, %c_74) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_75 = stablehlo.constant dense<0> : tensor<i32>
      %67:2 = func.call @_where_37(%65, %c_75, %iterArg_36) : (tensor<i1>, tensor<i32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %68 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %69 = stablehlo.multiply %68, %67#0 : tensor<3xf32>
      %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
      %c_77 = stablehlo.constant dense<0> : tensor<i32>
      %71 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
      %73 = "stablehlo.scatter"(%70, %71, %69) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
        stablehlo.return %arg34 : tensor<f32>
      }) : (tensor<7x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<7x3xf32>
      %c_79 = stablehlo.constant dense<0> : tensor<i32>
      %c_80 = stablehlo.constant dense<7> : tensor<i32>
      %74 = stablehlo.compare LT, %66, %c_80, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_81 = stablehlo.constant dense<0> : tensor<i32>
      %75 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_82 = stablehlo.constant dense<0> : tensor<i32>
      %76 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %c_83 = stablehlo.constant dense<2147483647> : tensor<i32>
      %77 = "stablehlo.scatter"(%75, %76, %c_83) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg33: tensor<i32>, %arg34: tensor<i32>):
        stablehlo.return %arg34 : tensor<i32>
      }) : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
      %c_84 = stablehlo.constant dense<false> : tensor<i1>
      %78 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_85 = stablehlo.constant dense<2147483647> : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_86 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_87 = stablehlo.constant dense<false> : tensor<i1>
      %81 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_88 = stablehlo.constant dense<false> : tensor<i1>
      %82 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_89 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
      %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
      %c_92 = stablehlo.constant dense<0> : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_93 = stablehlo.constant dense<0> : tensor<i32>
      %c_94 = stablehlo.constant dense<0> : tensor<i32>
      %c_95 = stablehlo.constant dense<7> : tensor<i32>
      %c_96 = stablehlo.constant dense<7> : tensor<i32>
      %c_97 = stablehlo.constant dense<true> : tensor<i1>
      %c_98 = stablehlo.constant dense<0> : tensor<i32>
      %c_99 = stablehlo.constant dense<true> : tensor<i1>
      %87:31 = stablehlo.while(%iterArg_155 = %iterArg_14, %iterArg_156 = %iterArg_15, %iterArg_157 = %iterArg_31, %iterArg_158 = %54, %iterArg_159 = %iterArg_32, %iterArg_160 = %iterArg_33, %iterArg_161 = %iterArg, %iterArg_162 = %63, %iterArg_163 = %c_93, %iterArg_164 = %c_94, %iterArg_165 = %c_95, %iterArg_166 = %c_96, %iterArg_167 = %c_97, %iterArg_168 = %77, %iterArg_169 = %78, %iterArg_170 = %c_98, %iterArg_171 = %74, %iterArg_172 = %c_99, %iterArg_173 = %66, %iterArg_174 = %iterArg_31, %iterArg_175 = %67#0, %iterArg_176 = %73, %iterArg_177 = %c_79, %iterArg_178 = %79, %iterArg_179 = %80, %iterArg_180 = %81, %iterArg_181 = %82, %iterArg_182 = %83, %iterArg_183 = %84, %iterArg_184 = %85, %iterArg_185 = %86) : tensor<7x7xf32>, tensor<7xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<7xi32>, tensor<7xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7xi32>
      cond {
        %c_186 = stablehlo.constant dense<7> : tensor<i32>
        %266 = stablehlo.compare LT, %iterArg_173, %c_186, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_187 = stablehlo.constant dense<false> : tensor<i1>
        %267 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i1>) -> tensor<i1>
        %268 = stablehlo.compare NE, %266, %267, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %269 = stablehlo.convert %268 : tensor<i1>
        %c_188 = stablehlo.constant dense<false> : tensor<i1>
        %270 = stablehlo.reduce(%269 init: %c_188) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_189 = stablehlo.constant dense<7> : tensor<i32>
        %271 = stablehlo.compare LT, %iterArg_170, %c_189, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_190 = stablehlo.constant dense<false> : tensor<i1>
        %272 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i1>) -> tensor<i1>
        %273 = stablehlo.compare NE, %271, %272, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %274 = stablehlo.convert %273 : tensor<i1>
        %275 = stablehlo.and %270, %274 : tensor<i1>
        stablehlo.return %275 : tensor<i1>
      } do {
        %c_186 = stablehlo.constant dense<1> : tensor<i32>
        %266 = stablehlo.add %iterArg_163, %c_186 : tensor<i32>
        %267 = stablehlo.convert %iterArg_173 : tensor<i32>
        %c_187 = stablehlo.constant dense<0> : tensor<i32>
        %268 = stablehlo.compare LT, %267, %c_187, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_188 = stablehlo.constant dense<7> : tensor<i32>
        %269 = stablehlo.add %267, %c_188 : tensor<i32>
        %270 = stablehlo.select %268, %269, %267 : tensor<i1>, tensor<i32>
        %c_189 = stablehlo.constant dense<0> : tensor<i32>
        %c_190 = stablehlo.constant dense<0> : tensor<i32>
        %271 = stablehlo.compare LT, %c_189, %c_190, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_191 = stablehlo.constant dense<0> : tensor<i32>
        %c_192 = stablehlo.constant dense<7> : tensor<i32>
        %272 = stablehlo.add %c_191, %c_192 : tensor<i32>
        %c_193 = stablehlo.constant dense<0> : tensor<i32>
        %273 = stablehlo.select %271, %272, %c_193 : tensor<i1>, tensor<i32>
        %274 = stablehlo.dynamic_slice %iterArg_155, %270, %273, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %275 = stablehlo.reshape %274 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_194 = stablehlo.constant dense<0> : tensor<i32>
        %276 = stablehlo.compare LT, %iterArg_173, %c_194, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %277 = stablehlo.convert %iterArg_173 : tensor<i32>
        %c_195 = stablehlo.constant dense<7> : tensor<i32>
        %278 = stablehlo.add %277, %c_195 : tensor<i32>
        %279 = stablehlo.select %276, %278, %iterArg_173 : tensor<i1>, tensor<i32>
        %280 = stablehlo.dynamic_slice %iterArg_156, %279, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %281 = stablehlo.reshape %280 : (tensor<1xf32>) -> tensor<f32>
        %282 = stablehlo.dot_general %275, %iterArg_176, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x3xf32>) -> tensor<3xf32>
        %283 = stablehlo.add %iterArg_157, %282 : tensor<3xf32>
        %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %284 = stablehlo.compare EQ, %281, %cst_196, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %285 = stablehlo.multiply %281, %iterArg_158 : tensor<f32>
        %286 = stablehlo.add %iterArg_159, %285 : tensor<f32>
        %287 = func.call @_where_9(%284, %iterArg_160, %286) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %288 = stablehlo.convert %iterArg_161 : (tensor<i32>) -> tensor<f32>
        %289 = stablehlo.multiply %287, %288 : tensor<f32>
        %290 = stablehlo.tanh %283 : tensor<3xf32>
        %cst_197 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %291 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %292 = stablehlo.multiply %290, %291 : tensor<3xf32>
        %293 = stablehlo.multiply %283, %283 : tensor<3xf32>
        %294 = stablehlo.multiply %293, %283 : tensor<3xf32>
        %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
        %295 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %296 = stablehlo.multiply %294, %295 : tensor<3xf32>
        %297 = stablehlo.subtract %292, %296 : tensor<3xf32>
        %298 = stablehlo.broadcast_in_dim %iterArg_162, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %299 = stablehlo.multiply %298, %297 : tensor<3xf32>
        %c_199 = stablehlo.constant dense<false> : tensor<i1>
        %300 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<i1>) -> tensor<i1>
        %301 = stablehlo.compare NE, %iterArg_171, %300, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %302 = stablehlo.convert %301 : tensor<i1>
        %c_200 = stablehlo.constant dense<true> : tensor<i1>
        %303 = stablehlo.and %c_200, %302 : tensor<i1>
        %304 = stablehlo.convert %iterArg_173 : tensor<i32>
        %c_201 = stablehlo.constant dense<0> : tensor<i32>
        %305 = stablehlo.compare LT, %304, %c_201, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_202 = stablehlo.constant dense<7> : tensor<i32>
        %306 = stablehlo.add %304, %c_202 : tensor<i32>
        %307 = stablehlo.select %305, %306, %304 : tensor<i1>, tensor<i32>
        %c_203 = stablehlo.constant dense<0> : tensor<i32>
        %c_204 = stablehlo.constant dense<0> : tensor<i32>
        %308 = stablehlo.compare LT, %c_203, %c_204, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_205 = stablehlo.constant dense<0> : tensor<i32>
        %c_206 = stablehlo.constant dense<3> : tensor<i32>
        %309 = stablehlo.add %c_205, %c_206 : tensor<i32>
        %c_207 = stablehlo.constant dense<0> : tensor<i32>
        %310 = stablehlo.select %308, %309, %c_207 : tensor<i1>, tensor<i32>
        %311 = stablehlo.dynamic_slice %iterArg_176, %307, %310, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
        %312 = stablehlo.reshape %311 : (tensor<1x3xf32>) -> tensor<3xf32>
        %c_208 = stablehlo.constant dense<0> : tensor<i32>
        %313 = stablehlo.compare LT, %iterArg_173, %c_208, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_209 = stablehlo.constant dense<7> : tensor<i32>
        %314 = stablehlo.add %iterArg_173, %c_209 : tensor<i32>
        %315 = stablehlo.select %313, %314, %iterArg_173 : tensor<i1>, tensor<i32>
        %316 = stablehlo.convert %315 : tensor<i32>
        %317 = stablehlo.broadcast_in_dim %316, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %318 = "stablehlo.scatter"(%iterArg_176, %317, %299) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
          stablehlo.return %arg34 : tensor<f32>
        }) : (tensor<7x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<7x3xf32>
        %c_210 = stablehlo.constant dense<1> : tensor<i32>
        %319 = stablehlo.add %iterArg_173, %c_210 : tensor<i32>
        %c_211 = stablehlo.constant dense<1> : tensor<i32>
        %320 = stablehlo.add %iterArg_170, %c_211 : tensor<i32>
        %c_212 = stablehlo.constant dense<7> : tensor<i32>
        %321 = stablehlo.compare LT, %319, %c_212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_213 = stablehlo.constant dense<false> : tensor<i1>
        %322 = stablehlo.broadcast_in_dim %c_213, dims = [] : (tensor<i1>) -> tensor<i1>
        %323 = stablehlo.compare NE, %iterArg_171, %322, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %324 = stablehlo.convert %323 : tensor<i1>
        %c_214 = stablehlo.constant dense<false> : tensor<i1>
        %325 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i1>) -> tensor<i1>
        %326 = stablehlo.compare NE, %321, %325, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %327 = stablehlo.convert %326 : tensor<i1>
        %328 = stablehlo.and %324, %327 : tensor<i1>
        %329 = func.call @dynamic_index_in_dim_38(%iterArg_178, %iterArg_163) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_215 = stablehlo.constant dense<true> : tensor<i1>
        %330 = func.call @_where_17(%c_215, %iterArg_163, %329) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %331 = func.call @dynamic_update_index_in_dim_39(%iterArg_178, %330, %iterArg_163) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %332 = func.call @dynamic_index_in_dim_38(%iterArg_179, %iterArg_163) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_216 = stablehlo.constant dense<true> : tensor<i1>
        %333 = func.call @_where_18(%c_216, %iterArg_170, %332) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %334 = func.call @dynamic_update_index_in_dim_39(%iterArg_179, %333, %iterArg_163) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %335 = func.call @dynamic_index_in_dim_40(%iterArg_180, %iterArg_163) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %c_217 = stablehlo.constant dense<true> : tensor<i1>
        %336 = func.call @_where_3(%c_217, %iterArg_171, %335) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        %337 = func.call @dynamic_update_index_in_dim_41(%iterArg_180, %336, %iterArg_163) : (tensor<7xi1>, tensor<i1>, tensor<i32>) -> tensor<7xi1>
        %338 = func.call @dynamic_index_in_dim_40(%iterArg_181, %iterArg_163) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %c_218 = stablehlo.constant dense<true> : tensor<i1>
        %339 = func.call @_where_2(%c_218, %iterArg_172, %338) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        %340 = func.call @dynamic_update_index_in_dim_41(%iterArg_181, %339, %iterArg_163) : (tensor<7xi1>, tensor<i1>, tensor<i32>) -> tensor<7xi1>
        %341 = func.call @dynamic_index_in_dim_38(%iterArg_182, %iterArg_163) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_219 = stablehlo.constant dense<true> : tensor<i1>
        %342 = func.call @_where_18(%c_219, %iterArg_173, %341) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %343 = func.call @dynamic_update_index_in_dim_39(%iterArg_182, %342, %iterArg_163) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %344 = func.call @dynamic_index_in_dim_42(%iterArg_183, %iterArg_163) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
        %c_220 = stablehlo.constant dense<true> : tensor<i1>
        %345 = func.call @_where_22(%c_220, %iterArg_174, %344) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %346 = func.call @dynamic_update_index_in_dim_43(%iterArg_183, %345, %iterArg_163) : (tensor<7x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<7x3xf32>
        %347 = func.call @dynamic_index_in_dim_42(%iterArg_184, %iterArg_163) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
        %c_221 = stablehlo.constant dense<true> : tensor<i1>
        %348 = func.call @_where_22(%c_221, %iterArg_175, %347) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %349 = func.call @dynamic_update_index_in_dim_43(%iterArg_184, %348, %iterArg_163) : (tensor<7x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<7x3xf32>
        %350 = func.call @dynamic_index_in_dim_38(%iterArg_185, %iterArg_163) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_222 = stablehlo.constant dense<true> : tensor<i1>
        %351 = func.call @_where_17(%c_222, %iterArg_177, %350) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %352 = func.call @dynamic_update_index_in_dim_39(%iterArg_185, %351, %iterArg_163) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        stablehlo.return %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %266, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %320, %328, %iterArg_171, %319, %283, %297, %318, %iterArg_177, %331, %334, %337, %340, %343, %346, %349, %352 : tensor<7x7xf32>, tensor<7xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<7xi32>, tensor<7xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7xi32>
      }
      %88 = stablehlo.dot_general %iterArg_16, %87#21, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x3xf32>) -> tensor<3xf32>
      %cst_100 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %89:2 = func.call @_where_44(%iterArg_17, %88, %cst_100) : (tensor<i1>, tensor<3xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>)
      %90 = stablehlo.compare NE, %89#0, %89#0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_101 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %91:2 = func.call @_where_45(%90, %cst_101, %89#0) : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %92 = stablehlo.subtract %iterArg_33, %iterArg_32 : tensor<f32>
      %93 = stablehlo.compare NE, %87#19, %87#19, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %c_102 = stablehlo.constant dense<false> : tensor<i1>
      %94 = stablehlo.reduce(%93 init: %c_102) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %95 = func.call @_where_46(%94, %iterArg_31, %87#19) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %96 = stablehlo.abs %iterArg_31 : tensor<3xf32>
      %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %98 = stablehlo.compare GE, %iterArg_31, %97, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %99 = stablehlo.abs %95 : tensor<3xf32>
      %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %101 = stablehlo.compare GE, %95, %100, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %102 = stablehlo.maximum %96, %99 : tensor<3xf32>
      %103 = stablehlo.compare EQ, %96, %102, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %105 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %106 = stablehlo.select %103, %104, %105 : tensor<3xi1>, tensor<3xf32>
      %107 = stablehlo.compare EQ, %99, %102, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %108 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %109 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %110 = stablehlo.select %107, %108, %109 : tensor<3xi1>, tensor<3xf32>
      %111 = stablehlo.divide %106, %110 : tensor<3xf32>
      %112 = stablehlo.compare EQ, %99, %102, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %113 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %114 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %115 = stablehlo.select %112, %113, %114 : tensor<3xi1>, tensor<3xf32>
      %116 = stablehlo.compare EQ, %96, %102, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %119 = stablehlo.select %116, %117, %118 : tensor<3xi1>, tensor<3xf32>
      %120 = stablehlo.divide %115, %119 : tensor<3xf32>
      %cst_113 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %122 = stablehlo.multiply %102, %121 : tensor<3xf32>
      %cst_114 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %124 = stablehlo.add %123, %122 : tensor<3xf32>
      %125 = stablehlo.divide %91#0, %124 : tensor<3xf32>
      %126 = stablehlo.multiply %124, %124 : tensor<3xf32>
      %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %128 = stablehlo.divide %127, %126 : tensor<3xf32>
      %129 = stablehlo.dot_general %125, %125, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
      %130 = stablehlo.sqrt %129 : tensor<f32>
      %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %131 = stablehlo.compare EQ, %130, %cst_116, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %132 = func.call @isinf_47(%130) : (tensor<f32>) -> tensor<i1>
      %133 = stablehlo.or %131, %132 : tensor<i1>
      %c_117 = stablehlo.constant dense<1> : tensor<i32>
      %134 = func.call @_where_48(%133, %c_117, %130) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %136 = stablehlo.divide %125, %135 : tensor<3xf32>
      %c_118 = stablehlo.constant dense<0> : tensor<i32>
      %137 = func.call @_where_49(%133, %c_118) : (tensor<i1>, tensor<i32>) -> tensor<f32>
      %cst_119 = stablehlo.constant dense<1.73205078> : tensor<f32>
      %138 = stablehlo.divide %130, %cst_119 : tensor<f32>
      %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %139 = stablehlo.compare LT, %138, %cst_120, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %140 = stablehlo.divide %cst_121, %138 : tensor<f32>
      %141 = stablehlo.multiply %138, %138 : tensor<f32>
      %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %142 = stablehlo.divide %cst_122, %141 : tensor<f32>
      %cst_123 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %143 = stablehlo.power %140, %cst_123 : tensor<f32>
      %c_124 = stablehlo.constant dense<1> : tensor<i32>
      %cst_125 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %144 = func.call @_where_13(%139, %c_124, %cst_125) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %cst_126 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %145 = func.call @_where_14(%139, %cst_126, %cst_127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %146 = stablehlo.multiply %cst_128, %143 : tensor<f32>
      %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %147 = stablehlo.multiply %146, %cst_129 : tensor<f32>
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %148 = stablehlo.multiply %147, %cst_130 : tensor<f32>
      %149 = func.call @clip(%148, %145, %144) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %150 = stablehlo.multiply %92, %149 : tensor<f32>
      %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %151 = stablehlo.compare EQ, %140, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %152 = func.call @isinf(%140) : (tensor<f32>) -> tensor<i1>
      %153 = stablehlo.or %151, %152 : tensor<i1>
      %c_132 = stablehlo.constant dense<1> : tensor<i32>
      %154 = func.call @_where_15(%153, %c_132, %140) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %155 = func.call @_where_9(%139, %iterArg_33, %iterArg_32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %156 = stablehlo.add %155, %150 : tensor<f32>
      %157 = func.call @_where_9(%139, %154, %iterArg_37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %158 = func.call @_where_9(%139, %iterArg_37, %iterArg_38) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %159 = stablehlo.minimum %155, %iterArg_18 : tensor<f32>
      %160 = stablehlo.compare GT, %156, %iterArg_19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %161 = stablehlo.subtract %iterArg_18, %159 : tensor<f32>
      %cst_133 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %162 = stablehlo.multiply %cst_133, %161 : tensor<f32>
      %163 = stablehlo.add %159, %162 : tensor<f32>
      %164 = func.call @_where_9(%139, %iterArg_18, %163) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %165 = func.call @_where_9(%160, %164, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %166 = stablehlo.compare EQ, %iterArg_20, %iterArg_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %167 = stablehlo.subtract %159, %iterArg_20 : tensor<f32>
      %c_134 = stablehlo.constant dense<0> : tensor<i32>
      %168 = func.call @_where_15(%166, %c_134, %167) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %169 = stablehlo.subtract %iterArg_18, %iterArg_20 : tensor<f32>
      %c_135 = stablehlo.constant dense<1> : tensor<i32>
      %170 = func.call @_where_15(%166, %c_135, %169) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %171 = stablehlo.divide %168, %170 : tensor<f32>
      %172 = func.call @_where_46(%139, %87#19, %iterArg_31) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %c_136 = stablehlo.constant dense<false> : tensor<i1>
      %173 = func.call @_where_16(%139, %c_136, %iterArg_35) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %174 = func.call @_where_46(%139, %87#20, %iterArg_36) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %c_137 = stablehlo.constant dense<1> : tensor<i32>
      %175 = stablehlo.add %iterArg_41, %c_137 : tensor<i32>
      %c_138 = stablehlo.constant dense<1> : tensor<i32>
      %c_139 = stablehlo.constant dense<0> : tensor<i32>
      %176 = func.call @_where_7(%139, %c_138, %c_139) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %177 = stablehlo.add %iterArg_42, %176 : tensor<i32>
      %c_140 = stablehlo.constant dense<0> : tensor<i32>
      %c_141 = stablehlo.constant dense<1> : tensor<i32>
      %178 = func.call @_where_7(%139, %c_140, %c_141) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %179 = stablehlo.add %iterArg_43, %178 : tensor<i32>
      %c_142 = stablehlo.constant dense<false> : tensor<i1>
      %c_143 = stablehlo.constant dense<0> : tensor<i32>
      %c_144 = stablehlo.constant dense<1> : tensor<i32>
      %180 = stablehlo.add %iterArg_28, %c_144 : tensor<i32>
      %181 = stablehlo.compare LT, %159, %iterArg_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %182 = stablehlo.and %181, %iterArg_23 : tensor<i1>
      %183 = stablehlo.and %iterArg_29, %182 : tensor<i1>
      %c_145 = stablehlo.constant dense<1> : tensor<i32>
      %184 = stablehlo.add %iterArg_24, %c_145 : tensor<i32>
      %185 = stablehlo.compare EQ, %184, %iterArg_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %186 = stablehlo.convert %185 : (tensor<i1>) -> tensor<i32>
      %187:24 = "stablehlo.case"(%186) ({
        %c_155 = stablehlo.constant dense<1> : tensor<i32>
        %266 = stablehlo.add %iterArg_24, %c_155 : tensor<i32>
        stablehlo.return %266, %iterArg_25, %iterArg_26, %iterArg_27, %180, %183, %iterArg_29, %172, %159, %165, %c_142, %173, %174, %157, %158, %iterArg_39, %c_143, %175, %177, %179, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
      }, {
        %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %266 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %267 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %268:2 = func.call @_where_50(%139, %iterArg_47) : (tensor<i1>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
        %269 = stablehlo.add %266, %268#1 : tensor<3xf32>
        %270:2 = func.call @_where_50(%139, %iterArg_46) : (tensor<i1>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
        %271 = stablehlo.add %267, %270#1 : tensor<3xf32>
        %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %272 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %c_158 = stablehlo.constant dense<7> : tensor<i32>
        %273 = stablehlo.minimum %87#8, %c_158 : tensor<i32>
        %c_159 = stablehlo.constant dense<1> : tensor<i32>
        %274 = stablehlo.subtract %273, %c_159 : tensor<i32>
        %c_160 = stablehlo.constant dense<0> : tensor<i32>
        %275 = stablehlo.maximum %274, %c_160 : tensor<i32>
        %276 = func.call @dynamic_index_in_dim_38(%87#23, %275) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %277 = func.call @dynamic_index_in_dim_38(%87#24, %275) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %278 = func.call @dynamic_index_in_dim_40(%87#25, %275) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %279 = func.call @dynamic_index_in_dim_40(%87#26, %275) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %280 = func.call @dynamic_index_in_dim_38(%87#27, %275) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %281 = func.call @dynamic_index_in_dim_42(%87#28, %275) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
        %282 = func.call @dynamic_index_in_dim_42(%87#29, %275) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
        %283 = func.call @dynamic_index_in_dim_38(%87#30, %275) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_161 = stablehlo.constant dense<true> : tensor<i1>
        %284 = func.call @_where_17(%c_161, %275, %273) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %285 = stablehlo.subtract %87#8, %276 : tensor<i32>
        %c_162 = stablehlo.constant dense<2> : tensor<i32>
        %286 = func.call @floor_divide_51(%285, %c_162) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %287 = stablehlo.add %276, %286 : tensor<i32>
        %c_163 = stablehlo.constant dense<1> : tensor<i32>
        %288 = stablehlo.add %276, %c_163 : tensor<i32>
        %289 = stablehlo.subtract %87#8, %276 : tensor<i32>
        %c_164 = stablehlo.constant dense<2> : tensor<i32>
        %290 = stablehlo.subtract %289, %c_164 : tensor<i32>
        %c_165 = stablehlo.constant dense<7> : tensor<i32>
        %291 = stablehlo.subtract %c_165, %284 : tensor<i32>
        %292 = stablehlo.compare LE, %290, %291, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %293 = func.call @_where_17(%292, %288, %287) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_166 = stablehlo.constant dense<7> : tensor<i32>
        %294 = stablehlo.compare EQ, %284, %c_166, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_167 = stablehlo.constant dense<1> : tensor<i32>
        %295 = stablehlo.add %276, %c_167 : tensor<i32>
        %296 = stablehlo.compare EQ, %295, %87#8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %297 = stablehlo.or %294, %296 : tensor<i1>
        %c_168 = stablehlo.constant dense<2> : tensor<i32>
        %298 = stablehlo.add %276, %c_168 : tensor<i32>
        %299 = stablehlo.compare EQ, %298, %87#8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %300 = stablehlo.or %297, %299 : tensor<i1>
        %c_169 = stablehlo.constant dense<2147483647> : tensor<i32>
        %301 = func.call @_where_18(%300, %c_169, %293) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %302 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
        %303:32 = stablehlo.while(%iterArg_187 = %87#24, %iterArg_188 = %87#25, %iterArg_189 = %87#26, %iterArg_190 = %87#27, %iterArg_191 = %87#28, %iterArg_192 = %87#29, %iterArg_193 = %87#30, %iterArg_194 = %iterArg_14, %iterArg_195 = %iterArg_15, %iterArg_196 = %87#21, %iterArg_197 = %iterArg_31, %iterArg_198 = %54, %iterArg_199 = %iterArg_32, %iterArg_200 = %iterArg_33, %iterArg_201 = %iterArg, %iterArg_202 = %63, %iterArg_203 = %276, %iterArg_204 = %87#8, %iterArg_205 = %301, %iterArg_206 = %284, %iterArg_207 = %277, %iterArg_208 = %278, %iterArg_209 = %279, %iterArg_210 = %280, %iterArg_211 = %281, %iterArg_212 = %282, %iterArg_213 = %283, %iterArg_214 = %270#0, %iterArg_215 = %268#0, %iterArg_216 = %302, %iterArg_217 = %272, %iterArg_218 = %87#23) : tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7xi32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<3xf32>, tensor<7xi32>
        cond {
          %c_219 = stablehlo.constant dense<0> : tensor<i32>
          %362 = stablehlo.compare GT, %iterArg_204, %c_219, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %362 : tensor<i1>
        } do {
          %c_219 = stablehlo.constant dense<0> : tensor<i32>
          %362 = stablehlo.compare LT, %iterArg_210, %c_219, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_220 = stablehlo.constant dense<7> : tensor<i32>
          %363 = stablehlo.add %iterArg_210, %c_220 : tensor<i32>
          %364 = stablehlo.select %362, %363, %iterArg_210 : tensor<i1>, tensor<i32>
          %c_221 = stablehlo.constant dense<0> : tensor<i32>
          %c_222 = stablehlo.constant dense<0> : tensor<i32>
          %365 = stablehlo.compare LT, %c_221, %c_222, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_223 = stablehlo.constant dense<0> : tensor<i32>
          %c_224 = stablehlo.constant dense<7> : tensor<i32>
          %366 = stablehlo.add %c_223, %c_224 : tensor<i32>
          %c_225 = stablehlo.constant dense<0> : tensor<i32>
          %367 = stablehlo.select %365, %366, %c_225 : tensor<i1>, tensor<i32>
          %368 = stablehlo.dynamic_slice %iterArg_194, %364, %367, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
          %369 = stablehlo.reshape %368 : (tensor<1x7xf32>) -> tensor<7xf32>
          %c_226 = stablehlo.constant dense<0> : tensor<i32>
          %370 = stablehlo.compare LT, %iterArg_210, %c_226, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_227 = stablehlo.constant dense<7> : tensor<i32>
          %371 = stablehlo.add %iterArg_210, %c_227 : tensor<i32>
          %372 = stablehlo.select %370, %371, %iterArg_210 : tensor<i1>, tensor<i32>
          %373 = stablehlo.dynamic_slice %iterArg_195, %372, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
          %374 = stablehlo.reshape %373 : (tensor<1xf32>) -> tensor<f32>
          %375 = stablehlo.dot_general %369, %iterArg_196, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x3xf32>) -> tensor<3xf32>
          %376 = stablehlo.add %iterArg_197, %375 : tensor<3xf32>
          %cst_228 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %377 = stablehlo.compare EQ, %374, %cst_228, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %378 = stablehlo.multiply %374, %iterArg_198 : tensor<f32>
          %379 = stablehlo.add %iterArg_199, %378 : tensor<f32>
          %380 = func.call @_where_9(%377, %iterArg_200, %379) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %381 = stablehlo.convert %iterArg_201 : (tensor<i32>) -> tensor<f32>
          %382 = stablehlo.multiply %380, %381 : tensor<f32>
          %383 = stablehlo.tanh %376 : tensor<3xf32>
          %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %384 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<3xf32>
          %385 = stablehlo.subtract %384, %383 : tensor<3xf32>
          %cst_230 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
          %386 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<3xf32>
          %387 = stablehlo.multiply %383, %386 : tensor<3xf32>
          %388 = stablehlo.multiply %376, %376 : tensor<3xf32>
          %389 = stablehlo.multiply %388, %376 : tensor<3xf32>
          %390 = stablehlo.multiply %376, %376 : tensor<3xf32>
          %cst_231 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %391 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<3xf32>
          %392 = stablehlo.multiply %391, %390 : tensor<3xf32>
          %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
          %393 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<3xf32>
          %394 = stablehlo.multiply %389, %393 : tensor<3xf32>
          %395 = stablehlo.subtract %387, %394 : tensor<3xf32>
          %396 = stablehlo.broadcast_in_dim %iterArg_202, dims = [] : (tensor<f32>) -> tensor<3xf32>
          %397 = stablehlo.multiply %396, %395 : tensor<3xf32>
          %c_233 = stablehlo.constant dense<true> : tensor<i1>
          %398 = stablehlo.and %c_233, %iterArg_208 : tensor<i1>
          %c_234 = stablehlo.constant dense<0> : tensor<i32>
          %399 = stablehlo.compare LT, %iterArg_210, %c_234, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_235 = stablehlo.constant dense<7> : tensor<i32>
          %400 = stablehlo.add %iterArg_210, %c_235 : tensor<i32>
          %401 = stablehlo.select %399, %400, %iterArg_210 : tensor<i1>, tensor<i32>
          %c_236 = stablehlo.constant dense<0> : tensor<i32>
          %c_237 = stablehlo.constant dense<0> : tensor<i32>
          %402 = stablehlo.compare LT, %c_236, %c_237, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_238 = stablehlo.constant dense<0> : tensor<i32>
          %c_239 = stablehlo.constant dense<3> : tensor<i32>
          %403 = stablehlo.add %c_238, %c_239 : tensor<i32>
          %c_240 = stablehlo.constant dense<0> : tensor<i32>
          %404 = stablehlo.select %402, %403, %c_240 : tensor<i1>, tensor<i32>
          %405 = stablehlo.dynamic_slice %iterArg_196, %401, %404, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
          %406 = stablehlo.reshape %405 : (tensor<1x3xf32>) -> tensor<3xf32>
          %c_241 = stablehlo.constant dense<0> : tensor<i32>
          %407 = stablehlo.compare LT, %iterArg_210, %c_241, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_242 = stablehlo.constant dense<7> : tensor<i32>
          %408 = stablehlo.add %iterArg_210, %c_242 : tensor<i32>
          %409 = stablehlo.select %407, %408, %iterArg_210 : tensor<i1>, tensor<i32>
          %410 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %411 = "stablehlo.scatter"(%iterArg_196, %410, %397) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
          ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
            stablehlo.return %arg34 : tensor<f32>
          }) : (tensor<7x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<7x3xf32>
          %c_243 = stablehlo.constant dense<1> : tensor<i32>
          %412 = stablehlo.add %iterArg_210, %c_243 : tensor<i32>
          %c_244 = stablehlo.constant dense<1> : tensor<i32>
          %413 = stablehlo.add %iterArg_207, %c_244 : tensor<i32>
          %c_245 = stablehlo.constant dense<7> : tensor<i32>
          %414 = stablehlo.compare LT, %412, %c_245, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %415 = stablehlo.and %iterArg_208, %414 : tensor<i1>
          %c_246 = stablehlo.constant dense<1> : tensor<i32>
          %416:15 = "stablehlo.case"(%c_246) ({
            %c_247 = stablehlo.constant dense<1> : tensor<i32>
            %417 = stablehlo.add %iterArg_203, %c_247 : tensor<i32>
            stablehlo.return %417, %iterArg_204, %iterArg_205, %iterArg_206, %413, %415, %iterArg_208, %412, %376, %395, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<3xf32>
          }, {
            %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %417 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<3xf32>
            %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %418 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<3xf32>
            %c_249 = stablehlo.constant dense<0> : tensor<i32>
            %419 = stablehlo.compare LT, %iterArg_210, %c_249, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_250 = stablehlo.constant dense<7> : tensor<i32>
            %420 = stablehlo.add %iterArg_210, %c_250 : tensor<i32>
            %421 = stablehlo.select %419, %420, %iterArg_210 : tensor<i1>, tensor<i32>
            %c_251 = stablehlo.constant dense<0> : tensor<i32>
            %c_252 = stablehlo.constant dense<0> : tensor<i32>
            %422 = stablehlo.compare LT, %c_251, %c_252, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_253 = stablehlo.constant dense<0> : tensor<i32>
            %c_254 = stablehlo.constant dense<3> : tensor<i32>
            %423 = stablehlo.add %c_253, %c_254 : tensor<i32>
            %c_255 = stablehlo.constant dense<0> : tensor<i32>
            %424 = stablehlo.select %422, %423, %c_255 : tensor<i1>, tensor<i32>
            %425 = stablehlo.dynamic_slice %iterArg_216, %421, %424, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
            %426 = stablehlo.reshape %425 : (tensor<1x3xf32>) -> tensor<3xf32>
            %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %427 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<3xf32>
            %428 = stablehlo.broadcast_in_dim %iterArg_202, dims = [] : (tensor<f32>) -> tensor<3xf32>
            %429 = stablehlo.multiply %428, %426 : tensor<3xf32>
            %430 = stablehlo.add %iterArg_215, %429 : tensor<3xf32>
            %431 = stablehlo.negate %430 : tensor<3xf32>
            %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
            %432 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<3xf32>
            %433 = stablehlo.multiply %431, %432 : tensor<3xf32>
            %434 = stablehlo.multiply %433, %392 : tensor<3xf32>
            %435 = stablehlo.add %iterArg_214, %434 : tensor<3xf32>
            %cst_258 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
            %436 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<3xf32>
            %437 = stablehlo.multiply %430, %436 : tensor<3xf32>
            %438 = stablehlo.multiply %437, %385 : tensor<3xf32>
            %439 = stablehlo.add %435, %438 : tensor<3xf32>
            %440 = stablehlo.multiply %438, %383 : tensor<3xf32>
            %441 = stablehlo.add %439, %440 : tensor<3xf32>
            %442 = stablehlo.dot_general %441, %369, contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<3xf32>, tensor<7xf32>) -> tensor<3x7xf32>
            %443 = stablehlo.transpose %442, dims = [1, 0] : (tensor<3x7xf32>) -> tensor<7x3xf32>
            %444 = stablehlo.add %iterArg_216, %443 : tensor<7x3xf32>
            %445 = stablehlo.add %iterArg_217, %441 : tensor<3xf32>
            %c_259 = stablehlo.constant dense<1> : tensor<i32>
            %446 = stablehlo.subtract %iterArg_204, %c_259 : tensor<i32>
            %c_260 = stablehlo.constant dense<1> : tensor<i32>
            %447 = stablehlo.subtract %iterArg_206, %c_260 : tensor<i32>
            %c_261 = stablehlo.constant dense<0> : tensor<i32>
            %448 = stablehlo.maximum %447, %c_261 : tensor<i32>
            %449 = func.call @dynamic_index_in_dim_38(%iterArg_218, %448) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %450 = func.call @dynamic_index_in_dim_38(%iterArg_187, %448) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %451 = func.call @dynamic_index_in_dim_40(%iterArg_188, %448) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
            %452 = func.call @dynamic_index_in_dim_40(%iterArg_189, %448) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
            %453 = func.call @dynamic_index_in_dim_38(%iterArg_190, %448) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %454 = func.call @dynamic_index_in_dim_42(%iterArg_191, %448) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
            %455 = func.call @dynamic_index_in_dim_42(%iterArg_192, %448) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
            %456 = func.call @dynamic_index_in_dim_38(%iterArg_193, %448) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %c_262 = stablehlo.constant dense<true> : tensor<i1>
            %457 = func.call @_where_17(%c_262, %448, %iterArg_206) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
            %458 = stablehlo.subtract %446, %449 : tensor<i32>
            %c_263 = stablehlo.constant dense<2> : tensor<i32>
            %459 = func.call @floor_divide_51(%458, %c_263) : (tensor<i32>, tensor<i32>) -> tensor<i32>
            %460 = stablehlo.add %449, %459 : tensor<i32>
            %c_264 = stablehlo.constant dense<1> : tensor<i32>
            %461 = stablehlo.add %449, %c_264 : tensor<i32>
            %462 = stablehlo.subtract %446, %449 : tensor<i32>
            %c_265 = stablehlo.constant dense<2> : tensor<i32>
            %463 = stablehlo.subtract %462, %c_265 : tensor<i32>
            %c_266 = stablehlo.constant dense<7> : tensor<i32>
            %464 = stablehlo.subtract %c_266, %457 : tensor<i32>
            %465 = stablehlo.compare LE, %463, %464, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %466 = func.call @_where_17(%465, %461, %460) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
            %c_267 = stablehlo.constant dense<7> : tensor<i32>
            %467 = stablehlo.compare EQ, %457, %c_267, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_268 = stablehlo.constant dense<1> : tensor<i32>
            %468 = stablehlo.add %449, %c_268 : tensor<i32>
            %469 = stablehlo.compare EQ, %468, %446, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %470 = stablehlo.or %467, %469 : tensor<i1>
            %c_269 = stablehlo.constant dense<2> : tensor<i32>
            %471 = stablehlo.add %449, %c_269 : tensor<i32>
            %472 = stablehlo.compare EQ, %471, %446, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %473 = stablehlo.or %470, %472 : tensor<i1>
            %c_270 = stablehlo.constant dense<2147483647> : tensor<i32>
            %474 = func.call @_where_18(%473, %c_270, %466) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
            stablehlo.return %449, %446, %474, %457, %450, %451, %452, %453, %454, %455, %456, %418, %417, %444, %445 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<3xf32>
          }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<3xf32>)
          stablehlo.return %iterArg_187, %iterArg_188, %iterArg_189, %iterArg_190, %iterArg_191, %iterArg_192, %iterArg_193, %iterArg_194, %iterArg_195, %iterArg_196, %iterArg_197, %iterArg_198, %iterArg_199, %iterArg_200, %iterArg_201, %iterArg_202, %416#0, %416#1, %416#2, %416#3, %416#4, %416#5, %416#6, %416#7, %416#8, %416#9, %416#10, %416#11, %416#12, %416#13, %416#14, %iterArg_218 : tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7xi32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<3xf32>, tensor<7xi32>
        }
        %304 = stablehlo.add %271, %303#30 : tensor<3xf32>
        %305 = stablehlo.add %304, %303#27 : tensor<3xf32>
        %c_171 = stablehlo.constant dense<6> : tensor<1xi32>
        %c_172 = stablehlo.constant dense<0> : tensor<i32>
        %306 = stablehlo.broadcast_in_dim %c_172, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %307 = stablehlo.compare GE, %71, %306, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
        %308 = stablehlo.compare LE, %71, %c_171, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
        %309 = stablehlo.and %307, %308 : tensor<1xi1>
        %c_173 = stablehlo.constant dense<true> : tensor<i1>
        %310 = stablehlo.reduce(%309 init: %c_173) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
        %311 = "stablehlo.gather"(%303#29, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<7x3xf32>, tensor<1xi32>) -> tensor<3xf32>
        %312 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<i1>) -> tensor<3xi1>
        %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %313 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %314 = stablehlo.select %312, %311, %313 : tensor<3xi1>, tensor<3xf32>
        %315 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %316 = stablehlo.multiply %315, %314 : tensor<3xf32>
        %317 = stablehlo.add %303#28, %316 : tensor<3xf32>
        %318 = func.call @_where_52(%65, %67#1, %317) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %319 = stablehlo.add %269, %318 : tensor<3xf32>
        %c_175 = stablehlo.constant dense<1> : tensor<i32>
        %320 = stablehlo.subtract %iterArg_25, %c_175 : tensor<i32>
        %c_176 = stablehlo.constant dense<1> : tensor<i32>
        %321 = stablehlo.subtract %iterArg_27, %c_176 : tensor<i32>
        %c_177 = stablehlo.constant dense<0> : tensor<i32>
        %322 = stablehlo.maximum %321, %c_177 : tensor<i32>
        %323 = func.call @dynamic_index_in_dim_53(%iterArg_48, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %324 = func.call @dynamic_index_in_dim_53(%iterArg_49, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %325 = func.call @dynamic_index_in_dim_54(%iterArg_50, %322) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
        %326 = func.call @dynamic_index_in_dim_54(%iterArg_51, %322) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
        %327 = func.call @dynamic_index_in_dim_55(%iterArg_52, %322) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
        %328 = func.call @dynamic_index_in_dim_56(%iterArg_53, %322) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
        %329 = func.call @dynamic_index_in_dim_56(%iterArg_54, %322) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
        %330 = func.call @dynamic_index_in_dim_54(%iterArg_55, %322) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
        %331 = func.call @dynamic_index_in_dim_54(%iterArg_56, %322) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
        %332 = func.call @dynamic_index_in_dim_55(%iterArg_57, %322) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
        %333 = func.call @dynamic_index_in_dim_56(%iterArg_58, %322) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
        %334 = func.call @dynamic_index_in_dim_56(%iterArg_59, %322) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
        %335 = func.call @dynamic_index_in_dim_54(%iterArg_60, %322) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
        %336 = func.call @dynamic_index_in_dim_53(%iterArg_61, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %337 = func.call @dynamic_index_in_dim_53(%iterArg_62, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %338 = func.call @dynamic_index_in_dim_53(%iterArg_63, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %339 = func.call @dynamic_index_in_dim_53(%iterArg_64, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %340 = func.call @dynamic_index_in_dim_53(%iterArg_65, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %341 = func.call @dynamic_index_in_dim_53(%iterArg_66, %322) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
        %c_178 = stablehlo.constant dense<1> : tensor<i32>
        %342 = stablehlo.add %323, %c_178 : tensor<i32>
        %343 = stablehlo.compare EQ, %342, %320, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %344 = func.call @_where_17(%343, %322, %iterArg_27) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %345 = stablehlo.subtract %320, %323 : tensor<i32>
        %c_179 = stablehlo.constant dense<2> : tensor<i32>
        %346 = func.call @floor_divide_51(%345, %c_179) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %347 = stablehlo.add %323, %346 : tensor<i32>
        %c_180 = stablehlo.constant dense<1> : tensor<i32>
        %348 = stablehlo.add %323, %c_180 : tensor<i32>
        %349 = stablehlo.subtract %320, %323 : tensor<i32>
        %c_181 = stablehlo.constant dense<2> : tensor<i32>
        %350 = stablehlo.subtract %349, %c_181 : tensor<i32>
        %c_182 = stablehlo.constant dense<16> : tensor<i32>
        %351 = stablehlo.subtract %c_182, %344 : tensor<i32>
        %352 = stablehlo.compare LE, %350, %351, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %353 = func.call @_where_17(%352, %348, %347) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_183 = stablehlo.constant dense<16> : tensor<i32>
        %354 = stablehlo.compare EQ, %344, %c_183, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_184 = stablehlo.constant dense<1> : tensor<i32>
        %355 = stablehlo.add %323, %c_184 : tensor<i32>
        %356 = stablehlo.compare EQ, %355, %320, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %357 = stablehlo.or %354, %356 : tensor<i1>
        %c_185 = stablehlo.constant dense<2> : tensor<i32>
        %358 = stablehlo.add %323, %c_185 : tensor<i32>
        %359 = stablehlo.compare EQ, %358, %320, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %360 = stablehlo.or %357, %359 : tensor<i1>
        %c_186 = stablehlo.constant dense<2147483647> : tensor<i32>
        %361 = func.call @_where_18(%360, %c_186, %353) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        stablehlo.return %323, %320, %361, %344, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %305, %319 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
      }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>)
      %188 = stablehlo.compare EQ, %187#0, %187#2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %189 = func.call @dynamic_index_in_dim_53(%iterArg_48, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %190 = func.call @_where_17(%188, %187#0, %189) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %191 = func.call @dynamic_update_index_in_dim_57(%iterArg_48, %190, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %192 = func.call @dynamic_index_in_dim_53(%iterArg_49, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %193 = func.call @_where_17(%188, %187#4, %192) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %194 = func.call @dynamic_update_index_in_dim_57(%iterArg_49, %193, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %195 = func.call @dynamic_index_in_dim_54(%iterArg_50, %187#3) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %196 = func.call @_where_2(%188, %187#5, %195) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %197 = func.call @dynamic_update_index_in_dim_58(%iterArg_50, %196, %187#3) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %198 = func.call @dynamic_index_in_dim_54(%iterArg_51, %187#3) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %199 = func.call @_where_2(%188, %187#6, %198) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %200 = func.call @dynamic_update_index_in_dim_58(%iterArg_51, %199, %187#3) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %201 = func.call @dynamic_index_in_dim_55(%iterArg_52, %187#3) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
      %202 = func.call @_where_22(%188, %187#7, %201) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %203 = func.call @dynamic_update_index_in_dim_59(%iterArg_52, %202, %187#3) : (tensor<16x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<16x3xf32>
      %204 = func.call @dynamic_index_in_dim_56(%iterArg_53, %187#3) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %205 = func.call @_where_25(%188, %187#8, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %206 = func.call @dynamic_update_index_in_dim_60(%iterArg_53, %205, %187#3) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %207 = func.call @dynamic_index_in_dim_56(%iterArg_54, %187#3) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %208 = func.call @_where_25(%188, %187#9, %207) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %209 = func.call @dynamic_update_index_in_dim_60(%iterArg_54, %208, %187#3) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %210 = func.call @dynamic_index_in_dim_54(%iterArg_55, %187#3) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %211 = func.call @_where_2(%188, %187#10, %210) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %212 = func.call @dynamic_update_index_in_dim_58(%iterArg_55, %211, %187#3) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %213 = func.call @dynamic_index_in_dim_54(%iterArg_56, %187#3) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %214 = func.call @_where_2(%188, %187#11, %213) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %215 = func.call @dynamic_update_index_in_dim_58(%iterArg_56, %214, %187#3) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %216 = func.call @dynamic_index_in_dim_55(%iterArg_57, %187#3) : (tensor<16x3xf32>, tensor<i32>) -> tensor<3xf32>
      %217 = func.call @_where_22(%188, %187#12, %216) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %218 = func.call @dynamic_update_index_in_dim_59(%iterArg_57, %217, %187#3) : (tensor<16x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<16x3xf32>
      %219 = func.call @dynamic_index_in_dim_56(%iterArg_58, %187#3) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %220 = func.call @_where_25(%188, %187#13, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %221 = func.call @dynamic_update_index_in_dim_60(%iterArg_58, %220, %187#3) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %222 = func.call @dynamic_index_in_dim_56(%iterArg_59, %187#3) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %223 = func.call @_where_25(%188, %187#14, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %224 = func.call @dynamic_update_index_in_dim_60(%iterArg_59, %223, %187#3) : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
      %225 = func.call @dynamic_index_in_dim_54(%iterArg_60, %187#3) : (tensor<16xi1>, tensor<i32>) -> tensor<i1>
      %226 = func.call @_where_2(%188, %187#15, %225) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %227 = func.call @dynamic_update_index_in_dim_58(%iterArg_60, %226, %187#3) : (tensor<16xi1>, tensor<i1>, tensor<i32>) -> tensor<16xi1>
      %228 = func.call @dynamic_index_in_dim_53(%iterArg_61, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %229 = func.call @_where_17(%188, %187#16, %228) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %230 = func.call @dynamic_update_index_in_dim_57(%iterArg_61, %229, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %231 = func.call @dynamic_index_in_dim_53(%iterArg_62, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %232 = func.call @_where_17(%188, %187#17, %231) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %233 = func.call @dynamic_update_index_in_dim_57(%iterArg_62, %232, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %234 = func.call @dynamic_index_in_dim_53(%iterArg_63, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %235 = func.call @_where_17(%188, %187#18, %234) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %236 = func.call @dynamic_update_index_in_dim_57(%iterArg_63, %235, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %237 = func.call @dynamic_index_in_dim_53(%iterArg_64, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %238 = func.call @_where_17(%188, %187#19, %237) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %239 = func.call @dynamic_update_index_in_dim_57(%iterArg_64, %238, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %240 = func.call @dynamic_index_in_dim_53(%iterArg_65, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %241 = func.call @_where_17(%188, %187#20, %240) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %242 = func.call @dynamic_update_index_in_dim_57(%iterArg_65, %241, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %243 = func.call @dynamic_index_in_dim_53(%iterArg_66, %187#3) : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
      %244 = func.call @_where_17(%188, %187#21, %243) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %245 = func.call @dynamic_update_index_in_dim_57(%iterArg_66, %244, %187#3) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
      %c_146 = stablehlo.constant dense<1> : tensor<i32>
      %246 = stablehlo.add %187#3, %c_146 : tensor<i32>
      %247 = func.call @_where_17(%188, %246, %187#3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %248 = stablehlo.subtract %187#1, %187#0 : tensor<i32>
      %c_147 = stablehlo.constant dense<2> : tensor<i32>
      %249 = func.call @floor_divide_51(%248, %c_147) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %250 = stablehlo.add %187#0, %249 : tensor<i32>
      %c_148 = stablehlo.constant dense<1> : tensor<i32>
      %251 = stablehlo.add %187#0, %c_148 : tensor<i32>
      %252 = stablehlo.subtract %187#1, %187#0 : tensor<i32>
      %c_149 = stablehlo.constant dense<2> : tensor<i32>
      %253 = stablehlo.subtract %252, %c_149 : tensor<i32>
      %c_150 = stablehlo.constant dense<16> : tensor<i32>
      %254 = stablehlo.subtract %c_150, %247 : tensor<i32>
      %255 = stablehlo.compare LE, %253, %254, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %256 = func.call @_where_17(%255, %251, %250) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_151 = stablehlo.constant dense<16> : tensor<i32>
      %257 = stablehlo.compare EQ, %247, %c_151, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_152 = stablehlo.constant dense<1> : tensor<i32>
      %258 = stablehlo.add %187#0, %c_152 : tensor<i32>
      %259 = stablehlo.compare EQ, %258, %187#1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %260 = stablehlo.or %257, %259 : tensor<i1>
      %c_153 = stablehlo.constant dense<2> : tensor<i32>
      %261 = stablehlo.add %187#0, %c_153 : tensor<i32>
      %262 = stablehlo.compare EQ, %261, %187#1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %263 = stablehlo.or %260, %262 : tensor<i1>
      %c_154 = stablehlo.constant dense<2147483647> : tensor<i32>
      %264 = func.call @_where_18(%263, %c_154, %256) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %265 = func.call @_where_17(%188, %264, %187#2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %187#0, %187#1, %265, %247, %187#4, %187#5, %187#6, %187#7, %187#8, %187#9, %187#10, %187#11, %187#12, %187#13, %187#14, %187#15, %187#16, %187#17, %187#18, %187#19, %187#20, %187#21, %187#22, %187#23, %191, %194, %197, %200, %203, %206, %209, %212, %215, %218, %221, %224, %227, %230, %233, %236, %239, %242, %245 : tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi1>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi1>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>
    }
    return %47#33 : tensor<3xf32>
  }
  func.func private @branched_error_if_impl_30(%arg0: tensor<1x3xf32>) -> tensor<1x3xf32> {
    return %arg0 : tensor<1x3xf32>
  }
  func.func private @dynamic_index_in_dim_31(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<16xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_32(%arg0: tensor<16xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<16xi1>, tensor<i32>) -> tensor<1xi1>
    %4 = stablehlo.reshape %3 : (tensor<1xi1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @dynamic_index_in_dim_33(%arg0: tensor<16x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, sizes = [1, 3] : (tensor<16x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %4 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_34(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @_where_35(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.divide %arg0, %0 : tensor<i32>
    %2 = stablehlo.sign %arg0 : tensor<i32>
    %3 = stablehlo.sign %0 : tensor<i32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare NE, %5, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %4, %6 : tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.subtract %1, %c_0 : tensor<i32>
    %9 = call @_where_35(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_36(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_37(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    return %2, %3 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_38(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim_39(%arg0: tensor<7xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
    return %4 : tensor<7xi32>
  }
  func.func private @dynamic_index_in_dim_40(%arg0: tensor<7xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %4 = stablehlo.reshape %3 : (tensor<1xi1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @dynamic_update_index_in_dim_41(%arg0: tensor<7xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<7xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
    return %4 : tensor<7xi1>
  }
  func.func private @dynamic_index_in_dim_42(%arg0: tensor<7x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %4 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim_43(%arg0: tensor<7x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<7x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3, %c_1 : (tensor<7x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<7x3xf32>
    return %4 : tensor<7x3xf32>
  }
  func.func private @_where_44(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    return %2, %3 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_where_45(%arg0: tensor<3xi1>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    return %2, %3 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_where_46(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @isinf_47(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @_where_48(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_49(%arg0: tensor<i1>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_50(%arg0: tensor<i1>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<3xf32>
    return %2, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @floor_divide_51(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.divide %arg0, %0 : tensor<i32>
    %2 = stablehlo.sign %arg0 : tensor<i32>
    %3 = stablehlo.sign %0 : tensor<i32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare NE, %5, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %4, %6 : tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.subtract %1, %c_0 : tensor<i32>
    %9 = call @_where_17(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_52(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_53(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<16xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_54(%arg0: tensor<16xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<16xi1>, tensor<i32>) -> tensor<1xi1>
    %4 = stablehlo.reshape %3 : (tensor<1xi1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @dynamic_index_in_dim_55(%arg0: tensor<16x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, sizes = [1, 3] : (tensor<16x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %4 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_56(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_57(%arg0: tensor<16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<16xi32>, tensor<1xi32>, tensor<i32>) -> tensor<16xi32>
    return %4 : tensor<16xi32>
  }
  func.func private @dynamic_update_index_in_dim_58(%arg0: tensor<16xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<16xi1>, tensor<1xi1>, tensor<i32>) -> tensor<16xi1>
    return %4 : tensor<16xi1>
  }
  func.func private @dynamic_update_index_in_dim_59(%arg0: tensor<16x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<16x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3, %c_1 : (tensor<16x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<16x3xf32>
    return %4 : tensor<16x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_60(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<16xf32>, tensor<1xf32>, tensor<i32>) -> tensor<16xf32>
    return %4 : tensor<16xf32>
  }
}
