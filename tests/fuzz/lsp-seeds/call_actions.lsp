Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 525

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/call_chain.hlo", "languageId": "hlo", "version": 1, "text": "// A late-bound call chain: call-start, call-done, and the computation they run.\nHloModule lsp_call_chain\n\n%body {\n  %x = f32[8]{0} parameter(0)\n  ROOT %n = f32[8]{0} negate(%x)\n}\n\nENTRY %main {\n  %p = f32[8]{0} parameter(0)\n  %cs = ((f32[8]{0}), f32[8]{0}, s32[]) call-start(%p), to_apply=%body\n  ROOT %cd = f32[8]{0} call-done(%cs)\n}\n"}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/call_chain.hlo"}, "range": {"start": {"line": 10, "character": 3}, "end": {"line": 10, "character": 3}}, "context": {"diagnostics": []}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/call_chain.hlo"}, "range": {"start": {"line": 11, "character": 5}, "end": {"line": 11, "character": 5}}, "context": {"diagnostics": []}}}Content-Length: 258

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/call_chain.hlo"}, "range": {"start": {"line": 5, "character": 5}, "end": {"line": 5, "character": 5}}, "context": {"diagnostics": []}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 5, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}