import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { ArtilleryState, ShellImpact } from '@shared/rulesets/commando/model/artillery-state';
import { emptyArtillery, SHELL_ROUNDS } from '@shared/rulesets/commando/model/artillery-state';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { sideArtillery } from '@shared/rulesets/commando/view/artillery-view';
import { blankMap } from '@shared/map/map-model';
import { playerItems, umpireItems } from './map-items';
import { artilleryItems, artilleryLabels } from './artillery-items';

const map = blankMap('m', 'm', 40, 64, { kind: 'custom', note: 'test' });
const sq = (col: number, row: number) => ({ col, row });

/** Scenario 47's three British rounds on 2615 (Case 47.42), a German piece laid on 1020, and this Game-Turn's shells. */
const ARTILLERY: ArtilleryState = {
  ...emptyArtillery(),
  allotments: [{ side: 'british', rounds: 3, guns: 0, caseRef: 'Case 47.42' }],
  plans: [
    { id: 'plan-1', side: 'british', turn: 4, square: sq(26, 15), round: 'high-explosive' },
    { id: 'plan-2', side: 'british', turn: 2, square: sq(26, 15), round: 'high-explosive' },
    { id: 'plan-3', side: 'british', turn: 3, square: sq(26, 15), round: 'smoke' },
    { id: 'plan-4', side: 'british', turn: 1, square: sq(5, 5), round: 'high-explosive' },
  ],
  guns: [{ id: 'gun-1', side: 'germans', target: sq(10, 20), readyTurn: 1, observedTurns: 2 }],
  impacts: [
    { id: 'shell-1', side: 'british', turn: 2, round: 'high-explosive', target: sq(26, 15), landing: sq(27, 16), hit: false, seenBy: ['british', 'germans'] },
    { id: 'shell-2', side: 'germans', turn: 2, round: 'high-explosive', target: sq(10, 20), landing: sq(10, 20), hit: true, seenBy: ['germans'] },
    { id: 'shell-0', side: 'british', turn: 0, round: 'smoke', target: sq(3, 3), landing: sq(3, 3), hit: true, seenBy: ['british'] },
  ],
};

const umpire = (artillery: ArtilleryState | undefined, turn = 2): UmpireView => ({ kind: 'umpire', ruleset: 'commando', turn, sides: [{ id: 'british' }, { id: 'germans' }], map, men: [], ...(artillery ? { artillery } : {}) }) as unknown as UmpireView;
const player = (side: string, artillery: unknown, turn = 2): PlayerView =>
  ({ kind: 'player', ruleset: 'commando', side: { id: side, name: side, mode: 'defending', observationCode: 'C' }, scenarioName: 's', turn, phase: 'bookkeeping', map, ownMen: [], enemies: [], version: 1, ...(artillery ? { artillery } : {}) }) as unknown as PlayerView;
/** A side's projection of the state, as view.ts gives it (view/artillery-view.ts). */
const projected = (a: ArtilleryState, side: string) => sideArtillery({ artillery: a, men: {} } as unknown as GameState, side).artillery;

describe('artillery on the maps (Section 28.0, ruling AR7)', () => {
  it('Cases 28.12, 28.22–28.24, 28.13: the master map rings every barrage still to come with its turns, and bursts the latest shells, a scatter arrowed from its target', () => {
    const items = artilleryItems(umpire(ARTILLERY));
    // Game-Turn 1's plan on 0505 is spent; the rounds on 2615 are one ring, their Game-Turns in order; a piece's target with its observation.
    expect(artilleryLabels(items)).toBe('P:british:2615:T2,3,4 G:germans:1020:G1 obs 2 HE:british:2716<2615 HE:germans:1020');
    expect(artilleryLabels(umpireItems(umpire(ARTILLERY)))).toBe(artilleryLabels(items));
    expect(items.find((i) => i.kind === 'barrage')!.title).toMatch(/smoke \(Game-Turn 3\).*Case 28\.12/);
    // The shells stay drawn through the next Game-Turn, until the next Bookkeeping Phase's land.
    expect(artilleryLabels(artilleryItems(umpire(ARTILLERY, 3)))).toBe('P:british:2615:T3,4 G:germans:1020:G1 obs 2 HE:british:2716<2615 HE:germans:1020');
    expect(artilleryLabels(artilleryItems(umpire(ARTILLERY, 5)))).toBe('G:germans:1020:G1 obs 2');
    expect(artilleryItems(umpire(undefined))).toEqual([]);
  });

  it('Case 28.12, ruling AR7: a side window draws its own barrages and shells, and an Enemy shell only where its men saw it land, never its aim', () => {
    expect(artilleryLabels(playerItems(player('british', projected(ARTILLERY, 'british'))))).toBe('P:british:2615:T2,3,4 HE:british:2716<2615');
    // The Germans saw the British shell land (no arrow: they never learn where it was aimed), and drew their own piece and shell.
    expect(artilleryLabels(playerItems(player('germans', projected(ARTILLERY, 'germans'))))).toBe('G:germans:1020:G1 obs 2 HE:british:2716 HE:germans:1020');
  });

  it('an umpire field slipped into a side view draws nothing of it: no Enemy plan or piece, no impact in the umpire’s shape', () => {
    const enemyOnly: ArtilleryState = { ...ARTILLERY, plans: ARTILLERY.plans, guns: [], impacts: ARTILLERY.impacts };
    expect(artilleryLabels(playerItems(player('germans', enemyOnly)))).toBe('');
    expect(artilleryLabels(playerItems(player('germans', { ...enemyOnly, plans: [], impacts: [ARTILLERY.impacts[1]!] })))).toBe('');
    expect(artilleryLabels(playerItems(player('germans', undefined)))).toBe('');
  });

  it('property: whatever the state, a side window never draws an Enemy plan or piece, or an Enemy shell its side did not see land, from its projection or from the umpire’s field', () => {
    const side = fc.constantFrom('british', 'germans');
    const square = fc.record({ col: fc.integer({ min: 1, max: 40 }), row: fc.integer({ min: 1, max: 64 }) });
    const round = fc.constantFrom(...SHELL_ROUNDS);
    const turn = fc.integer({ min: 1, max: 6 });
    const state = fc.record({
      plans: fc.array(fc.record({ id: fc.uuid(), side, turn, square, round }), { maxLength: 6 }),
      guns: fc.array(fc.record({ id: fc.uuid(), side, target: fc.option(square, { nil: undefined }), readyTurn: turn, observedTurns: fc.integer({ min: 0, max: 5 }) }), { maxLength: 3 }),
      impacts: fc.array(fc.record({ id: fc.uuid(), side, turn, round, target: square, landing: square, hit: fc.boolean(), seenBy: fc.subarray(['british', 'germans']) }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(state, side, turn, (s, viewer, now) => {
        const a: ArtilleryState = { ...emptyArtillery(), ...s, guns: s.guns.map(({ target, ...g }) => (target ? { ...g, target } : g)) };
        const enemyPlans = new Set(a.plans.filter((p) => p.side !== viewer).map((p) => `${p.side}:${p.square.col},${p.square.row}`));
        for (const served of [projected(a, viewer), a]) {
          for (const it of artilleryItems(player(viewer, served, now))) {
            if (it.kind === 'barrage') expect(it.side).toBe(viewer);
            else {
              const seen = a.impacts.some((i: ShellImpact) => i.side === it.side && i.landing.col === it.square.col && i.landing.row === it.square.row && (i.side === viewer ? true : i.seenBy.includes(viewer)));
              expect(seen).toBe(true);
              if (it.side !== viewer) expect(it.from).toBeUndefined();
            }
            expect(enemyPlans.has(`${it.side}:${it.square.col},${it.square.row}`) && it.kind === 'barrage').toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
