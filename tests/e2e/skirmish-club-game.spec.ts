import { expect, test, type Page } from '@playwright/test';
import { capturePayloads, openDemoGame, pathOf, readSession, switchBackTo } from './support/session';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { chooseSkirmishScenario, clickTable, sideWindow, startChosenSkirmish, tablePoint, withDice } from './support/skirmish';
import { umpireApi } from './support/umpire-api';

// Issue 19, acceptance: a whole game at the club. The bundled village search
// from the Games screen through three bounds, orders written in each side's
// window; a false contact on the Israeli side, fire through the farmhouse's
// brick wall and a casualty; the console's rolls with their breakdowns and its
// tape and LOS tools; then the leak scan of every payload each side's window
// received. The dice are typed in (physical dice), so the game is the same on
// every run. Screenshots go to test-results/issue-19-club.

const SHOTS = 'test-results/issue-19-club';
const IDF_IDS = ['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'b-1', 'b-2', 'b-3', 'b-4', 'b-5', 'idf-1', 'idf-2'];
const PLO_IDS = ['h-1', 'h-2', 'h-3', 'h-4', 'n-1', 'n-2', 'n-3', 'farmhouse-group', 'barn-group'];

type Players = { side: string; url: string }[];
const advance = (umpire: Page) => withDice(umpire, { type: 'bound/advance' });

/** Both sides write their orders in their own windows: the Israelis' first section as given, every other unit holds. */
async function writeOrders(idf: Page, plo: Page, bound: number, idf1: string): Promise<void> {
  for (const p of [idf, plo]) await expect(p.getByRole('heading', { level: 1 })).toContainText(`bound ${bound}, orders step`);
  await idf.getByTestId('order-idf-1').selectOption(idf1);
  await idf.getByTestId('submit-orders').click();
  await expect(idf.getByTestId('side-orders-state')).toContainText('Waiting for the other side');
  await plo.getByTestId('submit-orders').click();
  await expect(plo.getByTestId('side-orders-state')).toContainText('Both sides are done');
}

/** Through the steps to the Motivation step, then each unit's motivation and on to the next bound's orders. */
async function closeBound(umpire: Page, from: 'spotting' | 'fire' | 'damage'): Promise<void> {
  const steps = ['spotting', 'movement', 'fire', 'damage', 'close-combat'];
  for (let i = steps.indexOf(from); i < steps.length; i++) await advance(umpire);
  for (const unitId of ['idf-1', 'idf-2', 'farmhouse-group', 'barn-group']) await withDice(umpire, { type: 'motivation/apply', unitId });
  await advance(umpire);
}

test('issue 19 acceptance: three bounds of the village search at the club — side orders, a false contact, fire through a wall, a casualty, no leak', async ({ browser }) => {
  test.setTimeout(300_000);
  const restore = await openDemoGame(browser);
  const umpire = await pageIn(browser, 'dark', { width: 1366, height: 768 });
  let started: string | undefined;
  try {
    await chooseSkirmishScenario(umpire, 'skirmish-village-search');
    started = await startChosenSkirmish(umpire);
    await umpireApi(umpire, 'setDiceMode', { mode: 'physical' });

    const players = (await umpireApi<{ players: Players }>(umpire, 'getSession')).players;
    const idf = await pageIn(browser, 'dark', { width: 1366, height: 768 });
    const plo = await pageIn(browser, 'dark', { width: 390, height: 844 });
    const idfSeen = await capturePayloads(idf);
    const ploSeen = await capturePayloads(plo);
    await sideWindow(idf, players, 'idf');
    await sideWindow(plo, players, 'plo');

    // Bound 1. The Israelis' first section fires unaimed; the P.L.O. holds.
    await writeOrders(idf, plo, 1, 'unaimed-fire');
    await advance(umpire);
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('Bound 1 · reaction step');
    await expect(umpire.getByTestId('orders-idf')).toContainText('unaimed-fire');
    await withDice(umpire, { type: 'reaction/roll', unitId: 'idf-1', support: [] }, [['d6', 6]]);
    await expect(umpire.getByTestId('reaction-idf-1')).toContainText('passed');
    await advance(umpire);
    // Sgt a-1 looks at the empty garden corner and rolls a 6: something is there (seed line 4) — nothing is.
    await withDice(umpire, { type: 'spot/check', observerId: 'a-1', target: { at: { x: 40, y: 36 } } }, [['d6', 6]]);
    await expect(idf.getByTestId('side-contacts')).toContainText('last seen at 40.0", 36.0" in bound 1');
    await expect(umpire.getByTestId('skirmish-rolls')).toContainText('a false contact');
    await advance(umpire);
    await advance(umpire);
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('Bound 1 · fire step');
    // A rifle grenade at the farmhouse: it deviates onto the house, its burst hits behind the brick walls.
    await withDice(umpire, { type: 'fire/he', firerId: 'a-1', weapon: 'rifle-grenade', round: 'he', aim: { x: 32, y: 25 } }, [['d12', 12], ['d20', 12], ['d6', 6]]);
    await advance(umpire);
    for (const hitId of ['hit-1', 'hit-2', 'hit-3']) await withDice(umpire, { type: 'damage/roll', hitId }, [['d10', 10]]);

    // The console: every roll of the bound with its breakdown; the wound through the brick wall cites the penetration line, house values marked.
    const rolls = umpire.getByTestId('skirmish-rolls');
    await expect(rolls).toHaveAttribute('data-rolls', '6');
    const wound = rolls.getByTestId('roll-damage/rolled').first();
    await expect(wound).toContainText('through brick');
    await wound.locator('summary').click();
    await expect(wound.locator('.card')).toContainText('seed 003 line 65, penetration of rounds');
    await expect(wound.locator('.prov.house').first()).toHaveText('house');
    await expect(rolls.getByTestId('roll-damage/rolled').last()).toContainText('crippled');
    await expect(umpire.getByTestId('skirmish-figures')).toContainText('crippled');

    // The tools: the tape from a-1 to the farmhouse, then the sight line from a-1 to h-3 inside it.
    await umpire.getByTestId('tool-tape').click();
    await clickTable(umpire, { x: 32, y: 44 });
    await clickTable(umpire, { x: 32, y: 26 });
    await expect(umpire.getByTestId('game-tape-reading')).toContainText(/^1[78]\.\d\d" = \d+ m/);
    await umpire.getByTestId('tool-los').click();
    await clickTable(umpire, { x: 32, y: 44 });
    await clickTable(umpire, { x: 32, y: 25 });
    const los = umpire.getByTestId('game-los-reading');
    await expect(los).toContainText('Line of sight:');
    await expect(los).toContainText('farmhouse');
    for (const size of SCREEN_SIZES) {
      for (const theme of ['dark', 'light'] as const) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('skirmish-rolls')).toHaveAttribute('data-rolls', '6');
        // The sight line from Samal Cohen to Walid in the farmhouse, at every size: the clicks land on the figures and the wall is named.
        await u.getByTestId('tool-los').click();
        await clickTable(u, { x: 32, y: 44 });
        await clickTable(u, { x: 32, y: 25 });
        await expect(u.getByTestId('game-los-reading')).toContainText('Samal Cohen → Walid');
        await expect(u.getByTestId('game-los-reading')).toContainText('building-wall "farmhouse" (brick, 2)');
        await u.screenshot({ path: `${SHOTS}/console-damage-${size.width}-${theme}.png`, fullPage: size.width === 390 });
        expect(await u.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), `the console at ${size.width} wide scrolls sideways`).toBeLessThanOrEqual(0);
        const s = await pageIn(browser, theme, size);
        await sideWindow(s, players, 'idf');
        await s.screenshot({ path: `${SHOTS}/side-idf-${size.width}-${theme}.png`, fullPage: size.width === 390 });
        await u.context().close();
        await s.context().close();
      }
    }
    // On a phone's touch screen the tools take taps.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    await phone.goto(pathOf(readSession().umpireUrl));
    await phone.getByTestId('tool-tape').tap();
    for (const at of [{ x: 32, y: 44 }, { x: 32, y: 26 }]) {
      const p = await tablePoint(phone, at);
      await phone.touchscreen.tap(p.x, p.y);
    }
    await expect(phone.getByTestId('game-tape-reading')).toContainText(/^1[78]\.\d\d" = \d+ m/);
    await phone.context().close();
    await umpire.screenshot({ path: `${SHOTS}/console-tools-1366-dark.png` });
    await closeBound(umpire, 'damage');
    await expect(plo.getByTestId('side-figures')).toContainText('crippled');

    // Bound 2: the P.L.O.'s Abu Khalil looks for the Israeli in the open and sees him: a real contact, drawn like the false one.
    await writeOrders(idf, plo, 2, 'hold');
    await advance(umpire);
    await advance(umpire);
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('Bound 2 · spotting step');
    await withDice(umpire, { type: 'spot/check', observerId: 'h-1', target: { figureId: 'a-3' } }, [['d6', 6]]);
    await expect(plo.getByTestId('side-contacts')).toContainText('in bound 2');
    await closeBound(umpire, 'spotting');

    // Bound 3: the section fires again; a 1 on the die, but its motivation and leader carry it (seed line 24).
    await writeOrders(idf, plo, 3, 'unaimed-fire');
    await advance(umpire);
    await withDice(umpire, { type: 'reaction/roll', unitId: 'idf-1', support: [] }, [['d6', 1]]);
    await expect(umpire.getByTestId('roll-reaction/rolled')).toContainText('D6 1');
    await advance(umpire);
    await closeBound(umpire, 'spotting');
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('Bound 4 · orders step');
    await expect(idf.getByRole('heading', { level: 1 })).toContainText('bound 4, orders step');

    // Leak scan: no enemy figure or unit id in anything a side's window received; no mine card the side did not lay;
    // nothing that tells a false contact from a real one (no truth key, no figure id on a contact).
    const leaks = (payloads: string[], enemy: string[], extra: RegExp) =>
      payloads.flatMap((p) => [...enemy.filter((id) => p.includes(`"${id}"`)), ...(/"falseContact"|"figureId":null|"cards"|"victory"|"targetFigureId"/.test(p) ? [`truth key in ${p.slice(0, 120)}`] : []), ...(extra.test(p) ? [`mine in ${p.slice(0, 120)}`] : [])]);
    expect(idfSeen.payloads.length).toBeGreaterThan(0);
    expect(ploSeen.payloads.length).toBeGreaterThan(0);
    expect(leaks(idfSeen.payloads, PLO_IDS, /garden-traps|orchard-traps|tripwire|bouncing/)).toEqual([]);
    expect(leaks(ploSeen.payloads, IDF_IDS, /(?!)/)).toEqual([]);
    // The contacts each side holds look alike: the same keys, real ones and the false one (idf).
    const contactKeys = (payloads: string[]) => {
      const keys = new Set<string>();
      const walk = (x: unknown): void => {
        if (Array.isArray(x)) x.forEach(walk);
        else if (x && typeof x === 'object') {
          for (const [k, v] of Object.entries(x)) {
            if (k === 'contacts' && Array.isArray(v)) for (const c of v) keys.add(Object.keys(c as object).sort().join(','));
            walk(v);
          }
        }
      };
      for (const p of payloads) {
        try {
          walk(JSON.parse(p));
        } catch {
          // Not JSON (an SSE keep-alive): nothing to walk.
        }
      }
      return [...keys];
    };
    expect(contactKeys(idfSeen.payloads)).toEqual(['at,bound,contactId,unitId']);
    expect(contactKeys(ploSeen.payloads)).toEqual(['at,bound,contactId,unitId']);
    await idf.context().close();
    await plo.context().close();
  } finally {
    if (started) {
      const games = await umpireApi<{ id: string; scenarioId: string }[]>(umpire, 'listGames');
      await switchBackTo(umpire, games.find((g) => g.scenarioId === 'training-ground')!.id);
    }
    await umpire.context().close();
    await restore();
  }
});
