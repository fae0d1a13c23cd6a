/**
 * The replay viewer's pure parts: who the game is seen as (the umpire with
 * the fog lifted, or one side as it saw the game then), stepping through the
 * log, and the caption of a frame. Tested without a DOM.
 */
import type { ReplayFrame, ReplayViewer } from '@shared/contract/api';

export interface ViewerChoice {
  readonly key: string;
  readonly label: string;
  readonly viewer: ReplayViewer;
}

/** The umpire first, then each side in the game's order. */
export function viewerChoices(sides: readonly { id: string; name: string }[]): ViewerChoice[] {
  return [
    { key: 'umpire', label: 'Umpire (fog lifted)', viewer: { kind: 'umpire' } },
    ...sides.map((s) => ({ key: `side:${s.id}`, label: `As ${s.name} saw it`, viewer: { kind: 'side' as const, side: s.id } })),
  ];
}

/** A step inside 0…last (0 is the setup); anything else is brought to the nearest end. */
export function clampSeq(seq: number, last: number): number {
  if (!Number.isFinite(seq)) return 0;
  return Math.min(Math.max(0, Math.round(seq)), Math.max(0, last));
}

/** "Event 12 of 40 · Game-Turn 3, Action Phase", with what kind of step it is. */
export function frameCaption(frame: ReplayFrame, phaseLabel: (phase: string) => string = (p) => p): string {
  const last = frame.last ?? frame.seq;
  const where = frame.seq === 0 ? `Setup (0 of ${last})` : `Event ${frame.seq} of ${last}`;
  const what = frame.kind === 'rewind' ? ' · the umpire rewound here' : frame.revertedBy !== null ? ` · later undone (rewind ${frame.revertedBy})` : '';
  return `${where} · Game-Turn ${frame.view.turn}, ${phaseLabel(frame.view.phase)}${what}`;
}
