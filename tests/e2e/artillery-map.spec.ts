import { expect, test } from '@playwright/test';
import { openDemoGame, pathOf, readSession } from './support/session';
import { SCREEN_SIZES, pageIn } from './support/screens';
import { servePlayerView, serveUmpireView, silenceStream } from './support/served-view';

// Section 28.0 on the maps (ruling AR7). The demo game on the shared server has no artillery allotment, so its views
// are served here with a barrage plotted, exactly in the shapes view.ts gives `artillery` — the umpire's whole state,
// the plotting side's projection.
// The master map rings the plotted barrage with its Game-Turns and bursts this Game-Turn's scattered shell; the plotting
// side's window draws its own; the Enemy window, served the umpire's whole field as if it had slipped into its view,
// draws nothing of it. Screenshots at three sizes in both themes (test-results/artillery-*.png).

interface Sq {
  col: number;
  row: number;
}
interface ManLite {
  id: string;
  side: string;
  square?: Sq;
}

const pad = (n: number) => String(n).padStart(2, '0');
const code = (q: Sq) => `${pad(q.col)}${pad(q.row)}`;

/** The barrage the plotting side noted: three rounds on `target` (Case 28.12), the first already landed two squares off. */
function plotted(side: string, target: Sq, turn: number) {
  const landing = { col: target.col + 2, row: target.row + 1 };
  return {
    allotments: [{ side, rounds: 3, guns: 0, caseRef: 'Section 28.0' }],
    plans: [turn, turn + 1, turn + 2].map((t, i) => ({ id: `plan-${i + 1}`, side, turn: t, square: target, round: 'high-explosive' })),
    guns: [],
    observers: [],
    announcements: [{ side, turn, fire: true, retarget: false, planned: true }],
    called: [],
    retargets: [],
    impacts: [{ id: 'shell-1', side, turn, round: 'high-explosive', target, landing, hit: false, seenBy: [side] }],
    nextNumber: 4,
  };
}

/** Where the barrage goes: three squares north of the demo's first man of `side`. */
const targetOf = (men: readonly ManLite[], side: string): Sq => {
  const m = men.find((x) => x.side === side && x.square)!;
  return { col: m.square!.col, row: Math.max(1, m.square!.row - 3) };
};

test('Section 28.0: a plotted barrage and its scattered shell are drawn on the master map and in the plotting side window, never in the Enemy window', async ({ browser }) => {
  test.setTimeout(300_000);
  const restore = await openDemoGame(browser);
  try {
    const players = readSession().players;
    const [own, enemy] = [players[0]!, players[1]!];
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        let expected = '';
        const u = await pageIn(browser, theme, size);
        // The stream is silenced as well as refused: the served view is drawn alone.
        await silenceStream(u);
        await serveUmpireView<{ turn: number; men: ManLite[] }>(u, (view) => {
          const target = targetOf(view.men, own.side);
          const turns = [view.turn, view.turn + 1, view.turn + 2].join(',');
          expected = `P:${own.side}:${code(target)}:T${turns} HE:${own.side}:${code({ col: target.col + 2, row: target.row + 1 })}<${code(target)}`;
          return { ...view, artillery: plotted(own.side, target, view.turn) };
        });
        await u.goto(pathOf(readSession().umpireUrl));
        const map = u.getByTestId('umpire-map');
        await expect(map).toBeVisible();
        await expect(map).toHaveAttribute('data-artillery', /^P:/);
        await expect(map).toHaveAttribute('data-artillery', expected);
        await u.screenshot({ path: `test-results/artillery-umpire-${theme}-${size.width}.png` });
        await u.context().close();

        // The plotting side: its own projection (its plans; its shell with its aim, landed where its men saw it).
        const p = await pageIn(browser, theme, size);
        await servePlayerView<{ turn: number; ownMen: ManLite[] }>(p, (view) => {
          const target = targetOf(view.ownMen, own.side);
          const whole = plotted(own.side, target, view.turn);
          const projection = { allotment: whole.allotments[0], plans: whole.plans, guns: [], observers: [], announcements: whole.announcements, impacts: whole.impacts.map(({ seenBy: _s, hit: _h, ...i }) => i) };
          return { ...view, artillery: projection };
        });
        await p.goto(pathOf(own.url));
        await expect(p.getByTestId('player-side')).toBeVisible();
        await expect(p.getByTestId('player-map')).toHaveAttribute('data-artillery', expected);
        await p.screenshot({ path: `test-results/artillery-side-${theme}-${size.width}.png` });
        await p.context().close();

        // The Enemy window, handed the umpire's whole field (an Enemy plan, an impact in the umpire's shape): nothing drawn.
        const e = await pageIn(browser, theme, size);
        let served = false;
        await servePlayerView<{ turn: number; ownMen: ManLite[] }>(e, (view) => {
          const target = { col: 10, row: 10 };
          served = true;
          return { ...view, artillery: plotted(own.side, target, view.turn) };
        });
        await e.goto(pathOf(enemy.url));
        await expect(e.getByTestId('player-side')).toBeVisible();
        await expect(e.getByTestId('player-map')).toBeVisible();
        expect(served).toBe(true);
        await expect(e.getByTestId('player-map')).toHaveAttribute('data-artillery', '');
        await e.screenshot({ path: `test-results/artillery-enemy-${theme}-${size.width}.png` });
        await e.context().close();
      }
    }
  } finally {
    await restore();
  }
});
