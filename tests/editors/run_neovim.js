// End to end with Neovim (Debian's, headless): the Neovim 0.7 setup of
// docs/editors.md, read from the page, is sourced; a bundled dump opened as a
// user opens it must get verify's diagnostics, definition on the name of its
// first done must move the cursor along the chain to the start (as `chains`
// pairs them), a hover on the start must show its shape
// and exposure, and stopping the client must end the server with status 0.
// neovim_check.lua does the editing and writes what it saw as JSON.
//
// usage: node run_neovim.js REPO_ROOT HLO_ASYNC_BINARY [NVIM] [DUMP]
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { check, test, finish } = require('./tap');
const { cliDiagnostics, chain, hoverProblems } = require('./dump');

const root = path.resolve(process.argv[2] || '.');
const bin = path.resolve(process.argv[3] || 'build/hlo-async');
const nvim = process.argv[4] || 'nvim';
const dump = path.resolve(root, process.argv[5] || 'testdata/verify/err/async_exposed.hlo');
const rel = path.relative(root, dump);
const HLO_DUMP_NAME = 'module_0007.jit_step.sm_9.0_gpu_after_optimizations.txt';
const BUFFER_ASSIGNMENT_NAME = 'module_0007.jit_step.sm_9.0_gpu_after_optimizations-buffer-assignment.txt';

// The first ```lua block under the "### Neovim 0.7" heading of docs/editors.md.
function snippet() {
  const page = fs.readFileSync(path.join(root, 'docs', 'editors.md'), 'utf8');
  const m = /^### Neovim 0\.7[^\n]*\n[\s\S]*?^```lua\n([\s\S]*?)^```/m.exec(page);
  if (!m) throw new Error('docs/editors.md has no ```lua block under "### Neovim 0.7"');
  return m[1];
}

function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hloa-nvim-'));
  let result = null;
  const c = chain(bin, dump);
  test('Neovim runs the setup of docs/editors.md on a dump', () => {
    fs.writeFileSync(path.join(tmp, 'setup.lua'), snippet());
    // The setup runs `hlo-async lsp` from PATH, as a user's does.
    const bindir = path.join(tmp, 'bin');
    fs.mkdirSync(bindir);
    fs.symlinkSync(bin, path.join(bindir, 'hlo-async'));
    // XLA's dump names: the HLO after (or before) optimizations, and the
    // buffer assignment beside it, which is no HLO.
    const more = [HLO_DUMP_NAME, BUFFER_ASSIGNMENT_NAME].map((n) => path.join(tmp, n));
    fs.copyFileSync(dump, more[0]);
    fs.writeFileSync(more[1], 'BufferAssignment:\n');
    const r = spawnSync(nvim, ['--headless', '--clean', '-n', '-c', `luafile ${path.join(__dirname, 'neovim_check.lua')}`], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120000,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${bindir}${path.delimiter}${process.env.PATH}`,
        HOME: tmp,
        XDG_STATE_HOME: tmp,
        XDG_DATA_HOME: tmp,
        HLOA_SNIPPET: path.join(tmp, 'setup.lua'),
        HLOA_DUMP: dump,
        HLOA_RESULT: path.join(tmp, 'result.json'),
        HLOA_DEF_LINE: String(c.doneLine + 1),
        HLOA_DEF_COL: String(c.doneNameColumn),
        HLOA_HOVER_LINE: String(c.startLine + 1),
        HLOA_HOVER_COL: String(c.startNameColumn),
        HLOA_MORE: more.join('\n'),
      },
    });
    if (r.error) throw new Error(`${nvim}: ${r.error.message}`);
    const out = path.join(tmp, 'result.json');
    if (!fs.existsSync(out)) throw new Error(`Neovim wrote no result (exit ${r.status}): ${r.stderr}${r.stdout}`);
    result = JSON.parse(fs.readFileSync(out, 'utf8'));
    check('Neovim runs the setup of docs/editors.md on a dump', !result.error && result.client === 'hlo-async',
      `${result.error || ''}\nsteps done: ${(result.steps || []).join(', ')}`);
  });
  if (!result) return finish();

  check(`Neovim: ${rel} has filetype hlo`, result.filetype === 'hlo', `filetype '${result.filetype}'`);

  test(`Neovim: diagnostics of ${rel} are verify's`, () => {
    const want = cliDiagnostics(bin, dump).map((d) => `${d.rule}@${d.line}`).sort();
    const got = (result.diagnostics || []).map((d) => `${d.code}@${d.line}`).sort();
    check(`Neovim: diagnostics of ${rel} are verify's (${want.join(', ')})`,
      want.length > 0 && JSON.stringify(got) === JSON.stringify(want) &&
        result.diagnostics.every((d) => d.source === 'hlo-async'),
      `Neovim: ${JSON.stringify(result.diagnostics)}\nverify: ${want.join(', ')}`);
  });

  const types = result.filetypes || {};
  check(`Neovim: XLA's ${HLO_DUMP_NAME} has filetype hlo`, types[HLO_DUMP_NAME] === 'hlo', JSON.stringify(types));
  check(`Neovim: the ${BUFFER_ASSIGNMENT_NAME} beside it is no HLO`,
    BUFFER_ASSIGNMENT_NAME in types && types[BUFFER_ASSIGNMENT_NAME] !== 'hlo', JSON.stringify(types));

  const def = result.definition || {};
  check(`Neovim: definition on the done '${c.doneName}' (line ${c.doneLine + 1}) moves the cursor to its start '${c.startName}' (line ${c.startLine + 1})`,
    def.file === dump && def.line === c.startLine + 1, JSON.stringify(def));

  const problems = hoverProblems(result.hover || '', c.startShape);
  check(`Neovim: hover on '${c.startName}' shows its shape and exposure`, result.hover && problems.length === 0,
    `${problems.join('; ')}\nhover: ${result.hover}`);

  check('Neovim: stopping the client ends the server with status 0', result.exit_code === 0,
    `exit code ${result.exit_code}, signal ${result.exit_signal}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  finish();
}

try {
  main();
} catch (err) {
  check('the Neovim test runs', false, err.stack);
  finish();
}
