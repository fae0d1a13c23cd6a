/**
 * Who is looking at a game. The umpire sees the whole truth; a side sees what
 * its men have observed; a side's window may narrow to one man. Every ruleset
 * projects its state for these viewers and nothing else.
 */
export type UmpireViewer = { readonly kind: 'umpire' };
export type SideViewer = { readonly kind: 'side'; readonly side: string; readonly manId?: string };
export type Viewer = UmpireViewer | SideViewer;

/** One key per distinct projection: viewers with the same key receive the same view. */
export function viewerKey(viewer: Viewer): string {
  return viewer.kind === 'umpire' ? 'umpire' : `side\u0000${viewer.side}\u0000${viewer.manId ?? ''}`;
}
