import { describe, expect, it } from 'vitest';
import { firePreview, fireTool } from './fire-tool';
import { combatView as view } from './test-support/combat-view';

describe('fire tool (Section 10.0)', () => {
  it('shows the chance to hit with its table cell, the kill chance (Case 10.83) and the cost for an observed man', () => {
    const p = firePreview({ view }, { col: 6, row: 2 });
    expect(p?.targets.map((t) => t.id)).toEqual(['b1']);
    expect(p?.error).toBeUndefined();
    const chance = p!.chance!;
    expect(chance.chance.breakdown.steps[0]?.caseRef).toBe('Case 10.81');
    expect(chance.chance.breakdown.final).toBeGreaterThan(0);
    expect(chance.chance.killBreakdown.final).toBeLessThanOrEqual(chance.chance.breakdown.final);
    expect(chance.taskPointCost.final).toBeGreaterThan(0);
  });

  it('refuses a man he does not observe (Case 10.14) and a friend', () => {
    expect(firePreview({ view }, { col: 6, row: 8 })?.error).toMatch(/Case 10.14/);
    expect(firePreview({ view }, { col: 7, row: 3 })?.error).toMatch(/Enemy/);
    expect(fireTool(undefined).click({ col: 6, row: 8 }, { view }).command).toBeUndefined();
  });

  it('sends task/fire on a click at an observed Enemy man', () => {
    expect(fireTool(undefined).click({ col: 6, row: 2 }, { view }).command).toEqual({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    const over = fireTool({ col: 6, row: 2 }).overlay({ view });
    expect(over.kind === 'fire' && over.preview.chance !== undefined).toBe(true);
  });
});
