import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/dispatch';
import { isLegal } from '../../engine/legal-actions';
import { assessOutcomes } from '../../engine/game-end';
import type { Command } from '../../model/commands';
import { canAct } from '../../model/state';
import { projectView } from '../../view/view';
import { canStart } from '../load-scenario';
import { loadBundled } from './test-support/bundled';
import { startedScenario } from './test-support/random-play';
import { actWith, answerPrompts, fireAtNearest, isActive, type Play, playTurn, squaresApart } from './test-support/scenario-run';
import { routeToward } from './test-support/play';

const FILE = '42-hejaz-railway.json';
const SIDES = ['arabs', 'turks'] as const;

/** The men of a side able to fight (mounts are figures, not men: ruling HC1). */
const able = (play: Play, side: string) => Object.values(play.state.men).filter((m) => m.side === side && !m.mount && m.square && canAct(m));

/** Each man fires at the nearest Enemy man he may, else walks toward him (into his square: hand-to-hand, Case 7.44). */
function policy(enemy: string) {
  return (play: Play, side: string): boolean => {
    const ids = able(play, side).map((m) => m.id).sort();
    return actWith(play, ids, (manId) => {
      for (let k = 0; k < 3 && isActive(play, manId); k++) {
        if (fireAtNearest(play, manId, able(play, enemy))) continue;
        const at = play.state.men[manId]!.square!;
        const prey = able(play, enemy).sort((a, b) => squaresApart(a.square!, at) - squaresApart(b.square!, at))[0];
        if (!prey) return;
        const route = routeToward(play.state, manId, [prey.square!]);
        const move: Command = { type: 'task/move', manId, route: route ?? [] };
        if (!route || !isLegal(play.state, move)) return;
        play.run(move);
        answerPrompts(play);
      }
    });
  };
}

describe('Section 42.0 Lawrence of Arabia on the Hejaz Railway, with Horses and Camels (Case 42.42)', () => {
  it('Case 38.23: Scenario 42 starts now that Section 19.0 is built; the Arabs get their eight hobbled camels and the mule', async () => {
    const loaded = await loadBundled(FILE, 'm');
    expect(canStart(loaded.scenario)).toEqual({ ok: true });
    const run = startedScenario(FILE, loaded, [], 42);
    expect(run.play.state.scenario!.optionalRules).toEqual(['19']);
    const mounts = Object.values(run.play.state.men).filter((m) => m.mount);
    expect(mounts.filter((m) => m.mount!.kind === 'camel' && m.mount!.hobbled && m.mount!.cossack).length).toBe(8);
    expect(mounts.filter((m) => m.mount!.kind === 'mule').length).toBe(1);
  });

  it('Cases 42.42, 42.51, 42.81, 42.82: seeded dice and a simple policy play it to a victory decision without a rule error; the record replays; no side’s view leaks an unseen enemy', async () => {
    const loaded = await loadBundled(FILE, 'm');
    for (const seed of [42, 1917]) {
      const run = startedScenario(FILE, loaded, [], seed);
      const play = run.play;
      const initial = play.state;
      const setUp = play.events.length;
      for (let t = 0; t < 80 && !play.ended; t++) playTurn(play, { arabs: policy('turks'), turks: policy('arabs') });
      const end = play.state.scenario!.ended;
      expect(end, `seed ${seed}: no decision in 80 Game-Turns`).toBeDefined();
      // Case 42.51: played until one side is the victor — the engine ended it when one side had no able man on the map.
      expect(end!.reason, `seed ${seed}`).toBe('goal');
      const winners = assessOutcomes(play.state).filter((s) => s.outcomes.some((o) => o.result === 'win' && o.verdict === true));
      expect(winners.length, `seed ${seed}`).toBe(1);
      const loser = SIDES.find((s) => s !== winners[0]!.side)!;
      expect(able(play, loser)).toEqual([]);
      expect(able(play, winners[0]!.side).length).toBeGreaterThan(0);
      // They fought: fire was exchanged.
      expect(play.events.filter((e) => e.type === 'fire-resolved').length).toBeGreaterThan(0);
      expect(replay(initial, play.events.slice(setUp))).toEqual(play.state);
      for (const side of SIDES) {
        const view = JSON.stringify(projectView(play.state, { kind: 'side', side }));
        const own = new Set(Object.values(play.state.men).filter((m) => m.side === side).map((m) => m.id));
        const seen = new Set(play.events.flatMap((e) => (e.type === 'enemy-observed' && own.has(e.observerId)) || (e.type === 'observation-attempted' && e.success && own.has(e.observerId)) ? [e.targetId] : e.type === 'observed-automatically' && e.observerIds.some((id) => own.has(id)) ? [e.actorId] : []));
        for (const m of Object.values(play.state.men).filter((x) => x.side !== side)) if (!seen.has(m.id)) expect(view, `${side} sees ${m.id}`).not.toContain(`"${m.id}"`);
      }
    }
  }, 300_000);
});
