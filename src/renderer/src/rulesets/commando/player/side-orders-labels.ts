import { describeSquare } from '@shared/map/coords';
import type { Square } from '@shared/map/map-model';
import type { SidePromptView } from '@shared/rulesets/commando/view/view';
import type { SideOrderInput } from '../../../api/client';

/** An opportunity-fire interrupt (Cases 7.53, 10.55) or an observation prompt (Cases 7.52, 8.95), told apart by the Case the side's view carries. */
export function promptKind(prompt: SidePromptView): 'opportunity' | 'observation' | 'panic' {
  if (prompt.role === 'mover') return 'panic';
  return prompt.caseRef === 'Case 7.53' || prompt.caseRef === 'Case 10.55' ? 'opportunity' : 'observation';
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '?');

/** An order in words, from what the side sent (its pending and refused lists show these). */
export function orderLabel(order: SideOrderInput): string {
  const man = str(order.manId);
  switch (order.type) {
    case 'task/begin':
      return `${man} acts next`;
    case 'task/route':
    case 'task/move': {
      const route = Array.isArray(order.route) ? (order.route as Square[]) : [];
      return route.length > 1 ? `${man} moves ${route.length - 1} squares to ${describeSquare(route[route.length - 1]!)}` : `${man} moves`;
    }
    case 'entry/enter': {
      const q = order.square as Square | undefined;
      return q && typeof q.col === 'number' && typeof q.row === 'number' ? `${man} enters the map at ${describeSquare(q)}` : `${man} enters the map`;
    }
    case 'task/resume-route':
      return `${man} goes on with his route`;
    case 'task/fall-prone':
      return `${man} falls prone${order.goOn ? ' and goes on' : ''}`;
    case 'task/stand':
      return `${man} stands up`;
    case 'task/end':
      return `${man} ends his tasks`;
    case 'task/exit-map':
      return `${man} steps off the map`;
    case 'task/fire': {
      const targets = Array.isArray(order.targets) ? (order.targets as { targetId?: unknown }[]).map((t) => str(t.targetId)).join(', ') : '?';
      return `${man} ${order.aimed ? 'aims and fires' : 'fires'} at ${targets}`;
    }
    case 'task/reload':
      return `${man} reloads`;
    case 'task/prepare-weapon':
      return `${man} prepares another weapon`;
    case 'task/prepare-grenade':
      return `${man} prepares a ${str(order.grenade)} grenade`;
    case 'task/throw-grenade': {
      const q = order.target as Square | undefined;
      return q && typeof q.col === 'number' && typeof q.row === 'number' ? `${man} throws a grenade at ${describeSquare(q)}` : `${man} throws a grenade`;
    }
    case 'task/exchange-weapons':
      return `${man} exchanges weapons with ${str(order.partnerId)}`;
    case 'plot/opportunity-fire':
      return `${man} lies in wait (${str(order.fireTask)})`;
    case 'plot/withdraw':
      return `${man}'s plot withdrawn`;
    case 'observe/attempt':
      return `${str(order.observerId)} tries to observe`;
    case 'observe/forego':
      return `${str(order.observerId)} lets the moment pass`;
    case 'opportunity/fire':
      return 'opportunity fire';
    case 'opportunity/hold':
      return 'opportunity fire held';
    case 'panic/choose-target':
      return `${man} fires at ${str(order.targetId)}`;
    default:
      return order.type;
  }
}
