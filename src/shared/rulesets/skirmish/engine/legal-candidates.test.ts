import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { play, testGame, testScenario } from '../test-support/game';
import { skirmishLegalActions } from './legal-actions';

const advance: SkirmishCommand = { type: 'bound/advance' };

/** Red-2 and blue-2 ordered as given, both reactions rolled 6 (passed), the bound taken to `steps` advances past Reaction. */
function at(redAction: 'unaimed-fire' | 'to-contact' | 'hold', blueAction: 'unaimed-fire' | 'hold', steps: number, figures = testScenario().figures!): SkirmishState {
  const red = redAction === 'hold' ? [] : [{ unitId: 'red-2', action: redAction, figures: [] }];
  const blue = blueAction === 'hold' ? [] : [{ unitId: 'blue-2', action: blueAction, figures: [] }];
  const roll = (unitId: string): SkirmishCommand => ({ type: 'reaction/roll', unitId, support: [] });
  const rolls = [...(red.length ? [roll('red-2')] : []), ...(blue.length ? [roll('blue-2')] : [])];
  return play(
    testGame({ figures }),
    [{ type: 'orders/submit', side: 'red', orders: red }, { type: 'orders/submit', side: 'blue', orders: blue }, advance, ...rolls, ...Array.from({ length: steps }, () => advance)],
    new ScriptedDice(d6(6, 6)),
  ).state;
}

describe('legal actions of the Fire and Close combat steps', () => {
  it('seed lines 24 and 66 (ruling SK20): a unit that passed its reaction to fire unaimed is offered group fire, each column apart; every candidate is legal', () => {
    const s = at('unaimed-fire', 'hold', 3);
    expect(s.step).toBe('fire');
    const fire = skirmishLegalActions(s).actions.filter((a) => a.command.type === 'fire/group');
    expect(fire.length).toBeGreaterThan(0);
    for (const a of fire) {
      expect(skirmishRuleset.isLegal(s, a.command), a.label).toBe(true);
      if (a.command.type === 'fire/group') expect(a.command.firerIds.every((id) => s.figures[id]!.unitId === 'red-2')).toBe(true);
    }
  });

  it('ruling SK20: a unit ordered to hold is offered no fire', () => {
    const s = at('hold', 'unaimed-fire', 3);
    const fire = skirmishLegalActions(s).actions.filter((a) => a.command.type === 'fire/group');
    expect(fire.every((a) => a.command.type === 'fire/group' && a.command.firerIds.every((id) => s.figures[id]!.unitId === 'blue-2'))).toBe(true);
  });

  it('seed line 133 (ruling SK21): a unit ordered to contact is offered a charge on an enemy unit within 2", pairing each man with his nearest enemy', () => {
    const figures = testScenario().figures!.map((f) => (f.id === 'b5' ? { ...f, at: { x: 51, y: 39 } } : f));
    const s = at('to-contact', 'hold', 5, figures);
    expect(s.step).toBe('close-combat');
    const charges = skirmishLegalActions(s).actions.filter((a) => a.command.type === 'close-combat/fight');
    expect(charges).toHaveLength(1);
    const c = charges[0]!.command;
    expect(c).toMatchObject({ attackerUnitId: 'red-2', defenderUnitId: 'blue-2', pairs: [{ attackerId: 'r5', defenderId: 'b5' }, { attackerId: 'r6', defenderId: 'b5' }] });
    expect(skirmishRuleset.isLegal(s, c)).toBe(true);
  });

  it('ruling SK23: a rifleman of a unit that passed to fire is offered a rifle grenade at the nearest enemy within its bands (line 95); every offer is legal', () => {
    const figures = testScenario().figures!.map((f) => (f.id === 'b5' ? { ...f, at: { x: 50, y: 30 } } : f));
    const s = at('unaimed-fire', 'hold', 3, figures);
    const he = skirmishLegalActions(s).actions.filter((a) => a.command.type === 'fire/he');
    expect(he.map((a) => a.command)).toContainEqual({ type: 'fire/he', firerId: 'r5', weapon: 'rifle-grenade', round: 'he', aim: { x: 50, y: 30 } });
    for (const a of he) expect(skirmishRuleset.isLegal(s, a.command), a.label).toBe(true);
    // Blue holds: none of its men is offered H.E.
    expect(he.every((a) => a.command.type === 'fire/he' && s.figures[a.command.firerId]!.unitId === 'red-2')).toBe(true);
  });
});
