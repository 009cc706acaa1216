#!/usr/bin/env node
/*
 * chains --format=html in a real browser: Debian's headless Chromium, driven
 * through the DevTools protocol (playwright-core, installed by `npm ci` in this
 * directory), opens the report of a bundled example, of `--compare` and of a
 * generated 75 000-op module with JavaScript on, reads the page it drew (the
 * totals, the top exposed op, a sorted column, an op's detail after a click),
 * counts the network requests the page makes (none but the file itself) and
 * checks its screenshots are no blank page. TAP on standard output; a missing
 * browser or node_modules fails, never skips.
 *
 * usage: run_browser.js HLO_ASYNC SOURCE_ROOT [--screenshots DIR] [--bench]
 *   --screenshots DIR  also write the pictures README and docs/ show (report.png,
 *                      chains-overview-svg.png) into DIR
 *   --bench            only time the 75 000-op page's load, five runs: one line each
 *   --load FILE        only open the report FILE and print its load time (for hyperfine)
 */
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const {execFile, execFileSync} = require('child_process');
const png = require('./png');

const [hlo, root] = process.argv.slice(2, 4).map(p => p && path.resolve(p));
const shotsAt = process.argv.indexOf('--screenshots');
const shotsDir = shotsAt > 0 ? process.argv[shotsAt + 1] : null;
const benchOnly = process.argv.includes('--bench');
const loadAt = process.argv.indexOf('--load');
const loadOnly = loadAt > 0 ? path.resolve(process.argv[loadAt + 1]) : null;
const CHROMIUM = process.env.HLOA_CHROMIUM || '/usr/bin/chromium';

const results = [];
function check(name, ok, detail) { results.push([name, !!ok, detail || '']); }
function finish() {
  console.log('1..' + results.length);
  results.forEach(([name, ok, detail], i) => {
    console.log((ok ? 'ok ' : 'not ok ') + (i + 1) + ' - ' + name);
    if (!ok && detail) for (const l of String(detail).split('\n')) console.log('# ' + l);
  });
  process.exit(results.length && results.every(r => r[1]) ? 0 : 1);
}

function run(args, opts) {
  return execFileSync(hlo, args, Object.assign({encoding: 'utf8', maxBuffer: 1 << 30}, opts || {}));
}

/* A page of the report opened in the browser: its requests counted, its errors kept. */
async function open(browser, file, viewport) {
  const page = await browser.newPage({viewport: viewport || {width: 1400, height: 1000}});
  const seen = {requests: [], errors: []};
  page.on('request', r => seen.requests.push(r.url()));
  page.on('pageerror', e => seen.errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error') seen.errors.push(m.text()); });
  const url = 'file://' + path.resolve(file);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', {timeout: 60000});
  seen.others = seen.requests.filter(u => u !== url);
  return {page, seen, url};
}

const text = (page, sel) => page.$eval(sel, e => e.textContent.trim());
/* The cells of the table's first row, by column key. */
const firstRow = page => page.$$eval('#ops-table thead th', ths => {
  const row = document.querySelector('#ops-table tbody tr[data-index="0"]');
  const cells = row ? [...row.children].map(td => td.textContent) : [];
  return Object.fromEntries(ths.map((th, i) => [th.dataset.key, cells[i]]));
});

/* A time as the text table writes it (chains.c's time_text), to compare what the page shows. */
function timeText(us) {
  if (us >= 1e6) return (us / 1e6).toFixed(2) + ' s';
  if (us >= 1e3) return (us / 1e3).toFixed(2) + ' ms';
  if (us > 0 && us < 0.05) return (us * 1e3).toFixed(0) + ' ns';
  return us.toFixed(1) + ' \u00b5s';
}

/* Every async op of a chains JSON document, the most exposed first (then the earliest). */
function opsByExposed(doc) {
  const ops = [];
  for (const f of doc.files) for (const m of f.modules) m.computations.forEach((c, ci) =>
    c.ops.forEach(o => ops.push({name: o.start.name, exposed: o.estimate.exposed_us, time: o.estimate.async_us,
      ci, pos: o.start.position, line: o.start.line})));
  ops.sort((a, b) => b.exposed - a.exposed || a.ci - b.ci || a.pos - b.pos);
  return ops;
}

function notBlank(name, buf, minColours) {
  let m;
  try { m = png.measure(buf); } catch (e) { check(name, false, String(e)); return; }
  check(name, m.colours >= minColours && m.spread > 10,
    `${m.width}x${m.height}: ${m.colours} colours, grey spread ${m.spread.toFixed(1)}`);
}

async function example(browser, tmp) {
  const hloFile = path.join(root, 'testdata/chains/gpu_layer_schedule.hlo');
  const report = path.join(tmp, 'example.html');
  run(['chains', '--format=html', '-o', report, hloFile]);
  const doc = JSON.parse(run(['chains', '--format=json', hloFile]));
  const html = fs.readFileSync(report, 'utf8');
  check('example: the page names no address to fetch (no src=, href=, url(), http)',
    !/\s(src|href)\s*=|url\(|https?:\/\//i.test(html.replace(/<script type="application\/json"[^]*?<\/script>/, '')));
  const {page, seen} = await open(browser, report);
  check('example: the page drew itself with no script error', !seen.errors.length, seen.errors.join('\n'));
  check('example: no network request but the file itself', seen.others.length === 0, seen.others.join('\n'));
  const t = doc.files[0].modules[0].totals;
  const shown = {};
  for (const k of ['compute', 'communication', 'exposed', 'hidden', 'async-ops'])
    shown[k] = await text(page, `#totals [data-key="${k}"] .value`);
  check('example: the totals are the JSON\'s', shown.compute === timeText(t.compute_us) &&
    shown.communication === timeText(t.communication_us) && shown.exposed === timeText(t.exposed_us) &&
    shown.hidden === Math.round(100 * t.hidden_fraction) + '%' &&
    shown['async-ops'] === String(doc.files[0].modules[0].async_ops), JSON.stringify(shown));
  const ops = opsByExposed(doc);
  let row = await firstRow(page);
  check('example: the top exposed op comes first', row.name === ops[0].name &&
    row.exposed === timeText(ops[0].exposed), JSON.stringify(row) + ' vs ' + JSON.stringify(ops[0]));
  await page.click('#ops-table thead th[data-key="time"]');
  row = await firstRow(page);
  const byTime = ops.slice().sort((a, b) => b.time - a.time);
  const sortState = await page.$eval('#ops-table thead th[data-key="time"]', th => th.getAttribute('aria-sort'));
  check('example: a click on "time" sorts by time, the longest first', sortState === 'descending' &&
    row.time === timeText(byTime[0].time), sortState + ' ' + JSON.stringify(row));
  await page.click('#ops-table thead th[data-key="time"]');
  row = await firstRow(page);
  check('example: a second click sorts the shortest first', row.time === timeText(byTime[byTime.length - 1].time),
    JSON.stringify(row));
  await page.fill('#filter', 'all-gather');
  const count = await text(page, '#count');
  const gathers = ops.length; /* sync ops: none in this example */
  const nGather = doc.files[0].modules[0].computations[0].ops.filter(o => o.op.includes('all-gather')).length;
  check('example: the filter keeps the matching ops', count === `${nGather} of ${gathers} shown`, count);
  await page.fill('#filter', '');
  await page.click('#ops-table thead th[data-key="exposed"]');
  await page.click('#ops-table tbody tr[data-index="0"]');
  const title = await text(page, '#detail-title');
  const pathText = await text(page, '#detail-path');
  const top = doc.files[0].modules[0].computations[0].ops.find(o => o.start.name === ops[0].name);
  check('example: a click on an op shows its detail and its start -> done -> first user',
    title.endsWith(' ' + top.start.name) && pathText.includes('start ' + top.start.name) &&
    pathText.includes('done ' + top.done.name) &&
    (!top.why.done_before || pathText.includes(top.why.done_before.name)), title + ' | ' + pathText);
  const findings = await page.$$eval('#detail .diag', d => d.map(x => x.textContent));
  check('example: the detail lists verify\'s findings on the op', findings.some(f => f.includes('[async-exposed]')),
    findings.join('\n'));
  /* A click on the timeline, on the middle of the top op's bar, shows that op. */
  const box = await page.$eval('#timeline', c => { const r = c.getBoundingClientRect(); return [r.x, r.y, r.width]; });
  /* Its place on the clock: the report's data block, as hlo-async wrote it. */
  const data = JSON.parse(html.match(/id="hloa-data">([^]*?)<\/script>/)[1]);
  const comp = data.files[0].modules[0].computations[0];
  const clock = comp.ops.find(o => o.start.name === top.start.name).clock;
  await page.click('#zoom-reset');
  const end = await page.$eval('#timeline', c => c.height > 0);
  /* The whole computation: 92 pixels of labels, then time from 0 to its end. */
  const full = Math.max(...comp.ops.map(o => Math.max(o.clock[1], o.clock[2])),
    t.compute_us + t.exposed_us);
  const x = box[0] + 92 + ((clock[0] + clock[1]) / 2) / full * (box[2] - 92);
  const y = box[1] + 20 + 16 + 40 + 9 + top.lane * 17 + 7;
  await page.click('#ops-table thead th[data-key="time"]'); /* another order: the click must pick */
  await page.mouse.click(x, y);
  const picked = await text(page, '#detail-title');
  check('example: a click on an op\'s bar in the timeline shows that op', end && picked.endsWith(' ' + top.start.name),
    picked);
  const pixels = await page.$eval('#timeline', c => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const s = new Set();
    for (let i = 0; i < d.length; i += 4) s.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return s.size;
  });
  check('example: the timeline canvas is drawn (compute, covered, exposed, in flight)', pixels >= 5, pixels + ' colours');
  const links = await page.$$eval('#diagnostics a.op-link', a => a.length);
  if (links) await page.click('#diagnostics a.op-link');
  check('example: verify\'s findings link to their ops', links > 0 && (await text(page, '#detail-title')).length > 0,
    links + ' links');
  await page.click('#ops-table thead th[data-key="exposed"]');
  await page.click('#ops-table tbody tr[data-index="0"]');
  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = await page.screenshot({fullPage: true});
  notBlank('example: the screenshot of the report is no blank page', shot, 20);
  if (shotsDir) fs.writeFileSync(path.join(shotsDir, 'report.png'), shot);
  await page.close();
}

async function compare(browser, tmp) {
  const dir = path.join(root, 'testdata/compare');
  const report = path.join(tmp, 'compare.html');
  let status = 0;
  try { run(['chains', '--compare', '--format=html', '-o', report, 'exposure.before.hlo', 'exposure.after.hlo'], {cwd: dir}); }
  catch (e) { status = e.status; }
  const doc = JSON.parse(run(['chains', '--compare', '--format=json', 'exposure.before.hlo', 'exposure.after.hlo'], {cwd: dir}));
  const {page, seen} = await open(browser, report);
  check('compare: the page drew itself, no request but the file', status === 0 && !seen.errors.length &&
    !seen.others.length, status + ' ' + seen.errors.concat(seen.others).join('\n'));
  const e = doc.exposure;
  const before = await text(page, '#totals [data-key="exposed-before"] .value');
  const after = await text(page, '#totals [data-key="exposed-after"] .value');
  check('compare: exposed before and after are the JSON\'s', before === timeText(e.before.exposed_us) &&
    after === timeText(e.after.exposed_us), before + ' / ' + after);
  const first = await page.$eval('#collectives tbody tr', tr => tr.dataset.change);
  const worst = e.collectives.slice().sort((a, b) => b.delta_us - a.delta_us)[0];
  check('compare: what got worse comes first', first === worst.change, first + ' vs ' + worst.change);
  const kinds = await page.$$eval('#kinds tbody tr', r => r.length);
  check('compare: a row per collective kind', kinds === e.kinds.length, kinds + ' rows');
  await page.close();
}

/* The SVG overview, as `chains --format=svg` draws it, in the browser: the docs' picture. */
async function svgOverview(browser, tmp) {
  const svg = path.join(tmp, 'overview.svg');
  run(['chains', '--format=svg', '-o', svg, path.join(root, 'testdata/chains/gpu_layer_schedule.hlo')]);
  /* The picture's own size, as a person opening it sees it whole (within 1600x1400). */
  const size = fs.readFileSync(svg, 'utf8').match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/);
  const viewport = size ? {width: Math.min(+size[1] + 16, 1600), height: Math.min(+size[2] + 16, 1400)}
    : {width: 1200, height: 700};
  const page = await browser.newPage({viewport});
  const requests = [];
  page.on('request', r => requests.push(r.url()));
  await page.goto('file://' + svg);
  const shot = await page.screenshot({timeout: 60000});
  check('svg: the picture opens with no request but the file', requests.length === 1, requests.join('\n'));
  notBlank('svg: the screenshot of the SVG overview is no blank page', shot, 8);
  if (shotsDir) fs.writeFileSync(path.join(shotsDir, 'chains-overview-svg.png'), shot);
  await page.close();
}

/* hlo-async ARGS in the background: resolves when it exits 0. */
function runAsync(args) {
  return new Promise((resolve, reject) => execFile(hlo, args, {maxBuffer: 1 << 20},
    (err, stdout, stderr) => err ? reject(new Error(args.join(' ') + ': ' + err.message + '\n' + stderr)) : resolve()));
}

/* The 100 MB module of bench/gen_async_hlo.py: about 75 000 async ops. Its report and its
   JSON side by side (a build with sanitizers takes minutes for each). */
async function bigReport(tmp) {
  const module = path.join(tmp, 'big.hlo');
  execFileSync('python3', [path.join(root, 'bench/gen_async_hlo.py'), '100', module]);
  const report = path.join(tmp, 'big.html'), json = path.join(tmp, 'big.json');
  await Promise.all([runAsync(['chains', '--format=html', '-o', report, module]),
    runAsync(['chains', '--format=json', '-o', json, module])]);
  fs.unlinkSync(module);
  return {report, json};
}

/* From navigation to the page's "ready" mark, in the page's own clock (ms). */
async function loadTime(browser, report) {
  const {page, seen} = await open(browser, report);
  const ms = await page.evaluate(() => performance.getEntriesByName('hloa-ready')[0].startTime);
  return {page, seen, ms};
}

async function big(browser, tmp) {
  const {report, json} = await bigReport(tmp);
  const ratio = fs.statSync(report).size / fs.statSync(json).size;
  check('75 000 ops: the report is within 5x the size of the JSON', ratio <= 5, ratio.toFixed(2) + 'x');
  const doc = JSON.parse(fs.readFileSync(json, 'utf8'));
  fs.unlinkSync(json);
  const ops = opsByExposed(doc);
  const {page, seen, ms} = await loadTime(browser, report);
  check('75 000 ops: the page loads (JavaScript on) with no error and no request but the file',
    !seen.errors.length && !seen.others.length, `${ms.toFixed(0)} ms; ` + seen.errors.concat(seen.others).join('\n'));
  check('75 000 ops: the module has about 75 000 async ops', ops.length >= 70000, String(ops.length));
  check('75 000 ops: the async-op count shown is the JSON\'s',
    (await text(page, '#totals [data-key="async-ops"] .value')) === String(ops.length));
  let row = await firstRow(page);
  check('75 000 ops: the top exposed op comes first', row.name === ops[0].name, JSON.stringify(row));
  await page.click('#ops-table thead th[data-key="line"]');
  row = await firstRow(page);
  const rows = await page.$$eval('#ops-table tbody tr[data-index]', r => r.length);
  check('75 000 ops: sorted by line, the table draws only the rows in view',
    rows < 200 && +row.line === ops.reduce((m, o) => Math.max(m, o.line), 0), rows + ' rows; ' + JSON.stringify(row));
  await page.click('#ops-table tbody tr[data-index="0"]');
  check('75 000 ops: a click on an op shows its detail', (await text(page, '#detail-title')).endsWith(' ' + row.name));
  const t0 = Date.now();
  for (let i = 0; i < 5; i++) await page.click('#zoom-in');
  await page.click('#zoom-reset');
  check('75 000 ops: six zooms of the timeline take under 2 s', Date.now() - t0 < 2000, (Date.now() - t0) + ' ms');
  await page.close();
  fs.unlinkSync(report);
}

async function bench(browser, tmp) {
  const {report, json} = await bigReport(tmp);
  const size = fs.statSync(report).size, jsize = fs.statSync(json).size;
  console.log(`report ${size} bytes, JSON ${jsize} bytes: ${(size / jsize).toFixed(2)}x`);
  for (let i = 0; i < 5; i++) {
    const {page, ms} = await loadTime(browser, report);
    console.log(`load ${i + 1}: ${ms.toFixed(0)} ms`);
    await page.close();
  }
}

(async () => {
  let chromium;
  try {
    ({chromium} = require('playwright-core'));
  } catch (e) {
    check('playwright-core is installed (npm ci in tests/browser)', false, String(e));
    return finish();
  }
  if (!fs.existsSync(CHROMIUM)) {
    check('Chromium is installed at ' + CHROMIUM, false, 'apt-get install chromium');
    return finish();
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hloa-browser-'));
  const browser = await chromium.launch({executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']});
  try {
    if (loadOnly) {
      const {ms, seen} = await loadTime(browser, loadOnly);
      console.log(`load: ${ms.toFixed(0)} ms` + (seen.errors.length ? '; errors: ' + seen.errors.join(' ') : ''));
      return;
    }
    if (benchOnly) {
      await bench(browser, tmp);
      return;
    }
    for (const step of [example, compare, svgOverview, big]) {
      try { await step(browser, tmp); } catch (e) { check(step.name + ' ran', false, e.stack); }
    }
    /* The pictures README and docs/ show are this test's: there, and no blank page. */
    for (const name of ['report.png', 'chains-overview-svg.png']) {
      const file = path.join(root, 'docs/img', name);
      if (!fs.existsSync(file)) check('docs/img/' + name + ' exists', false, 'node tests/browser/run_browser.js ' +
        'build/hlo-async . --screenshots docs/img writes it');
      else notBlank('docs/img/' + name + ' is no blank page', fs.readFileSync(file), 8);
    }
  } finally {
    await browser.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  if (!benchOnly && !loadOnly) finish();
})();
