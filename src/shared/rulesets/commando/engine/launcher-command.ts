/**
 * Rifle grenades (Optional Rule Section 18.0) and thump guns (Section 21.0) as
 * commands: `task/affix-rifle-grenade` (Cases 18.12, 18.13, 18.23),
 * `task/fire-rifle-grenade` (Section 18.0 procedure, Cases 18.14, 18.24),
 * `task/fire-thump-gun` (Cases 21.12–21.14, 21.21, 21.22), the thump gun's
 * reload (Cases 21.21, 21.23, through `task/reload`), `setup/issue-thump-gun`
 * (Case 21.11 with the scenario's suggested allotment), and the opportunity
 * shot (Section 18.0 General Rule). The burst is a fragmentation grenade's
 * (Case 11.4, grenade-command.ts `blast`). Every die is recorded.
 * Rulings: docs/rulings/rifle-grenades.md, docs/rulings/thump-guns.md.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent, LauncherBlast } from '../model/events';
import type { GameState, ManState, OpportunityPromptState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { Square } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { squareCode } from '../rules/grenade-geometry';
import { resolveLauncher, validateAffix, type LauncherKind } from '../rules/launchers';
import { checkCarrying, isFireWeaponClass, THUMP_GUN_KIND, type Armament, type CarriedWeapon } from '../rules/weapons';
import { woundCondition } from '../rules/wounds';
import { tablesOf } from './game-tables';
import type { TaskPointActionId } from '../tables/task-point-costs';
import { armamentOf, grenadeEraOf, smokeOf, weaponTag, woundsOf, prepaidFire } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { blast, blastWounds } from './grenade-command';
import { targetPanicCheck } from '../rules/opportunity-fire';
import { checkActive } from './sequentiality';
import { launchermanOf, rifleGrenadesInUse, rifleGrenadesOf, sideHasObserved, thumpGunsInUse, carriesThumpGun, RIFLE_GRENADES_SECTION, THUMP_GUNS_SECTION } from './launcher-view';
import { SETUP_PHASE } from './setup-commands';
import { illuminationInUse } from './illumination';
import { illuminationLit } from './illumination-command';
import { checkAffordable, taskCost } from './task-points';

function activeMan(state: GameState, manId: string): Result<ManState, RuleError> {
  const checked = checkActive(state, manId);
  if (!checked.ok) return checked;
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${checked.value.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  }
  return checked;
}

type Fold = (state: GameState, event: GameEvent) => GameState;

/** Case 10.74 with 14.31 (ruling O11), as opportunity-command.ts's: the panic check of a man hit by opportunity fire. */
function opportunityTargetPanic(state: GameState, targetId: string, hit: boolean, conditionAfter: 'unwounded' | 'wounded' | 'seriously-wounded' | 'incapacitated' | 'dead'): { caseRef: string } | undefined {
  const r = targetPanicCheck({ hit, conditionAfter, expendingTaskPoints: sequenceOf(state).active?.manId === targetId });
  return r.required ? { caseRef: r.caseRef } : undefined;
}

const notInUse = (section: string, title: string): RuleError => ruleError('optional-rule/not-in-use', `Case ${section}.0`, `${title} (Optional Rule Section ${section}.0) is not in use in this game.`);

// ---------------------------------------------------------------------------
// Cases 18.12, 18.13, 18.23: affix or remove.

export function decideAffixRifleGrenade(state: GameState, cmd: CommandOf<'task/affix-rifle-grenade'>): Result<GameEvent[], RuleError> {
  if (!rifleGrenadesInUse(state)) return err(notInUse(RIFLE_GRENADES_SECTION, 'Rifle Grenades'));
  const checked = activeMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const owner = cmd.ownerId && cmd.ownerId !== man.id ? state.men[cmd.ownerId] : man;
  if (!owner?.square || owner.side !== man.side || owner.condition === 'dead') return err(ruleError('rifle-grenade/no-owner', 'Case 18.23', `There is no Friendly man "${cmd.ownerId ?? ''}" on the map whose weapon he could fit.`));
  const remove = cmd.remove === true;
  const helping = owner.id !== man.id;
  const view = launchermanOf(state, owner);
  const bad = validateAffix(view, { remove, ...(helping ? { helper: { square: man.square!, severelyWounded: man.condition === 'seriously-wounded' } } : {}) });
  if (bad) return err(bad);
  // Case 18.21 with Case 11.11: fitting a rifle grenade is preparing a grenade, one a Task Execution Phase.
  if (!remove && manTurnOf(state, owner.id).grenadePreparedPhase === state.phase) {
    return err(ruleError('rifle-grenade/one-per-phase', 'Case 18.21', 'Only one grenade may be prepared per Task Execution Phase, a rifle grenade included (Cases 11.11, 18.21).'));
  }
  const cost = taskCost('affix-rifle-grenade', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, remove ? 'Removing a rifle grenade' : 'Affixing a rifle grenade');
  if (short) return err(short);
  const a = armamentOf(owner);
  const left = rifleGrenadesOf(state, a);
  const { rifleGrenadeOn: _was, ...rest } = a;
  const armament: Armament = remove ? { ...rest, rifleGrenades: left + 1 } : { ...a, rifleGrenades: left - 1, rifleGrenadeOn: a.preparedWeapon! };
  return ok([{ type: 'rifle-grenade-affixed', manId: man.id, ownerId: owner.id, removed: remove, armament, cost, caseRef: helping ? 'Case 18.23' : remove ? 'Case 18.13' : 'Case 18.12' }]);
}

// ---------------------------------------------------------------------------
// Firing (Section 18.0 procedure; Cases 21.12–21.14, 21.22).

export interface LaunchOrder {
  readonly manId: string;
  readonly kind: LauncherKind;
  readonly target: Square;
  readonly opportunity?: OpportunityPromptState;
  /** Cases 34.24, 34.25: an illumination shell or rifle grenade, which lights instead of bursting (rulings RG6, TG1). */
  readonly illumination?: boolean;
}

/** Case 18.24: a rifle grenade costs what firing the weapon does; Case 21.12: a thump gun 25. */
function fireRow(state: GameState, kind: LauncherKind, a: Armament): TaskPointActionId {
  if (kind === 'thump-gun') return 'fire-thump-gun';
  const w = a.weapons.find((x) => x.id === a.rifleGrenadeOn);
  return w && isFireWeaponClass(w.kind) ? tablesOf(state).weaponClasses[w.kind].taskPointCost : 'fire-rifle';
}

export function decideFireLauncher(state: GameState, cmd: CommandOf<'task/fire-rifle-grenade'> | CommandOf<'task/fire-thump-gun'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const checked = activeMan(state, cmd.manId);
  if (!checked.ok) return checked;
  if (cmd.illumination && !illuminationInUse(state)) return err(ruleError('optional-rule/not-in-use', 'Case 34.0', `Illumination Devices (Optional Rule Section 34.0) are not in use in this game: no illumination ${cmd.type === 'task/fire-thump-gun' ? 'shells' : 'rifle grenades'}.`));
  return resolveLaunchOrder(state, { manId: cmd.manId, kind: cmd.type === 'task/fire-thump-gun' ? 'thump-gun' : 'rifle-grenade', target: cmd.target, ...(cmd.illumination ? { illumination: true } : {}) }, dice, fold);
}

/** The shot (normal or opportunity) and all it sets off. */
export function resolveLaunchOrder(state: GameState, order: LaunchOrder, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const { kind } = order;
  if (kind === 'rifle-grenade' ? !rifleGrenadesInUse(state) : !thumpGunsInUse(state)) {
    return err(kind === 'rifle-grenade' ? notInUse(RIFLE_GRENADES_SECTION, 'Rifle Grenades') : notInUse(THUMP_GUNS_SECTION, 'Thump Guns'));
  }
  const man = state.men[order.manId];
  if (!man?.square) return err(ruleError('launcher/off-map', 'Case 18.14', `${order.manId} is not on the map.`));
  const opp = order.opportunity;
  const a = armamentOf(man);
  const row = fireRow(state, kind, a);
  const cost = taskCost(row, man);
  if ('code' in cost) return err(cost);
  const charged = Math.max(0, cost.final - prepaidFire(state, man.id, row));
  const short = opp ? undefined : checkAffordable(state, man, charged, kind === 'thump-gun' ? 'Firing a thump gun (Case 21.12)' : 'Firing a rifle grenade (Case 18.24)');
  if (short) return err(short);
  const recording = new RecordingDice(dice);
  const firer = launchermanOf(state, man, opp !== undefined);
  const shot = { firer, target: order.target, smoke: smokeOf(state), enemyObserved: sideHasObserved(state, man.side) };
  const r = resolveLauncher(state.map, kind, shot, recording, tablesOf(state));
  if (!r.ok) return err(r.error);
  const t = r.value;
  const what = `${order.illumination ? 'illumination ' : ''}${kind === 'thump-gun' ? (order.illumination ? 'thump gun shell' : 'thump gun') : 'rifle grenade'}`;
  const summary = [
    t.dud
      ? `${man.name} fires his thump gun at ${squareCode(order.target)}, within ${tablesOf(state).launcherNumbers.thumpGunMinimumRange.value} squares: the shell does not arm, nothing occurs (Case 21.22)`
      : `${man.name} fires a ${what} at ${squareCode(order.target)}: ${t.chance!.final}% (${kind === 'thump-gun' ? 'Case 21.15' : 'Case 11.81; Case 18.31'})`,
    ...t.rolls.map((x) => x.text),
    ...(t.scatter?.stops.map((s) => s.reason) ?? []),
  ];
  let blastRecord: LauncherBlast | undefined;
  let wounds: GameEvent[] = [];
  const lit = !t.dud && order.illumination ? illuminationLit(state, kind, t.landing, { side: man.side, man }) : [];
  if (!t.dud && !order.illumination) {
    // Section 18.0 "Rifle Grenade Detonation": it explodes as a normal fragment grenade (Case 11.4); the thump gun is of the Modern era (Section 21.0 Commentary).
    const b = blast(state, t.landing, kind === 'thump-gun' ? 'modern' : grenadeEraOf(state), recording);
    summary.push(...b.rolls.map((x) => x.text));
    blastRecord = {
      square: t.landing,
      code: b.code,
      killChance: b.killChance,
      men: b.men
        .filter((m) => m.exposure.affected)
        .map((m) => {
          const target = state.men[m.id]!;
          const cond = woundCondition({ ...woundsOf(target), woundPoints: target.wounds + m.wounds, ...(m.killed ? { killed: true } : {}) });
          const panic = opp ? opportunityTargetPanic(state, m.id, true, cond) : undefined;
          return { id: m.id, wounds: m.wounds, killed: m.killed, reason: m.exposure.reason, ...(panic ? { panicCheckDue: panic } : {}) };
        }),
    };
    wounds = blastWounds(state, b.men.filter((m) => m.wounds > 0 || m.killed).map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed })), opp?.moverId);
  }
  // Case 18.11: the grenade leaves the rifle; Case 21.21: the thump gun is unloaded.
  const { rifleGrenadeOn: _fired, ...rest } = a;
  const armament: Armament = kind === 'rifle-grenade' ? rest : { ...a, weapons: a.weapons.map((w) => (w.id === a.preparedWeapon ? { ...w, loaded: false } : w)) };
  const moverPanic = opp ? blastRecord?.men.find((m) => m.id === opp.moverId)?.panicCheckDue : undefined;
  const fired: GameEvent = {
    type: 'launcher-fired',
    manId: man.id,
    launcher: kind,
    target: order.target,
    ...(t.chance ? { chance: t.chance } : {}),
    hit: t.hit,
    dud: t.dud,
    ...(order.illumination ? { illumination: true } : {}),
    landing: t.landing,
    ...(t.scatter ? { scatter: { direction: t.scatter.direction, distance: t.scatter.distance, stops: t.scatter.stops.map((s) => s.reason) } } : {}),
    ...(blastRecord ? { blast: blastRecord } : {}),
    armament,
    ...(opp ? { opportunity: { promptId: opp.id, simultaneous: opp.simultaneous, caseRef: 'Case 18.0' } } : {}),
    ...(opp && moverPanic ? { panicCheckDue: { manId: opp.moverId, caseRef: moverPanic.caseRef } } : {}),
    cost,
    taskPointsCharged: charged,
    summary,
    caseRef: t.dud ? 'Case 21.22' : kind === 'thump-gun' ? 'Case 21.13' : 'Case 18.0',
    dice: recording.take(),
  };
  const events: GameEvent[] = [fired, ...wounds, ...lit];
  // Ruling RG4: a launcher shot is firing a weapon (Cases 8.5, 10.71): it reveals the firer and sets off "firing" plots.
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), man.id, man.square, { kind: 'fired', targets: [], hits: [] })]);
}

// ---------------------------------------------------------------------------
// Case 21.11: issuing thump guns in set-up.

export function decideIssueThumpGun(state: GameState, cmd: CommandOf<'setup/issue-thump-gun'>): Result<GameEvent[], RuleError> {
  if (!thumpGunsInUse(state)) return err(notInUse(THUMP_GUNS_SECTION, 'Thump Guns'));
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 21.11', 'Thump guns are issued in set-up, before play begins (Case 21.11).'));
  if (state.scenario.era !== undefined && state.scenario.era !== 'Modern') {
    return err(ruleError('thump-gun/era', 'Case 21.0', 'The thump gun was devised during the Second Indochina War and may not be used in Scenarios before that time (Section 21.0 Commentary).'));
  }
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('setup/unknown-man', 'Case 21.11', `There is no man "${cmd.manId}" in this game.`));
  const allot = state.scenario.thumpGuns?.[man.side];
  if (state.scenario.thumpGuns && allot === undefined) return err(ruleError('thump-gun/not-allotted', 'Case 21.11', `The scenario assigns thump guns only to ${Object.keys(state.scenario.thumpGuns).join(', ')} (Case 21.11).`));
  const issued = Object.values(state.men).filter((m) => m.side === man.side && carriesThumpGun(m)).length;
  if (allot?.count != null && issued >= allot.count) return err(ruleError('thump-gun/allotment-spent', allot.caseRef, `The scenario gives the side ${allot.count} thump guns (Case ${allot.caseRef}); all are issued.`));
  const a = armamentOf(man);
  if (a.weapons.some((w) => w.kind === THUMP_GUN_KIND)) return err(ruleError('thump-gun/already', 'Case 21.11', `${man.name} already carries a thump gun.`));
  const lieu = allot?.inLieuOf;
  const replaced = cmd.replaceWeaponId ? a.weapons.find((w) => w.id === cmd.replaceWeaponId) : lieu ? a.weapons.find((w) => w.kind === lieu) : undefined;
  if (cmd.replaceWeaponId && !replaced) return err(ruleError('weapon/not-carried', 'Case 21.11', `${man.name} does not carry ${cmd.replaceWeaponId}.`));
  if (lieu && replaced?.kind !== lieu) return err(ruleError('thump-gun/in-lieu', allot!.caseRef, `The thump guns come in lieu of a ${lieu} (Case ${allot!.caseRef}); ${man.name} has none to give up.`));
  const gun: CarriedWeapon = { id: `w${weaponTag(man.id)}-tg`, kind: THUMP_GUN_KIND, issuedTo: man.side };
  const weapons = [...a.weapons.filter((w) => w.id !== replaced?.id), gun];
  const over = checkCarrying(weapons);
  if (over) return err(ruleError(over.code, 'Case 21.11', `${over.message} Name a weapon the thump gun replaces.`));
  // Case 21.11: a main combat weapon — his prepared weapon from the start (Case 13.17).
  const armament: Armament = { ...a, weapons, preparedWeapon: gun.id };
  return ok([{ type: 'thump-gun-issued', manId: man.id, weaponId: gun.id, ...(replaced ? { replaced: replaced.kind } : {}), armament, caseRef: allot ? `Case ${allot.caseRef}` : 'Case 21.11' }]);
}

/** The men a side may still issue a thump gun to (legal actions). */
export function thumpGunCandidates(state: GameState): ManState[] {
  if (!thumpGunsInUse(state) || !state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return [];
  return Object.values(state.men).filter((m) => decideIssueThumpGun(state, { type: 'setup/issue-thump-gun', manId: m.id }).ok);
}

/** The turn panel's rifle grenade and thump gun tasks for the acting man (legal-actions.ts; `decide` checks each again). */
export function launcherCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man?.square) return [];
  const out: Command[] = [];
  const known = [...new Set(Object.values(state.men).filter((m) => m.side === man.side).flatMap((m) => Object.values(state.knowledge[m.id]?.lastKnown ?? {})).filter((k) => state.men[k.enemyId]?.side !== man.side))];
  const targets = known.map((k) => k.square).filter((q, i, all) => all.findIndex((x) => x.col === q.col && x.row === q.row) === i);
  if (rifleGrenadesInUse(state)) {
    out.push({ type: 'task/affix-rifle-grenade', manId }, { type: 'task/affix-rifle-grenade', manId, remove: true });
    for (const f of Object.values(state.men)) {
      if (f.id !== man.id && f.side === man.side && f.square && f.square.col === man.square.col && f.square.row === man.square.row) out.push({ type: 'task/affix-rifle-grenade', manId, ownerId: f.id });
    }
    for (const target of targets) out.push({ type: 'task/fire-rifle-grenade', manId, target });
  }
  if (thumpGunsInUse(state)) for (const target of targets) out.push({ type: 'task/fire-thump-gun', manId, target });
  return out;
}
