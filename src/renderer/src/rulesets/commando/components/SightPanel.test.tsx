import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { manSight } from '@shared/rulesets/commando/engine/man-sight';
import { emptyKnowledge } from '@shared/rulesets/commando/rules/knowledge';
import { engineGame } from '@shared/rulesets/commando/test-support/engine-game';
import { SightPanel } from './SightPanel';

const nameOf = (id: string) => `Man ${id}`;

describe("the sight card (issue 23; Cases 8.12, 8.24, 8.83)", () => {
  it("counts the squares as the engine's answer marks them and lists each enemy with what observation would find", () => {
    const state = {
      ...engineGame(
        [
          { id: 'a1', side: 'a', col: 5, row: 5 },
          { id: 'b1', side: 'b', col: 5, row: 7 },
          { id: 'b2', side: 'b', col: 5, row: 20 },
        ],
        { width: 10, height: 25, observationRange: 6 },
      ),
      knowledge: { a1: { ...emptyKnowledge(), observing: ['b1'] } },
    };
    const sight = manSight(state, 'a1')!;
    const inRange = [...sight.squares].filter((c) => c === '1').length;
    const html = renderToStaticMarkup(<SightPanel asked={{ status: 'shown', manId: 'a1', version: 0, sight }} nameOf={nameOf} />);
    expect(html).toContain(`data-testid="sight-in-range">${inRange}<`);
    expect(html).toContain('6 squares, Cases 8.12, 8.13');
    expect(html).toMatch(/data-status="observing">.*Man b1.*observed now/);
    expect(html).toMatch(/data-status="hidden">.*Man b2.*hidden.*Cases 8\.12, 8\.13/);
  });

  it('says so when the man is off the map, and shows nothing when no man is asked about', () => {
    expect(renderToStaticMarkup(<SightPanel asked={{ status: 'shown', manId: 'a1', version: 0, sight: null }} nameOf={nameOf} />)).toContain('Man a1 is not on the map');
    expect(renderToStaticMarkup(<SightPanel asked={{ status: 'none' }} nameOf={nameOf} />)).toBe('');
  });
});
