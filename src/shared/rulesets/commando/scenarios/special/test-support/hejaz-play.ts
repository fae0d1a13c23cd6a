/**
 * Lawrence of Arabia on the Hejaz Railway (Section 42.0) for engine tests of
 * its special rules (Case 42.43): the game is created with its necessary
 * Optional Rules struck out (no mounts: Section 19.0 with it is played by
 * hejaz-run.test.ts), so the special rules are tested alone. Arabs set up north and south of Zones 2 and 7; the mine and the mule's
 * sledge are placed; phases are advanced with every side passing.
 */
import { loadBundled } from './bundled';
import type { Command } from '../../../model/commands';
import { decide } from '../../../engine/dispatch';
import type { GameEvent } from '../../../model/events';
import type { GameState } from '../../../model/state';
import type { Square } from '../../../../../map/map-model';
import { sideToAct } from '../../../engine/sequentiality';
import { createGame } from '../../setup-game';
import type { DiceSource, DieFace, DieRequest } from '../../../../../kernel/dice/dice-source';
import { Play } from './entebbe-play';

export { Play };

/** Every die its highest face (1D100 = 100: no observation, no hit, no panic), except the Arabs' initiative 1D10 shows 1. */
export class HejazDice implements DiceSource {
  readonly mode = 'scripted' as const;
  roll(request: DieRequest): DieFace {
    if (request.die === 'd6') return { die: 'd6', face: 6 };
    if (request.purpose.includes('initiative') && request.purpose.includes('Arab')) return { die: 'd10', face: 1 };
    return { die: 'd10', face: 10 };
  }
}

export const sq = (code: string): Square => ({ col: Number(code.slice(0, 2)), row: Number(code.slice(2)) });

export async function newHejaz(opts: { mine?: string; deploy?: false } = {}): Promise<{ play: Play; initial: GameState; setupEvents: GameEvent[] }> {
  const loaded = await loadBundled('42-hejaz-railway.json', 'm');
  // Without Case 42.42's mounts: the special rules are under test here, the mounts in hejaz-run.test.ts.
  const scenario = { ...loaded.scenario, optionalRules: { ...loaded.scenario.optionalRules, necessary: [] } };
  const dice = new HejazDice();
  const g = createGame(scenario, loaded.map, { gameId: 'hejaz-test', endurance: 'standard', optionalRules: [] }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  const play = new Play(g.value.state, dice);
  if (opts.deploy !== false) deployArabs(play, opts.mine ?? '2150');
  return { play, initial: g.value.initial, setupEvents: g.value.events };
}

/** Case 42.6: six Arabs north of Zones 2 and 7 (Zone 1, 1218–1223: the machine-gunner, Lawrence, …), six on the south side (Zone 8, 3038–3043). */
function deployArabs(play: Play, mine: string): void {
  const arabs = Object.values(play.state.men).filter((m) => m.side === 'arabs');
  arabs.forEach((m, i) => {
    const north = i < 6;
    play.run({ type: 'setup/deploy', manId: m.id, square: north ? { col: 12, row: 18 + i } : { col: 30, row: 38 + i - 6 } });
  });
  play.run({ type: 'setup/place-object', objectId: 'rail-mine-1', square: sq(mine) });
  play.run({ type: 'setup/place-object', objectId: 'mule-sledge-1', square: sq('0926') });
  play.run({ type: 'setup/start' });
}

/** Advance Phases (every side passing its Task Execution Phases) until `phase` of Game-Turn `turn` has begun. */
export function advanceTo(play: Play, turn: number, phase: string): void {
  for (let guard = 0; guard < 200; guard++) {
    if (play.state.turn === turn && play.state.phase === phase) return;
    const r = decide(play.state, { type: 'phase/advance' }, play.dice);
    if (r.ok) {
      play.run({ type: 'phase/advance' });
      continue;
    }
    const code = r.error.code;
    let c: Command;
    if (code === 'phase/initiative-not-rolled') c = { type: 'initiative/roll' };
    else if (code === 'phase/sides-still-to-act') c = { type: 'side/pass', side: sideToAct(play.state)! };
    else if (code.startsWith('melee')) c = { type: 'melee/resolve', combats: [] };
    else throw new Error(`cannot advance: ${code} ${r.error.message}`);
    play.run(c);
  }
  throw new Error(`never reached ${phase} of Game-Turn ${turn}`);
}

/** Begin `manId`'s interval in the current Task Execution Phase, passing the other side first if it is to choose. */
export function beginInterval(play: Play, manId: string): void {
  const side = play.state.men[manId]!.side;
  const toAct = sideToAct(play.state);
  if (toAct && toAct !== side) play.run({ type: 'side/pass', side: toAct });
  play.run({ type: 'task/begin', manId });
}

export const code = (play: Play, c: Command): string | undefined => {
  const r = decide(play.state, c, play.dice);
  return r.ok ? undefined : r.error.code;
};
