/**
 * The umpire's mines and traps in the Bound (seed lines 155–200, rulings SK17
 * and SK24). `umpire/place-mines` lays an area with its prepared cards —
 * hidden from every side but the one that laid it. In the Movement step, a
 * unit whose men walked in an area rolls once (`mines/walk`): the D10
 * encounter by the area's density; on a meeting, the next card; a trap on it
 * may be found by the men who crawled or advanced there (D20 for each 4"
 * walked in it); one not found may go off under the man who walked farthest
 * in (D10 trigger), its hits shared within its radius as pending hits.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import { inchesInside, type MineArea } from '../model/mines';
import type { MinesWalkedEvent } from '../model/ordnance-events';
import type { PendingHit, SkirmishState } from '../model/state';
import { shareHits } from '../rules/blast';
import { distance, polygonFault } from '../rules/geometry';
import { consultCard, detectionRolls, rollDetection, rollEncounter, rollTrapHits, rollTrigger } from '../rules/mines';
import { TRAP_EFFECT } from '../tables/mines';
import { refuse } from './errors';

type PlaceCommand = Extract<SkirmishCommand, { type: 'umpire/place-mines' }>;
type WalkCommand = Extract<SkirmishCommand, { type: 'mines/walk' }>;

/** The unit's men who walked in the area this bound, with their mode and the inches trodden in it. */
export function walkersIn(state: SkirmishState, area: MineArea, unitId: string): { figureId: string; inches: number }[] {
  return Object.entries(state.walked ?? {})
    .filter(([id]) => state.figures[id]?.unitId === unitId)
    .map(([figureId, path]) => ({ figureId, inches: inchesInside(path, area.polygon) }))
    .filter((w) => w.inches > 0);
}

/** "area/unit" pairs still to roll their encounter this bound. */
export function mineWalksPending(state: SkirmishState): { areaId: string; unitId: string }[] {
  if (state.step !== 'movement') return [];
  const done = new Set(state.mineWalks ?? []);
  const out: { areaId: string; unitId: string }[] = [];
  for (const m of state.mines ?? []) {
    for (const unit of Object.values(state.units)) {
      if (!done.has(`${m.area.id}/${unit.id}`) && walkersIn(state, m.area, unit.id).length > 0) out.push({ areaId: m.area.id, unitId: unit.id });
    }
  }
  return out;
}

export function decidePlaceMines(state: SkirmishState, cmd: PlaceCommand): Result<SkirmishEvent[], RuleError> {
  const a = cmd.area;
  if ((state.mines ?? []).some((m) => m.area.id === a.id)) return err(refuse('mines/duplicate', 161, 'mines and traps', `There is already a mine area "${a.id}".`));
  if (a.laidBy !== undefined && !state.sides.some((s) => s.id === a.laidBy)) return err(refuse('mines/no-side', 161, 'mines and traps', `There is no side "${a.laidBy}" to lay mine area "${a.id}".`));
  const off = a.polygon.find((p) => p.x < 0 || p.y < 0 || p.x > state.table.width || p.y > state.table.height);
  if (off) return err(refuse('mines/off-table', 15, 'the table', `Mine area "${a.id}": corner (${off.x}, ${off.y}) is off the table.`));
  const fault = polygonFault(a.polygon);
  if (fault) return err(refuse('mines/polygon', 161, 'mines and traps', `Mine area "${a.id}": ${fault}.`));
  return ok([{ type: 'mines/placed', bound: state.bound, area: a, reason: cmd.reason }]);
}

export function decideMineWalk(state: SkirmishState, cmd: WalkCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'movement') return err(refuse('mines/not-now', 161, 'mines and traps', `Mine encounters are rolled in the Movement step; bound ${state.bound} is in its ${state.step} step.`));
  const m = (state.mines ?? []).find((x) => x.area.id === cmd.areaId);
  if (!m) return err(refuse('mines/unknown-area', 161, 'mines and traps', `There is no mine area "${cmd.areaId}" in game "${state.scenarioId}".`));
  if (!state.units[cmd.unitId]) return err(refuse('mines/unknown-unit', 161, 'mines and traps', `There is no unit "${cmd.unitId}" in game "${state.scenarioId}".`));
  if ((state.mineWalks ?? []).includes(`${m.area.id}/${cmd.unitId}`)) return err(refuse('mines/done', 161, 'mines and traps', `Unit "${cmd.unitId}"'s encounter in "${m.area.id}" is already rolled this bound (once a bound, ruling SK17).`));
  const walkers = walkersIn(state, m.area, cmd.unitId);
  if (walkers.length === 0) return err(refuse('mines/not-in-area', 161, 'mines and traps', `No man of unit "${cmd.unitId}" walked in mine area "${m.area.id}" this bound.`));
  const rec = new RecordingDice(dice);
  const encounter = rollEncounter({ density: m.area.density, notInFile: cmd.notInFile, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) }, rec);
  const base = { type: 'mines/walked' as const, bound: state.bound, areaId: m.area.id, unitId: cmd.unitId, encounter: encounter.breakdown, detection: [], detected: false, hits: [] };
  if (!encounter.passed) return ok([{ ...base, dice: rec.take() }]);
  if (m.turned >= m.area.cards.length) return err(refuse('mines/no-cards', 161, 'previously prepared card', `Mine area "${m.area.id}": all ${m.area.cards.length} cards are turned; place a new area with more cards (seed line 161).`));
  const { card } = consultCard(m.area.cards, m.turned);
  const cardInfo = { index: m.turned, label: card.label, empty: card.contents === null };
  const contents = card.contents;
  if (!contents) return ok([{ ...base, card: cardInfo, dice: rec.take() }]);
  const detection: MinesWalkedEvent['detection'][number][] = [];
  for (const w of walkers) {
    const mode = state.figures[w.figureId]!.move;
    const move = mode === 'still' ? 'advance' : mode;
    for (let k = 0; k < detectionRolls(w.inches); k++) {
      const d = rollDetection({ row: contents.detection, terrain: m.area.terrain, move }, rec);
      if (!d.possible) {
        detection.push({ figureId: w.figureId, why: d.why, found: false });
        break;
      }
      detection.push({ figureId: w.figureId, breakdown: d.breakdown, found: d.passed });
      if (d.passed) break;
    }
    if (detection.some((d) => d.found)) break;
  }
  const detected = detection.some((d) => d.found);
  if (detected) return ok([{ ...base, card: cardInfo, detection, detected, dice: rec.take() }]);
  const lead = [...walkers].sort((p, q) => q.inches - p.inches)[0]!;
  const victim = state.figures[lead.figureId]!;
  const t = rollTrigger({ trigger: contents.trigger, by: 'man', atMine: contents.effect === 'at-mine' }, rec);
  const fired = t.passed;
  const trigger = 'breakdown' in t ? { figureId: victim.id, breakdown: t.breakdown, fired } : { figureId: victim.id, why: t.why, fired };
  if (!fired || contents.effect === 'claymore' || contents.effect === 'weapon') return ok([{ ...base, card: cardInfo, detection, detected, trigger, dice: rec.take() }]);
  const blast = rollTrapHits(contents.effect, rec);
  const within = Object.values(state.figures).filter((f) => f.state !== 'killed').map((f) => ({ id: f.id, distance: distance(f.at, victim.at) }));
  const shared = shareHits(blast.hits, within, blast.radius).perFigure;
  const hits: PendingHit[] = [];
  const e = TRAP_EFFECT[contents.effect];
  for (const [figureId, n] of Object.entries(shared)) {
    for (let j = 0; j < n; j++) {
      hits.push({
        hitId: `hit-${(state.hitSeq ?? 0) + hits.length + 1}`,
        figureId,
        firerId: `(${m.area.id})`,
        strength: { value: blast.str, source: e.provenance.source },
        cover: [],
        conditions: state.figures[figureId]!.loads.includes('flak-jacket') ? ['flak-jacket'] : [],
        ...(e.value.killedAsCrippled ? { killedAsCrippled: true } : {}),
      });
    }
  }
  return ok([{ ...base, card: cardInfo, detection, detected, trigger, hitsRoll: blast.breakdown, hits, dice: rec.take() }]);
}
