// End to end with a Node client: vscode-jsonrpc (the protocol layer of
// vscode-languageclient, from npm) starts `hlo-async lsp` as VS Code would,
// initializes it, opens a bundled dump and holds the server to what the CLI
// and the text say: the published diagnostics are verify's (rule id as code,
// line, related lines, source, documentation link), definition on a done
// jumps to its start, a hover on the start gives its shape and its exposure;
// then shutdown and exit, and the server's exit status must be 0.
//
// usage: node run_client.js REPO_ROOT HLO_ASYNC_BINARY [DUMP]
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
const dump = path.resolve(root, process.argv[4] || 'testdata/verify/err/async_exposed.hlo');
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

  const uri = pathToFileURL(dump).href;
  const samePath = (u) => { try { return fileURLToPath(u) === dump; } catch { return false; } };
  const rel = path.relative(root, dump);

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

  await test(`diagnostics of ${rel} are verify's`, async () => {
    const want = cliDiagnostics(bin, dump);
    const arrived = new Promise((resolve) => {
      onPublish = () => { if (published.some((p) => samePath(p.uri))) resolve(); };
    });
    conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'hlo', version: 1, text: fs.readFileSync(dump, 'utf8') },
    });
    await within(TIMEOUT_MS, arrived, 'didOpen (publishDiagnostics)');
    const got = published.find((p) => samePath(p.uri)).diagnostics;
    const key = (rule, line) => `${rule}@${line}`;
    const gotKeys = got.map((d) => key(d.code, d.range.start.line + 1)).sort();
    const wantKeys = want.map((d) => key(d.rule, d.line)).sort();
    check(`diagnostics of ${rel}: rule ids and lines as verify reports them (${wantKeys.join(', ')})`,
      wantKeys.length > 0 && JSON.stringify(gotKeys) === JSON.stringify(wantKeys),
      `server: ${gotKeys.join(', ')}\nverify: ${wantKeys.join(', ')}`);
    check(`diagnostics of ${rel}: source hlo-async and a link to the rule's documentation`,
      got.length > 0 && got.every((d) => d.source === 'hlo-async' && d.codeDescription &&
        typeof d.codeDescription.href === 'string' && d.codeDescription.href.includes(String(d.code))),
      JSON.stringify(got, null, 1));
    for (const w of want.filter((d) => d.related.length)) {
      const d = got.find((g) => g.code === w.rule && g.range.start.line + 1 === w.line);
      const lines = ((d && d.relatedInformation) || []).map((r) => r.location.range.start.line + 1);
      check(`diagnostics of ${rel}: ${w.rule} at line ${w.line} relates line(s) ${w.related.join(', ')}`,
        w.related.every((l) => lines.includes(l)), `related lines: ${lines.join(', ')}`);
    }
  });

  const c = chain(dump);
  const at = (line, character) => ({ textDocument: { uri }, position: { line, character } });
  for (const [what, column] of [['opcode', c.doneOpcodeColumn], ['operand', c.doneOperandColumn]]) {
    const name = `definition on the done's ${what} (line ${c.doneLine + 1}) jumps to its start '${c.startName}' (line ${c.startLine + 1})`;
    await test(name, async () => {
      const result = locations(await within(TIMEOUT_MS,
        conn.sendRequest('textDocument/definition', at(c.doneLine, column)), 'definition'));
      check(name, result.length >= 1 && result.every((l) => samePath(l.uri)) &&
        result.some((l) => l.range.start.line === c.startLine), JSON.stringify(result));
    });
  }

  const hoverName = `hover on the start '${c.startName}' gives its shape ${c.startShape} and its exposure`;
  await test(hoverName, async () => {
    const text = hoverText(await within(TIMEOUT_MS,
      conn.sendRequest('textDocument/hover', at(c.startLine, c.startNameColumn)), 'hover'));
    const problems = hoverProblems(text, c.startShape);
    check(hoverName, problems.length === 0, `${problems.join('; ')}\nhover: ${text}`);
  });

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
