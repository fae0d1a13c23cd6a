/** The log's sentences for H.E., grenades and flame, the umpire's mines, radio calls and the game's options (the umpire's log: it names the truth). */
import type { Breakdown } from '../../../kernel/breakdown';
import type { OrdnanceEvent } from '../model/ordnance-events';

const faces = (e: { readonly dice: readonly { readonly faces: readonly { readonly die: string; readonly face: number }[] }[] }) => e.dice.flatMap((d) => d.faces.map((f) => `${f.die.toUpperCase()} ${f.face}`));
const where = (p: { readonly x: number; readonly y: number }) => `(${+p.x.toFixed(1)}", ${+p.y.toFixed(1)}")`;
const discretion = (b: Breakdown) => b.steps.filter((s) => s.label.startsWith("Umpire's discretion")).map((s) => ` (${s.label}, ${(s.amount ?? 0) >= 0 ? '+' : ''}${s.amount ?? 0})`).join('');
const shares = (shared: Readonly<Record<string, number>>) => Object.entries(shared).filter(([, n]) => n > 0).map(([id, n]) => `"${id}" ${n}`).join(', ');

export function ordnanceLogSentence(e: OrdnanceEvent): string {
  switch (e.type) {
    case 'he/fired': {
      const misfire = e.misfire ? `; misfire (seed line 126): ${e.misfire.result} — ${e.misfire.effect}` : '';
      const fell = e.burst ? `; burst at ${where(e.burst)}${e.deviation ? ' after deviating (seed lines 121–125)' : ''}` : '; no burst that harms anyone';
      const hits = e.burst ? `: ${e.hits.length} wound roll${e.hits.length === 1 ? '' : 's'}${e.hits.length ? ` (${shares(e.shared)}, seed line 121)` : ''}` : '';
      return `"${e.firerId}" fired the ${e.weapon}${e.round === 'other' ? ' (W.P./H.E.A.T.)' : ''} at ${where(e.aim)} (seed line 92): ${faces(e).join(', ')}, ${e.onTarget ? 'on target' : 'fails to hit'}${discretion(e.range)}${misfire}${fell}${hits}.`;
    }
    case 'mines/placed':
      return `Umpire: mine area "${e.area.id}" (${e.area.density}, ${e.area.cards.length} card${e.area.cards.length === 1 ? '' : 's'}${e.area.laidBy ? `, laid by "${e.area.laidBy}"` : ''}; seed line 161) — ${e.reason}.`;
    case 'mines/walked': {
      if (!e.card) return `Unit "${e.unitId}" walked in mine area "${e.areaId}" (seed line 161): ${faces(e).join(', ')}${discretion(e.encounter)}; met nothing.`;
      if (e.card.empty) return `Unit "${e.unitId}" in mine area "${e.areaId}" (seed line 161): card ${e.card.index + 1} "${e.card.label}" — nothing there.`;
      const found = e.detected ? `found by "${e.detection.find((d) => d.found)!.figureId}" (D20, seed line 162)` : 'not found (seed line 162)';
      const trig = e.trigger ? `; ${e.trigger.fired ? `set off by "${e.trigger.figureId}"` : `"${e.trigger.figureId}" did not set it off${e.trigger.why ? ` (${e.trigger.why})` : ''}`} (seed line 177)` : '';
      const hits = e.hits.length ? `: ${e.hits.length} wound roll${e.hits.length === 1 ? '' : 's'} on ${[...new Set(e.hits.map((h) => `"${h.figureId}"`))].join(', ')}` : '';
      return `Unit "${e.unitId}" in mine area "${e.areaId}": card ${e.card.index + 1} "${e.card.label}"; dice ${faces(e).join(', ')}; ${found}${trig}${hits}.`;
    }
    case 'radio/rolled':
      return `"${e.figureId}" called ${e.to} by radio (seed line 16): ${faces(e).join(', ')}, total ${e.breakdown.final} against 3+${discretion(e.breakdown)}; ${e.contact ? 'contact' : 'no contact'}.`;
    case 'options/set':
      return `Umpire: the optional hit location (seed lines 62–63) is ${e.hitLocation ? 'played' : 'not played'}${e.wwii === undefined ? '' : `; ${e.wwii ? 'a WWII game: the ranging DMs are halved, rounded down (seed line 201)' : 'not a WWII game'}`} — ${e.reason}.`;
  }
}
