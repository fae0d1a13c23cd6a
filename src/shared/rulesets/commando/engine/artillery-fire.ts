/**
 * Section 28.0's shells in the Game-Turn (Cases 28.13, 28.23–28.35, 28.4, 34.44):
 * - entering the Opportunity Fire Plot Phase, a side's planned fire for the
 *   Game-Turn is announced for it (Case 28.31; ruling AR6) and its star shells
 *   fire at once (Case 34.44);
 * - after `artillery/announce`, called star shells fire at once (Case 34.44);
 * - entering the Bookkeeping Phase, the Game-Turn's forward observation is
 *   credited (Cases 28.23–28.29; ruling AR8), then every planned and called
 *   high-explosive and smoke round comes down (Cases 28.31–28.32).
 * Each round: rules/shell-landing.ts, then Diagram 8 (engine/shell-blast.ts),
 * five smoke grenades (Case 28.4) or a star shell (Case 34.43).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { ArtilleryGun, ShellRound } from '../model/artillery-state';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { canAct } from '../model/state';
import { squareCode } from '../rules/grenade-geometry';
import { hasLineOfSight } from '../rules/line-of-sight';
import { BOOKKEEPING_PHASE } from '../rules/observation-limits';
import { landShell, shellHitChance } from '../rules/shell-landing';
import { resolveSmokePattern } from '../rules/smoke';
import { tablesOf } from './game-tables';
import { artilleryInUse, artilleryOf } from './artillery-command';
import { illuminationLit } from './illumination-command';
import { shellAftermath, shellBlast, vehiclesStruck } from './shell-blast';
import { PLOT_PHASE } from './turn-sequence';

type Fold = (s: GameState, e: GameEvent) => GameState;

const ROUND_WORDS: Readonly<Record<ShellRound, string>> = { 'high-explosive': 'high-explosive', smoke: 'smoke', illumination: 'star shell' };

/** Ruling AR7: the sides that see a shell land — a man of theirs with a Line of Sight to the square, or struck by it; a star shell, every side (ruling IL10). */
function sidesSeeing(state: GameState, landing: Square, round: ShellRound, struck: readonly string[]): string[] {
  return state.sides
    .map((s) => s.id)
    .filter(
      (side) =>
        round === 'illumination' ||
        Object.values(state.men).some((m) => m.side === side && m.square && m.condition !== 'dead' && (struck.includes(m.id) || hasLineOfSight(state.map, { square: m.square, posture: m.posture }, { square: landing, posture: 'prone' }))),
    );
}

/** One round comes down on `target`: the `shell-landed` event and all that follows it. */
export function fireRound(
  state: GameState,
  shot: { readonly side: string; readonly source: { readonly planId: string } | { readonly gunId: string }; readonly target: Square; readonly round: ShellRound; readonly chance: Breakdown },
  dice: DiceSource,
  fold: Fold,
): GameEvent[] {
  const rec = new RecordingDice(dice);
  const land = landShell(state.map, shot.target, shot.chance, rec, tablesOf(state));
  const blast = shot.round === 'high-explosive' ? shellBlast(state, land.landing, rec) : undefined;
  const hits = blast?.hits ?? [];
  const struck = hits.filter((h) => !h.shielded).map((h) => h.manId);
  const id = `shell-${artilleryOf(state).nextNumber}`;
  const impact = { id, side: shot.side, turn: state.turn, round: shot.round, target: shot.target, landing: land.landing, hit: land.hit, seenBy: sidesSeeing(state, land.landing, shot.round, struck) };
  const where = land.hit ? `on its target square ${squareCode(land.landing)}` : `in ${squareCode(land.landing)}, ${land.scatter!.distance} ${land.scatter!.direction.toUpperCase()} of ${squareCode(shot.target)}`;
  const landed: GameEvent = {
    type: 'shell-landed',
    impact,
    source: shot.source,
    chance: shot.chance,
    ...(land.scatter ? { scatter: land.scatter } : {}),
    hits,
    removedLines: blast?.removedLines ?? [],
    vehicles: vehiclesStruck(state, land.landing),
    summary: [
      `${shot.side}'s ${ROUND_WORDS[shot.round]} round comes down ${where} (${shot.chance.final}%; Case 28.13)`,
      ...land.rolls.map((r) => r.text),
      ...(blast?.rolls.map((r) => r.text) ?? []),
      ...hits.filter((h) => h.shielded).map((h) => `${h.manId}: ${h.reason}`),
    ],
    caseRef: shot.round === 'high-explosive' ? 'Cases 28.13, 28.32, 28.33' : shot.round === 'smoke' ? 'Cases 28.13, 28.4' : 'Cases 28.4, 34.41',
    dice: rec.take(),
  };
  const after = fold(state, landed);
  if (blast) return [landed, ...shellAftermath(after, land.landing, blast, dice, fold)];
  if (shot.round === 'illumination') return [landed, ...illuminationLit(after, 'star-shell', land.landing, { side: shot.side })];
  // Case 28.4: five smoke grenades in the destination square, each rolling its own line of smoke (Cases 11.52–11.53).
  const smoke: GameEvent[] = [];
  for (let i = 0; i < tablesOf(state).tankArtilleryHit.smokeGrenadesPerShell.value; i++) {
    const r = new RecordingDice(dice);
    const p = resolveSmokePattern(after.map, land.landing, r, tablesOf(state));
    smoke.push({ type: 'smoke-laid', landing: land.landing, squares: p.squares, turn: after.turn, source: id, summary: p.rolls.map((x) => x.text), caseRef: 'Case 28.4', dice: r.take() });
  }
  return [landed, ...smoke];
}

const entered = (own: readonly GameEvent[], phase: string): boolean => own.some((e) => e.type === 'phase-advanced' && e.to === phase);

/** The planned rounds of `turn` for one kind of fire (star shells at once; the rest in the Bookkeeping Phase). */
const plannedNow = (state: GameState, starShells: boolean) => artilleryOf(state).plans.filter((p) => p.turn === state.turn && (p.round === 'illumination') === starShells);

function run(state: GameState, shots: readonly Parameters<typeof fireRound>[1][], dice: DiceSource, fold: Fold): GameEvent[] {
  const out: GameEvent[] = [];
  let s = state;
  for (const shot of shots) {
    const events = fireRound(s, shot, dice, fold);
    out.push(...events);
    s = events.reduce(fold, s);
  }
  return out;
}

const plannedShot = (state: GameState) => (p: ReturnType<typeof plannedNow>[number]) => ({ side: p.side, source: { planId: p.id }, target: p.square, round: p.round, chance: shellHitChance({ kind: 'artillery', observedTurns: 0 }, tablesOf(state)) });

/** Cases 28.23, 28.24, 28.26, 28.29 (ruling AR8): did this Game-Turn's observer last it out unharmed, in his square? */
function credit(state: GameState, g: ArtilleryGun): GameEvent | undefined {
  const o = g.observing;
  if (!o || o.turn !== state.turn) return undefined;
  const man = state.men[o.manId];
  const spoiled = !man || !canAct(man) ? 'he is out of action' : man.wounds > o.woundsBefore ? 'he took Wound Points' : !man.square || !sameSquare(man.square, o.square) ? 'he left his square (panic, Case 28.29)' : undefined;
  const { observing: _done, ...rest } = g;
  if (spoiled) {
    // Case 28.29: a changing gun has no target square until an observer survives a whole Game-Turn.
    const { target: _old, ...untargeted } = rest;
    const gun: ArtilleryGun = o.newTarget ? { ...untargeted, observedTurns: 0 } : rest;
    return { type: 'observation-credited', gunId: g.id, manId: o.manId, credited: false, gun, reason: `No credit: ${spoiled}${o.newTarget ? '; the gun has no target square now' : ''}`, caseRef: 'Case 28.29' };
  }
  const t = tablesOf(state).tankArtilleryHit;
  if (o.newTarget) {
    const gun = { ...rest, target: o.newTarget, observedTurns: 0, readyTurn: state.turn + t.retargetTurns.value };
    return { type: 'observation-credited', gunId: g.id, manId: o.manId, credited: true, gun, reason: `Target square changed to ${squareCode(o.newTarget)}; it may fire from Game-Turn ${gun.readyTurn}`, caseRef: 'Case 28.26' };
  }
  const gun = { ...rest, observedTurns: g.observedTurns + 1, observedBy: o.manId };
  const chance = shellHitChance({ kind: 'artillery', observedTurns: gun.observedTurns }, tablesOf(state)).final;
  return { type: 'observation-credited', gunId: g.id, manId: o.manId, credited: true, gun, reason: `${gun.observedTurns} Game-Turn${gun.observedTurns === 1 ? '' : 's'} observed: ${chance}%`, caseRef: 'Case 28.24' };
}

/** Case 28.29 (ruling AR9): the observation counts while its observer can still perform his duties. */
function observedNow(state: GameState, g: ArtilleryGun): number {
  const by = g.observedBy ? state.men[g.observedBy] : undefined;
  return by && canAct(by) ? g.observedTurns : 0;
}

/** Phase triggers (triggers.ts): the plot-phase announcement of planned fire, and the Bookkeeping Phase's fire. */
export function withArtillery(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  if (!artilleryInUse(state) || !state.artillery) return [...own];
  const atPlot = entered(own, PLOT_PHASE);
  const atBookkeeping = entered(own, BOOKKEEPING_PHASE);
  if (!atPlot && !atBookkeeping) return [...own];
  const s = own.reduce(fold, state);
  const out: GameEvent[] = [];
  if (atPlot) {
    const sides = [...new Set(artilleryOf(s).plans.filter((p) => p.turn === s.turn).map((p) => p.side))];
    for (const side of sides) out.push({ type: 'artillery-announced', announcement: { side, turn: s.turn, fire: true, retarget: false, planned: true }, called: [], retarget: [], caseRef: 'Case 28.31' });
    const after = out.reduce(fold, s);
    out.push(...run(after, plannedNow(after, true).map(plannedShot(after)), dice, fold));
    return [...own, ...out];
  }
  for (const g of artilleryOf(s).guns) {
    const e = credit(s, g);
    if (e) out.push(e);
  }
  const after = out.reduce(fold, s);
  const a = artilleryOf(after);
  const called = a.called
    .filter((c) => c.turn === after.turn && c.round !== 'illumination')
    .flatMap((c) => {
      const g = a.guns.find((x) => x.id === c.gunId);
      return g?.target ? [{ side: g.side, source: { gunId: g.id }, target: g.target, round: c.round, chance: shellHitChance({ kind: 'artillery', observedTurns: observedNow(after, g) }, tablesOf(state)) }] : [];
    });
  out.push(...run(after, [...plannedNow(after, false).map(plannedShot(after)), ...called], dice, fold));
  return [...own, ...out];
}

/** Case 34.44: called star shells fire upon announcement. */
export function withCalledStarShells(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  const announced = own.find((e) => e.type === 'artillery-announced');
  if (!announced || announced.type !== 'artillery-announced') return [...own];
  const s = own.reduce(fold, state);
  const a = artilleryOf(s);
  const shots = announced.called
    .filter((c) => c.round === 'illumination')
    .flatMap((c) => {
      const g = a.guns.find((x) => x.id === c.gunId);
      return g?.target ? [{ side: g.side, source: { gunId: g.id }, target: g.target, round: c.round, chance: shellHitChance({ kind: 'artillery', observedTurns: observedNow(s, g) }, tablesOf(state)) }] : [];
    });
  return [...own, ...run(s, shots, dice, fold)];
}
