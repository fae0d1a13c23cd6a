import { expect, test, type Browser, type Page } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { clickSquare, hoverSquare, type Sq } from './support/map-squares';

// Case 19.34 from the umpire console: a new game of the Lippe River Bridgehead with Section 19.0 chosen (no scenario
// allots mounts but Hejaz, whose Arabs have no grenades, Case 42.43). The Germans set up by zone (Case 44.6); the umpire
// puts a Ranger on the map with a horse beside him (Case 19.22, ruling HC2); in Game-Turn 1 he mounts, prepares a grenade
// (Case 19.34: twice the cost) and ends his tasks; the horse begins its own. The Turn panel then offers the drop; the
// umpire picks the drop square and the gallop's end on the map, and the resolution cards cite Case 19.34 for the drop
// and, once the horse's tasks end, for its explosion. Screenshots at three sizes in both themes
// (test-results/horse-drop-*.png).

interface ViewLite {
  map: { width: number; height: number; squares: { terrain: string }[]; zones: { id: number; squares: Sq[] }[] };
  men: { id: string; side: string; square?: Sq }[];
  sequence?: { active?: { manId: string } };
}
interface Cmd {
  type: string;
  manId?: string;
  side?: string;
}

const ZONES: [number, number][] = [[1, 3], [2, 5], [3, 1], [4, 3]];

async function tryCommand(umpire: Page, command: unknown): Promise<string | undefined> {
  const res = await umpire.request.post('/api/umpire/command', { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: { command } });
  const body = (await res.json()) as { ok?: boolean; error?: unknown };
  // With the console's Physical dice a command that rolls waits for its faces (typedDice); it is taken once they are in.
  if (await typedDice(umpire)) return undefined;
  return res.ok() && body.ok !== false ? undefined : JSON.stringify(body);
}

/**
 * Real dice typed in while the Rangers' man and horse begin their tasks: seeded dice have a fresh secret seed per game,
 * and a failed panic check (Case 14.11; the horse's own percentage, Case 19.61) ends his interval before the drop is
 * offered, about one run in ten. The faces decide instead: 9 then 2 for the initiative (Case 6.1: the first side rolled
 * wins it, no tie), 9 for every other die (1D100 = 99: no panic).
 */
async function typedDice(umpire: Page): Promise<boolean> {
  let n = 0;
  for (; n < 12; n++) {
    const pending = await umpireApi<{ needed: { purpose: string } } | null>(umpire, 'pendingDice');
    if (!pending) return n > 0;
    const initiative = pending.needed.purpose.includes('initiative');
    await umpireApi(umpire, 'provideDice', { faces: [initiative && n % 2 === 1 ? 2 : 9] });
  }
  throw new Error('A command still waits for dice after 12 faces.');
}

/** Issues `command`, rolling initiative, passing or advancing the Phase until the engine takes it (Case 5.1). */
async function whenLegal(umpire: Page, command: Cmd): Promise<void> {
  let refused = await tryCommand(umpire, command);
  for (let k = 0; k < 30 && refused; k++) {
    const legal = (await umpireApi<{ legal: { commands: Cmd[] } }>(umpire, 'legalActions')).legal.commands;
    if (legal.some((c) => c.type === 'initiative/roll')) await tryCommand(umpire, { type: 'initiative/roll' });
    else if (legal.some((c) => c.type === 'phase/advance')) await tryCommand(umpire, { type: 'phase/advance' });
    else {
      const pass = legal.find((c) => c.type === 'side/pass');
      if (pass) await tryCommand(umpire, pass);
    }
    refused = await tryCommand(umpire, command);
  }
  expect(refused, `${command.type} taken`).toBeUndefined();
}

async function consoleAt(browser: Browser, theme: 'dark' | 'light', size: { width: number; height: number }): Promise<Page> {
  const u = await pageIn(browser, theme, size);
  await u.goto(pathOf(readSession().umpireUrl));
  await expect(u.getByTestId('umpire-map')).toBeVisible();
  await u.getByTestId('tab-turn').click();
  return u;
}

test('Case 19.34: the umpire drops a grenade from a galloping horse from the console, and the resolution cards cite the Case', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    await startNewGame(umpire, 'lippe-river-bridgehead', 'Assault on Lippe River Bridgehead', { optionalRules: [19] });
    const view = await umpireApi<ViewLite>(umpire, 'getView');
    const { map } = view;
    const clear = (sq: Sq) => sq.col >= 1 && sq.row >= 1 && sq.col <= map.width && sq.row <= map.height && map.squares[(sq.row - 1) * map.width + (sq.col - 1)]?.terrain === 'clear';
    const germans = view.men.filter((m) => m.side === 'germans');
    let n = 0;
    for (const [zone, count] of ZONES) {
      const squares = map.zones.find((z) => z.id === zone)!.squares.filter(clear);
      for (let k = 0; k < count; k++) expect(await tryCommand(umpire, { type: 'setup/deploy', manId: germans[n++]!.id, square: squares[k * 3 + 2] })).toBeUndefined();
    }
    const ranger = view.men.find((m) => m.side === 'rangers')!;
    // A Ranger deep in the woods, far from every German: no observation prompt stops the gallop short of the drop
    // (Case 7.52; the drop is then not made, mount-grenade.ts). Four wooded squares south of him for the gallop.
    const woods = (sq: Sq) => sq.row <= map.height && map.squares[(sq.row - 1) * map.width + (sq.col - 1)]?.terrain === 'woods';
    const placed = (await umpireApi<ViewLite>(umpire, 'getView')).men.filter((m) => m.side === 'germans' && m.square).map((m) => m.square!);
    const far = (sq: Sq) => placed.every((g) => Math.max(Math.abs(g.col - sq.col), Math.abs(g.row - sq.row)) >= 10);
    let spot: Sq | undefined;
    for (let row = 1; row < map.height - 4 && !spot; row++) {
      for (let col = 2; col < map.width && !spot; col++) if ([0, 1, 2, 3].every((d) => woods({ col, row: row + d })) && far({ col, row })) spot = { col, row };
    }
    expect(spot, 'woods far from the Germans for the gallop').toBeDefined();
    const drop = { col: spot!.col, row: spot!.row + 2 };
    const end = { col: spot!.col, row: spot!.row + 3 };
    expect(await tryCommand(umpire, { type: 'umpire/place-man', manId: ranger.id, square: spot, reason: 'e2e: a horseman' })).toBeUndefined();
    expect(await tryCommand(umpire, { type: 'setup/place-mount', side: 'rangers', kind: 'horse', square: spot })).toBeUndefined();
    expect(await tryCommand(umpire, { type: 'setup/start' })).toBeUndefined();
    await umpireApi(umpire, 'setDiceMode', { mode: 'physical' });
    await whenLegal(umpire, { type: 'task/begin', manId: ranger.id });
    // Case 19.54: a prone man first stands erect, then mounts.
    if ((await umpireApi<{ men: { id: string; posture: string }[] }>(umpire, 'getView')).men.find((m) => m.id === ranger.id)?.posture === 'prone') await whenLegal(umpire, { type: 'task/stand', manId: ranger.id });
    await whenLegal(umpire, { type: 'task/mount', manId: ranger.id, mountId: 'mount-1' } as Cmd);
    await whenLegal(umpire, { type: 'task/prepare-grenade', manId: ranger.id, grenade: 'fragmentation' } as Cmd);
    await whenLegal(umpire, { type: 'task/end', manId: ranger.id });
    await whenLegal(umpire, { type: 'task/begin', manId: 'mount-1' });
    // The drop's own dice (Case 19.34's scatter, the blast) are the app's again.
    await umpireApi(umpire, 'setDiceMode', { mode: 'seeded' });

    // The control at every size: the Turn panel's drop, the drop square picked, the gallop's end hovered (nothing sent).
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await consoleAt(browser, theme, size);
        const button = u.getByTestId('action-drop-grenade');
        await expect(button).toContainText('Case 19.34');
        await button.click();
        await expect(u.getByTestId('tool-hint')).toContainText('Case 19.34: click the square');
        // On a phone the map stands above the panel: the console brings it back into view.
        await expect(u.getByTestId('umpire-map')).toBeInViewport({ ratio: 0.5 });
        await clickSquare(u, 'umpire-map', map, drop);
        await expect(u.getByTestId('tool-hint')).toContainText('Click where the gallop ends');
        await hoverSquare(u, 'umpire-map', map, end);
        await u.screenshot({ path: `test-results/horse-drop-pick-${theme}-${size.width}.png` });
        await u.context().close();
      }
    }
    expect((await umpireApi<ViewLite>(umpire, 'getView')).men.find((m) => m.id === 'mount-1')?.square).toEqual(spot);

    // The drop itself, from the console.
    const u = await consoleAt(browser, 'dark', { width: 1366, height: 768 });
    await u.getByTestId('action-drop-grenade').click();
    await clickSquare(u, 'umpire-map', map, drop);
    await expect(u.getByTestId('tool-hint')).toContainText('Click where the gallop ends');
    await clickSquare(u, 'umpire-map', map, end);
    const dropped = u.getByTestId('resolution-grenade-dropped');
    await expect(dropped).toContainText('Case 19.34');
    await expect(dropped.getByTestId('resolution-outcome')).toContainText('1D10 =');
    expect((await umpireApi<ViewLite>(umpire, 'getView')).men.find((m) => m.id === 'mount-1')?.square).toEqual(end);
    // Case 19.34: "explode at the conclusion of the rider's movement" — when the horse's tasks end.
    const endTasks = u.getByTestId('action-task/end');
    await expect(endTasks).toBeVisible();
    await endTasks.click();
    await expect(u.getByTestId('resolution-dropped-grenade-exploded')).toContainText('Case 19.34');
    await u.context().close();

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const p = await consoleAt(browser, theme, size);
        const card = p.getByTestId('resolution-grenade-dropped');
        await expect(card).toContainText('Case 19.34');
        await card.scrollIntoViewIfNeeded();
        await p.screenshot({ path: `test-results/horse-drop-cards-${theme}-${size.width}.png` });
        await p.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
