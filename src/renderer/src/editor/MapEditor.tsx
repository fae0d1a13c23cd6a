import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeSquare } from '@shared/map/coords';
import { blankMap, type GameMap, type Square } from '@shared/map/map-model';
import { serializeMap, type MapError } from '@shared/map/map-schema';
import { MapCanvas, type MapPointerEvent } from '../map/MapCanvas';
import { canRedo, canUndo, createEditor, redo, replaceMap, setTrace, undo, type EditorState } from './editor-state';
import { EditorOverlay, lineColourOf } from './EditorOverlay';
import { HelpOverlay, Palette, Problems, Properties, RefusedFile, TracePanel } from './EditorPanels';
import { exportMapFile, importMapJson, importMapText } from './map-file';
import type { MapStore, MapStoreEntry } from './map-store';
import type { EditorPointer, EditorTool } from './tools/editor-tool';
import { editorKey, EDITOR_TOOLS, startTool } from './tools/editor-tools';
import { paintIdle } from './tools/paint-tool';
import { GRID_ORIGIN } from './tools/trace-tool';
import { decompose, initialTransform } from './trace-align';
import { validateMap, type ValidationIssue } from './validation';
import { SQUARE_PX } from '../map/geometry';

interface Session {
  readonly tool: EditorTool;
  readonly editor: EditorState;
}

type PanelTab = 'brush' | 'properties' | 'trace' | 'problems' | 'file';

const VALIDATE_DELAY_MS = 250;

export function newMap(width = 40, height = 64): GameMap {
  return blankMap('new-map', 'New map', width, height, { kind: 'custom', note: '' });
}

/**
 * The map editor: tools on the left, the map in the middle (MapCanvas with
 * the editor's overlay and an optional traced underlay), brush, properties,
 * trace, problems and file panels on the right. All editing is in the pure
 * model (editor-state.ts, operations.ts) and the tool state machines; this
 * component routes events and draws.
 */
export function MapEditor({ store, initial }: { store: MapStore; initial?: GameMap }) {
  const [session, setSession] = useState<Session>(() => ({ tool: paintIdle, editor: createEditor(initial ?? newMap()) }));
  const latest = useRef(session);
  latest.current = session;
  const { tool, editor: ed } = session;

  const [tab, setTab] = useState<PanelTab>('brush');
  const [help, setHelp] = useState(false);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [hover, setHover] = useState<Square | undefined>();
  const [centre, setCentre] = useState<{ square: Square; seq: number } | undefined>();
  const [refused, setRefused] = useState<{ title: string; errors: readonly MapError[] } | undefined>();
  const [underlay, setUnderlay] = useState<string | undefined>();
  const [storeId, setStoreId] = useState<string | undefined>();
  const [entries, setEntries] = useState<MapStoreEntry[]>([]);
  const [status, setStatus] = useState('');
  const [size, setSize] = useState({ width: 40, height: 64 });

  const update = useCallback((f: (e: EditorState) => EditorState) => setSession((s) => ({ ...s, editor: f(s.editor) })), []);

  // Validation as you go, debounced: the map is written and read back as a saved file would be.
  const map = ed.map;
  useEffect(() => {
    const timer = window.setTimeout(() => setIssues(validateMap(map)), VALIDATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [map]);
  const errorSquares = useMemo(() => issues.flatMap((i) => (i.square ? [i.square] : [])), [issues]);

  const refreshList = useCallback(() => {
    store.list().then(setEntries, (e: unknown) => setStatus(`Could not list maps: ${String(e)}`));
  }, [store]);
  useEffect(refreshList, [refreshList]);

  useEffect(
    () => () => {
      if (underlay) URL.revokeObjectURL(underlay);
    },
    [underlay],
  );

  const onPointer = useCallback((e: MapPointerEvent) => {
    const p: EditorPointer = { point: e.point, ...(e.square ? { square: e.square } : {}), ...(e.side ? { side: e.side } : {}), shift: e.shift, alt: e.alt };
    if (e.type === 'move') setHover((h) => (h?.col === e.square?.col && h?.row === e.square?.row ? h : e.square));
    setSession((s) => {
      switch (e.type) {
        case 'down':
          return s.tool.down(p, s.editor);
        case 'move':
          return s.tool.move(p, s.editor);
        case 'up':
          return s.tool.up(p, s.editor);
        case 'leave':
          return s.tool.up(undefined, s.editor);
      }
    });
  }, []);

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const target = ev.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable)) return;
      const s = latest.current;
      const r = editorKey({ key: ev.key, code: ev.code, ctrl: ev.ctrlKey, meta: ev.metaKey, shift: ev.shiftKey, alt: ev.altKey }, s.tool, s.editor);
      if (!r.handled) return;
      ev.preventDefault();
      if (r.toggleHelp) setHelp((h) => !h);
      if (ev.key === 'Escape') setHelp(false);
      setSession({ tool: r.tool, editor: r.editor });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const chooseTool = (id: EditorTool['tool']) =>
    setSession((s) => {
      const c = s.tool.cancel(s.editor);
      return { tool: startTool(id), editor: c.editor };
    });

  const loadMap = (m: GameMap, id: string | undefined, note: string) => {
    setSession((s) => ({ tool: s.tool.cancel(s.editor).tool, editor: replaceMap(s.editor, m) }));
    setStoreId(id);
    setRefused(undefined);
    setStatus(note);
  };

  const onImport = async (file: File) => {
    const r = importMapText(await file.text());
    if (r.ok) loadMap(r.map, undefined, `Imported ${file.name}.`);
    else setRefused({ title: `${file.name} was refused`, errors: r.errors });
  };

  const onExport = () => {
    const { filename, text } = exportMapFile(latest.current.editor.map);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(`Exported ${filename}.`);
  };

  const onSave = async () => {
    try {
      const { id } = await store.save(storeId, serializeMap(latest.current.editor.map));
      setStoreId(id);
      setStatus(`Saved as ${id}.`);
      refreshList();
    } catch (e) {
      setStatus(`Could not save: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const onOpen = async (id: string) => {
    try {
      const r = importMapJson(await store.load(id));
      if (r.ok) loadMap(r.map, id, `Opened ${id}.`);
      else setRefused({ title: `Stored map ${id} was refused`, errors: r.errors });
    } catch (e) {
      setStatus(`Could not open ${id}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const onImage = (file: File) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      const m = latest.current.editor.map;
      update((e) => setTrace(e, { transform: initialTransform({ width: img.naturalWidth, height: img.naturalHeight }, GRID_ORIGIN, m.width * SQUARE_PX) }));
      setUnderlay(url);
      setSession((s) => ({ tool: startTool('trace'), editor: s.editor }));
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      setStatus(`${file.name} is not an image this browser can show.`);
    };
    img.src = url;
  };

  const underlayProps = useMemo(() => (underlay ? { src: underlay, opacity: ed.trace.opacity, ...decompose(ed.trace.transform) } : undefined), [underlay, ed.trace.opacity, ed.trace.transform]);
  const preview = tool.preview(ed);
  const errors = issues.filter((i) => i.severity === 'error').length;

  return (
    <div className="shell map-editor" data-testid="map-editor">
      <header className="topbar">
        <h1>Map editor</h1>
        <span>
          {map.name} <span className="muted small">{map.width}×{map.height}</span>
        </span>
        <button className="tool small" disabled={!canUndo(ed)} onClick={() => update(undo)} title={ed.undo[ed.undo.length - 1]?.label}>
          Undo <kbd>Ctrl+Z</kbd>
        </button>
        <button className="tool small" disabled={!canRedo(ed)} onClick={() => update(redo)} title={ed.redo[ed.redo.length - 1]?.label}>
          Redo <kbd>Ctrl+Shift+Z</kbd>
        </button>
        <button className="tool small" onClick={onSave}>
          Save{storeId ? '' : ' as new'}
        </button>
        <button className="tool small" onClick={() => setHelp(true)}>
          Help <kbd>?</kbd>
        </button>
        <span className="muted small" role="status">
          {status}
        </span>
      </header>
      <main className="workspace">
        <nav className="toolbar" aria-label="Editor tools">
          {EDITOR_TOOLS.map((t) => (
            <button key={t.id} className={`tool ${tool.tool === t.id ? 'active' : ''}`} onClick={() => chooseTool(t.id)}>
              {t.label}
              <kbd>{t.key.toUpperCase()}</kbd>
            </button>
          ))}
        </nav>
        <div className="ed-canvas">
          <MapCanvas
            testId="editor-map"
            map={map}
            markers={[]}
            onPointer={onPointer}
            underlay={underlayProps}
            errorSquares={errorSquares}
            {...(centre ? { centreOn: centre } : {})}
          >
            <EditorOverlay map={map} selection={ed.selection} preview={preview} lineColour={lineColourOf(ed.brush.line)} />
          </MapCanvas>
          <div className="ed-status" data-testid="editor-hint">
            <span>{hover ? describeSquare(hover, map) : '—'}</span> {tool.hint}
          </div>
          {help && <HelpOverlay onClose={() => setHelp(false)} />}
        </div>
        <aside className="panel">
          <div className="tabs" role="tablist">
            {(
              [
                ['brush', 'Brush'],
                ['properties', 'Map'],
                ['trace', 'Trace'],
                ['problems', `Problems${issues.length ? ` (${issues.length})` : ''}`],
                ['file', 'File'],
              ] as const
            ).map(([id, label]) => (
              <button key={id} role="tab" aria-selected={tab === id} className={`${tab === id ? 'active' : ''} ${id === 'problems' && errors ? 'bad' : ''}`} onClick={() => setTab(id)}>
                {label}
              </button>
            ))}
          </div>
          {refused && <RefusedFile title={refused.title} errors={refused.errors} onDismiss={() => setRefused(undefined)} />}
          {tab === 'brush' && (
            <>
              <p className="hint">{EDITOR_TOOLS.find((t) => t.id === tool.tool)?.label}</p>
              <Palette tool={tool.tool} ed={ed} update={update} />
            </>
          )}
          {tab === 'properties' && <Properties ed={ed} update={update} />}
          {tab === 'trace' && (
            <TracePanel
              ed={ed}
              update={update}
              hasImage={!!underlay}
              onImage={onImage}
              onClear={() => setUnderlay(undefined)}
              onStartAlign={() => chooseTool('trace')}
            />
          )}
          {tab === 'problems' && <Problems issues={issues} map={map} onShow={(square) => setCentre((c) => ({ square, seq: (c?.seq ?? 0) + 1 }))} />}
          {tab === 'file' && (
            <section aria-label="Map files">
              <h2>This computer</h2>
              <div className="ed-row">
                <label className="tool small">
                  Import…
                  <input hidden type="file" accept=".json,application/json" onChange={(ev) => ev.target.files?.[0] && void onImport(ev.target.files[0])} />
                </label>
                <button className="tool small" onClick={onExport}>
                  Export
                </button>
              </div>
              <h2>Saved maps</h2>
              <div className="ed-list">
                {entries.map((e) => (
                  <button key={e.id} className={`ed-item ${e.id === storeId ? 'active' : ''}`} onClick={() => void onOpen(e.id)}>
                    {e.name} <span className="muted">{e.id}</span>
                  </button>
                ))}
                {entries.length === 0 && <p className="hint">No saved maps yet.</p>}
              </div>
              <h2>New map</h2>
              <div className="ed-row">
                <input aria-label="Width" type="number" min={1} max={99} value={size.width} onChange={(ev) => setSize((s) => ({ ...s, width: Number(ev.target.value) }))} />×
                <input aria-label="Height" type="number" min={1} max={99} value={size.height} onChange={(ev) => setSize((s) => ({ ...s, height: Number(ev.target.value) }))} />
                <button
                  className="tool small"
                  disabled={!(size.width >= 1 && size.height >= 1 && size.width <= 99 && size.height <= 99)}
                  onClick={() => {
                    if (canUndo(ed) && !window.confirm('Start a new map? Unsaved edits to this one are lost.')) return;
                    loadMap(newMap(Math.floor(size.width), Math.floor(size.height)), undefined, 'New map.');
                  }}
                >
                  New
                </button>
              </div>
            </section>
          )}
        </aside>
      </main>
    </div>
  );
}
