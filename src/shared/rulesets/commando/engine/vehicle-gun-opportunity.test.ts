/** The machineguns' opportunity fire (engine/vehicle-gun-plot.ts, vehicle-gun-opportunity.ts): Cases 23.3, 23.33, 23.53; ruling VH60. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { VehicleGun } from '../model/commands-vehicles';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { projectView } from '../view/view';
import { describeEvent } from '../view/log/describe';
import { NAMES } from '../view/log/log-fixtures';
import { legalActions } from './legal-actions';
import { GUN_PLOT_TASK } from './vehicle-gun-crew';
import { opportunityGunCost } from './vehicle-gun-opportunity';
import { vehicleTaskPointsLeft } from './vehicles';

const MISSES = Array.from({ length: 40 }, () => 9);
const tank = (more: Partial<VehicleSpec> = {}): VehicleSpec => ({ kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', turret: 'N', open: true, ...more });
const raised = (ev: readonly GameEvent[]) => ev.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }> | undefined;
const plot = (gun: VehicleGun, role: string) => ({ type: 'plot/opportunity-fire' as const, manId: `vehicle-1-${role}`, fireTask: GUN_PLOT_TASK, payload: { vehicleId: 'vehicle-1', gun } });

/** Side a's a1 stands at `at`; every crewman of vehicle-1 observes him (Case 23.34); the game is in the Opportunity Fire Plot Phase. */
function table(spec: VehicleSpec, at = { col: 10, row: 14 }, seen = true, observationRange = 20): Table {
  const g = vehicleGame([{ id: 'a1', side: 'a', col: at.col, row: at.row }], [spec], { observationRange });
  const knowledge = { ...g.knowledge };
  if (seen) for (const role of ['commander', 'gunner', 'hull-machinegunner']) knowledge[`vehicle-1-${role}`] = { ...emptyKnowledge(), observing: ['a1'] };
  // Initiative 7–2 for a; the fire misses.
  const t = new Table({ ...g, knowledge } as GameState, new ScriptedDice([...d10(7, 2), ...d10(...MISSES)]));
  t.advanceTo('opportunity-fire-plot');
  return t;
}

/** On to a1's interval, where he moves along `route`. */
function moveA1(t: Table, route: { col: number; row: number }[]): GameEvent[] {
  t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
  t.run({ type: 'task/begin', manId: 'a1' });
  return t.run({ type: 'task/move', manId: 'a1', route });
}

describe('Case 23.3 "All guns but the main gun may be plotted for opportunity fire"; Case 23.33', () => {
  it('Case 23.33: the hull machinegunner lies in wait; a1 moves in the gun’s field of fire; the tank pays 25 + the extra 5', () => {
    const t = table(tank());
    const [plotted] = t.run(plot('hull', 'hull-machinegunner'));
    expect(plotted).toMatchObject({ type: 'opportunity-fire-plotted', fireTask: GUN_PLOT_TASK, cost: 0, plot: { kind: 'fire', weapon: 'machinegun' } });
    expect(describeEvent(plotted!, NAMES).text).toContain('the hull machinegun of vehicle-1, paid by the vehicle when it fires (Case 23.33)');
    const prompt = raised(moveA1(t, [{ col: 10, row: 14 }, { col: 10, row: 15 }]));
    expect(prompt?.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'vehicle-1-hull-machinegunner', moverId: 'a1' });
    // Fog (ruling VH29): side a sees the tank, never who in it waits, nor who fired.
    const seenByA = () => JSON.stringify(projectView(t.state, { kind: 'side', side: 'a' }));
    expect(seenByA()).not.toContain('vehicle-1-hull-machinegunner');
    const [paid, fired] = t.run({ type: 'opportunity/fire', promptId: prompt!.prompt.id });
    expect(seenByA()).not.toContain('vehicle-1-hull-machinegunner');
    expect(paid).toMatchObject({ type: 'vehicle-machinegun-fired', gun: 'hull', crewmanId: 'vehicle-1-hull-machinegunner', cost: { final: 30 }, caseRef: 'Case 23.33' });
    const steps = (paid as Extract<GameEvent, { type: 'vehicle-machinegun-fired' }>).cost.steps;
    expect(steps.some((s) => s.caseRef === 'Case 23.33' && s.amount === 5)).toBe(true);
    expect(fired).toMatchObject({ type: 'fire-resolved', firerId: 'vehicle-1-hull-machinegunner', weapon: 'machinegun', taskPointsCharged: 0 });
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(20);
    expect(sequenceOf(t.state).plots['vehicle-1-hull-machinegunner']?.fired).toBe(true);
  });

  it('Case 23.33: "If the tank is firing its main gun in the same Turn ... the tank need expend no more Task Points for opportunity fire"', () => {
    const t = table(tank());
    const v = vehicle(t.state);
    expect(opportunityGunCost(t.state, v, 'hull').final).toBe(30);
    const fired = { ...v, turnRecord: { turn: t.state.turn, spent: 50, moved: false, turretTurned: false, mainGunFires: 1 } };
    expect(opportunityGunCost(t.state, fired, 'hull').final).toBe(0);
  });

  it('Case 23.34 (Diagram 10): a man moving abeam of the hull is outside the hull gun’s field of fire — its plot is not asked', () => {
    const t = table(tank(), { col: 16, row: 20 });
    t.run(plot('hull', 'hull-machinegunner'));
    expect(raised(moveA1(t, [{ col: 16, row: 20 }, { col: 16, row: 21 }]))).toBeUndefined();
  });

  it('Case 5.1 B: the crewman’s plot may be withdrawn in the plot Phase, and made again', () => {
    const t = table(tank());
    t.run(plot('coaxial', 'gunner'));
    expect(t.run({ type: 'plot/withdraw', manId: 'vehicle-1-gunner' })[0]).toMatchObject({ type: 'opportunity-fire-plot-withdrawn', refund: 0 });
    expect(sequenceOf(t.state).plots['vehicle-1-gunner']).toBeUndefined();
    expect(t.run(plot('coaxial', 'gunner'))[0]).toMatchObject({ type: 'opportunity-fire-plotted' });
  });

  it('Case 23.22: only the crewman who mans the gun is plotted for it; the main gun is never plotted', () => {
    const t = table(tank());
    expect(t.refuse(plot('hull', 'gunner'))).toMatchObject({ code: 'plot/not-crew', caseRef: 'Case 23.22' });
    expect(t.refuse(plot('hull', 'driver'))).toMatchObject({ code: 'plot/not-crew' });
    expect(t.refuse({ ...plot('hull', 'gunner'), payload: { vehicleId: 'vehicle-1', gun: 'main' } })).toMatchObject({ code: 'plot/no-gun' });
    const offered = legalActions(t.state).commands.filter((c) => c.type === 'plot/opportunity-fire' && c.fireTask === GUN_PLOT_TASK);
    expect(offered.map((c) => (c as { manId: string }).manId).sort()).toEqual(['vehicle-1-commander', 'vehicle-1-gunner', 'vehicle-1-hull-machinegunner']);
  });
});

describe('Case 10.77 with Case 6.42 (ruling VH62): the plotted gun fired normally is spent', () => {
  it('Case 10.77: the gun fires normally in the Prepared Phase; a1 then moving is not fired upon again (Case 6.42)', () => {
    const t = table(tank());
    // a1 lies in wait too, so that he acts in the Prepared Phase (Case 5.1 F).
    t.run(plot('hull', 'hull-machinegunner'), { type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' });
    toVehiclePhase(t);
    const [paid] = t.run({ type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun: 'hull', targets: [{ targetId: 'a1' }] });
    expect(paid).toMatchObject({ type: 'vehicle-machinegun-fired', cost: { final: 25 } });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(raised(t.run({ type: 'task/move', manId: 'a1', route: [{ col: 10, row: 14 }, { col: 10, row: 15 }] }))).toBeUndefined();
  });
});

describe('Case 23.53: the swivel machinegun only opened up', () => {
  it('Case 23.53: a buttoned-down tank’s commander may not be plotted at his hatch gun, nor is it offered', () => {
    const t = table(tank({ open: false }));
    expect(t.refuse(plot('hatch', 'commander'))).toMatchObject({ code: 'vehicle/buttoned-down', caseRef: 'Case 23.53' });
    expect(legalActions(t.state).commands.some((c) => c.type === 'plot/opportunity-fire' && c.manId === 'vehicle-1-commander')).toBe(false);
    const open = table(tank());
    expect(open.run(plot('hatch', 'commander'))[0]).toMatchObject({ type: 'opportunity-fire-plotted' });
  });

  it('Case 23.53 (ruling VH61): the hatch gun plotted opened up is not asked once the tank buttons down', () => {
    for (const close of [false, true]) {
      const t = table(tank());
      t.run(plot('hatch', 'commander'), { type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' });
      toVehiclePhase(t);
      if (close) t.run({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: false });
      t.run({ type: 'task/begin', manId: 'a1' });
      const prompt = raised(t.run({ type: 'task/move', manId: 'a1', route: [{ col: 10, row: 14 }, { col: 10, row: 15 }] }));
      expect(prompt === undefined ? undefined : (prompt.prompt as { plotterId?: string }).plotterId).toBe(close ? undefined : 'vehicle-1-commander');
    }
  });

  it('Case 23.53 with Case 24.21: an APC’s swivel gun is plotted only opened up', () => {
    const apc = (open: boolean): VehicleSpec => ({ kind: 'apc', side: 'b', col: 10, row: 20, facing: 'N', open, variant: { apcType: 'unroofed' } });
    expect(table(apc(false)).refuse(plot('swivel', 'commander'))).toMatchObject({ code: 'vehicle/buttoned-down', caseRef: 'Case 23.53' });
    expect(table(apc(true)).run(plot('swivel', 'commander'))[0]).toMatchObject({ type: 'opportunity-fire-plotted' });
  });
});

describe('Case 5.1 B (fog): an Enemy side learns nothing of an unobserved vehicle’s plot', () => {
  it('Case 23.33 fog: an unobserved tank: side a’s view is the same whether or not its gunner is plotted', () => {
    // Observation range 3: a1, six squares off, does not see the tank (ruling VH8).
    const t = table(tank(), { col: 10, row: 14 }, false, 3);
    // The state version counts every event alike (a man's plot moves it too); everything else must not move.
    const view = (side: string) => JSON.stringify({ ...projectView(t.state, { kind: 'side', side }), version: 0 });
    const [before, ownBefore] = [view('a'), view('b')];
    t.run(plot('coaxial', 'gunner'));
    expect(view('a')).toBe(before);
    expect(view('a')).not.toContain(GUN_PLOT_TASK);
    expect(view('b')).not.toBe(ownBefore);
  });
});
