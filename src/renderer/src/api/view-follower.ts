import { applyPatch, deepClone, type Operation } from 'fast-json-patch';

/** What a side's event stream carries (src/main/http/view-stream.ts): a whole view, or a JSON patch of the view without its map. */
export type SideStreamMessage<V> = { readonly type: 'view'; readonly view: V } | { readonly type: 'patch'; readonly base: number; readonly version: number; readonly ops: readonly Operation[] };

/**
 * Follows a side's stream: holds the last whole view and applies each patch
 * to it (the map, sent once, is kept). A patch that does not start from the
 * view held — a gap: a push was dropped for a stalled client, or the
 * stream started over — answers 'resync': the caller reconnects and is sent
 * the whole view again.
 */
export class ViewFollower<V extends { readonly version: number; readonly map?: unknown }> {
  private current: V | null = null;

  take(msg: SideStreamMessage<V>): V | 'resync' {
    if (msg.type === 'view') {
      this.current = msg.view;
      return msg.view;
    }
    const held = this.current;
    if (!held || msg.base !== held.version) {
      this.current = null;
      return 'resync';
    }
    const { map, ...rest } = held;
    try {
      const patched = applyPatch(deepClone(rest) as object, msg.ops as Operation[], true, false).newDocument as Omit<V, 'map'>;
      if (patched.version !== msg.version) throw new Error(`the patch should reach version ${msg.version}`);
      this.current = (map === undefined ? patched : { ...patched, map }) as V;
      return this.current;
    } catch {
      this.current = null;
      return 'resync';
    }
  }
}
