module {
  func.func @main(%arg0: tensor<2x3xi64>) -> tensor<2x6xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_10_6_torch.float32> : tensor<10x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.gather"(%cst, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<2x3xi64>) -> tensor<2x3x6xf32>
    %1 = stablehlo.convert %0 : tensor<2x3x6xf32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x3x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    return %2 : tensor<2x6xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_6_torch.float32: "0x04000000507183BF7A50243F9BDDE4BFB4CBE3BF76DCDABE02406ABF7984AEBF32E0A7BFFABA1BBD4F4C11BFC2082BBE24F9E23F51D1CE3D55A2B9BFCBE3AEBFE4D7653EEFE4AC3FFA4146BE927889BDB514A33FEC8DE63FFC8B9BBF3B368C3FC3DF03C064E9103F62F2B33F3122E23E387014BF4F9B3E3EAA62C8BE5A63DD3D7FC15A3EE72CAF3F8F13CC3ECBE429BF8A967F3E2068FFBB943CB4BFE3F786BFD79B6A3F23FD2ABF11FE653FE41D35C030A393BF998040BF398ABDBE4DCC03BF6AC3CC3EECEC1B3F95FEC53F640F14BFE1960D402D0A57BDD00E223EBF032D3FFADEFF3EB473DD3EEE4F0FC0562D573F6370323E"
    }
  }
#-}
