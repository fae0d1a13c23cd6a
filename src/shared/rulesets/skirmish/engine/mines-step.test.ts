import { describe, expect, it } from 'vitest';
import { d10, d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { MineArea } from '../model/mines';
import type { MinesWalkedEvent } from '../model/ordnance-events';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { play, testGame } from '../test-support/game';
import { projectSide } from '../view/project';
import { skirmishLegalActions } from './legal-actions';

const advance: SkirmishCommand = { type: 'bound/advance' };
const TOE_POPPER = { label: 'a toe-popper', contents: { detection: 'concealed-spikes', trigger: 'toe-popper', effect: 'toe-popper' } } as const;
/** A lane 4" deep across r1's advance from (30, 40) to (30, 33), laid by blue. */
const lane = (cards: MineArea['cards']): MineArea => ({ id: 'lane', polygon: [{ x: 28, y: 34 }, { x: 32, y: 34 }, { x: 32, y: 38 }, { x: 28, y: 38 }], density: 'maximum', terrain: 'track-light', cards, laidBy: 'blue' });

/** The lane laid, red-1 ordered to advance r1 through it (reaction D6 6), the bound left in its Movement step. */
function walked(cards: MineArea['cards'] = [TOE_POPPER]): SkirmishState {
  return play(
    testGame(),
    [
      { type: 'umpire/place-mines', area: lane(cards), reason: 'blue sowed the lane last night' },
      { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 33 }] }] }] },
      { type: 'orders/submit', side: 'blue', orders: [] },
      advance,
      { type: 'reaction/roll', unitId: 'red-1', support: [] },
      advance,
      advance,
    ],
    new ScriptedDice(d6(6)),
  ).state;
}

function walk(s: SkirmishState, dice: ScriptedDice): { event: MinesWalkedEvent; state: SkirmishState } {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse({ type: 'mines/walk', areaId: 'lane', unitId: 'red-1' }), dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { event: r.value.events[0] as MinesWalkedEvent, state: r.value.state };
}

describe("the umpire's mines in the Bound (seed lines 155–200, ruling SK24)", () => {
  it('seed line 161: the area is hidden from the side that did not lay it; the layer sees the ground, never the cards', () => {
    const s = walked();
    expect(projectSide(s, { kind: 'side', side: 'red' }).mines).toEqual([]);
    expect(JSON.stringify(projectSide(s, { kind: 'side', side: 'red' }))).not.toContain('lane');
    expect(projectSide(s, { kind: 'side', side: 'blue' }).mines).toEqual([{ areaId: 'lane', polygon: lane([TOE_POPPER]).polygon }]);
    expect(JSON.stringify(projectSide(s, { kind: 'side', side: 'blue' }))).not.toContain('toe-popper');
  });

  it('ruling SK24: the Movement step waits for the encounter of a unit that walked in the area; the console offers it', () => {
    const s = walked();
    expect(s.step).toBe('movement');
    expect(skirmishRuleset.isLegal(s, advance)).toBe(false);
    expect(skirmishLegalActions(s).actions.map((a) => a.command)).toContainEqual({ type: 'mines/walk', areaId: 'lane', unitId: 'red-1', notInFile: false });
    // Maximum density meets something on 6+ (seed line 159): a 5 meets nothing, and no card is turned.
    const { event, state } = walk(s, new ScriptedDice(d10(5)));
    expect(event.card).toBeUndefined();
    expect(event.encounter.steps.at(-1)?.label).toBe('no: 5 against 6+');
    expect(state.mines![0]!.turned).toBe(0);
    expect(skirmishRuleset.isLegal(state, advance)).toBe(true);
    expect(skirmishRuleset.isLegal(state, { type: 'mines/walk', areaId: 'lane', unitId: 'red-1', notInFile: false })).toBe(false);
  });

  it('seed lines 162–178, 183: a toe-popper not found (D20 11 < 12+ concealed spikes on a track) goes off on 7+ under r1; one hit, Str 0, killed read as crippled', () => {
    const { event, state } = walk(walked(), new ScriptedDice([...d10(9), ...d20(11), ...d10(8)]));
    expect(event).toMatchObject({ card: { index: 0, label: 'a toe-popper', empty: false }, detected: false, trigger: { figureId: 'r1', fired: true } });
    // r1 walked 4" in the lane: one D20 (seed line 163, one for each 4").
    expect(event.detection).toHaveLength(1);
    expect(event.hits).toMatchObject([{ hitId: 'hit-1', figureId: 'r1', strength: { value: 0 }, killedAsCrippled: true }]);
    expect(state.mines![0]!.turned).toBe(1);
    // The wound roll: D10 10 + Str 0 = 10, killed — read as crippled (lines 183–184).
    const after = play(state, [advance, advance, { type: 'damage/roll', hitId: 'hit-1' }], new ScriptedDice(d10(10)));
    expect(after.events.at(-1)).toMatchObject({ type: 'damage/rolled', result: 'crippled', state: 'crippled' });
    expect(after.state.figures.r1!.state).toBe('crippled');
  });

  it('seed lines 162–163, ruling SK24: a trap found (D20 12) is not set off, and the finder\'s side now sees the area', () => {
    const { event, state } = walk(walked(), new ScriptedDice([...d10(6), ...d20(12)]));
    expect(event).toMatchObject({ detected: true, hits: [] });
    expect(event.trigger).toBeUndefined();
    expect(projectSide(state, { kind: 'side', side: 'red' }).mines.map((m) => m.areaId)).toEqual(['lane']);
  });

  it('seed line 161: a blank card — nothing there', () => {
    const { event } = walk(walked([{ label: 'nothing', contents: null }, TOE_POPPER]), new ScriptedDice(d10(10)));
    expect(event.card).toEqual({ index: 0, label: 'nothing', empty: true });
  });

  it('refusals name the problem: an area off the table, a walk by a unit that never entered it', () => {
    const off = skirmishRuleset.run(testGame(), { type: 'umpire/place-mines', area: { ...lane([TOE_POPPER]), polygon: [{ x: -1, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }] }, reason: 'x' }, new ScriptedDice([]));
    expect(!off.ok && off.error.message).toBe('Mine area "lane": corner (-1, 0) is off the table.');
    const r = skirmishRuleset.run(walked(), { type: 'mines/walk', areaId: 'lane', unitId: 'blue-1', notInFile: false }, new ScriptedDice(d10(9)));
    expect(!r.ok && r.error.code).toBe('mines/not-in-area');
  });
});
