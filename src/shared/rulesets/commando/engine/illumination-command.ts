/**
 * Section 34.0 Illumination Devices as commands: `task/fire-flare` (Cases
 * 34.31–34.32: Chart 5.22's 13 Task Points, the Section 18.0 procedure through
 * launchers.ts), `umpire/star-shell` (Cases 34.41–34.44: star shells agreed
 * without Section 28.0 — the umpire resolves the fire and places the shell;
 * with it, engine/artillery-fire.ts fires them; ruling IL7), `umpire/roll-wind` (Cases 34.42, 32.12), and `illuminationLit`, the
 * event that puts any device over its square — after an illumination hand
 * grenade (Case 34.21, grenade-command.ts), rifle grenade (Case 34.25) or
 * thump gun shell (Case 34.24, launcher-command.ts). Every die is recorded.
 * Rulings: docs/rulings/illumination.md.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent, IlluminationEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { sequenceOf } from '../model/state';
import { squareCode } from '../rules/grenade-geometry';
import { flaresLeft, lastTurnOf, litSquares, rollWind, SOURCE_CASE, SOURCE_KIND, type IlluminationSource } from '../rules/illumination';
import { resolveLauncher } from '../rules/launchers';
import { tablesOf } from './game-tables';
import { smokeOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { ILLUMINATION_SECTION, illuminationInUse } from './illumination';
import { checkActive } from './sequentiality';
import { launchermanOf } from './launcher-view';
import { checkAffordable, taskCost } from './task-points';
import { losVehicles } from './vehicles';

type Fold = (state: GameState, event: GameEvent) => GameState;

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', 'Case 34.0', `Illumination Devices (Optional Rule Section ${ILLUMINATION_SECTION}.0) are not in use in this game.`);

/** The device starts to burn over `square` (Cases 34.22, 34.33, 34.43); nothing when Section 34.0 is not in use (the grenade is then spent). */
export function illuminationLit(state: GameState, source: IlluminationSource, square: Square, by: { readonly side: string; readonly man?: ManState }): IlluminationEvent[] {
  if (!illuminationInUse(state)) return [];
  const kind = SOURCE_KIND[source];
  const row = tablesOf(state).illumination[kind];
  const number = state.illumination?.nextNumber ?? 1;
  const device = {
    id: `light-${number}`,
    kind,
    source,
    side: by.side,
    ...(by.man ? { manId: by.man.id } : {}),
    square,
    litTurn: state.turn,
    lastTurn: lastTurnOf(kind, state.turn, tablesOf(state)),
  };
  const squares = litSquares(state.map, device, tablesOf(state), losVehicles(state).vehicles).length;
  const lasts = device.lastTurn === state.turn ? 'until the Bookkeeping Phase of this Game-Turn' : `through Game-Turn ${device.lastTurn}`;
  return [
    {
      type: 'illumination-lit',
      device,
      squares,
      summary: [`${row.label} burning over ${squareCode(square)}: ${squares} squares within ${row.radius.value} lit ${lasts} (${SOURCE_CASE[source]}; Case 34.5)`],
      caseRef: SOURCE_CASE[source],
    },
  ];
}

/** task/fire-flare (Cases 34.31–34.32). */
export function decideFireFlare(state: GameState, cmd: CommandOf<'task/fire-flare'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  if (!illuminationInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  const left = flaresLeft(state.illumination, man.id, man.side);
  if (left < 1) {
    const issued = state.illumination?.flaresPerMan?.[man.side];
    return err(ruleError('flare/none-left', issued ? `Case ${issued.caseRef}` : 'Case 34.31', issued ? `${man.name} has fired all ${issued.count} of his flares (Case ${issued.caseRef}).` : `The scenario issues no hand-fired flares to ${man.name}'s side (ruling IL6).`));
  }
  const cost = taskCost('fire-hand-flare', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Firing a flare (Case 34.31)');
  if (short) return err(short);
  const recording = new RecordingDice(dice);
  const r = resolveLauncher(state.map, 'rifle-grenade', { firer: launchermanOf(state, man), target: cmd.target, smoke: smokeOf(state), flare: true }, recording, tablesOf(state));
  if (!r.ok) return err(r.error);
  const t = r.value;
  const fired: GameEvent = {
    type: 'flare-fired',
    manId: man.id,
    target: cmd.target,
    chance: t.chance!,
    hit: t.hit,
    landing: t.landing,
    ...(t.scatter ? { scatter: { direction: t.scatter.direction, distance: t.scatter.distance, stops: t.scatter.stops.map((s) => s.reason) } } : {}),
    cost,
    taskPointsCharged: cost.final,
    flaresLeft: left - 1,
    summary: [`${man.name} fires a flare at ${squareCode(cmd.target)}: ${t.chance!.final}% (Case 34.32; Case 11.81; Case 18.31)`, ...t.rolls.map((x) => x.text), ...(t.scatter?.stops.map((s) => s.reason) ?? [])],
    caseRef: 'Case 34.31',
    dice: recording.take(),
  };
  const events: GameEvent[] = [fired, ...illuminationLit(fold(state, fired), 'flare', t.landing, { side: man.side, man })];
  // Ruling IL5 with RG4: a flare is fired: it reveals the firer (Case 8.5) and sets off "firing" plots (Case 10.71).
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), man.id, man.square!, { kind: 'fired', targets: [], hits: [] })]);
}

/**
 * The turn panel's Section 34.0 tasks for the acting man (legal-actions.ts; `decide` checks each again): a flare, an
 * illumination rifle grenade or thump gun shell at each square where his side last saw an enemy man.
 */
export function illuminationCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man?.square || !illuminationInUse(state)) return [];
  const seen = Object.values(state.men)
    .filter((m) => m.side === man.side)
    .flatMap((m) => Object.values(state.knowledge[m.id]?.lastKnown ?? {}))
    .map((k) => k.square);
  const targets = seen.filter((q, i) => seen.findIndex((x) => x.col === q.col && x.row === q.row) === i);
  return targets.flatMap((target): Command[] => [
    { type: 'task/fire-flare', manId, target },
    { type: 'task/fire-rifle-grenade', manId, target, illumination: true },
    { type: 'task/fire-thump-gun', manId, target, illumination: true },
  ]);
}

/** umpire/roll-wind (Cases 34.42, 32.12): once a game. */
export function decideRollWind(state: GameState, dice: DiceSource): Result<GameEvent[], RuleError> {
  if (!illuminationInUse(state)) return err(notInUse());
  if (state.illumination?.wind) return err(ruleError('wind/rolled', 'Case 34.42', `The wind is already rolled: ${state.illumination.wind.direction.toUpperCase()}, ${state.illumination.wind.velocity} (Case 34.42).`));
  return ok([windEvent(state, dice)]);
}

function windEvent(state: GameState, dice: DiceSource): IlluminationEvent {
  const recording = new RecordingDice(dice);
  const w = rollWind(recording, tablesOf(state));
  return { type: 'wind-rolled', wind: w.wind, summary: w.rolls.map((r) => r.text), caseRef: 'Case 34.42', dice: recording.take() };
}

/** umpire/star-shell (Cases 34.41–34.44, ruling IL7): the wind is rolled first if it was not (Case 34.42). */
export function decideStarShell(state: GameState, cmd: CommandOf<'umpire/star-shell'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  if (!illuminationInUse(state)) return err(notInUse());
  if (!state.sides.some((s) => s.id === cmd.side)) return err(ruleError('star-shell/unknown-side', 'Case 34.41', `There is no side "${cmd.side}" in this game.`));
  if (!onMap(state.map, cmd.square)) return err(ruleError('star-shell/off-map', 'Case 34.41', `Square ${squareCode(cmd.square)} is not on the map.`));
  const wind = state.illumination?.wind ? [] : [windEvent(state, dice)];
  const s = wind.reduce(fold, state);
  return ok([...wind, ...illuminationLit(s, 'star-shell', cmd.square, { side: cmd.side })]);
}
