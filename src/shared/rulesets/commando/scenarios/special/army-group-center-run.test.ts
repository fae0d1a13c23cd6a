import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/dispatch';
import { assessOutcomes } from '../../engine/game-end';
import { canStart } from '../load-scenario';
import { loadBundled } from './test-support/bundled';
import { playPolicyTurn, PolicyRng, startedScenario } from './test-support/random-play';

const FILE = '50-army-group-center-hq.json';

describe('Section 50.0 Army Group Center with Underwater Operations (Case 50.42)', () => {
  it('Case 38.23: Scenario 50 starts now that Section 36.0 is built', async () => {
    const { scenario } = await loadBundled(FILE, 'k');
    expect(canStart(scenario)).toEqual({ ok: true });
  });

  it('Cases 50.42, 50.51, 50.8: seeded dice and a simple policy play it to a victory decision without a rule error; the Allies keep their snorkel gear; the record replays', async () => {
    const loaded = await loadBundled(FILE, 'k');
    for (const seed of [50, 1979]) {
      const run = startedScenario(FILE, loaded, [], seed);
      const initial = run.play.state;
      const setUp = run.play.events.length;
      const rng = new PolicyRng(seed);
      for (let t = 0; t < 25 && !run.play.ended; t++) {
        playPolicyTurn(run, rng, { menPerPhase: 3, tasksPerMan: 3 });
      }
      if (!run.play.ended) run.play.run({ type: 'game/end' });
      const ended = run.play.state.scenario!.ended;
      expect(ended, `seed ${seed}`).toBeDefined();
      // Cases 50.81–50.82: one side's conditions are met (the Germans' unless the HQ was ransacked and four men got out).
      const outcomes = assessOutcomes(run.play.state);
      expect(outcomes.some((s) => s.outcomes.some((o) => o.result === 'win' && o.verdict)), `seed ${seed}`).toBe(true);
      expect(Object.values(run.play.state.men).filter((m) => m.side === 'allies').every((m) => m.divingGear?.kind === 'snorkel')).toBe(true);
      expect(replay(initial, run.play.events.slice(setUp))).toEqual(run.play.state);
    }
  }, 240_000);
});
