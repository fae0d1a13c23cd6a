import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { emptyKnowledge } from '@shared/rulesets/commando/rules/knowledge';
import type { GameState, ManState } from '@shared/rulesets/commando/model/state';
import { projectView, type PlayerView } from '@shared/rulesets/commando/view/view';
import { decide } from '@shared/rulesets/commando/engine/dispatch';
import { engineGame, Table, type ManSpec } from '@shared/rulesets/commando/test-support/engine-game';
import { addFire, removeFire, sprayOffer, sprayPlan } from './side-spray-model';
import { chartCost, fireOffer } from './side-weapons-model';

/** Side a has the initiative; a1 (armed with `weapon`) is executing tasks, and observes the men named. */
function acting(men: readonly ManSpec[], weapon: string, ...seen: string[]): GameState {
  const armed = (s: GameState): GameState => ({ ...s, men: { ...s.men, a1: { ...s.men['a1']!, weapons: [weapon] } as ManState } });
  const t = new Table(armed(engineGame(men, { observationRange: 5 })), new ScriptedDice(d10(7, 2)));
  for (let i = 0; i < 20 && t.state.phase !== 'non-prepared-task-execution'; i++) t.run(t.state.phase === 'initiative' && !t.state.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  t.run({ type: 'task/begin', manId: 'a1' });
  const s = t.state;
  return { ...s, knowledge: { ...s.knowledge, a1: { ...emptyKnowledge(), observing: seen, lastKnown: Object.fromEntries(seen.map((id) => [id, { enemyId: id, square: s.men[id]!.square!, posture: 'erect' as const, turn: 1, phase: 'observation' }])) } } };
}
const sideA = (s: GameState): PlayerView => projectView(s, { kind: 'side', side: 'a' });
const a1 = (v: PlayerView): ManState => v.ownMen.find((m) => m.id === 'a1')!;
const men = (b2col: number): ManSpec[] => [
  { id: 'a1', side: 'a', col: 1, row: 1 },
  { id: 'b1', side: 'b', col: 4, row: 1 },
  { id: 'b2', side: 'b', col: b2col, row: 1 },
];

describe('spray fire from the side window (issue 15, Cases 10.42–10.45)', () => {
  it('Case 10.43: a submachinegun with two observed men offers spray fire, its five fires, at the fire row plus the spray add-on', () => {
    const view = sideA(acting(men(5), 'submachinegun', 'b1', 'b2'));
    const offer = sprayOffer(view, a1(view))!;
    expect(offer.fires).toBe(5);
    expect(offer.targets.map((t) => t.id)).toEqual(['b1', 'b2']);
    expect(offer.cost).toBe(fireOffer(view, a1(view))!.cost! + chartCost('spray-fire', a1(view))!);
  });

  it('Case 10.44 note: a single-fire pistol offers no spray; nor does a submachinegun with one man observed', () => {
    const pistol = sideA(acting(men(5), 'pistol', 'b1', 'b2'));
    expect(sprayOffer(pistol, a1(pistol))).toBeUndefined();
    const one = sideA(acting(men(5), 'submachinegun', 'b1'));
    expect(sprayOffer(one, a1(one))).toBeUndefined();
  });

  it('Case 10.42: fires are given one at a time, never past the weapon’s five; a man with none leaves the spray', () => {
    const view = sideA(acting(men(5), 'submachinegun', 'b1', 'b2'));
    const offer = sprayOffer(view, a1(view))!;
    let picks = addFire(offer, [], 'b2');
    for (let i = 0; i < 6; i++) picks = addFire(offer, picks, 'b1');
    expect(picks).toEqual([
      { targetId: 'b2', fires: 1 },
      { targetId: 'b1', fires: 4 },
    ]);
    expect(removeFire(picks, 'b2')).toEqual([{ targetId: 'b1', fires: 4 }]);
    expect(sprayPlan(offer, 'a1', [{ targetId: 'b1', fires: 5 }]).refused).toMatch(/Case 10.43/);
    expect(sprayPlan(offer, 'a1', [{ targetId: 'b1', fires: 4 }, { targetId: 'b2', fires: 2 }]).refused).toMatch(/Case 10.42/);
  });

  it('Case 10.45: fire shifts only to a man within two squares of the last; the order agrees with the engine, which resolves it', () => {
    const far = sideA(acting(men(8), 'submachinegun', 'b1', 'b2'));
    expect(sprayPlan(sprayOffer(far, a1(far))!, 'a1', [{ targetId: 'b1', fires: 3 }, { targetId: 'b2', fires: 2 }]).refused).toMatch(/4 squares from b1.*Case 10.45/);

    const state = acting(men(5), 'submachinegun', 'b1', 'b2');
    const view = sideA(state);
    const plan = sprayPlan(sprayOffer(view, a1(view))!, 'a1', [{ targetId: 'b1', fires: 3 }, { targetId: 'b2', fires: 2 }]);
    expect(plan.order).toEqual({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1', fires: 3 }, { targetId: 'b2', fires: 2 }], spray: true });
    const r = decide(state, plan.order!, new ScriptedDice(d10(...Array.from({ length: 40 }, () => 9))));
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    const fired = r.ok ? r.value.find((e) => e.type === 'fire-resolved') : undefined;
    expect(fired).toBeDefined();
    expect(JSON.stringify(fired)).toContain('spray fire (Case 10.43)');
  });
});
