import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../model/events';
import { decide, replay } from './dispatch';
import { projectView } from '../view/view';
import type { Square } from '../../../map/map-model';
import { onMap, terrainAt } from '../../../map/map-model';
import { createGame } from '../scenarios/setup-game';
import { Play } from '../scenarios/special/test-support/entebbe-play';
import { deployDefenders, loadBundled, PurposeDice, stepUntil } from '../scenarios/special/test-support/explosives-play';
import { sequenceOf, type GameState } from '../model/state';
import { whoseMove } from './legal-actions';
import { scenarioAllotments } from './mines';

const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

async function oilfield(optionalRules: string[], mines?: Parameters<typeof createGame>[2]['mines']) {
  const { scenario, map } = await loadBundled('48-great-oilfield-raid.json', 'g');
  const dice = new PurposeDice();
  return { scenario, map, dice, game: createGame(scenario, map, { gameId: 'mines-test', endurance: 'standard', optionalRules, ...(mines ? { mines } : {}) }, dice) };
}

describe('Section 22.0 Procedure: the mines a side may lay', () => {
  it('Case 48.41: with Section 22.0 chosen, "17 for the Woggistanis", anti-personnel or bounce; without it, no mines', async () => {
    const { game } = await oilfield(['22']);
    expect(game.ok && game.value.state.mines).toEqual({ allotments: [{ side: 'woggistanis', type: 'anti-personnel', alsoTypes: ['bounce'], count: 17, caseRef: 'Case 48.41' }], laid: [] });
    const none = await oilfield([]);
    expect(none.game.ok && none.game.value.state.mines).toBeUndefined();
  });

  it('Case 46.41: a count not printed is 0 until the Players agree one (Section 22.0 Procedure)', async () => {
    const { scenario } = await loadBundled('46-skorzeny-to-the-rescue.json', 'c');
    expect(scenarioAllotments(scenario)).toEqual([{ side: 'house-guard', type: 'anti-personnel', count: 0, caseRef: 'Case 46.41' }]);
  });

  it('Section 22.0 Procedure: agreed mines replace the listing; refused for a side that enters the map, an unknown side, or without Section 22.0', async () => {
    const agreed = await oilfield(['22'], [{ side: 'woggistanis', type: 'claymore', count: 2 }]);
    expect(agreed.game.ok && agreed.game.value.state.mines?.allotments).toEqual([{ side: 'woggistanis', type: 'claymore', count: 2, caseRef: 'Section 22.0 Procedure' }]);
    const codes = async (rules: string[], mines: { side: string; type: 'claymore'; count: number }[]) => {
      const g = (await oilfield(rules, mines)).game;
      return g.ok ? [] : g.error.map((e) => e.code);
    };
    expect(await codes(['22'], [{ side: 'us-commandos', type: 'claymore', count: 1 }])).toEqual(['mines/side-not-setting-up']);
    expect(await codes(['22'], [{ side: 'martians', type: 'claymore', count: 1 }])).toEqual(['mines/unknown-side']);
    expect(await codes([], [{ side: 'woggistanis', type: 'claymore', count: 1 }])).toEqual(['mines/not-chosen']);
  });
});

/** A clear square with two clear squares east of it, in the map's middle rows. */
function openPair(play: Play): [Square, Square] {
  const m = play.state.map;
  for (let row = 20; row < m.height - 5; row++) {
    for (let col = 5; col < m.width - 5; col++) {
      const a = { col, row };
      const b = { col: col + 1, row };
      const ok = [a, b, { col: col + 2, row }].every((q) => onMap(m, q) && terrainAt(m, q).terrain === 'clear');
      if (ok) return [a, b];
    }
  }
  throw new Error('no open pair');
}

describe('Section 22.0 in play: Scenario 48.0 The Great Oilfield Raid with mines', () => {
  it('Cases 22.1, 22.21: the Woggistanis lay 17 mines; a US commando walks into a bounce mine, the 1D6 even detonates it, Wound Points as a Modern grenade (Section 48.1 Era: 1D6+1), severely wounded; replay is identical', async () => {
    const { game, dice } = await oilfield(['22']);
    if (!game.ok) throw new Error(game.error.map((e) => e.message).join('; '));
    const play = new Play(game.value.state, dice);
    const [start, mined] = openPair(play);
    deployDefenders(play, 'woggistanis', [start]);
    // Sixteen anti-personnel mines along the map's top rows, the bounce mine east of the commando's square.
    const row = Array.from({ length: play.state.map.width }, (_, i) => ({ col: i + 1, row: 2 })).filter((q) => terrainAt(play.state.map, q).terrain === 'clear').slice(0, 16);
    expect(row).toHaveLength(16);
    for (const q of row) play.run({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'anti-personnel', square: q });
    play.run({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'bounce', square: mined });
    expect(play.state.mines!.laid.map((m) => m.id).slice(-2)).toEqual(['mine-16', 'mine-17']);
    const refuse = (c: Parameters<typeof decide>[1]) => {
      const r = decide(play.state, c, dice);
      return r.ok ? undefined : r.error;
    };
    expect(refuse({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'anti-personnel', square: start })).toMatchObject({ code: 'mines/allotment-spent', caseRef: 'Section 22.0 Procedure' });
    expect(refuse({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'claymore', square: start, facing: 'n', tripwireAnchor: mined })).toMatchObject({ code: 'mines/allotment-spent' });
    play.run({ type: 'setup/remove-mine', mineId: 'mine-3' });
    play.run({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'anti-personnel', square: row[2]! });
    expect(play.state.mines!.laid).toHaveLength(17);
    play.run({ type: 'setup/start' });
    expect(refuse({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'anti-personnel', square: start })).toMatchObject({ code: 'setup/over' });
    // The attacker's view never holds an armed enemy mine.
    expect(projectView(play.state, { kind: 'side', side: 'us-commandos' }).mines!.laid).toEqual([]);
    expect(projectView(play.state, { kind: 'side', side: 'woggistanis' }).mines!.laid).toHaveLength(17);

    play.run({ type: 'umpire/place-man', manId: 'us-commandos-a', square: start });
    const usToChoose = (s: GameState) => whoseMove(s).kind === 'choose-man' && whoseMove(s).side === 'us-commandos';
    stepUntil(play, 'us-commandos', () => undefined, usToChoose);
    play.run({ type: 'task/begin', manId: 'us-commandos-a' });
    play.run({ type: 'task/move', manId: 'us-commandos-a', route: [start, mined, { col: mined.col + 1, row: mined.row }] });
    // Observers who may see him in the mined square let the moment pass (Case 8.92).
    for (const p of sequenceOf(play.state).prompts) for (const e of p.pending) play.run({ type: 'observe/forego', observerId: e.observerId, promptId: p.id });

    const triggered = of(play.events, 'mine-triggered');
    expect(triggered).toMatchObject([{ manId: 'us-commandos-a', square: mined, mineIds: ['mine-17'], how: 'entered', roll: 6, detonated: true, caseRef: 'Case 22.21' }]);
    const blast = of(play.events, 'mine-detonated')[0]!;
    expect(blast.hits).toMatchObject([{ manId: 'us-commandos-a', mineId: 'mine-17', woundPoints: 7, severe: true, caseRef: 'Case 22.21' }]);
    expect(blast.hits[0]!.breakdown!.steps[0]!.label).toBe('1D6+1 (open square)');
    const man = play.state.men['us-commandos-a']!;
    expect(man).toMatchObject({ square: mined, wounds: 7, condition: 'seriously-wounded', severeWound: { caseRef: 'Case 22.21' } });
    expect(of(play.events, 'man-moved').find((e) => e.manId === 'us-commandos-a')!.stopped).toMatchObject({ reason: 'mine', caseRef: 'Case 22.1' });
    // Case 22.1: he checks for panic as under opportunity fire (1D100 shows 100 here: he holds).
    expect(of(play.events, 'man-wounded').find((e) => e.manId === 'us-commandos-a')).toMatchObject({ panicCheckDue: 'us-commandos-a', caseRef: 'Case 22.21' });
    const checks = of(play.events, 'panic-checked').filter((e) => e.manId === 'us-commandos-a');
    expect(checks.map((e) => [e.trigger, e.panicked])).toEqual([
      ['first-task', false],
      ['under-opportunity-fire', false],
    ]);
    const us = projectView(play.state, { kind: 'side', side: 'us-commandos' }).mines!.laid;
    expect(us).toEqual([{ id: 'mine-17', side: 'woggistanis', type: 'bounce', square: mined, status: 'detonated', detonatedTurn: 1 }]);
    expect(replay(game.value.initial, [...game.value.events, ...play.events])).toEqual(play.state);
  }, 120_000);
});

describe('Cases 22.31, 22.32, 22.35: laying a claymore', () => {
  it('Case 22.31 facing; Case 22.32 a detonator within 50 squares; Case 22.35 a tripwire anchor no more than six squares away; only a claymore has them', async () => {
    const { game, dice } = await oilfield(['22'], [
      { side: 'woggistanis', type: 'claymore', count: 3 },
      { side: 'woggistanis', type: 'anti-personnel', count: 1 },
    ]);
    if (!game.ok) throw new Error('not created');
    const play = new Play(game.value.state, dice);
    const [a, b] = openPair(play);
    const code = (c: Extract<Parameters<typeof decide>[1], { type: 'setup/place-mine' }>) => {
      const r = decide(play.state, c, dice);
      return r.ok ? 'ok' : `${r.error.code} ${r.error.caseRef}`;
    };
    const base = { type: 'setup/place-mine' as const, side: 'woggistanis', mineType: 'claymore' as const, square: a };
    expect(code({ ...base, detonator: b })).toBe('mines/claymore-facing Case 22.31');
    expect(code({ ...base, facing: 'e' })).toBe('mines/claymore-trigger Case 22.32');
    expect(code({ ...base, facing: 'e', detonator: { col: a.col, row: a.row - 51 < 1 ? a.row + 51 : a.row - 51 } })).toMatch(/^mines\/(detonator-range|off-map)/);
    expect(code({ ...base, facing: 'e', tripwireAnchor: { col: a.col, row: a.row + 7 } })).toBe('mines/tripwire-range Case 22.35');
    expect(code({ ...base, facing: 'e', tripwireAnchor: { col: a.col, row: a.row + 6 } })).toBe('ok');
    expect(code({ ...base, facing: 'e', detonator: b })).toBe('ok');
    expect(code({ type: 'setup/place-mine', side: 'woggistanis', mineType: 'anti-personnel', square: a, facing: 'n' })).toBe('mines/not-claymore Case 22.1');
    expect(code({ type: 'setup/place-mine', side: 'us-commandos', mineType: 'anti-personnel', square: a })).toBe('mines/allotment-spent Section 22.0 Procedure');
  });
});
