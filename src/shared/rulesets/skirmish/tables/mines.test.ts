import { describe, expect, it } from 'vitest';
import { CLAYMORE, CLAYMORE_ABILITY_DM, ENCOUNTER_NEED, MINE_DENSITIES, TRAP_EFFECT, TRAP_EFFECTS, TRIGGER_NEED } from './mines';
import { DETECTION_ROW_TEXT, DETECTION_ROWS, DETECTION_TABLE, SPOT_TRAPS_BY_MOVE } from './trap-detection';

/** Seed lines 41 and 155–200, copied verbatim, to check the transcription against. */
const SEED: Readonly<Record<number, string>> = {
  41: 'Possible to spot traps? yes yes no',
  155: 'minimal 10+',
  156: 'low 9+',
  157: 'medium 8+',
  158: 'high 7+',
  159: 'maximum 6+',
  160: '(DM) Not in file single file +1',
  161: 'These are a measure, on a D10, of the chance of a squad sized unit encountering a mine or booby-trap. When this happens a previously prepared card is consulted to see what, if anything, there is. Individual mines may be marked.',
  162: 'Detection (D20):',
  163: 'Roll D20 for each 4" moved, may see none, some or all traps.',
  164: 'Track/Light Close Dense Paddy/River',
  165: 'Pits 10+ 12+ 14+ 16+',
  166: 'Concealed spikes 12+ 14+ 16+ 18+',
  167: 'Tripwire - concealed 14+ 16+ 18+ 20+',
  168: '- hastily laid 8+ 10+ 14+ 16+',
  169: 'Buried mine - visual 9+ 11+ 15+ 19+',
  170: '- mine detector 6+ 6+ 6+ -',
  171: 'Scattermine - visual 7+ 9+ 14+ 18+',
  172: '- mine detector 6+ 6+ 6+ -',
  173: 'Boobytrap 14+ 16+ 18+ 20+',
  174: 'Traps 11+ 13+ 15+ 17+',
  175: 'Tripwires: Hastily laid in one bound OR set in three bounda.',
  176: 'May be attached to grenades, satchel charge, flares, shotguns, A.T. Wpn.',
  177: 'e.t.c. 3+ to trigger.Mines:Set before game starts. Either Anti-personnel (also set of by A.F.V.s) or Anit-Tank (1/2 chance to be triggered by animals, no chance for men). 7+ to trigger lone mine, Field of mines set with a density of between 5+ and 9+/inch to trigger.',
  178: 'Toe poppers: Bullet set in ground to fire upwards. 7+ to trigger.',
  179: 'Pits & Traps: 2+ to step/fall in.',
  180: 'NOTES:',
  181: 'Claymores take 2 bounds to set + one bound to lay 4" firing wire. Roll D6+Ability: 1-5 = low, 5,6 = high, 7+ O.K.',
  182: 'Effect (D6) Radius Hits Str Notes',
  183: 'Toe-popper - 1 0 Treat killed as crippled.',
  184: 'Spiked pit - 1 -2 Treat killed as crippled unless mantrap.',
  185: 'Swinging spikes - 1 -3',
  186: 'Spiked boards - 1 -4 Last three may be poisoned.',
  187: 'Large animal trap - 1 -5',
  188: 'Small animal trap - 1 -6',
  189: 'Small A.P. mine 1" 1/2D6 -2',
  190: 'Large A.P. mine 1 1/2 D6 0',
  191: 'Bouncing Betty 2" D6 -1 To hear mine arm (D10) 5+ (DM\'s as spot).',
  192: 'A.T. mine 2" D6+1 +1 SEE BELOW',
  193: 'Claymore type 60deg to 6" 3D6 +1 -2" to ranges if',
  194: 'cont. to 11" 2D6 -1 Russian or Chinese.',
  195: '(set low) 60deg to 4" 2D6 +1 -1" to ranges if',
  196: 'cont. to 8" D6 -1 Russian or Chinese.',
  197: '(set high) 60deg to 5" 2D6 0 -1" to ranges if Russian or Chinese.',
  198: 'cont. to 9" D6 -2 Only standing figures',
  199: 'Gren, Bow, Shotgun: Treat as normal (Unseen enemy).HITS ARE SHARED EQUALLY BETWEEN THOSE WITHIN RADIUS. MAXIMUM OF 4/FIGURE.',
  200: 'Ability 0 1 2 3 4 (DM) -2 -1 0 +1 +2',
};

const lineOf = (source: string): number => Number(/line (\d+)/.exec(source)![1]);
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

describe('mines and traps (seed lines 155–200)', () => {
  it('seed lines 155–159: minimal 10+, low 9+, medium 8+, high 7+, maximum 6+', () => {
    for (const d of MINE_DENSITIES) expect(SEED[lineOf(ENCOUNTER_NEED[d].provenance.source)]).toBe(`${d} ${ENCOUNTER_NEED[d].value}+`);
  });
  it('seed lines 164–174: the D20 detection Needs by Track/Light, Close, Dense, Paddy/River, as printed', () => {
    expect(SEED[164]).toBe('Track/Light Close Dense Paddy/River');
    for (const r of DETECTION_ROWS) {
      const cells = DETECTION_TABLE[r].value.map((x) => (x === null ? '-' : `${x}+`)).join(' ');
      expect(SEED[lineOf(DETECTION_TABLE[r].provenance.source)], r).toBe(`${DETECTION_ROW_TEXT[r]} ${cells}`);
    }
  });
  it('seed line 41: traps can be spotted crawling and advancing, not running', () => {
    expect(SEED[41]).toBe(`Possible to spot traps? ${(['crawl', 'advance', 'run'] as const).map((m) => (SPOT_TRAPS_BY_MOVE[m].value ? 'yes' : 'no')).join(' ')}`);
  });
  it('seed lines 177–179: tripwire 3+, lone mine 7+, toe popper 7+, pits & traps 2+', () => {
    expect(Object.values(TRIGGER_NEED).map((t) => t.value)).toEqual([3, 7, 7, 2]);
    for (const t of Object.values(TRIGGER_NEED)) expect(SEED[lineOf(t.provenance.source)]).toContain(`${t.value}+ to`);
  });
  it('seed lines 183–192: the effects, Radius Hits Str and Notes, as printed (the Large A.P. mine garbled, house)', () => {
    for (const e of TRAP_EFFECTS) {
      if (e === 'large-ap-mine') continue;
      const r = TRAP_EFFECT[e].value;
      const text = `${r.name} ${r.radius ? `${r.radius}"` : '-'} ${r.hits} ${r.str === 0 ? '0' : signed(r.str)}${r.note ? ` ${r.note}` : ''}`;
      expect(SEED[lineOf(TRAP_EFFECT[e].provenance.source)], e).toBe(text);
    }
    expect(SEED[190]).toBe('Large A.P. mine 1 1/2 D6 0');
    expect(TRAP_EFFECT['large-ap-mine']).toMatchObject({ value: { radius: 1.5, hits: 'D6', str: 0 }, provenance: { kind: 'house' } });
  });
  it('seed lines 193–198: claymore normal 6" 3D6 +1 then 11" 2D6 -1; low 4" 2D6 +1 then 8" D6 -1; high 5" 2D6 0 then 9" D6 -2', () => {
    const z = (s: keyof typeof CLAYMORE) => CLAYMORE[s].value.zones.map((x) => `${x.to}" ${x.hits} ${x.str === 0 ? '0' : signed(x.str)}`);
    expect(SEED[193]).toContain(`60deg to ${z('ok')[0]}`);
    expect(SEED[194]).toContain(`cont. to ${z('ok')[1]}`);
    expect(SEED[195]).toContain(`60deg to ${z('low')[0]}`);
    expect(SEED[196]).toContain(`cont. to ${z('low')[1]}`);
    expect(SEED[197]).toContain(`60deg to ${z('high')[0]}`);
    expect(SEED[198]).toContain(`cont. to ${z('high')[1]}`);
    expect(SEED[193]).toContain(`-${CLAYMORE.ok.value.eastBlocShorter}" to ranges`);
    expect(SEED[195]).toContain(`-${CLAYMORE.low.value.eastBlocShorter}" to ranges`);
  });
  it('seed line 200: Ability 0 1 2 3 4 (DM) -2 -1 0 +1 +2', () => {
    expect(`Ability 0 1 2 3 4 (DM) ${CLAYMORE_ABILITY_DM.map((d) => (d.value === 0 ? '0' : signed(d.value))).join(' ')}`).toBe(SEED[200]);
  });
});
