/**
 * A scenario's forces as the game's units and figures: each unit rated from
 * a row of the scenario conflict's unit ratings (seed lines 406–546, ruling
 * SK5) — Ability and F.C.R. as printed, the quality word (the first unless
 * the scenario picks the other), the leader's L.P. within the printed range —
 * and its initial motivation from the matrix (lines 398–405). Every fault
 * names the field.
 */
import type { Figure, Unit } from '../model/figures';
import type { SkirmishScenarioFile } from '../model/scenario-file';
import { ratedUnitMotivation } from '../rules/motivation';
import type { LeadershipPoints } from '../tables/motivation';
import { CONFLICT_TITLE, unitRatingsOf } from '../tables/unit-ratings';

export interface Problem {
  readonly path: string;
  readonly message: string;
}

export interface BuiltForces {
  readonly units: Unit[];
  readonly figures: Figure[];
  /** Where each unit's rating and motivation come from, for the umpire. */
  readonly ratedFrom: Readonly<Record<string, string>>;
}

export function buildForces(file: SkirmishScenarioFile, add: (p: Problem) => void): BuiltForces {
  const ratings = unitRatingsOf(file.conflict);
  const units: Unit[] = [];
  const figures: Figure[] = [];
  const ratedFrom: Record<string, string> = {};
  file.forces.forEach((force, i) => {
    force.units.forEach((u, j) => {
      const path = `forces[${i}].units[${j}]`;
      const rating = ratings.find((r) => r.value.unit === u.rating);
      if (!rating) {
        add({ path: `${path}.rating`, message: `"${u.rating}" is not a unit of the ${CONFLICT_TITLE[file.conflict]} ratings; they are: ${ratings.map((r) => `"${r.value.unit}"`).join(', ')}` });
        return;
      }
      const r = rating.value;
      const quality = u.quality ?? r.quality[0]!;
      if (!r.quality.includes(quality)) add({ path: `${path}.quality`, message: `${r.unit} are rated ${r.quality.join('/')}, not ${quality} (${rating.provenance.source})` });
      if (u.leadershipPoints < r.leadership.min || u.leadershipPoints > r.leadership.max) {
        add({ path: `${path}.leadershipPoints`, message: `${r.unit} have leaders of L.P. ${r.leadership.min}–${r.leadership.max}, not ${u.leadershipPoints} (${rating.provenance.source})` });
        return;
      }
      const leaderId = u.leader ?? u.figures[0]!.id;
      if (!u.figures.some((f) => f.id === leaderId)) add({ path: `${path}.leader`, message: `"${leaderId}" is not one of the unit's figures` });
      const motivation = r.quality.includes(quality) ? ratedUnitMotivation(r, u.leadershipPoints as LeadershipPoints, quality).final : 0;
      units.push({ id: u.id, name: u.name, side: force.side, leaderId, leadershipPoints: u.leadershipPoints, ability: r.ability, fieldCraft: r.fcr, quality, motivation });
      ratedFrom[u.id] = `${rating.provenance.source}; initial motivation ${motivation > 0 ? '+' : ''}${motivation} (${quality}, L.P. ${u.leadershipPoints}, seed lines 398–405)`;
      for (const f of u.figures) {
        figures.push({
          id: f.id, name: f.name, unitId: u.id, at: f.at, posture: f.posture, move: 'still', state: 'ok',
          weapon: { kind: f.weapon, mustReload: false, jammed: false }, loads: f.loads, closedDown: false, boundsFired: 0,
        });
      }
    });
  });
  return { units, figures, ratedFrom };
}
