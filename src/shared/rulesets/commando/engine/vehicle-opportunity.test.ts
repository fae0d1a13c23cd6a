/** Opportunity fire from APCs and jeeps: Cases 24.61–24.62 (ruling VH44). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import type { ApcType } from '../model/vehicle';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame } from '../test-support/vehicle-game';
import { projectView } from '../view/view';

const MISSES = Array.from({ length: 20 }, () => 9);
const raised = (ev: readonly GameEvent[]) => ev.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }> | undefined;

/** `plotter` rides as a passenger in `side`'s APC in 1010 facing N; the Enemy man (a1 or b1) stands in `enemyAt`. */
function game(opts: { apcSide: 'a' | 'b'; enemyAt: { col: number; row: number }; apcType?: ApcType; observationRange?: number }): GameState {
  const passenger = opts.apcSide === 'a' ? 'a1' : 'b1';
  const enemy = opts.apcSide === 'a' ? 'b1' : 'a1';
  const g = vehicleGame(
    [
      { id: passenger, side: opts.apcSide, col: 30, row: 30 },
      { id: enemy, side: opts.apcSide === 'a' ? 'b' : 'a', ...opts.enemyAt },
    ],
    [{ kind: 'apc', side: opts.apcSide, col: 10, row: 10, facing: 'N', variant: { apcType: opts.apcType ?? 'unroofed' } }],
    { started: true, observationRange: opts.observationRange ?? 20 },
  );
  const { square: _gone, ...p } = g.men[passenger]!;
  const v = g.vehicles!.vehicles[0]!;
  return { ...g, men: { ...g.men, [passenger]: { ...p, aboard: { vehicleId: v.id } } }, vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: [passenger] }] } };
}

describe('Case 24.61: men in APCs may be plotted for opportunity fire', () => {
  it('Case 24.61: a passenger of an unroofed APC lies in wait and fires from it at an Enemy man moving into view', () => {
    // Initiative 7–3 for a; b1's opportunity fire from the APC: misses.
    const t = new Table(game({ apcSide: 'b', enemyAt: { col: 10, row: 2 } }), new ScriptedDice([...d10(7, 3), ...d10(...MISSES)]));
    t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' });
    t.advanceTo('opportunity-fire-plot');
    const [plotted] = t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle' });
    expect(plotted).toMatchObject({ type: 'opportunity-fire-plotted', plot: { kind: 'fire' } });
    t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const moved = t.run({ type: 'task/move', manId: 'a1', route: [{ col: 10, row: 2 }, { col: 10, row: 3 }] });
    const prompt = raised(moved);
    expect(prompt?.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', moverId: 'a1' });
    const [fired] = t.run({ type: 'opportunity/fire', promptId: prompt!.prompt.id });
    expect(fired).toMatchObject({ type: 'fire-resolved', firerId: 'b1', fromVehicle: { vehicleId: 'vehicle-1' }, opportunity: { caseRef: 'Case 6.31' } });
  });

  it('Case 24.44 (ruling VH44): an enclosed APC’s passenger may not be plotted; nor to throw from an unroofed one', () => {
    const t = new Table(game({ apcSide: 'b', enemyAt: { col: 10, row: 2 }, apcType: 'enclosed' }), new ScriptedDice([]));
    t.advanceTo('opportunity-fire-plot');
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle' })).toMatchObject({ code: 'vehicle/enclosed', caseRef: 'Case 24.44' });
    const u = new Table(game({ apcSide: 'b', enemyAt: { col: 10, row: 2 } }), new ScriptedDice([]));
    u.advanceTo('opportunity-fire-plot');
    expect(u.refuse({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'throw-grenade' })).toMatchObject({ code: 'vehicle/aboard', caseRef: 'Case 24.61' });
  });
});

describe('Case 24.61 "as the result of the movement of the APC"; Case 24.62: the APC moves before the non-plotted men', () => {
  it('Cases 24.61, 24.62, 24.36: the APC moves into range of b1 — a1 observes him and may fire, at −25% from the moving APC', () => {
    // Observation range 6: b1 in 1003 is 7 squares from 1010, 6 from 1009. Initiative 7–2 for a; a1's fire misses.
    const t = new Table(game({ apcSide: 'a', enemyAt: { col: 10, row: 3 }, observationRange: 6 }), new ScriptedDice([...d10(7, 2), ...d10(...MISSES)]));
    t.advanceTo('opportunity-fire-plot');
    t.run({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' });
    toVehiclePhase(t);
    // Case 24.62: b1 (not plotted) has not acted; the APC with a plotted man aboard moves all the same.
    const moved = t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [{ col: 10, row: 10 }, { col: 10, row: 9 }] });
    expect(moved[0]).toMatchObject({ type: 'vehicle-moved' });
    expect(moved.find((e) => e.type === 'enemy-observed')).toMatchObject({ observerId: 'a1', targetId: 'b1', caseRef: 'Case 24.61' });
    const prompt = raised(moved);
    expect(prompt?.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'a1', moverId: 'b1' });
    expect(sequenceOf(t.state).plots['a1']?.fired).toBeFalsy();
    // Fog: side b learns that its man waits on a prompt, never who in the APC waits for him.
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'b' }))).not.toContain('"a1"');
    const [fired] = t.run({ type: 'opportunity/fire', promptId: prompt!.prompt.id });
    expect(fired).toMatchObject({ type: 'fire-resolved', firerId: 'a1', fromVehicle: { vehicleId: 'vehicle-1' } });
    const steps = (fired as Extract<GameEvent, { type: 'fire-resolved' }>).targets[0]!.chance.steps;
    expect(steps.some((s) => s.caseRef === 'Case 10.82' && s.amount === -25)).toBe(true);
    expect(vehicle(t.state).square).toEqual({ col: 10, row: 9 });
  });

  it('Case 24.61: an Enemy man already in view when the APC moves did not "move into" it — no prompt', () => {
    const t = new Table(game({ apcSide: 'a', enemyAt: { col: 10, row: 5 }, observationRange: 6 }), new ScriptedDice([...d10(7, 2)]));
    t.advanceTo('opportunity-fire-plot');
    t.run({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' });
    toVehiclePhase(t);
    const moved = t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [{ col: 10, row: 10 }, { col: 10, row: 9 }] });
    expect(raised(moved)).toBeUndefined();
  });
});

describe('Case 8.5 for a man aboard who looks out (rulings VH26, VH44)', () => {
  it('Cases 8.5, 24.61: an Enemy man who fires in view of a plotted passenger is observed by him before his plot counts him', () => {
    // b1 rides in b's unroofed APC in 1010; a1 in 1002 fires at b2 in 1004. Initiative 7–3 for a; every roll misses.
    const g = vehicleGame(
      [
        { id: 'b1', side: 'b', col: 30, row: 30 },
        { id: 'a1', side: 'a', col: 10, row: 2 },
        { id: 'b2', side: 'b', col: 10, row: 4 },
      ],
      [{ kind: 'apc', side: 'b', col: 10, row: 10, facing: 'N', variant: { apcType: 'unroofed' } }],
      { started: true, observationRange: 20 },
    );
    const { square: _gone, ...p } = g.men['b1']!;
    const v = g.vehicles!.vehicles[0]!;
    const start: GameState = { ...g, men: { ...g.men, b1: { ...p, aboard: { vehicleId: v.id } } }, vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['b1'] }] } };
    const t = new Table(start, new ScriptedDice([...d10(7, 3), ...d10(...MISSES)]));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b2' });
    t.advanceTo('opportunity-fire-plot');
    t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle' });
    t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const fired = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b2' }] });
    const seen = fired.find((e) => e.type === 'observed-automatically') as Extract<GameEvent, { type: 'observed-automatically' }> | undefined;
    expect(seen?.observerIds).toContain('b1');
    expect(t.state.knowledge['b1']?.observing).toContain('a1');
    expect(sequenceOf(t.state).plots['b1']?.plot?.counted).toEqual(['a1']);
  });
});
