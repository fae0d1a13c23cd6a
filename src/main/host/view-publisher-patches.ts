// fast-json-patch is CommonJS for Node: its named exports exist only on the default object under Node's ESM loader.
import jsonPatch from 'fast-json-patch';
import type { ViewBase } from '@shared/kernel/ruleset';
import type { ScreenPush } from '@shared/contract/session';
import type { PatchMessage } from '@shared/contract/results';

export type { PatchMessage };

/** What a side's (and the umpire's) pushes carry: a whole view, or a patch of the view without its map. */
export type SideStreamMessage<V extends ViewBase = ViewBase> = { readonly type: 'view'; readonly view: V } | PatchMessage;

/** What the shared screen's pushes carry: a whole push (the curtain, or a side shown with its map), or a patch of the shown view. */
export type ScreenStreamMessage<V extends ViewBase = ViewBase> = { readonly type: 'screen'; readonly push: ScreenPush<V> } | PatchMessage;

type WithMap = ViewBase & { readonly map?: unknown };

/** A document as patches see it: its map (by identity), what else must stay the same for a patch (the side a screen shows), its body and version. */
export interface Shaped {
  readonly map: unknown;
  readonly key?: string;
  readonly body: object;
  readonly version: number;
}

/**
 * How a connection's documents are sent: the whole message, and — when the
 * document can be patched — its map (left out of patches: a map never
 * changes mid-game, so the same map object is the same map; a new one,
 * another game loaded, goes whole again), its body and its version.
 */
export interface StreamShape<T> {
  whole(doc: T): unknown;
  patchable(doc: T): Shaped | null;
}

/** A view (a side's, the umpire's): `{type: 'view', view}` whole, patches of the view without its map. */
export function viewShape<V extends WithMap>(): StreamShape<V> {
  return { whole: (view) => ({ type: 'view', view }), patchable: (view) => ({ map: view.map, body: withoutMap(view), version: view.version }) };
}

/** The shared screen: `{type: 'screen', push}` whole; while it shows a side, patches of that side's view (the curtain and each reveal go whole). */
export function screenShape<V extends WithMap>(): StreamShape<ScreenPush<V>> {
  return {
    whole: (push) => ({ type: 'screen', push }),
    patchable: (push) => (push.curtain ? null : { map: push.view.map, key: push.side, body: withoutMap(push.view), version: push.view.version }),
  };
}

/**
 * One connection's messages, whatever carries them (an SSE stream, Electron
 * IPC): the whole document first, then a patch against the last document
 * sent (issue 13). `reset` forgets it: the next document goes whole (a
 * stalled client, a window that asks again).
 */
export class Patcher<T> {
  private last: Shaped | null = null;
  private maps = 0;

  constructor(private readonly shape: StreamShape<T>) {}

  /** The whole document's message. */
  whole(doc: T, shaped = this.shape.patchable(doc)): unknown {
    this.last = shaped;
    if (shaped && shaped.map !== undefined) this.maps++;
    return this.shape.whole(doc);
  }

  /** The next message: a patch from the last document sent, or the whole document (the first, a new map, the curtain). */
  next(doc: T): unknown {
    const last = this.last;
    const next = this.shape.patchable(doc);
    if (!last || !next || last.map !== next.map || last.key !== next.key) return this.whole(doc, next);
    this.last = next;
    return { type: 'patch', base: last.version, version: next.version, ops: jsonPatch.compare(last.body, next.body) } satisfies PatchMessage;
  }

  reset(): void {
    this.last = null;
  }

  /** How many times a map went out: once per game, and again on each resync. */
  get mapsSent(): number {
    return this.maps;
  }
}

function withoutMap(view: WithMap): object {
  const { map: _map, ...rest } = view;
  return rest;
}
