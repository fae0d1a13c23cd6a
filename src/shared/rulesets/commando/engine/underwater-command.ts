/**
 * Underwater Operations (Optional Rule Section 36.0) as commands:
 * - `setup/issue-diving-gear`: snorkel or SCUBA gear (ruling UW10; createGame
 *   gives the scenario's allotment, Cases 44.41, 50.42);
 * - `task/dive`: down or up one level, 10 Task Points (Case 36.27);
 * - `task/diving-gear`: pack the flippers and mask away or put them back on,
 *   50 (Case 36.26);
 * - `task/replace-mouthpiece` (Case 36.44), `task/revive` (Cases 36.56–36.57);
 * - `umpire/tear-mouthpiece` (Case 36.44, ruling UW11), `umpire/high-surf`
 *   (Cases 36.61–36.63).
 * The gate (`underwaterGate`) holds Cases 36.22, 36.26, 36.29, 36.33, 36.62
 * and 36.71 for the standard commands. Rulings: docs/rulings/underwater.md.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { onMap, sameSquare } from '../../../map/map-model';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { UnderwaterEvent } from '../model/events-underwater';
import type { GameState, ManState } from '../model/state';
import { canAct, conditionOf, manTurnOf, sequenceOf } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { breathLimited, grenadeThrowError, highSurfEntryError, isWater, standError, waterBottom, waterLevel, waterState, wearsGear } from '../rules/underwater';
import { woundCondition } from '../rules/wounds';
import { UNDERWATER_NUMBERS as N } from '../tables/underwater';
import { checkActive } from './sequentiality';
import { UNDERWATER_SECTION, underwaterInUse } from './underwater-fire';
import { asInWater } from './mount-water';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable, taskCost } from './task-points';

type Decided = Result<GameEvent[], RuleError>;

/** Case 7.41 per level (Case 36.28): two Friendly men at each level of a square. */
const PER_LEVEL = 2;

export { UNDERWATER_SECTION, underwaterInUse };

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', 'Case 36.0', 'Underwater Operations (Optional Rule Section 36.0) is not in use in this game.');

/** setup/issue-diving-gear (ruling UW10). */
export function decideIssueDivingGear(state: GameState, cmd: CommandOf<'setup/issue-diving-gear'>): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 36.21', 'Diving gear is given out in set-up, before play begins (ruling UW10).'));
  const man = state.men[cmd.manId];
  if (!man || man.dog) return err(ruleError('setup/unknown-man', 'Case 36.21', `There is no man "${cmd.manId}" in this game.`));
  if (man.divingGear) return err(ruleError('water/has-gear', 'Case 36.21', `${man.name} already has ${man.divingGear.kind} gear.`));
  return ok([{ type: 'diving-gear-issued', manId: man.id, kind: cmd.kind, caseRef: 'Case 36.21' }]);
}

/** task/dive (Cases 36.27, 36.28, 36.62). */
export function decideDive(state: GameState, cmd: CommandOf<'task/dive'>): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.square || !isWater(state.map, man.square)) return err(ruleError('water/not-in-water', 'Case 36.27', `${man.name} is not in a water square.`));
  if (!wearsGear(man)) return err(ruleError('water/no-gear', 'Case 36.21', `Only men equipped with snorkels or SCUBA gear (worn) may dive (Cases 36.21, 36.27).`));
  if (man.posture === 'erect') return err(ruleError('water/erect', 'Case 36.13', `${man.name} is standing: he falls prone to swim before he dives (he may not be erect underwater, Cases 36.13, 36.24).`));
  const from = waterLevel(state.map, man);
  const to = cmd.direction === 'down' ? from - 1 : from + 1;
  if (to < waterBottom(state.map, man.square)) return err(ruleError('water/bottom', 'Case 36.27', `${man.name} is at the bottom: the water here goes down to level ${waterBottom(state.map, man.square)} (Case 36.27).`));
  if (to > 0) return err(ruleError('water/surface', 'Case 36.27', `${man.name} is at the surface (level 0).`));
  if (state.highSurf && to === 0 && !highSurfOk(man)) return err(highSurfEntryError(man)!);
  const friends = Object.values(state.men).filter((m) => m.id !== man.id && m.side === man.side && m.condition !== 'dead' && m.square && sameSquare(m.square, man.square) && waterLevel(state.map, m) === to);
  if (to < 0 && friends.length >= PER_LEVEL) return err(ruleError('water/level-full', 'Case 36.28', `Level ${to} of this square already holds ${PER_LEVEL} men of ${man.side}'s (Case 36.28).`));
  const cost = taskCost('dive-or-rise', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, cmd.direction === 'down' ? 'Diving one level' : 'Rising one level', 'Case 36.27');
  if (short) return err(short);
  return ok([{ type: 'man-dived', manId: man.id, from, to, cost, caseRef: 'Case 36.27' }]);
}

const highSurfOk = (man: ManState): boolean => highSurfEntryError(man) === undefined;

/** task/diving-gear (Case 36.26). */
export function decideDivingGear(state: GameState, cmd: CommandOf<'task/diving-gear'>): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.divingGear) return err(ruleError('water/no-gear', 'Case 36.26', `${man.name} has no snorkel or SCUBA gear.`));
  if (cmd.action === 'pack' && man.divingGear.packed) return err(ruleError('water/packed', 'Case 36.26', `${man.name}'s gear is already packed away.`));
  if (cmd.action === 'don' && !man.divingGear.packed) return err(ruleError('water/worn', 'Case 36.26', `${man.name} is already wearing his gear.`));
  if (man.square && waterLevel(state.map, man) < 0) return err(ruleError('water/underwater', 'Case 36.26', `${man.name} is underwater: he changes his gear at the surface or on land (Case 36.26).`));
  const cost = taskCost('remove-or-don-diving-gear', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, cmd.action === 'pack' ? 'Packing the gear away' : 'Putting the gear on', 'Case 36.26');
  if (short) return err(short);
  return ok([{ type: 'diving-gear-changed', manId: man.id, action: cmd.action, cost, caseRef: 'Case 36.26' }]);
}

/** task/replace-mouthpiece (Case 36.44). */
export function decideReplaceMouthpiece(state: GameState, cmd: CommandOf<'task/replace-mouthpiece'>): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.divingGear?.mouthpieceTorn) return err(ruleError('water/mouthpiece-in', 'Case 36.44', `${man.name}'s mouthpiece is not torn off.`));
  // "not engaged in hand-to-hand combat": no Enemy man able to fight in his square (Case 12.1).
  const foe = Object.values(state.men).some((m) => m.side !== man.side && canAct(m) && m.square && man.square && sameSquare(m.square, man.square));
  if (foe) return err(ruleError('water/in-melee', 'Case 36.44', `${man.name} is engaged in hand-to-hand combat: he replaces his mouthpiece only when he is not (Case 36.44).`));
  return ok([{ type: 'mouthpiece-replaced', manId: man.id, caseRef: 'Case 36.44' }]);
}

/** task/revive (Cases 36.56–36.57): 150 Task Points in all, in a land square, within ten Game-Turns. */
export function decideRevive(state: GameState, cmd: CommandOf<'task/revive'>): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const target = state.men[cmd.targetId];
  if (!target?.unconscious || target.condition === 'dead') return err(ruleError('water/not-unconscious', 'Case 36.56', `${target?.name ?? cmd.targetId} is not unconscious.`));
  if (target.side !== man.side) return err(ruleError('water/not-friend', 'Case 36.56', `Only a Friendly man revives an unconscious man (Case 36.56).`));
  if (!man.square || !target.square || !sameSquare(man.square, target.square)) return err(ruleError('water/not-same-square', 'Case 36.56', `${man.name} must be in the unconscious man's square (Case 36.56).`));
  if (isWater(state.map, target.square)) return err(ruleError('water/not-land', 'Case 36.56', `An unconscious man is revived in a land square (Case 36.56): drag him ashore first.`));
  const short = checkAffordable(state, man, cmd.taskPoints, 'Reviving', 'Case 36.56');
  if (short) return err(short);
  const r = target.unconscious.revive;
  // "within ten Game-Turns of each other": older work is lost (ruling UW12).
  const fresh = !r || state.turn - r.firstTurn >= N.reviveWithinTurns.value;
  const total = (fresh ? 0 : r.taskPoints) + cmd.taskPoints;
  return ok([{ type: 'revive-worked', manId: man.id, targetId: target.id, taskPoints: cmd.taskPoints, total: Math.min(total, N.reviveTaskPoints.value), revived: total >= N.reviveTaskPoints.value, caseRef: total >= N.reviveTaskPoints.value ? 'Case 36.57' : 'Case 36.56' }]);
}

/** umpire/tear-mouthpiece (Case 36.44, ruling UW11): the umpire's roll for a tear in hand-to-hand combat, in lieu of damage. */
export function decideTearMouthpiece(state: GameState, cmd: CommandOf<'umpire/tear-mouthpiece'>, dice: DiceSource): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  const man = state.men[cmd.manId];
  const target = state.men[cmd.targetId];
  if (!man || !target) return err(ruleError('water/unknown-man', 'Case 36.44', 'Name two men in this game.'));
  if (state.phase !== 'hand-to-hand') return err(ruleError('water/not-melee', 'Case 36.44', 'A mouthpiece is torn in hand-to-hand combat, in the Hand-to-Hand Combat Phase (Case 36.44).'));
  if (!canAct(man) || man.side === target.side || !man.square || !target.square || !sameSquare(man.square, target.square)) {
    return err(ruleError('water/not-opponents', 'Case 36.44', `${man.name} is not fighting ${target.name} hand to hand (Case 36.44).`));
  }
  if (target.divingGear?.kind !== 'scuba' || target.divingGear.packed || target.divingGear.mouthpieceTorn) return err(ruleError('water/no-mouthpiece', 'Case 36.44', `${target.name} has no SCUBA mouthpiece in to tear off (Case 36.44).`));
  const rec = new RecordingDice(dice);
  const roll = rollDice('1D100', rec, `Case 36.44 ${man.name} tears at ${target.name}'s mouthpiece`).total;
  const chance = N.tearMouthpieceChance.value;
  return ok([{ type: 'mouthpiece-tear', manId: man.id, targetId: target.id, chance, roll, torn: roll <= chance, caseRef: 'Case 36.44', dice: rec.take() }]);
}

/** umpire/high-surf (Cases 36.61–36.63). */
export function decideHighSurf(state: GameState, cmd: CommandOf<'umpire/high-surf'>): Decided {
  if (!underwaterInUse(state)) return err(notInUse());
  if (Boolean(state.highSurf) === cmd.on) return err(ruleError('water/surf-unchanged', 'Case 36.61', `High surf is already ${cmd.on ? 'declared' : 'off'}.`));
  return ok([{ type: 'high-surf-set', on: cmd.on, caseRef: 'Case 36.61' }]);
}

const routeOf = (cmd: Command): readonly { col: number; row: number }[] => {
  if (cmd.type === 'task/move' || cmd.type === 'task/route') return cmd.route;
  if (cmd.type === 'entry/enter') return [cmd.square];
  return [];
};

/**
 * The gate shared by decide and cheap legality (dispatch.ts): Cases 36.22 and
 * 36.29 (no standing in deep water; an erect man does not walk into it),
 * 36.26 (prone the Game-Turn he packs his gear), 36.33 (a swimmer fires or
 * moves), 36.62 (high surf), 36.71 (no grenades from the water).
 */
export function underwaterGate(state: GameState, cmd: Command): RuleError | undefined {
  if (!underwaterInUse(state) || !('manId' in cmd) || typeof cmd.manId !== 'string') return undefined;
  const man = state.men[cmd.manId];
  if (!man) return undefined;
  // Case 36.85: a man riding a swimming mount is treated as swimming.
  const where = waterState(state.map, asInWater(state, man));
  if (cmd.type === 'task/stand') {
    if (where === 'diving') return ruleError('water/erect-underwater', 'Case 36.13', `${man.name} is underwater: he may not be erect there (Case 36.13).`);
    if (man.square) {
      const deep = standError(state.map, man.square);
      if (deep) return deep;
    }
    if (man.divingGear?.packedTurn === state.turn) return ruleError('water/packing', 'Case 36.26', `${man.name} packed his gear away this Game-Turn: he is prone until the next (Case 36.26).`);
  }
  const route = routeOf(cmd);
  if (route.length > 0) {
    for (const sq of route) {
      if (!onMap(state.map, sq) || !isWater(state.map, sq)) continue;
      if (state.highSurf) {
        const surf = highSurfEntryError(man);
        if (surf) return surf;
      }
      if ((cmd.type === 'task/move' || cmd.type === 'task/route') && man.posture === 'erect' && waterBottom(state.map, sq) < 0) {
        return ruleError('water/too-deep-to-stand', 'Case 36.29', `The water in ${sq.col},${sq.row} is deeper than level zero: ${man.name} falls prone and swims in it (Case 36.29).`);
      }
    }
    // Case 36.33: a swimming man who fired this Game-Turn moves no more (men in diving gear may, Case 36.34).
    if ((cmd.type === 'task/move' || cmd.type === 'task/route') && where === 'swimming' && !wearsGear(man) && manTurnOf(state, man.id).combatTaskDone) {
      return ruleError('water/fire-and-move', 'Case 36.33', `${man.name} is swimming and fired this Game-Turn: he may not also move (Case 36.33).`);
    }
  }
  if (cmd.type === 'task/throw-grenade' || cmd.type === 'task/prepare-grenade') {
    const e = grenadeThrowError(where);
    if (e) return e;
  }
  return undefined;
}

const withMan = (state: GameState, manId: string, change: (m: ManState) => ManState): GameState => {
  const m = state.men[manId];
  return m ? { ...state, men: { ...state.men, [manId]: change(m) } } : state;
};

const spend = (state: GameState, manId: string, cost: number, moved: boolean): GameState => {
  if (cost === 0 && !moved) return state;
  const seq = sequenceOf(state);
  const t = manTurnOf(state, manId);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + cost, movedThisTurn: t.movedThisTurn || moved } } } };
};

/** Folds the Section 36.0 events. Pure; it never rolls. */
export function evolveUnderwaterEvent(state: GameState, event: UnderwaterEvent): GameState {
  switch (event.type) {
    case 'diving-gear-issued':
      return withMan(state, event.manId, (m) => ({ ...m, divingGear: { kind: event.kind } }));
    case 'man-dived': {
      // Ruling CL1's reading: a level is movement (chart 5.22 lists diving so); an unconscious man's rise (cost 0) is not his.
      const s = spend(state, event.manId, event.cost.final, event.cost.final > 0);
      return withMan(s, event.manId, (m) => {
        const { submerged: _s, breathHeldSince: held, ...rest } = m;
        if (event.to >= 0) return rest;
        // Cases 36.52, 36.54: a man breathing through a snorkel holds his breath from the Game-Turn he goes under.
        const since = held ?? (breathLimited(m) ? s.turn : undefined);
        return { ...rest, submerged: { level: event.to }, ...(since !== undefined ? { breathHeldSince: since } : {}) };
      });
    }
    case 'diving-gear-changed': {
      const s = spend(state, event.manId, event.cost.final, false);
      return withMan(s, event.manId, (m) =>
        event.action === 'pack' ? { ...m, posture: 'prone', divingGear: { ...m.divingGear!, packed: true, packedTurn: s.turn } } : { ...m, divingGear: { kind: m.divingGear!.kind, ...(m.divingGear!.mouthpieceTorn ? { mouthpieceTorn: true as const } : {}) } },
      );
    }
    case 'man-swims':
      return withMan(state, event.manId, (m) => ({ ...m, posture: 'prone' }));
    case 'mouthpiece-tear':
      return event.torn ? withMan(state, event.targetId, (m) => ({ ...m, divingGear: { ...m.divingGear!, mouthpieceTorn: true }, ...(waterLevel(state.map, m) < 0 && m.breathHeldSince === undefined ? { breathHeldSince: state.turn } : {}) })) : state;
    case 'mouthpiece-replaced':
      return withMan(state, event.manId, (m) => {
        const { mouthpieceTorn: _t, ...gear } = m.divingGear!;
        const { breathHeldSince: _b, ...rest } = m;
        return { ...rest, divingGear: gear };
      });
    case 'breath-checked':
      return event.unconscious ? withMan(state, event.manId, (m) => ({ ...m, condition: 'incapacitated', unconscious: { turn: state.turn } })) : state;
    case 'revive-worked': {
      const s = spend(state, event.manId, event.taskPoints, false);
      return withMan(s, event.targetId, (m) => {
        if (!event.revived) return { ...m, unconscious: { ...m.unconscious!, revive: { taskPoints: event.total, firstTurn: m.unconscious?.revive && event.total > event.taskPoints ? m.unconscious.revive.firstTurn : s.turn } } };
        const { unconscious: _u, breathHeldSince: _b, ...rest } = m;
        return { ...rest, condition: conditionOf(woundCondition({ endurance: Math.max(1, m.endurance), woundPoints: m.wounds })), revived: true };
      });
    }
    case 'high-surf-set': {
      if (event.on) return { ...state, highSurf: true };
      const { highSurf: _h, ...rest } = state;
      return rest;
    }
  }
}

/** Legal-action candidates for the acting man (decide checks each). */
export function underwaterCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!underwaterInUse(state) || !man?.square) return [];
  const out: Command[] = [];
  if (man.divingGear) {
    out.push({ type: 'task/dive', manId, direction: 'down' }, { type: 'task/dive', manId, direction: 'up' });
    out.push({ type: 'task/diving-gear', manId, action: man.divingGear.packed ? 'don' : 'pack' });
    if (man.divingGear.mouthpieceTorn) out.push({ type: 'task/replace-mouthpiece', manId });
  }
  for (const m of Object.values(state.men)) if (m.unconscious && m.side === man.side && m.square && sameSquare(m.square, man.square)) out.push({ type: 'task/revive', manId, targetId: m.id, taskPoints: 25 });
  return out;
}

/** Set-up candidates: gear for each man of the scenario's allotment who has none (ruling UW10). */
export function divingGearCandidates(state: GameState): Command[] {
  if (!underwaterInUse(state) || !state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return [];
  return Object.values(state.men).filter((m) => !m.divingGear && !m.dog).slice(0, 1).map((m): Command => ({ type: 'setup/issue-diving-gear', manId: m.id, kind: 'snorkel' }));
}

