// TAP output for the Node test drivers, as tests/tap.py does for the Python
// ones: collect checks, then report; exits 1 on any failure or on none.
'use strict';

const results = [];

function check(name, ok, detail = '') {
  results.push([name, Boolean(ok), detail]);
}

// Runs fn (sync or async); a throw is a failed check of that name.
async function test(name, fn) {
  try {
    await fn();
  } catch (err) {
    // A failed expectation says what it found; a bug of the test shows where.
    const bug = err instanceof TypeError || err instanceof ReferenceError || err instanceof SyntaxError;
    check(name, false, err && (bug ? err.stack : err.message) ? (bug ? err.stack : err.message) : String(err));
  }
}

function finish() {
  const lines = [`1..${results.length}`];
  results.forEach(([name, ok, detail], i) => {
    lines.push(`${ok ? 'ok' : 'not ok'} ${i + 1} - ${name}`);
    if (!ok && detail) for (const l of String(detail).split('\n')) lines.push(`# ${l}`);
  });
  process.stdout.write(lines.join('\n') + '\n');
  process.exitCode = results.length && results.every(([, ok]) => ok) ? 0 : 1;
}

// Loads an npm package from this folder's node_modules (`npm ci` here); when
// it is missing the run fails with a line that says how to install it.
function need(name) {
  try {
    return require(name);
  } catch (err) {
    check(`npm package ${name} is installed`, false,
      `${err.message}\ninstall the test packages: npm ci --prefix ${__dirname}`);
    finish();
    process.exit(1);
  }
}

module.exports = { check, test, finish, need };
