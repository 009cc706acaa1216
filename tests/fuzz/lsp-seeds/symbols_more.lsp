Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 473

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/uncalled.mlir", "languageId": "mlir", "version": 1, "text": "// A function nothing calls, beside the entry; each on one line (nothing to fold).\nmodule @lsp_uncalled {\n  func.func private @spare(%v: tensor<4xf32>) -> tensor<4xf32> { return %v : tensor<4xf32> }\n  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> { return %x : tensor<4xf32> }\n}\n"}}}Content-Length: 144

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/uncalled.mlir"}}}Content-Length: 142

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/foldingRange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/uncalled.mlir"}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}