/** Issue 21: the tables browser marks a campaign's own chart values, and the resolution card names them. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreakdownCard } from '../../../components/BreakdownCard';
import { house, OVERRIDE_SOURCE, printed } from '@shared/kernel/provenance';
import type { UmpireClient } from '../../../api/client';
import { TablesBrowser } from './TablesBrowser';
import { tablesWith, typedValue } from './table-overrides-model';

const kill = { table: 'tankDamageDiagram', key: 'r5c6', field: 'kill', value: 35, rationale: 'our printed Diagram 8' };

describe('the Commando tables browser with campaign overrides (issue 21)', () => {
  it('Diagram 8: the open game’s recorded value shows on its cell, marked "campaign override" with the rationale on hover', () => {
    const html = renderToStaticMarkup(<TablesBrowser recorded={[kill]} initialTable="tankDamageDiagram" initialSource="game" />);
    expect(html).toContain('This game was started with 1 campaign override');
    const cell = /<td[^>]*data-testid="cell-r5c6-kill"[^>]*>(.*?)<\/td>/.exec(html);
    expect(cell?.[0]).toContain('title="campaign override — our printed Diagram 8"');
    expect(cell?.[1]).toContain('35');
    expect(cell?.[1]).toContain('campaign override');
    // The neighbouring cell keeps the house reconstruction (ruling AR2).
    expect(/<td[^>]*data-testid="cell-r5c6-code"[^>]*>(.*?)<\/td>/.exec(html)?.[1]).toContain('1D6+1');
  });

  it('a list that no longer fits the charts is reported, with the defaults shown', () => {
    const r = tablesWith([{ ...kill, key: 'r1c1' }]);
    expect(r.problems[0]).toContain('tankDamageDiagram.r1c1.kill');
    expect(r.tables.tankDamageDiagram.r5c6!.kill.value).toBe(20);
  });

  it('the typed value follows the chart’s own type; text that does not read stays text for the host to refuse by name', () => {
    expect(typedValue(20, ' 35 ')).toBe(35);
    expect(typedValue(20, 'lots')).toBe('lots');
    expect(typedValue('1D6+1', '1D6+2')).toBe('1D6+2');
    expect(typedValue(true, 'false')).toBe(false);
  });

  it('Case 23.91: a resolution card names a campaign override and its rationale; a printed step stays plain', () => {
    const html = renderToStaticMarkup(
      <BreakdownCard
        breakdown={{ what: 'Chance to hit the target square', steps: [{ kind: 'base', label: 'Opened Up Tank', caseRef: 'Case 23.91', value: 45, provenance: house(45, OVERRIDE_SOURCE, 'club reading of Table 23.91').provenance }], final: 45 }}
      />,
    );
    expect(html).toContain('house · campaign override');
    expect(html).toContain('title="campaign override — club reading of Table 23.91"');
    const plain = renderToStaticMarkup(<BreakdownCard breakdown={{ what: 'x', steps: [{ kind: 'base', label: 'Opened Up Tank', caseRef: 'Case 23.91', value: 30, provenance: printed(30, 'Table').provenance }], final: 30 }} />);
    expect(plain).not.toContain('campaign override');
  });

  it('ruling TO5: a chart the engine still plays as printed says so and offers no cell to edit; Diagram 8 offers its cells', () => {
    const client = { call: () => new Promise(() => undefined) } as unknown as UmpireClient;
    const direct = renderToStaticMarkup(<TablesBrowser client={client} initialTable="taskPointCosts" />);
    expect(direct).toContain('data-testid="override-not-played"');
    expect(direct).not.toContain('role="button"');
    const diagram = renderToStaticMarkup(<TablesBrowser client={client} initialTable="tankDamageDiagram" />);
    expect(diagram).not.toContain('override-not-played');
    expect(diagram).toContain('role="button"');
  });
});
