Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 1624

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir", "languageId": "plaintext", "version": 1, "text": "// StableHLO futures in a scheduled module: an all-gather started before a dot and\n// awaited after it, and a helper function the entry calls.\nmodule @lsp_futures attributes {mhlo.is_scheduled = true} {\n  func.func private @scale(%v: tensor<1024xf32>) -> tensor<1024xf32> {\n    %two = stablehlo.constant dense<2.0> : tensor<1024xf32>\n    %r = stablehlo.multiply %v, %two : tensor<1024xf32>\n    return %r : tensor<1024xf32>\n  }\n  func.func public @main(%x: tensor<1024xf32>, %w: tensor<512x512xf32>) -> (tensor<4096xf32>, tensor<512x512xf32>, tensor<1024xf32>) {\n    %gather = \"stablehlo.async_start\"(%x) ({\n      ^bb0(%a: tensor<1024xf32>):\n        %g = \"stablehlo.all_gather\"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>\n        \"stablehlo.return\"(%g) : (tensor<4096xf32>) -> ()\n    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>\n    %mm = \"stablehlo.dot_general\"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>\n    %y = \"stablehlo.async_done\"(%gather) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>\n    %s = func.call @scale(%x) : (tensor<1024xf32>) -> tensor<1024xf32>\n    return %y, %mm, %s : tensor<4096xf32>, tensor<512x512xf32>, tensor<1024xf32>\n  }\n}\n"}}}Content-Length: 181

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 9, "character": 39}}}Content-Length: 222

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 9, "character": 39}, "context": {"includeDeclaration": true}}}Content-Length: 182

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 15, "character": 33}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 9, "character": 6}}}Content-Length: 181

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 15, "character": 5}}}Content-Length: 221

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 9, "character": 6}, "context": {"includeDeclaration": true}}}Content-Length: 182

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 16, "character": 22}}}Content-Length: 167

{"jsonrpc": "2.0", "id": 8, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///not/open.mlir"}, "position": {"line": 0, "character": 0}}}Content-Length: 223

{"jsonrpc": "2.0", "id": 9, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 3, "character": 22}, "context": {"includeDeclaration": false}}}Content-Length: 182

{"jsonrpc": "2.0", "id": 10, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 5, "character": 33}}}Content-Length: 177

{"jsonrpc": "2.0", "id": 11, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 15, "character": 5}}}Content-Length: 177

{"jsonrpc": "2.0", "id": 12, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "position": {"line": 8, "character": 20}}}Content-Length: 225

{"jsonrpc": "2.0", "id": 13, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 30, "character": 0}}}}Content-Length: 257

{"jsonrpc": "2.0", "id": 14, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir"}, "range": {"start": {"line": 9, "character": 6}, "end": {"line": 9, "character": 6}}, "context": {"diagnostics": []}}}Content-Length: 303

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/futures.mlir", "version": 2}, "contentChanges": [{"range": {"start": {"line": 9, "character": 0}, "end": {"line": 9, "character": 0}}, "text": "    // hlo-async: ignore[async-exposed]\n"}]}}Content-Length: 50

{"jsonrpc": "2.0", "id": 15, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}