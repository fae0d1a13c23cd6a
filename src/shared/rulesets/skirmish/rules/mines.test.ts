import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d20, d6 } from '../../../kernel/dice/scripted-dice';
import { claymoreZone, consultCard, detectionRolls, rollClaymoreSetting, rollDetection, rollEncounter, rollHearBetty, rollTrapHits, rollTrigger, trapWoundResult, type MineCard } from './mines';

describe('meeting a mine or trap (seed lines 155–161)', () => {
  it('seed lines 155–161: a D10 against the density; +1 not in single file (house reading SK17)', () => {
    expect(rollEncounter({ density: 'medium', notInFile: false }, new ScriptedDice(d10(7))).passed).toBe(false);
    const r = rollEncounter({ density: 'medium', notInFile: true }, new ScriptedDice(d10(7)));
    expect(r).toMatchObject({ need: 8, total: 8, passed: true });
    expect(r.breakdown.steps[1]?.caseRef).toBe('seed 003 line 160, (DM) Not in file single file +1');
  });
  it('seed line 161: the umpire’s prepared cards are turned in order; a blank card is "nothing"; an empty stack is an error', () => {
    const stack: MineCard[] = [
      { label: 'nothing here', contents: null },
      { label: 'tripwire to a grenade', contents: { detection: 'tripwire-hasty', trigger: 'tripwire', effect: 'weapon' } },
    ];
    const first = consultCard(stack, 0);
    expect(first.card.contents).toBeNull();
    expect(consultCard(stack, first.turned).card.label).toBe('tripwire to a grenade');
    expect(() => consultCard(stack, 2)).toThrow("mine cards: the area's stack has 2 cards, all turned");
  });
});

describe('detection (seed lines 41, 162–174)', () => {
  it('seed line 163: a D20 for each 4" moved (a part of 4" counts, house)', () => {
    expect([0, 1, 4, 5, 8, 10].map(detectionRolls)).toEqual([0, 1, 1, 2, 2, 3]);
  });
  it('seed line 169: a buried mine seen in Close on 11+; line 170: a detector 6+, not in a paddy; line 41: not running', () => {
    expect(rollDetection({ row: 'buried-mine-visual', terrain: 'close', move: 'advance' }, new ScriptedDice(d20(11)))).toMatchObject({ possible: true, need: 11, passed: true });
    expect(rollDetection({ row: 'buried-mine-visual', terrain: 'close', move: 'crawl' }, new ScriptedDice(d20(10)))).toMatchObject({ passed: false });
    expect(rollDetection({ row: 'buried-mine-detector', terrain: 'paddy-river', move: 'crawl' }, new ScriptedDice([]))).toMatchObject({ possible: false });
    expect(rollDetection({ row: 'pits', terrain: 'track-light', move: 'run' }, new ScriptedDice([]))).toMatchObject({ possible: false, source: 'seed 003 line 41, Possible to spot traps? run no' });
  });
});

describe('triggers and effects (seed lines 175–199)', () => {
  it('seed line 177: a tripwire goes off on 3+ (D10, house), a lone mine on 7+, a field on its set density 5+–9+; an A.T. mine never under a man', () => {
    expect(rollTrigger({ trigger: 'tripwire' }, new ScriptedDice(d10(3))).passed).toBe(true);
    expect(rollTrigger({ trigger: 'lone-mine' }, new ScriptedDice(d10(6))).passed).toBe(false);
    expect(rollTrigger({ trigger: { fieldNeed: 5 } }, new ScriptedDice(d10(5))).passed).toBe(true);
    expect(() => rollTrigger({ trigger: { fieldNeed: 4 } }, new ScriptedDice(d10(5)))).toThrow('mine field: its density must be set between 5+ and 9+ (seed line 177), not 4+');
    expect(rollTrigger({ trigger: 'lone-mine', atMine: true }, new ScriptedDice([]))).toMatchObject({ passed: false, why: 'an A.T. mine is never set off by a man' });
    expect(rollTrigger({ trigger: 'lone-mine', atMine: true, by: 'animal' }, new ScriptedDice(d10(6))).passed).toBe(true);
  });
  it('seed lines 183–191: a spiked pit is 1 hit Str -2, killed treated as crippled unless a mantrap; a Bouncing Betty D6 hits in 2"', () => {
    expect(rollTrapHits('spiked-pit', new ScriptedDice([]))).toMatchObject({ hits: 1, radius: 0, str: -2 });
    expect(trapWoundResult('spiked-pit', 'killed')).toBe('crippled');
    expect(trapWoundResult('spiked-pit', 'killed', true)).toBe('killed');
    expect(trapWoundResult('swinging-spikes', 'killed')).toBe('killed');
    expect(rollTrapHits('bouncing-betty', new ScriptedDice(d6(4)))).toMatchObject({ hits: 4, radius: 2, str: -1 });
  });
  it('seed line 191: hear the mine arm on a D10 5+ with the spotting DMs (an advancing observer -1)', () => {
    expect(rollHearBetty(['advancing'], new ScriptedDice(d10(5))).passed).toBe(false);
    expect(rollHearBetty([], new ScriptedDice(d10(5))).passed).toBe(true);
  });
  it('seed lines 181, 200: set a claymore on D6 + Ability DM — 7+ O.K., 5–6 high, 4 or less low (house)', () => {
    expect(rollClaymoreSetting(4, new ScriptedDice(d6(5))).setting).toBe('ok');
    expect(rollClaymoreSetting(2, new ScriptedDice(d6(5))).setting).toBe('high');
    expect(rollClaymoreSetting(0, new ScriptedDice(d6(6))).setting).toBe('low');
    expect(() => rollClaymoreSetting(5, new ScriptedDice(d6(6)))).toThrow('claymore setting: Ability must be 0–4, not 5');
  });
  it('seed lines 193–198: a claymore hits 3D6 +1 to 6", 2D6 -1 to 11", in a 60° arc; Russian -2"; set high only standing men', () => {
    expect(claymoreZone({ setting: 'ok', distance: 6, offAxisDegrees: 10 })).toMatchObject({ hits: '3D6', str: 1 });
    expect(claymoreZone({ setting: 'ok', distance: 6, offAxisDegrees: 10, eastBloc: true })).toMatchObject({ hits: '2D6', to: 9 });
    expect(claymoreZone({ setting: 'ok', distance: 6, offAxisDegrees: 31 })).toBeNull();
    expect(claymoreZone({ setting: 'ok', distance: 11.5, offAxisDegrees: 0 })).toBeNull();
    expect(claymoreZone({ setting: 'high', distance: 2, offAxisDegrees: 0, standing: false })).toBeNull();
  });
  it('property: farther from a claymore is never a heavier zone', () => {
    for (const setting of ['ok', 'low', 'high'] as const) {
      let last = Number.POSITIVE_INFINITY;
      for (let d = 0; d <= 12; d += 0.5) {
        const z = claymoreZone({ setting, distance: d, offAxisDegrees: 0 });
        const weight = z ? (z.hits.startsWith('3') ? 3 : z.hits.startsWith('2') ? 2 : 1) * 10 + z.str : 0;
        expect(weight).toBeLessThanOrEqual(last);
        last = weight;
      }
    }
  });
});
