import { expect, test, type Page } from '@playwright/test';
import { openDemoGame, pathOf, readSession } from './support/session';
import { SCREEN_SIZES, pageIn } from './support/screens';
import { servePlayerView, serveUmpireView } from './support/served-view';

// Section 19.0 mounts on the maps. Scenario 42 (the only one with mounts) cannot start yet, and mounts exist only
// from a scenario's allotment, so the demo game's views are served here with mounts added, exactly in the shape
// view.ts gives: the umpire's `men` gain a horse ridden by a man of the first side, a hobbled camel and a mule led
// by its reins (ruling HC1: a mount is a figure with `mount`); the Commandos' projection gains its own horse ridden
// by c1 and an enemy contact seen to be a camel (`EnemyContact.mount`, the kind only, ruling HC6). The maps name
// what they draw (data-mounts); screenshots test-results/mounts-*.png. mount-items.test.ts checks the projection.

type Sq = { col: number; row: number };
type ManLite = { id: string; side: string; square?: Sq };
const figure = (id: string, side: string, square: Sq, mount: Record<string, unknown>) => ({ id, side, name: `Mount ${id}`, square, posture: 'erect', endurance: 20, wounds: 0, condition: 'fit', weapons: [], mount });
const beside = (s: Sq): Sq => ({ col: s.col > 1 ? s.col - 1 : s.col + 1, row: s.row });

async function umpireWithMounts(page: Page): Promise<void> {
  await serveUmpireView<{ sides: { id: string }[]; men: ManLite[] }>(page, (view) => {
    const [a, b] = view.sides.map((s) => s.id);
    const onMap = (side: string | undefined) => view.men.filter((m) => m.side === side && m.square);
    const [rider] = onMap(a);
    const [d1, d2] = onMap(b);
    const mounts = [
      figure('mount-1', a!, rider!.square!, { kind: 'horse', riderId: rider!.id }),
      figure('mount-2', b!, beside(d1!.square!), { kind: 'camel', hobbled: true }),
      figure('mount-3', b!, beside(d2!.square!), { kind: 'mule', reinsHeldBy: d2!.id }),
    ];
    return { ...view, men: [...view.men, ...mounts] };
  });
}

async function sideWithMounts(page: Page): Promise<void> {
  await servePlayerView<{ side: { id: string }; ownMen: ManLite[] }>(page, (view) => {
    const c1 = view.ownMen.find((m) => m.id === 'c1')!;
    const camel = { id: 'mount-2', mount: 'camel', square: { col: c1.square!.col + 2, row: c1.square!.row + 3 }, posture: 'erect', observedBy: ['c1'], current: true, seenTurn: 1, seenPhase: 'observation' };
    return { ...view, ownMen: [...view.ownMen, figure('mount-1', view.side.id, c1.square!, { kind: 'horse', riderId: 'c1' })], enemies: [camel] };
  });
}

test('Section 19.0: the master map draws each mount of its kind with its rider, hobbles and led reins; a side window its own horse and an enemy camel by kind only', async ({ browser }) => {
  test.setTimeout(300_000);
  const restore = await openDemoGame(browser);
  try {
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await umpireWithMounts(u);
        await u.goto(pathOf(readSession().umpireUrl));
        const map = u.getByTestId('umpire-map');
        await expect(map).toBeVisible();
        await expect(map).toHaveAttribute('data-mounts', /^mount-1:horse:rider=\w+ mount-2:camel:hobbled mount-3:mule:reins=\w+:led$/);
        await u.getByRole('button', { name: 'Whole map' }).click();
        await u.screenshot({ path: `test-results/mounts-umpire-${theme}-${size.width}.png` });
        await u.context().close();

        const p = await pageIn(browser, theme, size);
        await sideWithMounts(p);
        const commando = readSession().players.find((s) => s.side === 'commando')!;
        await p.goto(pathOf(commando.url));
        await expect(p.getByTestId('player-side')).toHaveText('Commandos');
        await expect(p.getByTestId('player-map')).toHaveAttribute('data-mounts', 'mount-1:horse:rider=c1 enemy:mount-2:camel');
        await p.screenshot({ path: `test-results/mounts-side-${theme}-${size.width}.png` });
        await p.context().close();
      }
    }
  } finally {
    await restore();
  }
});
