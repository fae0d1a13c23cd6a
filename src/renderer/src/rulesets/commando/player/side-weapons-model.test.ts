import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { emptyKnowledge } from '@shared/rulesets/commando/rules/knowledge';
import type { GameState, ManState } from '@shared/rulesets/commando/model/state';
import { projectView, type PlayerView } from '@shared/rulesets/commando/view/view';
import { armamentOf } from '@shared/rulesets/commando/engine/carried-weapons';
import { engineGame, Table, type ManSpec } from '@shared/rulesets/commando/test-support/engine-game';
import { exchangeCommand, exchangeOffer, exitOffer, fireCommand, fireOffer, grenadeKinds, observedTargets, prepareWeaponOffer, reloadOffer, throwAt, throwOffer } from './side-weapons-model';
import { orderLabel } from './side-orders-labels';
import { decide } from '@shared/rulesets/commando/engine/dispatch';

const sq = (col: number, row: number) => ({ col, row });

/** Side a has the initiative; a1 is executing tasks in the Non-Prepared Task Execution Phase. */
function acting(men: readonly ManSpec[], edit: (s: GameState) => GameState = (s) => s): GameState {
  const t = new Table(edit(engineGame(men, { observationRange: 5 })), new ScriptedDice(d10(7, 2)));
  for (let i = 0; i < 20 && t.state.phase !== 'non-prepared-task-execution'; i++) t.run(t.state.phase === 'initiative' && !t.state.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  t.run({ type: 'task/begin', manId: 'a1' });
  return t.state;
}
const sideA = (s: GameState): PlayerView => projectView(s, { kind: 'side', side: 'a' });
const own = (v: PlayerView, id: string): ManState => v.ownMen.find((m) => m.id === id)!;
/** a1 observes b1 now (his knowledge), as the observation rules would leave it. */
const seeing = (...ids: string[]) => (s: GameState): GameState => ({
  ...s,
  knowledge: { a1: { ...emptyKnowledge(), observing: ids, lastKnown: Object.fromEntries(ids.map((id) => [id, { enemyId: id, square: s.men[id]!.square!, posture: 'erect' as const, turn: 1, phase: 'observation' }])) } },
});

describe('the side window’s weapon orders read only its projection (issue 15, ruling SO13)', () => {
  it('Case 10.1: fire offers his prepared rifle at the enemy man the side observes now, nearest first, at Chart 5.22’s cost', () => {
    const view = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 4, row: 1 }, { id: 'b2', side: 'b', col: 3, row: 1 }], seeing('b1', 'b2')));
    const f = fireOffer(view, own(view, 'a1'))!;
    expect(f.weapon.kind).toBe('rifle');
    expect(f.task).toBe('fire-rifle');
    expect(f.cost).toBeGreaterThan(0);
    expect(f.targets.map((t) => [t.id, t.range])).toEqual([
      ['b2', 2],
      ['b1', 3],
    ]);
    expect(fireCommand('a1', 'b1', true)).toEqual({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }], aimed: true });
  });

  it('Case 9.21: a seriously wounded man’s fire costs twice the chart’s row', () => {
    const fit = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    const hurt = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1, condition: 'seriously-wounded' }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    expect(fireOffer(hurt, own(hurt, 'a1'))!.cost).toBe(2 * fireOffer(fit, own(fit, 'a1'))!.cost!);
  });

  it('Case 8.84: a ghost (a last-known square) is not a target; a man never seen is not one either', () => {
    const ghost = (s: GameState): GameState => ({ ...s, knowledge: { a1: { ...emptyKnowledge(), lastKnown: { b1: { enemyId: 'b1', square: sq(4, 1), posture: 'erect', turn: 1, phase: 'observation' } } } } });
    const view = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 5, row: 5 }, { id: 'b2', side: 'b', col: 2, row: 2 }], ghost));
    expect(view.enemies.map((e) => [e.id, e.current])).toEqual([['b1', false]]);
    expect(fireOffer(view, own(view, 'a1'))!.targets).toEqual([]);
    expect(throwOffer(view, own(view, 'a1'))).toBeUndefined();
  });

  it('Cases 10.63, 11.12, 13.18: reload offers his unloaded rifle, not while he holds a prepared grenade; a loaded second weapon may be prepared', () => {
    const base = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]);
    const a = armamentOf(base.men['a1']!);
    const rifle = a.weapons[0]!;
    const unloaded: ManState = { ...base.men['a1']!, armament: { ...a, weapons: [{ ...rifle, loaded: false }, { id: 'p-1', kind: 'pistol', issuedTo: 'a' }] } };
    expect(reloadOffer(unloaded)).toMatchObject({ weapons: [{ id: rifle.id }], cost: expect.any(Number) });
    expect(prepareWeaponOffer(unloaded).map((w) => w.id)).toEqual(['p-1']);
    const holding: ManState = { ...unloaded, armament: { ...unloaded.armament!, preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] } };
    expect(reloadOffer(holding)).toBeUndefined();
    // Unloaded, his rifle is not offered for fire.
    const view = sideA({ ...base, men: { ...base.men, a1: unloaded } });
    expect(fireOffer(view, unloaded)).toBeUndefined();
  });

  it('Cases 11.1, 11.2, 11.81: he prepares a grenade of a kind he carries; a prepared one is thrown within the table’s range, at a seen man or a tapped square', () => {
    const base = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 4, row: 1 }, { id: 'b2', side: 'b', col: 20, row: 1 }], seeing('b1', 'b2'));
    const man = base.men['a1']!;
    expect(grenadeKinds(man).map((g) => g.type)).toContain('fragmentation');
    const a = armamentOf(man);
    const ready: ManState = { ...man, armament: { ...a, preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] } };
    const view = sideA({ ...base, men: { ...base.men, a1: ready } });
    const t = throwOffer(view, ready)!;
    expect(t.maxRange).toBeGreaterThanOrEqual(12);
    expect(t.maxRange).toBeLessThan(19);
    // b2 is 19 squares away: beyond the throw; b1 at 3 is offered.
    expect(t.targets.map((x) => x.id)).toEqual(['b1']);
    expect(throwAt(view, ready, t, sq(3, 3)).order).toEqual({ type: 'task/throw-grenade', manId: 'a1', target: sq(3, 3), grenade: 'fragmentation' });
    expect(throwAt(view, ready, t, sq(25, 1)).refused).toMatch(/Case 11\.81/);
    expect(throwAt(view, ready, t, sq(0, 1)).refused).toMatch(/not on the map/);
    expect(orderLabel(throwAt(view, ready, t, sq(3, 3)).order!)).toBe('a1 throws a grenade at 0303');
  });

  it('Section 13.2: an exchange is offered with his own men in his square only, each weapon either way', () => {
    const view = sideA(acting([{ id: 'a1', side: 'a', col: 2, row: 2 }, { id: 'a2', side: 'a', col: 2, row: 2 }, { id: 'a3', side: 'a', col: 3, row: 2 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    const x = exchangeOffer(view, own(view, 'a1'))!;
    expect(x.partners.map((p) => p.man.id)).toEqual(['a2']);
    const take = x.partners[0]!.take[0]!.id;
    expect(exchangeCommand('a1', 'a2', { take })).toEqual({ type: 'task/exchange-weapons', manId: 'a1', partnerId: 'a2', take: [take] });
    const alone = sideA(acting([{ id: 'a1', side: 'a', col: 2, row: 2 }, { id: 'b1', side: 'b', col: 2, row: 2 }]));
    expect(exchangeOffer(alone, own(alone, 'a1'))).toBeUndefined();
  });

  it('Case 13.21 (ruling SO17): he may take a weapon from a killed or incapacitated enemy lying in his square, and the engine takes the order', () => {
    for (const condition of ['dead', 'incapacitated'] as const) {
      const state = acting([{ id: 'a1', side: 'a', col: 2, row: 2 }, { id: 'b1', side: 'b', col: 2, row: 2, condition }, { id: 'b2', side: 'b', col: 29, row: 29 }]);
      const view = sideA(state);
      const x = exchangeOffer(view, own(view, 'a1'))!;
      expect(x.partners).toEqual([]);
      expect(x.fallen.map((f) => [f.id, f.condition, f.take.map((w) => w.kind)])).toEqual([['b1', condition === 'dead' ? 'killed' : 'incapacitated', ['rifle']]]);
      const order = exchangeCommand('a1', 'b1', { take: x.fallen[0]!.take[0]!.id });
      const r = decide(state, order, new ScriptedDice([]));
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    }
    const able = sideA(acting([{ id: 'a1', side: 'a', col: 2, row: 2 }, { id: 'b1', side: 'b', col: 3, row: 2, condition: 'dead' }]));
    expect(exchangeOffer(able, own(able, 'a1'))).toBeUndefined();
  });

  it('Case 15.26 (ruling SO13): stepping off is offered on an edge square only, for 5 Task Points', () => {
    const edge = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 7 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    expect(exitOffer(edge, own(edge, 'a1'))).toEqual({ cost: 5 });
    const inland = sideA(acting([{ id: 'a1', side: 'a', col: 4, row: 7 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    expect(exitOffer(inland, own(inland, 'a1'))).toBeUndefined();
    expect(orderLabel({ type: 'task/exit-map', manId: 'a1' })).toBe('a1 steps off the map');
  });

  it('Case 43.43: the scenario’s bar in the side’s projection (exitBar) is shown with the offer, before any order', () => {
    const edge = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 7 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    const barred = { ...edge, exitBar: { manId: 'a1', caseRef: 'Case 43.43', message: 'Only British men may exit the map, and only from the 40xx square-row (Case 43.43).' } };
    expect(exitOffer(barred, own(barred, 'a1'))).toEqual({ cost: 5, barred: { caseRef: 'Case 43.43', message: expect.stringContaining('40xx') } });
    // Another man's bar is not his.
    expect(exitOffer({ ...barred, exitBar: { ...barred.exitBar, manId: 'a2' } }, own(barred, 'a1'))).toEqual({ cost: 5 });
  });
});

describe('fog: the weapon tools are the same whatever the side does not observe (property)', () => {
  it('unseen enemy men anywhere (but the squares the side’s men stand in) change no offer the window makes', () => {
    const square = fc.record({ col: fc.integer({ min: 1, max: 30 }), row: fc.integer({ min: 1, max: 30 }) }).filter((s) => !(s.col <= 3 && s.row <= 2));
    fc.assert(
      fc.property(fc.array(square, { maxLength: 5 }), fc.boolean(), (hidden, prepared) => {
        const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 3, row: 2 }];
        const withGrenade = (s: GameState): GameState => {
          const a1 = s.men['a1']!;
          return prepared ? { ...s, men: { ...s.men, a1: { ...a1, armament: { ...armamentOf(a1), preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] } } } } : s;
        };
        const plain = sideA(withGrenade(seeing('b1')(acting(men))));
        const extra: ManSpec[] = hidden.map((h, i) => ({ id: `b${i + 2}`, side: 'b', ...h }));
        const fogged = sideA(withGrenade(seeing('b1')(acting([...men, ...extra]))));
        const offers = (v: PlayerView) => {
          const m = own(v, 'a1');
          return JSON.stringify([fireOffer(v, m), throwOffer(v, m), reloadOffer(m), exchangeOffer(v, m), exitOffer(v, m), observedTargets(v, m.square!)]);
        };
        expect(offers(fogged)).toBe(offers(plain));
      }),
      { seed: 1979, numRuns: 40 },
    );
  });
});
