import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditReport } from '@shared/contract/api';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { EVENTS } from '@shared/rulesets/commando/view/log/log-fixtures';
import { filterLog } from '../../../turn/Timeline';
import { describeAudit, umpireLogNames } from './log-lines';
import { ResolutionList } from './ResolutionCards';

// Issue 16: the umpire console's Log tab and Last resolutions read as sentences, dice as rolled.

const men = [
  { id: 'israelis-a', side: 'israelis', name: 'Israeli Commandos A', weapons: ['submachinegun'] },
  { id: 'ugandans-d', side: 'ugandans', name: 'Ugandan Sentries D', weapons: ['rifle'] },
];
const view = {
  men,
  sides: [
    { id: 'israelis', name: 'Israeli Commandos' },
    { id: 'ugandans', name: 'Ugandan Sentries' },
  ],
} as unknown as UmpireView;

function audit(events: readonly GameEvent[]): AuditReport {
  return {
    diceMode: 'seeded',
    status: 'active',
    canRedo: false,
    entries: [],
    events: events.map((event, i) => {
      const { dice, ...rest } = event;
      return { seq: i + 1, kind: 'game', type: event.type, revertedBy: null, dice: dice ?? [], event: rest as GameEvent, createdAt: '', batch: i + 1 };
    }),
  };
}

const run = audit([EVENTS['man-moved'], EVENTS['phase-advanced'], EVENTS['mine-triggered'], EVENTS['observation-attempted']]);

describe('the Log tab in words (issue 16)', () => {
  it('each game event is its sentence, with its Game-Turn and men (Case 5.1)', () => {
    const lines = describeAudit(run, umpireLogNames(view));
    expect(lines.get(1)).toEqual({ text: 'Israeli Commandos A moves 0203 → 0204 (4 TP) (Case 7.2)', men: ['israelis-a'], turn: 1 });
    expect(lines.get(3)).toEqual({ text: 'Mine at 0712 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)', men: ['israelis-a'], turn: 2 });
    expect(lines.get(4)!.text).toBe('Ugandan Sentries D tries to observe Israeli Commandos A: 1D100 = 85 (8, 5) against 40%, does not observe him (Case 8.73)');
  });

  it('filters by man, Game-Turn and kind', () => {
    const lines = describeAudit(run, umpireLogNames(view));
    const seqs = (f: { man: string; turn: string; kind: string }) => filterLog(run, lines, f).map((e) => e.seq);
    expect(seqs({ man: '', turn: '', kind: '' })).toEqual([4, 3, 2, 1]);
    expect(seqs({ man: 'israelis-a', turn: '', kind: '' })).toEqual([4, 3, 1]);
    expect(seqs({ man: 'israelis-a', turn: '2', kind: '' })).toEqual([4, 3]);
    expect(seqs({ man: '', turn: '', kind: 'mine-triggered' })).toEqual([3]);
    expect(seqs({ man: 'ugandans-d', turn: '1', kind: '' })).toEqual([]);
  });
});

describe('Last resolutions (issue 16)', () => {
  it('Case 22.1: a mine roll with no detonation is a resolution, as a sentence with its die', () => {
    const html = renderToStaticMarkup(<ResolutionList view={view} audit={run} />);
    expect(html).toContain('data-testid="resolution-mine-triggered"');
    expect(html).toContain('Mine at 0712 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)');
  });

  it('Case 4.0: observation dice read as rolled, "1D100 = 85 (8, 5)", never "8 + 5"', () => {
    const html = renderToStaticMarkup(<ResolutionList view={view} audit={run} />);
    expect(html).toContain('Case 8.73 observation: <b class="faces">1D100 = 85 (8, 5)</b>');
    expect(html).not.toContain('8 + 5');
  });
});
