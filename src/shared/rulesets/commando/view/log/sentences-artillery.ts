import { diceText } from './dice-text';
import { sq } from './names';
import { cite, pct, plural, tp, type Sentences } from './sentence-types';

/** Sentences for artillery and mortar fire (Section 28.0). */

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

const ROUND = { 'high-explosive': 'high-explosive', smoke: 'smoke', illumination: 'star shell' } as const;

export const ARTILLERY_SENTENCES: Pick<
  Sentences,
  'artillery-allotted' | 'artillery-planned' | 'artillery-unplanned' | 'gun-targeted' | 'observer-designated' | 'artillery-announced' | 'forward-observed' | 'observation-credited' | 'shell-landed'
> = {
  'artillery-allotted': (e, n) => `${n.side(e.allotment.side)} has ${plural(e.allotment.rounds, 'round')} of planned fire and ${plural(e.allotment.guns, 'artillery piece')}${cite(e.caseRef)}`,
  'artillery-planned': (e, n) => `${n.side(e.plan.side)} plans a ${ROUND[e.plan.round]} round on ${sq(e.plan.square)} for Game-Turn ${e.plan.turn} (${e.plan.id})${cite(e.caseRef)}`,
  'artillery-unplanned': (e) => `Planned round ${e.planId} is taken back${cite(e.caseRef)}`,
  'gun-targeted': (e) => `${e.gunId} is laid on ${sq(e.square)}; it may fire from Game-Turn ${e.readyTurn}${cite(e.caseRef)}`,
  'observer-designated': (e, n) => `${n.man(e.manId)} is designated a forward observer${cite(e.caseRef)}`,
  'artillery-announced': (e, n) => {
    const what = [e.announcement.fire ? 'artillery fire' : '', e.announcement.retarget ? 'a change of target square' : ''].filter(Boolean).join(' and ');
    return `${n.side(e.announcement.side)} announces ${what}${e.announcement.planned ? ' (planned)' : ''} for Game-Turn ${e.announcement.turn}${cite(e.caseRef)}`;
  },
  'forward-observed': (e, n) => `${n.man(e.manId)} observes for ${e.gunId}${e.newTarget ? `, designating ${sq(e.newTarget)}` : ''} (${tp(e.taskPointsCharged)})${cite(e.caseRef)}`,
  'observation-credited': (e, n) => `${e.gunId}, observed by ${n.man(e.manId)}: ${e.reason}${cite(e.caseRef)}`,
  'shell-landed': (e, n) => {
    const i = e.impact;
    const where = i.hit ? `hits ${sq(i.landing)}` : `scatters ${e.scatter?.distance ?? 0} ${(e.scatter?.direction ?? '').toUpperCase()} from ${sq(i.target)} to ${sq(i.landing)}`;
    const struck = e.hits.filter((h) => !h.shielded);
    const hits = struck.length === 0 ? '' : `: ${struck.map((h) => `${n.man(h.manId)} ${h.killed ? 'killed' : plural(h.wounds, 'Wound Point')}`).join(', ')}`;
    const lines = e.removedLines.length > 0 ? `; ${plural(e.removedLines.length, 'wall or wire side')} destroyed` : '';
    return `A ${ROUND[i.round]} shell of ${n.side(i.side)} (${pct(e.chance)}) ${where}${hits}${lines}${withDice(e.dice)}${cite(e.caseRef)}`;
  },
};
