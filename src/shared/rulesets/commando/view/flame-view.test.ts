/** Section 17.0 in the views (ruling FL11): a side sees a flame only as its men observe the flamethrower man. */
import { describe, expect, it } from 'vitest';
import { d6, flameTable, pct } from '../test-support/flame-game';
import { projectView } from './view';

const A1 = { id: 'a1', side: 'a', col: 5, row: 5, weapons: ['flamethrower'] };

describe('Section 17.0 fog (ruling FL11)', () => {
  const fire = (observationRange: number) => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 8 }], [...pct(99), ...pct(50), ...d6(2, 3), ...pct(99)], (s) => ({ ...s, observationRange }));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' });
    return t;
  };

  it('Section 17.0: the firing side and the umpire see the pattern; the side fired on sees it when its man observes the firer (Case 8.5)', () => {
    const t = fire(10);
    expect(projectView(t.state, { kind: 'umpire' }).flamethrowers?.flames).toHaveLength(1);
    expect(projectView(t.state, { kind: 'side', side: 'a' }).flames?.flames.map((f) => f.manId)).toEqual(['a1']);
    expect(projectView(t.state, { kind: 'side', side: 'b' }).flames?.flames).toHaveLength(1);
  });

  it('Case 17.41: a man burning from a flame whose firer his side does not observe knows he burns, not where the flame came from', () => {
    const t = fire(2);
    const b = projectView(t.state, { kind: 'side', side: 'b' });
    expect(b.flames?.burning).toEqual([{ manId: 'b1', square: { col: 5, row: 8 } }]);
    expect(b.flames?.flames).toEqual([]);
    expect(JSON.stringify(b)).not.toContain('"a1"');
    // The firing side observes its target: it sees him burn.
    expect(projectView(t.state, { kind: 'side', side: 'a' }).flames?.burning.map((x) => x.manId)).toEqual(['b1']);
  });
});
