Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 1190

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo", "languageId": "hlo", "version": 1, "text": "HloModule chains, is_scheduled=true\n\nENTRY %main (p: f32[1024]) -> f32[1024] {\n  %p = f32[1024]{0} parameter(0)\n  %ag-start.0 = (f32[1024]{0}, f32[8192]{0}) all-gather-start(f32[1024]{0} %p), replica_groups={{0,1,2,3,4,5,6,7}}, dimensions={0}\n  %neg.0 = f32[1024]{0} negate(f32[1024]{0} %p)\n  %ag-done.0 = f32[8192]{0} all-gather-done((f32[1024]{0}, f32[8192]{0}) %ag-start.0)\n  %slice.0 = f32[1024]{0} slice(f32[8192]{0} %ag-done.0), slice={[0:1024]}\n  %add.0 = f32[1024]{0} add(f32[1024]{0} %slice.0, f32[1024]{0} %neg.0)\n  %ag-start.1 = (f32[1024]{0}, f32[8192]{0}) all-gather-start(f32[1024]{0} %add.0), replica_groups={{0,1,2,3,4,5,6,7}}, dimensions={0}\n  %neg.1 = f32[1024]{0} negate(f32[1024]{0} %add.0)\n  %ag-done.1 = f32[8192]{0} all-gather-done((f32[1024]{0}, f32[8192]{0}) %ag-start.1)\n  %slice.1 = f32[1024]{0} slice(f32[8192]{0} %ag-done.1), slice={[0:1024]}\n  %add.1 = f32[1024]{0} add(f32[1024]{0} %slice.1, f32[1024]{0} %neg.1)\n  ROOT %out = f32[1024]{0} copy(f32[1024]{0} %add.1)\n}\n"}}}Content-Length: 264

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo", "version": 2}, "contentChanges": [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 0}}, "text": " "}]}}Content-Length: 176

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo"}, "position": {"line": 4, "character": 3}}}Content-Length: 68

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}}Content-Length: 263

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo", "version": 3}, "contentChanges": [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 1}}, "text": ""}]}}Content-Length: 181

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo"}, "position": {"line": 6, "character": 3}}}Content-Length: 264

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo", "version": 4}, "contentChanges": [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 0}}, "text": " "}]}}Content-Length: 181

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo"}, "position": {"line": 6, "character": 3}}}Content-Length: 263

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains40k.hlo", "version": 5}, "contentChanges": [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 1}}, "text": ""}]}}Content-Length: 86

{"jsonrpc": "2.0", "id": 4, "method": "workspace/symbol", "params": {"query": "main"}}Content-Length: 68

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 4}}Content-Length: 49

{"jsonrpc": "2.0", "id": 5, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}