// Sandboxed, context-isolated preload for a side's pop-out. It can reach only
// the player channels; the main process answers with this window's side alone.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { ipcChannel, PLAYER_METHODS, SIDE_ARG_PREFIX } from '@shared/contract/channels';

const allowed = new Set<string>(PLAYER_METHODS);
const side = process.argv.find((a) => a.startsWith(SIDE_ARG_PREFIX))?.slice(SIDE_ARG_PREFIX.length) ?? '';

contextBridge.exposeInMainWorld('api', {
  role: 'player',
  side,
  invoke(method: string, params: unknown): Promise<unknown> {
    if (!allowed.has(method)) return Promise.reject(new Error(`No player method "${method}".`));
    return ipcRenderer.invoke(ipcChannel.player(method), params);
  },
  watch(manId?: string): Promise<void> {
    return ipcRenderer.invoke(ipcChannel.playerWatch, manId ? { manId } : {}) as Promise<void>;
  },
  onPush(listener: (msg: unknown) => void): () => void {
    const handler = (_e: IpcRendererEvent, msg: unknown) => listener(msg);
    ipcRenderer.on(ipcChannel.playerPush, handler);
    return () => ipcRenderer.removeListener(ipcChannel.playerPush, handler);
  },
});
