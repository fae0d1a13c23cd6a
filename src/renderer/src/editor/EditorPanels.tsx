import { useState } from 'react';
import { describeSquare, readCoord } from '@shared/map/coords';
import { FIELD_TERRAIN, LINE_TERRAIN, type GameMap, type MapEdge, type MapProvenance, type Square } from '@shared/map/map-model';
import { formatMapError, MAX_ELEVATION, MIN_ELEVATION, type MapError } from '@shared/map/map-schema';
import { elevationShade, FIELD_COLOURS, LINE_STYLES } from '../map/terrain-style';
import { edit, select, selectedStructure, selectedZone, setBrush, setTrace, type EditorState } from './editor-state';
import { zoneColour } from './EditorOverlay';
import { EDGE_ORDER, metaOp, toggleEdgeOp } from './operations';
import { deleteStructureOp, renameStructureOp } from './structure-ops';
import { createZoneOp, deleteZoneOp, nextZoneId, renumberZoneOp } from './zone-ops';
import type { EditorToolId } from './tools/editor-tool';
import { SHORTCUTS } from './tools/editor-tools';
import { describeTransform } from './trace-align';
import type { ValidationIssue } from './validation';

type Update = (f: (ed: EditorState) => EditorState) => void;

/** The brush for the current tool: terrain swatches, levels, line types, tree size, brush size. */
export function Palette({ tool, ed, update }: { tool: EditorToolId; ed: EditorState; update: Update }) {
  const b = ed.brush;
  const size = (
    <div className="ed-row">
      Brush
      {([1, 3] as const).map((n) => (
        <button key={n} className={`tool small ${b.size === n ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { size: n }))}>
          {n}×{n}
        </button>
      ))}
      <kbd>B</kbd>
    </div>
  );
  if (tool === 'paint') {
    return (
      <section aria-label="Field terrain palette">
        {size}
        <div className="ed-swatches">
          {FIELD_TERRAIN.map((t, i) => (
            <button key={t} className={`ed-swatch ${b.terrain === t ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { terrain: t }))} title={t}>
              <span className="ed-chip" style={{ background: FIELD_COLOURS[t] }} />
              {t}
              <kbd>{i < 10 ? (i + 1) % 10 : `⇧${i - 9}`}</kbd>
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (tool === 'elevation') {
    const levels = Array.from({ length: 15 }, (_, i) => i - 3);
    return (
      <section aria-label="Elevation palette">
        {size}
        <p className="hint">Case 8.21: squares a contour passes through are at its level; ground is 0; a level is about 3 m.</p>
        <div className="ed-swatches">
          {levels.map((l) => (
            <button key={l} className={`ed-swatch ${b.elevation === l ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { elevation: l }))}>
              <span className="ed-chip" style={{ background: FIELD_COLOURS.clear, boxShadow: `inset 0 0 0 20px ${elevationShade(l)}` }} />
              level {l}
            </button>
          ))}
        </div>
        <label className="ed-row">
          Level
          <input type="number" min={MIN_ELEVATION} max={MAX_ELEVATION} value={b.elevation} onChange={(ev) => update((e) => setBrush(e, { elevation: clampInt(ev.target.value, MIN_ELEVATION, MAX_ELEVATION, 0) }))} />
        </label>
      </section>
    );
  }
  if (tool === 'overhead') {
    return (
      <section aria-label="Overhead palette">
        {size}
        <p className="hint">Case 48.43: a crane&apos;s arm blocks Line of Sight at its own level only; the ground beneath keeps its terrain.</p>
        <div className="ed-swatches">
          {[0, 1, 2, 3].map((l) => (
            <button key={l} className={`ed-swatch ${b.overhead === l ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { overhead: l }))}>
              {l === 0 ? 'erase' : `level ${l}`}
              <kbd>{l}</kbd>
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (tool === 'rail') {
    return (
      <section aria-label="Rail line palette">
        {size}
        <p className="hint">Case 42.43: the train moves only along the rail line, one square wide; the ground beneath keeps its terrain.</p>
        <div className="ed-swatches">
          {([true, false] as const).map((lay) => (
            <button key={String(lay)} className={`ed-swatch ${b.rail === lay ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { rail: lay }))}>
              {lay ? 'lay track' : 'take up'}
              <kbd>{lay ? 1 : 0}</kbd>
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (tool === 'climb') {
    return (
      <section aria-label="Ladders and roofs palette">
        {size}
        <p className="hint">Case 35.21: men climb a ladder or stairway drawn in a building square to its roof. Case 35.22: roofs are gabled unless marked flat.</p>
        <div className="ed-swatches">
          {(['ladder', 'stairway', 'flat-roof', 'clear'] as const).map((c, i) => (
            <button key={c} className={`ed-swatch ${b.climb === c ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { climb: c }))}>
              {c === 'flat-roof' ? 'flat roof' : c}
              <kbd>{(i + 1) % 4}</kbd>
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (tool === 'line') {
    return (
      <section aria-label="Line terrain palette">
        <div className="ed-swatches">
          {LINE_TERRAIN.map((t, i) => (
            <button key={t} className={`ed-swatch ${b.line === t ? 'active' : ''}`} onClick={() => update((e) => setBrush(e, { line: t }))}>
              <span className="ed-chip line" style={{ borderTopColor: LINE_STYLES[t].colour, borderTopStyle: LINE_STYLES[t].dash ? 'dashed' : 'solid' }} />
              {t}
              <kbd>{i + 1}</kbd>
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (tool === 'tree') {
    return (
      <label className="ed-row">
        Tree radius
        <input type="range" min={0.05} max={0.5} step={0.05} value={b.treeRadius} onChange={(ev) => update((e) => setBrush(e, { treeRadius: Number(ev.target.value) }))} />
        {b.treeRadius.toFixed(2)} <kbd>[</kbd>
        <kbd>]</kbd>
      </label>
    );
  }
  return null;
}

function clampInt(text: string, min: number, max: number, fallback: number): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** Zones (Case 38.42), structures, entry edges (Case 38.5) and the map's name and provenance. */
export function Properties({ ed, update }: { ed: EditorState; update: Update }) {
  const map = ed.map;
  const zoneId = selectedZone(ed);
  const zone = map.zones.find((z) => z.id === zoneId);
  const structureId = selectedStructure(ed);
  const structure = map.structures.find((s) => s.id === structureId);
  const [renumber, setRenumber] = useState('');
  return (
    <section aria-label="Map properties">
      <h2>Map</h2>
      <label className="ed-field">
        Name
        <input value={map.name} onChange={(ev) => update((e) => edit(e, metaOp(e.map, { name: ev.target.value }), { coalesce: 'name', label: 'rename map' }))} />
      </label>
      <label className="ed-field">
        Provenance
        <select value={map.provenance.kind} onChange={(ev) => update((e) => edit(e, metaOp(e.map, { kind: ev.target.value as MapProvenance['kind'] })))}>
          <option value="printed">printed (traced from the published sheet)</option>
          <option value="approximation">approximation (from the scenario text)</option>
          <option value="custom">custom</option>
        </select>
      </label>
      <label className="ed-field">
        Note
        <textarea rows={2} value={map.provenance.note} onChange={(ev) => update((e) => edit(e, metaOp(e.map, { note: ev.target.value }), { coalesce: 'note', label: 'provenance note' }))} />
      </label>
      <div className="ed-row">
        Entry edges
        {EDGE_ORDER.map((edge: MapEdge) => (
          <label key={edge}>
            <input type="checkbox" checked={map.entryEdges.includes(edge)} onChange={() => update((e) => edit(e, toggleEdgeOp(e.map, edge)))} /> {edge}
          </label>
        ))}
      </div>

      <h2>Zones</h2>
      <div className="ed-list">
        {map.zones.map((z) => (
          <button key={z.id} className={`ed-item ${z.id === zoneId ? 'active' : ''}`} onClick={() => update((e) => select(e, { kind: 'zone', id: z.id }))}>
            <span className="ed-chip" style={{ background: zoneColour(z.id) }} /> Zone {z.id} <span className="muted">{z.squares.length} squares</span>
          </button>
        ))}
        <button
          className="tool small"
          onClick={() =>
            update((e) => {
              const id = nextZoneId(e.map);
              return select(edit(e, createZoneOp(e.map, id), { label: `new zone ${id}` }), { kind: 'zone', id });
            })
          }
        >
          New zone
        </button>
      </div>
      {zone && (
        <div className="card">
          <div className="card-title">Zone {zone.id}</div>
          <div className="ed-row">
            <input aria-label="New zone number" type="number" min={0} placeholder="number" value={renumber} onChange={(ev) => setRenumber(ev.target.value)} />
            <button
              className="tool small"
              disabled={renumber === '' || map.zones.some((z) => z.id === Number(renumber))}
              onClick={() => {
                const to = Number(renumber);
                update((e) => select(edit(e, renumberZoneOp(e.map, zone.id, to), { label: `renumber zone ${zone.id}` }), { kind: 'zone', id: to }));
                setRenumber('');
              }}
            >
              Renumber
            </button>
            <button className="tool small" onClick={() => update((e) => select(edit(e, deleteZoneOp(e.map, zone.id), { label: `delete zone ${zone.id}` }), { kind: 'none' }))}>
              Delete
            </button>
          </div>
          <p className="hint">With the zone tool (Z), click or drag to add squares; Shift removes.</p>
        </div>
      )}

      <h2>Structures</h2>
      <div className="ed-list">
        {map.structures.map((s) => (
          <button key={s.id} className={`ed-item ${s.id === structureId ? 'active' : ''}`} onClick={() => update((e) => select(e, { kind: 'structure', id: s.id }))}>
            {s.name || <i>unnamed</i>} <span className="muted">{s.id}, {s.squares.length} squares</span>
          </button>
        ))}
        {map.structures.length === 0 && <p className="hint">Drag a rectangle with the structure tool (S).</p>}
      </div>
      {structure && (
        <div className="card">
          <label className="ed-field">
            Name
            <input
              value={structure.name}
              onChange={(ev) => update((e) => edit(e, renameStructureOp(e.map, structure.id, ev.target.value), { coalesce: `structure-name:${structure.id}`, label: 'rename structure' }))}
            />
          </label>
          <div className="ed-row">
            <span className="muted">
              {structure.id}: {structure.squares.length} squares from {structure.squares[0] ? describeSquare(structure.squares[0], map) : '—'}
            </span>
            <button className="tool small" onClick={() => update((e) => select(edit(e, deleteStructureOp(e.map, structure.id), { label: 'delete structure' }), { kind: 'none' }))}>
              Delete
            </button>
          </div>
          <p className="hint">Shift-drag adds a rectangle to it, Alt-drag removes one.</p>
        </div>
      )}
    </section>
  );
}

/** The validation list: click a fault to centre its square. */
export function Problems({ issues, onShow, map }: { issues: readonly ValidationIssue[]; onShow: (sq: Square) => void; map: GameMap }) {
  if (issues.length === 0) return <p className="ok">No problems: the map saves and loads as it is.</p>;
  return (
    <ul className="ed-problems" data-testid="editor-problems">
      {issues.map((i, n) => (
        <li key={n}>
          <button className={`ed-item ${i.severity === 'error' ? 'bad' : ''}`} disabled={!i.square} onClick={() => i.square && onShow(i.square)} title={i.square ? `Show ${describeSquare(i.square, map)}` : undefined}>
            <b>{i.severity === 'error' ? 'Error' : 'Warning'}</b> {i.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Errors from a file that was refused (import or open): the document is unchanged. */
export function RefusedFile({ title, errors, onDismiss }: { title: string; errors: readonly MapError[]; onDismiss: () => void }) {
  return (
    <div className="card ed-refused" role="alert">
      <div className="card-title">{title}: not loaded, the map you are editing is unchanged</div>
      <ul>
        {errors.slice(0, 50).map((e, i) => (
          <li key={i}>{formatMapError(e)}</li>
        ))}
      </ul>
      {errors.length > 50 && <p className="muted">…and {errors.length - 50} more.</p>}
      <button className="tool small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** Trace mode: the underlay photo, its opacity, and the two corners that align it. */
export function TracePanel({
  ed,
  update,
  hasImage,
  onImage,
  onClear,
  onStartAlign,
}: {
  ed: EditorState;
  update: Update;
  hasImage: boolean;
  onImage: (file: File) => void;
  onClear: () => void;
  onStartAlign: () => void;
}) {
  const t = ed.trace;
  const bounds = { width: ed.map.width, height: ed.map.height };
  const corner = (label: string, value: Square, key: 'from' | 'to') => (
    <label className="ed-field">
      {label}
      <input
        defaultValue={describeSquare(value, bounds)}
        key={`${key}-${value.col}-${value.row}`}
        onBlur={(ev) => {
          const r = readCoord(ev.target.value.trim(), bounds);
          if (r.ok) update((e) => setTrace(e, { [key]: r.square }));
          else ev.target.value = describeSquare(value, bounds);
        }}
      />
    </label>
  );
  return (
    <section aria-label="Trace mode">
      <label className="ed-field">
        Photo or scan of a printed map
        <input type="file" accept="image/*" onChange={(ev) => ev.target.files?.[0] && onImage(ev.target.files[0])} />
      </label>
      {hasImage && (
        <>
          <label className="ed-row">
            Opacity
            <input type="range" min={0} max={1} step={0.05} value={t.opacity} onChange={(ev) => update((e) => setTrace(e, { opacity: Number(ev.target.value) }))} />
            {Math.round(t.opacity * 100)}%
          </label>
          {corner('Top-left corner of square', t.from, 'from')}
          {corner('Bottom-right corner of square', t.to, 'to')}
          <label className="ed-row">
            <input type="checkbox" checked={t.allowRotation} onChange={(ev) => update((e) => setTrace(e, { allowRotation: ev.target.checked }))} />
            Allow rotation (off: separate across and down scales)
          </label>
          <div className="ed-row">
            <button className="tool small" onClick={onStartAlign}>
              Align by two corners <kbd>A</kbd>
            </button>
            <button className="tool small" onClick={onClear}>
              Remove image
            </button>
          </div>
          <p className="hint">{describeTransform(t.transform)}</p>
        </>
      )}
    </section>
  );
}

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  return (
    <div className="ed-help" role="dialog" aria-label="Editor shortcuts" onClick={onClose}>
      <div className="card" onClick={(e) => e.stopPropagation()}>
        <div className="card-title">Map editor shortcuts</div>
        <table>
          <tbody>
            {SHORTCUTS.map(([k, what]) => (
              <tr key={k + what}>
                <td>
                  <kbd>{k}</kbd>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button className="tool small" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
