// The HLO grammar of the VS Code extension under VS Code's own TextMate
// engine (vscode-textmate with the Oniguruma of vscode-oniguruma, from npm):
// every example of the repository (testdata/, bench/, this folder) is
// tokenised line by line to the end, every comment line, opcode and element
// type found by a reading of the text independent of the grammar gets its
// scope, and chosen tokens (opcodes, async names, shapes, comments,
// computation references, suppressions) get exactly theirs.
//
// usage: node run_grammar.js REPO_ROOT [--grammar FILE]
// (FILE: another copy of the grammar, as run_vsix.py unpacks it from the .vsix)
'use strict';

const fs = require('fs');
const path = require('path');
const { check, test, finish, need } = require('./tap');

const root = path.resolve(process.argv[2] || path.join(__dirname, '..', '..'));
const textmate = need('vscode-textmate');
const oniguruma = need('vscode-oniguruma');
const grammarArg = process.argv.indexOf('--grammar');
const grammarPath = grammarArg > 0 ? path.resolve(process.argv[grammarArg + 1])
  : path.join(root, 'editors', 'vscode', 'syntaxes', 'hlo.tmLanguage.json');

async function loadGrammar() {
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources) => new oniguruma.OnigScanner(sources),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) => scopeName === 'source.hlo'
      ? textmate.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath)
      : null,
  });
  return registry.loadGrammar('source.hlo');
}

// Every line's tokens, or the line where tokenising stopped early.
function tokenise(grammar, text) {
  let state = textmate.INITIAL;
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => {
    const r = grammar.tokenizeLine(line, state, 2000);
    if (r.stoppedEarly) throw new Error(`tokenising stopped early at line ${i + 1}`);
    state = r.ruleStack;
    return { line, tokens: r.tokens };
  });
}

function scopesAt(tokens, col) {
  const t = tokens.find((tok) => tok.startIndex <= col && col < tok.endIndex);
  return t ? t.scopes : [];
}

function asyncKind(opcode) {
  if (/-start$/.test(opcode) || opcode === 'send' || opcode === 'recv') return 'start';
  const m = /-(update|done)$/.exec(opcode);
  return m ? m[1] : null;
}

// The scope an opcode must have: async starts, updates and dones have their
// own (under support.function.opcode, so themes colour them as opcodes).
function opcodeScope(opcode) {
  const kind = asyncKind(opcode);
  return kind ? `support.function.opcode.async.${kind}.hlo` : 'support.function.opcode.hlo';
}

// Skips a shape at s[i:] as the text has it (a tuple's balanced parentheses
// with /*...*/ comments, or type[dims] and a {layout}); returns the index
// after it, or -1 where the text is not one.
function skipShape(s, i) {
  if (s[i] === '(') {
    let depth = 0;
    for (; i < s.length; i++) {
      if (s.startsWith('/*', i)) { i = s.indexOf('*/', i); if (i < 0) return -1; i++; continue; }
      if (s[i] === '(') depth++;
      if (s[i] === ')' && --depth === 0) return i + 1;
    }
    return -1;
  }
  const m = /^[a-z][a-z0-9]*\[[^\]]*\](\{[^{}]*\})?/.exec(s.slice(i));
  return m ? i + m[0].length : -1;
}

// What a reader of the text sees on a line, without the grammar: a comment
// line, or an instruction's first element type and opcode, with columns.
function expectations(line) {
  const out = [];
  const comment = /^\s*\/\//.exec(line);
  if (comment) {
    out.push({ col: comment[0].length - 2, text: '//', scope: 'comment.line.double-slash.hlo' });
    return out;
  }
  const head = /^\s*(?:ROOT\s+)?%?[A-Za-z_][\w.-]*\s*=\s*/.exec(line);
  if (!head) return out;
  const shapeAt = head[0].length;
  const type = /^\(*\s*([a-z][a-z0-9]*)\[[^\]\s]*\]/.exec(line.slice(shapeAt));
  if (type) {
    out.push({ col: shapeAt + type[0].indexOf(type[1]), text: type[1], scope: 'storage.type.shape.hlo' });
  }
  const after = skipShape(line, shapeAt);
  if (after < 0) return out;
  const op = /^\s*([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\(/.exec(line.slice(after));
  if (op) out.push({ col: after + op[0].indexOf(op[1]), text: op[1], scope: opcodeScope(op[1]) });
  return out;
}

function examples() {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.hlo')) files.push(p);
    }
  };
  walk(path.join(root, 'testdata'));
  walk(path.join(root, 'bench'));
  walk(path.join(root, 'tests', 'editors'));
  return files.filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`)).sort();
}

// [file, a line's text that picks the line, the token's text (its first
// occurrence at or after the picking text), the scope it must have].
const CHOSEN = [
  ['testdata/verify/err/async_exposed.hlo', '// async-exposed', '//', 'comment.line.double-slash.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '// async-exposed', 'async-exposed', 'comment.line.double-slash.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'HloModule', 'HloModule', 'keyword.other.module.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'HloModule', 'exposed_all_gather', 'entity.name.namespace.module.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'HloModule', 'is_scheduled', 'entity.other.attribute-name.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'ENTRY %main', 'ENTRY', 'storage.modifier.entry.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'ENTRY %main', '%main', 'entity.name.function.computation.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%sum {', '%sum', 'entity.name.function.computation.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', '%ag', 'variable.other.definition.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', 'bf16', 'storage.type.shape.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', '{1,0}', 'meta.layout.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', '4096', 'constant.numeric.integer.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', 'all-gather-start', 'support.function.opcode.async.start.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', '%w', 'variable.other.reference.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', 'channel_id', 'entity.other.attribute-name.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ag = ', 'true', 'constant.language.boolean.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%agd = ', 'all-gather-done', 'support.function.opcode.async.done.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'all-gather-done(', '%ag', 'variable.other.reference.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ar = ', 'all-reduce-start', 'support.function.opcode.async.start.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%ar = ', '%sum', 'entity.name.function.call.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%mm = ', 'dot', 'support.function.opcode.hlo'],
  ['testdata/verify/err/async_exposed.hlo', '%mm = ', 'lhs_contracting_dims', 'entity.other.attribute-name.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'ROOT %t', 'ROOT', 'keyword.other.root.hlo'],
  ['testdata/verify/err/async_exposed.hlo', 'ROOT %t', 'tuple', 'support.function.opcode.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%ags = ', 'custom-call', 'support.function.opcode.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%ags = ', 'all-gather-start', 'support.function.opcode.async.start.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%ags = ', 'async_collective_config', 'entity.other.attribute-name.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%ags = ', 'all_gather_dimension', 'string.quoted.double.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%ags = ', '\\"', 'constant.character.escape.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%agd = ', 'all-gather-done', 'support.function.opcode.async.done.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%sharding = ', 'Sharding', 'entity.name.function.target.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '%ars = ', '%add_float32_reducer', 'entity.name.function.call.hlo'],
  ['testdata/chains/jax_async_collectives.hlo', '(a: f32[]', 'a', 'variable.parameter.hlo'],
  ['testdata/resugar/late_bound_chains.hlo', '%update = ', 'async-update', 'support.function.opcode.async.update.hlo'],
  ['testdata/verify/err/send_recv_deadlock_unmatched.hlo', 's = ', 'send', 'support.function.opcode.async.start.hlo'],
  ['testdata/verify/err/send_recv_deadlock_unmatched.hlo', 'sd = ', 'send-done', 'support.function.opcode.async.done.hlo'],
  ['testdata/verify/err/unused_suppression.hlo', '%m = ', 'ignore', 'keyword.other.suppression.hlo'],
  ['testdata/verify/err/unused_suppression.hlo', '%m = ', 'async-thread', 'constant.other.rule.hlo'],
  ['testdata/verify/err/unused_suppression.hlo', '%m = ', 'async-thread', 'comment.line.double-slash.hlo'],
  ['tests/editors/grammar_forms.hlo', 'HloModule', 'entry_computation_layout', 'entity.other.attribute-name.hlo'],
  ['tests/editors/grammar_forms.hlo', '%p0 = ', '{1,0:T(8,128)}', 'meta.layout.hlo'],
  ['tests/editors/grammar_forms.hlo', '%p0 = ', 'parameter', 'support.function.opcode.hlo'],
  ['tests/editors/grammar_forms.hlo', '%len = ', '<=', 'keyword.operator.dynamic.hlo'],
  ['tests/editors/grammar_forms.hlo', '%len = ', '?', 'keyword.operator.dynamic.hlo'],
  ['tests/editors/grammar_forms.hlo', '%t = ', '/*index=5*/', 'comment.block.hlo'],
  ['tests/editors/grammar_forms.hlo', '%t = ', 'tuple', 'support.function.opcode.hlo'],
  ['tests/editors/grammar_forms.hlo', '%cp-start = ', '%cp-start', 'variable.other.definition.hlo'],
  ['tests/editors/grammar_forms.hlo', '%cp-start = ', 'collective-permute-start', 'support.function.opcode.async.start.hlo'],
  ['tests/editors/grammar_forms.hlo', '%cp-start = ', 'metadata', 'entity.other.attribute-name.hlo'],
  ['tests/editors/grammar_forms.hlo', '%cp-start = ', 'op_name', 'entity.other.attribute-name.metadata.hlo'],
  ['tests/editors/grammar_forms.hlo', '%cp-start = ', 'source_line', 'meta.metadata.hlo'],
  ['tests/editors/grammar_forms.hlo', '%cp-start = ', '"/tmp/step.py"', 'string.quoted.double.hlo'],
  ['tests/editors/grammar_forms.hlo', 'ROOT %add.1', 'f32', 'storage.type.shape.hlo'],
  ['tests/editors/grammar_forms.hlo', 'ROOT %add.1', '%x.1', 'variable.other.reference.hlo'],
  ['tests/editors/grammar_forms.hlo', 'to_apply=', 'to_apply', 'entity.other.attribute-name.hlo'],
  ['tests/editors/grammar_forms.hlo', 'to_apply=', '%region_0.1', 'entity.name.function.call.hlo'],
  ['tests/editors/grammar_forms.hlo', 'to_apply=', 'backend_config', 'entity.other.attribute-name.hlo'],
  ['tests/editors/grammar_forms.hlo', '%c = ', '-inf', 'constant.language.hlo'],
  ['tests/editors/grammar_forms.hlo', '%fusion = ', 'kLoop', 'constant.other.enum.hlo'],
  ['tests/editors/grammar_forms.hlo', '%fusion = ', '%fused_scale', 'entity.name.function.call.hlo'],
  ['tests/editors/grammar_forms.hlo', '%fused_scale (', '%fused_scale', 'entity.name.function.computation.hlo'],
  ['tests/editors/grammar_forms.hlo', 'ROOT %cp-done', 'collective-permute-done', 'support.function.opcode.async.done.hlo'],
  ['tests/editors/grammar_forms.hlo', 'ROOT %cp-done', 'async-exposed', 'constant.other.rule.hlo'],
];

async function main() {
  let grammar;
  await test('the grammar loads under vscode-textmate', async () => {
    grammar = await loadGrammar();
    check('the grammar loads under vscode-textmate', grammar);
  });
  if (!grammar) return finish();

  const cache = new Map();
  const tokensOf = (rel) => {
    if (!cache.has(rel)) cache.set(rel, tokenise(grammar, fs.readFileSync(path.join(root, rel), 'utf8')));
    return cache.get(rel);
  };

  for (const file of examples()) {
    const rel = path.relative(root, file);
    await test(`tokenises ${rel}`, () => {
      const problems = [];
      let seen = 0;
      for (const [i, { line, tokens }] of tokensOf(rel).entries()) {
        // Tokens cover the line without gaps.
        if (line.length && tokens[tokens.length - 1].endIndex < line.length) {
          problems.push(`line ${i + 1}: tokens end at ${tokens[tokens.length - 1].endIndex} of ${line.length}`);
        }
        const start = scopesAt(tokens, line.search(/\S/));
        if (start.some((s) => s.startsWith('comment.block') || s.startsWith('string'))) continue;
        for (const want of expectations(line)) {
          seen++;
          const got = scopesAt(tokens, want.col);
          if (!got.includes(want.scope)) {
            problems.push(`line ${i + 1}: '${want.text}' at column ${want.col + 1} is ${got.join(' ')}, not ${want.scope}`);
          }
        }
      }
      check(`tokenises ${rel} (${seen} comments, element types and opcodes in their scopes)`,
        problems.length === 0, problems.slice(0, 10).join('\n'));
    });
  }

  for (const [rel, pick, text, scope] of CHOSEN) {
    const name = `${rel}: '${text}' on the line of '${pick}' is ${scope}`;
    await test(name, () => {
      const lines = tokensOf(rel);
      const at = lines.findIndex(({ line }) => line.includes(pick));
      if (at < 0) throw new Error(`no line has '${pick}'`);
      const { line, tokens } = lines[at];
      const col = line.indexOf(text, line.indexOf(pick));
      if (col < 0) throw new Error(`line ${at + 1} has no '${text}' after '${pick}'`);
      const scopes = new Set();
      for (let c = col; c < col + text.length; c++) scopesAt(tokens, c).forEach((s) => scopes.add(s));
      const every = [...Array(text.length).keys()].every((k) => scopesAt(tokens, col + k).includes(scope));
      check(name, every, `line ${at + 1}: '${text}' has ${[...scopes].join(', ')}`);
    });
  }
  finish();
}

main().catch((err) => {
  check('the grammar test runs', false, err.stack);
  finish();
});
