import { useEffect, useRef, useState } from 'react';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { logNames } from '@shared/rulesets/commando/view/log/names';
import { sideLogStep, type SideSnapshot } from '@shared/rulesets/commando/view/log/side-log';

const snapshot = (v: PlayerView): SideSnapshot => ({ turn: v.turn, phase: v.phase, ownMen: v.ownMen, enemies: v.enemies });

/**
 * The side's own log in words (issue 16): each new projection this window is
 * sent, compared with the one before, as sentences (view/log/side-log.ts) —
 * only what this side may know. It starts afresh when the window shows
 * another side or another man's sight, so one projection is never compared
 * with another's.
 */
export function useSideLog(view: PlayerView, manId: string): readonly { readonly turn: number; readonly text: string }[] {
  const [lines, setLines] = useState<{ turn: number; text: string }[]>([]);
  const prev = useRef<{ key: string; snap: SideSnapshot }>(undefined);
  useEffect(() => {
    const key = `${view.side.id}/${manId}`;
    const snap = snapshot(view);
    const before = prev.current?.key === key ? prev.current.snap : undefined;
    prev.current = { key, snap };
    if (!before) {
      setLines([]);
      return;
    }
    const added = sideLogStep(before, snap, logNames({ men: view.ownMen, sides: [view.side] })).map((text) => ({ turn: view.turn, text }));
    if (added.length > 0) setLines((l) => [...l, ...added]);
  }, [view, manId]);
  return lines;
}

export function SideLogView({ lines }: { lines: readonly { readonly turn: number; readonly text: string }[] }) {
  return (
    <>
      <h2>Our log</h2>
      {lines.length === 0 ? (
        <p className="muted" data-testid="side-log-empty">
          Nothing yet since this window opened.
        </p>
      ) : (
        <ol className="side-log" data-testid="side-log" reversed>
          {[...lines].reverse().map((l, i) => (
            <li key={lines.length - i}>
              <span className="muted small">T{l.turn}</span> {l.text}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
