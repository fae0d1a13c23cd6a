import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Sq } from './support/map-squares';
import { openSideWindow, openUmpireConsole, startNewGame, type SideLink } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 13: a side's stream depends only on what its men know. Two games of
// Raid on Entebbe (Section 39.0) from the same start, seeded dice, the same
// public commands in the same order, dice typed in. In run A the Ugandans
// lay three mines and set up from their own window, the umpire places the
// hostage groups, and when israelis-a moves ugandans-d answers the observation
// prompt by observing him (Case 8.92); in run B the Ugandans lay no mine and
// set up one square along in each Zone (Case 38.43 makes them set up), the
// hostage groups lie swapped, and the prompt is let pass. Every payload the
// Israeli page receives (captured through the DevTools protocol) is
// byte-identical between the runs, and as many. Against the code before
// issue 13 (d432f82) it fails: 27 Israeli stream messages against 24.

interface UmpireViewLite {
  men: { id: string; side: string }[];
  map: { width: number; height: number; squares: { terrain: string }[]; zones: { id: number; squares: Sq[] }[] };
}

/** Waits until no payload has arrived for a moment, so the count taken next is not racing a push in flight. */
async function settle(payloads: readonly string[], page: Page): Promise<void> {
  let last = -1;
  while (last !== payloads.length) {
    last = payloads.length;
    await page.waitForTimeout(600);
  }
}

async function command(umpire: Page, cmd: Record<string, unknown>): Promise<void> {
  await umpireApi(umpire, 'command', { command: cmd });
}

/** A command the rules may refuse now (the initiative roll outside its Phase, a pass by the side without the initiative): whether it was taken. */
async function tryCommand(umpire: Page, cmd: Record<string, unknown>): Promise<boolean> {
  const res = await umpire.request.post('/api/umpire/command', { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: { command: cmd } });
  return res.ok() && ((await res.json()) as { ok?: boolean }).ok !== false;
}

/**
 * A command with real dice typed in (the console's Physical dice): the faces
 * decide, so both runs take the same course (seeded dice have a fresh secret
 * seed per game). `face` gives each die asked for.
 */
async function withDice(umpire: Page, cmd: Record<string, unknown>, face: (die: string, n: number) => number): Promise<boolean> {
  const taken = await tryCommand(umpire, cmd);
  for (let n = 0; n < 12; n++) {
    const pending = await umpireApi<{ needed: { die: string } } | null>(umpire, 'pendingDice');
    if (!pending) return taken;
    await umpireApi(umpire, 'provideDice', { faces: [face(pending.needed.die, n)] });
  }
  throw new Error(`${String(cmd.type)} still waits for dice after 12 faces.`);
}

interface PromptLite {
  id: string;
  kind: string;
  pending?: { observerId: string }[];
}

/**
 * The Israeli window with what it is sent kept per channel, each in the order
 * the server sent it: the event stream's messages (through the DevTools
 * protocol) and each fetched API answer (its path, then its body). The two
 * channels race each other, so one list for both would not repeat.
 */
async function openRecordedWindow(browser: Browser, link: SideLink): Promise<{ page: Page; stream: string[]; fetched: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const stream: string[] = [];
  const fetched: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.eventSourceMessageReceived', (e) => stream.push(e.data));
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (!path.startsWith('/api/') || (res.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
    fetched.push(`${path} ${await res.text().catch(() => '(abandoned)')}`);
  });
  await page.goto(pathOf(link.url));
  return { page, stream, fetched };
}

/**
 * A side's version counts the changes to its projection and never goes back
 * while the server runs: GameHost.load keeps every subscriber, so a game
 * switch goes on from the last number. Run B therefore starts where run A
 * ended; the numbers are compared from each run's first view.
 */
function fromFirstView(payloads: readonly string[], first: number): string[] {
  return payloads.map((p) =>
    p.replace(/("version":|"base":|"path":"\/version","value":)(\d+)/g, (_, key: string, n: string) => `${key}${Number(n) - first + 1}`),
  );
}

/** One run: the Israeli window's payloads, from its first request to israelis-a's first move. */
async function run(browser: Browser, secret: boolean): Promise<{ stream: string[]; fetched: string[] }> {
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'raid-on-entebbe', 'Raid on Entebbe', {
      optionalRules: [22],
      configure: async () => {
        await umpire.getByTestId('mines-ugandans-anti-personnel').fill('3');
      },
    });
    const israeliWindow = await openRecordedWindow(browser, link('israelis'));
    const israeli = israeliWindow.page;
    const traffic = { payloads: israeliWindow.stream };
    const { page: ugandan } = await openSideWindow(browser, link('ugandans'));
    await expect(israeli.getByTestId('player-side')).toHaveText('Israeli Commandos');
    await expect(ugandan.getByTestId('player-side')).toHaveText('Ugandan Sentries');
    await settle(traffic.payloads, israeli);

    const answered: string[] = [];
    const { map, men } = await umpireApi<UmpireViewLite>(umpire, 'getView');
    const terminal = (sq: Sq) => sq.col >= 17 && sq.col <= 24 && sq.row >= 40 && sq.row <= 43;
    const clear = (sq: Sq) => !terminal(sq) && map.squares[(sq.row - 1) * map.width + (sq.col - 1)]!.terrain === 'clear';
    const ugandans = men.filter((m) => m.side === 'ugandans').map((m) => m.id);
    const plan: [number, number][] = [[2, 2], [3, 1], [4, 1], [5, 1], [7, 1], [8, 1], [9, 1], [10, 1], [11, 1], [12, 1]];
    const player = (method: string, data: unknown) =>
      ugandan.request.post(`/api/player/${method}`, { maxRetries: 2, headers: { Authorization: `Bearer ${link('ugandans').token}` }, data }).then(async (res) => {
        expect(res.ok(), `${method}: ${await res.text()}`).toBe(true);
      });

    await test.step(`the Ugandans set up from their own window (${secret ? 'run A' : 'run B: other squares'})`, async () => {
      let n = 0;
      for (const [zone, count] of plan) {
        const squares = map.zones.find((z) => z.id === zone)!.squares.filter(clear);
        for (let k = 0; k < count; k++) await player('deploy', { manId: ugandans[n++], square: squares[k * 3 + (secret ? 0 : 1)] });
      }
      expect(n).toBe(ugandans.length);
    });

    if (secret) {
      await test.step('run A: the Ugandans lay three anti-personnel mines in secret (Section 22.0)', async () => {
        for (const square of [{ col: 20, row: 30 }, { col: 22, row: 30 }, { col: 24, row: 30 }]) await player('placeMine', { mineType: 'anti-personnel', square });
      });
    }

    await test.step('the umpire places the hostage groups (Case 39.43) and ends set-up', async () => {
      const spots = secret ? [{ col: 18, row: 40 }, { col: 21, row: 42 }] : [{ col: 21, row: 42 }, { col: 18, row: 40 }];
      await command(umpire, { type: 'setup/place-object', objectId: 'hostage-group-1', square: spots[0] });
      await command(umpire, { type: 'setup/place-object', objectId: 'hostage-group-2', square: spots[1] });
      await command(umpire, { type: 'setup/start' });
      await expect(israeli.getByTestId('player-phase')).toContainText('A. Observation');
    });

    await umpireApi(umpire, 'setDiceMode', { mode: 'physical' });
    await test.step('on to Phase E; israelis-a enters on the north edge and moves south (Cases 38.51, 7.52)', async () => {
      for (let n = 0; n < 8 && !(await israeli.getByTestId('player-phase').textContent())?.includes('E. Non-Prepared'); n++) {
        await withDice(umpire, { type: 'initiative/roll' }, (_, n) => (n % 2 === 0 ? 8 : 3));
        await command(umpire, { type: 'phase/advance' });
        await settle(traffic.payloads, israeli);
      }
      await expect(israeli.getByTestId('player-phase')).toContainText('E. Non-Prepared');
      // Whoever has the initiative, the Ugandans hold their squares (Case 38.48).
      await tryCommand(umpire, { type: 'side/pass', side: 'ugandans' });
      await command(umpire, { type: 'task/begin', manId: 'israelis-a' });
      await command(umpire, { type: 'entry/enter', manId: 'israelis-a', square: { col: 14, row: 1 } });
      await command(umpire, { type: 'task/move', manId: 'israelis-a', route: [1, 2, 3, 4].map((row) => ({ col: 14, row })) });
    });

    await test.step(secret ? 'run A: the observation prompt is answered, ugandans-d trying to observe (Case 8.92)' : 'run B: any prompt is let pass', async () => {
      for (let n = 0; n < 12; n++) {
        const { sequence } = await umpireApi<{ sequence: { prompts: PromptLite[] } }>(umpire, 'getView');
        const prompt = sequence.prompts.find((p) => p.kind === 'observation' && (p.pending ?? []).length > 0);
        if (!prompt) break;
        const observerId = prompt.pending![0]!.observerId;
        answered.push(observerId);
        if (secret && answered.length === 1) await withDice(umpire, { type: 'observe/attempt', observerId, targetId: 'israelis-a' }, () => 1);
        else await command(umpire, { type: 'observe/forego', observerId, promptId: prompt.id });
      }
      if (secret) expect(answered.length, 'run A raises an observation prompt').toBeGreaterThan(0);
      test.info().annotations.push({ type: secret ? 'run A prompts answered' : 'run B prompts let pass', description: answered.join(' ') || 'none' });
    });

    await settle(traffic.payloads, israeli);
    await settle(israeliWindow.fetched, israeli);
    const first = (JSON.parse(israeliWindow.stream[0]!) as { view: { version: number } }).view.version;
    await Promise.all([israeli, ugandan].map((page) => page.context().close()));
    return { stream: fromFirstView(israeliWindow.stream, first), fetched: fromFirstView(israeliWindow.fetched, first) };
  } finally {
    await switchBackTo(umpire, gameBefore);
    await umpire.context().close();
  }
}

test('issue 13: the Israeli page receives the same bytes whether or not the Ugandans act in secret', async ({ browser }) => {
  test.setTimeout(240_000);
  const a = await run(browser, true);
  const b = await run(browser, false);
  writeFileSync('test-results/fog-noninterference-payloads.json', JSON.stringify({ a, b }));
  for (const channel of ['stream', 'fetched'] as const) {
    expect(a[channel].length, `Israeli ${channel} payloads`).toBeGreaterThan(0);
    expect(b[channel].length, `as many Israeli ${channel} payloads in both runs`).toBe(a[channel].length);
    for (const [i, p] of a[channel].entries()) expect(b[channel][i], `Israeli ${channel} payload ${i} differs between the runs`).toBe(p);
  }
});
