import type { ReplayFrameProps } from '../../screens';
import { GameTable } from './GameTable';

type Frame = { table: Parameters<typeof GameTable>[0]['table']; sides: readonly { id: string }[]; units: readonly { id: string; side: string }[]; figures: readonly { id: string; name: string; unitId: string; at: { x: number; y: number }; state: string }[]; contacts: readonly { contactId: string; at: { x: number; y: number }; bound: number; figureId?: string | null }[]; bound: number; step: string };

/** One frame of an archived skirmish game: the table as the umpire or one side saw it then. */
export function SkirmishReplay({ frame }: ReplayFrameProps) {
  const v = frame.view as unknown as Frame;
  const sideOf = (unitId: string) => v.units.find((u) => u.id === unitId)?.side ?? '';
  return (
    <div data-testid="skirmish-replay">
      <p>
        Bound {v.bound}, {v.step} step
      </p>
      <GameTable
        table={v.table}
        sides={v.sides.map((s) => s.id)}
        figures={v.figures.map((f) => ({ id: f.id, name: f.name, at: f.at, side: sideOf(f.unitId), state: f.state }))}
        contacts={v.contacts.map((c) => ({ contactId: c.contactId, at: c.at, bound: c.bound, ...(c.figureId === null ? { falseContact: true } : {}) }))}
        mines={[]}
      />
    </div>
  );
}
