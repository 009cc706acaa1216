Content-Length: 51

{"jsonrpc": "2.0", "id": 0, "method": "initialize"}Content-Length: 52

{"jsonrpc": "2.0", "method": "textDocument/didOpen"}Content-Length: 109

{"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": "file:///none.hlo"}}}Content-Length: 110

{"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": "file:///none.hlo"}}}Content-Length: 91

{"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {"settings": 5}}Content-Length: 70

{"jsonrpc": "2.0", "method": "$/setTrace", "params": {"value": "off"}}Content-Length: 216

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///t/x.hlo", "languageId": "hlo", "version": 1, "text": "HloModule a\nENTRY %e {\n  ROOT %p = f32[8] parameter(0)\n}\n"}}}Content-Length: 215

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///t/x.hlo", "languageId": "hlo", "version": 3, "text": "HloModule a\nENTRY %e {\n  ROOT %p = f32[8] parameter(0\n}\n"}}}Content-Length: 231

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///t/x.hlo", "version": 4}, "contentChanges": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}}]}}Content-Length: 110

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///t/x.hlo"}}}Content-Length: 204

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "file:///t/x.hlo"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}}}Content-Length: 156

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///t/x.hlo"}, "position": {"line": 1, "character": 7}}}Content-Length: 115

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///t/x.hlo"}}}Content-Length: 169

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///t/x.hlo"}, "range": {"start": {"line": 0, "character": 0}}}}Content-Length: 119

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "file:///t/x.hlo"}}}Content-Length: 64

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/definition"}Content-Length: 79

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/definition", "params": [1]}Content-Length: 57

{"jsonrpc": "2.0", "id": 8, "method": "workspace/symbol"}Content-Length: 205

{"jsonrpc": "2.0", "id": 9, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///t/x.hlo"}, "range": {"start": {"line": 3, "character": 0}, "end": {"line": 0, "character": 0}}}}Content-Length: 162

{"jsonrpc": "2.0", "id": 10, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///t/x.hlo"}, "position": {"line": 0, "character": 0}}}Content-Length: 159

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "untitled:Untitled-1", "languageId": "hlo", "version": 1, "text": ""}}}Content-Length: 113

{"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": "untitled:Untitled-1"}}}Content-Length: 50

{"jsonrpc": "2.0", "id": 11, "method": "shutdown"}Content-Length: 109

{"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": "file:///t/x.hlo"}}}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}