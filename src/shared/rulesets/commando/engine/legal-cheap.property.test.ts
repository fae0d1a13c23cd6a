/**
 * Issue 23: the legal-actions list checks each candidate with `isLegalCheap`,
 * the command's own decision without the follow-ups and victory facts that
 * run after it. On generated states — a started game with wire, live wire,
 * mines, rifle grenades and a thump gun, a searchlight worked by b3 and
 * flares (Sections 18.0, 20.0, 21.0, 22.0, 31.0, 33.0, 34.0), played by random legal commands through Game-Turns, with umpire
 * observations mixed in so opportunity fire and panic come up — the cheap
 * check and the full `isLegal` agree on every candidate. Some streams start
 * in set-up or after the end, where the scenario's gate refuses first.
 *
 *   SIGHTLINE_FC_SEED=12345 npx vitest run --project shared src/shared/rulesets/commando/engine/legal-cheap.property.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { emptyIllumination } from '../rules/illumination';
import { engineGame, withReadings } from '../test-support/engine-game';
import { propertySeed } from '../test-support/property-seed';
import { decideAndFold } from './dispatch';
import { candidates, isLegal, isLegalCheap } from './legal-actions';

/** The game started, still in set-up (Case 38.41), or ended (Case 38.32): the scenario's gate decides before any rule does. */
type Stage = 'started' | 'setup' | 'ended';

function initial(stage: Stage): GameState {
  const g = engineGame(
    [
      { id: 'a1', side: 'a', col: 2, row: 2 },
      { id: 'a2', side: 'a', col: 3, row: 2 },
      { id: 'a3', side: 'a', col: 2, row: 3, wounds: 8, condition: 'seriously-wounded' },
      { id: 'b1', side: 'b', col: 8, row: 8 },
      { id: 'b2', side: 'b', col: 9, row: 9, posture: 'prone' },
      { id: 'b3', side: 'b', col: 10, row: 10 },
    ],
    { width: 12, height: 12, observationRange: 7 },
  );
  const mine = (id: string, side: string, type: 'anti-personnel' | 'bounce', col: number, row: number) => ({ id, side, type, square: { col, row }, status: 'armed' as const });
  const mines = { allotments: [], laid: [mine('mine-1', 'b', 'anti-personnel', 4, 4), mine('mine-2', 'b', 'bounce', 5, 6), mine('mine-3', 'a', 'anti-personnel', 7, 7)] };
  const lines = [...[1, 2].map((row) => ({ side: { col: 3, row, dir: 'w' as const }, terrain: 'barbed-wire' as const })), { side: { col: 9, row: 8, dir: 'w' as const }, terrain: 'barbed-wire' as const }];
  const liveWire = { allotments: [], told: {}, live: [{ side: { col: 3, row: 2, dir: 'w' as const }, owner: 'b' }, { side: { col: 9, row: 8, dir: 'w' as const }, owner: 'a' }] };
  const base = { ...withReadings(g, []).scenario!, era: 'Modern' as const, optionalRules: ['18', '21', '31', '33', '34'] };
  const scenario = stage === 'started' ? base : stage === 'setup' ? { ...base, started: false } : { ...base, ended: { turn: 1, reason: 'umpire' as const, caseRef: 'Case 38.32', sides: [] } };
  const men = {
    ...g.men,
    a1: { ...g.men['a1']!, weapons: ['thump-gun'], equipment: ['wire-clippers'] },
    b1: { ...g.men['b1']!, equipment: ['wire-clippers'] },
    a2: { ...g.men['a2']!, weapons: ['submachinegun'] },
    b2: { ...g.men['b2']!, weapons: ['submachinegun', 'pistol'] },
  };
  // Sections 33.0, 34.0: b3 works a searchlight on a tower in 1010 (Case 33.12: he does nothing else); two flares a man.
  const searchlights = { lights: [{ id: 'searchlight-1', side: 'b', square: { col: 10, row: 10 }, facing: 'NW' as const, operatorId: 'b3' }], beamRange: 25, dayRange: 'unlimited' as const };
  const squares = g.map.squares.map((q, i) => (i === 9 * 12 + 9 ? { ...q, terrain: 'tower' as const } : q));
  const illumination = { ...emptyIllumination('night', 'unlimited'), flaresPerMan: { a: { count: 2, caseRef: '45.41' }, b: { count: 2, caseRef: '45.41' } } };
  return { ...g, scenario, map: { ...g.map, lines, squares }, liveWire, mines, men, searchlights, illumination };
}

/** Kinds a step may prefer (when one is legal), so streams move, fire, plot and observe instead of mostly advancing. */
const FOCUS = ['task/move', 'task/fire', 'task/begin', 'plot/opportunity-fire', 'observe/attempt', 'opportunity/fire', 'task/throw-grenade', 'task/clip-wire', 'task/bridge-wire', 'task/fire-thump-gun', 'task/fire-flare', 'searchlight/turn', 'phase/advance'] as const;
const observe = fc.record({ observerId: fc.constantFrom('a1', 'a2', 'b1', 'b3'), targetId: fc.constantFrom('b1', 'b2', 'a1', 'a2') });
const stepArb = fc.record({ pick: fc.nat(), focus: fc.option(fc.constantFrom(...FOCUS), { freq: 2 }), observation: fc.option(observe, { freq: 5 }) });

describe('cheap legality agrees with the full decision (issue 23)', () => {
  it('isLegalCheap and isLegal agree on every candidate command of generated states', () => {
    let checked = 0;
    let legal = 0;
    fc.assert(
      fc.property(fc.constantFrom<Stage>('started', 'started', 'setup', 'ended'), fc.array(stepArb, { minLength: 1, maxLength: 30 }), fc.string({ maxLength: 6 }), (stage, steps, diceSeed) => {
        const dice = SeededDice.fromSeed(`cheap-${diceSeed}`);
        let state = initial(stage);
        for (const step of steps) {
          const all = candidates(state);
          const verdicts = all.map((c) => {
            const full = isLegal(state, c);
            expect({ command: c, cheap: isLegalCheap(state, c) }).toEqual({ command: c, cheap: full });
            return full;
          });
          checked += all.length;
          const legalNow = all.filter((_, i) => verdicts[i]);
          legal += legalNow.length;
          const focused = step.focus ? legalNow.filter((c) => c.type === step.focus) : [];
          const pool = focused.length > 0 ? focused : legalNow;
          const chosen: Command | undefined = step.observation && step.pick % 3 === 0 ? { type: 'umpire/record-observation', ...step.observation } : pool[step.pick % Math.max(1, pool.length)];
          if (!chosen) break;
          const r = decideAndFold(state, chosen, dice);
          if (r.ok) state = r.value.state;
        }
      }),
      { numRuns: 40, seed: propertySeed() },
    );
    // The streams reached real play: many candidates, legal and not.
    expect(legal).toBeGreaterThan(100);
    expect(checked - legal).toBeGreaterThan(100);
  }, 240_000);
});
