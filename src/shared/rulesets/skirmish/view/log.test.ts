import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { SKIRMISH_EVENT_TYPES, type SkirmishEvent } from '../model/events';
import { play, testGame } from '../test-support/game';
import { skirmishLogSentence } from './log';

/** One event of every kind, made by playing (never written by hand). */
function everyEvent(): SkirmishEvent[] {
  const dice = new ScriptedDice(d6(6, 2));
  return play(
    testGame(),
    [
      { type: 'umpire/set-conditions', night: false, smoke: [], reason: 'a clear morning' },
      { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 33 }] }] }] },
      { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-2', action: 'crawl', figures: [{ figureId: 'b5', mode: 'crawl', path: [{ x: 55, y: 8 }] }] }] },
      { type: 'bound/advance' },
      { type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'red-1', passed: true, reason: 'rolled 5' } },
      { type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'blue-2', passed: false, reason: 'rolled 1' } },
      { type: 'bound/advance' },
      { type: 'spot/check', observerId: 'r5', target: { at: { x: 60, y: 15 } } },
      { type: 'spot/check', observerId: 'r4', target: { figureId: 'b4' }, discretion: { amount: -1, reason: 'b4 lies still in the shadow' } },
      { type: 'bound/advance' },
      { type: 'bound/advance' },
      { type: 'umpire/resolve', resolution: { step: 'fire', firerIds: ['b2'], result: 'a burst at red-1', reason: 'group fire', misfires: [{ figureId: 'b2', result: 'jams' }] } },
      { type: 'bound/advance' },
      { type: 'umpire/resolve', resolution: { step: 'damage', figureId: 'r1', result: 'pinned', reason: 'D10 3' } },
      { type: 'bound/advance' },
      { type: 'umpire/resolve', resolution: { step: 'close-combat', figureIds: ['r1'], result: 'no contact', reason: 'none in 2"', states: [] } },
      { type: 'bound/advance' },
      { type: 'umpire/resolve', resolution: { step: 'motivation', unitId: 'blue-2', change: -1, reason: 'failed its reaction' } },
      { type: 'umpire/resolve', resolution: { step: 'recovery', figureId: 'r1', result: 'ok', reason: 'rallied by his leader' } },
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
  });
});
