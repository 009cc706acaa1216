// The hlo-async extension: starts `hlo-async lsp` for HLO text and MLIR
// documents and hands it the extension's settings. Everything else (what a
// diagnostic says, where a chain leads, hover, quick fixes, inlay hints) is
// the server's: the client stays a thin pipe so that every editor gets the
// same answers (docs/editors.md).
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

const SECTION = 'hlo-async';
// Settings the server reads (as {"settings": {"hlo-async": {...}}}); the
// others (path, logFile) only change how the server is started.
const SERVER_SETTINGS = ['profile', 'perfTable', 'inlayHints', 'config'];
const RESTART_SETTINGS = ['path', 'logFile'];

let client;

function serverSettings() {
  const config = vscode.workspace.getConfiguration(SECTION);
  const settings = {};
  for (const key of SERVER_SETTINGS) {
    const value = config.get(key);
    // An empty string means "the server's default", so it is left out
    // rather than sent as a profile or a path named "".
    if (value !== '' && value !== undefined && value !== null) settings[key] = value;
  }
  return { settings: { [SECTION]: settings } };
}

function createClient() {
  const config = vscode.workspace.getConfiguration(SECTION);
  const args = ['lsp'];
  const log = config.get('logFile');
  if (log) args.push(`--log=${log}`);
  const executable = { command: config.get('path') || 'hlo-async', args, transport: TransportKind.stdio };
  const serverOptions = { run: executable, debug: executable };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'hlo' },
      { scheme: 'untitled', language: 'hlo' },
      { scheme: 'file', language: 'mlir' },
      { scheme: 'untitled', language: 'mlir' },
    ],
    initializationOptions: serverSettings(),
  };
  return new LanguageClient(SECTION, 'hlo-async', serverOptions, clientOptions);
}

async function restart() {
  if (client) {
    const old = client;
    client = undefined;
    await old.stop().catch(() => undefined);
  }
  client = createClient();
  await client.start();
}

function reportStartFailure(err) {
  // A missing binary is the usual cause: say which setting names it.
  vscode.window.showErrorMessage(
    `hlo-async: could not start '${vscode.workspace.getConfiguration(SECTION).get('path')} lsp' ` +
    `(${err.message}); set "hlo-async.path" to the binary.`);
}

function onConfigurationChanged(event) {
  if (!event.affectsConfiguration(SECTION)) return;
  // A new binary or log is a new server, also after one that failed to start.
  if (RESTART_SETTINGS.some((key) => event.affectsConfiguration(`${SECTION}.${key}`))) {
    restart().catch(reportStartFailure);
    return;
  }
  if (client && client.isRunning()) {
    client.sendNotification('workspace/didChangeConfiguration', serverSettings());
  }
}

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('hlo-async.restartServer', () => restart().catch(reportStartFailure)),
    vscode.workspace.onDidChangeConfiguration(onConfigurationChanged),
  );
  await restart().catch(reportStartFailure);
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
