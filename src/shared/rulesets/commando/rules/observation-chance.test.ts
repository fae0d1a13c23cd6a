import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankMap, FIELD_TERRAIN, type GameMap } from '../../../map/map-model';
import { applyOverrides, DEFAULT_COMMANDO_TABLES, OBSERVATION_CODE_LETTERS } from '../tables';
import { defendingModeApplies, insideOf, observationChance, situationOnMap, type ObservationSituation } from './observation-chance';

const open: ObservationSituation = {
  codeLetter: 'K',
  range: 10,
  targetPosture: 'erect',
  targetTerrain: 'clear',
  targetInside: 'no',
  observerInside: false,
  throughBuildingLine: false,
  observerMovedThisTurn: false,
  targetMoving: false,
  defendingMode: false,
};
const chance = (over: Partial<ObservationSituation>) => observationChance({ ...open, ...over });
const labels = (over: Partial<ObservationSituation>) => chance(over).steps.map((s) => s.label);

describe('observationChance: Cases 8.71–8.74', () => {
  it('Cases 8.71/8.73: the base is the code letter on the Index (printed as 8.63), with its cell', () => {
    const b = chance({});
    expect(b.final).toBe(50);
    expect(b.steps[0]).toMatchObject({ kind: 'base', value: 50, caseRef: 'Case 8.71, Case 8.73 (printed as [8.63])' });
    expect(b.steps[0]?.provenance).toMatchObject({ kind: 'printed' });
    expect(chance({ codeLetter: 'A' }).final).toBe(95);
    expect(chance({ codeLetter: 'M' }).final).toBe(40);
  });

  it('Case 8.73: letters past M are house values and the breakdown says so', () => {
    expect(chance({ codeLetter: 'N' }).steps[0]?.provenance?.kind).toBe('house');
  });

  it('Case 8.73: an unknown code letter is refused', () => {
    expect(() => chance({ codeLetter: 'I' })).toThrow(/not on the Observation Chance Index/);
  });

  it('Case 8.74: target prone −15, moving +20, observer moved −25', () => {
    expect(chance({ targetPosture: 'prone' }).final).toBe(35);
    expect(chance({ targetMoving: true }).final).toBe(70);
    expect(chance({ observerMovedThisTurn: true }).final).toBe(25);
    expect(chance({ targetPosture: 'prone', targetMoving: true, observerMovedThisTurn: true }).final).toBe(30);
  });

  it('Case 8.74: woods/rubble −10; rough, crater, forest, dune −20; clear, trench nothing', () => {
    for (const t of ['woods', 'rubble'] as const) expect(chance({ targetTerrain: t }).final).toBe(40);
    for (const t of ['rough', 'crater', 'forest', 'dune'] as const) expect(chance({ targetTerrain: t }).final).toBe(30);
    for (const t of ['clear', 'trench', 'road'] as const) expect(chance({ targetTerrain: t }).final).toBe(50);
  });

  it('Cases 8.74/8.45: target inside a building, observer outside: −20, once even through a building line', () => {
    const b = chance({ targetInside: 'building', throughBuildingLine: true });
    expect(b.final).toBe(30);
    expect(b.steps.filter((s) => s.kind === 'modifier')).toHaveLength(1);
  });

  it('Case 8.45: observing through a building line from inside (observer in, target out) is −20', () => {
    const b = chance({ observerInside: true, throughBuildingLine: true });
    expect(b.final).toBe(30);
    expect(b.steps[1]?.caseRef).toMatch(/^Case 8\.45/);
  });

  it('Case 8.74: both inside the same building, no building line: no modifier', () => {
    expect(chance({ targetInside: 'building', observerInside: true }).final).toBe(50);
  });

  it('Case 8.74: target inside hangar or barracks, observer outside: −5 instead of −20', () => {
    expect(chance({ targetInside: 'hangar-or-barracks', throughBuildingLine: true }).final).toBe(45);
  });

  it('Case 8.74: 30+ squares −25; 50+ squares −40, not −65 (range rows do not stack)', () => {
    expect(chance({ range: 29 }).final).toBe(50);
    expect(chance({ range: 30, codeLetter: 'A' }).final).toBe(70);
    expect(chance({ range: 49, codeLetter: 'A' }).final).toBe(70);
    const b = chance({ range: 50, codeLetter: 'A' });
    expect(b.final).toBe(55);
    expect(b.steps.some((s) => s.kind === 'note' && /do not stack/.test(s.label))).toBe(true);
  });

  it('Cases 33.26/33.27/34.11: searchlight +30, lit observer looking out −30', () => {
    expect(chance({ lighting: { nearSearchlightTargetInArc: true } }).final).toBe(80);
    const lit = chance({ lighting: { observerLitTargetNot: 'searchlight' } });
    expect(lit.final).toBe(20);
    expect(lit.steps[1]?.caseRef).toMatch(/^Case 33\.27/);
    expect(chance({ lighting: { observerLitTargetNot: 'illumination' } }).steps[1]?.caseRef).toMatch(/^Case 34\.11/);
  });

  it('Case 8.74 note: clamped to 95 at most and 5 at least, and the clamp is a step', () => {
    const hi = chance({ codeLetter: 'A', targetMoving: true, lighting: { nearSearchlightTargetInArc: true } });
    expect(hi.final).toBe(95);
    expect(hi.steps.at(-1)).toMatchObject({ kind: 'clamp', value: 95 });
    const lo = chance({ codeLetter: 'M', targetPosture: 'prone', targetTerrain: 'rough', range: 60, observerMovedThisTurn: true });
    expect(lo.final).toBe(5);
  });

  it('Case 8.73 note (Case 38.61): Defending Mode −20 applied to the base, never below 5', () => {
    const b = chance({ defendingMode: true });
    expect(b.final).toBe(30);
    expect(b.steps[1]).toMatchObject({ kind: 'modifier', amount: -20 });
    const u = chance({ defendingMode: true, codeLetter: 'T', targetMoving: true });
    expect(u.steps[1]).toMatchObject({ amount: -5, value: 5 });
    expect(u.final).toBe(25);
  });

  it('Case 8.73 note: Defending Mode lasts through the Game-Turn a commando man is first observed', () => {
    expect(defendingModeApplies('defending', 4)).toBe(true);
    expect(defendingModeApplies('defending', 4, 4)).toBe(true);
    expect(defendingModeApplies('defending', 5, 4)).toBe(false);
    expect(defendingModeApplies('commando', 1)).toBe(false);
  });

  it('Case 8.74: a campaign override of a row reaches the breakdown marked house', () => {
    const tables = applyOverrides(DEFAULT_COMMANDO_TABLES, [
      { table: 'observationChanceModifiers', key: 'target-prone', field: 'modifier', value: -10, rationale: 'club ruling' },
    ]);
    const b = observationChance({ ...open, targetPosture: 'prone' }, tables);
    expect(b.final).toBe(40);
    expect(b.steps[1]?.provenance?.kind).toBe('house');
  });

  it('Case 8.74: situationOnMap reads terrain, inside and roofs from the map', () => {
    const base = blankMap('m', 'm', 20, 20, { kind: 'custom', note: '' });
    const squares = [...base.squares];
    squares[(5 - 1) * 20 + (5 - 1)] = { terrain: 'building', elevation: 0 };
    const map: GameMap = { ...base, squares };
    const sight = { range: 7, los: { clear: true, apertures: [], throughBuildingLine: true } };
    const rest = { codeLetter: 'K', observerMovedThisTurn: false, targetMoving: false, defendingMode: false };
    const s = situationOnMap(map, { id: 'o', square: { col: 5, row: 12 }, posture: 'erect' }, { id: 't', square: { col: 5, row: 5 }, posture: 'prone' }, sight, rest);
    expect(s).toMatchObject({ range: 7, targetInside: 'building', observerInside: false, targetPosture: 'prone', throughBuildingLine: true });
    const roof = situationOnMap(map, { id: 'o', square: { col: 5, row: 12 }, posture: 'erect' }, { id: 't', square: { col: 5, row: 5 }, posture: 'prone', level: 1 }, sight, rest);
    expect(roof.targetInside).toBe('no');
    expect(insideOf('hangar')).toBe('hangar-or-barracks');
  });

  it('Case 8.74 (property): the chance is always within 5..95 and the steps add up', () => {
    const situation = fc.record({
      codeLetter: fc.constantFrom(...OBSERVATION_CODE_LETTERS),
      range: fc.integer({ min: 0, max: 80 }),
      targetPosture: fc.constantFrom('erect' as const, 'prone' as const),
      targetTerrain: fc.constantFrom(...FIELD_TERRAIN),
      targetInside: fc.constantFrom('no' as const, 'building' as const, 'hangar-or-barracks' as const),
      observerInside: fc.boolean(),
      throughBuildingLine: fc.boolean(),
      observerMovedThisTurn: fc.boolean(),
      targetMoving: fc.boolean(),
      defendingMode: fc.boolean(),
      lighting: fc.record({
        nearSearchlightTargetInArc: fc.boolean(),
        observerLitTargetNot: fc.constantFrom(undefined, 'searchlight' as const, 'illumination' as const),
      }),
    });
    fc.assert(
      fc.property(situation, (s) => {
        const b = observationChance(s);
        expect(b.final).toBeGreaterThanOrEqual(5);
        expect(b.final).toBeLessThanOrEqual(95);
        let running = 0;
        for (const step of b.steps) {
          if (step.kind === 'base') running = step.amount ?? NaN;
          if (step.kind === 'modifier') running += step.amount ?? NaN;
          if (step.kind === 'clamp') running = step.value;
          expect(step.value).toBe(running);
        }
        expect(b.final).toBe(running);
      }),
    );
  });

  it("Case 8.74: each modifier step carries the table's wording", () => {
    expect(labels({ targetPosture: 'prone' })).toContain('Target man prone');
  });
});
