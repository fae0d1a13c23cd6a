import { describe, expect, it } from 'vitest';
import { dataLog } from './data-log';
import type { ManState, SideInfo } from '../model/state';

const side: SideInfo = { id: 'a', name: 'Israelis', mode: 'commando', observationCode: 'C', panicPercentage: 10, combatBonus: { fire: 15, grenade: null } };
const man = (id: string, s: string, endurance: number, wounds: number, condition: ManState['condition']): ManState => ({
  id,
  side: s,
  name: `Man ${id}`,
  square: { col: 1, row: 1 },
  posture: 'erect',
  endurance,
  wounds,
  condition,
  weapons: ['submachinegun'],
});

describe('Data Log (Case 38.1)', () => {
  it('records Endurance with the Incapacitation range, wounds and condition for each of the side’s men (Case 38.12)', () => {
    const log = dataLog({ side, men: [man('a1', 'a', 18, 9, 'seriously-wounded'), man('b1', 'b', 15, 0, 'fit')] });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ manId: 'a1', endurance: 18, incapacitationRange: [18, 20], woundPoints: 9, condition: 'seriously-wounded', panicPercentage: 10 });
  });

  it('notes the combat modifications (Case 38.14) and the opportunity fire plot as "OF" (Case 38.15)', () => {
    const log = dataLog({ side, men: [man('a1', 'a', 18, 0, 'fit')], plots: { a1: { fireTask: 'fire-automatic', cost: 23, fired: false } }, preservationCondition: 1 });
    expect(log.combatModifications).toBe('fire +15%, grenades: see special rules');
    expect(log.lines[0]?.opportunityFire).toBe('OF fire-automatic');
    expect(log.preservationCondition).toBe(1);
  });
});
