/**
 * A side's own copy of a skirmish game (issue 19; seed line 4, rulings SG3,
 * SK24, SK31): over played games of the bundled scenarios, the copy names no
 * enemy figure or unit and no mine card or unknown mined area, every contact
 * has the same keys, and — non-interference — the copy is the same whatever
 * the truth the side never saw: every contact made false, every enemy figure
 * elsewhere, the enemy's orders, reactions and hits blank, the mined areas it
 * does not know gone and every card blank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { skirmishRuleset } from '../index';
import type { SkirmishState } from '../model/state';
import { bundledGame } from '../test-support/bundled-scenarios';
import { propertySeed } from '../test-support/property-seed';
import { playScripted } from '../test-support/scripted-policy';
import { skirmishSideCopy } from './side-copy';

const NAMES = ['patrol-meeting', 'track-ambush', 'village-search'] as const;
const point = fc.record({ x: fc.integer({ min: 2, max: 70 }), y: fc.integer({ min: 2, max: 46 }) });
const run = fc.record({ name: fc.constantFrom(...NAMES), seed: fc.integer({ min: 1, max: 1_000_000 }), goals: fc.tuple(point, point), bounds: fc.integer({ min: 1, max: 3 }) });

/** The state with everything the side never saw changed (the side's own things and what it was shown left alone). */
function otherTruth(state: SkirmishState, side: string): SkirmishState {
  const mine = (unitId: string) => state.units[unitId]?.side === side;
  return {
    ...state,
    // Every contact of the side's units is false (seed line 4: real and false look the same).
    knowledge: Object.fromEntries(Object.entries(state.knowledge).map(([unitId, cs]) => [unitId, mine(unitId) ? cs.map((c) => ({ ...c, figureId: null })) : []])),
    // Every enemy figure stands elsewhere, but the prisoners the side holds (its men watch them, ruling SK31).
    figures: Object.fromEntries(Object.entries(state.figures).map(([id, f]) => [id, mine(f.unitId) || f.prisonerOf === side ? f : { ...f, at: { x: f.at.x + 0.375, y: f.at.y - 0.625 }, state: f.state === 'killed' ? f.state : 'ok' }])),
    orders: Object.fromEntries(Object.entries(state.orders).map(([s, o]) => [s, s === side ? o : []])),
    reactions: Object.fromEntries(Object.entries(state.reactions).filter(([unitId]) => mine(unitId))),
    hits: (state.hits ?? []).filter((h) => mine(state.figures[h.figureId]?.unitId ?? '')),
    mines: (state.mines ?? []).filter((m) => m.knownTo.includes(side)).map((m) => ({ ...m, turned: 0, area: { ...m.area, cards: [{ label: 'blank', contents: null }] } })),
    fireMissions: [],
  };
}

describe("a skirmish side's own copy holds only what the side saw", () => {
  it('over random dice, goals and game lengths of the bundled scenarios', () => {
    fc.assert(
      fc.property(run, ({ name, seed, goals, bounds }) => {
        const start = bundledGame(name);
        const [a, b] = start.sides;
        const { events } = playScripted(start, { [a!.id]: goals[0], [b!.id]: goals[1] }, SeededDice.fromSeed(seed), bounds);
        const states: SkirmishState[] = [start];
        for (const e of events) states.push(skirmishRuleset.evolve(states.at(-1)!, e));
        const end = states.at(-1)!;
        for (const side of end.sides) {
          const copy = skirmishSideCopy(states, side.id);
          expect(copy.timeline[0]!.bound).toBe(start.bound);
          // Non-interference: the truth behind the fog changes nothing in the copy.
          expect(skirmishSideCopy(states.map((s) => otherTruth(s, side.id)), side.id)).toEqual(copy);
          const json = JSON.stringify(copy);
          // No version or event count: they count the enemy's secret events too.
          expect(json).not.toMatch(/"(version|seq)"/);
          const enemyUnits = Object.values(end.units).filter((u) => u.side !== side.id);
          const enemyFigures = Object.values(end.figures).filter((f) => enemyUnits.some((u) => u.id === f.unitId));
          for (const x of [...enemyUnits.flatMap((u) => [u.id, u.name]), ...enemyFigures.flatMap((f) => [f.id, ...(f.prisonerOf === side.id ? [] : [f.name])])]) expect(json).not.toContain(`"${x}"`);
          const known = new Set((end.mines ?? []).filter((m) => m.knownTo.includes(side.id)).map((m) => m.area.id));
          for (const m of end.mines ?? []) {
            if (!known.has(m.area.id)) expect(json).not.toContain(`"${m.area.id}"`);
            for (const c of m.area.cards) expect(json).not.toContain(`"${c.label}"`);
          }
          for (const t of copy.timeline) for (const c of t.contacts) expect(Object.keys(c).sort()).toEqual(['at', 'bound', 'contactId', 'unitId']);
        }
      }),
      { seed: propertySeed(), numRuns: 8 },
    );
  }, 180_000);
});
