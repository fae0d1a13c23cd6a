import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { bundledGame } from '../test-support/bundled-scenarios';
import { playScripted } from '../test-support/scripted-policy';
import { decideVictory } from './victory';

// Issue 19: each bundled scenario played to a victory decision with seeded dice and a simple scripted policy, without a rule error.
const CASES = [
  { name: 'patrol-meeting', goals: { us: { x: 52, y: 24 }, nva: { x: 52, y: 24 } } },
  { name: 'track-ambush', goals: { rli: { x: 69, y: 31 }, zanla: { x: 40, y: 31 } } },
  { name: 'village-search', goals: { idf: { x: 36, y: 20 }, plo: { x: 34, y: 18 } } },
] as const;

describe('each bundled skirmish scenario plays to a victory decision (seeded dice, scripted policy)', () => {
  it.each(CASES)('$name', ({ name, goals }) => {
    const start = bundledGame(name);
    const played = playScripted(start, goals, SeededDice.fromSeed(`issue-19-${name}`));
    const d = played.decision;
    expect(d.decided, JSON.stringify(d)).toBe(true);
    if (!d.decided) return;
    expect(d.afterBound).toBeLessThanOrEqual(start.terms!.gameLength.bounds);
    expect(d.reasons.length).toBeGreaterThan(0);
    // The decision is the state's: asked again it says the same; the game went through every step of its bounds.
    expect(decideVictory(played.state)).toEqual(d);
    const kinds = new Set(played.events.map((e) => e.type));
    for (const k of ['orders/revealed', 'reaction/rolled', 'bound/moved', 'motivation/changed', 'bound/started']) expect(kinds).toContain(k);
    // Replay: the same seed plays the same game.
    const again = playScripted(bundledGame(name), goals, SeededDice.fromSeed(`issue-19-${name}`));
    expect(again.decision).toEqual(d);
    expect(again.events).toEqual(played.events);
  });

  it('the fighting in them is real: across the three, units spot, fire and take casualties', () => {
    const all = CASES.map(({ name, goals }) => playScripted(bundledGame(name), goals, SeededDice.fromSeed(`issue-19-${name}`)));
    const events = all.flatMap((p) => p.events);
    expect(events.some((e) => e.type === 'spot/checked' && e.contactId !== null)).toBe(true);
    expect(events.some((e) => e.type === 'fire/resolved')).toBe(true);
    expect(events.some((e) => e.type === 'damage/rolled')).toBe(true);
    expect(Object.values(all.at(-1)!.state.figures).some((f) => f.state !== 'ok')).toBe(true);
  });
});

describe('a scenario\'s mined areas are in play from the start (ruling SK24)', () => {
  it('village-search: both trapped areas are the umpire\'s mine areas, known only to the side that laid them', () => {
    const start = bundledGame('village-search');
    const mines = start.mines ?? [];
    expect(mines.map((m) => m.area.id)).toEqual(start.terms!.minefields.map((m) => m.id));
    for (const m of mines) {
      const terms = start.terms!.minefields.find((t) => t.id === m.area.id)!;
      expect(m.area.cards).toEqual(terms.cards);
      expect(m.area.terrain).toBe(terms.terrain);
      expect(m.knownTo).toEqual(terms.laidBy ? [terms.laidBy] : []);
      expect(m.turned).toBe(0);
    }
    // The orchard is a table feature: its polygon is the feature's, resolved when the game is made.
    expect(mines.find((m) => m.area.id === 'orchard-traps')!.area.polygon.length).toBeGreaterThanOrEqual(3);
  });
});
