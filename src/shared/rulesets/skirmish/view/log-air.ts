/** The log's sentence for a strafing pass (ruling SK35; the umpire's log: it names the truth and who saw it). */
import type { AirEvent } from '../model/air-events';

const where = (p: { readonly x: number; readonly y: number }) => `(${+p.x.toFixed(1)}", ${+p.y.toFixed(1)}")`;
const faces = (e: AirEvent) => e.dice.flatMap((d) => d.faces.map((f) => `${f.die.toUpperCase()} ${f.face}`));
const HEIGHT = { noe: 'N.O.E.', low: 'LOW' } as const;

export function airLogSentence(e: AirEvent): string {
  const p = e.pass;
  const struck = e.struck.map((s) => `"${s.figureId}" ${s.column}${s.roll ? ` ${s.hits} hit${s.hits === 1 ? '' : 's'}` : ' (no effect)'}`);
  const seen = p.seenBy.length ? `seen by ${p.seenBy.map((s) => `"${s}"`).join(', ')}` : 'seen by no side';
  return `Umpire: "${p.aircraft}" strafes (${p.weapon}, ${HEIGHT[p.altitude]} ${e.flight}, ${e.target} target) from ${where(p.from)} to ${where(p.to)}, aiming at ${where(e.aim)} (seed line 299): ${faces(e).join(', ')}; ${e.onTarget ? 'on target' : `missed, deviating as a mortar to ${where(e.centre)} (seed line 302)`}; ${struck.length ? struck.join(', ') : 'no one in the area'} (seed line 315); ${seen} — ${e.reason}.`;
}
