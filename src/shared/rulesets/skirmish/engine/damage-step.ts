/**
 * The Damage step (seed lines 60–65): each hit the Fire step left rolls a
 * D10 with the round's signed strength (ruling SK9), the penetration of the
 * cover protecting the man, the printed DMs (aimed single shot +2, flak
 * jacket −2) and the umpire's discretion (rules/damage.ts): under 4 pinned,
 * 4–6 wounded, 7–8 crippled, 9+ killed; a second wound cripples (SK10).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { rollWound } from '../rules/damage';
import { rollHitLocation } from '../rules/hit-location';
import { trapKilledAsCrippled } from '../tables/mines-wiring';
import { refuse } from './errors';
import { afterHit } from './wired-support';

type RollCommand = Extract<SkirmishCommand, { type: 'damage/roll' }>;

/** Hits still to roll on men not yet killed (a hit on a dead man is dropped when the step ends). */
export const hitsPending = (state: SkirmishState): string[] => (state.hits ?? []).filter((h) => state.figures[h.figureId]?.state !== 'killed').map((h) => h.hitId);

export function decideDamageRoll(state: SkirmishState, cmd: RollCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'damage') return err(refuse('damage/not-now', 61, 'damage', `Wound rolls are made in the Damage step; bound ${state.bound} is in its ${state.step} step.`));
  const hit = (state.hits ?? []).find((h) => h.hitId === cmd.hitId);
  if (!hit) return err(refuse('damage/unknown-hit', 61, 'damage', `There is no pending hit "${cmd.hitId}" in game "${state.scenarioId}"; pending: ${hitsPending(state).join(', ') || 'none'}.`));
  const f = state.figures[hit.figureId]!;
  if (f.state === 'killed') return err(refuse('damage/killed', 61, 'killed', `"${f.id}" is already killed; hit "${hit.hitId}" is dropped at the end of the step.`));
  const rec = new RecordingDice(dice);
  const wound = rollWound({ strength: hit.strength, cover: hit.cover, conditions: hit.conditions, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) }, rec);
  // The optional hit location (lines 62–63, ruling SK19) when the umpire plays it; then a trap's "treat killed as crippled" (lines 183–184).
  const located = state.options?.hitLocation ? rollHitLocation(wound.result, rec) : undefined;
  const rolled = located?.result ?? wound.result;
  const result = hit.killedAsCrippled && rolled === 'killed' ? 'crippled' : rolled;
  return ok([
    {
      type: 'damage/rolled',
      bound: state.bound,
      hitId: hit.hitId,
      figureId: f.id,
      result,
      state: afterHit(f.state, result),
      breakdown: wound.breakdown,
      ...(located ? { location: { location: located.location, result: located.result, crawlOnly: located.crawlOnly, firingDm: located.firingDm, weaponDestroyed: located.weaponDestroyed, breakdown: located.breakdown } } : {}),
      ...(result !== rolled ? { note: `killed treated as crippled (${trapKilledAsCrippled})` } : {}),
      dice: rec.take(),
    },
  ]);
}
