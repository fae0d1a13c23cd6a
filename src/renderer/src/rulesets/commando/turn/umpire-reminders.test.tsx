import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { engineGame } from '@shared/rulesets/commando/test-support/engine-game';
import { projectView } from '@shared/rulesets/commando/view/view';
import { TurnPanel } from './TurnPanel';

describe('the umpire is shown the Cases he applies by hand, when they bear (rulings TS22, TS23, ST3)', () => {
  it('Case 8.93 (ruling TS23): in the Observation Phase the Turn panel shows the order of observation, with its Case and ruling', () => {
    const s = engineGame([
      { id: 'a1', side: 'a', col: 5, row: 5 },
      { id: 'b1', side: 'b', col: 5, row: 9 },
    ]);
    const view = projectView(s, { kind: 'umpire' });
    const html = renderToStaticMarkup(<TurnPanel view={view} onCommand={() => undefined} />);
    expect(html).toContain('data-testid="reminder-observation-order"');
    expect(html).toContain('Case 8.93, ruling TS23');
    expect(html).toContain('alternating as in Case 6.2');
  });

  it('Case 8.93: no reminder box when nothing is done by hand (another Phase)', () => {
    const s = engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }], { phase: 'non-prepared-task-execution' });
    const view = projectView(s, { kind: 'umpire' });
    expect(view.reminders ?? []).toEqual([]);
    expect(renderToStaticMarkup(<TurnPanel view={view} onCommand={() => undefined} />)).not.toContain('umpire-reminders');
  });
});
