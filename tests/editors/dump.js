// What the end-to-end editor tests expect of a dump, found without the
// server: its diagnostics as `hlo-async verify --format=json` reports them,
// its first async op as `hlo-async chains --format=json` finds it, and,
// read from the text, where the op's names are and the start's shape. Shared by run_client.js (a Node client) and
// run_neovim.js (Neovim) so both hold the server to the same answers.
'use strict';

const fs = require('fs');
const { spawnSync } = require('child_process');

// The CLI's diagnostics of FILE: [{rule, severity, line, column, related: [line]}], 1-based.
function cliDiagnostics(bin, file) {
  const r = spawnSync(bin, ['verify', '--format=json', file], { encoding: 'utf8' });
  if (r.error) throw r.error;
  if (r.status === 2) throw new Error(`${bin} verify ${file}: exit 2\n${r.stderr}`);
  const doc = JSON.parse(r.stdout);
  return doc.files.flatMap((f) => f.diagnostics).map((d) => ({
    rule: d.rule,
    severity: d.severity,
    line: d.line,
    column: d.column,
    related: (d.related || []).map((rel) => rel.line),
  }));
}

// Where a defined name starts on LINE (the column after its sigil), or -1.
function nameColumn(line, name) {
  const m = new RegExp(`^(\\s*(?:ROOT\\s+)?%?)${name.replace(/[.]/g, '\\.')}\\s*=`).exec(line);
  return m ? m[1].length : -1;
}

// The first async op of FILE whose start and done are lines of it, as
// `hlo-async chains --format=json` finds it, with what the text says of it:
// 0-based lines and columns as LSP counts them.
function chain(bin, file) {
  const r = spawnSync(bin, ['chains', '--format=json', file], { encoding: 'utf8' });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${bin} chains ${file}: exit ${r.status}\n${r.stderr}`);
  const ops = JSON.parse(r.stdout).files.flatMap((f) => f.modules)
    .flatMap((m) => m.computations).flatMap((c) => c.ops);
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const op = ops.find((o) => o.start && o.done && o.start.line !== o.done.line &&
    nameColumn(lines[o.start.line - 1], o.start.name) >= 0 && nameColumn(lines[o.done.line - 1], o.done.name) >= 0);
  if (!op) throw new Error(`chains finds no async op in ${file} with its start and done on lines of their own`);
  const startLine = op.start.line - 1;
  const doneLine = op.done.line - 1;
  const done = lines[doneLine];
  // The done's first operand, where it names the start ("X-done(%start)").
  const operand = new RegExp(`-done\\((%?)${op.start.name.replace(/[.]/g, '\\.')}[,)]`).exec(done);
  const shape = new RegExp(`^\\s*(?:ROOT\\s+)?%?${op.start.name.replace(/[.]/g, '\\.')}\\s*=\\s*(.*?)\\s*[a-z][a-z0-9-]*\\(`)
    .exec(lines[startLine]);
  return {
    op: op.op,
    startName: op.start.name,
    startLine,
    startNameColumn: nameColumn(lines[startLine], op.start.name),
    startShape: shape ? shape[1] : '',
    doneName: op.done.name,
    doneLine,
    doneNameColumn: nameColumn(done, op.done.name),
    doneOperandColumn: operand ? operand.index + 6 + operand[1].length : -1,
  };
}

// Shapes as a reader compares them: without layouts and blanks.
function plainShape(text) {
  return text.replace(/\{[^{}]*\}/g, '').replace(/\s+/g, '');
}

// The array shapes of a (tuple) shape: "bf16[8,16]", ...
function arrayShapes(shape) {
  return plainShape(shape).match(/[a-z][a-z0-9]*\[[^\]]*\]/g) || [];
}

// What a hover must say of a start: every array shape of its result, and
// how much of it is exposed (the words of `chains`).
function hoverProblems(text, startShape) {
  const problems = [];
  const plain = plainShape(text);
  for (const s of arrayShapes(startShape)) if (!plain.includes(s)) problems.push(`no shape ${s}`);
  if (!/exposed/i.test(text)) problems.push('no word on exposure');
  return problems;
}

module.exports = { cliDiagnostics, chain, plainShape, hoverProblems };
