import type { GameState } from '@shared/rulesets/commando/model/state';
import { findRuleset } from '@shared/rulesets/index';
import { describeSquare } from '@shared/map/coords';
import { chartWeaponName } from '@shared/rulesets/commando/view/log/names';
import type { Square } from '@shared/map/map-model';
import type { GameFile, SideFile } from './game-file';
import { plainDetail, sideLogRows, umpireLogRows } from './report-log';
import { escapeHtml, page, table } from './report-html';
import { rulesetReport } from './report-ruleset';

export { escapeHtml };

const h = escapeHtml;

/**
 * After-action reports as one printable HTML page each (inline CSS, no
 * scripts, no external resources). The umpire's shows everything — result,
 * rulings, casualties per man, every event with its dice (reverted ones
 * struck through) and the audit trail. A side's is built from that side's
 * file only, so it cannot show what the side never saw.
 */
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
  // A ruleset that says its games in its own words writes its own report (issue 19: the skirmish ruleset).
  const ruleset = findRuleset(file.scenario.ruleset);
  if (ruleset?.reportWords) return rulesetReport(file, ruleset, ruleset.reportWords);
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
