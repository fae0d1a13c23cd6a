import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import type { MinesState } from '@shared/rulesets/commando/rules/mines-model';
import { compassTo, describeMine, poolName, mineBack, mineClick, mineCounts, minePreview, mineSides, mineStage, withTrigger, type MineDraft } from './mine-tool';
import { deployTool, layingMine } from './deploy-tool';

const AP: MineDraft = { side: 'woggistanis', type: 'anti-personnel' };
const CLAYMORE: MineDraft = { side: 'woggistanis', type: 'claymore' };
const at = { col: 10, row: 10 };

describe('mine tool (Section 22.0 Procedure)', () => {
  it('Case 22.11: an anti-personnel mine is laid with one click on its square, and the tool stays on the type for the next', () => {
    const step = mineClick(AP, at);
    expect(step.placement).toEqual({ side: 'woggistanis', mineType: 'anti-personnel', square: at });
    expect(step.draft).toEqual(AP);
    expect(mineStage(step.draft)).toBe('square');
  });

  it('Case 22.31: a claymore takes its square, then the adjacent square it points at; any other square is refused with the Case', () => {
    const placed = mineClick(CLAYMORE, at);
    expect(placed.placement).toBeUndefined();
    expect(mineStage(placed.draft)).toBe('facing');
    expect(minePreview(placed.draft, undefined).choices).toHaveLength(8);
    const far = mineClick(placed.draft, { col: 12, row: 10 });
    expect(far.error).toMatch(/Case 22\.31/);
    expect(far.draft).toBe(placed.draft);
    const faced = mineClick(placed.draft, { col: 11, row: 9 });
    expect(faced.draft.facing).toBe('ne');
    expect(mineStage(faced.draft)).toBe('trigger');
  });

  it('Case 22.32: then its detonator square, within 50 squares; the placement carries facing and detonator', () => {
    const d: MineDraft = { ...CLAYMORE, square: at, facing: 'e' };
    expect(mineClick(d, { col: 10, row: 70 }).error).toMatch(/Case 22\.32.*50/);
    const step = mineClick(d, { col: 10, row: 20 });
    expect(step.placement).toEqual({ side: 'woggistanis', mineType: 'claymore', square: at, facing: 'e', detonator: { col: 10, row: 20 } });
    expect(step.draft).toEqual(CLAYMORE);
  });

  it('Case 22.35: or, with the tripwire chosen, its anchor no more than six squares away (and not its own square)', () => {
    const d = withTrigger({ ...CLAYMORE, square: at, facing: 's' }, 'tripwire');
    expect(mineClick(d, { col: 10, row: 17 }).error).toMatch(/Case 22\.35/);
    expect(mineClick(d, at).error).toMatch(/Case 22\.35/);
    expect(minePreview(d, { col: 10, row: 17 }).allowed).toBe(false);
    expect(minePreview(d, { col: 10, row: 16 }).allowed).toBe(true);
    const step = mineClick(d, { col: 10, row: 16 });
    expect(step.placement).toMatchObject({ facing: 's', tripwireAnchor: { col: 10, row: 16 } });
    expect(step.placement).not.toHaveProperty('detonator');
    expect(step.draft.trigger).toBe('tripwire');
  });

  it('Case 22.31: back takes away the facing, then the square', () => {
    const d: MineDraft = { ...CLAYMORE, square: at, facing: 'w' };
    expect(mineBack(d)).toEqual({ ...CLAYMORE, square: at });
    expect(mineBack(mineBack(d))).toEqual(CLAYMORE);
    expect(compassTo(at, { col: 9, row: 11 })).toBe('sw');
    expect(compassTo(at, at)).toBeUndefined();
  });

  it('Section 22.0 Procedure, Case 48.41: counts per allotment, allotted, laid and left; a pooled allotment counts every type it covers', () => {
    const mines: MinesState = {
      allotments: [
        { side: 'woggistanis', type: 'anti-personnel', count: 3, caseRef: 'Case 48.41', alsoTypes: ['bounce'] },
        { side: 'woggistanis', type: 'claymore', count: 1, caseRef: 'Section 22.0 Procedure' },
      ],
      laid: [
        { id: 'mine-1', side: 'woggistanis', type: 'anti-personnel', square: at, status: 'armed' },
        { id: 'mine-2', side: 'woggistanis', type: 'claymore', square: at, facing: 'n', detonator: { col: 10, row: 15 }, status: 'detonated', detonatedTurn: 3 },
      ],
    };
    expect(mineSides(mines)).toEqual(['woggistanis']);
    expect(mineCounts(mines, 'woggistanis')).toEqual([
      { types: ['anti-personnel', 'bounce'], allotted: 3, laid: 1, left: 2, caseRef: 'Case 48.41' },
      { types: ['claymore'], allotted: 1, laid: 1, left: 0, caseRef: 'Section 22.0 Procedure' },
    ]);
    expect(poolName(['anti-personnel', 'bounce'])).toBe('Normal anti-personnel or bounce mines');
    expect(mineCounts(undefined, 'woggistanis')).toEqual([]);
    expect(describeMine(mines.laid[1]!)).toBe('Claymore at 1010, facing N, detonator 1015, detonated Turn 3');
  });
});

describe('deploy tool laying mines (Section 22.0)', () => {
  const view = { kind: 'umpire', gameId: 'g', scenarioName: 's', turn: 0, phase: 'setup', map: blankMap('m', 'm', 20, 20, { kind: 'custom', note: 't' }), sides: [], men: [], knowledge: {}, version: 0 } as unknown as UmpireView;

  it('Case 22.32: a claymore in three clicks sends one setup/place-mine command', () => {
    let t = layingMine(deployTool(undefined), CLAYMORE);
    expect(t.name).toBe('mine');
    const one = t.click(at, { view });
    expect(one.command).toBeUndefined();
    t = one.state as typeof t;
    expect(t.hint).toMatch(/Case 22\.31/);
    const far = t.click({ col: 15, row: 15 }, { view });
    expect(far.state.hint).toMatch(/Case 22\.31: a claymore points/);
    t = t.click({ col: 10, row: 11 }, { view }).state as typeof t;
    const over = t.overlay({ view });
    expect(over.kind === 'deploy' && over.preview.mode).toBe('mine');
    const done = t.click({ col: 10, row: 18 }, { view });
    expect(done.command).toEqual({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'claymore', square: at, facing: 's', detonator: { col: 10, row: 18 } });
  });

  it('Case 22.31: Escape on a half-laid claymore takes back its last choice, then leaves mine laying', () => {
    const t = layingMine(deployTool(undefined), { ...CLAYMORE, square: at });
    const back = t.cancel();
    expect(back.name).toBe('mine');
    expect(back.cancel().name).not.toBe('mine');
    expect(layingMine(deployTool(undefined), undefined).name).toBe('idle');
  });
});
