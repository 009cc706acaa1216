Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 548

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/calls.hlo", "languageId": "hlo", "version": 1, "text": "// A conditional: each branch computation a definition away from its name.\nHloModule lsp_calls\n\n%t {\n  %a = f32[] parameter(0)\n  ROOT %n = f32[] negate(%a)\n}\n\n%f {\n  %b = f32[] parameter(0)\n  ROOT %m = f32[] abs(%b)\n}\n\nENTRY %main {\n  %i = s32[] parameter(0)\n  %x = f32[] parameter(1)\n  ROOT %c = f32[] conditional(%i, %x, %x), branch_computations={%t, %f}\n}\n"}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/calls.hlo"}, "position": {"line": 16, "character": 69}}}Content-Length: 218

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/calls.hlo"}, "position": {"line": 3, "character": 1}, "context": {"includeDeclaration": true}}}Content-Length: 140

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/calls.hlo"}}}Content-Length: 516

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/dialect.mlir", "languageId": "mlir", "version": 1, "text": "// MLIR's async dialect: an execute that defines a token and a value, and the await of\n// the value (its done).\nfunc.func @main(%arg0: f32) -> f32 {\n  %token, %v = async.execute -> !async.value<f32> {\n    %0 = arith.addf %arg0, %arg0 : f32\n    async.yield %0 : f32\n  }\n  %r = async.await %v : !async.value<f32>\n  return %r : f32\n}\n"}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/dialect.mlir"}, "position": {"line": 3, "character": 4}}}Content-Length: 181

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/dialect.mlir"}, "position": {"line": 7, "character": 20}}}Content-Length: 222

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/dialect.mlir"}, "position": {"line": 3, "character": 11}, "context": {"includeDeclaration": true}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 7, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}