import type { RecordedDice } from '@shared/kernel/dice/recording-dice';
import type { AnyRuleset, ReportWords, Tagged } from '@shared/kernel/ruleset';
import type { GameFile } from './game-file';
import { escapeHtml as h, page, table } from './report-html';
import { plainDetail } from './report-log';

/**
 * The umpire's after-action report of a game whose ruleset says its games in
 * its own words (Ruleset.reportWords; issue 19: the skirmish ruleset): the
 * result and rulings, casualties per figure, the forces at the start, every
 * event as a sentence with every die as rolled (reverted ones struck
 * through), and the audit trail. No JSON: values are written as words.
 */
const MODE = { seeded: 'seeded', physical: 'typed in', scripted: 'scripted' } as const;

/** Every die of an event: what it was for, the faces and how it was rolled. */
export function diceWords(dice: readonly RecordedDice[] | null | undefined): string[] {
  return (dice ?? []).map((d) => `${d.purpose}: ${d.faces.map((f) => `${f.face} on a ${f.die}`).join(', ')} (${MODE[d.mode]})`);
}

interface Row {
  readonly seq: number;
  readonly turn: number | null;
  readonly text: string;
  readonly dice: readonly string[];
  readonly status: string;
  readonly reverted: boolean;
}

/** Each stored row in words; the turn is the one the live game was in when it happened (folded by the ruleset's own `evolve`). */
export function rulesetLogRows(file: GameFile, ruleset: AnyRuleset, words: ReportWords<unknown, Tagged>): Row[] {
  let state: unknown = file.initial;
  let turn = words.turn(state);
  return file.events.map((e) => {
    const status = e.kind === 'rewind' ? 'rewind' : e.revertedBy === null ? 'live' : `reverted by ${e.revertedBy}`;
    const dice = diceWords(e.dice);
    if (e.kind !== 'game') {
      const p = e.payload;
      const text = `Rewind${p['fromSeq'] !== undefined ? ` to before ${String(p['fromSeq'])}` : ''}${typeof p['reason'] === 'string' ? `: ${p['reason']}` : ''}`;
      return { seq: e.seq, turn: null, text, dice, status, reverted: false };
    }
    const event = { ...e.payload, ...(e.dice ? { dice: e.dice } : {}) } as unknown as Tagged;
    const at = turn;
    if (e.revertedBy === null) {
      state = ruleset.evolve(state, event);
      turn = words.turn(state);
    }
    return { seq: e.seq, turn: at, text: words.event(event), dice, status, reverted: e.revertedBy !== null };
  });
}

export function rulesetReport(file: GameFile, ruleset: AnyRuleset, words: ReportWords<unknown, Tagged>): string {
  const sideName = (id: string) => file.sides.find((s) => s.side === id)?.name ?? id;
  const finish = [...file.audit].reverse().find((a) => a.kind === 'finish');
  const casualties = Array.isArray(finish?.detail['casualties']) ? (finish.detail['casualties'] as { manId: string; name: string; side: string; condition: string }[]) : [];
  const parts: string[] = [];
  parts.push(`<h1>${h(file.scenario.name)} — after-action report (umpire)</h1>`);
  parts.push(`<p class="meta">Game ${h(file.game.id)} · ${h(ruleset.name)} · ${h(file.game.status)} · started ${h(file.game.createdAt)}${file.game.finishedAt ? ` · finished ${h(file.game.finishedAt)}` : ''} · dice ${h(file.game.diceMode)}</p>`);
  parts.push('<h2>Sides and players</h2>');
  parts.push(table(['Side', 'Players'], file.sides.map((s) => [h(s.name), h(s.players.map((p) => p.name).join(', ') || '—')])));
  parts.push('<h2>Result</h2>');
  if (file.result) {
    parts.push(`<p>${h(words.turnName)}s played: ${file.result.turnsPlayed}</p>`);
    parts.push(table(['Side', 'Outcome', 'Level', 'Casualties'], Object.entries(file.result.sides).map(([side, r]) => [h(sideName(side)), h(r.outcome), h(r.level ?? ''), String(r.casualties)])));
    if (file.result.notes) parts.push(`<p>${h(file.result.notes)}</p>`);
  } else parts.push('<p class="meta">The game has no result yet.</p>');
  parts.push('<h2>Rulings and reasons</h2>');
  parts.push(file.result && file.result.rulings.length > 0 ? `<ol>${file.result.rulings.map((r) => `<li>${h(r)}</li>`).join('')}</ol>` : '<p class="meta">None.</p>');
  parts.push('<h2>Casualties</h2>');
  parts.push(table(['Figure', 'Name', 'Side', 'State'], casualties.map((c) => [h(c.manId), h(c.name), h(sideName(c.side)), h(c.condition)])));
  parts.push('<h2>Forces at the start</h2>');
  const roster = words.roster(file.initial);
  parts.push(table(roster.headers, roster.rows.map((r) => r.map(h))));
  const rows = rulesetLogRows(file, ruleset, words);
  parts.push('<h2>Event log</h2>');
  parts.push('<p class="meta">Every event in words, including undone branches (struck through, with the rewind that abandoned them). Every die as rolled.</p>');
  parts.push(
    table(
      ['Seq', words.turnName, 'Event', 'Dice', 'Status'],
      rows.map((r) => [String(r.seq), r.turn === null ? '' : String(r.turn), h(r.text), r.dice.map(h).join('<br>'), h(r.status)]),
      (i) => (rows[i]!.reverted ? 'reverted' : ''),
    ),
  );
  parts.push('<h2>Audit trail</h2>');
  parts.push(table(['Seq', 'Kind', 'Detail', 'At'], file.audit.map((a) => [a.seq === null ? '' : String(a.seq), h(a.kind), h(plainDetail(a.detail)), h(a.createdAt)])));
  return page(`${file.scenario.name} — umpire report`, parts.join('\n'));
}
