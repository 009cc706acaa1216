Content-Length: 172

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {"general": {"positionEncodings": ["utf-8", "utf-16"]}}}}Content-Length: 535

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "languageId": "hlo", "version": 1, "text": "// Edited in place by edits.test. Positions are UTF-16 code units: \u00b5 is one, \ud834\udd1e two.\nHloModule lsp_edits\n\nENTRY %main {\n  %p = f32[8]{0} parameter(0)\n  %n = f32[8]{0} negate(%p), metadata={op_name=\"\ud834\udd1e \u00b5\"}\n  ROOT %r = f32[8]{0} add(%n, %p), metadata={op_name=\"\ud834\udd1e\ud834\udd1e \u00b5\"}, control-predecessors={%n}\n}\n"}}}Content-Length: 219

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 6, "character": 92}, "context": {"includeDeclaration": true}}}Content-Length: 263

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "version": 2}, "contentChanges": [{"range": {"start": {"line": 6, "character": 91}, "end": {"line": 6, "character": 93}}, "text": "%p"}]}}Content-Length: 218

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 5, "character": 2}, "context": {"includeDeclaration": true}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}