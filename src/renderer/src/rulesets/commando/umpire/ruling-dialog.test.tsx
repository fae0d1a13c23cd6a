import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { selectIdle } from '../tools/select-tool';
import { needsRuling, RulingDialog } from './RulingDialog';

// Case 2.0 (issue 16): the Select tool moving a man during play is an explicit umpire ruling; a click on the
// selected man's own square is a no-op.

const view = {
  phase: 'non-prepared-task-execution',
  men: [{ id: 'a1', side: 'a', name: 'Israeli Commandos A', square: { col: 2, row: 3 }, posture: 'erect', endurance: 40, wounds: 0, condition: 'fit', weapons: [] }],
  sides: [],
  map: { width: 10, height: 10 },
} as unknown as UmpireView;
const ctx = { view, selectedManId: 'a1' };

describe('Case 2.0: the Select tool during play', () => {
  it("clicking the selected man's own square sends no command (nothing to log)", () => {
    const step = selectIdle.click({ col: 2, row: 3 }, ctx);
    expect(step.command).toBeUndefined();
    expect(step.select).toBeUndefined();
  });

  it('a click on another square asks for a ruling in play, not in set-up', () => {
    const step = selectIdle.click({ col: 4, row: 3 }, ctx);
    expect(step.command).toEqual({ type: 'umpire/place-man', manId: 'a1', square: { col: 4, row: 3 } });
    expect(needsRuling(view, step.command!)).toBe(true);
    expect(needsRuling({ phase: 'setup' }, step.command!)).toBe(false);
    expect(needsRuling(view, { type: 'umpire/place-man', manId: 'a1', square: { col: 4, row: 3 }, reason: 'given' })).toBe(false);
    expect(needsRuling(view, { type: 'phase/advance' })).toBe(false);
  });

  it('the dialog names the man and both squares, asks for a labelled reason, and cannot be confirmed empty', () => {
    const html = renderToStaticMarkup(<RulingDialog view={view} command={{ type: 'umpire/place-man', manId: 'a1', square: { col: 4, row: 3 } }} onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(html).toContain('Umpire ruling: move Israeli Commandos A outside the rules?');
    expect(html).toContain('goes from 0203 to 0403');
    expect(html).toMatch(/<label>Reason for the ruling<textarea/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="ruling-confirm"/);
  });
});
