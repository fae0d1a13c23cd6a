/**
 * Radio contact in the Bound (seed lines 16–23, rulings SK18 and SK25): a
 * man calls with the set the umpire names; D10 + DMs, 3+ makes contact
 * (rules/radio.ts). The operator's move is his order's this bound; the
 * smallarms and M.G.s firing within 9" are the men who fired this bound;
 * artillery impacts are the umpire's discretion; a contact lets him call one
 * fire mission this bound (engine/artillery-step.ts, ruling SK33).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { distance } from '../rules/geometry';
import { rollRadioContact } from '../rules/radio';
import { RADIO_NEARBY_FIRE_DM } from '../tables/radio';
import { FIRE_SIGNATURE } from '../tables/weapon-kinds';
import { refuse } from './errors';
import { orderedMode } from './movement-step';

type RadioCommand = Extract<SkirmishCommand, { type: 'radio/contact' }>;

export function decideRadio(state: SkirmishState, cmd: RadioCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step === 'orders') return err(refuse('radio/not-now', 16, 'radio contact', `Radio calls are made once the orders are revealed (ruling SK25); bound ${state.bound} is in its orders step.`));
  const f = state.figures[cmd.figureId];
  if (!f) return err(refuse('radio/unknown-figure', 16, 'radio contact', `There is no figure "${cmd.figureId}" in game "${state.scenarioId}".`));
  if (f.state === 'killed' || f.state === 'crippled') return err(refuse('radio/cannot-call', 61, f.state, `"${f.id}" is ${f.state} and makes no call (ruling SK10).`));
  if (f.prisonerOf) return err(refuse('radio/prisoner', 146, 'surrender', `"${f.id}" has surrendered and makes no call (ruling SK31).`));
  const near = Object.values(state.figures).filter((g) => g.id !== f.id && g.lastFiredBound === state.bound && distance(g.at, f.at) <= RADIO_NEARBY_FIRE_DM.value.within);
  const rec = new RecordingDice(dice);
  const r = rollRadioContact(
    {
      set: cmd.set,
      move: orderedMode(state, f.id),
      underFire: cmd.underFire,
      smallarmsWithin9: near.filter((g) => FIRE_SIGNATURE[g.weapon.kind].value === 'smallarms').length,
      mgWithin9: near.some((g) => FIRE_SIGNATURE[g.weapon.kind].value !== 'smallarms'),
      weather: cmd.weather,
      ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}),
    },
    rec,
  );
  return ok([{ type: 'radio/rolled', bound: state.bound, figureId: f.id, to: cmd.to, contact: r.contact, breakdown: r.breakdown, dice: rec.take() }]);
}
