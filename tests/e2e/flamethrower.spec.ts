import { expect, test, type Page } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { pageIn, SCREEN_SIZES } from './support/screens';

// Section 17.0 Flamethrowers on the maps: a new game of the Lippe River Bridgehead with Section 17 chosen (Case 44.41
// gives one German a flamethrower). The Germans set up by zone (Case 44.6), the umpire places a Ranger two squares off
// the flamethrower man, and the man fires a pattern taken from the legal actions. The master map washes the pattern's
// squares (data-flames) and marks burning men BURN; the German window draws its own man's flame from its projection.
// Screenshots at three sizes in both themes (test-results/flamethrower-*.png).

interface Sq {
  col: number;
  row: number;
}
interface ViewLite {
  phase: string;
  men: { id: string; side: string; square?: Sq; weapons: string[] }[];
  map: { width: number; squares: { terrain: string }[]; zones: { id: number; squares: Sq[] }[] };
  flamethrowers?: { flames: { kind?: 'pattern' | 'blast'; manId: string; squares: Sq[] }[]; burning: Record<string, unknown> };
}
interface Cmd {
  type: string;
  manId?: string;
}

const ZONES: [number, number][] = [[1, 3], [2, 5], [3, 1], [4, 3]];

async function tryCommand(umpire: Page, command: unknown): Promise<string | undefined> {
  const res = await umpire.request.post('/api/umpire/command', { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: { command } });
  const body = (await res.json()) as { ok?: boolean; error?: unknown };
  return res.ok() && body.ok !== false ? undefined : JSON.stringify(body);
}

const pad = (n: number) => String(n).padStart(2, '0');

test('Section 17.0: a fired flame is drawn on the master map and in the firing side window', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'lippe-river-bridgehead', 'Assault on Lippe River Bridgehead', { optionalRules: [17] });
    const view = await umpireApi<ViewLite>(umpire, 'getView');
    const clear = (sq: Sq) => view.map.squares[(sq.row - 1) * view.map.width + (sq.col - 1)]?.terrain === 'clear';
    const germans = view.men.filter((m) => m.side === 'germans');
    const ft = germans.find((m) => m.weapons.includes('flamethrower'));
    expect(ft, 'Case 44.41: a German flamethrower man').toBeDefined();
    const order = [ft!, ...germans.filter((m) => m !== ft)];
    let n = 0;
    for (const [zone, count] of ZONES) {
      const squares = view.map.zones.find((z) => z.id === zone)!.squares.filter(clear);
      for (let k = 0; k < count; k++) expect(await tryCommand(umpire, { type: 'setup/deploy', manId: order[n++]!.id, square: squares[k * 3 + 2] })).toBeUndefined();
    }
    expect(await tryCommand(umpire, { type: 'setup/start' })).toBeUndefined();
    const placed = (await umpireApi<ViewLite>(umpire, 'getView')).men.find((m) => m.id === ft!.id)!.square!;
    const ranger = view.men.find((m) => m.side === 'rangers')!;
    const target = [{ col: placed.col, row: placed.row + 2 }, { col: placed.col, row: placed.row - 2 }, { col: placed.col + 2, row: placed.row }, { col: placed.col - 2, row: placed.row }].find(clear)!;
    expect(await tryCommand(umpire, { type: 'umpire/place-man', manId: ranger.id, square: target, reason: 'e2e: within the flame' })).toBeUndefined();

    // Diagram 5: the pattern facing the Ranger. Fire is no legal action listed (its pattern is the player's choice), so
    // each Phase tries it, and the engine's own rules say when it is the man's turn to fire.
    const pattern = target.row > placed.row ? 'S' : target.row < placed.row ? 'N' : target.col > placed.col ? 'E' : 'W';
    const fire = { type: 'task/fire-flamethrower', manId: ft!.id, pattern };
    let refused: string | undefined = 'not tried';
    for (let k = 0; k < 16 && refused; k++) {
      refused = await tryCommand(umpire, fire);
      if (!refused) break;
      // Case 8.82: the umpire records that the flamethrower man observes the Ranger two squares off.
      if (refused.includes('not-observed')) await tryCommand(umpire, { type: 'umpire/record-observation', observerId: ft!.id, targetId: ranger.id });
      const legal = (await umpireApi<{ legal: { commands: Cmd[] } }>(umpire, 'legalActions')).legal.commands;
      const begin = legal.find((c) => c.manId === ft!.id && /begin|act/.test(c.type));
      if (begin && !(await tryCommand(umpire, begin))) continue;
      await tryCommand(umpire, { type: 'initiative/roll' });
      if (legal.some((c) => c.type === 'phase/advance')) await tryCommand(umpire, { type: 'phase/advance' });
      else await tryCommand(umpire, { type: 'side/pass', side: 'rangers' });
    }
    expect(refused, 'the flamethrower fires').toBeUndefined();
    const after = await umpireApi<ViewLite>(umpire, 'getView');
    const flames = after.flamethrowers?.flames ?? [];
    expect(flames.length).toBeGreaterThan(0);
    // The new game's dice are seeded at random, so the fire may also set off the flamethrower (Cases 17.31–17.35): a blast is drawn and marked as one.
    const expected = flames.flatMap((f) => f.squares.map((s) => `${f.manId}:${pad(s.col)}${pad(s.row)}${f.kind === 'blast' ? ':blast' : ''}`)).join(' ');

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('umpire-map')).toHaveAttribute('data-flames', expected);
        await u.screenshot({ path: `test-results/flamethrower-umpire-${theme}-${size.width}.png` });
        const g = await pageIn(browser, theme, size);
        await g.goto(pathOf(link('germans').url));
        await expect(g.getByTestId('player-side')).toBeVisible();
        await expect(g.getByTestId('player-map')).toHaveAttribute('data-flames', expected);
        await g.screenshot({ path: `test-results/flamethrower-germans-${theme}-${size.width}.png` });
        await u.context().close();
        await g.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
