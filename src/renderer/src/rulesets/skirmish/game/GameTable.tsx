import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Line, Text } from 'react-konva';
import type { SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import type { SmokeCloud } from '@shared/rulesets/skirmish/rules/table-types';
import type { Posture } from '@shared/rulesets/skirmish/tables/features';
import { TableCanvas, type CanvasPointer } from '../TableCanvas';
import { SightPanel } from '../TablePanels';
import { blockingIds, readTape } from '../table-view';
import { clickTool, hoverTool, readSight, type TableTool, type ToolLine } from './table-tools';
import './skirmish-game.css';

/** A figure as the game table draws it: where he stands, whose he is, and how he is. */
export interface DrawnFigure {
  readonly id: string;
  readonly name: string;
  readonly at: { readonly x: number; readonly y: number };
  readonly side: string;
  readonly state: string;
  /** For the LOS tool: the sight line runs from and to his eye by his posture. */
  readonly posture?: Posture;
}
/** A contact: a last-known position (real or false: drawn the same, seed line 4). */
export interface DrawnContact {
  readonly contactId: string;
  readonly at: { readonly x: number; readonly y: number };
  readonly bound: number;
  /** The umpire's truth: false contacts marked for him only. */
  readonly falseContact?: boolean;
}
export interface DrawnMines {
  readonly areaId: string;
  readonly polygon: readonly { readonly x: number; readonly y: number }[];
}

/** A man's ordered path as his side draws it: from where he stands through its corners; red when it cannot be taken. */
export interface DrawnPath {
  readonly figureId: string;
  readonly from: { readonly x: number; readonly y: number };
  readonly corners: readonly { readonly x: number; readonly y: number }[];
  readonly ok: boolean;
  /** The path being drawn now: drawn thicker, the man named at its start. */
  readonly active: boolean;
  readonly name?: string;
}

/** Pixels the canvas adds under the table's own height (its edge labels): who fits the table into a box allows for them. */
export const TABLE_EXTRA_PX = 24;
const SIDE_COLOURS = ['#1f5fbf', '#b3261e', '#2e7d32', '#6a1b9a'];
const NO_FAULTS = new Map<string, readonly string[]>();
const NO_HIGHLIGHTS = new Set<string>();
const ignore = () => undefined;

/**
 * A skirmish game's table in inches (the Tables screen's canvas, issue 17)
 * with the game drawn over it: figures by side (a cross for a casualty),
 * contacts as open rings with their bound, mine areas dashed.
 */
export function GameTable({ table, sides, figures, contacts, mines, tools, paths = [], onPick }: { table: SkirmishTable; sides: readonly string[]; figures: readonly DrawnFigure[]; contacts: readonly DrawnContact[]; mines: readonly DrawnMines[]; tools?: { readonly smoke: readonly SmokeCloud[] }; paths?: readonly DrawnPath[]; onPick?: (at: { readonly x: number; readonly y: number }) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(280, el.clientWidth)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const height = Math.round((width * table.height) / table.width) + TABLE_EXTRA_PX;
  const [tool, setTool] = useState<TableTool>('none');
  const [line, setLine] = useState<ToolLine>();
  const pick = (t: TableTool) => {
    setTool(tool === t ? 'none' : t);
    setLine(undefined);
  };
  const onPointer = (e: CanvasPointer) => {
    // A side drawing a man's path: each click or tap is a corner (the tools, when one is on, come first).
    if (tool === 'none' && onPick) {
      if (e.type === 'down') onPick(e.at);
      return;
    }
    if (tool === 'none') return;
    if (e.type === 'down') setLine(clickTool(line, e.at));
    else if (e.type === 'move') setLine(hoverTool(line, e.at));
  };
  const tape = tool === 'tape' && line ? { a: line.a, b: line.b, reading: readTape(line.a, line.b) } : undefined;
  const sight = useMemo(() => (tool === 'los' && line?.fixed ? readSight(table, figures, line, tools?.smoke) : undefined), [tool, line, table, figures, tools?.smoke]);
  const colour = (side: string) => SIDE_COLOURS[Math.max(0, sides.indexOf(side)) % SIDE_COLOURS.length]!;
  return (
    <div ref={box} className="skirmish-game-table" data-testid="skirmish-table" data-figures={figures.length} data-contacts={contacts.length} data-mines={mines.length} data-tool={tool} data-paths={paths.length} data-picking={onPick ? 'yes' : 'no'}>
      {tools && (
        <div className="skirmish-table-tools" role="toolbar" aria-label="Table tools">
          <button className="tool small" aria-pressed={tool === 'tape'} onClick={() => pick('tape')} data-testid="tool-tape">
            Measure
          </button>
          <button className="tool small" aria-pressed={tool === 'los'} onClick={() => pick('los')} data-testid="tool-los">
            Line of sight
          </button>
          {tool !== 'none' && <span className="muted small">{line?.fixed ? 'Click again to start afresh.' : line ? 'Click the other end.' : tool === 'los' ? 'Click the viewer (a figure, or any point: a standing man), then the target.' : 'Click the start, then the end.'}</span>}
        </div>
      )}
      <TableCanvas
        table={table}
        width={width}
        height={height}
        faults={NO_FAULTS}
        highlighted={sight ? blockingIds(sight.result) : NO_HIGHLIGHTS}
        figures={[]}
        {...(tape ? { tape } : {})}
        {...(sight ? { sight: { a: sight.from.at, b: sight.to.at, visibility: sight.result.visibility } } : {})}
        onPointer={tools || onPick ? onPointer : ignore}
        onVertexDrag={ignore}
        onVertexPick={ignore}
        overlay={(px) => (
          <Group listening={false}>
            {mines.map((m) => (
              <Line key={m.areaId} points={m.polygon.flatMap((p) => [p.x, p.y])} closed stroke="#d32f2f" strokeWidth={2 * px} dash={[6 * px, 4 * px]} fill="rgba(211,47,47,0.12)" />
            ))}
            {contacts.map((c) => (
              <Group key={c.contactId}>
                <Circle x={c.at.x} y={c.at.y} radius={7 * px} stroke={c.falseContact ? '#777' : '#ff8f00'} strokeWidth={2 * px} dash={c.falseContact ? [3 * px, 3 * px] : undefined} />
                <Text x={c.at.x + 8 * px} y={c.at.y - 6 * px} text={`?${c.bound}`} fontSize={11 * px} fill="#111" />
              </Group>
            ))}
            {paths.map((p) => (
              <Group key={`path-${p.figureId}`}>
                <Line points={[p.from, ...p.corners].flatMap((q) => [q.x, q.y])} stroke={p.ok ? '#2e7d32' : '#d32f2f'} strokeWidth={(p.active ? 3 : 2) * px} dash={p.ok ? undefined : [5 * px, 3 * px]} lineCap="round" lineJoin="round" />
                {p.active && p.name && <Text x={p.from.x + 7 * px} y={p.from.y - 14 * px} text={p.name} fontSize={11 * px} fontStyle="bold" fill="#1b5e20" />}
                {p.corners.map((q, i) => (
                  <Circle key={i} x={q.x} y={q.y} radius={(p.active ? 3.5 : 2.5) * px} fill={p.ok ? '#2e7d32' : '#d32f2f'} stroke="#fff" strokeWidth={px} />
                ))}
              </Group>
            ))}
            {figures.map((f) => (
              <Group key={f.id}>
                <Circle x={f.at.x} y={f.at.y} radius={5 * px} fill={f.state === 'killed' ? '#555' : colour(f.side)} stroke="#fff" strokeWidth={px} />
                {f.state !== 'ok' && <Text x={f.at.x + 6 * px} y={f.at.y + 2 * px} text={f.state} fontSize={10 * px} fill="#111" />}
              </Group>
            ))}
          </Group>
        )}
      />
      {tape && (
        <p className="tape-reading" data-testid="game-tape-reading">
          {tape.reading.text}
        </p>
      )}
      {sight && (
        <div data-testid="game-los-reading">
          <SightPanel result={sight.result} from={sight.from.name} to={sight.to.name} />
        </div>
      )}
    </div>
  );
}
