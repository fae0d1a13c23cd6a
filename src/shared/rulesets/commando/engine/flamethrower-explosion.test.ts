/**
 * Section 17.0 Flamethrowers: the explosion (Cases 17.31–17.35), its repair (Case 17.36) and burning in the
 * Bookkeeping Phase, put out by rolling on the ground (Cases 17.41–17.43).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import { emptyFlamethrowers } from '../rules/flamethrower-model';
import { all, d6, find, flameTable, pct } from '../test-support/flame-game';
import { armamentOf } from './carried-weapons';

const A1 = { id: 'a1', side: 'a', col: 5, row: 5, weapons: ['flamethrower'] };
const wid = (s: GameState, id = 'a1'): string => armamentOf(s.men[id]!).weapons.find((w) => w.kind === 'flamethrower')!.id;

describe('Cases 17.31–17.34: the explosion', () => {
  // a1 fires at b1 (3 squares south) and rolls 97; a2 shares his square, a3 is adjacent, b2 two squares east.
  const explode = () => {
    const t = flameTable(
      [A1, { id: 'a2', side: 'a', col: 5, row: 5 }, { id: 'a3', side: 'a', col: 6, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }, { id: 'b2', side: 'b', col: 7, row: 5 }],
      [...pct(99), ...pct(97), ...d6(3, 4), ...d6(1, 1, 1), ...d6(2, 2), ...d6(6), ...pct(99), ...pct(99), ...pct(99), ...pct(99)],
    );
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    return { t, ev: t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }) };
  };

  it('Case 17.31: all his fires are resolved first, then the explosion', () => {
    const { ev } = explode();
    const types = ev.map((e) => e.type);
    expect(types.indexOf('fire-resolved')).toBeLessThan(types.indexOf('flamethrower-exploded'));
    expect(types.indexOf('flamethrower-exploded')).toBeLessThan(types.indexOf('flame-blast'));
    expect(find(ev, 'flamethrower-exploded')).toMatchObject({ manId: 'a1', rolls: [97], caseRef: 'Case 17.31' });
  });

  it('Case 17.32: the blast reaches two squares in every direction (range 2), not three', () => {
    const { ev } = explode();
    const blast = find(ev, 'flame-blast')!;
    expect(blast.hits.map((h) => h.manId)).toEqual(['a1', 'a2', 'a3', 'b2']);
    expect(blast.squares).toHaveLength(21);
  });

  it('Case 17.33: 2D6-2 to the wielder, 3D6 in his square, 2D6 adjacent, 1D6 two squares away', () => {
    const { ev } = explode();
    const blast = find(ev, 'flame-blast')!;
    expect(blast.hits.map((h) => [h.manId, h.code, h.woundPoints])).toEqual([
      ['a1', '2D6-2 min 1', 5],
      ['a2', '3D6', 3],
      ['a3', '2D6', 4],
      ['b2', '1D6', 6],
    ]);
    expect(all(ev, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([['a1', 5], ['a2', 3], ['a3', 4], ['b2', 6]]);
  });

  it('Case 17.33: the wielder takes at least one Wound Point (2D6-2 on 1, 1)', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 8 }], [...pct(99), ...pct(98), ...d6(1, 1), ...pct(99)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }), 'flame-blast')!.hits[0]).toMatchObject({ manId: 'a1', woundPoints: 1 });
  });

  it('Case 17.34: each man the explosion wounds checks panic, doubled and then 10 added; the wielder too', () => {
    const { ev } = explode();
    const checks = all(ev, 'panic-checked');
    expect(checks.map((c) => c.manId)).toEqual(['a1', 'a2', 'a3', 'b2']);
    for (const c of checks) {
      expect(c.trigger).toBe('flamethrower-explosion');
      const i = c.chance.steps.findIndex((s) => s.caseRef === 'Case 17.34');
      expect(c.chance.steps[i]).toMatchObject({ kind: 'multiply' });
      expect(c.chance.steps[i + 1]).toMatchObject({ amount: 10 });
    }
    const b2 = checks.find((c) => c.manId === 'b2')!;
    expect(b2.chance.final).toBe(2 * (15 + 10) + 10);
  });

  it('Case 17.36: the exploded flamethrower stays with him, broken: it does not fire until repaired', () => {
    const { t } = explode();
    const w = wid(t.state);
    expect(t.state.flamethrowers?.broken[w]).toEqual({ repairSpent: 0 });
    expect(armamentOf(t.state.men['a1']!).weapons.some((x) => x.id === w)).toBe(true);
  });
});

describe('Case 17.35: another flamethrower within the Explosion Radius', () => {
  // No panic percentages: no panic checks, only the explosions' dice.
  const noPanic = (s: GameState): GameState => ({ ...s, sides: s.sides.map(({ panicPercentage: _p, ...x }) => x) });
  const chain = (roll: number) => {
    const t = flameTable(
      [A1, { id: 'a3', side: 'a', col: 6, row: 5, weapons: ['flamethrower'] }, { id: 'b1', side: 'b', col: 5, row: 8 }],
      [...pct(97), ...d6(3, 4), ...d6(1, 2), ...pct(roll), ...d6(2, 2), ...d6(6, 6)],
      noPanic,
    );
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    return { t, ev: t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }) };
  };

  it('Case 17.35: 50 or less on 1D100 explodes it too, and its blast follows; a wielder takes 2D6-2 (Case 17.33)', () => {
    const { t, ev } = chain(40);
    expect(find(ev, 'flamethrower-chain-roll')).toMatchObject({ manId: 'a3', roll: 40, exploded: true, caseRef: 'Case 17.35' });
    const blasts = all(ev, 'flame-blast');
    expect(blasts.map((b) => b.manId)).toEqual(['a1', 'a3']);
    expect(blasts[0]!.hits.find((h) => h.manId === 'a3')).toMatchObject({ code: '2D6-2 min 1', woundPoints: 1 });
    expect(blasts[1]!.hits.map((h) => [h.manId, h.woundPoints])).toEqual([['a1', 2], ['a3', 10]]);
    expect(all(ev, 'flamethrower-chain-roll')).toHaveLength(1);
    expect(t.state.flamethrowers?.broken[wid(t.state, 'a3')]).toBeDefined();
  });

  it('Case 17.35: 51 leaves it whole', () => {
    const t = flameTable(
      [A1, { id: 'a3', side: 'a', col: 6, row: 5, weapons: ['flamethrower'] }, { id: 'b1', side: 'b', col: 5, row: 8 }],
      [...pct(97), ...d6(3, 4), ...d6(1, 2), ...pct(51)],
      noPanic,
    );
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' });
    expect(find(ev, 'flamethrower-chain-roll')).toMatchObject({ exploded: false });
    expect(all(ev, 'flame-blast')).toHaveLength(1);
  });
});

describe('Case 17.36: repair', () => {
  const broken = (spent: number) => (s: GameState): GameState => ({ ...s, flamethrowers: { ...emptyFlamethrowers(), broken: { [wid(s)]: { repairSpent: spent } } } });

  it('Case 17.36: a broken flamethrower is refused; 135 Task Points repair it, over several tasks', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 8 }], [...pct(99)], broken(100));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }).caseRef).toBe('Case 17.36');
    const r = find(t.run({ type: 'task/repair-flamethrower', manId: 'a1' }), 'flamethrower-repair')!;
    expect(r).toMatchObject({ spentSoFar: 135, needed: 135, repaired: true });
    expect(r.cost.final).toBe(35);
    expect(t.state.flamethrowers?.repaired).toEqual([wid(t.state)]);
  });

  it('Case 17.36: with fewer Task Points than needed he spends all he has and the repair waits', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 8 }], [...pct(99)], broken(0));
    t.run({ type: 'task/begin', manId: 'a1' });
    const r = find(t.run({ type: 'task/repair-flamethrower', manId: 'a1' }), 'flamethrower-repair')!;
    expect(r).toMatchObject({ spentSoFar: 45, repaired: false });
    expect(t.state.flamethrowers?.broken[wid(t.state)]).toEqual({ repairSpent: 45 });
  });

  it('Case 17.36: once repaired it explodes on 91 (it would not have before)', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 8 }], [...pct(99), ...pct(91), ...d6(1, 1), ...pct(99)], (s) => ({ ...s, flamethrowers: { ...emptyFlamethrowers(), repaired: [wid(s)] } }));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }), 'flamethrower-exploded')).toBeDefined();
  });
});

describe('Cases 17.41–17.43: burning', () => {
  const burning = (since: number, extra: object = {}) => (s: GameState): GameState => ({ ...s, turn: 2, flamethrowers: { ...emptyFlamethrowers(), burning: { b1: { since, smothered: 0, ...extra } } } });

  it('Case 17.43: in the Bookkeeping Phase a man burning since an earlier Game-Turn takes 1D6 Wound Points (Case 17.41)', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 9, row: 9 }], [...d6(4)], (s) => ({ ...burning(1)(s), phase: 'prepared-task-execution' }));
    const ev = t.run({ type: 'phase/advance' });
    expect(find(ev, 'man-burned')).toMatchObject({ manId: 'b1', woundPoints: 4, caseRef: 'Case 17.43' });
    expect(t.state.men['b1']!.wounds).toBe(4);
  });

  it('Case 17.41: "on each subsequent Game-Turn": not in the Bookkeeping Phase of the Game-Turn he caught fire', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 9, row: 9 }], [], (s) => ({ ...burning(2)(s), phase: 'prepared-task-execution' }));
    expect(find(t.run({ type: 'phase/advance' }), 'man-burned')).toBeUndefined();
  });

  it('Case 17.42: prone, 25 Task Points put the flames out; standing he must fall prone first', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 9, row: 9, posture: 'prone' }, { id: 'b2', side: 'b', col: 12, row: 9 }], [...pct(99), ...pct(99)], (s) => ({
      ...burning(1)(s),
      flamethrowers: { ...emptyFlamethrowers(), burning: { b1: { since: 1, smothered: 0 }, b2: { since: 1, smothered: 0 } } },
      sequence: { ...s.sequence!, initiative: { side: 'b', rounds: [] } },
    }));
    t.run({ type: 'task/begin', manId: 'b1' });
    const out = find(t.run({ type: 'task/smother-flames', manId: 'b1' }), 'flames-smothered')!;
    expect(out).toMatchObject({ spentSoFar: 25, needed: 25, out: true });
    expect(t.state.flamethrowers?.burning['b1']).toBeUndefined();
  });

  it('Case 17.42: a seriously wounded man needs 50 Task Points', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 9, row: 9, posture: 'prone', wounds: 8, condition: 'seriously-wounded' }], [...pct(99)], (s) => ({ ...burning(1)(s), sequence: { ...s.sequence!, initiative: { side: 'b', rounds: [] } } }));
    t.run({ type: 'task/begin', manId: 'b1' });
    const r = find(t.run({ type: 'task/smother-flames', manId: 'b1' }), 'flames-smothered')!;
    expect(r.needed).toBe(50);
    expect(r.out).toBe(r.spentSoFar >= 50);
  });

  it('Case 17.42: an erect burning man is refused until he is prone', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 9, row: 9 }], [...pct(99)], (s) => ({ ...burning(1)(s), sequence: { ...s.sequence!, initiative: { side: 'b', rounds: [] } } }));
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(t.refuse({ type: 'task/smother-flames', manId: 'b1' }).caseRef).toBe('Case 17.42');
  });
});
