Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 734

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/hover_more.hlo", "languageId": "hlo", "version": 1, "text": "// A parameter with two users, a start no done reaches, and a done whose operand\n// is no start (its diagnostic is on a name hover also explains).\nHloModule hover_more, is_scheduled=true\n\n%w {\n  %x = f32[8]{0} parameter(0)\n  ROOT %n = f32[8]{0} negate(%x)\n}\n\nENTRY %main {\n  %p = f32[8]{0} parameter(0)\n  %a = f32[8]{0} negate(%p)\n  %b = f32[8]{0} abs(%p)\n  %s = ((f32[8]{0}), f32[8]{0}, s32[]) async-start(%a), calls=%w\n  %d = f32[8]{0} async-done(%b)\n  ROOT %t = (f32[8]{0}, f32[8]{0}, ((f32[8]{0}), f32[8]{0}, s32[])) tuple(%a, %d, %s)\n}\n"}}}Content-Length: 178

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/hover_more.hlo"}, "position": {"line": 10, "character": 4}}}Content-Length: 178

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/hover_more.hlo"}, "position": {"line": 13, "character": 4}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/hover_more.hlo"}, "position": {"line": 14, "character": 30}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 5, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}