import { diceText } from './dice-text';
import { sq } from './names';
import { CONDITION_WORDS, rolled } from './sentences-core';
import { cite, listWords, pct, plural, tp, type Sentences } from './sentence-types';

/** Sentences for set-up, entry, panic, hand-to-hand, preservation and the scenarios' own events (Sections 12, 14, 15, 38–50). */

const PANIC_RESULTS = { 'fall-prone': 'falls prone', fire: 'fires', move: 'moves', 'hand-to-hand': 'goes hand to hand' } as const;

export const SCENARIO_SENTENCES: Pick<
  Sentences,
  | 'endurance-assigned'
  | 'man-deployed'
  | 'object-placed'
  | 'deployment-ended'
  | 'man-entered'
  | 'panic-checked'
  | 'panic-fire-ordered'
  | 'panic-target-chosen'
  | 'panic-fire-not-delivered'
  | 'sentry-moved'
  | 'square-entered'
  | 'melee-resolved'
  | 'preservation-rolled'
  | 'man-exited'
  | 'reinforcements-arrived'
  | 'object-moved'
  | 'counter-changed'
  | 'train-moved'
  | 'train-speed-ordered'
  | 'scenario-work-done'
  | 'scenario-work-completed'
  | 'equipment-taken'
  | 'bridge-detonated'
  | 'tram-ridden'
  | 'game-ended'
  | 'entry-side-chosen'
  | 'structures-observed'
> = {
  'endurance-assigned': (e) => `Endurance ${e.choice === 'rolled' ? 'rolled' : 'standard'} for ${Object.keys(e.endurances).length} ${Object.keys(e.endurances).length === 1 ? 'man' : 'men'}${cite(e.caseRef)}`,
  'man-deployed': (e, n) => `${n.man(e.manId)} is set up in ${sq(e.square)}, Zone ${e.zone}${e.sentryRoute ? `, sentry route of ${plural(e.sentryRoute.length, 'square')}` : ''}${cite(e.caseRef)}`,
  'object-placed': (e, n) => `${n.object(e.objectId)} is placed in ${sq(e.square)}${cite(e.caseRef)}`,
  'entry-side-chosen': (e, n) => `${n.side(e.side)} writes down its entry side: ${e.optionId}${cite(e.caseRef)}`,
  'structures-observed': (e, n) => `${n.man(e.manId)} observes ${listWords(e.structures)} from ${sq(e.square)}${cite(e.caseRef)}`,
  'deployment-ended': (e) => `Set-up is done: Game-Turn 1 begins${cite(e.caseRef)}`,
  'man-entered': (e, n) => `${n.man(e.manId)} enters the map at ${sq(e.square)} on the ${e.edge} edge (${tp(e.cost)}${e.queuePenalty ? `, ${e.queuePenalty} for the men ahead` : ''})${cite(e.caseRef)}`,
  'panic-checked': (e, n) =>
    e.automatic
      ? `${n.man(e.manId)} panics automatically${e.result ? `: he ${PANIC_RESULTS[e.result]}` : ''}${cite(e.caseRef)}`
      : `${n.man(e.manId)} checks panic: ${rolled(e.dice, '1D100', e.roll ?? 0)} against ${pct(e.chance)}, ${e.panicked ? `panics${e.result ? `: he ${PANIC_RESULTS[e.result]}` : ''}` : 'holds'}${cite(e.caseRef)}`,
  'panic-fire-ordered': (e, n) => `${n.man(e.manId)} must ${e.how === 'throw-grenade' ? 'throw his grenade' : 'fire'} in panic at ${listWords(e.candidates.map(n.man))}${cite(e.caseRef)}`,
  'panic-target-chosen': (e, n) => `${n.man(e.manId)}'s side chooses ${n.man(e.targetId)} as his panic target${cite(e.caseRef)}`,
  'panic-fire-not-delivered': (e, n) => `${n.man(e.manId)}'s panic fire cannot be made: ${e.reason}${cite(e.caseRef)}`,
  'sentry-moved': (e, n) => `Sentry ${n.man(e.manId)} walks his route to ${e.steps.length ? sq(e.steps[e.steps.length - 1]!.to) : 'where he stands'} (${plural(e.steps.length, 'square')})${cite(e.caseRef)}`,
  'square-entered': (e, n) =>
    `${n.man(e.entrantId)} enters the square of ${listWords(e.occupants.map((o) => `${n.man(o.manId)}${o.surprised ? ' (surprised)' : ''}`))}${cite(e.caseRef)}`,
  'melee-resolved': (e, n) =>
    `Hand-to-hand combat in ${plural(e.combats.length, 'square')}: ${e.men.map((m) => `${n.man(m.id)} ${CONDITION_WORDS[m.condition]}${m.woundPoints ? ` (${plural(m.woundPoints, 'Wound Point')})` : ''}`).join(', ')}${e.horses?.length ? `; horses (Case 19.41): ${e.horses.map((h) => `${n.man(h.id)} ${CONDITION_WORDS[h.condition]}${h.woundPoints ? ` (${plural(h.woundPoints, 'Wound Point')})` : ''}`).join(', ')}` : ''}${diceText(e.dice) ? `; dice ${diceText(e.dice)}` : ''}${cite(e.caseRef)}`,
  'preservation-rolled': (e, n) =>
    `${n.side(e.side)}${e.group ? ` (${e.group})` : ''} preservation: ${rolled(e.dice?.slice(0, 2), '1D100', e.roll)} against ${pct(e.percentage)}, condition ${e.conditionBefore} → ${e.conditionAfter}${e.checks.some((c) => c.failed) ? `; fail: ${listWords(e.checks.filter((c) => c.failed).map((c) => n.man(c.manId)))}` : ''}${cite(e.caseRef)}`,
  'man-exited': (e, n) => `${n.man(e.manId)} leaves the map by the ${e.edge} edge (${tp(e.cost)})${cite(e.caseRef)}`,
  'reinforcements-arrived': (e, n) => `Reinforcement group ${e.group} arrives: ${listWords(e.men.map((m) => n.man(m.id) === m.id ? m.name : n.man(m.id)))}${cite(e.caseRef)}`,
  'object-moved': (e, n) =>
    `${n.man(e.byManId)} moves ${n.object(e.objectId)}${e.exited ? ' off the map' : ` to ${e.steps.length ? sq(e.steps[e.steps.length - 1]!.to) : 'where it stands'}`} (${tp(e.cost)})${cite(e.caseRef)}`,
  'counter-changed': (e) => `Counter ${e.counter} is now ${e.value}${cite(e.caseRef)}`,
  'train-moved': (e) => `The train moves ${plural(e.moved, 'square')}: ${e.summary}${cite(e.caseRef)}`,
  'train-speed-ordered': (e) => `The train will run ${plural(e.squares, 'square')} in Game-Turn ${e.turn}${cite(e.caseRef)}`,
  'scenario-work-done': (e, n) => `${n.man(e.manId)} works in ${sq(e.square)} (${tp(e.taskPoints)}): ${e.summary}${cite(e.caseRef)}`,
  'scenario-work-completed': (e, n) => `${n.man(e.manId)} completes the work: ${e.summary}${cite(e.caseRef)}`,
  'equipment-taken': (e, n) => `${n.man(e.manId)} takes the ${e.item} from ${n.man(e.fromId)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'bridge-detonated': (e, n) => `${n.man(e.manId)} tries to blow the ${e.feature}: ${rolled(e.dice, '1D100', e.roll)} against ${pct(e.chance)}, ${e.success ? 'the bridge goes' : 'it holds'}${cite(e.caseRef)}`,
  'tram-ridden': (e, n) => `${n.man(e.manId)} rides the tram ${sq(e.from)} → ${sq(e.to)} (${tp(e.taskPoints)})${cite(e.caseRef)}`,
  'game-ended': (e, n) =>
    `The game ends in Game-Turn ${e.end.turn} (${e.end.reason === 'umpire' ? "the umpire's call" : e.end.reason.replace(/-/g, ' ')}): ${e.end.sides.map((s) => `${n.side(s.side)} ${s.outcomes.map((o) => o.result).join(', ') || 'no result'}`).join('; ')}${cite(e.end.caseRef)}`,
};
