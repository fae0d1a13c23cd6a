/**
 * Electrified wire (Section 31.0, an Optional Rule): straight barbed wire
 * (Section 20.1) with the current on. It "looks exactly like straight barbed
 * wire" (General Rule), so the map carries plain `barbed-wire` lines and the
 * current is a secret of the side that set it up: `LiveWireState` names the
 * live sides and what each Player has been told (Case 31.1) or felt (the
 * General Rule's "or touches it"). The commands are
 * engine/live-wire-command.ts. Rulings: docs/rulings/electrified-wire.md.
 */
import type { LineFeature, SideRef } from '../../../map/map-model';
import { sideKey } from '../../../map/map-model';
import { ELECTRIFIED_WIRE_NUMBERS as N } from '../tables/electrified-wire';

/** The Section number as the game's `optionalRules` carries it. */
export const ELECTRIFIED_WIRE_SECTION = '31';

/** One side of straight wire with the current on, and the side that set it up (General Rule). */
export interface LiveSide {
  readonly side: SideRef;
  readonly owner: string;
}

/** How many sides a Player may electrify: the scenario's listing (Case 45.41), or none printed (ruling EW1). */
export interface LiveWireAllotment {
  readonly side: string;
  readonly count: number;
  readonly caseRef: string;
}

/** Section 31.0 in the game state. Umpire-only; a side sees its own wire and what it was told (view.ts). */
export interface LiveWireState {
  readonly allotments: readonly LiveWireAllotment[];
  readonly live: readonly LiveSide[];
  /** What each Player knows of wire it does not own, by `sideKey`: true live, false dead (Case 31.1, General Rule). */
  readonly told: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
}

export const emptyLiveWire = (allotments: readonly LiveWireAllotment[] = []): LiveWireState => ({ allotments, live: [], told: {} });

const keyOf = (side: SideRef): string => sideKey(side);

export const liveSideOn = (w: LiveWireState | undefined, side: SideRef): LiveSide | undefined => w?.live.find((l) => keyOf(l.side) === keyOf(side));

/** Is the current on in this side of wire? */
export const isLive = (w: LiveWireState | undefined, side: SideRef): boolean => !!liveSideOn(w, side);

/**
 * What a Player knows of this wire: true (live), false (dead), or undefined
 * (not known). His own wire he set up himself (General Rule).
 */
export function knownTo(w: LiveWireState | undefined, player: string, side: SideRef): boolean | undefined {
  if (!w) return undefined;
  const own = liveSideOn(w, side);
  if (own && own.owner === player) return true;
  return w.told[player]?.[keyOf(side)];
}

/** Case 31.22: "A man aware of the presence of electrified wire will not throw himself onto the wire." */
export const awareOfCurrent = (w: LiveWireState | undefined, player: string, side: SideRef): boolean => knownTo(w, player, side) === true;

/** The Player is told (Case 31.1) or has felt (General Rule) whether the wire is live. */
export function tell(w: LiveWireState, player: string, side: SideRef, live: boolean): LiveWireState {
  const mine = w.told[player] ?? {};
  return { ...w, told: { ...w.told, [player]: { ...mine, [keyOf(side)]: live } } };
}

/** The live sides one Player set up (its allotment is spent on these). */
export const liveOf = (w: LiveWireState, owner: string): readonly LiveSide[] => w.live.filter((l) => l.owner === owner);

/** Electrified wire is straight wire (General Rule: it "looks exactly like straight barbed wire"); clipped wire takes its current with it (Case 20.34). */
export const isLiveWireFeature = (f: LineFeature): boolean => f.terrain === 'barbed-wire';

/** Case 31.21: the 50 % roll: does he die? */
export const shockKills = (roll: number): boolean => roll <= N.shockDeathAtOrBelow.value;

/** Case 31.24: the 1D10: has he slipped? */
export const boostSlips = (roll: number): boolean => roll <= N.slipAtOrBelow.value;
