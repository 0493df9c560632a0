module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x5xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_15_torch.float32_1> : tensor<15xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_15_5_torch.float32> : tensor<15x5xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_15_torch.float32> : tensor<15xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_15_4_torch.float32> : tensor<15x4xf32>
    %cst_5 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %1 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<15x4xf32>) -> tensor<4x15xf32>
    %2 = stablehlo.reshape %0 : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x15xf32>) -> tensor<3x4x15xf32>
    %4 = stablehlo.reshape %3 : (tensor<3x4x15xf32>) -> tensor<3x4x15xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<3x4x15xf32>) -> tensor<3x4x15xf32>
    %6 = stablehlo.dot_general %2, %5, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x2x4xf32>, tensor<3x4x15xf32>) -> tensor<3x2x15xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x2x15xf32>) -> tensor<3x2x15xf32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [2] : (tensor<15xf32>) -> tensor<3x2x15xf32>
    %9 = stablehlo.add %7, %8 : tensor<3x2x15xf32>
    %10 = stablehlo.slice %9 [0:1, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %11 = stablehlo.slice %9 [1:2, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %12 = stablehlo.slice %9 [2:3, 0:2, 0:15] : (tensor<3x2x15xf32>) -> tensor<1x2x15xf32>
    %13 = stablehlo.reshape %10 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %14 = stablehlo.reshape %11 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %15 = stablehlo.reshape %12 : (tensor<1x2x15xf32>) -> tensor<2x15xf32>
    %16 = stablehlo.slice %13 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %17 = stablehlo.slice %13 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %18 = stablehlo.slice %13 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %19 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<15x5xf32>) -> tensor<5x15xf32>
    %20 = stablehlo.dot_general %cst, %19, contracting_dims = [1] x [0] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %21 = stablehlo.convert %cst_5 : (tensor<1xi64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x15xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<2x15xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<15xf32>
    %26 = stablehlo.multiply %25, %cst_1 : tensor<15xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<15xf32>) -> tensor<2x15xf32>
    %28 = stablehlo.add %24, %27 : tensor<2x15xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %30 = stablehlo.slice %29 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %31 = stablehlo.slice %29 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %32 = stablehlo.slice %29 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %33 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %34 = stablehlo.add %30, %33 : tensor<1x2x5xf32>
    %35 = stablehlo.logistic %34 : tensor<1x2x5xf32>
    %36 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %37 = stablehlo.add %31, %36 : tensor<1x2x5xf32>
    %38 = stablehlo.logistic %37 : tensor<1x2x5xf32>
    %39 = stablehlo.multiply %32, %35 : tensor<1x2x5xf32>
    %40 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %41 = stablehlo.add %40, %39 : tensor<1x2x5xf32>
    %42 = stablehlo.tanh %41 : tensor<1x2x5xf32>
    %43 = stablehlo.subtract %cst_0, %42 : tensor<1x2x5xf32>
    %44 = stablehlo.multiply %43, %38 : tensor<1x2x5xf32>
    %45 = stablehlo.add %44, %42 : tensor<1x2x5xf32>
    %46 = stablehlo.slice %14 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %47 = stablehlo.slice %14 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %48 = stablehlo.slice %14 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %49 = stablehlo.reshape %45 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %50 = stablehlo.dot_general %49, %19, contracting_dims = [1] x [0] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %51 = stablehlo.multiply %50, %23 : tensor<2x15xf32>
    %52 = stablehlo.add %51, %27 : tensor<2x15xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %54 = stablehlo.slice %53 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %55 = stablehlo.slice %53 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %56 = stablehlo.slice %53 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %57 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %58 = stablehlo.add %54, %57 : tensor<1x2x5xf32>
    %59 = stablehlo.logistic %58 : tensor<1x2x5xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %61 = stablehlo.add %55, %60 : tensor<1x2x5xf32>
    %62 = stablehlo.logistic %61 : tensor<1x2x5xf32>
    %63 = stablehlo.multiply %56, %59 : tensor<1x2x5xf32>
    %64 = stablehlo.broadcast_in_dim %48, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %65 = stablehlo.add %64, %63 : tensor<1x2x5xf32>
    %66 = stablehlo.tanh %65 : tensor<1x2x5xf32>
    %67 = stablehlo.subtract %45, %66 : tensor<1x2x5xf32>
    %68 = stablehlo.multiply %67, %62 : tensor<1x2x5xf32>
    %69 = stablehlo.add %68, %66 : tensor<1x2x5xf32>
    %70 = stablehlo.slice %15 [0:2, 0:5] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %71 = stablehlo.slice %15 [0:2, 5:10] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %72 = stablehlo.slice %15 [0:2, 10:15] : (tensor<2x15xf32>) -> tensor<2x5xf32>
    %73 = stablehlo.reshape %69 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %74 = stablehlo.dot_general %73, %19, contracting_dims = [1] x [0] : (tensor<2x5xf32>, tensor<5x15xf32>) -> tensor<2x15xf32>
    %75 = stablehlo.multiply %74, %23 : tensor<2x15xf32>
    %76 = stablehlo.add %75, %27 : tensor<2x15xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x15xf32>) -> tensor<1x2x15xf32>
    %78 = stablehlo.slice %77 [0:1, 0:2, 0:5] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %79 = stablehlo.slice %77 [0:1, 0:2, 5:10] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %80 = stablehlo.slice %77 [0:1, 0:2, 10:15] : (tensor<1x2x15xf32>) -> tensor<1x2x5xf32>
    %81 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %82 = stablehlo.add %78, %81 : tensor<1x2x5xf32>
    %83 = stablehlo.logistic %82 : tensor<1x2x5xf32>
    %84 = stablehlo.broadcast_in_dim %71, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %85 = stablehlo.add %79, %84 : tensor<1x2x5xf32>
    %86 = stablehlo.logistic %85 : tensor<1x2x5xf32>
    %87 = stablehlo.multiply %80, %83 : tensor<1x2x5xf32>
    %88 = stablehlo.broadcast_in_dim %72, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %89 = stablehlo.add %88, %87 : tensor<1x2x5xf32>
    %90 = stablehlo.tanh %89 : tensor<1x2x5xf32>
    %91 = stablehlo.subtract %69, %90 : tensor<1x2x5xf32>
    %92 = stablehlo.multiply %91, %86 : tensor<1x2x5xf32>
    %93 = stablehlo.add %92, %90 : tensor<1x2x5xf32>
    %94 = stablehlo.concatenate %45, %69, %93, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %95 = stablehlo.transpose %94, dims = [1, 0, 2] : (tensor<3x2x5xf32>) -> tensor<2x3x5xf32>
    return %95 : tensor<2x3x5xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_15_torch.float32_1: "0x040000005E6F903D39BF2E3D241CBC3EE1B110BE6FC7B6BE7499973E9AEDFF3DA8D5963EE78487BE897C86BE78FC38BE383C023DF12D1B3EA39483BEF0762CBD",
      torch_tensor_15_5_torch.float32: "0x040000006BA42FBE6E1F8C3E3109CCBE7FD5BF3E87B4E43EAA0FFABD24E6343E4E55E43E61100A3E7016333EB827283E8F5B3BBE6B91DF3DD31274BE0886C33E983C44BEBB60D13D4CA804BEA004653E1E8DF13BB0CD7B3E3702F8BD3F5D86BED7922F3EA6DC80BE80FEBBBEB3EE303E38B689BE6C212CBEBDB1E4BD1212023DDB9A1EBEDFD024BE0333E6BD7176A03E2E1F093E11795CBEF7459EBE8FC5293CCFB5123EF05319BCEE09863E8297C03E5438063EAF07173E8ED7843E1AE21CBE6B76A23D141FB93E534B5BBEFD900E3DD80933BE2410B0BEA68F723E4FF6B63E276677BEE9A12B3E2E6D0C3EE0CF323E4C157C3E7CC4D53E77CAAD3EA45AC8BE118733BE7E37733EDEB682BE85D7B33DD75244BEEFE7B53D66735F3E26F00F3E9E55A63EA26D5CBD269B783E8E0C143E",
      torch_tensor_15_torch.float32: "0x04000000A25210BE56B7A1BEA57BD13E9D8908BEF077AC3E8D54903EA18693BC4722BDBE9777133D7A615DBE4A54EE3D470736BE597BB03E8996CEBE0990F6BD",
      torch_tensor_15_4_torch.float32: "0x040000002166803E7D3EB6BE7D3ACF3EA31C9A3E4078C939D7503BBE2FBEBA3D348F97BED6BA943EA53072BE0C01AF3D6545E1BE914C5B3ECF009B3EE7DCAB3E1185153DC731873E5B241C3E9F8D993E2236813ED255C8BED41B413D371F1CBEF4AA5ABECB45A03E2E1683BD1D478E3D192B903E88209A3EB564743EABE79FBD0C1BCCBE9ACFDBBE38F20F3EAAE7ADBB09AB90BE1600483E39D6CF3EB46E843E2B3481BD3185773DD10D92BEC825583E4F71B1BEDB149E3EB32A51BEAFA035BE6DCABFBE637BDDBDED2F31BDF21453BE91FEA23E9F68833E6715CABE2D3C37BDBBF7193EB2E9DC3E7500DBBDD8928C3E743ECDBC"
    }
  }
#-}
