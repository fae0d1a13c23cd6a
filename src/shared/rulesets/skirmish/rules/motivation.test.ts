import { describe, expect, it } from 'vitest';
import { INITIAL_MOTIVATION, TROOP_QUALITIES, TROOP_QUALITY } from '../tables/motivation';
import { UNIT_RATINGS, unitRatingsOf } from '../tables/unit-ratings';
import { initialMotivation, isPinnedDown, motivationAfterBound, ratedUnitMotivation } from './motivation';

describe('initial motivation (seed lines 398–405)', () => {
  it('seed lines 401–405: Poor -2 -2 -1 -1 0, Average -2 -1 -1 0 +1, Good -1 -1 0 +1 +1, Veteran -1 0 +1 +1 +2, Elite 0 +1 +1 +2 +2', () => {
    expect(TROOP_QUALITIES.map((q) => INITIAL_MOTIVATION[q].map((c) => c.value))).toEqual([
      [-2, -2, -1, -1, 0], [-2, -1, -1, 0, 1], [-1, -1, 0, 1, 1], [-1, 0, 1, 1, 2], [0, 1, 1, 2, 2],
    ]);
    expect(initialMotivation('veteran', 4)).toMatchObject({ final: 2, steps: [{ provenance: { kind: 'printed', source: 'seed 003 line 404, initial motivation, Veteran, LP 4' } }] });
  });
  it('seed lines 388–397: troop quality by experience and morale', () => {
    const grid = (['untrained', 'raw', 'normal', 'experienced'] as const).map((e) => (['low', 'medium', 'high'] as const).map((m) => TROOP_QUALITY[e][m].value));
    expect(grid).toEqual([['poor', 'poor', 'average'], ['poor', 'average', 'good'], ['average', 'good', 'veteran'], ['good', 'veteran', 'elite']]);
  });
});

describe('unit ratings of the eight conflicts (seed lines 406–546)', () => {
  it('every conflict has its printed rows, all printed', () => {
    expect([unitRatingsOf('indo-china').length, unitRatingsOf('vietnam').length, unitRatingsOf('rhodesia').length, unitRatingsOf('afghanistan').length]).toEqual([14, 14, 10, 16]);
    expect([unitRatingsOf('falklands').length, unitRatingsOf('lebanon').length, unitRatingsOf('grenada').length, unitRatingsOf('gulf-war').length]).toEqual([7, 12, 11, 21]);
    for (const u of UNIT_RATINGS) expect(u.provenance.kind).toBe('printed');
  });
  it('seed line 408: French Special Forces 3 4 4 4 Elite 3-4, notes run on to line 409', () => {
    expect(UNIT_RATINGS[0]).toEqual({
      value: { conflict: 'indo-china', unit: 'French Special Forces', ability: 3, fcr: 4, figure3: 4, figure4: [4], quality: ['elite'], leadership: { min: 3, max: 4 }, notes: 'Commando, Ponchardier, S.A.S, G.C.M.A.' },
      provenance: { kind: 'printed', source: "seed 003 lines 408–409, INDO-CHINA ('45/6-'61/2) unit ratings, French Special Forces" },
    });
  });
  it('seed line 478: RM Commandos, Paras 3 3 4 3/4 Vet./Elite 2-4; line 418: Local Militia … Aver. 0', () => {
    const rm = UNIT_RATINGS.find((u) => u.value.unit === 'RM Commandos, Paras')?.value;
    expect(rm).toMatchObject({ ability: 3, fcr: 3, figure3: 4, figure4: [3, 4], quality: ['veteran', 'elite'], leadership: { min: 2, max: 4 } });
    const militia = UNIT_RATINGS.find((u) => u.value.unit === 'Local Militia')?.value;
    expect(militia).toMatchObject({ ability: 0, fcr: 1, quality: ['average'], leadership: { min: 0, max: 0 } });
  });
  it('ruling SK5: a rated unit starts at quality × its leader’s L.P., within the printed range', () => {
    const rm = UNIT_RATINGS.find((u) => u.value.unit === 'RM Commandos, Paras')!.value;
    expect(ratedUnitMotivation(rm, 3).final).toBe(1);
    expect(ratedUnitMotivation(rm, 3, 'elite').final).toBe(2);
    expect(() => ratedUnitMotivation(rm, 1)).toThrow('RM Commandos, Paras (falklands): L.P. 1 is outside the printed 2–4');
    expect(() => ratedUnitMotivation(rm, 3, 'good')).toThrow('quality good is not one of veteran/elite');
  });
});

describe('changes to motivation (seed lines 24–25)', () => {
  it('seed line 25: fail -1, succeed +1, advance to contact +1 extra, casualty -1, C.O. casualty -1 extra, pinned down -1', () => {
    expect(motivationAfterBound({ motivation: 0, reaction: { action: 'crawl', passed: false } }).final).toBe(-1);
    expect(motivationAfterBound({ motivation: 0, reaction: { action: 'advance', passed: true } }).final).toBe(1);
    expect(motivationAfterBound({ motivation: 0, reaction: { action: 'to-contact', passed: true }, advancedToContact: true }).final).toBe(2);
    expect(motivationAfterBound({ motivation: 1, casualty: true, coCasualty: true }).final).toBe(-1);
    expect(motivationAfterBound({ motivation: 0, pinnedDown: true }).final).toBe(-1);
  });
  it('seed line 25: Max. Motivation +2, Min. Motivation -2', () => {
    expect(motivationAfterBound({ motivation: 2, reaction: { action: 'to-contact', passed: true }, advancedToContact: true }).final).toBe(2);
    expect(motivationAfterBound({ motivation: -2, reaction: { action: 'advance', passed: false }, casualty: true, coCasualty: true, pinnedDown: true }).final).toBe(-2);
  });
  it('seed line 24 "Max. Mot. if pass": passing a Move back lifts no higher than 0, a Crawl no higher than 1; a unit already higher keeps its level', () => {
    expect(motivationAfterBound({ motivation: -1, reaction: { action: 'move-back', passed: true } }).final).toBe(0);
    expect(motivationAfterBound({ motivation: 0, reaction: { action: 'move-back', passed: true } }).final).toBe(0);
    expect(motivationAfterBound({ motivation: 1, reaction: { action: 'crawl', passed: true } }).final).toBe(1);
    expect(motivationAfterBound({ motivation: 2, reaction: { action: 'move-back', passed: true } }).final).toBe(2);
    // ruling SK4: the cap applies to the pass, then the losses count in full
    expect(motivationAfterBound({ motivation: 0, reaction: { action: 'move-back', passed: true }, casualty: true }).final).toBe(-1);
  });
  it('the umpire’s discretion is a step with its reason', () => {
    const b = motivationAfterBound({ motivation: 0, discretion: [{ amount: 1, reason: 'the platoon sergeant rallied them' }] });
    expect(b.final).toBe(1);
    expect(b.steps.some((s) => s.label === "Umpire's discretion: the platoon sergeant rallied them" && s.provenance?.kind === 'house')).toBe(true);
  });
  it('pinned down: half or more of the men standing (house)', () => {
    expect([isPinnedDown(2, 4), isPinnedDown(1, 4), isPinnedDown(0, 0)]).toEqual([true, false, false]);
  });
});
