// The VS Code client (editors/vscode/extension.js) under stand-ins for the
// `vscode` API and vscode-languageclient's LanguageClient (VS Code itself
// cannot run here): activation starts `hlo-async lsp` as the settings say,
// for HLO and MLIR documents, with the settings as initializationOptions in
// the agreed form; a changed server setting is sent as
// workspace/didChangeConfiguration, a changed binary or log restarts the
// server, and a server that cannot start is reported naming the setting.
//
// usage: node run_extension.js REPO_ROOT
'use strict';

const path = require('path');
const Module = require('module');
const { check, test, finish } = require('./tap');

const root = path.resolve(process.argv[2] || '.');
const extension = path.join(root, 'editors', 'vscode', 'extension.js');
const manifest = require(path.join(root, 'editors', 'vscode', 'package.json'));

// Settings as VS Code holds them: each key's default from the manifest, then the user's.
const defaults = Object.fromEntries(Object.entries(manifest.contributes.configuration.properties)
  .map(([key, p]) => [key.replace(/^hlo-async\./, ''), p.default]));
let user = {};
const events = { config: [], errors: [], commands: {} };
const clients = [];
let failStart = false;

class FakeLanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, started: false, stopped: false, sent: [] });
    clients.push(this);
  }
  async start() {
    if (failStart) throw new Error('spawn hlo-async ENOENT');
    this.started = true;
  }
  async stop() { this.stopped = true; this.started = false; }
  isRunning() { return this.started; }
  sendNotification(method, params) { this.sent.push({ method, params }); }
}

const vscode = {
  workspace: {
    getConfiguration: (section) => ({
      get: (key) => (section === 'hlo-async' ? (key in user ? user[key] : defaults[key]) : undefined),
    }),
    onDidChangeConfiguration: (listener) => {
      events.config.push(listener);
      return { dispose() { events.config.splice(events.config.indexOf(listener), 1); } };
    },
  },
  commands: {
    registerCommand: (name, fn) => { events.commands[name] = fn; return { dispose() {} }; },
  },
  window: { showErrorMessage: (msg) => { events.errors.push(msg); } },
};
const stand_ins = { vscode, 'vscode-languageclient/node': { LanguageClient: FakeLanguageClient, TransportKind: { stdio: 0 } } };
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request in stand_ins ? request : resolve.call(this, request, ...rest);
};
for (const [name, exports] of Object.entries(stand_ins)) {
  const m = new Module(name);
  m.exports = exports;
  m.loaded = true;
  require.cache[name] = m;
}

// A configuration change of the given keys, as VS Code describes one.
function change(keys) {
  const affected = (s) => keys.some((k) => `hlo-async.${k}` === s || s === 'hlo-async' || `hlo-async.${k}`.startsWith(`${s}.`));
  for (const l of events.config) l({ affectsConfiguration: affected });
}
const tick = () => new Promise((r) => setTimeout(r, 10));

async function main() {
  const ext = require(extension);
  const context = { subscriptions: [] };  // VS Code disposes these at deactivation

  await test('activation starts hlo-async lsp for HLO and MLIR documents', async () => {
    user = { profile: 'b200', perfTable: '', inlayHints: false };
    await ext.activate(context);
    const c = clients[0];
    const run = c && c.serverOptions.run;
    check('activation starts `hlo-async lsp` (hlo-async.path\'s default, on PATH)',
      c && c.started && run.command === 'hlo-async' && JSON.stringify(run.args) === '["lsp"]', JSON.stringify(c && c.serverOptions));
    const languages = new Set(c.clientOptions.documentSelector.map((d) => d.language));
    check('the client serves hlo and mlir documents', languages.size === 2 && languages.has('hlo') && languages.has('mlir'),
      JSON.stringify(c.clientOptions.documentSelector));
    check('the settings go as initializationOptions {"settings": {"hlo-async": {...}}}, empty ones left to the server',
      JSON.stringify(c.clientOptions.initializationOptions) === JSON.stringify({ settings: { 'hlo-async': { profile: 'b200', inlayHints: false } } }),
      JSON.stringify(c.clientOptions.initializationOptions));
    check('the restart command is registered', typeof events.commands['hlo-async.restartServer'] === 'function');
    check('every command the manifest contributes is registered',
      manifest.contributes.commands.every((cmd) => events.commands[cmd.command]));
  });

  await test('XLA\'s HLO dumps open as hlo, the files beside them do not', () => {
    const hlo = manifest.contributes.languages.find((l) => l.id === 'hlo');
    // VS Code's globs here: '*' is any run of characters but '/'.
    const globs = hlo.filenamePatterns.map((g) => new RegExp(`^${g.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`));
    const isHlo = (name) => hlo.extensions.some((e) => name.endsWith(e)) || globs.some((g) => g.test(name));
    for (const name of ['module_0007.jit_step.sm_9.0_gpu_after_optimizations.txt',
      'module_0007.jit_step.sm_9.0_gpu_before_optimizations.txt',
      'module_0007.jit_step.0042.gpu-pipeline.after_all-gather-combiner.txt', 'layer.hlo', 'layer.hlo.txt']) {
      check(`${name} opens as hlo`, isHlo(name));
    }
    for (const name of ['module_0007.jit_step.sm_9.0_gpu_after_optimizations-buffer-assignment.txt',
      'module_0007.jit_step.sm_9.0_gpu_after_optimizations-memory-usage-report.txt', 'notes.txt']) {
      check(`${name} does not open as hlo`, !isHlo(name));
    }
  });

  await test('a changed server setting reaches the running server', async () => {
    user = { ...user, perfTable: '/tables/collectives.txtpb', inlayHints: true };
    change(['perfTable', 'inlayHints']);
    await tick();
    const c = clients[0];
    const last = c.sent[c.sent.length - 1];
    check('a changed server setting is sent as workspace/didChangeConfiguration, without a restart',
      clients.length === 1 && last && last.method === 'workspace/didChangeConfiguration' &&
      JSON.stringify(last.params) === JSON.stringify({ settings: { 'hlo-async': { profile: 'b200', perfTable: '/tables/collectives.txtpb', inlayHints: true } } }),
      JSON.stringify(c.sent));
    change([]);
    check('a change of other extensions\' settings sends nothing', c.sent.length === 1, JSON.stringify(c.sent));
  });

  await test('a changed binary or log restarts the server', async () => {
    user = { ...user, path: '/opt/hlo-async/bin/hlo-async', logFile: '/tmp/hlo-async.log' };
    change(['path']);
    await tick();
    const [old, now] = clients;
    check('a changed hlo-async.path stops the server and starts the new binary with --log',
      old.stopped && now && now.started && now.serverOptions.run.command === '/opt/hlo-async/bin/hlo-async' &&
      JSON.stringify(now.serverOptions.run.args) === '["lsp","--log=/tmp/hlo-async.log"]',
      JSON.stringify(now && now.serverOptions));
    await events.commands['hlo-async.restartServer']();
    check('the restart command starts a new server', clients.length === 3 && clients[1].stopped && clients[2].started);
  });

  await test('a server that cannot start is reported, naming the setting', async () => {
    failStart = true;
    await ext.deactivate();
    context.subscriptions.forEach((d) => d.dispose());
    clients.length = 0;
    await ext.activate(context);
    check('a server that cannot start is reported, naming hlo-async.path',
      events.errors.length === 1 && events.errors[0].includes('hlo-async.path') && events.errors[0].includes('ENOENT'),
      JSON.stringify(events.errors));
    user = { ...user, profile: 'h100' };
    change(['profile']);
    check('a setting changed while no server runs is not sent', clients.every((c) => c.sent.length === 0));
    failStart = false;
    user = { ...user, path: '/usr/local/bin/hlo-async' };
    change(['path']);
    await tick();
    const now = clients[clients.length - 1];
    check('setting hlo-async.path after a failed start starts the server',
      now.started && now.serverOptions.run.command === '/usr/local/bin/hlo-async', JSON.stringify(now.serverOptions));
  });

  await test('deactivation stops the server', async () => {
    const last = clients[clients.length - 1];
    await ext.deactivate();
    check('deactivation stops the server', last.stopped && !last.isRunning());
    check('one configuration listener per activation', events.config.length === 1, events.config.length);
  });
  finish();
}

main().catch((err) => {
  check('the extension test runs', false, err.stack);
  finish();
});
