import type { ManCondition } from '../../model/state';
import { diceText } from './dice-text';
import { phaseName, sq } from './names';
import { cite, listWords, plural, tp, type Sentences } from './sentence-types';

/** Cases 23.33, 23.53 (ruling VH60): a crewman's plot names his vehicle's gun (engine/vehicle-gun-plot.ts); the vehicle pays when it fires. */
function gunPlotWords(payload: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const gun = payload?.['gun'];
  const vehicleId = payload?.['vehicleId'];
  if (typeof gun !== 'string' || typeof vehicleId !== 'string') return undefined;
  return `the ${gun} machinegun of ${vehicleId}, paid by the vehicle when it fires (Case 23.33)`;
}

/** Sentences for the turn sequence, observation, movement and rulings (Sections 5–9, Case 2.0). */

export const CONDITION_WORDS: Readonly<Record<ManCondition, string>> = {
  fit: 'fit',
  'seriously-wounded': 'seriously wounded',
  incapacitated: 'incapacitated',
  dead: 'dead',
};

const END_REASONS = {
  declared: 'declared',
  'fell-prone': 'he fell prone',
  stopped: 'stopped',
  panicked: 'he panicked',
  preservation: 'preservation',
  exited: 'he left the map',
} as const;

const STOP_REASONS = { prompt: 'an observation prompt', 'enemy-square': "an Enemy man's square", mine: 'a mine', 'task-points': 'his Task Points running out' } as const;

/** The roll of an event as rolled, or the bare number when the dice were not recorded. */
export const rolled = (dice: Parameters<typeof diceText>[0], code: string, roll: number): string => diceText(dice) || `${code} = ${roll}`;

export const CORE_SENTENCES: Pick<
  Sentences,
  | 'man-placed'
  | 'enemy-observed'
  | 'sight-lost'
  | 'man-wounded'
  | 'phase-advanced'
  | 'observation-attempted'
  | 'observation-foregone'
  | 'prompt-raised'
  | 'opportunity-fire-plotted'
  | 'opportunity-fire-plot-withdrawn'
  | 'initiative-determined'
  | 'task-begun'
  | 'man-moved'
  | 'posture-changed'
  | 'task-ended'
  | 'side-passed'
> = {
  'man-placed': (e, n) =>
    e.ruling
      ? `Umpire ruling: ${n.man(e.manId)} is placed ${e.ruling.from ? `from ${sq(e.ruling.from)} ` : ''}in ${sq(e.square)} (${e.posture}), outside the rules — “${e.ruling.reason}” (Case 2.0)`
      : `${n.man(e.manId)} is placed in ${sq(e.square)} (${e.posture}) (Case 2.0)`,
  'enemy-observed': (e, n) => `${n.man(e.observerId)} observes ${n.man(e.targetId)} in ${sq(e.square)} (${e.posture})${cite(e.caseRef)}`,
  'sight-lost': (e, n) => `${n.man(e.observerId)} loses sight of ${n.man(e.targetId)}${cite(e.caseRef)}`,
  'man-wounded': (e, n) =>
    `${n.man(e.manId)} takes ${plural(e.woundPoints, 'Wound Point')} (${e.totalWounds} in all): ${CONDITION_WORDS[e.condition]}${e.taskPointsLost > 0 ? `, loses ${tp(e.taskPointsLost)}` : ''}${e.panicCheckDue ? ', must check panic' : ''}${cite(e.caseRef)}`,
  'phase-advanced': (e, n) =>
    `Game-Turn ${e.turn}: Phase ${phaseName(e.from)} ends, Phase ${phaseName(e.to)} begins${e.plotDeclarations?.length ? ` — ${e.plotDeclarations.map((d) => `${n.side(d.side)} ${d.anyPlotted ? 'has' : 'has no'} men plotted`).join(', ')}` : ''} (Case 5.1)`,
  'observation-attempted': (e, n) =>
    `${n.man(e.observerId)} tries to observe ${n.man(e.targetId)}: ${rolled(e.dice, '1D100', e.roll)} against ${e.chance}%, ${e.success ? `observes him in ${sq(e.square)}` : 'does not observe him'}${cite(e.caseRef)}`,
  'observation-foregone': (e, n) => `${n.man(e.observerId)} ${e.deferred ? 'defers his observation to a later point of the move' : 'lets the moment pass'}${cite(e.caseRef)}`,
  'prompt-raised': (e, n) => {
    const p = e.prompt;
    const who = listWords(p.pending.map((x) => n.man(x.observerId)));
    if (p.kind === 'observation') return `${n.man(p.moverId)} in ${sq(p.at)} stops: ${who} may observe him (Case 8.92)`;
    if (p.kind === 'opportunity') return `${n.man(p.moverId)} in ${sq(p.at)} is interrupted: ${who} may opportunity-fire (Case 10.73)`;
    return `${n.man(p.moverId)} panics: his side chooses among equally near targets (Case 14.22)`;
  },
  'opportunity-fire-plotted': (e, n) => `${n.man(e.manId)} is plotted for opportunity fire: ${gunPlotWords(e.payload) ?? n.task(e.fireTask)}, ${tp(e.cost)} (Case 5.1 B)`,
  'opportunity-fire-plot-withdrawn': (e, n) => `${n.man(e.manId)}'s opportunity-fire plot is withdrawn, ${tp(e.refund)} back (Case 5.1 B)`,
  'initiative-determined': (e, n) =>
    `Initiative: ${e.initiative.rounds.map((r) => r.map((x) => `${n.side(x.side)} 1D10 = ${x.roll}`).join(', ')).join('; tie, again: ')} — ${n.side(e.initiative.side)} has the initiative (Case 6.1)`,
  'task-begun': (e, n) => `${n.man(e.manId)} begins his tasks in Phase ${phaseName(e.phase)}${e.automaticPanic ? ', panicking automatically' : ''} (Case 6.21)`,
  'man-moved': (e, n) =>
    `${n.man(e.manId)} moves ${[e.from, ...e.steps.map((s) => s.to)].map(sq).join(' → ')} (${tp(e.cost)})${e.stopped ? `, stopped by ${STOP_REASONS[e.stopped.reason]} (${e.stopped.caseRef})` : ''} (Case 7.2)`,
  'posture-changed': (e, n) =>
    `${n.man(e.manId)} ${e.posture === 'prone' ? 'falls prone' : 'stands erect'} (${tp(e.cost)})${e.endsTasks ? ', his last task' : ''} (${e.breakdown.steps[0]?.caseRef ?? 'Case 5.22'})`,
  'task-ended': (e, n) => `${n.man(e.manId)} ends his tasks: ${END_REASONS[e.reason]}${cite(e.caseRef)}`,
  'side-passed': (e, n) => `${n.side(e.side)} passes in Phase ${phaseName(e.phase)}${cite(e.caseRef)}`,
};
