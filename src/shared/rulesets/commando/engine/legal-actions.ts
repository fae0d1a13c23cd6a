/**
 * Whose move it is, and what may be done now (Sections 5–8): for the UI (the
 * umpire console shows it) and for tests (random streams are drawn from it).
 * Every command listed is checked by `decide` itself, so the list and the
 * engine cannot disagree. Rulings: docs/rulings/turn-sequence.md.
 */
import { jeepGunOf } from './jeep-machinegun';
import { climbCandidates, hooksCandidates } from './climb-command';
import { divingGearCandidates, underwaterCandidates } from './underwater-command';
import { dogCandidates } from './dog-candidates';
import { mountCandidates } from './mounts';
import { vehicleCandidates } from './vehicle-candidates';
import { sameSquare } from '../../../map/map-model';
import type { DiceSource, DieFace, DieRequest } from '../../../kernel/dice/dice-source';
import type { Command } from '../model/commands';
import { decide, decidesWithoutFollowUps } from './dispatch';
import type { GameState, Prompt } from '../model/state';
import { canAct, sequenceOf } from '../model/state';
import { initiativeError } from './initiative';
import { OBSERVATION_PHASE } from '../rules/observation-limits';
import { eligibleMen, isTaskPhase, sideName, sideToAct } from './sequentiality';
import { OPPORTUNITY_FIRE_TASKS } from './task-points';
import { advanceError, PLOT_PHASE } from './turn-sequence';
import { entryLimitError, entrySquaresFor } from './entry';
import { armamentOf } from './carried-weapons';
import { tablesOf } from './game-tables';
import { isFireWeaponClass } from '../rules/weapons';
import { wireCandidates } from './wire-command';
import { liveWireCandidates } from './live-wire-command';
import { flamethrowerCandidates } from './flamethrower-command';
import { launcherCandidates, thumpGunCandidates } from './launcher-command';
import { antitankCandidates, antitankSetupCandidates } from './antitank-candidates';
import { satchelCandidates, satchelSetupCandidates } from './satchel-candidates';
import { illuminationCandidates } from './illumination-command';
import { launchPlotCandidates } from './opportunity-launch';
import { gunPlotCandidates } from './vehicle-gun-plot';
import { claymoreCandidates } from './mine-command';
import { detonationPlotCandidates } from './opportunity-detonation';
import { takeCandidates } from './take-equipment';
import { allOf } from './special-rules';
import { assignmentCommands, emplacementCommands } from './explosive-setup';
import { entryChoiceCommands } from './setup-commands';
import { panicChoiceCommands, panicChoiceSummary } from './panic-choice';

export type MoveKind =
  /** A man is executing tasks (Cases 6.21, 6.43). */
  | 'man-acting'
  /** An observation prompt interrupts him; the listed side answers (Case 7.52). */
  | 'prompt'
  /** The side chooses its next man or passes (Cases 6.22, 6.23, 6.41). */
  | 'choose-man'
  /** The Phase needs only the umpire (rolls, plots, attempts, or advancing). */
  | 'umpire';

export interface WhoseMove {
  readonly turn: number;
  readonly phase: string;
  readonly kind: MoveKind;
  /** The side that must act now; absent when it is the umpire's to move on. */
  readonly side?: string;
  readonly manId?: string;
  readonly promptId?: string;
  /** The Phase's work is done: `phase/advance` is legal. */
  readonly canAdvance: boolean;
  readonly caseRef: string;
  readonly summary: string;
}

/** Who must act now (Cases 5.1, 6.2, 7.52). */
export function whoseMove(state: GameState): WhoseMove {
  const seq = sequenceOf(state);
  const base = { turn: state.turn, phase: state.phase, canAdvance: advanceError(state) === undefined };
  const prompt = seq.prompts[0];
  // Case 14.22: the owning Player names the target of his panicked man's fire.
  if (prompt?.kind === 'panic-target') {
    return { ...base, kind: 'prompt', side: prompt.moverSide, manId: prompt.moverId, promptId: prompt.id, caseRef: prompt.caseRef, summary: panicChoiceSummary(state, prompt, sideName(state, prompt.moverSide)) };
  }
  if (prompt) {
    const observer = state.men[prompt.pending[0]?.observerId ?? ''];
    return {
      ...base,
      kind: 'prompt',
      ...(observer ? { side: observer.side } : {}),
      manId: prompt.moverId,
      promptId: prompt.id,
      caseRef: prompt.caseRef,
      summary: `${observer ? sideName(state, observer.side) : 'The other side'} answers ${prompt.kind === 'opportunity' ? 'an opportunity-fire prompt' : 'an observation prompt'} before ${state.men[prompt.moverId]?.name ?? prompt.moverId} goes on (${prompt.caseRef}).`,
    };
  }
  if (seq.active) {
    const man = state.men[seq.active.manId];
    return {
      ...base,
      kind: 'man-acting',
      side: seq.active.side,
      manId: seq.active.manId,
      caseRef: 'Case 6.21',
      summary: `${man?.name ?? seq.active.manId} of ${sideName(state, seq.active.side)} is executing tasks (Cases 6.21, 6.43).`,
    };
  }
  if (isTaskPhase(state.phase)) {
    const side = sideToAct(state);
    if (side) {
      const ranOut = seq.lastActedSide === side;
      return {
        ...base,
        kind: 'choose-man',
        side,
        caseRef: ranOut ? 'Case 6.23' : 'Case 6.22',
        summary: ranOut
          ? `${sideName(state, side)} performs tasks with all his remaining men; the other side has passed or run out (Case 6.23).`
          : `${sideName(state, side)} chooses a man to execute tasks, or passes (Cases 6.22, 6.41).`,
      };
    }
    return { ...base, kind: 'umpire', caseRef: 'Case 6.23', summary: 'Both sides have finished task execution for this Phase: advance the Phase (Cases 6.23, 5.1).' };
  }
  return { ...base, kind: 'umpire', caseRef: 'Case 5.1', summary: `${state.phase} Phase of Game-Turn ${state.turn} (Case 5.1).` };
}

/** A probe for `decide`: valid faces, never a tie between consecutive d10s. Its results are thrown away. */
class ProbeDice implements DiceSource {
  readonly mode = 'scripted' as const;
  private n = 0;
  roll(request: DieRequest): DieFace {
    this.n++;
    return { die: request.die, face: request.die === 'd6' ? ((this.n - 1) % 6) + 1 : ((this.n - 1) % 10) + 1 };
  }
}

/** Is this command legal now? (decide with throw-away dice; decide never mutates.) */
export function isLegal(state: GameState, command: Command): boolean {
  return decide(state, command, new ProbeDice()).ok;
}

/** `isLegal`, without the follow-ups and victory facts a decision runs after the command (issue 23): the same answer, cheaper. */
export function isLegalCheap(state: GameState, command: Command): boolean {
  return decidesWithoutFollowUps(state, command, new ProbeDice());
}

export interface LegalActions {
  readonly whoseMove: WhoseMove;
  /** Every listed command is legal now. Moves are listed one square at a time; longer routes are legal too (path-finding.ts `reachable`). */
  readonly commands: readonly Command[];
  /** Men the side to act may choose (Case 6.41). */
  readonly eligibleMen: readonly string[];
  readonly prompts: readonly Prompt[];
}

const NEIGHBOURS: readonly [number, number][] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** The commands `legalActions` checks: every one it lists is among them. */
export function candidates(state: GameState): Command[] {
  const seq = sequenceOf(state);
  const out: Command[] = [{ type: 'phase/advance' }];
  const men = Object.values(state.men);
  const attemptsBy = (observerId: string): Command[] =>
    men.filter((t) => t.side !== state.men[observerId]?.side).map((t) => ({ type: 'observe/attempt', observerId, targetId: t.id }));

  if (seq.prompts.length > 0) {
    for (const p of seq.prompts) {
      // Cases 7.53, 10.73: the plotted man's side fires or holds.
      if (p.kind === 'opportunity') {
        out.push({ type: 'opportunity/fire', promptId: p.id }, { type: 'opportunity/hold', promptId: p.id });
        continue;
      }
      // Case 14.22: one choice per equally near man.
      if (p.kind === 'panic-target') {
        out.push(...panicChoiceCommands(p));
        continue;
      }
      for (const e of p.pending) {
        out.push({ type: 'observe/attempt', observerId: e.observerId, targetId: p.moverId }, { type: 'observe/forego', observerId: e.observerId, promptId: p.id });
      }
    }
    return out;
  }
  if (state.phase === OBSERVATION_PHASE) for (const m of men) if (canAct(m)) out.push(...attemptsBy(m.id));
  if (state.phase === PLOT_PHASE) {
    for (const m of men) {
      if (seq.plots[m.id]) out.push({ type: 'plot/withdraw', manId: m.id });
      else {
        // Case 10.76: his prepared weapon's fire task, or a throw (Case 11.61); Case 10.72 conditions.
        const a = armamentOf(m);
        const w = a.weapons.find((x) => x.id === a.preparedWeapon);
        const row = w && isFireWeaponClass(w.kind) ? tablesOf(state).weaponClasses[w.kind].taskPointCost : undefined;
        for (const fireTask of OPPORTUNITY_FIRE_TASKS.filter((t) => t === row || t === 'throw-grenade')) {
          out.push(
            { type: 'plot/opportunity-fire', manId: m.id, fireTask, payload: { note: 'first observed target (Case 10.72)' } },
            { type: 'plot/opportunity-fire', manId: m.id, fireTask, condition: { trigger: 'moving-or-firing', ordinal: 2 } },
            { type: 'plot/opportunity-fire', manId: m.id, fireTask, condition: { trigger: 'firing', ordinal: 1 } },
          );
        }
        // Case 22.33: a man at a detonator may lie in wait with his claymores.
        out.push(...detonationPlotCandidates(state, m));
        // Sections 18.0, 21.0: or with an affixed rifle grenade or a loaded thump gun (opportunity-launch.ts).
        out.push(...launchPlotCandidates(state, m));
        // Cases 23.33, 23.53: or a crewman at his vehicle's machinegun (vehicle-gun-plot.ts).
        out.push(...gunPlotCandidates(state, m));
      }
    }
  }
  if (!initiativeError(state)) out.push({ type: 'initiative/roll' });
  // The scenario's special rules (Case 42.43: the Turkish Player's option of the train's run).
  out.push(...allOf(state, (p) => p.candidates?.(state)));
  // Sections 12 and 38 (melee-phase.ts, setup-commands.ts, entry.ts): resolve a hand-to-hand Phase, start a set-up game, enter, step off the map.
  if (state.phase === 'hand-to-hand') out.push({ type: 'melee/resolve', combats: [] });
  if (state.scenario && !state.scenario.started) out.push({ type: 'setup/start' }, ...entryChoiceCommands(state), ...assignmentCommands(state));
  // Case 21.11: thump guns issued in set-up (launcher-command.ts).
  for (const m of thumpGunCandidates(state)) out.push({ type: 'setup/issue-thump-gun', manId: m.id });
  // Sections 26.0, 27.0: launchers and LAWs handed out in set-up (antitank-candidates.ts).
  out.push(...antitankSetupCandidates(state), ...satchelSetupCandidates(state));
  // Case 35.24 (ruling CL3): hooks and ropes given out in set-up (climb-command.ts).
  out.push(...hooksCandidates(state));
  out.push(...divingGearCandidates(state));
  // Section 32.0: dogs placed in set-up, released, the whistle, the loose dog (dog-candidates.ts).
  out.push(...dogCandidates(state, isTaskPhase(state.phase) ? seq.active?.manId : undefined));
  // Section 19.0: mounts placed in set-up; mounting, dismounting, hobbling (mounts.ts).
  out.push(...mountCandidates(state, isTaskPhase(state.phase) ? seq.active?.manId : undefined));
  // Sections 23.0, 24.0, 29.0, 30.0: set-up placements, the vehicles' own tasks between intervals, the acting man's mounting (vehicle-candidates.ts).
  out.push(...vehicleCandidates(state, isTaskPhase(state.phase) ? seq.active?.manId : undefined));
  const acting = seq.active ? state.men[seq.active.manId] : undefined;
  if (acting && !acting.square && acting.awaitingEntry) for (const sq of entrySquaresFor(state, acting).squares.filter((q) => !entryLimitError(state, acting, q)).slice(0, 4)) out.push({ type: 'entry/enter', manId: acting.id, square: sq });
  if (acting?.square) out.push({ type: 'task/exit-map', manId: acting.id });
  if (isTaskPhase(state.phase)) {
    const active = seq.active ? state.men[seq.active.manId] : undefined;
    if (active) {
      const id = active.id;
      out.push({ type: 'task/end', manId: id }, { type: 'task/fall-prone', manId: id }, { type: 'task/stand', manId: id });
      // Chart 5.22 note *: falling prone is free only as his last task; to go on after it he pays.
      if (active.posture === 'erect') out.push({ type: 'task/fall-prone', manId: id, goOn: true });
      if (active.square) {
        const from = active.square;
        for (const [dc, dr] of NEIGHBOURS) {
          const to = { col: from.col + dc, row: from.row + dr };
          if (to.col >= 1 && to.row >= 1) out.push({ type: 'task/move', manId: id, route: [from, to] });
        }
      }
      out.push(...attemptsBy(id));
      // Sections 10, 11, 13: fire at each man he observes, reload, grenades, weapon changes.
      const a = armamentOf(active);
      // Ruling VH65 (jeep-machinegun.ts): a non-driver in a jeep that mounts a machinegun may fire it.
      const jeepGun = jeepGunOf(state, active);
      for (const targetId of state.knowledge[id]?.observing ?? []) {
        out.push({ type: 'task/fire', manId: id, targets: [{ targetId }] }, { type: 'task/fire', manId: id, targets: [{ targetId }], aimed: true });
        if (jeepGun) out.push({ type: 'task/fire', manId: id, targets: [{ targetId }], weaponId: jeepGun });
        const sq = state.men[targetId]?.square;
        if (sq) out.push({ type: 'task/throw-grenade', manId: id, target: sq });
      }
      out.push({ type: 'task/reload', manId: id }, { type: 'task/prepare-grenade', manId: id, grenade: 'fragmentation' }, { type: 'task/prepare-grenade', manId: id, grenade: 'smoke' });
      if (active.square) {
        const s = active.square;
        out.push({ type: 'task/throw-grenade', manId: id, target: { col: s.col + 2, row: s.row + 1 } });
        for (const l of state.lyingWeapons ?? []) if (sameSquare(l.square, s)) out.push({ type: 'task/pick-up-weapon', manId: id, weaponId: l.weapon.id });
      }
      for (const w of a.weapons) if (w.id !== a.preparedWeapon) out.push({ type: 'task/prepare-weapon', manId: id, weaponId: w.id });
      // Section 20.0: bridge, leave or clip the wire beside him (wire-command.ts).
      out.push(...wireCandidates(state, id), ...liveWireCandidates(state, id));
      // Section 17.0: a flamethrower's patterns, repair, putting out the flames (flamethrower-command.ts).
      out.push(...flamethrowerCandidates(state, id));
      // Case 22.32: at the detonator of a Friendly claymore (mine-command.ts); mines are laid with the map tools.
      out.push(...claymoreCandidates(state, id));
      // Sections 18.0, 21.0: affix a rifle grenade, fire it or a thump gun at a square where the side saw an Enemy man (launcher-command.ts).
      out.push(...launcherCandidates(state, id), ...illuminationCandidates(state, id), ...antitankCandidates(state, id), ...satchelCandidates(state, id));
      // Section 13.2: take an item of equipment (clippers, the radio) from a man in his square (take-equipment.ts).
      out.push(...takeCandidates(state, id));
      // Section 35.0: climb a tree, a ladder or with hooks onto a roof; come down (climb-command.ts).
      out.push(...climbCandidates(state, id));
      out.push(...underwaterCandidates(state, id));
      // Cases 44.43, 45.81, 46.43, 50.43: the scenario's own tasks (its special-rule plug-ins).
      if (state.scenario) out.push(...allOf(state, (p) => p.taskCandidates?.(state, id)));
      // Case 11.73: emplacing his explosive where it counts against a demolition target.
      out.push(...emplacementCommands(state, active));
    } else {
      const side = sideToAct(state);
      if (side) {
        out.push({ type: 'side/pass', side });
        for (const m of eligibleMen(state, side)) out.push({ type: 'task/begin', manId: m.id });
      }
    }
  }
  return out;
}

/** What may be done now, each command checked by `decide`. */
export function legalActions(state: GameState): LegalActions {
  const who = whoseMove(state);
  const commands = candidates(state).filter((c) => isLegalCheap(state, c));
  const side = who.kind === 'choose-man' ? who.side : undefined;
  return {
    whoseMove: who,
    commands,
    eligibleMen: side ? eligibleMen(state, side).map((m) => m.id) : [],
    prompts: sequenceOf(state).prompts,
  };
}
