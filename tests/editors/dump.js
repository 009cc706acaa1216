// What the end-to-end editor tests expect of a dump, found without the
// server: its diagnostics as `hlo-async verify --format=json` reports them,
// and, read from its text, its first async done, the start that done waits
// for and the start's shape. Shared by run_client.js (a Node client) and
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

const NAME = '%?[A-Za-z_][\\w.-]*';

// The first done of FILE and its start, 0-based lines and columns as LSP counts them.
function chain(file) {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const done = new RegExp(`^\\s*(?:ROOT\\s+)?${NAME}\\s*=.*?\\b((?:[a-z][a-z0-9]*-)+done)\\((${NAME})`);
  for (let i = 0; i < lines.length; i++) {
    const m = done.exec(lines[i]);
    if (!m) continue;
    const startName = m[2].replace(/^%/, '');
    const def = new RegExp(`^(\\s*(?:ROOT\\s+)?%?)${startName.replace(/[.]/g, '\\.')}\\s*=\\s*(.*?)\\s*[a-z][a-z0-9-]*\\(`);
    const s = lines.findIndex((l) => def.test(l));
    if (s < 0) continue;
    const d = def.exec(lines[s]);
    return {
      lines,
      doneLine: i,
      doneOpcodeColumn: lines[i].indexOf(`${m[1]}(`),
      doneOperandColumn: lines[i].indexOf(m[2], lines[i].indexOf(`${m[1]}(`)) + 1,
      startLine: s,
      startName,
      startNameColumn: d[1].length,
      startShape: d[2],
    };
  }
  throw new Error(`${file} has no async done whose start it defines`);
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
