import type { SkirmishEvent } from '@shared/rulesets/skirmish/model/events';
import type { SkirmishState } from '@shared/rulesets/skirmish/model/state';
import { skirmishRuleset } from '@shared/rulesets/skirmish';
import { skirmishSideCopy, type SkirmishSideCopy } from '@shared/rulesets/skirmish/view/side-copy';
import { GAME_FILE_SCHEMA_VERSION, liveFileEvents, SIDE_FILE_FORMAT, type GameFile } from './game-file';

/**
 * A side's own file of a skirmish game (issue 19): its copy of the game as
 * its window showed it (view/side-copy.ts: its projection after every live
 * event that changed it, no reverted branch, no seq, no version), its own
 * players and casualties, and the outcome. Like a Commando side file it
 * cannot be imported (import-game.ts refuses the side-file format).
 */
export interface SkirmishSideFile extends SkirmishSideCopy {
  readonly format: typeof SIDE_FILE_FORMAT;
  readonly schemaVersion: typeof GAME_FILE_SCHEMA_VERSION;
  readonly kind: 'side';
  readonly ruleset: 'skirmish';
  readonly players: readonly { readonly name: string }[];
  readonly result: null | {
    readonly boundsPlayed: number;
    readonly outcome: Readonly<Record<string, { readonly outcome: 'win' | 'loss' | 'draw' }>>;
    /** The side's own figures a hit left wounded, crippled or killed (seed line 61). */
    readonly ownCasualties: readonly { readonly name: string; readonly condition: string }[];
  };
}

/** The states a side's copy reads: the set-up, then the state after each live event. */
function* liveStates(file: GameFile): Generator<SkirmishState> {
  let state = file.initial as unknown as SkirmishState;
  yield state;
  for (const e of liveFileEvents(file)) {
    state = skirmishRuleset.evolve(state, e as unknown as SkirmishEvent);
    yield state;
  }
}

export function skirmishSideFile(file: GameFile, sideId: string): SkirmishSideFile {
  const initial = file.initial as unknown as SkirmishState;
  if (!initial.sides.some((s) => s.id === sideId)) throw new Error(`No side "${sideId}" in this game (sides: ${initial.sides.map((s) => s.id).join(', ')}).`);
  const copy = skirmishSideCopy(liveStates(file), sideId);
  const finish = [...file.audit].reverse().find((a) => a.kind === 'finish');
  const casualties = Array.isArray(finish?.detail['casualties']) ? (finish.detail['casualties'] as { name: string; side: string; condition: string }[]) : [];
  return {
    format: SIDE_FILE_FORMAT,
    schemaVersion: GAME_FILE_SCHEMA_VERSION,
    kind: 'side',
    ruleset: 'skirmish',
    ...copy,
    players: (file.sides.find((s) => s.side === sideId)?.players ?? []).map((p) => ({ name: p.name })),
    result: file.result
      ? {
          boundsPlayed: file.result.turnsPlayed,
          outcome: Object.fromEntries(Object.entries(file.result.sides).map(([s, r]) => [s, { outcome: r.outcome }])),
          ownCasualties: casualties.filter((c) => c.side === sideId && c.condition !== 'fit').map((c) => ({ name: c.name, condition: c.condition })),
        }
      : null,
  };
}
