import type { GameState } from '@shared/rulesets/commando/model/state';
import { describeSquare } from '@shared/map/coords';
import { chartWeaponName } from '@shared/rulesets/commando/view/log/names';
import type { Square } from '@shared/map/map-model';
import type { GameFile, SideFile } from './game-file';
import { plainDetail, sideLogRows, umpireLogRows } from './report-log';

/**
 * After-action reports as one printable HTML page each (inline CSS, no
 * scripts, no external resources). The umpire's shows everything — result,
 * rulings, casualties per man, every event with its dice (reverted ones
 * struck through) and the audit trail. A side's is built from that side's
 * file only, so it cannot show what the side never saw.
 */
const STYLE = `
body { font: 11pt/1.4 Georgia, 'Times New Roman', serif; margin: 2em; color: #111; }
h1 { font-size: 18pt; margin-bottom: 0.2em; } h2 { font-size: 13pt; border-bottom: 1px solid #888; margin-top: 1.6em; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; } th, td { border: 1px solid #bbb; padding: 2px 5px; text-align: left; vertical-align: top; }
th { background: #eee; } tr.reverted td { color: #888; text-decoration: line-through; } .meta { color: #555; }
code { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; word-break: break-all; }
@media print { body { margin: 0; } h2 { page-break-after: avoid; } tr { page-break-inside: avoid; } }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const h = escapeHtml;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>${STYLE}</style></head>
<body>
${body}
</body></html>
`;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[], rowClass?: (i: number) => string): string {
  if (rows.length === 0) return '<p class="meta">None.</p>';
  const head = `<tr>${headers.map((x) => `<th>${h(x)}</th>`).join('')}</tr>`;
  const body = rows.map((r, i) => `<tr${rowClass?.(i) ? ` class="${rowClass(i)}"` : ''}>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n${head}\n${body}\n</table>`;
}

function square(sq: unknown): string {
  if (!sq || typeof sq !== 'object') return '—';
  const s = sq as Square;
  return typeof s.col === 'number' && typeof s.row === 'number' ? describeSquare(s) : '—';
}

function outcomeRows(sides: Readonly<Record<string, { outcome: string; level: string | null; casualties?: number }>>, names: (side: string) => string): string[][] {
  return Object.entries(sides).map(([side, r]) => [h(names(side)), h(r.outcome), h(r.level ?? ''), r.casualties === undefined ? '' : String(r.casualties)]);
}

/** The umpire's report: the whole truth. */
export function umpireReport(file: GameFile): string {
  const initial = file.initial as unknown as GameState;
  const sideName = (id: string) => file.sides.find((s) => s.side === id)?.name ?? id;
  const finish = [...file.audit].reverse().find((a) => a.kind === 'finish');
  const casualties = Array.isArray(finish?.detail.casualties) ? (finish.detail.casualties as { manId: string; name: string; side: string; condition: string; wounds: number }[]) : [];
  const parts: string[] = [];
  parts.push(`<h1>${h(file.scenario.name)} — after-action report (umpire)</h1>`);
  parts.push(`<p class="meta">Game ${h(file.game.id)} · ${h(file.scenario.ruleset)} · ${h(file.game.status)} · started ${h(file.game.createdAt)}${file.game.finishedAt ? ` · finished ${h(file.game.finishedAt)}` : ''} · dice ${h(file.game.diceMode)}</p>`);
  parts.push('<h2>Sides and players</h2>');
  parts.push(table(['Side', 'Players'], file.sides.map((s) => [h(s.name), h(s.players.map((p) => p.name).join(', ') || '—')])));
  parts.push('<h2>Result</h2>');
  if (file.result) {
    parts.push(`<p>Game-Turns played: ${file.result.turnsPlayed}</p>`);
    parts.push(table(['Side', 'Outcome', 'Level', 'Casualties'], outcomeRows(file.result.sides, sideName)));
    if (file.result.notes) parts.push(`<p>${h(file.result.notes)}</p>`);
  } else parts.push('<p class="meta">The game has no result yet.</p>');
  parts.push("<h2>Umpire's rulings</h2>");
  parts.push(file.result && file.result.rulings.length > 0 ? `<ol>${file.result.rulings.map((r) => `<li>${h(r)}</li>`).join('')}</ol>` : '<p class="meta">None.</p>');
  parts.push('<h2>Casualties per man</h2>');
  parts.push(table(['Man', 'Name', 'Side', 'Condition', 'Wounds'], casualties.map((c) => [h(c.manId), h(c.name), h(sideName(c.side)), h(c.condition), String(c.wounds)])));
  parts.push('<h2>Roster at the start</h2>');
  parts.push(
    table(
      ['Man', 'Name', 'Side', 'Square', 'Weapons'],
      Object.values(initial.men).map((m) => [h(m.id), h(m.name), h(sideName(m.side)), h(square(m.square)), h((m.weapons ?? []).map(chartWeaponName).join(', '))]),
    ),
  );
  const rows = umpireLogRows(file);
  parts.push("<h2>Umpire's rulings during play</h2>");
  const rulings = rows.filter((r) => r.ruling && !r.reverted);
  parts.push(rulings.length > 0 ? `<ol>${rulings.map((r) => `<li>${h(r.text)}</li>`).join('')}</ol>` : '<p class="meta">None.</p>');
  parts.push('<h2>Event log</h2>');
  parts.push('<p class="meta">Every event in words, including undone branches (struck through, with the rewind that abandoned them). Dice as rolled.</p>');
  parts.push(
    table(
      ['Seq', 'Turn', 'Event', 'Dice', 'Status'],
      rows.map((r) => [String(r.seq), r.turn === null ? '' : String(r.turn), h(r.text), r.dice.map(h).join('<br>'), h(r.status)]),
      (i) => (rows[i]!.reverted ? 'reverted' : ''),
    ),
  );
  parts.push('<h2>Audit trail</h2>');
  parts.push(table(['Seq', 'Kind', 'Detail', 'At'], file.audit.map((a) => [a.seq === null ? '' : String(a.seq), h(a.kind), h(plainDetail(a.detail)), h(a.createdAt)])));
  return page(`${file.scenario.name} — umpire report`, parts.join('\n'));
}

/** A side's report, from that side's file alone. */
export function sideReport(file: SideFile): string {
  const last = file.timeline.at(-1);
  const parts: string[] = [];
  parts.push(`<h1>${h(file.scenarioName)} — after-action report for ${h(file.side.name)}</h1>`);
  parts.push(`<p class="meta">Players: ${h(file.players.map((p) => p.name).join(', ') || '—')}</p>`);
  parts.push('<h2>Result</h2>');
  if (file.result) {
    parts.push(`<p>Game-Turns played: ${file.result.turnsPlayed}</p>`);
    parts.push(table(['Side', 'Outcome', 'Level'], Object.entries(file.result.outcome).map(([side, r]) => [h(side === file.side.id ? file.side.name : side), h(r.outcome), h(r.level ?? '')])));
    parts.push('<h2>Our casualties</h2>');
    parts.push(table(['Man', 'Name', 'Condition', 'Wounds'], file.result.ownCasualties.map((c) => [h(c.manId), h(c.name), h(c.condition), String(c.wounds)])));
  } else parts.push('<p class="meta">The game has no result yet.</p>');
  parts.push('<h2>Our men at the end</h2>');
  parts.push(table(['Man', 'Name', 'Square', 'Posture', 'Condition'], (last?.ownMen ?? []).map((m) => [h(m.id), h(m.name), h(square(m.square)), h(m.posture), h(m.condition)])));
  parts.push('<h2>Enemy contacts at the end</h2>');
  parts.push(table(['Enemy', 'Last seen at', 'When', 'Observed now by'], (last?.enemies ?? []).map((e) => [h(e.id), h(square(e.square)), h(`Turn ${e.seenTurn}, ${e.seenPhase}`), h(e.observedBy.join(', ') || '—')])));
  parts.push('<h2>Our log</h2>');
  const log = sideLogRows(file);
  parts.push(log.length > 0 ? `<ol>${log.map((l) => `<li>Game-Turn ${l.turn}: ${h(l.text)}</li>`).join('')}</ol>` : '<p class="meta">Nothing happened that we saw.</p>');
  parts.push('<h2>What we saw, step by step</h2>');
  parts.push(
    table(
      ['Step', 'Turn', 'Phase', 'Contacts'],
      file.timeline.map((t) => [String(t.step), String(t.turn), h(t.phase), h(t.enemies.map((e) => `${e.id} at ${square(e.square)}${e.current ? '' : ' (last seen)'}`).join('; ') || '—')]),
    ),
  );
  return page(`${file.scenarioName} — ${file.side.name}`, parts.join('\n'));
}
