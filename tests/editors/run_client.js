// End to end with a Node client: vscode-jsonrpc (the protocol layer of
// vscode-languageclient, from npm) starts `hlo-async lsp` as VS Code would,
// initializes it, opens bundled dumps and holds the server to what the CLI
// and the text say: the published diagnostics are verify's (rule id as code,
// line, related lines, source, documentation link), definition on a done's
// name jumps along the chain to its start (as `chains` pairs them, through
// an opt-barrier for JAX's custom-call collectives) and on its operand to the
// start too, a hover on the start gives its shape and its exposure; then
// shutdown and exit, and the server's exit status must be 0.
//
// usage: node run_client.js REPO_ROOT HLO_ASYNC_BINARY [DUMP...]
'use strict';

const path = require('path');
const { spawn } = require('child_process');
const { pathToFileURL, fileURLToPath } = require('url');
const fs = require('fs');
const os = require('os');
const { check, test, finish, need } = require('./tap');
const { cliDiagnostics, chain, hoverProblems } = require('./dump');

const root = path.resolve(process.argv[2] || '.');
const bin = path.resolve(process.argv[3] || 'build/hlo-async');
const dumps = (process.argv.length > 4 ? process.argv.slice(4)
  : ['testdata/verify/err/async_exposed.hlo', 'testdata/chains/jax_async_collectives.hlo'])
  .map((d) => path.resolve(root, d));
const rpc = need('vscode-jsonrpc/node');
const TIMEOUT_MS = 30000;

// The answer to WHAT, or a rejection when MS pass or the server dies first.
let died = new Promise(() => undefined);
function within(ms, promise, what) {
  let timer;
  return Promise.race([
    promise,
    died.then((why) => { throw new Error(`the server ended before answering ${what}: ${why}`); }),
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer to ${what} in ${ms} ms`)), ms); }),
  ]).finally(() => clearTimeout(timer));
}

function hoverText(hover) {
  if (!hover) return '';
  const part = (c) => (typeof c === 'string' ? c : c.value || '');
  return Array.isArray(hover.contents) ? hover.contents.map(part).join('\n') : part(hover.contents);
}

function locations(result) {
  if (!result) return [];
  const list = Array.isArray(result) ? result : [result];
  // Location or LocationLink.
  return list.map((l) => ({ uri: l.uri || l.targetUri, range: l.targetSelectionRange || l.range }));
}

// Opens DUMP and checks its diagnostics, the jumps from its first done and
// (PRIMARY: it must have diagnostics) a hover on that done's start.
async function checkDump(conn, published, setOnPublish, dump, primary) {
  const uri = pathToFileURL(dump).href;
  const samePath = (u) => { try { return fileURLToPath(u) === dump; } catch { return false; } };
  const rel = path.relative(root, dump);

  await test(`diagnostics of ${rel} are verify's`, async () => {
    const want = cliDiagnostics(bin, dump);
    const arrived = new Promise((resolve) => {
      setOnPublish(() => { if (published.some((p) => samePath(p.uri))) resolve(); });
    });
    conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'hlo', version: 1, text: fs.readFileSync(dump, 'utf8') },
    });
    await within(TIMEOUT_MS, arrived, `didOpen of ${rel} (publishDiagnostics)`);
    const got = published.find((p) => samePath(p.uri)).diagnostics;
    const key = (rule, line) => `${rule}@${line}`;
    const gotKeys = got.map((d) => key(d.code, d.range.start.line + 1)).sort();
    const wantKeys = want.map((d) => key(d.rule, d.line)).sort();
    check(`diagnostics of ${rel}: rule ids and lines as verify reports them (${wantKeys.join(', ') || 'none'})`,
      (!primary || wantKeys.length > 0) && JSON.stringify(gotKeys) === JSON.stringify(wantKeys),
      `server: ${gotKeys.join(', ')}\nverify: ${wantKeys.join(', ')}`);
    if (!want.length) return;
    check(`diagnostics of ${rel}: source hlo-async and a link to the rule's documentation`,
      got.length > 0 && got.every((d) => d.source === 'hlo-async' && d.codeDescription &&
        typeof d.codeDescription.href === 'string' && d.codeDescription.href.includes(String(d.code))),
      JSON.stringify(got, null, 1));
    // A line may hold several diagnostics of one rule: each of verify's must
    // have its own among the server's, with (at least) its related lines.
    const relatedLines = (d) => (d.relatedInformation || []).map((r) => r.location.range.start.line + 1);
    const used = new Set();
    for (const w of want.filter((d) => d.related.length)) {
      const same = got.filter((g) => g.code === w.rule && g.range.start.line + 1 === w.line);
      const d = same.find((g) => !used.has(g) && w.related.every((l) => relatedLines(g).includes(l)));
      if (d) used.add(d);
      check(`diagnostics of ${rel}: ${w.rule} at line ${w.line} relates line(s) ${w.related.join(', ')}`, d,
        `related lines of the server's ${w.rule} at line ${w.line}: ${same.map((g) => relatedLines(g).join(', ')).join('; ')}`);
    }
  });

  const c = chain(bin, dump);
  const at = (line, character) => ({ textDocument: { uri }, position: { line, character } });
  const jumps = [[`${rel}: definition on the done '${c.doneName}' (line ${c.doneLine + 1}) jumps along the chain`, c.doneNameColumn]];
  if (c.doneOperandColumn >= 0) jumps.push([`${rel}: definition on the done's operand (line ${c.doneLine + 1})`, c.doneOperandColumn]);
  for (const [what, column] of jumps) {
    const name = `${what} to its ${c.op} start '${c.startName}' (line ${c.startLine + 1})`;
    await test(name, async () => {
      const result = locations(await within(TIMEOUT_MS,
        conn.sendRequest('textDocument/definition', at(c.doneLine, column)), 'definition'));
      check(name, result.length >= 1 && result.every((l) => samePath(l.uri)) &&
        result.some((l) => l.range.start.line === c.startLine), JSON.stringify(result));
    });
  }
  if (!primary) return;

  const hoverName = `${rel}: hover on the start '${c.startName}' gives its shape ${c.startShape} and its exposure`;
  await test(hoverName, async () => {
    const text = hoverText(await within(TIMEOUT_MS,
      conn.sendRequest('textDocument/hover', at(c.startLine, c.startNameColumn)), 'hover'));
    const problems = hoverProblems(text, c.startShape);
    check(hoverName, problems.length === 0, `${problems.join('; ')}\nhover: ${text}`);
  });
}

async function main() {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hloa-lsp-')), 'server.log');
  const server = spawn(bin, ['lsp', `--log=${log}`], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (d) => { stderr += d; });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  server.on('error', (err) => check(`${bin} lsp starts`, false, err.message));
  // A server that dies must fail the checks waiting on it, not the client.
  server.stdin.on('error', () => undefined);
  process.on('uncaughtException', (err) => {
    if (err.code !== 'ERR_STREAM_DESTROYED') throw err; // a write to a server that has died
  });
  let shuttingDown = false;
  died = exited.then(({ code, signal }) => (shuttingDown ? new Promise(() => undefined)
    : `exit code ${code}, signal ${signal}; stderr: ${stderr.slice(0, 2000)}`));
  const conn = rpc.createMessageConnection(
    new rpc.StreamMessageReader(server.stdout), new rpc.StreamMessageWriter(server.stdin));
  const published = [];
  let onPublish = () => undefined;
  conn.onNotification('textDocument/publishDiagnostics', (p) => { published.push(p); onPublish(); });
  conn.listen();

  await test('initialize', async () => {
    const init = await within(TIMEOUT_MS, conn.sendRequest('initialize', {
      processId: process.pid,
      clientInfo: { name: 'hlo-async editor test' },
      rootUri: pathToFileURL(root).href,
      capabilities: {
        textDocument: {
          publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          definition: { linkSupport: false },
          synchronization: { didSave: true },
        },
        workspace: { configuration: false },
      },
      initializationOptions: { settings: { 'hlo-async': { inlayHints: true } } },
    }), 'initialize');
    const caps = (init && init.capabilities) || {};
    check('initialize: the server offers text sync, definition and hover',
      caps.textDocumentSync !== undefined && caps.definitionProvider && caps.hoverProvider,
      JSON.stringify(caps));
    conn.sendNotification('initialized', {});
  });

  for (const [k, dump] of dumps.entries()) await checkDump(conn, published, (f) => { onPublish = f; }, dump, k === 0);

  await test('shutdown and exit: the server exits with status 0', async () => {
    const result = await within(TIMEOUT_MS, conn.sendRequest('shutdown'), 'shutdown');
    shuttingDown = true;
    check('shutdown answers null', result === null || result === undefined, JSON.stringify(result));
    conn.sendNotification('exit');
    const { code, signal } = await within(TIMEOUT_MS, exited, 'exit (the process ending)');
    check('shutdown and exit: the server exits with status 0', code === 0,
      `exit code ${code}, signal ${signal}\nstderr: ${stderr}`);
  });
  conn.dispose();
  if (server.exitCode === null) server.kill('SIGKILL');
  finish();
}

main().catch((err) => {
  check('the client test runs', false, err.stack);
  finish();
  process.exit(1);
});
