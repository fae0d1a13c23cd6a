import { useEffect, useRef, useState } from 'react';
import type { ReplayFrameProps } from '../../screens';
import { GameTable, TABLE_EXTRA_PX } from './GameTable';

type Frame = { table: Parameters<typeof GameTable>[0]['table']; sides: readonly { id: string }[]; units: readonly { id: string; side: string }[]; figures: readonly { id: string; name: string; unitId: string; at: { x: number; y: number }; state: string }[]; contacts: readonly { contactId: string; at: { x: number; y: number }; bound: number; figureId?: string | null }[]; bound: number; step: string };

/** The widest the table may be drawn in this room and keep its aspect: the full width, or less when the height runs out first. */
function fittedWidth(room: { width: number; height: number }, table: { width: number; height: number }): number {
  return Math.floor(Math.min(room.width, ((room.height - TABLE_EXTRA_PX) * table.width) / table.height));
}

/**
 * One frame of an archived skirmish game: the table as the umpire or one side
 * saw it then, scaled into the dialog's room under its bar (issue 19: it ran
 * past the dialog's bottom on a laptop).
 */
export function SkirmishReplay({ frame }: ReplayFrameProps) {
  const v = frame.view as unknown as Frame;
  const area = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number }>();
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setRoom({ width: el.clientWidth, height: el.clientHeight }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const sideOf = (unitId: string) => v.units.find((u) => u.id === unitId)?.side ?? '';
  return (
    <div className="skirmish-replay" data-testid="skirmish-replay">
      <p>
        Bound {v.bound}, {v.step} step
      </p>
      <div ref={area} className="skirmish-replay-area">
        {room && (
          <div style={{ width: fittedWidth(room, v.table) }}>
            <GameTable
              table={v.table}
              sides={v.sides.map((s) => s.id)}
              figures={v.figures.map((f) => ({ id: f.id, name: f.name, at: f.at, side: sideOf(f.unitId), state: f.state }))}
              contacts={v.contacts.map((c) => ({ contactId: c.contactId, at: c.at, bound: c.bound, ...(c.figureId === null ? { falseContact: true } : {}) }))}
              mines={[]}
            />
          </div>
        )}
      </div>
    </div>
  );
}
