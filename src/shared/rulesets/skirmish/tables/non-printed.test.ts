import { describe, expect, it } from 'vitest';
import { house, printed } from '../../../kernel/provenance';
import { listSkirmishNonPrinted, renderSkirmishNonPrintedMarkdown } from './non-printed';

describe('the non-printed skirmish values (docs/non-printed-values.md)', () => {
  it('lists every house value of the tables with its rationale, and no printed one', () => {
    const all = listSkirmishNonPrinted();
    const paths = all.map((v) => v.path);
    expect(paths).toContain('reaction.REACTION_DIE');
    expect(paths).toContain('individual-fire-text.AIMED_SHOT_DIE');
    expect(paths).toContain('damage.WOUND_ROLL_SIGN');
    expect(paths).toContain('close-combat.CHARGE_MATRIX.charge.fire');
    expect(paths).toContain('cover.COVER_REACH');
    expect(paths).toContain('bound-wiring.GROUP_MISFIRE');
    expect(paths.some((p) => p.startsWith('reaction.REACTION_TABLE'))).toBe(false);
    for (const v of all) expect(v.rationale, v.path).not.toBe('');
  });
  it('walks nested data and lists a shared value once', () => {
    const shared = house(1, 'seed 003 line 1, x', 'why');
    const list = listSkirmishNonPrinted({ a: { X: { deep: [printed(2, 'p'), shared] }, Y: shared } });
    expect(list).toEqual([{ path: 'a.X.deep.1', value: '1', kind: 'house', source: 'seed 003 line 1, x', rationale: 'why' }]);
  });
  it('renders a table whose count matches', () => {
    const md = renderSkirmishNonPrintedMarkdown(listSkirmishNonPrinted());
    expect(md).toContain(`${listSkirmishNonPrinted().length} values: 0 variant,`);
    expect(md.startsWith('# Non-printed values in the skirmish tables')).toBe(true);
  });
});
