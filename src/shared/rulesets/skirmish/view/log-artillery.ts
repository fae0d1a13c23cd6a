/** The log's sentences for artillery called over the radio (ruling SK33; the umpire's log: it names the truth). */
import type { ArtilleryEvent } from '../model/artillery-events';

const faces = (e: ArtilleryEvent) => e.dice.flatMap((d) => d.faces.map((f) => `${f.die.toUpperCase()} ${f.face}`));
const where = (p: { readonly x: number; readonly y: number }) => `(${+p.x.toFixed(1)}", ${+p.y.toFixed(1)}")`;
const ROUND = { he: 'H.E.', wp: 'W.P.', heat: 'H.E.A.T.' } as const;

export function artilleryLogSentence(e: ArtilleryEvent): string {
  const m = e.mission;
  const shared = Object.entries(e.shared).filter(([, n]) => n > 0).map(([id, n]) => `"${id}" ${n}`);
  const hits = e.hits.length ? `${e.hits.length} wound roll${e.hits.length === 1 ? '' : 's'} (${shared.join(', ')})` : 'no hits';
  const dice = faces(e).join(', ');
  if (e.fire === 'ranging') {
    return `"${m.observerId}" called ${m.missionId}, ${m.battery} ${ROUND[e.round]}, on ${where(m.aim)}: ranging round ${m.shots} (seed line 201) ${dice}, ${e.onTarget ? 'HIT' : `landed at ${where(e.burst)}`}; ${hits} (seed line 202).`;
  }
  return `"${m.observerId}" called ${m.missionId}, a ${e.barrage!.guns}-gun ${m.battery} ${ROUND[e.round]} barrage of ${e.barrage!.minutes} minute${e.barrage!.minutes === 1 ? '' : 's'} on ${where(m.aim)} (seed line 204)${dice ? `: ${dice}` : ''}; ${hits}.`;
}
