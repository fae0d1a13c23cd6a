import { describe, expect, it } from 'vitest';
import { groupActions } from './StepActions';

const advance = { label: 'next step of the bound', command: { type: 'bound/advance' as const } };
const spot = (i: number) => ({ label: `"Obs ${i}" looks for "Target ${i % 3}"`, command: { type: 'spot/check' as const, observerId: `o-${i}`, target: { figureId: `t-${i % 3}` } } });

describe("the console's legal actions", () => {
  it('keeps every action, however many (no cap at 12), grouped by kind in the engine order with each index kept', () => {
    const actions = [advance, ...Array.from({ length: 30 }, (_, i) => spot(i))];
    const groups = groupActions(actions, '');
    expect(groups.map((g) => [g.name, g.items.length])).toEqual([
      ['The bound', 1],
      ['Spotting checks', 30],
    ]);
    expect(groups.flatMap((g) => g.items.map((x) => x.index))).toEqual(actions.map((_, i) => i));
  });

  it('the filter keeps the actions whose label holds the words, in any case', () => {
    const actions = [advance, ...Array.from({ length: 30 }, (_, i) => spot(i))];
    const groups = groupActions(actions, '  target 2 ');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.items.map((x) => x.action.label)).toEqual(actions.filter((a) => a.label.includes('Target 2')).map((a) => a.label));
    expect(groupActions(actions, 'nobody')).toEqual([]);
  });
});
