Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 5

{bad}Content-Length: 2

[]Content-Length: 40

{"jsonrpc":"1.0","id":3,"method":"x"}   Content-Length: 62

{"jsonrpc": "2.0", "id": 4, "method": "foo/bar", "params": {}}Content-Length: 47

{"jsonrpc":"2.0","id":1e400,"method":"foo/bar"}Content-Length: 77

{"jsonrpc": "2.0", "id": 123456789012345678901234567890, "method": "foo/bar"}Content-Length: 349

{"jsonrpc": "2.0", "id": "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii", "method": "foo/bar"}Content-Length: 55

{"jsonrpc": "2.0", "id": {"a": 1}, "method": "foo/bar"}Content-Length: 51

{"jsonrpc": "2.0", "id": null, "method": "foo/bar"}Content-Length: 61

{"jsonrpc": "2.0", "id": 5, "method": "foo/bar", "params": 5}Content-Length: 18

{"jsonrpc": "2.0"}Content-Length: 40

{"jsonrpc": "2.0", "id": 6, "method": 7}Content-Length: 39

{"jsonrpc": "2.0", "method": "foo/bar"}Content-Length: 112

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///nothing.hlo"}}}Content-Length: 136

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///nothing.hlo"}, "contentChanges": []}}Content-Type: text/plain

Content-Length: x1

Content-Length: 99999999999999999

Content-Length: 10

{"jsonrpc":"2.0","id":9,"method":"shutdown"}Content-Length: 44

{"jsonrpc": "2.0", "id": 10, "result": null}Content-Length: 83

{"jsonrpc": "2.0", "id": 11, "method": "workspace/symbol", "params": {"query": ""}}Content-Length: 69

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 11}}Content-Length: 83

{"jsonrpc": "2.0", "id": 12, "method": "workspace/symbol", "params": {"query": ""}}Content-Length: 100

{"jsonrpc"