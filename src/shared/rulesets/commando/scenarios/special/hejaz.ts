/**
 * Lawrence of Arabia on the Hejaz Railway (Section 42.0): the scenario's
 * special rules as one plug-in (engine/special-rules.ts) — the train and its
 * lookouts (hejaz-train.ts), Lawrence, the grenade ban and the machine-gun
 * sledge (hejaz-rules.ts), the mule with Section 19.0 (mount-command.ts,
 * mount-panic.ts). `hejaz-no-modes` is played by createGame.
 */
import type { SpecialRules } from '../../engine/special-rules';
import { aboard, decideTrainSpeed, evolveTrainEvent, hejazPlaceObjectError, trainCandidates, trainFire, trainMoveError, trainMoveEvents, trainObservationError } from './hejaz-train';
import { hejazGrenadeBan, lawrenceNeverKilled, sledgeFireError, sledgeMoveError, sledgeMover } from './hejaz-rules';

export const hejazRules: SpecialRules = {
  name: 'Hejaz Railway (Case 42.43)',
  ids: ['hejaz-no-modes', 'hejaz-no-grenades', 'hejaz-lawrence', 'hejaz-train', 'hejaz-train-observers', 'hejaz-machinegun-sledge', 'hejaz-mule'],
  gate: (state, command) => {
    // Ruling HJ5: the train's lookouts; rulings HJ3, HJ5, HJ7: men, the train and the sledge.
    if (command.type === 'observe/attempt') return trainObservationError(state, command.observerId, command.targetId);
    if (command.type === 'task/move') return trainMoveError(state, command) ?? sledgeMoveError(state, state.men[command.manId]);
    return undefined;
  },
  placeObjectError: hejazPlaceObjectError,
  setsUpElsewhere: aboard,
  fire: (state, firer, weaponKind) => {
    const sledge = sledgeFireError(state, firer, weaponKind);
    return sledge ? { error: sledge } : trainFire(state, firer);
  },
  grenadeBan: hejazGrenadeBan,
  mover: sledgeMover,
  filterEvents: lawrenceNeverKilled,
  candidates: trainCandidates,
  preparedPhaseEvents: trainMoveEvents,
  commands: { 'train/set-speed': decideTrainSpeed },
  events: { 'train-moved': evolveTrainEvent, 'train-speed-ordered': evolveTrainEvent },
};
