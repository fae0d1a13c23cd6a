/**
 * The umpire's log of a skirmish game: one sentence per event, naming the
 * seed line where a rule decided, the dice, and the umpire's reasons. (Only
 * the umpire reads it: a spotting event names the figure checked, or that
 * nothing was there.)
 */
import type { SkirmishEvent } from '../model/events';
import { airLogSentence } from './log-air';
import { artilleryLogSentence } from './log-artillery';
import { ordnanceLogSentence } from './log-ordnance';
import { terrainLogSentence } from './log-terrain';
import { wiredLogSentence } from './log-wired';

const faces = (e: { readonly dice?: readonly { readonly faces: readonly { readonly face: number }[] }[] }) => e.dice?.flatMap((d) => d.faces.map((f) => f.face)) ?? [];
const where = (p: { readonly x: number; readonly y: number }) => `(${+p.x.toFixed(1)}", ${+p.y.toFixed(1)}")`;

export function skirmishLogSentence(e: SkirmishEvent): string {
  switch (e.type) {
    case 'orders/submitted':
      return `Bound ${e.bound}: side "${e.side}" wrote its orders for ${e.orders.length} unit${e.orders.length === 1 ? '' : 's'} (secret until both are in).`;
    case 'orders/revealed':
      return `Bound ${e.bound}: both sides' orders are in and revealed together (seed line 3).`;
    case 'bound/stepped':
      return `Bound ${e.bound}: the ${e.to} step.`;
    case 'bound/started':
      return `Bound ${e.bound} begins: orders.`;
    case 'bound/moved': {
      const moving = e.moves.filter((m) => m.mode !== 'still');
      const held = e.moves.filter((m) => m.held);
      return `Bound ${e.bound}: ${moving.length} figure${moving.length === 1 ? '' : 's'} moved (seed lines 37–48)${moving.length ? `: ${moving.map((m) => `"${m.figureId}" ${m.mode} to ${where(m.to)}`).join(', ')}` : ''}${held.length ? `; held after a failed reaction: ${held.map((m) => `"${m.figureId}"`).join(', ')}` : ''}.`;
    }
    case 'spot/checked': {
      const rolled = faces(e);
      const roll = rolled.length ? `rolled ${rolled.join(', ')}, needing ${e.breakdown.final > 6 ? 'a 6 for something' : `${e.breakdown.final}+`}` : 'seen without a roll';
      const target = e.targetFigureId ? `"${e.targetFigureId}"` : `an empty place ${where(e.at)}`;
      const result = e.outcome === 'spotted' ? 'spotted' : e.outcome === 'something' ? `spotted something (seed line 4)${e.targetFigureId ? '' : ': a false contact'}` : 'saw nothing';
      const discretion = e.breakdown.steps.find((s) => s.label.startsWith("umpire's discretion"));
      return `"${e.observerId}" looked for ${target}: ${roll}${discretion ? ` (${discretion.label})` : ''}; ${result}${e.contactId ? ` — contact ${e.contactId}` : ''}.`;
    }
    case 'umpire/resolved': {
      const r = e.resolution;
      switch (r.step) {
        case 'reaction':
          return `Umpire: unit "${r.unitId}" ${r.passed ? 'passed' : 'failed'} its reaction (seed line 24) — ${r.reason}.`;
        case 'fire':
          return `Umpire: ${r.firerIds.map((f) => `"${f}"`).join(', ')} fired: ${r.result}${r.misfires.length ? `; misfires ${r.misfires.map((m) => `"${m.figureId}" ${m.result}`).join(', ')} (seed line 60)` : ''} — ${r.reason}.`;
        case 'damage':
          return `Umpire: "${r.figureId}" is ${r.result} (seed line 61) — ${r.reason}.`;
        case 'close-combat':
          return `Umpire: close combat of ${r.figureIds.map((f) => `"${f}"`).join(', ')}: ${r.result} — ${r.reason}.`;
        case 'motivation':
          return `Umpire: unit "${r.unitId}" motivation ${r.change >= 0 ? '+' : ''}${r.change} (seed line 25, held within −2 … +2) — ${r.reason}.`;
        case 'recovery':
          return `Umpire: "${r.figureId}" recovers to ${r.result} — ${r.reason}.`;
      }
      break;
    }
    case 'reaction/rolled':
    case 'fire/resolved':
    case 'damage/rolled':
    case 'close-combat/fought':
    case 'motivation/changed':
    case 'figures/recovered':
      return wiredLogSentence(e);
    case 'he/fired':
    case 'mines/placed':
    case 'mines/walked':
    case 'radio/rolled':
    case 'options/set':
      return ordnanceLogSentence(e);
    case 'terrain-fire/started':
    case 'terrain-fire/burned':
    case 'terrain-fire/fought':
    case 'terrain-fire/burn-out':
      return terrainLogSentence(e);
    case 'artillery/fired':
      return artilleryLogSentence(e);
    case 'air/strafed':
      return airLogSentence(e);
    case 'conditions/set':
      return `Umpire: ${e.night ? 'night' : 'day'}, ${e.smoke.length} smoke cloud${e.smoke.length === 1 ? '' : 's'} (seed line 36) — ${e.reason}.`;
  }
  return `(an event of type "${(e as { type: string }).type}")`;
}
