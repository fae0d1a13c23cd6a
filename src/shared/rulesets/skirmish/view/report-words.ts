/**
 * A skirmish game in words for the archive's printable report (issue 19):
 * every event as the umpire's log says it (log.ts, naming seed lines and
 * dice), the bound a state is in, and the forces at the start — each
 * figure with his unit, side, place on the table and weapon. Never JSON.
 */
import type { ReportWords } from '../../../kernel/ruleset';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { skirmishLogSentence } from './log';

const inches = (p: { readonly x: number; readonly y: number }) => `${+p.x.toFixed(1)}", ${+p.y.toFixed(1)}"`;

export const skirmishReportWords: ReportWords<SkirmishState, SkirmishEvent> = {
  event: skirmishLogSentence,
  turnName: 'Bound',
  turn: (state) => state.bound,
  roster: (initial) => ({
    headers: ['Figure', 'Name', 'Unit', 'Side', 'At', 'Weapon', 'State'],
    rows: Object.values(initial.figures).map((f) => {
      const unit = initial.units[f.unitId];
      const side = initial.sides.find((s) => s.id === unit?.side);
      return [f.id, f.name, unit?.name ?? f.unitId, side?.name ?? unit?.side ?? '', inches(f.at), f.weapon.kind, f.state];
    }),
  }),
};
