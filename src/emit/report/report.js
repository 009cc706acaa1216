/*
 * The HTML report of `hlo-async chains --format=html`: draws the page from the
 * JSON block #hloa-data (the chains JSON document, each op with its "clock":
 * [begin, end, finish] in microseconds). Built into the page by emit/html.c;
 * it fetches nothing. A 75 000-op module stays usable: the table draws only
 * the rows in view, the timeline merges what falls into one pixel.
 */
'use strict';
(function () {
  performance.mark('hloa-script');
  const data = JSON.parse(document.getElementById('hloa-data').textContent);
  performance.mark('hloa-parsed');

  /* ---- small helpers ---- */

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) {
      if (k === 'class') e.className = attrs[k];
      else if (k === 'text') e.textContent = attrs[k];
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), attrs[k]);
      else e.setAttribute(k, attrs[k]);
    }
    for (const c of kids) if (c != null) e.append(c);
    return e;
  }

  /* A time as the text table writes it: "850 ns", "41.0 us", "1.26 ms", "1.26 s". */
  function time(us) {
    if (us == null) return '\u2014';
    if (us >= 1e6) return (us / 1e6).toFixed(2) + ' s';
    if (us >= 1e3) return (us / 1e3).toFixed(2) + ' ms';
    if (us > 0 && us < 0.05) return (us * 1e3).toFixed(0) + ' ns';
    return us.toFixed(1) + ' \u00b5s';
  }

  function bytes(b) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let u = 0;
    while (b >= 1024 && u < 4) { b /= 1024; u++; }
    return u ? b.toFixed(1) + ' ' + units[u] : b.toFixed(0) + ' B';
  }

  function percent(f) { return f == null || f < 0 ? '\u2014' : Math.round(100 * f) + '%'; }

  function instrText(i) { return i ? i.name + ' (line ' + i.line + ')' : '\u2014'; }

  /* ---- the page's frame ---- */

  const main = el('main');
  const meta = [data.tool.name + ' ' + data.tool.version];
  if (data.profile) meta.push('profile ' + data.profile.hardware + ': ' + data.profile.source +
    (data.profile.perf_tables.length ? ' (' + data.profile.perf_tables.join(', ') + ')' : ''));
  document.body.append(el('header', {},
    el('h1', {text: data.compare ? 'hlo-async: before and after' : 'hlo-async chains report'}),
    el('p', {class: 'meta', text: meta.join(' \u00b7 ')})), main);

  if (data.compare) {
    drawCompare(data.compare);
    document.body.setAttribute('data-ready', '1');
    return;
  }

  /* Every module of every file, to choose from. */
  const modules = [];
  for (const f of data.files)
    for (const m of f.modules) modules.push({file: f, mod: m});

  if (!modules.length) {
    main.append(el('p', {id: 'empty', text: 'No module was read.'}));
    document.body.setAttribute('data-ready', '1');
    return;
  }

  const picker = el('select', {id: 'module-picker', onchange: () => show(+picker.value)});
  modules.forEach((x, i) => picker.append(el('option', {value: i,
    text: x.file.path + ' \u2014 ' + (x.mod.name || '(no HloModule line)')})));
  if (modules.length > 1) main.append(el('div', {class: 'bar'}, el('label', {text: 'Module '}), picker));
  const page = el('div', {id: 'module'});
  main.append(page);

  let state = null; /* the module shown */

  /* ---- one module ---- */

  /* The rows of the table: every async op and synchronous transfer of the module. */
  function rowsOf(mod) {
    const rows = [];
    mod.computations.forEach((c, ci) => {
      c.ops.forEach((o, oi) => rows.push({
        o, ci, oi, kind: o.kind, op: o.op, name: o.start.name, line: o.start.line,
        pos: o.start.position, comp: c.name, time: o.estimate.async_us,
        covered: o.estimate.covered_us, exposed: o.estimate.exposed_us,
        slack: o.why ? o.why.slack_us : null, why: o.why ? o.why.text : '', source: o.source || '',
      }));
      c.sync_ops.forEach((s, si) => rows.push({
        s, ci, si, kind: 'sync', op: s.op, name: s.instruction.name, line: s.instruction.line,
        pos: s.instruction.position, comp: c.name, time: s.estimate.time_us, covered: 0,
        exposed: s.estimate.exposed_us, slack: null,
        why: mod.scheduled ? 'synchronous: the compute stream waits for all of it' : '',
        source: s.source || '',
      }));
    });
    return rows;
  }

  function show(index) {
    const x = modules[index];
    const mod = x.mod;
    page.textContent = '';
    state = {mod, file: x.file, rows: rowsOf(mod), selected: null};
    state.rows.sort(byExposed);
    performance.mark('hloa-rows');
    drawOverview(mod);
    performance.mark('hloa-overview');
    if (!mod.async_ops && !mod.sync_ops) {
      page.append(el('p', {id: 'no-ops', class: 'muted',
        text: 'This module has no async op and no synchronous transfer: no timeline to draw.'}));
    } else {
      drawTimeline();
      performance.mark('hloa-timeline');
      page.append(el('div', {id: 'detail', hidden: ''}));
      drawTable();
    }
    drawDiagnostics();
  }

  /* ---- overview: the totals, then the largest exposures by computation, loop and kind ---- */

  function card(key, label, value, cls) {
    return el('div', {class: 'card ' + (cls || ''), 'data-key': key},
      el('div', {class: 'label', text: label}), el('div', {class: 'value', text: value}));
  }

  /* A small table of the largest of items [{label, value, count, filter}], most first. */
  function topTable(id, title, items, countLabel) {
    items.sort((a, b) => b.value - a.value);
    const body = el('tbody');
    for (const it of items.slice(0, 5))
      body.append(el('tr', it.filter ? {'data-filter': it.filter, onclick: () => setFilter(it.filter)} : {},
        el('td', {text: it.label, title: it.label}), el('td', {class: 'num', text: time(it.value)}),
        el('td', {class: 'num', text: it.count})));
    if (!items.length) body.append(el('tr', {}, el('td', {colspan: 3, class: 'muted', text: 'none'})));
    return el('div', {id},
      el('h3', {text: title}),
      el('table', {class: 'small'}, el('thead', {}, el('tr', {}, el('th', {text: 'where'}),
        el('th', {class: 'num', text: 'exposed'}), el('th', {class: 'num', text: countLabel}))), body));
  }

  function drawOverview(mod) {
    const t = mod.totals;
    const sec = el('section', {id: 'overview'});
    sec.append(el('h2', {text: 'Overview: ' + (mod.name || '(no HloModule line)') +
      (mod.scheduled ? '' : ' (not scheduled: no exposure estimate)')}));
    let peak = 0;
    for (const c of mod.computations) if (c.in_flight_peak > peak) peak = c.in_flight_peak;
    sec.append(el('div', {id: 'totals', class: 'cards'},
      card('compute', 'compute', time(t.compute_us)),
      card('communication', 'communication', time(t.communication_us)),
      card('exposed', 'exposed', time(t.exposed_us), 'exposed'),
      card('hidden', 'hidden', percent(t.hidden_fraction)),
      card('async-ops', 'async ops', String(mod.async_ops)),
      card('sync-ops', 'synchronous', String(mod.sync_ops)),
      card('peak', 'peak in flight', mod.scheduled ? String(peak) : '\u2014')));
    sec.append(el('p', {class: 'muted', text: 'On ' + mod.hardware.profile + '; ' +
      (data.profile ? data.profile.source : 'the cost model') + '. One run of the entry computation' +
      (mod.while_loops_counted_once ? '; ' + mod.while_loops_counted_once +
        ' while loop(s) without a known trip count counted once.' : '.')}));
    const byComp = mod.computations.map(c => ({label: c.name, value: c.totals.exposed_us || 0,
      count: c.ops.length + c.sync_ops.length, filter: c.name}));
    const kinds = new Map();
    for (const r of state.rows) {
      const k = kinds.get(r.op) || {label: r.op, value: 0, count: 0, filter: r.op};
      k.value += r.exposed || 0;
      k.count++;
      kinds.set(r.op, k);
    }
    const loops = mod.loops.filter(l => l.per_iteration).map(l => ({
      label: l.while.name + ' (body ' + l.body + ', ' +
        (l.trip_count == null ? 'trip count not known' : l.trip_count + ' trips') + ')',
      value: (l.per_iteration.exposed_us || 0) * (l.trip_count == null ? 1 : l.trip_count),
      count: l.collectives.length, filter: l.body}));
    sec.append(el('div', {class: 'breakdown'},
      topTable('by-computation', 'Largest exposures by computation', byComp, 'ops'),
      topTable('by-loop', 'by while loop (all iterations)', loops, 'collectives'),
      topTable('by-kind', 'by collective', [...kinds.values()], 'ops')));
    page.append(sec);
  }

  /* ---- the timeline: a canvas drawn by pixel (level of detail), zoom and pan ---- */

  const LANE = 14, GAP = 3, AXIS = 20, COMPUTE = 16, FLIGHT = 40, MAX_LANES = 64, LABEL = 92;

  /* What a computation's timeline needs, once: its lanes, waits and in-flight steps. */
  function prepare(c) {
    if (c.prep) return c.prep;
    let end = (c.totals.compute_us || 0) + (c.totals.exposed_us || 0);
    const nLanes = Math.min(Math.max(c.lanes, 1), MAX_LANES);
    const lanes = Array.from({length: nLanes}, () => []);
    const changes = [];
    const waits = [];
    c.ops.forEach((o, i) => {
      const k = o.clock;
      if (!k) return;
      lanes[Math.min(o.lane, nLanes - 1)].push(i);
      end = Math.max(end, k[1], k[2]);
      changes.push([k[0], 1], [k[1], -1]);
      const e = o.estimate.exposed_us || 0;
      if (e > 0) waits.push([k[1] - e, k[1]]);
    });
    for (const s of c.sync_ops)
      if (s.clock) { waits.push(s.clock); end = Math.max(end, s.clock[1]); }
    waits.sort((a, b) => a[0] - b[0]);
    /* An end before a begin at one time, as the trace's counter reads it. */
    changes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const stepT = [], stepN = [];
    let n = 0, peak = 0;
    for (let i = 0; i < changes.length; i++) {
      n += changes[i][1];
      if (i + 1 < changes.length && changes[i + 1][0] === changes[i][0]) continue;
      stepT.push(changes[i][0]);
      stepN.push(n);
      if (n > peak) peak = n;
    }
    /* Per lane, the latest end so far: a binary search finds the first op in view. */
    const maxEnd = lanes.map(l => {
      const a = new Float64Array(l.length);
      let m = -Infinity;
      l.forEach((i, j) => { m = Math.max(m, c.ops[i].clock[1]); a[j] = m; });
      return a;
    });
    c.prep = {end: end > 0 ? end : 1, lanes, maxEnd, waits, stepT, stepN, peak};
    return c.prep;
  }

  function lowerBound(a, v) {
    let lo = 0, hi = a.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (a[mid] < v) lo = mid + 1; else hi = mid; }
    return lo;
  }

  /* Rectangles merged into runs: what falls into one pixel is drawn once. */
  function runs(ctx, color) {
    let x0 = -1, x1 = -1;
    ctx.fillStyle = color;
    return {
      add(a, b, y, h) {
        if (b - a < 1) b = a + 1;
        if (x1 >= 0 && a <= x1 + 0.5) { if (b > x1) x1 = b; return; }
        if (x1 >= 0) ctx.fillRect(x0, y, x1 - x0, h);
        x0 = a; x1 = b;
      },
      flush(y, h) { if (x1 >= 0) ctx.fillRect(x0, y, x1 - x0, h); x0 = x1 = -1; },
    };
  }

  function niceStep(span, px) {
    const raw = span / Math.max(px / 110, 1);
    const p = Math.pow(10, Math.floor(Math.log10(raw)));
    for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
    return 10 * p;
  }

  function drawTimeline() {
    const mod = state.mod;
    const sec = el('section', {id: 'timeline-section'});
    sec.append(el('h2', {text: 'Timeline'}));
    const compPick = el('select', {id: 'comp-picker'});
    mod.computations.forEach((c, i) => compPick.append(el('option', {value: i,
      text: c.name + ' (' + c.ops.length + ' async, ' + c.sync_ops.length + ' synchronous)'})));
    /* The computation of the most exposed op first. */
    const top = state.rows[0];
    compPick.value = top ? top.ci : 0;
    const canvas = el('canvas', {id: 'timeline'});
    const tip = el('div', {id: 'tip'});
    const tl = {canvas, tip, ci: +compPick.value, t0: 0, t1: 1};
    state.tl = tl;
    const reset = () => { const p = prepare(mod.computations[tl.ci]); tl.t0 = 0; tl.t1 = p.end; paint(); };
    compPick.onchange = () => { tl.ci = +compPick.value; reset(); };
    const zoomBy = f => { const mid = (tl.t0 + tl.t1) / 2, h = (tl.t1 - tl.t0) * f / 2;
      tl.t0 = mid - h; tl.t1 = mid + h; paint(); };
    sec.append(el('div', {class: 'bar'}, el('label', {text: 'Computation '}), compPick,
      el('button', {id: 'zoom-in', text: 'Zoom in', onclick: () => zoomBy(0.5)}),
      el('button', {id: 'zoom-out', text: 'Zoom out', onclick: () => zoomBy(2)}),
      el('button', {id: 'zoom-reset', text: 'Whole computation', onclick: reset}),
      el('span', {class: 'muted', text: 'wheel: zoom \u00b7 drag: pan \u00b7 click: an op\u2019s detail'})));
    sec.append(el('div', {id: 'timeline-wrap'}, canvas, tip));
    sec.append(el('div', {class: 'legend'},
      el('span', {}, el('i', {style: 'background:var(--compute)'}), 'compute stream'),
      el('span', {}, el('i', {style: 'background:var(--covered)'}), 'async op, covered by compute'),
      el('span', {}, el('i', {style: 'background:var(--exposed)'}), 'exposed: the compute stream waits'),
      el('span', {}, el('i', {style: 'background:var(--inflight)'}), 'ops in flight (from the clock)')));
    page.append(sec);

    let drag = null;
    canvas.addEventListener('wheel', ev => {
      ev.preventDefault();
      const r = canvas.getBoundingClientRect();
      const w = r.width - LABEL;
      const at = tl.t0 + (ev.clientX - r.left - LABEL) / w * (tl.t1 - tl.t0);
      const f = ev.deltaY < 0 ? 0.8 : 1.25;
      tl.t0 = at - (at - tl.t0) * f;
      tl.t1 = at + (tl.t1 - at) * f;
      paint();
    }, {passive: false});
    canvas.addEventListener('mousedown', ev => { drag = {x: ev.clientX, t0: tl.t0, t1: tl.t1, moved: false}; });
    window.addEventListener('mouseup', ev => {
      if (drag && !drag.moved) pick(ev);
      drag = null;
    });
    canvas.addEventListener('mousemove', ev => {
      const r = canvas.getBoundingClientRect();
      if (drag) {
        const dx = ev.clientX - drag.x;
        if (Math.abs(dx) > 3) drag.moved = true;
        const dt = dx / (r.width - LABEL) * (drag.t1 - drag.t0);
        tl.t0 = drag.t0 - dt; tl.t1 = drag.t1 - dt;
        paint();
        return;
      }
      const hit = hitTest(ev);
      if (hit) {
        const o = mod.computations[tl.ci].ops[hit];
        tip.textContent = o.op + ' ' + o.start.name + ': ' + time(o.estimate.async_us) + ', exposed ' +
          time(o.estimate.exposed_us);
        tip.style.left = Math.min(ev.clientX - r.left + 12, r.width - 260) + 'px';
        tip.style.top = (ev.clientY - r.top + 12) + 'px';
        tip.style.display = 'block';
      } else {
        tip.style.display = 'none';
      }
    });
    canvas.addEventListener('mouseleave', () => { tip.style.display = 'none'; });
    window.addEventListener('resize', paint);
    reset();
  }

  /* The op under the mouse: its lane by y, then the op at that time (or within 4 pixels). */
  function hitTest(ev) {
    const tl = state.tl, c = state.mod.computations[tl.ci], p = prepare(c);
    const r = tl.canvas.getBoundingClientRect();
    const x = ev.clientX - r.left - LABEL, y = ev.clientY - r.top;
    const lane = Math.floor((y - AXIS - COMPUTE - FLIGHT - 2 * GAP) / (LANE + GAP));
    if (x < 0 || lane < 0 || lane >= p.lanes.length) return null;
    const per = (tl.t1 - tl.t0) / (r.width - LABEL);
    const t = tl.t0 + x * per, slop = 4 * per;
    const ids = p.lanes[lane];
    let best = null, dist = Infinity;
    for (let j = lowerBound(p.maxEnd[lane], t - slop); j < ids.length; j++) {
      const k = c.ops[ids[j]].clock;
      if (k[0] > t + slop) break;
      const d = t < k[0] ? k[0] - t : t > k[1] ? t - k[1] : 0;
      if (d <= slop && d < dist) { best = ids[j]; dist = d; }
    }
    return best;
  }

  function pick(ev) {
    const hit = hitTest(ev);
    if (hit == null) return;
    const row = state.rows.find(r => r.ci === state.tl.ci && r.oi === hit);
    if (row) select(row, true);
  }

  function paint() {
    const tl = state.tl;
    if (!tl) return;
    const c = state.mod.computations[tl.ci], p = prepare(c);
    const canvas = tl.canvas, dpr = window.devicePixelRatio || 1;
    const width = canvas.parentElement.clientWidth || 800;
    const height = AXIS + COMPUTE + FLIGHT + 3 * GAP + p.lanes.length * (LANE + GAP);
    canvas.width = width * dpr; canvas.height = height * dpr;
    canvas.style.height = height + 'px';
    const ctx = canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (tl.t1 - tl.t0 < 1e-6) tl.t1 = tl.t0 + 1e-6;
    const w = width - LABEL, scale = w / (tl.t1 - tl.t0);
    const X = t => LABEL + (t - tl.t0) * scale;
    const css = getComputedStyle(document.documentElement);
    const color = n => css.getPropertyValue(n).trim();
    /* Axis */
    ctx.fillStyle = color('--muted');
    ctx.font = '11px system-ui, sans-serif';
    const step = niceStep(tl.t1 - tl.t0, w);
    for (let t = Math.ceil(tl.t0 / step) * step; t <= tl.t1; t += step) {
      const x = X(t);
      ctx.fillRect(x, AXIS - 5, 1, 5);
      ctx.fillText(time(t), x + 2, AXIS - 7);
    }
    let y = AXIS;
    const label = (text, yy, h) => { ctx.fillStyle = color('--fg'); ctx.fillText(text, 4, yy + h - 4); };
    /* The compute stream: busy but where it waits (an exposed part, a synchronous transfer). */
    label('compute', y, COMPUTE);
    ctx.fillStyle = color('--compute');
    const a = Math.max(X(0), LABEL), b = Math.min(X(p.end), width);
    if (b > a) ctx.fillRect(a, y, b - a, COMPUTE);
    const red = runs(ctx, color('--exposed'));
    for (let i = 0; i < p.waits.length; i++) {
      const [w0, w1] = p.waits[i];
      if (w1 < tl.t0 || w0 > tl.t1) continue;
      red.add(Math.max(X(w0), LABEL), Math.min(X(w1), width), y, COMPUTE);
    }
    red.flush(y, COMPUTE);
    y += COMPUTE + GAP;
    /* Ops in flight, from the clock: the most in each pixel. */
    label('in flight', y, FLIGHT);
    ctx.fillStyle = color('--inflight');
    let k = Math.max(lowerBound(p.stepT, tl.t0) - 1, 0);
    for (let px = 0; px < w && p.peak; px++) {
      const ta = tl.t0 + px / scale, tb = tl.t0 + (px + 1) / scale;
      let most = 0;
      while (k + 1 < p.stepT.length && p.stepT[k + 1] <= ta) k++;
      /* The count at the pixel's left edge (none before the first step), then the most of
         the steps inside it. */
      let j = k;
      if (p.stepT[j] <= tb) most = p.stepN[j];
      while (j + 1 < p.stepT.length && p.stepT[j + 1] < tb) { j++; most = Math.max(most, p.stepN[j]); }
      if (most > 0) {
        const h = Math.max(1, Math.round(most / p.peak * (FLIGHT - 2)));
        ctx.fillRect(LABEL + px, y + FLIGHT - h, 1, h);
      }
    }
    ctx.fillStyle = color('--muted');
    ctx.fillText('peak ' + p.peak, LABEL + 4, y + 10);
    y += FLIGHT + GAP;
    /* The lanes: each op from its start to the end of its done, its exposed part red. */
    let sel = null;
    p.lanes.forEach((ids, lane) => {
      label(lane === MAX_LANES - 1 && c.lanes > MAX_LANES ? 'lanes ' + lane + '+' : 'lane ' + lane, y, LANE);
      const blue = runs(ctx, color('--covered'));
      const reds = [];
      for (let j = lowerBound(p.maxEnd[lane], tl.t0); j < ids.length; j++) {
        const o = c.ops[ids[j]], q = o.clock;
        if (q[0] > tl.t1) break;
        const x0 = Math.max(X(q[0]), LABEL), x1 = Math.min(X(q[1]), width);
        blue.add(x0, x1, y, LANE);
        const e = o.estimate.exposed_us || 0;
        if (e > 0) reds.push(Math.max(X(q[1] - e), LABEL), x1);
        if (state.selected && state.selected.ci === tl.ci && state.selected.oi === ids[j]) sel = [x0, x1, y];
      }
      blue.flush(y, LANE);
      const r = runs(ctx, color('--exposed'));
      for (let i = 0; i < reds.length; i += 2) r.add(reds[i], reds[i + 1], y, LANE);
      r.flush(y, LANE);
      y += LANE + GAP;
    });
    if (sel) {
      ctx.strokeStyle = color('--select');
      ctx.lineWidth = 2;
      ctx.strokeRect(sel[0] - 2, sel[2] - 2, Math.max(sel[1] - sel[0], 1) + 4, LANE + 4);
    }
  }

  /* ---- the table: sortable, filterable, only the rows in view drawn ---- */

  const COLUMNS = [
    {key: 'kind', label: 'kind', width: 84},
    {key: 'op', label: 'op', width: 150},
    {key: 'name', label: 'start', width: 170},
    {key: 'line', label: 'line', num: true, width: 70},
    {key: 'comp', label: 'computation', width: 140},
    {key: 'time', label: 'time', num: true, fmt: time, width: 85},
    {key: 'covered', label: 'covered', num: true, fmt: time, width: 85},
    {key: 'exposed', label: 'exposed', num: true, fmt: time, width: 95},
    {key: 'slack', label: 'slack', num: true, fmt: time, width: 85},
    {key: 'why', label: 'why', width: 320},
    {key: 'source', label: 'source', width: 160},
  ];
  const ROW = 24;

  /* The most exposed first, then the earliest (as the text table orders them). */
  function byExposed(a, b) {
    const ea = a.exposed == null ? -1 : a.exposed, eb = b.exposed == null ? -1 : b.exposed;
    return eb - ea || a.ci - b.ci || a.pos - b.pos;
  }

  function drawTable() {
    const sec = el('section', {id: 'ops'});
    const filter = el('input', {id: 'filter', type: 'search', size: 40,
      placeholder: 'filter: op, name, computation, reason, source'});
    const count = el('span', {id: 'count', class: 'muted'});
    sec.append(el('h2', {text: 'Async ops and synchronous transfers'}),
      el('div', {class: 'bar'}, filter, count));
    const head = el('tr');
    const colgroup = el('colgroup');
    for (const c of COLUMNS) {
      colgroup.append(el('col', {style: 'width:' + c.width + 'px'}));
      head.append(el('th', {'data-key': c.key, class: c.num ? 'num' : '', text: c.label,
        onclick: () => sortBy(c.key)}));
    }
    const body = el('tbody');
    const scroller = el('div', {id: 'scroller'},
      el('table', {id: 'ops-table'}, colgroup, el('thead', {}, head), body));
    sec.append(scroller);
    page.append(sec);
    const tb = {filter, count, head, body, scroller, key: 'exposed', dir: -1, view: []};
    state.tb = tb;
    filter.addEventListener('input', () => applyFilter());
    scroller.addEventListener('scroll', () => requestAnimationFrame(renderRows));
    applyFilter();
  }

  function setFilter(text) {
    if (!state.tb) return;
    state.tb.filter.value = text;
    applyFilter();
    state.tb.scroller.scrollIntoView({block: 'nearest'});
  }

  function applyFilter() {
    const tb = state.tb, q = tb.filter.value.trim().toLowerCase();
    if (!q) tb.view = state.rows.slice();
    else {
      tb.view = state.rows.filter(r => {
        if (r.hay == null)
          r.hay = [r.kind, r.op, r.name, r.comp, r.why, r.source, String(r.line)].join('\n').toLowerCase();
        return r.hay.includes(q);
      });
    }
    sortView();
  }

  function sortBy(key) {
    const tb = state.tb;
    const col = COLUMNS.find(c => c.key === key);
    tb.dir = tb.key === key ? -tb.dir : col.num ? -1 : 1;
    tb.key = key;
    sortView();
  }

  function sortView() {
    const tb = state.tb, key = tb.key, dir = tb.dir;
    if (key === 'exposed' && dir < 0) tb.view.sort(byExposed);
    else tb.view.sort((a, b) => {
      const x = a[key], y = b[key];
      if (x == null || y == null) return (x == null) - (y == null);
      return (x < y ? -1 : x > y ? 1 : 0) * dir || byExposed(a, b);
    });
    for (const th of tb.head.children)
      if (th.dataset.key === key) th.setAttribute('aria-sort', dir < 0 ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
    tb.count.textContent = tb.view.length + ' of ' + state.rows.length + ' shown';
    /* As tall as its rows, up to a screenful: a short table leaves no empty box. */
    tb.scroller.style.height = Math.min(440, (tb.view.length + 1) * ROW + 6) + 'px';
    tb.scroller.scrollTop = 0;
    renderRows();
  }

  function renderRows() {
    const tb = state.tb;
    const first = Math.max(0, Math.floor(tb.scroller.scrollTop / ROW) - 10);
    const last = Math.min(tb.view.length, first + Math.ceil(tb.scroller.clientHeight / ROW) + 30);
    const rows = [el('tr', {class: 'spacer', style: 'height:' + first * ROW + 'px'})];
    for (let i = first; i < last; i++) {
      const r = tb.view[i];
      const tr = el('tr', {'data-index': i, onclick: () => select(r, false)});
      if (state.selected === r) tr.className = 'selected';
      for (const c of COLUMNS) {
        const v = r[c.key];
        const text = v == null || v === '' ? '\u2014' : c.fmt ? c.fmt(v) : String(v);
        tr.append(el('td', {class: (c.num ? 'num' : '') + (c.key === 'exposed' && v > 0 ? ' exp' : ''),
          text, title: text}));
      }
      rows.push(tr);
    }
    rows.push(el('tr', {class: 'spacer', style: 'height:' + (tb.view.length - last) * ROW + 'px'}));
    tb.body.replaceChildren(...rows);
  }

  /* ---- an op's detail: its figures, start -> done -> first user, verify's findings ---- */

  function findingsOf(row) {
    const names = new Set();
    if (row.o) {
      names.add(row.o.start.name);
      if (row.o.done) names.add(row.o.done.name);
      for (const u of row.o.updates) names.add(u.name);
    } else {
      names.add(row.s.instruction.name);
    }
    return (state.file.diagnostics || []).filter(d => d.instruction && names.has(d.instruction));
  }

  function select(row, fromTimeline) {
    state.selected = row;
    const d = document.getElementById('detail');
    d.hidden = false;
    d.textContent = '';
    const o = row.o, s = row.s;
    d.append(el('h3', {id: 'detail-title', text: row.op + ' ' + row.name}));
    const dl = el('dl');
    const item = (k, v) => { if (v != null && v !== '') dl.append(el('dt', {text: k}), el('dd', {text: v})); };
    item('kind', row.kind);
    item('computation', row.comp);
    if (o) {
      item('runs', o.computation);
      item('thread', o.thread);
      item('time', time(o.estimate.async_us));
      item('covered', time(o.estimate.covered_us));
      item('exposed', time(o.estimate.exposed_us));
      if (o.why) item('slack', time(o.why.slack_us));
      if (o.why) item('why (' + o.why.factor + ')', o.why.text);
      if (o.clock) item('on the clock', 'start ' + time(o.clock[0]) + ', done ends ' + time(o.clock[1]) +
        ', work ends ' + time(o.clock[2]));
      item('bytes in flight', bytes(o.bytes));
      item('stream', o.stream);
      if (o.why && o.why.start_after)
        item('starts after', instrText(o.why.start_after) + ' (' + o.why.start_after_is + ')');
    } else {
      item('time', time(s.estimate.time_us));
      item('exposed', time(s.estimate.exposed_us));
      item('why', row.why);
      item('stream', s.stream);
    }
    item('source', row.source);
    d.append(dl);
    /* The path a person follows in the module: start -> updates -> done -> first user. */
    const path = el('div', {id: 'detail-path', class: 'path'});
    const step = (label, i) => { if (path.childNodes.length) path.append(el('span', {class: 'arrow', text: '\u2192'}));
      path.append(el('span', {text: label + ' ' + instrText(i)})); };
    if (o) {
      step('start', o.start);
      o.updates.forEach((u, k) => step('update' + (k + 1), u));
      step('done', o.done);
      if (o.why && o.why.done_before)
        step(o.why.done_before_is === 'control' ? 'first control successor' : 'first user', o.why.done_before);
    } else {
      step(row.op, s.instruction);
    }
    d.append(path);
    const found = findingsOf(row);
    if (found.length) {
      d.append(el('h3', {text: 'verify'}));
      for (const f of found) d.append(diagLine(f, false));
    }
    if (state.tl && row.o) {
      const tl = state.tl;
      if (tl.ci !== row.ci) {
        tl.ci = row.ci;
        document.getElementById('comp-picker').value = row.ci;
        const p = prepare(state.mod.computations[row.ci]);
        tl.t0 = 0; tl.t1 = p.end;
      }
      if (!fromTimeline) { /* bring the op into view, with its surroundings */
        const k = row.o.clock, span = Math.max(k[1] - k[0], 1e-3);
        if (k[0] < tl.t0 || k[1] > tl.t1 || (tl.t1 - tl.t0) > 200 * span) {
          tl.t0 = k[0] - 4 * span; tl.t1 = k[1] + 4 * span;
        }
      }
      paint();
    }
    if (state.tb) renderRows();
    if (!fromTimeline) d.scrollIntoView({block: 'nearest'});
  }

  /* ---- verify's findings, each linked to its op ---- */

  function opOfFinding(f) {
    if (!f.instruction) return null;
    return state.rows.find(r => (r.o && (r.o.start.name === f.instruction ||
      (r.o.done && r.o.done.name === f.instruction) || r.o.updates.some(u => u.name === f.instruction))) ||
      (r.s && r.s.instruction.name === f.instruction)) || null;
  }

  function diagLine(f, linked) {
    const line = el('div', {class: 'diag'},
      el('span', {text: state.file.path + ':' + f.line + ':' + f.column + ': '}),
      el('span', {class: 'sev-' + f.severity, text: f.severity}), ': ' + f.message + ' [' + f.rule + ']');
    if (linked) {
      const row = opOfFinding(f);
      if (row) line.append(' ', el('a', {class: 'op-link', text: 'show ' + row.name,
        onclick: () => select(row, false)}));
    }
    return line;
  }

  function drawDiagnostics() {
    const list = state.file.diagnostics || [];
    const sec = el('section', {id: 'diagnostics'});
    sec.append(el('h2', {text: 'verify: ' + (list.length ? list.length + ' finding(s) in ' + state.file.path
      : 'no finding in ' + state.file.path)}));
    const shown = list.slice(0, 2000);
    for (const f of shown) sec.append(diagLine(f, true));
    if (list.length > shown.length)
      sec.append(el('p', {class: 'muted', text: (list.length - shown.length) + ' more not shown'}));
    page.append(sec);
  }

  /* ---- chains --compare BEFORE AFTER as a page: exposure per collective, then requests ---- */

  function signed(us) { return us == null ? '\u2014' : (us > 0 ? '+' : us < 0 ? '\u2212' : '') + time(Math.abs(us)); }

  function deltaCell(us) {
    return el('td', {class: 'num ' + (us > 0.0005 ? 'worse' : us < -0.0005 ? 'better' : ''), text: signed(us)});
  }

  function sideText(s) { return s ? s.name + ' (line ' + s.line + ')' : '\u2014'; }

  function simpleTable(id, heads, rows) {
    const body = el('tbody');
    for (const r of rows) body.append(r);
    if (!rows.length) body.append(el('tr', {}, el('td', {colspan: heads.length, class: 'muted', text: 'none'})));
    return el('table', {id}, el('thead', {}, el('tr', {}, ...heads.map(h =>
      el('th', {class: h.num ? 'num' : '', text: h.label})))), body);
  }

  function drawCompare(c) {
    const e = c.exposure;
    main.append(el('h2', {text: 'Before: ' + c.before + ' \u2192 after: ' + c.after}));
    if (e && e.other_module)
      main.append(el('p', {id: 'other-module', class: 'worse',
        text: 'Warning: ' + e.other_module + ': --compare reads one module before and after a change.'}));
    const reqs = c.requests || [];
    const cards = [];
    if (e) {
      cards.push(card('exposed-before', 'exposed before', time(e.before.exposed_us)),
        card('exposed-after', 'exposed after', time(e.after.exposed_us), 'exposed'),
        card('delta', 'change', signed(e.delta_us), e.delta_us > 0 ? 'exposed' : ''),
        card('hidden', 'hidden before \u2192 after', percent(e.before.hidden_fraction) + ' \u2192 ' +
          percent(e.after.hidden_fraction)));
      const ch = e.changes;
      cards.push(card('worse', 'worse', String(ch.worse), ch.worse ? 'exposed' : ''),
        card('better', 'better', String(ch.better)), card('moved', 'moved', String(e.moved)),
        card('found', 'found in after', e.found + ' of ' + e.collectives_before));
    }
    cards.push(card('requests', 'requests kept', c.kept + ' of ' + reqs.length));
    main.append(el('div', {id: 'totals', class: 'cards'}, ...cards));
    if (e) {
      main.append(el('h2', {text: 'Exposed time by collective'}), simpleTable('kinds',
        [{label: 'collective'}, {label: 'before', num: true}, {label: 'after', num: true},
          {label: 'exposed before', num: true}, {label: 'exposed after', num: true}, {label: 'change', num: true}],
        e.kinds.map(k => el('tr', {}, el('td', {text: k.kind}), el('td', {class: 'num', text: k.before}),
          el('td', {class: 'num', text: k.after}), el('td', {class: 'num', text: time(k.before_exposed_us)}),
          el('td', {class: 'num', text: time(k.after_exposed_us)}),
          deltaCell(k.after_exposed_us - k.before_exposed_us)))));
      /* What got worse first, the most first; then what got better. */
      const list = e.collectives.slice().sort((a, b) => (b.delta_us || 0) - (a.delta_us || 0));
      main.append(el('h2', {text: 'Each collective, what got worse first'}), simpleTable('collectives',
        [{label: 'change'}, {label: 'collective'}, {label: 'before'}, {label: 'after'},
          {label: 'exposed before', num: true}, {label: 'exposed after', num: true}, {label: 'change', num: true},
          {label: 'moved'}, {label: 'why, after'}],
        list.map(x => el('tr', {'data-change': x.change},
          el('td', {class: x.change === 'worse' || x.change === 'new' ? 'worse' : x.change === 'better' ? 'better' : '',
            text: x.change}),
          el('td', {text: x.kind}), el('td', {text: sideText(x.before)}), el('td', {text: sideText(x.after)}),
          el('td', {class: 'num', text: x.before ? time(x.before.exposed_us) : '\u2014'}),
          el('td', {class: 'num', text: x.after ? time(x.after.exposed_us) : '\u2014'}),
          deltaCell(x.delta_us), el('td', {text: x.moved ? 'moved' : ''}),
          el('td', {text: x.after ? x.after.why : x.before ? 'gone: ' + x.before.why : '', title:
            (x.before ? 'before: ' + x.before.why + '\n' : '') + (x.after ? 'after: ' + x.after.why : '')})))));
    }
    main.append(el('h2', {text: 'Scheduling requests of before, kept or dropped in after'}), simpleTable('requests',
      [{label: 'kept'}, {label: 'request'}, {label: 'in before'}, {label: 'in after'}, {label: 'why'}],
      reqs.map(r => el('tr', {}, el('td', {class: r.kept ? 'better' : 'worse', text: r.kept ? 'kept' : 'dropped'}),
        el('td', {text: r.kind + (r.id == null ? '' : ' ' + r.id)}), el('td', {text: sideText(r.at)}),
        el('td', {text: sideText(r.in_after)}), el('td', {text: r.why || ''})))));
  }

  show(0);
  performance.mark('hloa-ready');
  document.body.setAttribute('data-ready', '1');
})();
