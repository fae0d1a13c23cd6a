/**
 * The Close combat step (seed lines 132–154, rules/close-combat.ts): a unit
 * ordered to contact charges; the charge matrix (house reading SK11) crosses
 * whether it passed its reaction with what the defenders' order and reaction
 * make of them (ruling SK21); where the cell comes to melee both sides test
 * aggression (the reaction roll to fire, line 145), and each defender's
 * attackers roll the D10 melee ladder. The fire at 2" the cell names is the
 * umpire's to enter (it is "at unseen enemy", line 143).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { Figure, FigureState, Unit } from '../model/figures';
import type { SkirmishState } from '../model/state';
import type { CloseCombatFoughtEvent, MeleeRolled } from '../model/wired-events';
import { chargeOutcome, rollMelee, testAggression, type AggressionSide } from '../rules/close-combat';
import { CONTACT_RANGE, DEFENDER_CHOICE_OF } from '../tables/bound-wiring';
import type { MeleeCondition } from '../tables/close-combat';
import { distance } from '../rules/geometry';
import { refuse } from './errors';
import { afterHit, leaderLp, unitOrderOf } from './wired-support';
import { fightOutcome } from './close-combat-outcome';

type FightCommand = Extract<SkirmishCommand, { type: 'close-combat/fight' }>;

const conditionsOf = (f: Figure): MeleeCondition[] => [
  ...(f.state === 'wounded' ? (['wounded'] as const) : []),
  ...(f.posture === 'prone' ? (['prone'] as const) : []),
  ...(f.state === 'pinned' ? (['pinned'] as const) : []),
];

function aggressionSide(state: SkirmishState, unit: Unit): AggressionSide {
  const lp = leaderLp(state, unit);
  const casualties = (state.casualties ?? []).filter((id) => state.figures[id]?.unitId === unit.id).length;
  return { reaction: { motivation: unit.motivation, ...(lp ? { leaderLp: lp } : {}) }, casualties };
}

const MELEE_TO: Readonly<Record<string, { who: 'attacker' | 'defender'; state: Exclude<FigureState, 'ok'> }>> = {
  'attacker-killed': { who: 'attacker', state: 'killed' },
  'attacker-crippled': { who: 'attacker', state: 'crippled' },
  'attacker-wounded': { who: 'attacker', state: 'wounded' },
  'attacker-pinned': { who: 'attacker', state: 'pinned' },
  'defender-pinned': { who: 'defender', state: 'pinned' },
  'defender-wounded': { who: 'defender', state: 'wounded' },
  'defender-crippled': { who: 'defender', state: 'crippled' },
  'defender-killed': { who: 'defender', state: 'killed' },
};

export function decideCloseCombat(state: SkirmishState, cmd: FightCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'close-combat') return err(refuse('close-combat/not-now', 133, 'close combat', `Close combat is fought in its own step; bound ${state.bound} is in its ${state.step} step.`));
  const att = state.units[cmd.attackerUnitId];
  const def = state.units[cmd.defenderUnitId];
  if (!att || !def) return err(refuse('close-combat/unknown-unit', 133, 'close combat', `There is no unit "${att ? cmd.defenderUnitId : cmd.attackerUnitId}" in game "${state.scenarioId}".`));
  if (att.side === def.side) return err(refuse('close-combat/own-side', 133, 'close combat', `"${att.id}" and "${def.id}" are of one side.`));
  const attOrder = unitOrderOf(state, att.id);
  if (attOrder?.action !== 'to-contact') return err(refuse('close-combat/not-charging', 24, 'reaction, To contact', `Unit "${att.id}" was not ordered to contact (its order: ${attOrder?.action ?? 'none'}).`));
  for (const p of cmd.pairs) {
    const a = state.figures[p.attackerId];
    const d = state.figures[p.defenderId];
    if (a?.prisonerOf || d?.prisonerOf) return err(refuse('close-combat/prisoner', 136, 'surrender', `"${a?.prisonerOf ? p.attackerId : p.defenderId}" has surrendered and does not fight (ruling SK31).`));
    if (a?.unitId !== att.id || a.state === 'killed' || a.state === 'crippled') return err(refuse('close-combat/attacker', 133, 'close combat', `"${p.attackerId}" is not a man of unit "${att.id}" able to fight.`));
    if (d?.unitId !== def.id || d.state === 'killed') return err(refuse('close-combat/defender', 133, 'close combat', `"${p.defenderId}" is not a living man of unit "${def.id}".`));
    const gap = distance(a.at, d.at);
    if (gap > CONTACT_RANGE.value) return err(refuse('close-combat/not-in-contact', 133, 'fire at 2"', `"${a.id}" is ${gap.toFixed(1)}" from "${d.id}"; close combat is within ${CONTACT_RANGE.value}".`));
  }
  const attackers = state.reactions[att.id]?.passed ? 'charge' : 'fail-to-charge';
  const defChoice = DEFENDER_CHOICE_OF[unitOrderOf(state, def.id)?.action ?? 'hold'];
  const defenders = state.reactions[def.id]?.passed ? defChoice.value.passed : defChoice.value.failed;
  const cell = chargeOutcome(attackers, defenders);
  const rec = new RecordingDice(dice);
  let aggression: CloseCombatFoughtEvent['aggression'];
  const melee: MeleeRolled[] = [];
  const states = new Map<string, FigureState>();
  if (cell.value.steps.includes('both-melee')) {
    const a = testAggression(aggressionSide(state, att), aggressionSide(state, def), rec);
    aggression = { outcome: a.outcome, attackers: a.attackers.breakdown, defenders: a.defenders.breakdown, source: a.source };
    if (a.outcome === 'melee') {
      const byDefender = new Map<string, { ids: string[]; rear: boolean }>();
      for (const p of cmd.pairs) {
        const g = byDefender.get(p.defenderId) ?? { ids: [], rear: false };
        if (!g.ids.includes(p.attackerId)) g.ids.push(p.attackerId);
        g.rear ||= p.toRear;
        byDefender.set(p.defenderId, g);
      }
      for (const [defenderId, g] of byDefender) {
        const lead = state.figures[g.ids[0]!]!;
        const d = state.figures[defenderId]!;
        const r = rollMelee(
          {
            attackerAbility: att.ability,
            defenderAbility: def.ability,
            attacker: conditionsOf(lead),
            defender: conditionsOf(d),
            toRear: g.rear,
            additionalAttackers: g.ids.length - 1,
            ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}),
          },
          rec,
        );
        melee.push({ attackerIds: g.ids, defenderId, result: r.result, breakdown: r.breakdown });
        const to = MELEE_TO[r.result];
        if (to) {
          const who = to.who === 'attacker' ? lead : d;
          states.set(who.id, afterHit(states.get(who.id) ?? who.state, to.state));
        }
      }
    }
  }
  return ok([
    {
      type: 'close-combat/fought',
      bound: state.bound,
      attackerUnitId: att.id,
      defenderUnitId: def.id,
      attackers,
      defenders,
      charge: cell.value,
      chargeSource: cell.provenance.source,
      ...(aggression ? { aggression } : {}),
      melee,
      states: [...states].map(([figureId, s]) => ({ figureId, state: s })),
      ...fightOutcome(state, cmd.pairs, att.side, def.side, cell.value, aggression?.outcome),
      dice: rec.take(),
    },
  ]);
}
