import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/dispatch';
import { assessOutcomes } from '../../engine/game-end';
import type { GameEvent } from '../../model/events';
import { builtOptionalRules } from '../../model/optional-rules';
import type { GameState } from '../../model/state';
import { projectView } from '../../view/view';
import { canStart } from '../load-scenario';
import { loadBundled } from './test-support/bundled';
import { startedScenario } from './test-support/random-play';
import { able, FRONT_LINE_FILE, frontLineSetUp, playFrontLineTurn, SIDES } from './test-support/front-line-play';

/** The registry's built Sections, which include Scenario 47's necessary ones (Case 47.42: 23, 24, 26, 28). */
const FULL: ReadonlySet<number> = builtOptionalRules();
const LETTER = 'e';

/** The Enemy men a side's own men observed at some time in the record (Cases 8.1, 8.4). */
function everSeen(state: GameState, events: readonly GameEvent[], side: string): Set<string> {
  const own = new Set(Object.values(state.men).filter((m) => m.side === side).map((m) => m.id));
  return new Set(
    events.flatMap((e) =>
      (e.type === 'enemy-observed' && own.has(e.observerId)) || (e.type === 'observation-attempted' && e.success && own.has(e.observerId)) ? [e.targetId] : e.type === 'observed-automatically' && e.observerIds.some((id) => own.has(id)) ? [e.actorId] : [],
    ),
  );
}

describe('Section 47.0 Commando Front-Line Action (Cases 47.42, 47.51, 47.8)', () => {
  it('Case 38.23: it starts only with Sections 23, 24, 26 and 28 built; given them, createGame sets up the tank, the APC and three rounds', async () => {
    const loaded = await loadBundled(FRONT_LINE_FILE, LETTER);
    expect(canStart(loaded.scenario)).toEqual({ ok: true });
    const run = startedScenario(FRONT_LINE_FILE, loaded, [], 47, { builtRules: FULL, beforeStart: frontLineSetUp });
    const s = run.play.state;
    expect(s.scenario!.optionalRules).toEqual(['23', '24', '26', '28']);
    expect(s.vehicles!.vehicles.map((v) => [v.side, v.kind, v.square !== undefined])).toEqual([
      ['british', 'apc', true],
      ['germans', 'tank', true],
    ]);
    expect(s.artillery!.plans.map((p) => [p.side, p.turn])).toEqual([
      ['british', 2],
      ['british', 3],
      ['british', 4],
    ]);
  });

  it('Cases 47.42, 47.51, 47.8: seeded dice and a scripted policy that uses the tank, the APC, the rocket launchers and the three rounds play it to a victory decision without a rule error; the record replays; no side’s view holds an Enemy man it never observed or the Enemy’s planned rounds', async () => {
    const loaded = await loadBundled(FRONT_LINE_FILE, LETTER);
    for (const seed of [2, 6]) {
      const run = startedScenario(FRONT_LINE_FILE, loaded, [], seed, { builtRules: FULL, beforeStart: frontLineSetUp });
      const play = run.play;
      const initial = play.state;
      const setUp = play.events.length;
      const done = new Set<string>();
      for (let t = 0; t < 60 && !play.ended; t++) playFrontLineTurn(run, done);
      const end = play.state.scenario!.ended;
      expect(end, `seed ${seed}: no decision in 60 Game-Turns`).toBeDefined();
      // Case 47.51: goal-oriented; one side possesses the house with every Enemy man (crews too, ruling VH2) out of action or off the map.
      const winners = assessOutcomes(play.state).filter((s) => s.outcomes.some((o) => o.result === 'win' && o.verdict === true));
      expect(winners.map((w) => w.side), `seed ${seed}`).toHaveLength(1);
      const loser = SIDES.find((s) => s !== winners[0]!.side)!;
      expect(able(play.state, loser).filter((m) => !m.exited)).toEqual([]);
      // The decision came from play with the vehicles: both moved, the tank's guns and the rockets fired, the three rounds landed.
      const played = play.events.slice(setUp);
      for (const v of play.state.vehicles!.vehicles) expect(played.some((e) => e.type === 'vehicle-moved' && e.vehicleId === v.id), `seed ${seed}: ${v.name} never moved`).toBe(true);
      expect(played.some((e) => e.type === 'main-gun-fired' || e.type === 'vehicle-machinegun-fired'), `seed ${seed}: the tank never fired`).toBe(true);
      expect(played.filter((e) => e.type === 'rocket-fired').length, `seed ${seed}`).toBeGreaterThan(0);
      expect(played.filter((e) => e.type === 'shell-landed' && 'planId' in e.source).length, `seed ${seed}`).toBe(3);
      expect(replay(initial, played)).toEqual(play.state);
      for (const side of SIDES) {
        const view = projectView(play.state, { kind: 'side', side });
        const text = JSON.stringify(view);
        const seen = everSeen(play.state, play.events, side);
        for (const m of Object.values(play.state.men).filter((x) => x.side !== side)) if (!seen.has(m.id)) expect(text, `seed ${seed}: ${side} holds ${m.id}`).not.toContain(`"${m.id}"`);
        // Case 28.12: planned rounds are noted in secret; an Enemy shell is only where it was seen to land (ruling AR7).
        for (const p of play.state.artillery!.plans.filter((x) => x.side !== side)) expect(text, `seed ${seed}: ${side} holds ${p.id}`).not.toContain(`"${p.id}"`);
        for (const i of view.artillery?.impacts ?? []) if (i.side !== side) expect(i.target, `seed ${seed}`).toBeUndefined();
      }
    }
  }, 300_000);

  it('Cases 47.51, 38.32, ruling FL81: more seeds end without a rule error, each by Case 47.8 (one winner) or with every Commando out of action or off the map (the Germans win only holding the house)', async () => {
    const loaded = await loadBundled(FRONT_LINE_FILE, LETTER);
    for (const seed of [3, 4, 6]) {
      const run = startedScenario(FRONT_LINE_FILE, loaded, [], seed, { builtRules: FULL, beforeStart: frontLineSetUp });
      const done = new Set<string>();
      for (let t = 0; t < 60 && !run.play.ended; t++) playFrontLineTurn(run, done);
      const end = run.play.state.scenario!.ended;
      expect(end, `seed ${seed}`).toBeDefined();
      const winners = assessOutcomes(run.play.state).filter((s) => s.outcomes.some((o) => o.result === 'win' && o.verdict === true)).map((s) => s.side);
      if (end!.reason === 'goal') expect(winners, `seed ${seed}`).toHaveLength(1);
      else {
        expect(end!.reason, `seed ${seed}`).toBe('attackers-out');
        expect(able(run.play.state, 'british'), `seed ${seed}`).toEqual([]);
        const holding = able(run.play.state, 'germans').some((m) => m.square && m.square.col === 26 && m.square.row === 15);
        if (!holding) expect(winners, `seed ${seed}`).toEqual([]);
      }
    }
  }, 300_000);
});
