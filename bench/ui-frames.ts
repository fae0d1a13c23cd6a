/**
 * UI frames and push latency: the real app in browser mode, in headless
 * Chromium (Debian's /usr/bin/chromium, as the end-to-end tests drive it).
 *
 * 1. Umpire master map, pan and zoom. The startable bundled scenario with
 *    the most line features on its map (then the most men) is started with
 *    `newGame`, and every man of both sides is put on the map with
 *    `umpire/place-man`. Frame times are the deltas between successive
 *    requestAnimationFrame timestamps collected in the page while
 *    - panning: a left-button mouse drag (the Konva stage is draggable) going
 *      round a circle, one mouse move per step, and
 *    - zooming: wheel notches about the pointer (8 in, 8 out, …),
 *    for a fixed number of frames. The peer is an empty Konva stage (one
 *    empty layer, konva from node_modules) of the same size at the same place
 *    on a page of the same size, dragged and wheel-zoomed the same way, in
 *    the same browser and run; rounds alternate which goes first.
 * 2. Command to player page: the umpire places one of a side's own men on
 *    another square (`umpire/place-man`), from the player page's own origin,
 *    and a MutationObserver on the player page's `own-men` list notes when
 *    the man's line shows the new square (and the next animation frame after
 *    it, by which the map canvas is redrawn). Peer: a plain fetch round trip
 *    to `/api/player/getView` from the same page, interleaved with them.
 *
 *    Headless Chromium paces frames at 60 Hz (its --disable-frame-rate-limit
 *    does not lift that here), so a frame time is 16.7 ms or a multiple of it
 *    when frames are dropped: the median ratio reads 1.00× while the map
 *    keeps up, and the p95 ratio shows dropped frames. The work behind the
 *    frames is reported too: Chromium's main-thread TaskDuration (DevTools
 *    Performance.getMetrics) over the same window, per frame, against the
 *    empty stage's.
 *
 * Ratios only, never a pass/fail threshold: these machines are small and
 * noisy and share their two cores with CI.
 *
 * Run: npx tsx --tsconfig tsconfig.node.json bench/ui-frames.ts (or `npm run bench ui-frames`).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import type { CommandOutcome, GameSwitchInfo, MapDetailInfo, MapSummaryInfo, ScenarioSummaryInfo } from '../src/shared/contract/api';
import type { UmpireView } from '../src/shared/rulesets/commando/view/view';
import { describeSquare } from '../src/shared/map/coords';
import { findChromium } from '../tests/e2e/support/find-chromium';
import { fmtRatio, ROOT, startBrowserMode, type RunningApp } from './support/browser-app';
import { summary } from './support/stats';

const ROUNDS = 4;
const FRAMES = 120;
const LATENCY_SAMPLES = 40;
const VIEWPORT = { width: 1400, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
type Square = { col: number; row: number };

interface Candidate {
  scenario: ScenarioSummaryInfo;
  lines: number;
  men: number;
}

async function chooseScenario(app: RunningApp): Promise<{ chosen: Candidate; busiest: Candidate }> {
  const scenarios = await app.umpire<ScenarioSummaryInfo[]>('listScenarios');
  const maps = await app.umpire<MapSummaryInfo[]>('listMaps');
  const candidates: Candidate[] = [];
  for (const scenario of scenarios.filter((s) => s.bundled && s.mapLetter)) {
    const map = maps.find((m) => m.bundled && m.letter === scenario.mapLetter);
    if (!map) continue;
    const detail = await app.umpire<MapDetailInfo>('getMap', { id: map.id });
    const lines = Array.isArray(detail.file.lines) ? detail.file.lines.length : 0;
    candidates.push({ scenario, lines, men: scenario.sides.reduce((n, s) => n + s.numberOfMen, 0) });
  }
  const busiestFirst = (a: Candidate, b: Candidate) => b.lines - a.lines || b.men - a.men;
  candidates.sort(busiestFirst);
  const chosen = candidates.find((c) => c.scenario.canStart);
  if (!chosen) throw new Error('No bundled scenario can be started.');
  return { chosen, busiest: candidates[0]! };
}

/** Every man on the map, spread over it, at most one per square. */
async function placeEveryone(app: RunningApp): Promise<UmpireView> {
  const view = await app.umpire<UmpireView>('getView');
  const { width, height } = view.map;
  const men = view.men;
  const perRow = 5;
  const rows = Math.ceil(men.length / perRow);
  for (const [i, man] of men.entries()) {
    const square = { col: 4 + (i % perRow) * Math.floor((width - 6) / perRow), row: 5 + Math.floor(i / perRow) * Math.floor((height - 8) / rows) };
    const out = await app.umpire<CommandOutcome>('command', { command: { type: 'umpire/place-man', manId: man.id, square } });
    if (!out.ok) throw new Error(`place ${man.id}: ${out.error.message}`);
  }
  const after = await app.umpire<UmpireView>('getView');
  const onMap = after.men.filter((m) => m.square).length;
  if (onMap !== after.men.length) throw new Error(`only ${onMap} of ${after.men.length} men are on the map`);
  return after;
}

/** Chromium's cumulative main-thread task time of the page, in ms (DevTools Performance domain). */
async function taskMs(page: Page): Promise<number> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    sessions.set(page, cdp);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
}
const sessions = new WeakMap<Page, CDPSession>();

/** rAF deltas for `frames` frames while `drive` works the page, and the page's main-thread task time per frame over them. */
async function measureFrames(page: Page, frames: number, drive: (done: () => boolean) => Promise<void>): Promise<{ deltas: number[]; busyPerFrame: number }> {
  const busy0 = await taskMs(page);
  const result = page.evaluate(
    (n) =>
      new Promise<number[]>((resolve) => {
        const ts: number[] = [];
        const step = (t: number) => {
          ts.push(t);
          if (ts.length > n) resolve(ts.slice(1).map((x, i) => x - ts[i]!));
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    frames,
  );
  let done = false;
  void result.then(
    () => (done = true),
    () => (done = true),
  );
  await drive(() => done);
  const deltas = await result;
  return { deltas, busyPerFrame: ((await taskMs(page)) - busy0) / frames };
}

/** A left-button drag round a circle about the box's centre, one move per step. */
async function panDrive(page: Page, box: Box, done: () => boolean): Promise<void> {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.min(box.width, box.height) / 5;
  await page.mouse.move(cx + r, cy);
  await page.mouse.down();
  let theta = 0;
  while (!done()) {
    theta += 0.15;
    await page.mouse.move(cx + r * Math.cos(theta), cy + r * Math.sin(theta));
  }
  await page.mouse.up();
}

/** Wheel notches about the box's centre: 8 in, 8 out, …; afterwards (unmeasured) back to where it started. */
async function zoomDrive(page: Page, box: Box, done: () => boolean): Promise<void> {
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  let net = 0;
  for (let i = 0; !done(); i++) {
    const dy = i % 16 < 8 ? -100 : 100;
    net += dy;
    await page.mouse.wheel(0, dy);
  }
  for (; net !== 0; net -= Math.sign(net) * 100) await page.mouse.wheel(0, -Math.sign(net) * 100);
}

/** The peer: an empty Konva stage (one empty layer) of the umpire map's size, at the same place, panned and zoomed like it. */
async function openPeer(browser: Browser, box: Box): Promise<Page> {
  const page = await newPage(browser);
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:#15181c"><div id="stage" style="position:absolute;left:${box.x}px;top:${box.y}px;width:${box.width}px;height:${box.height}px"></div></body></html>`,
  );
  await page.evaluate(NAME_SHIM);
  await page.addScriptTag({ path: join(ROOT, 'node_modules/konva/konva.min.js') });
  await page.evaluate(
    ({ width, height }) => {
      // Konva is the global the script tag defined; typed loosely here on purpose.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const K = (window as any).Konva;
      const stage = new K.Stage({ container: 'stage', width, height, draggable: true });
      stage.add(new K.Layer());
      // The same zoom about the pointer as MapCanvas (geometry.ts zoomAbout, limits 0.25–6).
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      stage.on('wheel', (e: any) => {
        e.evt.preventDefault();
        const p = stage.getPointerPosition();
        if (!p) return;
        const old = stage.scaleX();
        const scale = Math.min(6, Math.max(0.25, old * (e.evt.deltaY < 0 ? 1.15 : 1 / 1.15)));
        const mx = (p.x - stage.x()) / old;
        const my = (p.y - stage.y()) / old;
        stage.scale({ x: scale, y: scale });
        stage.position({ x: p.x - mx * scale, y: p.y - my * scale });
        stage.batchDraw();
      });
    },
    { width: box.width, height: box.height },
  );
  return page;
}

interface LatencySamples {
  roundTrip: number[];
  ack: number[];
  dom: number[];
  frame: number[];
}

/** In the player page: getView round trips, and umpire place-man commands until the own-men list shows the new square. */
async function measureLatency(page: Page, args: { umpireToken: string; playerToken: string; manId: string; targets: { square: Square; label: string }[]; n: number }): Promise<LatencySamples> {
  return page.evaluate(async ({ umpireToken, playerToken, manId, targets, n }) => {
    const list = document.querySelector('[data-testid="own-men"]');
    if (!list) throw new Error('the player page shows no own-men list');
    const shows = (label: string) => [...list.querySelectorAll('li')].some((li) => li.querySelector('b')?.textContent === manId && (li.textContent ?? '').includes(`at ${label}`));
    const post = (path: string, token: string, body: unknown) =>
      fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const out = { roundTrip: [] as number[], ack: [] as number[], dom: [] as number[], frame: [] as number[] };
    for (let i = 0; i < n; i++) {
      const target = targets[i % targets.length]!;
      // Peer: one plain round trip for this side's projection.
      let t0 = performance.now();
      const res = await post('/api/player/getView', playerToken, {});
      await res.json();
      out.roundTrip.push(performance.now() - t0);
      // The command, and the page showing it.
      let observer: MutationObserver | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const seen = new Promise<{ dom: number; frame: number }>((resolve, reject) => {
        observer = new MutationObserver(() => {
          if (!shows(target.label)) return;
          observer?.disconnect();
          const dom = performance.now();
          requestAnimationFrame(() => resolve({ dom, frame: performance.now() }));
        });
        observer.observe(list, { subtree: true, childList: true, characterData: true });
        timer = setTimeout(() => reject(new Error(`the player page did not show ${manId} at ${target.label} within 10 s`)), 10_000);
      });
      t0 = performance.now();
      const ack = post('/api/umpire/command', umpireToken, { command: { type: 'umpire/place-man', manId, square: target.square } })
        .then((r) => r.json())
        .then((j: { ok: boolean; error?: { message: string } }) => {
          if (!j.ok) throw new Error(`place-man: ${j.error?.message ?? 'refused'}`);
          return performance.now();
        });
      const [shown, acked] = await Promise.all([seen, ack]).finally(() => {
        observer?.disconnect();
        clearTimeout(timer);
      });
      out.ack.push(acked - t0);
      out.dom.push(shown.dom - t0);
      out.frame.push(shown.frame - t0);
    }
    return out;
  }, args);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * tsx (esbuild, keepNames) wraps named functions in `__name(…)`; the functions
 * handed to page.evaluate carry that call into the page, which lacks it.
 */
const NAME_SHIM = 'globalThis.__name ??= (f) => f;';

async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.addInitScript(NAME_SHIM);
  return page;
}

export default async function run(): Promise<void> {
  const app = await startBrowserMode();
  let browser: Browser | undefined;
  try {
    // ---- the busiest startable scenario, every man on the map
    const { chosen, busiest } = await chooseScenario(app);
    const switched = await app.umpire<GameSwitchInfo>('newGame', { scenarioId: chosen.scenario.id });
    const view = await placeEveryone(app);
    process.stdout.write(
      [
        `scenario: ${chosen.scenario.title} (Section ${chosen.scenario.section}, Map ${chosen.scenario.mapLetter}: ${chosen.lines} line features, ${view.men.length} men, all placed on the map)`,
        ...(busiest.scenario.id !== chosen.scenario.id
          ? [`  (Map ${busiest.scenario.mapLetter}, ${busiest.lines} line features, is busier, but ${busiest.scenario.title} cannot start: ${busiest.scenario.problems[0] ?? 'refused'})`]
          : []),
        '',
      ].join('\n'),
    );

    browser = await chromium.launch({
      executablePath: findChromium(),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });

    // ---- 1. umpire map frames vs an empty Konva stage
    const umpire = await newPage(browser);
    await umpire.goto(switched.session.umpireUrl ?? app.session.umpireUrl);
    await umpire.getByTestId('scenario').filter({ hasText: chosen.scenario.title }).waitFor();
    await umpire.getByTestId('tab-men').click();
    const menShown = await umpire.getByTestId('umpire-men').getByRole('listitem').count(); // one line per man (each also has a show-on-map button)
    if (menShown !== view.men.length) throw new Error(`the umpire console lists ${menShown} men, not ${view.men.length}`);
    const canvas = umpire.getByTestId('umpire-map').locator('canvas').first();
    await canvas.waitFor();
    const box = await umpire.getByTestId('umpire-map').boundingBox();
    if (!box) throw new Error('the umpire map has no box');
    const peer = await openPeer(browser, box);

    const targets = [
      { name: 'umpire map', page: umpire },
      { name: 'empty stage', page: peer },
    ];
    type Runs = { deltas: number[]; busy: number[] };
    const fresh = () => ({ pan: { deltas: [], busy: [] } as Runs, zoom: { deltas: [], busy: [] } as Runs });
    const frames: Record<string, { pan: Runs; zoom: Runs }> = { 'umpire map': fresh(), 'empty stage': fresh() };
    const record = (into: Runs, m: { deltas: number[]; busyPerFrame: number }) => {
      into.deltas.push(...m.deltas);
      into.busy.push(m.busyPerFrame);
    };
    // Warm-up, unmeasured: JIT, canvas caches, fonts.
    for (const t of targets) {
      await measureFrames(t.page, 30, (d) => panDrive(t.page, box, d));
      await measureFrames(t.page, 30, (d) => zoomDrive(t.page, box, d));
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of round % 2 === 0 ? targets : [...targets].reverse()) {
        await t.page.bringToFront();
        record(frames[t.name]!.pan, await measureFrames(t.page, FRAMES, (d) => panDrive(t.page, box, d)));
        record(frames[t.name]!.zoom, await measureFrames(t.page, FRAMES, (d) => zoomDrive(t.page, box, d)));
      }
    }
    await peer.close();
    await umpire.close();

    const lines = [`frame time, umpire master map ${Math.round(box.width)}×${Math.round(box.height)} px, ${ROUNDS} rounds × ${FRAMES} frames each (rAF deltas):`];
    for (const kind of ['pan', 'zoom'] as const) {
      const a = summary(frames['umpire map']![kind].deltas);
      const p = summary(frames['empty stage']![kind].deltas);
      const ab = summary(frames['umpire map']![kind].busy).median;
      const pb = summary(frames['empty stage']![kind].busy).median;
      const label = kind === 'pan' ? 'pan (mouse drag)     ' : 'zoom (wheel, pointer)';
      lines.push(
        `  ${label} frame time median ${fmtRatio(a.median / p.median)}×, p95 ${fmtRatio(a.p95 / p.p95)}× the empty Konva stage` +
          `   [map ${ms(a.median)} / ${ms(a.p95)}; empty stage ${ms(p.median)} / ${ms(p.p95)}]`,
        `  ${' '.repeat(label.length)} main-thread work per frame ${fmtRatio(ab / pb)}× the empty stage's (median of ${ROUNDS} rounds)   [map ${ms(ab)}; empty stage ${ms(pb)}]`,
      );
    }
    lines.push('');
    process.stdout.write(lines.join('\n') + '\n');

    // ---- 2. command → player page
    const side = switched.session.players[0]!;
    const man = view.men.find((m) => m.side === side.side);
    if (!man) throw new Error(`side ${side.side} has no men`);
    const squares: Square[] = [
      { col: 2, row: 2 },
      { col: 3, row: 2 },
    ];
    const player = await newPage(browser);
    await player.goto(side.url);
    await player.getByTestId('own-men').filter({ hasText: man.id }).waitFor();
    const args = { umpireToken: app.session.umpireToken, playerToken: side.token, manId: man.id, targets: squares.map((square) => ({ square, label: describeSquare(square) })) };
    await measureLatency(player, { ...args, n: 4 }); // warm-up
    const lat = await measureLatency(player, { ...args, n: LATENCY_SAMPLES });
    await player.close();
    const rt = summary(lat.roundTrip);
    const row = (label: string, xs: number[]) => {
      const s = summary(xs);
      return `  ${label} median ${fmtRatio(s.median / rt.median)}×, p95 ${fmtRatio(s.p95 / rt.p95)}× the getView round trip   [${ms(s.median)} / ${ms(s.p95)}]`;
    };
    process.stdout.write(
      [
        `command → ${side.sideName} player page (umpire/place-man of ${man.id}), ${LATENCY_SAMPLES} commands, against a plain fetch of /api/player/getView [${ms(rt.median)} / ${ms(rt.p95)}]:`,
        row('command acknowledged (HTTP reply)       ', lat.ack),
        row('own-men list shows the square (DOM)     ', lat.dom),
        row('next animation frame (map redrawn)      ', lat.frame),
        '',
      ].join('\n'),
    );
  } finally {
    await browser?.close();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
