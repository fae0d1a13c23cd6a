import type { Command } from '@shared/game/commands';
import type { UmpireView } from '@shared/game/view';
import { describeSquare } from '@shared/map/coords';

/** The eight Phases of Case 5.1 as the umpire reads them. */
export const PHASE_LABELS: Readonly<Record<string, string>> = {
  observation: 'A. Observation',
  'opportunity-fire-plot': 'B. Opportunity Fire Plot',
  initiative: 'C. Initiative Determination',
  'hand-to-hand': 'D. Hand-to-Hand Combat',
  'non-prepared-task-execution': 'E. Non-Prepared Task Execution',
  'prepared-task-execution': 'F. Prepared Task Execution',
  bookkeeping: 'G. Bookkeeping',
  'game-turn-record': 'H. Game-Turn Record',
};

export const phaseLabel = (phase: string): string => PHASE_LABELS[phase] ?? phase;

function manName(view: UmpireView, id: string): string {
  const m = view.men.find((x) => x.id === id);
  return m ? `${m.id} ${m.name}` : id;
}

/** A legal command as a button label, with the Case that allows it. */
export function commandLabel(view: UmpireView, c: Command): { label: string; caseRef: string } {
  switch (c.type) {
    case 'phase/advance':
      return { label: 'Next Phase', caseRef: 'Case 5.1' };
    case 'initiative/roll':
      return { label: 'Roll initiative (1D10 each side)', caseRef: 'Case 6.1' };
    case 'side/pass':
      return { label: `${view.sides.find((s) => s.id === c.side)?.name ?? c.side} passes`, caseRef: 'Case 6.41' };
    case 'task/begin':
      return { label: `Begin tasks: ${manName(view, c.manId)}`, caseRef: 'Case 6.21' };
    case 'task/end':
      return { label: `End tasks: ${manName(view, c.manId)}`, caseRef: 'Case 6.43' };
    case 'task/fall-prone':
      return { label: `Fall prone: ${manName(view, c.manId)}`, caseRef: 'Case 7.6' };
    case 'task/stand':
      return { label: `Stand erect: ${manName(view, c.manId)}`, caseRef: 'Case 5.22' };
    case 'task/move':
      return { label: `Move ${manName(view, c.manId)} to ${describeSquare(c.route[c.route.length - 1]!)}`, caseRef: 'Case 7.2' };
    case 'observe/attempt':
      return { label: `${manName(view, c.observerId)} tries to observe ${manName(view, c.targetId)}`, caseRef: 'Case 8.73' };
    case 'observe/forego':
      return { label: `${manName(view, c.observerId)} lets it pass`, caseRef: 'Case 8.95' };
    case 'plot/opportunity-fire':
      return { label: `Plot opportunity fire: ${manName(view, c.manId)} (${c.fireTask})`, caseRef: 'Case 10.7' };
    case 'plot/withdraw':
      return { label: `Withdraw plot: ${manName(view, c.manId)}`, caseRef: 'Case 5.1' };
    default:
      return { label: c.type, caseRef: '' };
  }
}

/** Commands worth a button; moves are made with the move tool, attempts from the prompt list. */
export function buttonCommands(commands: readonly Command[]): Command[] {
  return commands.filter((c) => c.type !== 'task/move' && !(c.type === 'observe/attempt' || c.type === 'observe/forego'));
}
