import { describe, expect, it } from 'vitest';
import { smallGame } from '../test-support/small-game';
import { ableOnMap, canAct, conditionOf } from './state';

describe("a man's recorded condition", () => {
  it('Case 9.0: unwounded and wounded men are fit; the worse conditions are kept', () => {
    expect(conditionOf('unwounded')).toBe('fit');
    expect(conditionOf('wounded')).toBe('fit');
    expect(conditionOf('seriously-wounded')).toBe('seriously-wounded');
    expect(conditionOf('incapacitated')).toBe('incapacitated');
    expect(conditionOf('dead')).toBe('dead');
  });

  it('Cases 9.22, 10.54: a fit or seriously wounded man acts; on the map he is ableOnMap', () => {
    const man = smallGame().men['a1']!;
    for (const [condition, able] of [['fit', true], ['seriously-wounded', true], ['incapacitated', false], ['dead', false]] as const) {
      expect(canAct({ ...man, condition })).toBe(able);
      expect(ableOnMap({ ...man, condition })).toBe(able);
    }
    const { square: _offMap, ...waiting } = man;
    expect(canAct(waiting)).toBe(true);
    expect(ableOnMap(waiting)).toBe(false);
  });
});
