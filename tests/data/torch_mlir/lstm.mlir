module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x5xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_20_torch.float32_1> : tensor<20xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_20_5_torch.float32> : tensor<20x5xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_20_torch.float32> : tensor<20xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_20_4_torch.float32> : tensor<20x4xf32>
    %cst_5 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %1 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<20x4xf32>) -> tensor<4x20xf32>
    %2 = stablehlo.reshape %0 : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x20xf32>) -> tensor<3x4x20xf32>
    %4 = stablehlo.reshape %3 : (tensor<3x4x20xf32>) -> tensor<3x4x20xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<3x4x20xf32>) -> tensor<3x4x20xf32>
    %6 = stablehlo.dot_general %2, %5, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x2x4xf32>, tensor<3x4x20xf32>) -> tensor<3x2x20xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x2x20xf32>) -> tensor<3x2x20xf32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [2] : (tensor<20xf32>) -> tensor<3x2x20xf32>
    %9 = stablehlo.add %7, %8 : tensor<3x2x20xf32>
    %10 = stablehlo.slice %9 [0:1, 0:2, 0:20] : (tensor<3x2x20xf32>) -> tensor<1x2x20xf32>
    %11 = stablehlo.slice %9 [1:2, 0:2, 0:20] : (tensor<3x2x20xf32>) -> tensor<1x2x20xf32>
    %12 = stablehlo.slice %9 [2:3, 0:2, 0:20] : (tensor<3x2x20xf32>) -> tensor<1x2x20xf32>
    %13 = stablehlo.reshape %10 : (tensor<1x2x20xf32>) -> tensor<2x20xf32>
    %14 = stablehlo.reshape %11 : (tensor<1x2x20xf32>) -> tensor<2x20xf32>
    %15 = stablehlo.reshape %12 : (tensor<1x2x20xf32>) -> tensor<2x20xf32>
    %16 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<20x5xf32>) -> tensor<5x20xf32>
    %17 = stablehlo.dot_general %cst, %16, contracting_dims = [1] x [0] : (tensor<2x5xf32>, tensor<5x20xf32>) -> tensor<2x20xf32>
    %18 = stablehlo.convert %cst_5 : (tensor<1xi64>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x20xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<2x20xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %23 = stablehlo.multiply %22, %cst_1 : tensor<20xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<20xf32>) -> tensor<2x20xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x20xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %27 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x2x20xf32>
    %29 = stablehlo.slice %28 [0:1, 0:2, 0:5] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %30 = stablehlo.slice %28 [0:1, 0:2, 5:10] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %31 = stablehlo.slice %28 [0:1, 0:2, 10:15] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %32 = stablehlo.slice %28 [0:1, 0:2, 15:20] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %33 = stablehlo.logistic %29 : tensor<1x2x5xf32>
    %34 = stablehlo.logistic %30 : tensor<1x2x5xf32>
    %35 = stablehlo.tanh %31 : tensor<1x2x5xf32>
    %36 = stablehlo.logistic %32 : tensor<1x2x5xf32>
    %37 = stablehlo.multiply %34, %cst_0 : tensor<1x2x5xf32>
    %38 = stablehlo.multiply %33, %35 : tensor<1x2x5xf32>
    %39 = stablehlo.add %37, %38 : tensor<1x2x5xf32>
    %40 = stablehlo.tanh %39 : tensor<1x2x5xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<1x2x5xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %43 = stablehlo.dot_general %42, %16, contracting_dims = [1] x [0] : (tensor<2x5xf32>, tensor<5x20xf32>) -> tensor<2x20xf32>
    %44 = stablehlo.multiply %43, %20 : tensor<2x20xf32>
    %45 = stablehlo.add %44, %24 : tensor<2x20xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %47 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %48 = stablehlo.add %46, %47 : tensor<1x2x20xf32>
    %49 = stablehlo.slice %48 [0:1, 0:2, 0:5] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %50 = stablehlo.slice %48 [0:1, 0:2, 5:10] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %51 = stablehlo.slice %48 [0:1, 0:2, 10:15] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %52 = stablehlo.slice %48 [0:1, 0:2, 15:20] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %53 = stablehlo.logistic %49 : tensor<1x2x5xf32>
    %54 = stablehlo.logistic %50 : tensor<1x2x5xf32>
    %55 = stablehlo.tanh %51 : tensor<1x2x5xf32>
    %56 = stablehlo.logistic %52 : tensor<1x2x5xf32>
    %57 = stablehlo.multiply %54, %39 : tensor<1x2x5xf32>
    %58 = stablehlo.multiply %53, %55 : tensor<1x2x5xf32>
    %59 = stablehlo.add %57, %58 : tensor<1x2x5xf32>
    %60 = stablehlo.tanh %59 : tensor<1x2x5xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<1x2x5xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %63 = stablehlo.dot_general %62, %16, contracting_dims = [1] x [0] : (tensor<2x5xf32>, tensor<5x20xf32>) -> tensor<2x20xf32>
    %64 = stablehlo.multiply %63, %20 : tensor<2x20xf32>
    %65 = stablehlo.add %64, %24 : tensor<2x20xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %67 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<2x20xf32>) -> tensor<1x2x20xf32>
    %68 = stablehlo.add %66, %67 : tensor<1x2x20xf32>
    %69 = stablehlo.slice %68 [0:1, 0:2, 0:5] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %70 = stablehlo.slice %68 [0:1, 0:2, 5:10] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %71 = stablehlo.slice %68 [0:1, 0:2, 10:15] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %72 = stablehlo.slice %68 [0:1, 0:2, 15:20] : (tensor<1x2x20xf32>) -> tensor<1x2x5xf32>
    %73 = stablehlo.logistic %69 : tensor<1x2x5xf32>
    %74 = stablehlo.logistic %70 : tensor<1x2x5xf32>
    %75 = stablehlo.tanh %71 : tensor<1x2x5xf32>
    %76 = stablehlo.logistic %72 : tensor<1x2x5xf32>
    %77 = stablehlo.multiply %74, %59 : tensor<1x2x5xf32>
    %78 = stablehlo.multiply %73, %75 : tensor<1x2x5xf32>
    %79 = stablehlo.add %77, %78 : tensor<1x2x5xf32>
    %80 = stablehlo.tanh %79 : tensor<1x2x5xf32>
    %81 = stablehlo.multiply %76, %80 : tensor<1x2x5xf32>
    %82 = stablehlo.concatenate %41, %61, %81, dim = 0 : (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<3x2x5xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0, 2] : (tensor<3x2x5xf32>) -> tensor<2x3x5xf32>
    return %83 : tensor<2x3x5xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_20_torch.float32_1: "0x04000000E7DCAC3E885189BDBC013FBEDF38B6BEF241BC3E1127593ED2EA893E54AC3D3DE25F9BBE3C973B3E2842533DE4AC193EAF10E4BDAE1C58BEB5F8BB3EE982193EA6DC39BEA193233DBB17C7BDFAA51CBD",
      torch_tensor_20_5_torch.float32: "0x04000000708239BEF5AEBB3E0DE33BBD585E6ABDA981CDBEBAF9A5BE68EC633C64A58DBD133F66BE66B66F3EF4FD23BDEF0D213E47DBC03E248A52BE7F6361BED30BB8BD1B1E1BBD3E0C65BE3AE4DBBD8F3253BCC56A4D3E71D6D33E898EA93EFADD413DD9DDE6BCCF9BEA3D9F8D95BCD86570BD6D791D3EF34ABABE33BAC2BE7B6FED3A82CD0ABE9F8262BE3D29D5BE4C61993E9CF891BC1D0B76BEBA8A3ABE8DCAF03D390FA6BEFB4BEB3CE7B6B4BB60011C3E5FAA353E419B95BEB9BC453EE3E6AC3EDFDBEB3C8F4D693E765F2DBE59ECB53DB2CF053E788453BE455F8D3E627ED8BE75052CBEA1B986BE55ED87BE2ABF8ABE6EC2D7BEC52E9D3DD62DB5BD4BCCC0BE61DC40B9209298BD4BEA3C3E065AB3BEFFD400BEBA85BC3D181E423E0D930A3D9C34F83DBAE3E43E65A31EBE3D0E9C3E273CC53EB68DCABEA28CDD3DABB3813E1BDE8EBD73BD7C3E8139793C4650AE3EA3C31D3C099892BE25E4AD3E0032083EB4CDC23E4C5DE33D492C733E7BC48E3E6A399A3DF9E9D4BDE129BD3DD4A69FBEAF517A3CD23013BE7FA0E73CA94AB5BE",
      torch_tensor_20_torch.float32: "0x040000006EE88B3EF240D3BE9A1C443EF4CA963E68DAD1BE37E1CE3E1337AABEC9D9B3BD994E6D3E583711BEC10ECC3E41064ABE5E3F75BD2FAD95BE747454BE5671DF3ED833AC3E22E0063D319D163D434EC2BE",
      torch_tensor_20_4_torch.float32: "0x04000000B922D23E56EA073CB73799BE3EFCB3BED649C0BEC6C6C8BEEF33CF3E2BE09D3E6FD2153DEA25C3BEB38DEFBDAB18D7BE51D11D3E0B30F3BD04FFC3BDB4E20EBE80B5563EB9E1773E9FA2C83DAB6265BD490635BD490800BC1C82AABEE16CDF3E218145BEDF37853EAB5C80BEC6C0443B87C41C3E263DD2BE610F523E3644AFBE799E7F3DFB9EB5BDBB40833E198ADE3E3869CE3D503851BC27E362BE34BD2A3E8A6B5CBEA5293D3E9B7C46BEDC509B3E7CA1AF3E2C678C3EE9CA923BB25E543EE2A5D0BEF4B0B93ED8F5EDBD8EF2263E9A189BBDC4C519BEE50D57BE6CB1933E442579BE7F83A1BDE202673EB59E383D76A8C0BE72AFE3BE2FA45EBE972FD33E54CEA2BEFE637C3E18E7A33E56D13DBE7C3B4ABE53BBA4BED2DC8E3DEF0980BD7BFEB13CA7A3463EA843403E187B10BE4C9EFB3C3691D93DADF71B3C9547B73D"
    }
  }
#-}
