import { describe, expect, it } from 'vitest';
import { collectRefs, conditionSchema, type Condition } from '../model/victory-schema';
import { assessSide, evaluateCondition, isComputable, type ManFact, type VictoryFacts } from './victory';

const man = (id: string, side: string, condition: ManFact['condition'], extra: Partial<ManFact> = {}): ManFact => ({ id, side, condition, original: true, ...extra });
const exit = (edge: 'north' | 'east' | 'south' | 'west', entry = true, able = true) => ({ edge, viaEntryEdge: entry, viaEntrySquare: entry, ableWhenExited: able });

function facts(over: Partial<VictoryFacts>): VictoryFacts {
  return { men: [], sideSize: {}, structures: {}, objects: {}, counters: {}, objectives: new Set(), ...over };
}

describe('Case 38.24 victory conditions as data', () => {
  it('Case 39.81: Incapacitated Israelis carried off the map do not count against him; Killed ones do', () => {
    const lost: Condition = { type: 'men', side: 'israelis', state: 'out-of-action', comparison: 'at-most', count: 2, exceptIncapacitatedExited: true };
    const f = facts({
      men: [
        man('A', 'israelis', 'killed'),
        man('B', 'israelis', 'incapacitated', { exited: exit('north') }),
        man('C', 'israelis', 'incapacitated', { exited: exit('north') }),
        man('D', 'israelis', 'incapacitated'),
      ],
      sideSize: { israelis: 8 },
    });
    expect(evaluateCondition(lost, f)).toBe(true);
    expect(evaluateCondition({ ...lost, exceptIncapacitatedExited: false }, f)).toBe(false);
  });

  it('Case 39.82: "kills four or more Israelis" counts Killed men only', () => {
    const f = facts({ men: [1, 2, 3].map((i) => man(`K${i}`, 'israelis', 'killed')).concat([man('I', 'israelis', 'incapacitated')]), sideSize: { israelis: 8 } });
    expect(evaluateCondition({ type: 'men', side: 'israelis', state: 'killed', comparison: 'at-least', count: 4 }, f)).toBe(false);
    expect(evaluateCondition({ type: 'men', side: 'israelis', state: 'out-of-action', comparison: 'at-least', count: 4 }, f)).toBe(true);
  });

  it('Case 40.82: "his original men" leaves reinforcements out', () => {
    const f = facts({ men: [man('A', 'germans', 'able'), man('B', 'germans', 'able'), man('R', 'germans', 'able', { original: false })], sideSize: { germans: 20 } });
    expect(evaluateCondition({ type: 'men', side: 'germans', state: 'able', comparison: 'at-least', count: 3, originalOnly: true }, f)).toBe(false);
    expect(evaluateCondition({ type: 'men', side: 'germans', state: 'able', comparison: 'at-least', count: 3 }, f)).toBe(true);
  });

  it('Case 45.81: exits count only by the entry edge, and only men able when they left', () => {
    const f = facts({ men: [man('A', 'british', 'able', { exited: exit('south') }), man('B', 'british', 'incapacitated', { exited: exit('south', true, false) }), man('C', 'british', 'able', { exited: exit('west', false) })] });
    const c: Condition = { type: 'men', side: 'british', state: 'exited', comparison: 'at-least', count: 2, via: { kind: 'entry-edge' }, ableOnly: true };
    expect(evaluateCondition(c, f)).toBe(false);
    expect(evaluateCondition({ ...c, ableOnly: false }, f)).toBe(true);
  });

  it('Case 48.81: "no more than 50% casualties" of eight is four', () => {
    const c: Condition = { type: 'men', side: 'us', state: 'out-of-action', comparison: 'at-most', count: { percent: 50 } };
    const withLost = (n: number) => facts({ men: Array.from({ length: 8 }, (_, i) => man(`M${i}`, 'us', i < n ? 'killed' : 'able')), sideSize: { us: 8 } });
    expect(evaluateCondition(c, withLost(4))).toBe(true);
    expect(evaluateCondition(c, withLost(5))).toBe(false);
  });

  it('Case 48.81: structures destroyed, counted among the three oil tanks; a damaged tank is not intact', () => {
    const tanks = ['t1', 't2', 't3'];
    const f = facts({ structures: { t1: 'destroyed', t2: 'destroyed', t3: 'damaged' } });
    expect(evaluateCondition({ type: 'structures', features: tanks, state: 'destroyed', comparison: 'at-least', count: 2 }, f)).toBe(true);
    expect(evaluateCondition({ type: 'structures', features: tanks, state: 'intact', comparison: 'exactly', count: 0 }, f)).toBe(true);
  });

  it('Case 41.81: one surviving man must have observed all eight buildings, from a door or inside', () => {
    const members = Array.from({ length: 8 }, (_, i) => `b${i + 1}`);
    const c: Condition = { type: 'structures-observed', side: 'gb', feature: 'compound', byOneMan: true, observerAbleOnMap: true, fromFeatures: ['door', 'inside'] };
    const half = (from: string) => (ids: string[]) => ids.map((structure) => ({ structure, from: [from] }));
    const split = facts({
      men: [man('A', 'gb', 'able'), man('B', 'gb', 'able')],
      featureMembers: { compound: members },
      observed: { A: half('door')(members.slice(0, 4)), B: half('inside')(members.slice(4)) },
    });
    expect(evaluateCondition(c, split)).toBe(false);
    expect(evaluateCondition({ ...c, byOneMan: false }, split)).toBe(true);
    const one = facts({ men: [man('A', 'gb', 'able')], featureMembers: { compound: members }, observed: { A: half('door')(members) } });
    expect(evaluateCondition(c, one)).toBe(true);
    const outside = facts({ men: [man('A', 'gb', 'able')], featureMembers: { compound: members }, observed: { A: half('hill')(members) } });
    expect(evaluateCondition(c, outside)).toBe(false);
    const dead = facts({ men: [man('A', 'gb', 'killed')], featureMembers: { compound: members }, observed: { A: half('door')(members) } });
    expect(evaluateCondition(c, dead)).toBe(false);
  });

  it('Case 49.82: a man in a Zone counts only while on the map', () => {
    const c: Condition = { type: 'men', side: 'p', state: 'able', comparison: 'at-least', count: 1, zone: 4 };
    expect(evaluateCondition(c, facts({ men: [man('A', 'p', 'able', { zone: 4 })] }))).toBe(true);
    expect(evaluateCondition(c, facts({ men: [man('A', 'p', 'able', { zone: 4, exited: exit('east') })] }))).toBe(false);
  });

  it('Case 46.82: a named man (Skorzeny)', () => {
    const c: Condition = { type: 'men', side: 'g', state: 'out-of-action', comparison: 'exactly', count: 1, man: 'skorzeny' };
    expect(evaluateCondition(c, facts({ men: [man('skorzeny', 'g', 'incapacitated'), man('B', 'g', 'killed')] }))).toBe(true);
    expect(evaluateCondition(c, facts({ men: [man('skorzeny', 'g', 'able'), man('B', 'g', 'killed')] }))).toBe(false);
  });

  it('Cases 39.81, 46.81: objects exited (by route), objects in a place, counters, objectives', () => {
    const f = facts({
      objects: { hostages: { total: 2, exited: [{ edge: 'north', viaEntryEdge: true, viaEntrySquare: true }], inFeatures: ['terminal'] } },
      counters: { dead: 11 },
      objectives: new Set(['ransack']),
    });
    expect(evaluateCondition({ type: 'object-exited', object: 'hostages', comparison: 'exactly', count: 'all' }, f)).toBe(false);
    expect(evaluateCondition({ type: 'object-exited', object: 'hostages', comparison: 'exactly', count: 1, via: { kind: 'entry-edge' } }, f)).toBe(true);
    expect(evaluateCondition({ type: 'object-in', object: 'hostages', feature: 'terminal' }, f)).toBe(true);
    expect(evaluateCondition({ type: 'counter', counter: 'dead', comparison: 'more-than', value: 10 }, f)).toBe(true);
    expect(evaluateCondition({ type: 'objective', objective: 'ransack' }, f)).toBe(true);
  });

  it('Case 38.24: an umpire-judged part makes the whole undecided unless the rest decides it', () => {
    const ask: Condition = { type: 'umpire', question: 'Does he possess the house?' };
    const yes: Condition = { type: 'counter', counter: 'x', comparison: 'exactly', value: 0 };
    const no: Condition = { type: 'not', of: yes };
    const f = facts({});
    expect(evaluateCondition({ type: 'all', of: [ask, yes] }, f)).toBe('umpire');
    expect(evaluateCondition({ type: 'all', of: [ask, no] }, f)).toBe(false);
    expect(evaluateCondition({ type: 'any', of: [ask, yes] }, f)).toBe(true);
    expect(evaluateCondition({ type: 'not', of: ask }, f)).toBe('umpire');
    expect(isComputable({ type: 'all', of: [ask, yes] })).toBe(false);
    expect(isComputable({ type: 'any', of: [yes, no] })).toBe(true);
  });

  it('Case 38.24: both sides may win or lose; assessSide lists every outcome that holds', () => {
    const f = facts({ counters: { dead: 16 } });
    const held = assessSide(
      {
        side: 'ugandans',
        case: '39.82',
        text: 'x',
        outcomes: [
          { result: 'win', text: 'w', when: { type: 'counter', counter: 'dead', comparison: 'at-least', value: 99 } },
          { result: 'automatic-loss', text: 'Idi Amin', when: { type: 'counter', counter: 'dead', comparison: 'more-than', value: 15 } },
        ],
      },
      f,
    );
    expect(held.map((h) => h.outcome.result)).toEqual(['automatic-loss']);
  });

  it('collects every id a condition names, for the loader to check', () => {
    const refs = collectRefs({ type: 'all', of: [{ type: 'men', side: 's', state: 'able', comparison: 'at-least', count: 1, zone: 3, feature: 'f', man: 'm' }, { type: 'not', of: { type: 'objective', objective: 'o' } }] });
    expect([...refs.sides, ...refs.features, ...refs.objectives, ...refs.men]).toEqual(['s', 'f', 'o', 'm']);
    expect([...refs.zones]).toEqual([3]);
  });

  it('the schema refuses "via" on a condition that is not about exited men', () => {
    const r = conditionSchema.safeParse({ type: 'men', side: 's', state: 'able', comparison: 'at-least', count: 1, via: { kind: 'any' } });
    expect(r.success).toBe(false);
  });
});
