Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 1901

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo", "languageId": "hlo", "version": 1, "text": "// A scheduled module with three kinds of async op: a sugared all-gather whose\n// done waits (exposed), a generic async-start/update/done running a computation,\n// and a while loop whose body reduces.\nHloModule lsp_chains, is_scheduled=true, num_partitions=8\n\n%add {\n  %x = f32[] parameter(0)\n  %y = f32[] parameter(1)\n  ROOT %s = f32[] add(%x, %y)\n}\n\n%negate_it {\n  %p = f32[64]{0} parameter(0)\n  ROOT %n = f32[64]{0} negate(%p)\n}\n\n%body {\n  %bp = (s32[], f32[64]{0}) parameter(0)\n  %i = s32[] get-tuple-element(%bp), index=0\n  %v = f32[64]{0} get-tuple-element(%bp), index=1\n  %one = s32[] constant(1)\n  %next = s32[] add(%i, %one)\n  ROOT %out = (s32[], f32[64]{0}) tuple(%next, %v)\n}\n\n%cond {\n  %cp = (s32[], f32[64]{0}) parameter(0)\n  %ci = s32[] get-tuple-element(%cp), index=0\n  %limit = s32[] constant(4)\n  ROOT %lt = pred[] compare(%ci, %limit), direction=LT\n}\n\nENTRY %main {\n  %w = bf16[1024,4096]{1,0} parameter(0)\n  %h = bf16[1024,4096]{1,0} parameter(1)\n  %f = f32[64]{0} parameter(2)\n  %ag = (bf16[1024,4096]{1,0}, bf16[8192,4096]{1,0}) all-gather-start(%w), channel_id=1, replica_groups=[1,8]<=[8], dimensions={0}, use_global_device_ids=true\n  %scale = bf16[1024,4096]{1,0} multiply(%h, %h)\n  %agd = bf16[8192,4096]{1,0} all-gather-done(%ag)\n  %st = ((f32[64]{0}), f32[64]{0}, u32[]) async-start(%f), calls=%negate_it\n  %up = ((f32[64]{0}), f32[64]{0}, u32[]) async-update(%st)\n  %dn = f32[64]{0} async-done(%up)\n  %zero = s32[] constant(0)\n  %init = (s32[], f32[64]{0}) tuple(%zero, %dn)\n  %loop = (s32[], f32[64]{0}) while(%init), condition=%cond, body=%body\n  ROOT %t = (bf16[8192,4096]{1,0}, bf16[1024,4096]{1,0}, (s32[], f32[64]{0})) tuple(%agd, %scale, %loop)\n}\n"}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 38, "character": 47}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 36, "character": 3}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 38, "character": 4}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 39, "character": 2}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 40, "character": 5}}}Content-Length: 179

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 41, "character": 3}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 40, "character": 56}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 8, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 39, "character": 70}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 9, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 44, "character": 55}}}Content-Length: 181

{"jsonrpc": "2.0", "id": 10, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 44, "character": 70}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 11, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 37, "character": 4}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 12, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 31, "character": 0}}}Content-Length: 221

{"jsonrpc": "2.0", "id": 13, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 39, "character": 3}, "context": {"includeDeclaration": true}}}Content-Length: 223

{"jsonrpc": "2.0", "id": 14, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 38, "character": 48}, "context": {"includeDeclaration": false}}}Content-Length: 221

{"jsonrpc": "2.0", "id": 15, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 16, "character": 2}, "context": {"includeDeclaration": true}}}Content-Length: 221

{"jsonrpc": "2.0", "id": 16, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 34, "character": 3}, "context": {"includeDeclaration": true}}}Content-Length: 222

{"jsonrpc": "2.0", "id": 19, "method": "textDocument/references", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 45, "character": 8}, "context": {"includeDeclaration": false}}}Content-Length: 180

{"jsonrpc": "2.0", "id": 17, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": -1, "character": 0}}}Content-Length: 50

{"jsonrpc": "2.0", "id": 18, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}