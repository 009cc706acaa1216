Content-Length: 154

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///x.hlo"}, "position": {"line": 0, "character": 0}}}Content-Length: 166

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///x.hlo", "languageId": "hlo", "version": 1, "text": "HloModule m\n"}}}Content-Length: 170

{"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}, "initializationOptions": {"profile": "h100"}}}Content-Length: 57

{"jsonrpc": "2.0", "method": "initialized", "params": {}}Content-Length: 119

{"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 122

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///x.hlo"}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 4, "method": "shutdown"}Content-Length: 82

{"jsonrpc": "2.0", "id": 5, "method": "workspace/symbol", "params": {"query": ""}}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}