/** The log's sentences for burning terrain (seed lines 230–231, ruling SK29): the umpire's log, naming what started a fire. */
import type { TerrainEvent } from '../model/terrain-events';

const where = (p: { readonly x: number; readonly y: number }) => `(${+p.x.toFixed(1)}", ${+p.y.toFixed(1)}")`;

export function terrainLogSentence(e: TerrainEvent): string {
  switch (e.type) {
    case 'terrain-fire/started':
      return `Bound ${e.bound}: fire "${e.fire.fireId}" burns ${e.fire.radius * 2}" across at ${where(e.fire.centre)} (seed line 230)${e.fire.cause === 'umpire' ? ', started by the umpire' : ''} — ${e.reason}.`;
    case 'terrain-fire/burned':
      return `Bound ${e.bound}: fire "${e.fireId}" burns ${[...new Set(e.hits.map((h) => `"${h.figureId}"`))].join(', ')} in the Movement step: ${e.hits.length} wound roll${e.hits.length === 1 ? '' : 's'} at Str. ${e.hits[0]?.strength.value ?? 0} (house, ruling SK29).`;
    case 'terrain-fire/fought':
      return `Bound ${e.bound}: "${e.figureId}" tries to put out fire "${e.fireId}" (seed line 231, +2 to its burn-out).`;
    case 'terrain-fire/burn-out': {
      const faces = e.dice.flatMap((d) => d.faces.map((f) => `${f.die.toUpperCase()} ${f.face}`));
      return `Bound ${e.bound}: fire "${e.fireId}" rolls to burn out (seed line 231): ${faces.join(', ')}, total ${e.breakdown.final} against 20+; ${e.burntOut ? 'burnt out' : 'still burning'}.`;
    }
  }
}
