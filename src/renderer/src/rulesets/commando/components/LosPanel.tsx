import type { LosResult } from '@shared/rulesets/commando/rules/line-of-sight';
import { describeSquare } from '@shared/map/coords';
import type { Square } from '@shared/map/map-model';

/** The line-of-sight verdict with its Case, and a side view of the ground along the line. */
export function LosPanel({ from, to, result }: { from: Square; to: Square; result: LosResult }) {
  const pts = result.profile;
  const maxD = Math.max(1, ...pts.map((p) => p.distance));
  const levels = pts.flatMap((p) => [p.ground, p.effective]);
  const lo = Math.min(0, ...levels);
  const hi = Math.max(1, ...levels) + 1;
  const w = 320;
  const h = 90;
  const x = (d: number) => 8 + (d / maxD) * (w - 16);
  const y = (lvl: number) => h - 10 - ((lvl - lo) / (hi - lo)) * (h - 20);
  return (
    <div className="card" data-testid="los-panel">
      <div className="card-title">
        Line of sight {describeSquare(from)} → {describeSquare(to)}:{' '}
        <b className={result.clear ? 'ok' : 'bad'}>{result.clear ? 'clear' : 'blocked'}</b>
      </div>
      {result.blockedBy && (
        <p>
          {result.blockedBy.reason} <span className="case">{result.blockedBy.caseRef}</span>
        </p>
      )}
      {result.apertures.length > 0 && <p className="muted">Through {result.apertures.map((a) => a.terrain).join(', ')} (Cases 8.42–8.45).</p>}
      {/* Drawn in its own units and scaled to the card's width, so it never overflows the panel. */}
      <svg className="los-profile" viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" width="100%" height={h} role="img" aria-label="Elevation profile along the line of sight">
        <polyline fill="none" stroke="#8fa3b5" strokeWidth={1} points={pts.map((p) => `${x(p.distance)},${y(p.effective)}`).join(' ')} strokeDasharray="3 2" />
        <polyline fill="none" stroke="#c9b27c" strokeWidth={2} points={pts.map((p) => `${x(p.distance)},${y(p.ground)}`).join(' ')} />
        {pts.length > 1 && (
          <line x1={x(0)} y1={y(pts[0]!.ground + 0.5)} x2={x(maxD)} y2={y(pts[pts.length - 1]!.ground + 0.5)} stroke={result.clear ? '#7CFC8A' : '#ff6b5b'} strokeWidth={1.5} />
        )}
      </svg>
      <p className="muted small">Ground (solid), blocking height (dashed, Case 8.22), and the sightline.</p>
    </div>
  );
}
