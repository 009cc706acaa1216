Content-Length: 119

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": {}}}Content-Length: 1901

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo", "languageId": "hlo", "version": 1, "text": "// A scheduled module with three kinds of async op: a sugared all-gather whose\n// done waits (exposed), a generic async-start/update/done running a computation,\n// and a while loop whose body reduces.\nHloModule lsp_chains, is_scheduled=true, num_partitions=8\n\n%add {\n  %x = f32[] parameter(0)\n  %y = f32[] parameter(1)\n  ROOT %s = f32[] add(%x, %y)\n}\n\n%negate_it {\n  %p = f32[64]{0} parameter(0)\n  ROOT %n = f32[64]{0} negate(%p)\n}\n\n%body {\n  %bp = (s32[], f32[64]{0}) parameter(0)\n  %i = s32[] get-tuple-element(%bp), index=0\n  %v = f32[64]{0} get-tuple-element(%bp), index=1\n  %one = s32[] constant(1)\n  %next = s32[] add(%i, %one)\n  ROOT %out = (s32[], f32[64]{0}) tuple(%next, %v)\n}\n\n%cond {\n  %cp = (s32[], f32[64]{0}) parameter(0)\n  %ci = s32[] get-tuple-element(%cp), index=0\n  %limit = s32[] constant(4)\n  ROOT %lt = pred[] compare(%ci, %limit), direction=LT\n}\n\nENTRY %main {\n  %w = bf16[1024,4096]{1,0} parameter(0)\n  %h = bf16[1024,4096]{1,0} parameter(1)\n  %f = f32[64]{0} parameter(2)\n  %ag = (bf16[1024,4096]{1,0}, bf16[8192,4096]{1,0}) all-gather-start(%w), channel_id=1, replica_groups=[1,8]<=[8], dimensions={0}, use_global_device_ids=true\n  %scale = bf16[1024,4096]{1,0} multiply(%h, %h)\n  %agd = bf16[8192,4096]{1,0} all-gather-done(%ag)\n  %st = ((f32[64]{0}), f32[64]{0}, u32[]) async-start(%f), calls=%negate_it\n  %up = ((f32[64]{0}), f32[64]{0}, u32[]) async-update(%st)\n  %dn = f32[64]{0} async-done(%up)\n  %zero = s32[] constant(0)\n  %init = (s32[], f32[64]{0}) tuple(%zero, %dn)\n  %loop = (s32[], f32[64]{0}) while(%init), condition=%cond, body=%body\n  ROOT %t = (bf16[8192,4096]{1,0}, bf16[1024,4096]{1,0}, (s32[], f32[64]{0})) tuple(%agd, %scale, %loop)\n}\n"}}}Content-Length: 1161

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/sugar.hlo", "languageId": "hlo", "version": 1, "text": "// A sugared async op (custom-call-start and its done, which desugar spells as\n// async-start/async-done with a computation of its own) and JAX's explicit\n// async all-reduce: two custom-calls paired as a start and a done.\nHloModule lsp_sugar, num_partitions=4\n\n%add {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n\nENTRY %main {\n  %p = f32[10]{0} parameter(0)\n  %q = f32[8,16]{1,0} parameter(1)\n  %cs = ((f32[10]{0}), f32[20]{0}, s32[]) custom-call-start(%p), custom_call_target=\"foo\"\n  %cd = f32[20]{0} custom-call-done(%cs)\n  %ars = f32[8,16]{1,0} custom-call(%q), custom_call_target=\"all-reduce-start\", called_computations={%add}, frontend_attributes={async_collective_config=\"{\\\"replica_groups\\\": [[0, 1, 2, 3]], \\\"channel_id\\\": 2, \\\"use_global_device_ids\\\": true}\"}\n  %ard = f32[8,16]{1,0} custom-call(%ars), custom_call_target=\"all-reduce-done\"\n  ROOT %t = (f32[20]{0}, f32[8,16]{1,0}) tuple(%cd, %ard)\n}\n"}}}Content-Length: 174

{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 36, "character": 4}}}Content-Length: 174

{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 40, "character": 3}}}Content-Length: 175

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 39, "character": 45}}}Content-Length: 174

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 16, "character": 2}}}Content-Length: 173

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/sugar.hlo"}, "position": {"line": 16, "character": 3}}}Content-Length: 178

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/sugar.hlo"}, "position": {"line": 16, "character": 3}}}Content-Length: 174

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///tmp/lsp-seeds/chains.hlo"}, "position": {"line": 31, "character": 0}}}Content-Length: 49

{"jsonrpc": "2.0", "id": 8, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}