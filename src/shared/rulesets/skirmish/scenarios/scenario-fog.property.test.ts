/**
 * Fog over the bundled scenarios (seed line 4; rulings SG3, SG4): whatever
 * the dice and wherever the sides make for, a side's projection never names
 * an enemy figure or unit (by id or name), never carries a mined area it
 * neither laid nor found (ruling SK24), any mined area's name or cards, or the
 * victory terms, and every contact it holds has the
 * same four keys, real or false.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { bundledGame } from '../test-support/bundled-scenarios';
import { propertySeed } from '../test-support/property-seed';
import { playScripted } from '../test-support/scripted-policy';
import { projectSide } from '../view/project';

const NAMES = ['patrol-meeting', 'track-ambush', 'village-search'] as const;
const point = fc.record({ x: fc.integer({ min: 2, max: 70 }), y: fc.integer({ min: 2, max: 46 }) });
const run = fc.record({ name: fc.constantFrom(...NAMES), seed: fc.integer({ min: 1, max: 1_000_000 }), goals: fc.tuple(point, point), bounds: fc.integer({ min: 1, max: 3 }) });

describe('a side sees no enemy figure, mined area or victory term in a bundled scenario', () => {
  it('over random dice, goals and game lengths', () => {
    fc.assert(
      fc.property(run, ({ name, seed, goals, bounds }) => {
        const start = bundledGame(name);
        const [a, b] = start.sides;
        const { state } = playScripted(start, { [a!.id]: goals[0], [b!.id]: goals[1] }, SeededDice.fromSeed(seed), bounds);
        const terms = state.terms!;
        for (const side of state.sides) {
          const known = new Set((state.mines ?? []).filter((m) => m.knownTo.includes(side.id)).map((m) => m.area.id));
          const secret = [
            ...terms.minefields.flatMap((m) => [...(known.has(m.id) ? [] : [m.id]), m.name, ...m.cards.map((c) => c.label)]),
            ...terms.victory.conditions.map((c) => c.text),
          ];
          const view = projectSide(state, { kind: 'side', side: side.id });
          const json = JSON.stringify(view);
          const enemyUnits = Object.values(state.units).filter((u) => u.side !== side.id);
          const enemyFigures = Object.values(state.figures).filter((f) => enemyUnits.some((u) => u.id === f.unitId));
          for (const x of [...enemyUnits.flatMap((u) => [u.id, u.name]), ...enemyFigures.flatMap((f) => [f.id, f.name]), ...secret]) expect(json).not.toContain(`"${x}"`);
          for (const x of secret) expect(json).not.toContain(x);
          for (const c of view.contacts) expect(Object.keys(c).sort()).toEqual(['at', 'bound', 'contactId', 'unitId']);
        }
      }),
      { seed: propertySeed(), numRuns: 8 },
    );
  }, 120_000);
});
