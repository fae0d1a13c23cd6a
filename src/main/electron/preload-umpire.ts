// Sandboxed, context-isolated preload for the umpire window. Bundled as one
// CommonJS file; it exposes a narrow bridge and never Node or ipcRenderer itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { ipcChannel, UMPIRE_METHODS } from '@shared/contract/channels';

const allowed = new Set<string>(UMPIRE_METHODS);

contextBridge.exposeInMainWorld('api', {
  role: 'umpire',
  invoke(method: string, params: unknown): Promise<unknown> {
    if (!allowed.has(method)) return Promise.reject(new Error(`No umpire method "${method}".`));
    return ipcRenderer.invoke(ipcChannel.umpire(method), params);
  },
  /** Starts (or restarts, to resync) the pushes: the whole view, then patches. */
  watch(): Promise<void> {
    return ipcRenderer.invoke(ipcChannel.umpireWatch, {}) as Promise<void>;
  },
  onPush(listener: (msg: unknown) => void): () => void {
    const handler = (_e: IpcRendererEvent, msg: unknown) => listener(msg);
    ipcRenderer.on(ipcChannel.umpirePush, handler);
    return () => ipcRenderer.removeListener(ipcChannel.umpirePush, handler);
  },
});
