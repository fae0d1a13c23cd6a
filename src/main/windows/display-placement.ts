/**
 * Where a side's pop-out window goes. Pure, so it is tested without Electron:
 * the shell feeds it `screen.getAllDisplays()` and `screen.getPrimaryDisplay().id`.
 */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface DisplayInfo {
  readonly id: number;
  readonly bounds: Rect;
  readonly workArea: Rect;
}

export type Placement =
  | { readonly kind: 'fullscreen'; readonly displayId: number; readonly bounds: Rect }
  | { readonly kind: 'window'; readonly displayId: number; readonly bounds: Rect };

/**
 * A non-primary display when one exists (chosen by id, never by `bounds.x`,
 * which is negative for a monitor left of the primary); several pop-outs are
 * spread over the secondary displays in order. With one display, a normal
 * window on the primary's work area.
 */
export function placePlayerWindow(displays: readonly DisplayInfo[], primaryId: number, index = 0): Placement {
  if (displays.length === 0) throw new Error('No displays reported.');
  const secondaries = displays.filter((d) => d.id !== primaryId).sort((a, b) => a.id - b.id);
  const secondary = secondaries[index % Math.max(1, secondaries.length)];
  if (secondary) return { kind: 'fullscreen', displayId: secondary.id, bounds: secondary.bounds };
  const primary = displays.find((d) => d.id === primaryId) ?? displays[0]!;
  const wa = primary.workArea;
  const width = Math.round(wa.width * 0.8);
  const height = Math.round(wa.height * 0.8);
  const offset = 32 * index;
  return {
    kind: 'window',
    displayId: primary.id,
    bounds: { x: wa.x + Math.round((wa.width - width) / 2) + offset, y: wa.y + Math.round((wa.height - height) / 2) + offset, width, height },
  };
}

/**
 * When displays come and go: a window whose display vanished, or a window
 * that fell back to the primary when a second display appears, is moved.
 * Returns the new placement, or undefined when the window should stay put.
 */
export function replaceOnDisplayChange(current: Placement, displays: readonly DisplayInfo[], primaryId: number, index = 0): Placement | undefined {
  const stillThere = displays.some((d) => d.id === current.displayId);
  const next = placePlayerWindow(displays, primaryId, index);
  if (!stillThere) return next;
  if (current.kind === 'window' && next.kind === 'fullscreen') return next;
  if (current.kind === 'fullscreen' && current.displayId === primaryId) return next;
  return undefined;
}
