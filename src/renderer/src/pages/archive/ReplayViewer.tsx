import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ArchiveEntryInfo, ReplayFrame } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { screensFor } from '../../rulesets';
import { UnknownRuleset } from '../../rulesets/UnknownRuleset';
import { clampSeq, viewerChoices } from './replay-model';

/**
 * Replays a game of the archive by its id, without opening it behind the
 * windows: step through its log with the fog lifted, or as one side saw it
 * then (that side's projection, nothing more).
 */
export function ReplayViewer({ client, game, onClose, onError }: { client: UmpireClient; game: ArchiveEntryInfo; onClose: () => void; onError: (e: unknown) => void }) {
  const choices = useMemo(() => viewerChoices(game.sides), [game.sides]);
  const [viewerKey, setViewerKey] = useState('umpire');
  const [seq, setSeq] = useState(0);
  const [frame, setFrame] = useState<ReplayFrame>();
  const viewer = (choices.find((c) => c.key === viewerKey) ?? choices[0]!).viewer;
  const last = frame?.last ?? 0;

  useEffect(() => {
    let live = true;
    client.call('replayAt', { gameId: game.gameId, seq, viewer }).then((f) => live && setFrame(f), onError);
    return () => {
      live = false;
    };
    // The viewer object is rebuilt from its key each render: the key is what changes.
  }, [client, game.gameId, seq, viewerKey]);

  const go = (to: number) => setSeq(clampSeq(to, last));

  return (
    <div className="report-viewer replay-viewer" role="dialog" aria-label={`Replay of ${game.scenarioName}`} data-testid="replay-viewer">
      <div className="report-bar">
        <b>Replay · {game.scenarioName}</b>
        <select value={viewerKey} onChange={(e) => setViewerKey(e.target.value)} aria-label="Seen as" data-testid="replay-viewer-select">
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
        <button className="tool small" onClick={() => go(0)} disabled={seq === 0} aria-label="To the setup">
          <StepIcon to="first" />
        </button>
        <button className="tool small" onClick={() => go(seq - 1)} disabled={seq === 0} aria-label="Previous event" data-testid="replay-prev">
          <StepIcon to="previous" />
        </button>
        <input type="range" min={0} max={last} value={seq} onChange={(e) => go(Number(e.target.value))} aria-label="Event" data-testid="replay-seq" />
        <button className="tool small" onClick={() => go(seq + 1)} disabled={seq >= last} aria-label="Next event" data-testid="replay-next">
          <StepIcon to="next" />
        </button>
        <button className="tool small" onClick={() => go(last)} disabled={seq >= last} aria-label="To the last event">
          <StepIcon to="last" />
        </button>
        <button className="tool small" onClick={onClose} data-testid="close-replay">
          Close
        </button>
      </div>
      {frame && <ReplayBody frame={frame} />}
    </div>
  );
}

/**
 * The step buttons' marks drawn, not typed: ⏮ and ⏭ are missing from many
 * fonts (empty boxes in headless Chromium). The button's aria-label names it.
 */
function StepIcon({ to }: { to: 'first' | 'previous' | 'next' | 'last' }) {
  const left = to === 'first' || to === 'previous';
  const end = to === 'first' || to === 'last';
  const base = left ? (end ? 10 : 9.25) : end ? 2 : 2.75;
  const tip = left ? (end ? 3.5 : 2.75) : end ? 8.5 : 9.25;
  return (
    <svg className="step-icon" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d={`M${base} 1.5 L${tip} 6 L${base} 10.5 Z`} fill="currentColor" />
      {end && <rect x={left ? 1 : 9.5} y="1.5" width="1.5" height="9" fill="currentColor" />}
    </svg>
  );
}

/** The frame as its ruleset draws it (src/renderer/src/rulesets). */
function ReplayBody({ frame }: { frame: ReplayFrame }) {
  const screens = screensFor(frame.view.ruleset);
  if (!screens) return <UnknownRuleset ruleset={frame.view.ruleset} />;
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <screens.ReplayFrame frame={frame} />
    </Suspense>
  );
}
