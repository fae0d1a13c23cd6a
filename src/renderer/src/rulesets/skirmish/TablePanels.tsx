import { useState, type ReactNode } from 'react';
import { COVER_CLASSES } from '@shared/rulesets/skirmish/tables/cover';
import { LINEAR_KINDS, POSTURES, type Posture } from '@shared/rulesets/skirmish/tables/features';
import { MOVE_MODES, MOVEMENT_CLASSES, type MoveMode } from '@shared/rulesets/skirmish/tables/movement';
import { MATERIALS, penetration, type Material } from '@shared/rulesets/skirmish/tables/penetration';
import type { SightResult } from '@shared/rulesets/skirmish/rules/line-of-sight';
import type { Opening, SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import type { FeatureProps, ShapeRef, TableOp } from '@shared/rulesets/skirmish/model/edit/table-ops';
import { describeSight, LIST_LABEL, type TestFigure } from './table-view';
import type { TableUnderlay } from './TableCanvas';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="ed-field">
      {label}
      {children}
    </label>
  );
}

function Choice<T extends string>({ label, value, options, onChange, testId }: { label: string; value: T; options: readonly T[]; onChange: (v: T) => void; testId?: string }) {
  return (
    <Field label={label}>
      <select value={value} onChange={(e) => onChange(e.target.value as T)} data-testid={testId}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
}

function NumberField({ label, value, step, onChange, testId }: { label: string; value: number; step: number; onChange: (v: number) => void; testId?: string }) {
  return (
    <Field label={label}>
      <input
        type="number"
        step={step}
        defaultValue={value}
        key={value}
        data-testid={testId}
        onBlur={(e) => {
          const v = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(v) && v !== value) onChange(v);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        }}
      />
    </Field>
  );
}

export interface PropertiesProps {
  readonly table: SkirmishTable;
  readonly selected: ShapeRef;
  readonly selectedVertex: number | undefined;
  readonly apply: (op: TableOp) => void;
}

/** The selected feature's properties, each a labelled control; every change is one undoable operation. */
export function FeatureProperties({ table, selected, selectedVertex, apply }: PropertiesProps) {
  const ref = { list: selected.list, id: selected.id };
  const set = (props: FeatureProps) => apply({ kind: 'set-props', ref, props });
  const common = (
    <div className="ed-row">
      <button className="tool small" onClick={() => apply({ kind: 'delete-feature', ref })} data-testid="delete-feature">
        Delete {LIST_LABEL[selected.list].toLowerCase()}
      </button>
      {selectedVertex !== undefined && (
        <button className="tool small" onClick={() => apply({ kind: 'delete-vertex', shape: selected, index: selectedVertex })} data-testid="delete-vertex">
          Delete corner {selectedVertex}
        </button>
      )}
    </div>
  );
  const head = (
    <h3 data-testid="selected-feature">
      {LIST_LABEL[selected.list]} “{selected.id}”
    </h3>
  );
  switch (selected.list) {
    case 'areas': {
      const a = table.areas.find((x) => x.id === selected.id);
      if (!a) return null;
      return (
        <section aria-label="Properties">
          {head}
          <Choice label="Cover class" value={a.cover} options={COVER_CLASSES} onChange={(cover) => set({ cover })} testId="prop-cover" />
          <Choice label="Movement class" value={a.movement} options={MOVEMENT_CLASSES} onChange={(movement) => set({ movement })} />
          <NumberField label="Canopy height (m)" value={a.height ?? 0} step={0.5} onChange={(height) => set({ height })} />
          {common}
        </section>
      );
    }
    case 'linear': {
      const f = table.linear.find((x) => x.id === selected.id);
      if (!f) return null;
      const pen = penetration(f.material, f.thickness);
      return (
        <section aria-label="Properties">
          {head}
          <Choice label="Kind" value={f.kind} options={LINEAR_KINDS} onChange={(kind) => set({ kind })} />
          <Choice label="Material" value={f.material} options={MATERIALS} onChange={(material: Material) => set({ material })} testId="prop-material" />
          <NumberField label="Thickness (units of the material)" value={f.thickness} step={1} onChange={(thickness) => set({ thickness })} testId="prop-thickness" />
          <NumberField label="Height (m)" value={f.height} step={0.1} onChange={(height) => set({ height })} />
          <p className="hint">
            Penetration {pen.value} ({pen.provenance.kind}: {pen.provenance.source})
          </p>
          {common}
        </section>
      );
    }
    case 'buildings': {
      const b = table.buildings.find((x) => x.id === selected.id);
      if (!b) return null;
      return (
        <section aria-label="Properties">
          {head}
          <Choice label="Cover class inside" value={b.cover} options={COVER_CLASSES} onChange={(cover) => set({ cover })} />
          <NumberField label="Height (m)" value={b.height} step={0.5} onChange={(height) => set({ height })} />
          <Choice label="Wall material" value={b.wall.material} options={MATERIALS} onChange={(material) => apply({ kind: 'set-wall', building: b.id, material })} />
          <NumberField label="Wall thickness (units)" value={b.wall.thickness} step={1} onChange={(thickness) => apply({ kind: 'set-wall', building: b.id, thickness })} />
          <h4>Doors and windows</h4>
          <ul className="plain-list">
            {b.openings.map((o, i) => (
              <li key={i}>
                {o.kind} on wall {o.edge}, {o.at}" along, {o.width}" wide{' '}
                <button className="link" onClick={() => apply({ kind: 'delete-opening', building: b.id, index: i })}>
                  remove
                </button>
              </li>
            ))}
          </ul>
          <OpeningAdder walls={b.polygon.length} onAdd={(opening) => apply({ kind: 'add-opening', building: b.id, opening })} />
          {common}
        </section>
      );
    }
    case 'hills': {
      const h = table.hills.find((x) => x.id === selected.id);
      const k = selected.contour ?? 0;
      const c = h?.contours[k];
      if (!h || !c) return null;
      return (
        <section aria-label="Properties">
          {head}
          <p className="hint">
            Contour {k} of {h.contours.length}. Draw a contour inside it with the Contour tool.
          </p>
          <NumberField label={`Contour ${k} height (m)`} value={c.height} step={1} onChange={(height) => set({ contour: k, height })} />
          {common}
        </section>
      );
    }
    case 'roads': {
      const r = table.roads.find((x) => x.id === selected.id);
      if (!r) return null;
      return (
        <section aria-label="Properties">
          {head}
          <Choice label="Kind" value={r.kind} options={['road', 'track'] as const} onChange={(kind) => set({ kind })} />
          <NumberField label='Width (")' value={r.width} step={0.5} onChange={(width) => set({ width })} />
          {common}
        </section>
      );
    }
  }
}

function OpeningAdder({ walls, onAdd }: { walls: number; onAdd: (o: Opening) => void }) {
  const [edge, setEdge] = useState(0);
  const [at, setAt] = useState(0.5);
  const [width, setWidth] = useState(1);
  return (
    <div className="opening-adder">
      <Choice label="On wall" value={String(Math.min(edge, walls - 1))} options={Array.from({ length: walls }, (_, i) => String(i))} onChange={(v) => setEdge(Number(v))} testId="opening-wall" />
      <NumberField label='From the corner (")' value={at} step={0.5} onChange={setAt} testId="opening-at" />
      <NumberField label='Width (")' value={width} step={0.5} onChange={setWidth} />
      <div className="ed-row">
        <button className="tool small" onClick={() => onAdd({ kind: 'door', edge: Math.min(edge, walls - 1), at, width })} data-testid="add-door">
          Add a door
        </button>
        <button className="tool small" onClick={() => onAdd({ kind: 'window', edge: Math.min(edge, walls - 1), at, width })} data-testid="add-window">
          Add a window
        </button>
      </div>
    </div>
  );
}

export function FigurePanel({
  figure,
  onChange,
  onDelete,
  reach,
  onReach,
}: {
  figure: TestFigure;
  onChange: (f: TestFigure) => void;
  onDelete: () => void;
  reach: MoveMode | 'none';
  onReach: (mode: MoveMode | 'none') => void;
}) {
  return (
    <section aria-label="Figure">
      <h3>Figure {figure.id}</h3>
      <Choice label="Posture" value={figure.posture} options={POSTURES} onChange={(posture: Posture) => onChange({ ...figure, posture })} />
      <NumberField label="Facing (degrees clockwise from up the table)" value={figure.facing} step={15} onChange={(facing) => onChange({ ...figure, facing: ((facing % 360) + 360) % 360 })} />
      <Choice label="Show where he can reach in one bound" value={reach} options={['none', ...MOVE_MODES] as const} onChange={onReach} testId="reach-mode" />
      <button className="tool small" onClick={onDelete}>
        Remove figure
      </button>
    </section>
  );
}

export function SightPanel({ result, from, to }: { result: SightResult; from: string; to: string }) {
  const { headline, lines } = describeSight(result);
  return (
    <section aria-label="Line of sight" data-testid="los-result">
      <h3>
        Line of sight: {from} → {to}
      </h3>
      <p className={`los-headline los-${result.visibility}`}>{headline}</p>
      <ul className="plain-list">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <details>
        <summary>Breakdown</summary>
        <ol className="plain-list">
          {result.breakdown.steps.map((s, i) => (
            <li key={i}>
              {s.label} <span className="muted">({s.caseRef})</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}

export function TracePanel({ underlay, onChange, onLoad }: { underlay: TableUnderlay | undefined; onChange: (u: TableUnderlay | undefined) => void; onLoad: (file: File) => void }) {
  return (
    <section aria-label="Trace a photo">
      <h3>Trace a photo</h3>
      <Field label="Photo of the table">
        <input type="file" accept="image/*" onChange={(e) => e.target.files?.[0] && onLoad(e.target.files[0])} />
      </Field>
      {underlay && (
        <>
          <Field label={`Opacity ${Math.round(underlay.opacity * 100)}%`}>
            <input type="range" min={0} max={1} step={0.05} value={underlay.opacity} onChange={(e) => onChange({ ...underlay, opacity: Number(e.target.value) })} />
          </Field>
          <NumberField label="Photo pixels per inch (scale)" value={underlay.pxPerInch} step={1} onChange={(pxPerInch) => pxPerInch > 0 && onChange({ ...underlay, pxPerInch })} />
          <NumberField label='Offset across (")' value={underlay.x} step={0.5} onChange={(x) => onChange({ ...underlay, x })} />
          <NumberField label='Offset down (")' value={underlay.y} step={0.5} onChange={(y) => onChange({ ...underlay, y })} />
          <button className="tool small" onClick={() => onChange(undefined)}>
            Remove the photo
          </button>
        </>
      )}
    </section>
  );
}
