/**
 * Special rules played wholly when the game is built (createGame,
 * scenarios/setup-game.ts) or by the map's terrain, with no hook in play:
 * their plug-ins only say that the engine plays them (Case 38.23).
 */
import type { SpecialRules } from '../../engine/special-rules';

/** Cases 38.45, 38.47, 38.64: no defender plotted for Sentry Routine (the deployment's `sentryAllowed`). */
export const noSentryRoutineRules: SpecialRules = { name: 'No Sentry Routine (Sections 39, 41, 43, 48)', ids: ['no-sentry-routine'] };

/** Case 40.43: the British explosives, created with the game (scenario-explosives.ts). */
export const vaagsoRules: SpecialRules = { name: 'Vaagso (Case 40.43)', ids: ['vaagso-explosives'] };

/** Case 41.43: the guard towers are tower terrain on the map. */
export const sontayRules: SpecialRules = { name: 'Son Tay (Case 41.43)', ids: ['sontay-guard-towers'] };

/** Case 48.43: the explosives and the technical advisers, created with the game; the cranes are map terrain. */
export const oilfieldRules: SpecialRules = { name: 'Oilfield (Case 48.43)', ids: ['oilfield-explosives', 'oilfield-cranes', 'oilfield-technical-advisers'] };
