/**
 * Candidate commands for the Fire and Close combat steps, cheap from the
 * state: group fire of each passed unit's able firers (one column at a time)
 * at the men of each enemy unit within the column's range, and a charge of each unit ordered to contact on
 * each enemy unit with a man within 2" of one of its men, and H.E. at the
 * place of the nearest enemy man (ruling SK23). Each candidate is
 * checked with the engine's own decide on dry dice, so the console never
 * offers a command the engine refuses.
 */
import type { DiceSource, DieRequest } from '../../../kernel/dice/dice-source';
import type { SkirmishCommand } from '../model/commands';
import type { Figure } from '../model/figures';
import type { SkirmishState } from '../model/state';
import { distance } from '../rules/geometry';
import { CONTACT_RANGE, FIRE_ALLOWED, GROUP_FIRE_COLUMN_OF } from '../tables/bound-wiring';
import { GROUP_FIRE_COLUMN, type GroupFireColumn } from '../tables/group-fire';
import { ORDNANCE_FIRED_BY, type Ordnance } from '../tables/ordnance-wiring';
import { decideCloseCombat } from './close-combat-step';
import { decideGroupFire } from './fire-step';
import { decideHeFire } from './he-step';
import { unitOrderOf } from './wired-support';
import { foughtFireThisBound } from './terrain-fire-step';

export interface Candidate {
  readonly label: string;
  readonly command: SkirmishCommand;
}

const DRY: DiceSource = { mode: 'scripted', roll: (r: DieRequest) => ({ die: r.die, face: 1 }) };
const living = (state: SkirmishState, unitId: string): Figure[] => Object.values(state.figures).filter((f) => f.unitId === unitId && f.state !== 'killed' && !f.prisonerOf);
const enemyUnitsOf = (state: SkirmishState, side: string) => Object.values(state.units).filter((u) => u.side !== side);

export function fireCandidates(state: SkirmishState): Candidate[] {
  const out: Candidate[] = [];
  for (const unit of Object.values(state.units)) {
    if (!state.reactions[unit.id]?.passed) continue;
    if (!FIRE_ALLOWED[unitOrderOf(state, unit.id)?.action ?? 'hold'].value.includes('group')) continue;
    const byColumn = new Map<GroupFireColumn, Figure[]>();
    // Men who can fire now: not crippled, not jammed, reloading or destroyed, not fired this bound nor fighting a fire (the fire step's own refusals).
    const able = living(state, unit.id).filter((f) => f.state !== 'crippled' && !f.prisonerOf && !f.weapon.jammed && !f.weapon.mustReload && !f.weapon.destroyed && f.lastFiredBound !== state.bound && !foughtFireThisBound(state, f.id));
    for (const f of able) {
      const column = GROUP_FIRE_COLUMN_OF[f.weapon.kind].value;
      if (column) byColumn.set(column, [...(byColumn.get(column) ?? []), f]);
    }
    for (const [column, firers] of byColumn) {
      const reach = GROUP_FIRE_COLUMN[column].value.maxRange;
      const firerIds = firers.map((f) => f.id);
      for (const enemy of enemyUnitsOf(state, unit.side)) {
        // The enemy unit's men every firer reaches (line 68, Max. range).
        const targetIds = living(state, enemy.id).filter((t) => firers.every((f) => distance(f.at, t.at) <= reach)).map((f) => f.id);
        if (targetIds.length === 0) continue;
        const command: SkirmishCommand = { type: 'fire/group', firerIds, targetIds };
        if (decideGroupFire(state, command, DRY).ok) out.push({ label: `unit "${unit.id}" (${column}) fires on unit "${enemy.id}"`, command });
      }
    }
  }
  return out;
}

export function closeCombatCandidates(state: SkirmishState): Candidate[] {
  const out: Candidate[] = [];
  for (const unit of Object.values(state.units)) {
    if (unitOrderOf(state, unit.id)?.action !== 'to-contact') continue;
    const attackers = living(state, unit.id).filter((f) => f.state !== 'crippled');
    for (const enemy of enemyUnitsOf(state, unit.side)) {
      const defenders = living(state, enemy.id);
      const pairs = attackers.flatMap((a) => {
        const d = defenders.filter((x) => distance(a.at, x.at) <= CONTACT_RANGE.value).sort((p, q) => distance(a.at, p.at) - distance(a.at, q.at))[0];
        return d ? [{ attackerId: a.id, defenderId: d.id, toRear: false }] : [];
      });
      if (pairs.length === 0) continue;
      const command: SkirmishCommand = { type: 'close-combat/fight', attackerUnitId: unit.id, defenderUnitId: enemy.id, pairs };
      if (decideCloseCombat(state, command, DRY).ok) out.push({ label: `unit "${unit.id}" charges unit "${enemy.id}" (${pairs.length} pair${pairs.length === 1 ? '' : 's'})`, command });
    }
  }
  return out;
}

/** The H.E. weapon a man's own weapon fires (a G.L. round, a rifle grenade, the SPG-9, the hand mortar), else a hand grenade: the console's first offer. */
function ordnanceOf(f: Figure): Ordnance {
  const own = (Object.entries(ORDNANCE_FIRED_BY) as [Ordnance, (typeof ORDNANCE_FIRED_BY)[Ordnance]][]).find(([, by]) => Array.isArray(by.value) && by.value.includes(f.weapon.kind));
  return own ? own[0] : 'offensive-grenade';
}

/** H.E. at the nearest enemy man of each man of a passed unit who may fire it now (ruling SK23); other weapons and places are the umpire's to name. */
export function heCandidates(state: SkirmishState): Candidate[] {
  const out: Candidate[] = [];
  for (const f of Object.values(state.figures)) {
    if (f.state === 'killed' || !state.reactions[f.unitId]?.passed) continue;
    const side = state.units[f.unitId]!.side;
    const nearest = Object.values(state.figures)
      .filter((t) => t.state !== 'killed' && state.units[t.unitId]!.side !== side)
      .sort((p, q) => distance(f.at, p.at) - distance(f.at, q.at))[0];
    if (!nearest) continue;
    const command: SkirmishCommand = { type: 'fire/he', firerId: f.id, weapon: ordnanceOf(f), round: 'he', aim: nearest.at };
    if (decideHeFire(state, command, DRY).ok) out.push({ label: `"${f.name}" fires the ${command.weapon} at ${nearest.at.x.toFixed(1)}", ${nearest.at.y.toFixed(1)}"`, command });
  }
  return out;
}
