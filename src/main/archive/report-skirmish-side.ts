import { contactsOnce } from '@shared/rulesets/skirmish/view/side-contacts';
import type { SkirmishSideEntry } from '@shared/rulesets/skirmish/view/side-copy';
import { escapeHtml as h, page, table } from './report-html';
import type { SkirmishSideFile } from './skirmish-side-file';

/**
 * A side's after-action report of a skirmish game (issue 19), from that
 * side's file alone (skirmish-side-file.ts), so it cannot show what the side
 * never saw: the outcome, its casualties, its figures at the end, its
 * contacts (each once, with the units that held it; real or false alike),
 * the mined areas it knew, and what changed in its window step by step.
 */
const inches = (p: { x: number; y: number }) => `${p.x.toFixed(1)}", ${p.y.toFixed(1)}"`;

/** What changed in the side's window from one entry to the next, in words. */
export function sideChanges(before: SkirmishSideEntry | undefined, now: SkirmishSideEntry, unitName: (id: string) => string): string[] {
  const out: string[] = [];
  if (!before || before.bound !== now.bound || before.step !== now.step) out.push(`Bound ${now.bound}, ${now.step} step.`);
  if (before && !before.orders && now.orders) out.push(`We wrote our orders: ${now.orders.map((o) => `${unitName(o.unitId)} ${o.action}`).join(', ') || 'every unit holds'}.`);
  if (before && !before.othersReady && now.othersReady) out.push('The other side had written its orders.');
  for (const f of now.figures) {
    const was = before?.figures.find((x) => x.id === f.id);
    if (was && was.state !== f.state) out.push(`${f.name}: ${was.state} → ${f.state}.`);
    if (was && (was.at.x !== f.at.x || was.at.y !== f.at.y)) out.push(`${f.name} moved to ${inches(f.at)}.`);
  }
  const old = new Map(contactsOnce(before?.contacts ?? []).map((c) => [c.contactId, c]));
  for (const c of contactsOnce(now.contacts)) {
    const was = old.get(c.contactId);
    const n = c.contactId.split('-').at(-1);
    if (!was) out.push(`Contact ${n} at ${inches(c.at)} (${c.unitIds.map(unitName).join(', ')}).`);
    else if (was.at.x !== c.at.x || was.at.y !== c.at.y || was.bound !== c.bound) out.push(`Contact ${n} seen again at ${inches(c.at)} in bound ${c.bound}.`);
  }
  for (const m of now.mines) if (!before?.mines.some((x) => x.areaId === m.areaId)) out.push(`A mined area known to us: ${m.areaId}.`);
  for (const p of now.prisoners) if (!before?.prisoners.some((x) => x.name === p.name)) out.push(`${p.name} taken prisoner.`);
  for (const p of now.airPasses) if (!before?.airPasses.some((x) => x.bound === p.bound && x.from.x === p.from.x && x.from.y === p.from.y)) out.push(`An aircraft passed (${p.altitude}) from ${inches(p.from)} to ${inches(p.to)}.`);
  for (const f of now.fires) if (!before?.fires.some((x) => x.fireId === f.fireId)) out.push(`Fire at ${inches(f.centre)}, ${f.radius}" across.`);
  return out;
}

export function skirmishSideReport(file: SkirmishSideFile): string {
  const last = file.timeline.at(-1);
  const unitName = (id: string) => last?.units.find((u) => u.id === id)?.name ?? id;
  const sideName = (id: string) => file.sides.find((s) => s.id === id)?.name ?? id;
  const parts: string[] = [];
  parts.push(`<h1>${h(file.name)} — after-action report for ${h(file.side.name)}</h1>`);
  parts.push(`<p class="meta">Modern skirmish (1989) · players: ${h(file.players.map((p) => p.name).join(', ') || '—')}</p>`);
  parts.push('<h2>Result</h2>');
  if (file.result) {
    parts.push(`<p>Bounds played: ${file.result.boundsPlayed}</p>`);
    parts.push(table(['Side', 'Outcome'], Object.entries(file.result.outcome).map(([side, r]) => [h(sideName(side)), h(r.outcome)])));
    parts.push('<h2>Our casualties</h2>');
    parts.push(table(['Figure', 'State'], file.result.ownCasualties.map((c) => [h(c.name), h(c.condition)])));
  } else parts.push('<p class="meta">The game has no result yet.</p>');
  parts.push('<h2>Our figures at the end</h2>');
  parts.push(table(['Figure', 'Unit', 'At', 'State'], (last?.figures ?? []).map((f) => [h(f.name), h(unitName(f.unitId)), h(inches(f.at)), h(f.state)])));
  parts.push('<h2>Contacts at the end</h2>');
  parts.push('<p class="meta">Last-known positions: a contact may be an enemy or nothing at all.</p>');
  parts.push(table(['Contact', 'Last seen at', 'Bound', 'Held by'], contactsOnce(last?.contacts ?? []).map((c) => [h(c.contactId.split('-').at(-1) ?? c.contactId), h(inches(c.at)), String(c.bound), h(c.unitIds.map(unitName).join(', '))])));
  parts.push('<h2>Mined areas we knew</h2>');
  parts.push(table(['Area', 'Corners'], (last?.mines ?? []).map((m) => [h(m.areaId), h(m.polygon.map(inches).join('; '))])));
  parts.push('<h2>What we saw, step by step</h2>');
  const rows = file.timeline.map((t, i) => [String(t.index), String(t.bound), h(t.step), sideChanges(file.timeline[i - 1], t, unitName).map(h).join('<br>') || '—']);
  parts.push(table(['Step', 'Bound', 'Part of the bound', 'What changed in our window'], rows));
  return page(`${file.name} — ${file.side.name}`, parts.join('\n'));
}
