/**
 * Properties of the skirmish engine over random command streams played with
 * seeded dice: replay equals live; a side's projection never holds an enemy
 * figure it has not observed (no id, nothing that changes with where the
 * enemy is or what he ordered); a false contact has the shape and the id
 * sequence of a real one (seed line 4).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { replayWith } from '../../../kernel/ruleset';
import { FIGURE_STATES } from '../model/figures';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { UnitOrder } from '../model/orders';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { testGame, testScenario } from '../test-support/game';
import { propertySeed } from '../test-support/property-seed';
import { projectSide } from '../view/project';
import { reactionsPending } from './advance';
import { hitsPending } from './damage-step';
import { GROUP_FIRE_COLUMN_OF } from '../tables/bound-wiring';
import type { OrderAction } from '../tables/orders';
import { sidesWithoutOrders } from './orders';
import { mineWalksPending } from './mines-step';
import { MINE_DENSITIES, TRAP_EFFECTS, TRIGGERS } from '../tables/mines';
import { RADIO_SETS } from '../tables/radio';
import { DETECTION_ROWS } from '../tables/trap-detection';

const intent = fc.record({
  kind: fc.integer({ min: 0, max: 9 }),
  a: fc.nat(1000),
  b: fc.nat(1000),
  x: fc.double({ min: 0, max: 72, noNaN: true }),
  y: fc.double({ min: 0, max: 48, noNaN: true }),
  flag: fc.boolean(),
});
type Intent = typeof intent extends fc.Arbitrary<infer T> ? T : never;
const streamArb = fc.record({ seed: fc.integer({ min: 1, max: 1_000_000 }), intents: fc.array(intent, { minLength: 20, maxLength: 90, size: 'max' }) });
const opts = () => ({ seed: propertySeed(), numRuns: 60 });
/** A few seconds alone; the shared project's 5 s default is too short when eight agents share two cores. */
const PROPERTY_TIMEOUT = 120_000;

const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length === 0 ? undefined : xs[n % xs.length]);
const clampTo = (v: number, max: number) => Math.max(0, Math.min(max, v));

/** A command for the state, made from one random intent (it may still be refused: then nothing happens). */
function commandFor(s: SkirmishState, i: Intent): SkirmishCommand | undefined {
  const living = Object.values(s.figures).filter((f) => f.state !== 'killed');
  switch (s.step) {
    case 'orders': {
      // Now and then the umpire lays a mine area (laid by a side, or his own), or turns the hit location on or off.
      if (i.kind === 9 && i.flag) return placeMines(s, i);
      if (i.kind === 8 && i.flag && i.a % 3 === 0) return { type: 'umpire/set-options', hitLocation: i.b % 2 === 0, reason: 'property stream' };
      // Now and then the umpire sets the ground alight where a man stands (ruling SK29): he is burned in the Movement step.
      if (i.kind === 7 && i.flag && i.a % 2 === 0) {
        const at = pick(living, i.b)?.at ?? { x: i.x, y: i.y };
        return { type: 'umpire/start-fire', at: { x: clampTo(at.x + (i.x % 1), 72), y: at.y }, reason: 'property stream' };
      }
      // Mostly the next side still to write; now and then a side rewrites its orders.
      const side = i.kind === 0 ? pick(s.sides, i.a)!.id : sidesWithoutOrders(s)[0];
      if (!side) return { type: 'bound/advance' };
      const orders: UnitOrder[] = Object.values(s.units)
        .filter((u) => u.side === side)
        .map((u, k) => {
          const men = living.filter((f) => f.unitId === u.id && f.state !== 'pinned' && f.state !== 'crippled');
          if ((i.b >> k) % 2 === 0 || men.length === 0) return { unitId: u.id, action: 'hold', figures: [] };
          // Now and then a unit is ordered to fire, standing still (the Fire step's wired calculators).
          const still: OrderAction | undefined = ([undefined, 'aimed-fire', 'unaimed-fire'] as const)[(i.a >> k) % 3];
          if (still) return { unitId: u.id, action: still, figures: [] };
          const dx = ((i.a % 7) - 3) * 0.9;
          const dy = ((i.b % 7) - 3) * 0.9;
          return { unitId: u.id, action: (i.a >> k) % 5 === 0 ? 'to-contact' : 'advance', figures: men.map((f) => ({ figureId: f.id, mode: 'advance' as const, path: [{ x: clampTo(f.at.x + dx, 72), y: clampTo(f.at.y + dy, 48) }] })) };
        });
      return { type: 'orders/submit', side, orders };
    }
    case 'reaction': {
      const unitId = reactionsPending(s)[0];
      if (unitId && i.kind < 5) return { type: 'reaction/roll', unitId, support: i.flag ? ['light'] : [], ...(i.kind === 0 ? { discretion: { amount: (i.b % 5) - 2, reason: 'property stream' } } : {}) };
      return unitId && i.kind < 8 ? { type: 'umpire/resolve', resolution: { step: 'reaction', unitId, passed: i.flag, reason: 'property stream' } } : { type: 'bound/advance' };
    }
    case 'spotting': {
      if ((i.kind === 9 || i.kind === 7) && i.flag) return { type: 'bound/advance' };
      if (i.kind === 8) return { type: 'umpire/set-conditions', night: i.flag, smoke: i.flag ? [] : [{ id: 's1', centre: { x: i.x, y: i.y }, radius: 3, developed: 'full' }], reason: 'property stream' };
      const obs = pick(living, i.a);
      if (!obs) return { type: 'bound/advance' };
      const enemies = living.filter((f) => s.units[f.unitId]!.side !== s.units[obs.unitId]!.side);
      const target = i.flag ? pick(enemies, i.b) : undefined;
      const discretion = i.kind < 2 ? { discretion: { amount: (i.b % 5) - 2, reason: 'property stream' } } : {};
      return { type: 'spot/check', observerId: obs.id, target: target ? { figureId: target.id } : { at: { x: i.x, y: i.y } }, ...discretion };
    }
    case 'damage': {
      const hitId = hitsPending(s)[i.b % Math.max(1, hitsPending(s).length)];
      const hit = s.hits?.find((h) => h.hitId === hitId);
      if (hit && i.kind < 6) return { type: 'damage/roll', hitId: hit.hitId, ...(i.flag ? { discretion: { amount: 1, reason: 'property stream' } } : {}) };
      if (hit && i.kind === 6) return { type: 'umpire/resolve', resolution: { step: 'damage', figureId: hit.figureId, hitId: hit.hitId, result: 'wounded', reason: 'property stream' } };
      const f = pick(living, i.a);
      return f && i.kind < 5 ? { type: 'umpire/resolve', resolution: { step: 'damage', figureId: f.id, result: FIGURE_STATES[i.b % FIGURE_STATES.length]!, reason: 'property stream' } } : { type: 'bound/advance' };
    }
    case 'movement': {
      // Every unit that walked in a mine area rolls its encounter; now and then a radio call.
      const walk = mineWalksPending(s)[0];
      if (walk && i.kind < 8) return { type: 'mines/walk', ...walk, notInFile: i.flag };
      const f = pick(living, i.a);
      if (f && i.kind === 8) return { type: 'radio/contact', figureId: f.id, to: 'the company', set: RADIO_SETS[i.b % RADIO_SETS.length]!, underFire: i.flag, weather: 'clear' };
      return { type: 'bound/advance' };
    }
    case 'fire': {
      // Mostly a man of a unit that passed its reaction (the others are refused: ruling SK2).
      const f = pick(living.filter((g) => s.reactions[g.unitId]?.passed), i.a) ?? pick(living, i.a);
      const enemies = f ? living.filter((t) => s.units[t.unitId]!.side !== s.units[f.unitId]!.side) : [];
      const t = pick(enemies, i.b);
      // A man in radio contact calls a fire mission: ranging on an enemy or a random place, a barrage once ranged in (ruling SK33).
      const fo = living.find((g) => s.radioContacts?.[g.id] === s.bound);
      if (fo && i.kind === 7 && !i.flag) {
        const mission = s.fireMissions?.find((m) => m.observerId === fo.id);
        if (mission?.rangedIn && i.b % 2 === 0) return { type: 'artillery/call', observerId: fo.id, battery: mission.battery, round: 'he', aim: mission.aim, fire: 'barrage', minutes: 2, guns: i.a % 2 ? 4 : 6 };
        const aim = mission ? mission.aim : t ? { x: t.at.x, y: t.at.y } : { x: i.x, y: i.y };
        return { type: 'artillery/call', observerId: fo.id, battery: mission?.battery ?? '81-82mm-mortar', round: 'he', aim, fire: 'ranging', guns: 4 };
      }
      // H.E.: a rifle grenade (a hand grenade from other weapons) at the nearest enemy or a random place: range, misfire, deviation, blast on whoever is there.
      if (f && (i.kind === 8 || (i.kind === 7 && i.flag))) {
        const near = [...enemies].sort((p, q) => Math.hypot(p.at.x - f.at.x, p.at.y - f.at.y) - Math.hypot(q.at.x - f.at.x, q.at.y - f.at.y))[0];
        const aim = near && i.kind === 8 ? { x: clampTo(near.at.x + (i.x % 2), 72), y: clampTo(near.at.y, 48) } : { x: i.x, y: i.y };
        // A man with a L.A.W. fires it now and then (ruling SK28).
        if (f.loads.includes('law') && i.b % 3 === 0) return { type: 'fire/launcher', firerId: f.id, launcher: 'lad-a', aim };
        const weapon = f.weapon.kind === 'rifle' ? 'rifle-grenade' : 'defensive-grenade';
        return { type: 'fire/he', firerId: f.id, weapon, round: i.b % 4 === 0 ? 'other' : 'he', aim };
      }
      // Now and then the umpire flies a strafing pass across the table, aimed at a man or along its middle (ruling SK35).
      if (i.kind === 6 && i.flag && i.a % 2 === 0) {
        const y = t ? t.at.y : i.y;
        return { type: 'umpire/strafe', aircraft: `plane ${i.b % 2}`, from: { x: 0, y }, to: { x: 72, y: clampTo(y + ((i.a % 5) - 2), 48) }, weapon: (['mg-7.62', 'minigun', 'cannon-20mm'] as const)[i.b % 3]!, altitude: i.a % 4 === 0 ? 'low' : 'noe', flight: i.b % 5 === 0 ? 'evade' : 'normal', target: i.b % 2 ? 'point' : 'linear', aimAlong: t ? clampTo(t.at.x, 72) : i.x, reason: 'property stream' };
      }
      // A flame at the wood or a random place (it may set the ground alight), or a man beats at a fire (ruling SK29).
      // (A third of the 9s only: the rest advance the bound.)
      if (f && i.kind === 9 && i.a % 3 === 0) {
        const fire = pick(s.fires ?? [], i.b);
        if (fire && !i.flag) return { type: 'terrain-fire/fight', figureId: f.id, fireId: fire.fireId };
        const aim = i.flag ? { x: clampTo(f.at.x + ((i.a % 9) - 4), 72), y: clampTo(f.at.y + ((i.b % 9) - 4), 48) } : { x: i.x, y: i.y };
        return { type: 'fire/he', firerId: f.id, weapon: 'flame-manpacked', round: 'he', aim };
      }
      if (f && t && i.kind < 3) return { type: 'fire/aimed', firerId: f.id, targetId: t.id, table: 'line-568', row: i.flag ? 'A' : 'C' };
      if (f && t && i.kind < 6) {
        const column = GROUP_FIRE_COLUMN_OF[f.weapon.kind].value;
        const firers = living.filter((g) => g.unitId === f.unitId && GROUP_FIRE_COLUMN_OF[g.weapon.kind].value === column).map((g) => g.id);
        return { type: 'fire/group', firerIds: firers, targetIds: enemies.filter((e) => e.unitId === t.unitId).map((e) => e.id) };
      }
      return f && i.kind < 8 ? { type: 'umpire/resolve', resolution: { step: 'fire', firerIds: [f.id], result: 'shots', reason: 'property stream', misfires: i.flag ? [{ figureId: f.id, result: 'jams' }] : [] } } : { type: 'bound/advance' };
    }
    case 'close-combat': {
      const a = pick(living, i.a);
      const d = a ? pick(living.filter((t) => s.units[t.unitId]!.side !== s.units[a.unitId]!.side), i.b) : undefined;
      return a && d && i.kind < 6
        ? { type: 'close-combat/fight', attackerUnitId: a.unitId, defenderUnitId: d.unitId, pairs: [{ attackerId: a.id, defenderId: d.id, toRear: i.flag }] }
        : { type: 'bound/advance' };
    }
    case 'motivation': {
      const u = pick(Object.values(s.units), i.a)!;
      if (i.kind < 3) return { type: 'motivation/apply', unitId: u.id, ...(i.flag ? { discretion: { amount: 1, reason: 'property stream' } } : {}) };
      return i.kind < 5 ? { type: 'umpire/resolve', resolution: { step: 'motivation', unitId: u.id, change: (i.b % 5) - 2, reason: 'property stream' } } : { type: 'bound/advance' };
    }
    default:
      return { type: 'bound/advance' };
  }
}

/** A mine area of 2–8" about a figure's place (so that his next move treads it), with a few of the umpire's cards (a blank among them now and then). */
function placeMines(s: SkirmishState, i: Intent): SkirmishCommand {
  const w = 2 + (i.a % 7);
  const h = 2 + (i.b % 7);
  const at = pick(Object.values(s.figures), i.b)!.at;
  const x = clampTo(at.x - w / 2, 72 - w);
  const y = clampTo(at.y - h / 2, 48 - h);
  const cards = Array.from({ length: 1 + (i.a % 3) }, (_, k) =>
    (i.b + k) % 4 === 0
      ? { label: `blank ${k}`, contents: null }
      : { label: `card ${k}`, contents: { detection: DETECTION_ROWS[(i.a + k) % DETECTION_ROWS.length]!, trigger: TRIGGERS[(i.b + k) % TRIGGERS.length]!, effect: TRAP_EFFECTS[(i.a + i.b + k) % TRAP_EFFECTS.length]! } },
  );
  const laidBy = i.a % 3 === 2 ? undefined : s.sides[i.a % s.sides.length]!.id;
  return {
    type: 'umpire/place-mines',
    area: { id: `mines-${(s.mines ?? []).length + 1}`, polygon: [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }], density: MINE_DENSITIES[i.b % MINE_DENSITIES.length]!, terrain: 'track-light', cards, ...(laidBy ? { laidBy } : {}) },
    reason: 'property stream',
  };
}

/** Plays a stream; every accepted command's events and each state after it. */
function playStream(seed: number, intents: readonly Intent[]) {
  // r3 and b3 carry two L.A.W.s each.
  const initial = testGame({ figures: testScenario().figures!.map((f) => (f.id === 'r3' || f.id === 'b3' ? { ...f, loads: ['law' as const, 'law' as const] } : f)) });
  const dice = SeededDice.fromSeed(seed);
  const events: SkirmishEvent[] = [];
  const states: SkirmishState[] = [initial];
  let s = initial;
  for (const i of intents) {
    const c = commandFor(s, i);
    if (!c) continue;
    const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), dice);
    if (!r.ok) continue;
    events.push(...r.value.events);
    s = r.value.state;
    states.push(s);
  }
  return { initial, events, states, final: s };
}

/** The same state with every figure, unit and order of the other sides changed: where they are, what they are, what they ordered. */
function perturbEnemy(s: SkirmishState, side: string): SkirmishState {
  const enemyUnits = new Set(Object.values(s.units).filter((u) => u.side !== side).map((u) => u.id));
  const figures = Object.fromEntries(
    // Prisoners the side holds are seen by it (ruling SK31): they stay as they are.
    Object.entries(s.figures).map(([id, f]) => [id, enemyUnits.has(f.unitId) && f.prisonerOf !== side ? { ...f, at: { x: 71 - f.at.x * 0.5, y: 47 - f.at.y * 0.5 }, state: 'pinned' as const, posture: 'prone' as const, move: 'run' as const, name: 'someone else' } : f]),
  );
  const units = Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, enemyUnits.has(id) ? { ...u, motivation: -u.motivation, fieldCraft: 4 - u.fieldCraft, name: 'other' } : u]));
  const orders = Object.fromEntries(Object.entries(s.orders).map(([k, os]) => [k, k === side ? os : os.map((o) => ({ ...o, action: 'to-contact' as const, note: 'changed' }))]));
  const reactions = Object.fromEntries(Object.entries(s.reactions).map(([k, r]) => [k, enemyUnits.has(k) ? { passed: !r.passed, reason: 'changed' } : r]));
  // Mine areas the side neither laid nor found: elsewhere, other cards, other turns.
  const mines = (s.mines ?? []).map((m) =>
    m.knownTo.includes(side) ? m : { ...m, turned: m.turned === 0 ? 1 : 0, area: { ...m.area, polygon: m.area.polygon.map((p) => ({ x: 72 - p.x, y: 48 - p.y })), density: 'minimal' as const, cards: [{ label: 'other', contents: null }] } },
  );
  // Fires are public (ruling SK29), but never what started them.
  const fires = (s.fires ?? []).map((f) => ({ ...f, cause: f.cause === 'umpire' ? ('flame' as const) : ('umpire' as const) }));
  // The enemy's fire missions and radio contacts: other points, other shots, other batteries (ruling SK33).
  const fireMissions = (s.fireMissions ?? []).map((m) => (m.side === side ? m : { ...m, aim: { x: 72 - m.aim.x, y: 48 - m.aim.y }, shots: m.shots + 3, rangedIn: !m.rangedIn, battery: '175mm-howitzer' as const }));
  const radioContacts = Object.fromEntries(Object.entries(s.radioContacts ?? {}).map(([id, b]) => [id, enemyUnits.has(s.figures[id]!.unitId) ? b + 7 : b]));
  // Strafing passes the side's men did not see: another aircraft, another line, another height (ruling SK35).
  const airPasses = (s.airPasses ?? []).map((p) => (p.seenBy.includes(side) ? p : { ...p, aircraft: 'other', from: { x: 72 - p.from.x, y: 48 - p.from.y }, to: { x: 72 - p.to.x, y: 48 - p.to.y }, altitude: p.altitude === 'low' ? ('noe' as const) : ('low' as const) }));
  return { ...s, figures, units, orders, reactions, mines, ...(s.fires ? { fires } : {}), ...(s.fireMissions ? { fireMissions } : {}), ...(s.radioContacts ? { radioContacts } : {}), ...(s.airPasses ? { airPasses } : {}) };
}

describe('the skirmish engine, properties', () => {
  it('replay equals live: folding the logged events from the start gives the state the commands left', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(streamArb, ({ seed, intents }) => {
        const { initial, events, final } = playStream(seed, intents);
        expect(replayWith(skirmishRuleset, initial, events)).toEqual(final);
        expect(final.version).toBe(events.length);
        for (const e of events) seen.add(e.type === 'he/fired' && e.weapon === 'lad-a' ? 'he/fired (launcher)' : e.type);
      }),
      opts(),
    );
    // The streams did reach the steps the calculators decide (else the property says nothing of them).
    for (const type of ['reaction/rolled', 'fire/resolved', 'damage/rolled', 'motivation/changed', 'he/fired', 'he/fired (launcher)', 'mines/placed', 'mines/walked', 'radio/rolled', 'terrain-fire/started', 'terrain-fire/burned', 'terrain-fire/burn-out', 'artillery/fired', 'air/strafed']) expect(seen, type).toContain(type);
  }, PROPERTY_TIMEOUT);

  it("seed line 4, hidden movement: a side's projection holds no enemy figure — no id, and nothing that changes with the enemy's men, places or orders", () => {
    fc.assert(
      fc.property(streamArb, ({ seed, intents }) => {
        const { states } = playStream(seed, intents);
        for (const s of states) {
          for (const side of s.sides) {
            const view = projectSide(s, { kind: 'side', side: side.id });
            const text = JSON.stringify(view);
            for (const f of Object.values(s.figures)) if (s.units[f.unitId]!.side !== side.id) expect(text).not.toContain(`"${f.id}"`);
            for (const u of Object.values(s.units)) if (u.side !== side.id) expect(text).not.toContain(`"${u.id}"`);
            for (const m of s.mines ?? []) if (!m.knownTo.includes(side.id)) expect(text).not.toContain(`"${m.area.id}"`);
            // The enemy's fire missions never show (ruling SK33): only the hits their rounds leave on this side's men.
            for (const m of s.fireMissions ?? []) if (m.side !== side.id) expect(text).not.toContain(`"${m.missionId}"`);
            // A side's view holds the strafing passes its men saw, and no aircraft's name (ruling SK35).
            expect(view.airPasses).toHaveLength((s.airPasses ?? []).filter((p) => p.seenBy.includes(side.id)).length);
            for (const p of s.airPasses ?? []) expect(text).not.toContain(`"${p.aircraft}"`);
            // Every fire is shown to every side (ruling SK29): the same list, where and since when.
            expect(view.fires.map((f) => f.fireId)).toEqual((s.fires ?? []).map((f) => f.fireId));
            expect(projectSide(perturbEnemy(s, side.id), { kind: 'side', side: side.id })).toEqual(view);
          }
        }
      }),
      opts(),
    );
  }, PROPERTY_TIMEOUT);

  it('seed line 4: a false contact is indistinguishable in the side\'s view — the same keys, ids from one sequence in the order made', () => {
    let falseSeen = 0;
    fc.assert(
      fc.property(streamArb, ({ seed, intents }) => {
        const { final } = playStream(seed, intents);
        for (const side of final.sides) {
          const view = projectSide(final, { kind: 'side', side: side.id });
          for (const c of view.contacts) expect(Object.keys(c).sort()).toEqual(['at', 'bound', 'contactId', 'unitId']);
          const numbers = view.contacts.map((c) => Number(c.contactId.slice(`${side.id}-contact-`.length))).sort((p, q) => p - q);
          expect(numbers).toEqual(numbers.map((_, k) => k + 1));
          expect(view.contacts.every((c) => c.contactId === `${side.id}-contact-${Number(c.contactId.split('-').at(-1))}`)).toBe(true);
          falseSeen += Object.values(final.knowledge).flat().filter((c) => c.figureId === null).length;
        }
      }),
      opts(),
    );
    // The streams did make false contacts (else the property says nothing of them).
    expect(falseSeen).toBeGreaterThan(0);
  }, PROPERTY_TIMEOUT);
});
