import { useEffect, useMemo, useRef, useState } from 'react';
import { COVER_CLASSES, type CoverClass } from '@shared/rulesets/skirmish/tables/cover';
import { LINEAR_KINDS, type LinearKind } from '@shared/rulesets/skirmish/tables/features';
import { INFANTRY_MOVE, type MoveMode } from '@shared/rulesets/skirmish/tables/movement';
import { lineOfSight } from '@shared/rulesets/skirmish/rules/line-of-sight';
import { reachableArea } from '@shared/rulesets/skirmish/rules/reachable';
import { buildTableIndex } from '@shared/rulesets/skirmish/rules/table-index';
import type { TableFigure } from '@shared/rulesets/skirmish/rules/table-types';
import { formatTableError, type Point, type SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { snap, type ShapeRef, type TableOp } from '@shared/rulesets/skirmish/model/edit/table-ops';
import { applyToHistory, canRedo, canUndo, createTableHistory, redoLabel, redoTable, undoLabel, undoTable, type TableHistory } from '@shared/rulesets/skirmish/model/edit/table-history';
import { newArea, newBuilding, newHill, newLinear, newRoad } from '@shared/rulesets/skirmish/model/edit/new-features';
import { TableCanvas, type CanvasPointer, type TableUnderlay } from './TableCanvas';
import { FeatureProperties, FigurePanel, SightPanel, TracePanel } from './TablePanels';
import { blockingIds, faultyIds, featureAt, FIGURE_RADIUS, insertionIndex, outlineOf, readTape, type TestFigure } from './table-view';

export type TableTool = 'select' | 'area' | 'linear' | 'building' | 'hill' | 'contour' | 'road' | 'figure' | 'tape' | 'los';

const TOOLS: readonly { id: TableTool; label: string; key: string }[] = [
  { id: 'select', label: 'Select / edit corners', key: 'v' },
  { id: 'area', label: 'Draw an area', key: 'a' },
  { id: 'linear', label: 'Draw a wall, fence, hedge…', key: 'l' },
  { id: 'building', label: 'Draw a building', key: 'b' },
  { id: 'hill', label: 'Draw a hill', key: 'h' },
  { id: 'contour', label: 'Draw a contour in the selected hill', key: 'c' },
  { id: 'road', label: 'Draw a road or track', key: 'r' },
  { id: 'figure', label: 'Place a test figure', key: 'f' },
  { id: 'tape', label: 'Measuring tape', key: 'm' },
  { id: 'los', label: 'Line of sight', key: 'o' },
];
const CLOSED: ReadonlySet<TableTool> = new Set(['area', 'building', 'hill', 'contour']);
const DRAWING: ReadonlySet<TableTool> = new Set(['area', 'linear', 'building', 'hill', 'contour', 'road']);

interface Props {
  readonly initial: SkirmishTable;
  /** Bumped when another table is opened: history starts again. */
  readonly loadKey: number;
  readonly onTableChange?: (t: SkirmishTable) => void;
  /** The file bar (open, new, save, import, export) from the screen. */
  readonly fileBar: React.ReactNode;
}

/**
 * The table editor: drawing tools (polygons and lines, snapped to ½"), the
 * selection with draggable corners (double-click an edge to insert one,
 * Delete to remove the picked one), the properties panel, undo/redo
 * (buttons, Ctrl+Z, Ctrl+Y), the trace underlay, the test figures, the
 * measuring tape and the LOS tool. Every edit is an operation of
 * src/shared/rulesets/skirmish/model/edit; a refused one is drawn on its feature.
 */
export function TableEditor({ initial, loadKey, onTableChange, fileBar }: Props) {
  const [history, setHistory] = useState<TableHistory>(() => createTableHistory(initial));
  const [tool, setTool] = useState<TableTool>('select');
  const [cover, setCover] = useState<CoverClass>('close');
  const [linearKind, setLinearKind] = useState<LinearKind>('wall');
  const [roadKind, setRoadKind] = useState<'road' | 'track'>('road');
  const [draft, setDraft] = useState<Point[]>([]);
  const [cursor, setCursor] = useState<Point>();
  const [selected, setSelected] = useState<ShapeRef>();
  const [vertex, setVertex] = useState<number>();
  const [figures, setFigures] = useState<TestFigure[]>([]);
  const [figureSel, setFigureSel] = useState<string>();
  const [tape, setTape] = useState<{ a: Point; b: Point; fixed: boolean }>();
  const [los, setLos] = useState<{ a: Point; b?: Point }>();
  const [underlay, setUnderlay] = useState<TableUnderlay>();
  const [reachMode, setReachMode] = useState<MoveMode | 'none'>('none');
  const hostRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 560 });
  const table = history.table;

  useEffect(() => {
    setHistory(createTableHistory(initial));
    setSelected(undefined);
    setVertex(undefined);
    setDraft([]);
    // A new table is opened by loadKey, not by every render's object.
  }, [loadKey]);
  useEffect(() => onTableChange?.(table), [table, onTableChange]);
  useEffect(() => {
    const el = hostRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const apply = (op: TableOp) => setHistory((h) => applyToHistory(h, op));
  const finishDraft = () => {
    const closed = CLOSED.has(tool);
    if (draft.length < (closed ? 3 : 2)) return;
    const t = history.table;
    const op: TableOp | undefined =
      tool === 'area'
        ? newArea(t, draft, cover)
        : tool === 'linear'
          ? newLinear(t, draft, linearKind)
          : tool === 'building'
            ? newBuilding(t, draft)
            : tool === 'hill'
              ? newHill(t, draft)
              : tool === 'road'
                ? newRoad(t, draft, roadKind)
                : selected?.list === 'hills'
                  ? { kind: 'add-contour', hill: selected.id, polygon: draft, height: (t.hills.find((x) => x.id === selected.id)?.contours.at(-1)?.height ?? 0) + 5 }
                  : undefined;
    if (!op) {
      setHistory({ ...history, errors: [{ where: 'table', field: 'hills', message: 'select a hill before drawing a contour in it' }] });
      return;
    }
    const next = applyToHistory(history, op);
    setHistory(next);
    if (next.errors.length === 0) setSelected(addedRef(op) ?? selected);
    setDraft([]);
  };

  const rename = (name: string) => name.trim() && name !== table.name && apply({ kind: 'set-table', name: name.trim() });
  const figureAt = (p: Point) => figures.find((f) => Math.hypot(f.at.x - p.x, f.at.y - p.y) <= FIGURE_RADIUS);
  const downs = useRef<Point[]>([]);
  const onPointer = (e: CanvasPointer) => {
    const at = snap(e.at);
    if (e.type === 'down') downs.current = [...downs.current.slice(-1), e.at];
    // Konva calls two quick clicks anywhere a double-click; only two at the same place are one.
    const [d0, d1] = downs.current;
    if (e.type === 'dblclick' && !(d0 && d1 && Math.hypot(d0.x - d1.x, d0.y - d1.y) < 0.3)) return;
    if (e.type === 'move') {
      setCursor(at);
      if (tool === 'tape' && tape && !tape.fixed) setTape({ ...tape, b: e.at });
      return;
    }
    if (e.type === 'dblclick') {
      if (DRAWING.has(tool)) finishDraft();
      else if (tool === 'select' && selected) {
        const o = outlineOf(table, selected);
        const i = o && insertionIndex(o.points, o.closed, e.at, 0.75);
        if (i !== undefined) apply({ kind: 'insert-vertex', shape: selected, index: i, at });
      }
      return;
    }
    if (e.type !== 'down') return;
    if (DRAWING.has(tool)) {
      if (draft.length > 0 && draft[draft.length - 1]!.x === at.x && draft[draft.length - 1]!.y === at.y) return;
      setDraft((d) => [...d, at]);
    } else if (tool === 'select') {
      setSelected(featureAt(table, e.at, 0.6));
      setVertex(undefined);
    } else if (tool === 'figure') {
      const hit = figureAt(e.at);
      if (hit) setFigureSel(hit.id);
      else {
        let n = figures.length + 1;
        while (figures.some((f) => f.id === `F${n}`)) n++;
        setFigures([...figures, { id: `F${n}`, at, posture: 'standing', facing: 0 }]);
        setFigureSel(`F${n}`);
      }
    } else if (tool === 'tape') {
      setTape(!tape || tape.fixed ? { a: e.at, b: e.at, fixed: false } : { ...tape, b: e.at, fixed: true });
    } else if (tool === 'los') {
      const p = figureAt(e.at)?.at ?? e.at;
      setLos(!los || los.b ? { a: p } : { ...los, b: p });
    }
  };

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement || ev.target instanceof HTMLTextAreaElement;
      if ((ev.ctrlKey || ev.metaKey) && !typing) {
        const k = ev.key.toLowerCase();
        if (k === 'z' && !ev.shiftKey) setHistory(undoTable);
        else if (k === 'y' || (k === 'z' && ev.shiftKey)) setHistory(redoTable);
        else return;
        ev.preventDefault();
        return;
      }
      if (typing) return;
      if (ev.key === 'Enter') finishDraft();
      else if (ev.key === 'Escape') {
        setDraft([]);
        setTape(undefined);
        setLos(undefined);
      } else if ((ev.key === 'Delete' || ev.key === 'Backspace') && selected) {
        apply(vertex !== undefined ? { kind: 'delete-vertex', shape: selected, index: vertex } : { kind: 'delete-feature', ref: selected });
        if (vertex === undefined) setSelected(undefined);
        setVertex(undefined);
      } else {
        const t = TOOLS.find((x) => x.key === ev.key);
        if (t) chooseTool(t.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const chooseTool = (id: TableTool) => {
    setTool(id);
    setDraft([]);
    if (id !== 'tape') setTape(undefined);
    if (id !== 'los') setLos(undefined);
  };

  const index = useMemo(() => buildTableIndex(table), [table]);
  const endpoint = (p: Point, name: string): TableFigure => {
    const f = figures.find((x) => x.at.x === p.x && x.at.y === p.y);
    return f ? { id: f.id, at: f.at, posture: f.posture } : { id: name, at: p, posture: 'standing' };
  };
  const sight = useMemo(() => (los?.b ? { from: endpoint(los.a, 'A'), to: endpoint(los.b, 'B') } : undefined), [los, figures]);
  const sightResult = useMemo(() => (sight ? lineOfSight(index, sight.from, sight.to) : undefined), [index, sight]);
  const faults = useMemo(() => faultyIds(history.errors), [history.errors]);
  const figure = figures.find((f) => f.id === figureSel);
  const tapeReading = tape && readTape(tape.a, tape.b);
  const reach = useMemo(() => {
    if (!figure || reachMode === 'none') return undefined;
    const others = figures.filter((f) => f.id !== figure.id).map((f) => ({ id: f.id, at: f.at, posture: f.posture }));
    const area = reachableArea(index, { id: figure.id, at: figure.at, posture: figure.posture }, reachMode, INFANTRY_MOVE.open[reachMode].value, 1, others);
    return { points: area.points.map((q) => q.at), step: area.step };
  }, [index, figure, figures, reachMode]);

  return (
    <div className="table-editor" data-testid="table-editor">
      <div className="table-toolbar" role="toolbar" aria-label="Table tools">
        {TOOLS.map((t) => (
          <button key={t.id} className={`tool small ${tool === t.id ? 'active' : ''}`} aria-pressed={tool === t.id} onClick={() => chooseTool(t.id)} data-testid={`table-tool-${t.id}`}>
            {t.label}
            <kbd>{t.key.toUpperCase()}</kbd>
          </button>
        ))}
        <div className="ed-row">
          <button className="tool small" disabled={!canUndo(history)} onClick={() => setHistory(undoTable)} title={undoLabel(history)} data-testid="undo">
            Undo
          </button>
          <button className="tool small" disabled={!canRedo(history)} onClick={() => setHistory(redoTable)} title={redoLabel(history)} data-testid="redo">
            Redo
          </button>
        </div>
      </div>
      <div className="table-stage-host" ref={hostRef}>
        <TableCanvas
          table={table}
          width={size.width}
          height={size.height}
          {...(selected ? { selected } : {})}
          {...(vertex !== undefined ? { selectedVertex: vertex } : {})}
          faults={faults}
          highlighted={sightResult ? blockingIds(sightResult) : new Set()}
          {...(DRAWING.has(tool) ? { draft: { points: draft, closed: CLOSED.has(tool), ...(cursor ? { cursor } : {}) } } : {})}
          figures={figures}
          {...(tape && tapeReading ? { tape: { a: tape.a, b: tape.b, reading: tapeReading } } : {})}
          {...(sight && sightResult ? { sight: { a: sight.from.at, b: sight.to.at, visibility: sightResult.visibility } } : {})}
          {...(underlay ? { underlay } : {})}
          {...(tool === 'figure' && reach ? { reach } : {})}
          onPointer={onPointer}
          onVertexPick={setVertex}
          onVertexDrag={(i, to) => selected && apply({ kind: 'move-vertex', shape: selected, index: i, to: snap(to) })}
        />
      </div>
      <aside className="panel table-panel" aria-label="Table editor panel">
        {fileBar}
        <p className="hint" data-testid="table-status">
          {table.name} · {table.width}″×{table.height}″ · {table.areas.length} areas, {table.linear.length} linear, {table.buildings.length} buildings, {table.hills.length} hills, {table.roads.length} roads
        </p>
        <label className="ed-field">
          Table name
          <input defaultValue={table.name} key={`${loadKey}-${table.name}`} onBlur={(e) => rename(e.target.value)} data-testid="table-name" />
        </label>
        {history.errors.length > 0 && (
          <div className="error" role="alert" data-testid="table-errors">
            Refused: {history.errors.map(formatTableError).join('; ')}
          </div>
        )}
        {DRAWING.has(tool) && (
          <section aria-label="Drawing">
            {tool === 'area' && (
              <label className="ed-field">
                Cover class of the new area
                <select value={cover} onChange={(e) => setCover(e.target.value as CoverClass)} data-testid="draw-cover">
                  {COVER_CLASSES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </label>
            )}
            {tool === 'linear' && (
              <label className="ed-field">
                Kind of the new line
                <select value={linearKind} onChange={(e) => setLinearKind(e.target.value as LinearKind)} data-testid="draw-linear">
                  {LINEAR_KINDS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </label>
            )}
            {tool === 'road' && (
              <label className="ed-field">
                Road or track
                <select value={roadKind} onChange={(e) => setRoadKind(e.target.value as 'road' | 'track')}>
                  <option>road</option>
                  <option>track</option>
                </select>
              </label>
            )}
            <p className="hint">Click to place corners (snapped to ½″); double-click, Enter or Finish to end; Escape to drop.</p>
            <div className="ed-row">
              <button className="tool small" onClick={finishDraft} disabled={draft.length < (CLOSED.has(tool) ? 3 : 2)} data-testid="finish-draw">
                Finish ({draft.length} points)
              </button>
              <button className="tool small" onClick={() => setDraft([])}>
                Drop
              </button>
            </div>
          </section>
        )}
        {tool === 'select' && selected && <FeatureProperties table={table} selected={selected} selectedVertex={vertex} apply={apply} />}
        {tool === 'select' && !selected && <p className="hint">Click a feature to select it; drag its corners; double-click an edge to add a corner.</p>}
        {tool === 'figure' && figure && (
          <FigurePanel figure={figure} onChange={(f) => setFigures(figures.map((x) => (x.id === f.id ? f : x)))} onDelete={() => setFigures(figures.filter((x) => x.id !== figure.id))} reach={reachMode} onReach={setReachMode} />
        )}
        {tool === 'figure' && <p className="hint">Test figures are for trying sight lines; they are not saved with the table.</p>}
        {tool === 'tape' && (
          <p className="tape-reading" data-testid="tape-reading">
            {tapeReading ? tapeReading.text : 'Click the start, then the end.'}
          </p>
        )}
        {tool === 'los' && sight && sightResult && <SightPanel result={sightResult} from={sight.from.id} to={sight.to.id} />}
        {tool === 'los' && !sightResult && <p className="hint">Click the viewer, then the target (a figure, or any point: a standing man).</p>}
        <TracePanel underlay={underlay} onChange={setUnderlay} onLoad={(file) => setUnderlay({ src: URL.createObjectURL(file), opacity: 0.5, pxPerInch: 10, x: 0, y: 0 })} />
      </aside>
    </div>
  );
}

function addedRef(op: TableOp): ShapeRef | undefined {
  switch (op.kind) {
    case 'add-area':
      return { list: 'areas', id: op.area.id };
    case 'add-linear':
      return { list: 'linear', id: op.linear.id };
    case 'add-building':
      return { list: 'buildings', id: op.building.id };
    case 'add-hill':
      return { list: 'hills', id: op.hill.id };
    case 'add-road':
      return { list: 'roads', id: op.road.id };
    default:
      return undefined;
  }
}
