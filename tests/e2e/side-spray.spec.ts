import { expect, test, type Page } from '@playwright/test';
import { openDemoGame, pathOf, readSession } from './support/session';
import { SCREEN_SIZES, pageIn } from './support/screens';
import { servePlayerView } from './support/served-view';

// Issue 15, Cases 10.43–10.45: spray fire from the side's own window. Bringing the demo game's
// Commandos within sight of two Germans standing within two squares of each other takes many moves,
// so the Commandos' own projection is served here with c1 (his SMG prepared) acting and two enemy
// contacts seen now, in exactly the shape view.ts gives. The window's tools are read from the
// projection alone: this checks what it offers and draws (screenshots test-results/issue15-spray-*.png);
// side-spray-model.test.ts checks that the order it builds is the one the engine resolves.

test.use({ actionTimeout: 15_000 });

async function withContacts(page: Page): Promise<void> {
  type View = { sequence: { whoseMove: Record<string, unknown>; ownTurns: Record<string, Record<string, unknown>> }; ownMen: { id: string; square: { col: number; row: number } }[] };
  await servePlayerView<View>(page, (view) => {
    const c1 = view.ownMen.find((m) => m.id === 'c1')!;
    const near = (dc: number, dr: number) => ({ col: c1.square.col + dc, row: c1.square.row + dr });
    const contact = (id: string, square: { col: number; row: number }) => ({ id, square, posture: 'erect', observedBy: ['c1'], current: true, seenTurn: 1, seenPhase: 'non-prepared-task-execution' });
    return {
      ...view,
      phase: 'non-prepared-task-execution',
      enemies: [contact('d1', near(0, 3)), contact('d2', near(2, 4))],
      // Case 13.21 (ruling SO17): a killed enemy lying in c1's own square, with his rifle.
      fallen: [{ id: 'd9', square: c1.square, condition: 'killed', weapons: [{ id: 'wq-1', kind: 'rifle' }], withMen: ['c1'] }],
      sequence: { ...view.sequence, whoseMove: { kind: 'man-acting', manId: 'c1', canAdvance: false, caseRef: 'Case 6.21', summary: 'c1 is executing tasks (Case 6.21).' }, ownTurns: { ...view.sequence.ownTurns, c1: { ...view.sequence.ownTurns['c1'], remaining: 50 } } },
    };
  });
}

test('issue 15, Cases 10.43–10.45: the side window allots spray fire among the men it observes, in turn, and says what the rules refuse; Case 13.21: it offers a fallen enemy’s weapon', async ({ browser }) => {
  test.setTimeout(300_000);
  const restore = await openDemoGame(browser);
  try {
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const page = await pageIn(browser, theme, size);
        await withContacts(page);
        const commando = readSession().players.find((p) => p.side === 'commando')!;
        await page.goto(pathOf(commando.url));
        await expect(page.getByTestId('player-side')).toHaveText('Commandos');
        if (size.width < 700) await page.getByTestId('player-tab-orders').click();
        const spray = page.getByTestId('spray-orders');
        await expect(spray).toBeVisible();
        await expect(spray).toContainText('5 fires to share');
        await expect(page.getByTestId('spray-fire')).toBeDisabled();
        for (let i = 0; i < 3; i++) await page.getByTestId('spray-more-d1').click();
        await expect(page.getByTestId('spray-refused')).toContainText('Case 10.43');
        for (let i = 0; i < 2; i++) await page.getByTestId('spray-more-d2').click();
        // Five fires at most (Case 10.42): every "+" is disabled once all five are given.
        await expect(page.getByTestId('spray-fires-d2')).toHaveText('2');
        await expect(page.getByTestId('spray-more-d1')).toBeDisabled();
        await expect(page.getByTestId('spray-more-d2')).toBeDisabled();
        await expect(page.getByTestId('spray-sequence')).toHaveText('In turn: d1 ×3 → d2 ×2');
        await expect(page.getByTestId('spray-fire')).toBeEnabled();
        await spray.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/issue15-spray-${theme}-${size.width}.png` });
        const take = page.getByTestId('take-d9-wq-1');
        await expect(page.getByTestId('fallen-d9')).toContainText('d9 lies here, killed');
        await expect(take).toHaveText('Take d9’s rifle');
        await take.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/issue15-fallen-${theme}-${size.width}.png` });
        await page.context().close();
      }
    }
  } finally {
    await restore();
  }
});
