import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Sourced } from '../../../kernel/provenance';
import {
  RADIO_ARTILLERY_DM, RADIO_DIE, RADIO_MOVE_DM, RADIO_NEARBY_FIRE_DM, RADIO_NEAREST_IMPACT_ONLY, RADIO_NEED, RADIO_SET_DM, RADIO_UNDER_FIRE_DM, RADIO_WEATHER_DM,
  type RadioSet,
} from '../tables/radio';
import { addDiscretion, type UmpireDiscretion } from './discretion';

export interface RadioInput {
  readonly set: RadioSet;
  readonly move: keyof typeof RADIO_MOVE_DM;
  /** Table inches to the nearest artillery impact this bound, if any. */
  readonly nearestImpact?: number;
  readonly underFire?: boolean;
  /** Smallarms firing within 9" of the operator this bound, and whether any M.G. is among them. */
  readonly smallarmsWithin9?: number;
  readonly mgWithin9?: boolean;
  readonly weather?: keyof typeof RADIO_WEATHER_DM;
  readonly discretion?: readonly UmpireDiscretion[];
}

/** The DMs of a radio contact (seed lines 17–23). */
export function radioModifiers(input: RadioInput): Breakdown {
  const b = new BreakdownBuilder('radio contact DMs', { label: 'no modifier', caseRef: RADIO_NEED.provenance.source, value: 0 });
  const add = (label: string, s: Sourced<number>): void => {
    if (s.value) b.add(label, s.provenance.source, s.value, s.provenance);
  };
  add(`${input.set} set`, RADIO_SET_DM[input.set]);
  add(`operator ${input.move}`, RADIO_MOVE_DM[input.move]);
  const impact = input.nearestImpact;
  if (impact !== undefined) {
    const a = impact <= RADIO_ARTILLERY_DM.within9.value.within ? RADIO_ARTILLERY_DM.within9 : impact <= RADIO_ARTILLERY_DM.within15.value.within ? RADIO_ARTILLERY_DM.within15 : null;
    if (a) {
      b.add(`artillery impact ${impact}" away`, a.provenance.source, a.value.dm, a.provenance);
      if (a === RADIO_ARTILLERY_DM.within9) b.note('the nearer impact only', RADIO_NEAREST_IMPACT_ONLY.provenance.source);
    }
  }
  if (input.underFire) add('operator under fire', RADIO_UNDER_FIRE_DM);
  const fire = RADIO_NEARBY_FIRE_DM.value;
  if ((input.smallarmsWithin9 ?? 0) >= fire.smallarms || input.mgWithin9) b.add(`${input.mgWithin9 ? 'an M.G.' : `${input.smallarmsWithin9} smallarms`} firing within 9"`, RADIO_NEARBY_FIRE_DM.provenance.source, fire.dm, RADIO_NEARBY_FIRE_DM.provenance);
  add(`weather: ${input.weather ?? 'clear'}`, RADIO_WEATHER_DM[input.weather ?? 'clear']);
  addDiscretion(b, input.discretion, 'radio contact');
  return b.build();
}

export interface RadioRoll {
  readonly face: number;
  readonly total: number;
  readonly contact: boolean;
  readonly breakdown: Breakdown;
}

/** The chance of contact on the D10 (ruling SK18). */
export function radioChance(input: RadioInput): number {
  const dm = radioModifiers(input).final;
  let n = 0;
  for (let face = 1; face <= 10; face++) if (face + dm >= RADIO_NEED.value) n++;
  return n / 10;
}

/** "Radio contact 3+" (seed lines 16–23): D10 + DMs must reach 3. */
export function rollRadioContact(input: RadioInput, dice: DiceSource): RadioRoll {
  const mods = radioModifiers(input);
  const face = dice.roll({ die: RADIO_DIE.value, purpose: `seed 003 line 16 radio contact (${input.set}, ${input.move})` }).face;
  const b = new BreakdownBuilder(`radio contact: need ${RADIO_NEED.value}+`, { label: `D10 rolled ${face}`, caseRef: RADIO_DIE.provenance.source, value: face, provenance: RADIO_DIE.provenance });
  for (const s of mods.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  for (const s of mods.steps) if (s.kind === 'note') b.note(s.label, s.caseRef);
  const contact = b.value >= RADIO_NEED.value;
  b.note(`${contact ? 'contact' : 'no contact'}: ${b.value} against ${RADIO_NEED.value}+`, RADIO_NEED.provenance.source);
  return { face, total: b.value, contact, breakdown: b.build() };
}
