import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Figure } from '../model/figures';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { POSTURES } from '../tables/features';
import { testGame } from '../test-support/game';
import { propertySeed } from '../test-support/property-seed';

// Fog (issue 19): a side's orders with movement paths, handed in from its own
// window, are answered the same — accepted, or refused with the same words —
// wherever the enemy stands, however he is, and whether he is on the table
// at all; a refusal never names an enemy figure the side did not name itself.

const NO_DICE = new ScriptedDice([]);
const BLUE = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'];
const point = fc.record({ x: fc.double({ min: -4, max: 76, noNaN: true }), y: fc.double({ min: -4, max: 52, noNaN: true }) });
const figureOrder = fc.record({
  figureId: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'b1', 'b5', 'nobody'),
  mode: fc.constantFrom('still', 'crawl', 'advance', 'run'),
  path: fc.array(point, { maxLength: 3 }),
});
const unitOrder = fc.record({
  unitId: fc.constantFrom('red-1', 'red-2'),
  action: fc.constantFrom('hold', 'advance', 'to-contact', 'crawl', 'move-back', 'aimed-fire'),
  figures: fc.array(figureOrder, { maxLength: 3 }),
});
const orders = fc.uniqueArray(unitOrder, { maxLength: 2, selector: (o) => o.unitId });
const enemy = fc.record({
  at: point,
  posture: fc.constantFrom(...POSTURES),
  state: fc.constantFrom<Figure['state']>('ok', 'pinned', 'wounded', 'crippled', 'killed'),
});
const enemies = fc.array<Placed>(fc.option(enemy, { nil: undefined }), { minLength: BLUE.length, maxLength: BLUE.length });

/** The same game with the enemy figures placed as given (undefined: that man not on the table at all). */
type Placed = { at: { x: number; y: number }; posture: (typeof POSTURES)[number]; state: Figure['state'] } | undefined;
function withEnemy(base: SkirmishState, placed: readonly Placed[]): SkirmishState {
  const figures = { ...base.figures };
  BLUE.forEach((id, i) => {
    const p = placed[i];
    if (p === undefined) delete figures[id];
    else figures[id] = { ...figures[id]!, at: p.at, posture: p.posture, state: p.state };
  });
  return { ...base, figures };
}

/** What Red's window gets back for its orders: the command refused as the host says it, or the engine's answer. */
function answer(state: SkirmishState, o: unknown): string {
  const parsed = skirmishRuleset.playerActions!.params['submitOrders']!.safeParse({ orders: o });
  if (!parsed.success) return `bad request: ${parsed.error.message}`;
  const cmd = skirmishRuleset.playerActions!.command(state, 'red', 'submitOrders', parsed.data);
  if (!cmd.ok) return `refused: ${cmd.error}`;
  const r = skirmishRuleset.decide(state, skirmishRuleset.commandSchema.parse(cmd.value), NO_DICE);
  return r.ok ? `ok: ${JSON.stringify(r.value)}` : `error: ${r.error.code}: ${r.error.message}`;
}

describe('side orders with paths under fog (issue 19)', () => {
  it('a side\'s orders are answered alike whatever the unseen enemy is, and a refusal names no enemy figure it was not told', () => {
    const base = testGame();
    fc.assert(
      fc.property(orders, enemies, enemies, (o, e1, e2) => {
        const a = answer(withEnemy(base, e1), o);
        expect(answer(withEnemy(base, e2), o)).toBe(a);
        const named = new Set<string>(o.flatMap((u) => u.figures.map((f) => f.figureId)));
        for (const id of BLUE) if (!named.has(id)) expect(a).not.toContain(`"${id}"`);
      }),
      { seed: propertySeed(), numRuns: 300 },
    );
  });

  it('the property is not empty: both accepted paths and refused ones (too far, off the table) occur', () => {
    const base = testGame();
    const ok = answer(base, [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 32 }] }] }]);
    expect(ok).toMatch(/^ok: /);
    // An enemy right on the path's end changes nothing: moves are simultaneous and his place is not the side's to know.
    expect(answer(withEnemy(base, [{ at: { x: 30, y: 32 }, posture: 'standing', state: 'ok' }]), [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 32 }] }] }])).toBe(ok);
    expect(answer(base, [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 20 }] }] }])).toMatch(/error: orders\/path: .*costs 20\.00" of a 10" allowance/);
    expect(answer(base, [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 49 }] }] }])).toMatch(/leaves the table at \(30, 49\)/);
    // Naming an enemy man in one's own unit gets the same words as naming no one.
    const b1 = answer(base, [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'b1', mode: 'advance', path: [{ x: 30, y: 32 }] }] }]);
    expect(b1.replaceAll('b1', 'X')).toBe(answer(base, [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'nobody', mode: 'advance', path: [{ x: 30, y: 32 }] }] }]).replaceAll('nobody', 'X'));
  });
});
