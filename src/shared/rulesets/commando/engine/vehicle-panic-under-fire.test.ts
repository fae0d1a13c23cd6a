/** Case 14.31 for a tank or APC: the panic check of a moving vehicle subjected to opportunity fire (engine/vehicle-panic-under-fire.ts, ruling VH67). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicleGame } from '../test-support/vehicle-game';

const at = (col: number, row: number) => ({ col, row });
const HIGH: DieFace[] = d10(...Array.from({ length: 60 }, () => 9));

/** a1 a passenger of side a's buttoned-down unroofed APC in 1010 (facing N), observing b1 in 1004; sides with panic percentages. */
function game(open = false): GameState {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 30, row: 30 },
      { id: 'b1', side: 'b', col: 10, row: 4 },
    ],
    [{ kind: 'apc', side: 'a', col: 10, row: 10, facing: 'N', open }],
  );
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  return {
    ...g,
    sides: g.sides.map((x) => ({ ...x, panicPercentage: 5 })),
    men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: ['rifle'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'] } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['a1'] }] },
  };
}

/** The APC moves with a1 acting (ruling VH45), a1 stands and fires at b1, and b1's plot is asked (Case 10.71): its prompt id. */
function toPrompt(t: Table, moveFirst: boolean): string {
  t.advanceTo('opportunity-fire-plot');
  t.run({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' }, { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle' });
  toVehiclePhase(t);
  t.run({ type: 'task/begin', manId: 'a1' });
  if (moveFirst) t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
  t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
  const prompt = sequenceOf(t.state).prompts.find((p) => p.kind === 'opportunity');
  expect(prompt).toBeDefined();
  return prompt!.id;
}

/** ... and b1's plot fires back at a1. */
const firedBack = (t: Table, moveFirst: boolean): GameEvent[] => t.run({ type: 'opportunity/fire', promptId: toPrompt(t, moveFirst) });

describe('Case 14.31: "Each time a man is subjected to opportunity fire while expending Task Points, he must undergo an immediate panic check"', () => {
  it('Case 14.31 with Case 24.21: the moving APC whose standing passenger is fired upon checks at once, at its 40%, though it checked on its first task (Case 14.12 excepts 14.31)', () => {
    const t = new Table(game(), new ScriptedDice([...d10(7, 2), ...HIGH]));
    const events = firedBack(t, true);
    const checks = events.filter((e) => e.type === 'vehicle-panic-checked');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ vehicleId: 'vehicle-1', chance: { final: 40 }, panicked: false, reading: 'steady', caseRef: 'Case 14.31' });
  });

  it('Case 14.31 with Case 23.52 (ruling VH21): the APC panics under the fire — it takes no further task this Game-Turn', () => {
    const t = new Table(game(), new ScriptedDice([...d10(7, 2), ...HIGH]));
    const promptId = toPrompt(t, true);
    // How many dice b1's fire and the men's checks take, so that the APC's own check (the last, 1D100) can be set low.
    const dry = new ScriptedDice(HIGH);
    new Table(t.state, dry).run({ type: 'opportunity/fire', promptId });
    const before = HIGH.length - dry.remaining - 2;
    const u = new Table(t.state, new ScriptedDice([...HIGH.slice(0, before), ...d10(1, 0), ...HIGH]));
    const events = u.run({ type: 'opportunity/fire', promptId });
    const check = events.find((e) => e.type === 'vehicle-panic-checked');
    expect(check).toMatchObject({ roll: 10, panicked: true, caseRef: 'Case 23.52' });
    // Whatever its reading (hold, straight ahead, its machinegun), it acts no more this Game-Turn.
    expect(u.refuse({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' })).toMatchObject({ code: 'vehicle/panicked', caseRef: 'Case 23.52' });
  });

  it('Ruling VH67: an APC that has not moved this Phase is spending no Task Points — no check', () => {
    const t = new Table(game(), new ScriptedDice([...d10(7, 2), ...HIGH]));
    const events = firedBack(t, false);
    expect(events.some((e) => e.type === 'vehicle-panic-checked')).toBe(false);
  });

  it('Case 23.51 with 24.21: an opened-up APC is subject to no panic in any form', () => {
    const t = new Table(game(true), new ScriptedDice([...d10(7, 2), ...HIGH]));
    const events = firedBack(t, true);
    expect(events.some((e) => e.type === 'vehicle-panic-checked')).toBe(false);
  });
});
