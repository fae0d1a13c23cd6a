/**
 * Weapon tasks as commands (Sections 10.6, 11.7, 13.1, 13.2): reload (Case
 * 10.63), change the prepared weapon (Case 13.18), drop (13.14, free), pick up
 * (13.15), exchange (13.2) and emplace an explosive (11.73). Each event
 * carries the man's armament after the task, so the fold only sets it.
 * Rulings: docs/rulings/turn-sequence.md "Fire, grenades and opportunity fire in the engine".
 */
import { sameSquare } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { emplace, validateTransfer } from '../rules/explosives';
import { validateCombatTask } from '../rules/grenades';
import { reload } from '../rules/magazines';
import { reloadThumpGunError } from '../rules/launchers';
import { isFireWeaponClass, THUMP_GUN_KIND, validateChangePrepared, validateDrop, validatePickUp, withoutWeapons, type Armament, type CarriedWeapon } from '../rules/weapons';
import { applyExchange, type ExchangeParty } from '../rules/weapon-exchange';
import { armamentOf, woundsOf } from './carried-weapons';
import { checkActive } from './sequentiality';
import { checkAffordable, remainingTaskPoints, taskCost } from './task-points';
import { firstOf } from './special-rules';
import { tablesOf } from './game-tables';

function active(state: GameState, manId: string): Result<ManState, RuleError> {
  const checked = checkActive(state, manId);
  if (!checked.ok) return checked;
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${checked.value.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  }
  return checked;
}

const ctxOf = (state: GameState, man: ManState) => ({ turn: state.turn, phase: state.phase, taskPointsRemaining: remainingTaskPoints(state, man.id), wounds: woundsOf(man) });

/** task/reload (Case 10.63; Case 11.12: not while holding a prepared grenade). */
export function decideReload(state: GameState, cmd: CommandOf<'task/reload'>): Result<GameEvent[], RuleError> {
  const checked = active(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const a = armamentOf(man);
  const holding = validateCombatTask(a.preparedGrenades.length > 0 ? { prepared: a.preparedGrenades } : { prepared: [] }, 'reload');
  if (holding) return err(holding);
  const weaponId = cmd.weaponId ?? a.weapons.find((w) => w.loaded === false)?.id ?? a.preparedWeapon;
  const w = a.weapons.find((x) => x.id === weaponId);
  // Cases 21.21, 21.23: a thump gun reloads at the normal cost, one shell at a time.
  const shell = w ? reloadThumpGunError(w) : undefined;
  if (shell) return err(shell);
  if (w?.kind === THUMP_GUN_KIND) return reloadWith(state, man, a, w);
  if (!w || !isFireWeaponClass(w.kind)) return err(ruleError('reload/no-weapon', 'Case 10.63', `${man.name} carries no fire weapon "${weaponId ?? ''}" to reload (Case 10.63).`));
  const r = reload(w.kind, w.loaded !== false, { ...woundsOf(man), taskPointsRemaining: remainingTaskPoints(state, man.id) }, tablesOf(state));
  if ('code' in r) return err(r);
  const armament = { ...a, weapons: a.weapons.map((x) => (x.id === w.id ? { ...x, loaded: true } : x)) };
  return ok([{ type: 'weapon-reloaded', manId: man.id, weaponId: w.id, armament, cost: r.cost, caseRef: 'Case 10.63' }]);
}

/** The Case 21.21 reload of a thump gun: "the normal 25 Task Point cost for reloading a weapon" (Chart 5.22 Reload). */
function reloadWith(state: GameState, man: ManState, a: Armament, w: CarriedWeapon): Result<GameEvent[], RuleError> {
  const cost = taskCost('reload', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Reloading the thump gun (Case 21.21)');
  if (short) return err(short);
  const armament = { ...a, weapons: a.weapons.map((x) => (x.id === w.id ? { ...x, loaded: true } : x)) };
  return ok([{ type: 'weapon-reloaded', manId: man.id, weaponId: w.id, armament, cost, caseRef: 'Case 21.21' }]);
}

/** task/prepare-weapon (Cases 13.17, 13.18): free before his first task of this interval, else the chart's cost (ruling W4). */
export function decidePrepareWeapon(state: GameState, cmd: CommandOf<'task/prepare-weapon'>): Result<GameEvent[], RuleError> {
  const checked = active(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const t = manTurnOf(state, man.id);
  const plotPaid = sequenceOf(state).plots[man.id]?.cost ?? 0;
  const atStart = t.spent === plotPaid && !t.movedThisTurn && !t.combatTaskDone;
  const v = validateChangePrepared(armamentOf(man), cmd.weaponId, { ...ctxOf(state, man), atStartOfTaskExecution: atStart }, tablesOf(state));
  if (!v.ok) return err(v.error);
  const a = armamentOf(man);
  return ok([{ type: 'weapon-prepared', manId: man.id, weaponId: cmd.weaponId, armament: { ...a, preparedWeapon: cmd.weaponId }, cost: v.value, caseRef: 'Case 13.18' }]);
}

/** task/drop-weapon (Case 13.14): free; the weapons lie in his square. */
export function decideDrop(state: GameState, cmd: CommandOf<'task/drop-weapon'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.square) return err(ruleError('weapon/off-map', 'Case 13.14', `${man.name} is not on the map.`));
  const a = armamentOf(man);
  const bad = validateDrop(a, cmd.weaponIds);
  if (bad) return err(bad);
  const { armament, removed } = withoutWeapons(a, cmd.weaponIds);
  return ok([{ type: 'weapons-dropped', manId: man.id, square: man.square, dropped: removed, armament, caseRef: 'Case 13.14' }]);
}

/** task/pick-up-weapon (Case 13.15). */
export function decidePickUp(state: GameState, cmd: CommandOf<'task/pick-up-weapon'>): Result<GameEvent[], RuleError> {
  const checked = active(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.square) return err(ruleError('weapon/off-map', 'Case 13.15', `${man.name} is not on the map.`));
  const item = (state.lyingWeapons ?? []).find((l) => l.weapon.id === cmd.weaponId);
  if (!item) return err(ruleError('weapon/not-lying', 'Case 13.15', `No weapon "${cmd.weaponId}" lies on the map (Case 13.15).`));
  const a = armamentOf(man);
  const p = { manSquare: man.square, item, ...(cmd.drop ? { drop: cmd.drop } : {}) };
  const v = validatePickUp(a, p, ctxOf(state, man), tablesOf(state));
  if (!v.ok) return err(v.error);
  const { armament, removed } = withoutWeapons(a, cmd.drop ?? []);
  return ok([
    { type: 'weapon-picked-up', manId: man.id, square: man.square, weaponId: cmd.weaponId, dropped: removed, armament: { ...armament, weapons: [...armament.weapons, item.weapon] }, cost: v.value, caseRef: 'Case 13.15' },
  ]);
}

const party = (state: GameState, m: ManState): ExchangeParty => ({
  id: m.id,
  square: m.square!,
  condition: m.condition === 'dead' ? 'dead' : canAct(m) ? 'able' : 'incapacitated',
  armament: armamentOf(m),
  taskPointsRemaining: remainingTaskPoints(state, m.id),
  wounds: woundsOf(m),
});

/** task/exchange-weapons (Section 13.2; ruling W5: an able partner pays from his own Task Points). */
export function decideExchange(state: GameState, cmd: CommandOf<'task/exchange-weapons'>): Result<GameEvent[], RuleError> {
  const checked = active(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const partner = state.men[cmd.partnerId];
  if (!partner) return err(ruleError('weapon/unknown-man', 'Case 13.21', `There is no man "${cmd.partnerId}" in this game.`));
  if (!man.square || !partner.square) return err(ruleError('weapon/not-same-square', 'Case 13.0', 'Both men must be on the map, in the same square (Case 13.21).'));
  // Case 39.43: Ugandan grenades reach an Israeli only from a Killed or Incapacitated Ugandan (Section 13.0).
  const takesGrenades = Object.values(cmd.grenades ?? {}).some((n) => (n ?? 0) > 0);
  const ugandan = state.sides.find((x) => x.id === partner.side)?.mode === 'defending';
  if (takesGrenades && ugandan && partner.side !== man.side) {
    // The scenario's special rules (Case 39.43: only an Israeli takes a fallen Ugandan's grenades).
    const refused = firstOf(state, (p) => p.grenadeExchangeError?.(state, man.id, partner.id));
    if (refused) return err(refused);
  }
  const passed = cmd.explosive !== undefined ? explosivePassing(state, cmd.explosive, man.id, partner.id) : undefined;
  if (passed && 'code' in passed) return err(passed);
  const r = applyExchange(
    { taker: party(state, man), partner: party(state, partner), take: cmd.take, ...(cmd.give ? { give: cmd.give } : {}), ...(cmd.grenades ? { grenades: cmd.grenades } : {}), ...(passed ? { passesOther: true } : {}) },
    { turn: state.turn, phase: state.phase }, tablesOf(state),
  );
  if (!r.ok) return err(r.error);
  const v = r.value;
  return ok([
    {
      type: 'weapons-exchanged',
      manId: man.id,
      partnerId: partner.id,
      square: man.square,
      taker: v.taker,
      partner: v.partner,
      dropped: v.dropped,
      takerCost: v.takerCost,
      ...(v.partnerCost ? { partnerCost: v.partnerCost } : {}),
      ...(passed ? { explosive: passed } : {}),
      caseRef: 'Case 13.23',
    },
  ]);
}

/** Case 11.71: an explosive one of the two men carries passes to the other, who may hold none. */
function explosivePassing(state: GameState, explosiveId: string, a: string, b: string): { readonly id: string; readonly toManId: string } | RuleError {
  const x = (state.explosives ?? []).find((e) => e.id === explosiveId);
  if (!x) return ruleError('explosive/unknown', 'Case 11.71', `There is no explosive "${explosiveId}" in this game.`);
  if (x.carrierId !== a && x.carrierId !== b) return ruleError('explosive/not-carried', 'Case 11.71', `Neither man carries explosive ${x.id} (Case 11.71).`);
  if (x.status !== 'carried') return ruleError('explosive/being-emplaced', 'Case 11.73', `Explosive ${x.id} is being emplaced; it passes only while carried (Cases 11.71, 11.73).`);
  const to = x.carrierId === a ? b : a;
  const bad = validateTransfer((state.explosives ?? []).filter((e) => e.carrierId === to).length);
  return bad ?? { id: x.id, toManId: to };
}

/** task/emplace-explosive (Case 11.73): Task Points toward setting his explosive in his square; not a combat task (Case 10.12). */
export function decideEmplace(state: GameState, cmd: CommandOf<'task/emplace-explosive'>): Result<GameEvent[], RuleError> {
  const checked = active(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const x = (state.explosives ?? []).find((e) => e.id === cmd.explosiveId);
  if (!x) return err(ruleError('explosive/unknown', 'Case 11.71', `There is no explosive "${cmd.explosiveId}" in this game.`));
  const here = sameSquare(x.square, man.square);
  if (x.carrierId !== man.id && !here) return err(ruleError('explosive/not-his', 'Case 11.73', `${man.name} neither carries explosive ${x.id} nor stands where it is being emplaced (Case 11.73).`));
  if (!man.square) return err(ruleError('explosive/off-map', 'Case 11.73', `${man.name} is not on the map.`));
  if (cmd.taskPoints > remainingTaskPoints(state, man.id)) {
    return err(ruleError('task/insufficient_task_points', 'Case 6.44', `${man.name} has ${remainingTaskPoints(state, man.id)} Task Points, not ${cmd.taskPoints} (Case 6.44).`));
  }
  const { carrierId: _c, ...bare } = x;
  const r = emplace(bare, man.square, cmd.taskPoints, state.turn);
  if (!r.ok) return err(r.error);
  return ok([{ type: 'explosive-emplaced', manId: man.id, explosive: r.value, taskPoints: cmd.taskPoints, caseRef: r.value.status === 'set' ? 'Case 11.74' : 'Case 11.73' }]);
}
