import { describe, expect, it } from 'vitest';
import { d10, d12, d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { SKIRMISH_EVENT_TYPES, type SkirmishEvent } from '../model/events';
import { play, testGame, testScenario } from '../test-support/game';
import { skirmishLogSentence } from './log';

/** One event of every kind, made by playing (never written by hand). */
function everyEvent(): SkirmishEvent[] {
  // Reactions D6 6 (red-1), 3 (red-2), 1 (blue-1); spotting 6, 2; red-1's mine encounter D10 10 and r1's detection D20 20; r3's radio D10 7;
  // red-2's burst 6; r4's grenade D12 12 and its hits D6 3; r3's ranging round D20 10; the strafing pass D20 5; the wound D10 5; aggression 4, 4; melee D10 8.
  const dice = new ScriptedDice([...d6(6, 3, 1, 6, 2), ...d10(10), ...d20(20), ...d10(7), ...d6(6), ...d12(12), ...d6(3), ...d20(10), ...d20(5), ...d10(5), ...d6(4, 4), ...d10(8), ...d20(5)]);
  // r4 stands 2" from b4 to charge him; b8 starts pinned, and is not hit, so he recovers at the end of the bound.
  const figures = testScenario().figures!.map((f) => (f.id === 'r4' ? { ...f, at: { x: 46, y: 22 } } : f.id === 'b8' ? { ...f, state: 'pinned' as const } : f));
  return play(
    testGame({ figures }),
    [
      { type: 'umpire/set-conditions', night: false, smoke: [], reason: 'a clear morning' },
      { type: 'umpire/set-options', hitLocation: false, reason: 'the players want it quick' },
      { type: 'umpire/start-fire', at: { x: 34, y: 39.5 }, reason: 'the hay rick is alight' },
      {
        type: 'umpire/place-mines',
        area: { id: 'lane', polygon: [{ x: 28, y: 34 }, { x: 32, y: 34 }, { x: 32, y: 38 }, { x: 28, y: 38 }], density: 'maximum', terrain: 'track-light', cards: [{ label: 'a toe-popper', contents: { detection: 'concealed-spikes', trigger: 'toe-popper', effect: 'toe-popper' } }] },
        reason: 'the lane is sown',
      },
      {
        type: 'orders/submit',
        side: 'red',
        orders: [
          { unitId: 'red-1', action: 'to-contact', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 33 }] }] },
          { unitId: 'red-2', action: 'unaimed-fire', figures: [] },
        ],
      },
      {
        type: 'orders/submit',
        side: 'blue',
        orders: [
          { unitId: 'blue-1', action: 'aimed-fire', figures: [] },
          { unitId: 'blue-2', action: 'crawl', figures: [{ figureId: 'b5', mode: 'crawl', path: [{ x: 55, y: 8 }] }] },
        ],
      },
      { type: 'bound/advance' },
      { type: 'reaction/roll', unitId: 'red-1', support: [] },
      { type: 'reaction/roll', unitId: 'red-2', support: [] },
      { type: 'reaction/roll', unitId: 'blue-1', support: [] },
      { type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'blue-2', passed: false, reason: 'rolled 1' } },
      { type: 'bound/advance' },
      { type: 'spot/check', observerId: 'r5', target: { at: { x: 60, y: 15 } } },
      { type: 'spot/check', observerId: 'r4', target: { figureId: 'b4' }, discretion: { amount: -1, reason: 'b4 lies still in the shadow' } },
      { type: 'bound/advance' },
      { type: 'mines/walk', areaId: 'lane', unitId: 'red-1', notInFile: false },
      { type: 'radio/contact', figureId: 'r3', to: 'the company', set: 'modern', underFire: false, weather: 'clear' },
      { type: 'bound/advance' },
      { type: 'fire/group', firerIds: ['r5', 'r6', 'r7', 'r8'], targetIds: ['b4'] },
      { type: 'fire/he', firerId: 'r4', weapon: 'offensive-grenade', round: 'he', aim: { x: 42, y: 26 } },
      // r3 calls his fire mission before he turns to the fire: a man fighting a fire calls none (rulings SK29, SK31).
      { type: 'artillery/call', observerId: 'r3', battery: '81-82mm-mortar', round: 'he', aim: { x: 70, y: 46 }, fire: 'ranging', guns: 4 },
      { type: 'terrain-fire/fight', figureId: 'r3', fireId: 'fire-1' },
      { type: 'umpire/resolve', resolution: { step: 'fire', firerIds: ['b2'], result: 'a burst at red-1', reason: 'group fire', misfires: [{ figureId: 'b2', result: 'jams' }] } },
      { type: 'umpire/strafe', aircraft: 'Skyraider', from: { x: 0, y: 46 }, to: { x: 72, y: 46 }, weapon: 'cannon-20mm', altitude: 'noe', flight: 'normal', target: 'point', aimAlong: 70, reason: 'the air strike red called' },
      { type: 'bound/advance' },
      { type: 'damage/roll', hitId: 'hit-2' },
      { type: 'umpire/resolve', resolution: { step: 'damage', figureId: 'r3', result: 'ok', reason: 'the flames only singed him', hitId: 'hit-1' } },
      { type: 'umpire/resolve', resolution: { step: 'damage', figureId: 'r1', result: 'pinned', reason: 'D10 3' } },
      { type: 'bound/advance' },
      { type: 'close-combat/fight', attackerUnitId: 'red-1', defenderUnitId: 'blue-1', pairs: [{ attackerId: 'r4', defenderId: 'b4', toRear: false }] },
      { type: 'umpire/resolve', resolution: { step: 'close-combat', figureIds: ['r1'], result: 'no contact', reason: 'none in 2"', states: [] } },
      { type: 'bound/advance' },
      { type: 'umpire/resolve', resolution: { step: 'motivation', unitId: 'blue-2', change: -1, reason: 'failed its reaction' } },
      { type: 'umpire/resolve', resolution: { step: 'recovery', figureId: 'r1', result: 'ok', reason: 'rallied by his leader' } },
      { type: 'motivation/apply', unitId: 'red-1', discretion: { amount: 1, reason: 'the charge went home' } },
      { type: 'bound/advance' },
    ],
    dice,
  ).events;
}

describe("the umpire's log of a skirmish game", () => {
  it('has a sentence for every kind of event, each naming what happened', () => {
    const events = everyEvent();
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(SKIRMISH_EVENT_TYPES));
    for (const e of events) expect(skirmishLogSentence(e)).not.toMatch(/^\(an event/);
    const sentences = events.map(skirmishLogSentence);
    expect(sentences).toContain('"r5" looked for an empty place (60", 15"): rolled 6, needing a 6 for something; spotted something (seed line 4): a false contact — contact red-contact-1.');
    expect(sentences).toContain('"r4" looked for "b4": rolled 2, needing 5+ (umpire\'s discretion -1: b4 lies still in the shadow); saw nothing.');
    expect(sentences).toContain('Bound 1: 1 figure moved (seed lines 37–48): "r1" advance to (30", 33"); held after a failed reaction: "b5".');
    expect(sentences).toContain('Umpire: "b2" fired: a burst at red-1; misfires "b2" jams (seed line 60) — group fire.');
    expect(sentences).toContain('Umpire: unit "blue-2" motivation -1 (seed line 25, held within −2 … +2) — failed its reaction.');
    expect(sentences).toContain('Unit "red-1" rolled its reaction to to-contact (seed line 24): D6 6, total 8 against 6+; passed.');
    expect(sentences).toContain('Unit "blue-1" rolled its reaction to aimed-fire (seed line 24): D6 1, total 3 against 5+; failed — it holds (ruling SK2).');
    expect(sentences).toContain('"r5", "r6", "r7", "r8" fired group fire (seed line 66) at "b4": D6 6; pinned "b4", 1 wound roll.');
    expect(sentences).toContain('Hit hit-2 on "b4" (seed line 61): D10 5, total 3: pinned; he is now pinned.');
    expect(sentences).toContain('Close combat (seed line 133): "red-1" charge against "blue-1" fail-to-fire: Attackers fire at 2". Both melee.; aggression: melee; melee: "r4" on "b4": defender-wounded.');
    expect(sentences).toContain('Unit "red-1" motivation +0 → +2 (seed line 25: passed the reaction to to-contact +1, advanced to contact +1, Umpire\'s discretion: the charge went home +1).');
    expect(sentences).toContain('Unit "blue-1" motivation +0 → -2 (seed line 25: failed the reaction to aimed-fire -1, a casualty this go -1).');
    expect(sentences).toContain('Umpire: the optional hit location (seed lines 62–63) is not played — the players want it quick.');
    expect(sentences).toContain('Umpire: mine area "lane" (maximum, 1 card; seed line 161) — the lane is sown.');
    expect(sentences).toContain('Unit "red-1" in mine area "lane": card 1 "a toe-popper"; dice D10 10, D20 20; found by "r1" (D20, seed line 162).');
    expect(sentences).toContain('"r3" called mission-1, 81-82mm-mortar H.E., on (70", 46"): ranging round 1 (seed line 201) D20 10, HIT; no hits (seed line 202).');
    expect(sentences).toContain('Umpire: "Skyraider" strafes (cannon-20mm, N.O.E. normal, point target) from (0", 46") to (72", 46"), aiming at (70", 46") (seed line 299): D20 5; on target; no one in the area (seed line 315); seen by "red", "blue" — the air strike red called.');
    expect(sentences).toContain('"r3" called the company by radio (seed line 16): D10 7, total 7 against 3+; contact.');
    expect(sentences).toContain('"r4" fired the offensive-grenade at (42", 26") (seed line 92): D12 12, D6 3, on target; burst at (42", 26"): 0 wound rolls.');
    expect(sentences).toContain('Bound 1: fire "fire-1" burns 2" across at (34", 39.5") (seed line 230), started by the umpire — the hay rick is alight.');
    expect(sentences).toContain('Bound 1: fire "fire-1" burns "r3" in the Movement step: 1 wound roll at Str. -3 (house, ruling SK29).');
    expect(sentences).toContain('Bound 1: "r3" tries to put out fire "fire-1" (seed line 231, +2 to its burn-out).');
    expect(sentences).toContain('Bound 1: fire "fire-1" rolls to burn out (seed line 231): D20 5, total 7 against 20+; still burning.');
    expect(sentences).toContain('Bound 1: "b8" recovers from pinned (seed 003 line 61, pinned (house: at the end of the next bound in which he is not hit again)).');
  });
});
