import type { Square } from '@shared/map/map-model';

/** A man on the map, as a ruleset's screen draws him (MarkersLayer.tsx). */
export interface MapMarker {
  readonly id: string;
  readonly square: Square;
  readonly label: string;
  readonly colour: string;
  /** Ghosts are last-known positions (Case 8.84), drawn hollow with the turn they were seen. */
  readonly style: 'solid' | 'ghost';
  readonly prone: boolean;
  readonly title: string;
  /** Short state badges drawn above the marker (OF, PANIC, SW…); in a player window only his own man's BRIDGE (Case 20.12). */
  readonly badges?: readonly string[];
  /** His prepared weapon (Case 13.17: "SMG", "GREN"), drawn to the right of the marker; own men and the umpire's map only. */
  readonly prepared?: string;
}
