Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 535

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "languageId": "hlo", "version": 1, "text": "// Edited in place by edits.test. Positions are UTF-16 code units: \u00b5 is one, \ud834\udd1e two.\nHloModule lsp_edits\n\nENTRY %main {\n  %p = f32[8]{0} parameter(0)\n  %n = f32[8]{0} negate(%p), metadata={op_name=\"\ud834\udd1e \u00b5\"}\n  ROOT %r = f32[8]{0} add(%n, %p), metadata={op_name=\"\ud834\udd1e\ud834\udd1e \u00b5\"}, control-predecessors={%n}\n}\n"}}}Content-Length: 178

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 6, "character": 87}}}Content-Length: 218

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 5, "character": 2}, "context": {"includeDeclaration": true}}}Content-Length: 175

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 4, "character": 1000}}}Content-Length: 175

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 1000, "character": 0}}}Content-Length: 261

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "version": 2}, "contentChanges": [{"range": {"start": {"line": 5, "character": 26}, "end": {"line": 5, "character": 27}}, "text": ""}]}}Content-Length: 172

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 5, "character": 3}}}Content-Length: 178

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 6, "character": 87}}}Content-Length: 262

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "version": 3}, "contentChanges": [{"range": {"start": {"line": 5, "character": 26}, "end": {"line": 5, "character": 26}}, "text": ")"}]}}Content-Length: 391

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "version": 4}, "contentChanges": [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 0}}, "text": "  %q = f32[8]{0} negate(%p)\n"}, {"range": {"start": {"line": 7, "character": 26}, "end": {"line": 7, "character": 28}}, "text": "%q"}]}}Content-Length: 218

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo"}, "position": {"line": 5, "character": 3}, "context": {"includeDeclaration": true}}}Content-Length: 239

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "version": 5}, "contentChanges": [{"text": "HloModule m\nENTRY %e {\n  ROOT %r = f32[8]{0} add(%zz, %zz)\n}\n"}]}}Content-Length: 208

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/edits.hlo", "version": 6}, "contentChanges": [{"range": {"start": {"line": 0}}, "text": "x"}]}}Content-Length: 49

{"jsonrpc": "2.0", "id": 8, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}