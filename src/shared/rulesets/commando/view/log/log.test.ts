import { describe, expect, it } from 'vitest';
import { GAME_EVENT_TYPES, type GameEvent, type GameEventType } from '../../model/events';
import { describeEvent, describeResolution, SENTENCES } from './describe';
import { diceText } from './dice-text';
import { logLines } from './log-lines';
import { EVENTS, NAMES } from './log-fixtures';

// The log in words (issue 16): every event kind has a sentence — who, what, from where to where,
// Task Points, the dice as rolled, the outcome and the Case. A kind added to GameEvent without a
// sentence fails to compile (Sentences, EVENTS) and fails the walk over GAME_EVENT_TYPES below.

const EXPECTED: Readonly<Record<GameEventType, string>> = {
  'man-placed': "Israeli Commandos A is placed in 0203 (erect) (Case 2.0)",
  'enemy-observed': "Ugandan Sentries D observes Israeli Commandos A in 1402 (erect) (Case 8.82)",
  'sight-lost': "Ugandan Sentries D loses sight of Israeli Commandos A (Case 8.84)",
  'man-wounded': "Israeli Commandos A takes 4 Wound Points (6 in all): seriously wounded, loses 8 TP (Case 9.31)",
  'phase-advanced': "Game-Turn 2: Phase C. Initiative Determination ends, Phase D. Hand-to-Hand Combat begins (Case 5.1)",
  'observation-attempted': "Ugandan Sentries D tries to observe Israeli Commandos A: 1D100 = 85 (8, 5) against 40%, does not observe him (Case 8.73)",
  'observation-foregone': "Ugandan Sentries D lets the moment pass (Case 8.95)",
  'prompt-raised': "Israeli Commandos A in 1402 stops: Ugandan Sentries D may observe him (Case 8.92)",
  'opportunity-fire-plotted': "Ugandan Sentries D is plotted for opportunity fire: Fire automatic weapon (auto or machine), 23 TP (Case 5.1 B)",
  'opportunity-fire-plot-withdrawn': "Ugandan Sentries D's opportunity-fire plot is withdrawn, 5 TP back (Case 5.1 B)",
  'initiative-determined': "Initiative: Israeli Commandos 1D10 = 4, Ugandan Sentries 1D10 = 4; tie, again: Israeli Commandos 1D10 = 9, Ugandan Sentries 1D10 = 2 — Israeli Commandos has the initiative (Case 6.1)",
  'task-begun': "Israeli Commandos A begins his tasks in Phase E. Non-Prepared Task Execution (Case 6.21)",
  'man-moved': "Israeli Commandos A moves 0203 → 0204 (4 TP) (Case 7.2)",
  'posture-changed': "Israeli Commandos A falls prone (0 TP), his last task (Chart 5.22 note *)",
  'task-ended': "Israeli Commandos A ends his tasks: declared (Case 6.43)",
  'side-passed': "Ugandan Sentries passes in Phase E. Non-Prepared Task Execution (Case 6.41)",
  'endurance-assigned': "Endurance standard for 2 men (Case 38.21)",
  'man-deployed': "Ugandan Sentries D is set up in 1413, Zone 2 (Case 38.41)",
  'object-placed': "Hostage group 1 is placed in 1840 (Case 39.43)",
  'entry-side-chosen': 'Israeli Commandos writes down its entry side: south-edge (Case 41.7)',
  'structures-observed': 'Israeli Commandos A observes compound-building-1 and compound-building-2 from 2021 (Case 41.81)',
  'deployment-ended': "Set-up is done: Game-Turn 1 begins (Case 38.41)",
  'man-entered': "Israeli Commandos A enters the map at 1401 on the north edge (9 TP, 5 for the men ahead) (Case 38.51)",
  'panic-checked': "Israeli Commandos A checks panic: 1D100 = 57 (5, 7) against 20%, holds (Case 14.11)",
  'panic-fire-ordered': "Israeli Commandos A must fire in panic at Ugandan Sentries D (Case 14.22)",
  'panic-target-chosen': "Israeli Commandos A's side chooses Ugandan Sentries D as his panic target (Case 14.22)",
  'panic-fire-not-delivered': "Israeli Commandos A's panic fire cannot be made: no Line of Sight (Case 14.22)",
  'sentry-moved': "Sentry Ugandan Sentries D walks his route to 1415 (2 squares) (Case 38.45)",
  'square-entered': "Israeli Commandos A enters the square of Ugandan Sentries D (surprised) (Case 12.21)",
  'melee-resolved': "Hand-to-hand combat in 1 square: Israeli Commandos A fit, Ugandan Sentries D seriously wounded (3 Wound Points); dice 1D6 = 3 (Section 12.0)",
  'preservation-rolled': "Ugandan Sentries preservation: 1D100 = 12 (1, 2) against 30%, condition 0 → 1; fail: Ugandan Sentries D (Case 15.11)",
  'man-exited': "Israeli Commandos A leaves the map by the north edge (4 TP) (Case 38.32)",
  'reinforcements-arrived': "Reinforcement group 1 arrives: Ugandan Sentries X (Case 38.33)",
  'object-moved': "Israeli Commandos A moves Hostage group 1 to 1839 (4 TP) (Case 39.43)",
  'counter-changed': "Counter hostages-killed is now 2 (Case 39.43)",
  'train-moved': "The train moves 3 squares: lead at 0510 (Case 42.43)",
  'train-speed-ordered': "The train will run 3 squares in Game-Turn 2 (Case 42.43)",
  'scenario-work-done': "Israeli Commandos A works in 0505 (10 TP): 10 of 40 Task Points toward the radar (Case 45.81)",
  'scenario-work-completed': "Israeli Commandos A completes the work: the radar is dismantled (Case 45.81)",
  'equipment-taken': "Israeli Commandos A takes the radio from Ugandan Sentries D (10 TP) (Section 13.2)",
  'bridge-detonated': "Israeli Commandos A tries to blow the Lippe bridge: 1D100 = 45 (4, 5) against 60%, the bridge goes (Case 44.43)",
  'tram-ridden': "Israeli Commandos A rides the tram 0303 → 0909 (20 TP) (Case 50.43)",
  'game-ended': "The game ends in Game-Turn 12 (turn limit): Israeli Commandos marginal victory (Case 38.31)",
  'fire-resolved': "Ugandan Sentries D opportunity-fires the Rifle — Israeli Commandos A: 1 fire at 35% to hit, missed (10 TP); dice 1D100 = 90 (9, 0) (Case 10.7)",
  'flamethrower-exploded': "Israeli Commandos A's Flamethrower explodes (rolled 96); broken until repaired (Case 17.31)",
  'flame-blast': "Israeli Commandos A's flamethrower explodes in 1705 — Israeli Commandos A (range 0, 2D6-2 min 1): 5 Wound Points; israelis-b (range 1, 2D6): 8 Wound Points; dice 2D6 = 7 (3, 4) (Case 17.33)",
  'flamethrower-chain-roll': "israelis-b's flamethrower is in the Explosion Radius: 1D100 = 37 (3, 7), it explodes too (Case 17.35)",
  'man-caught-fire': "Israeli Commandos A is burning (Case 17.41)",
  'man-burned': "Israeli Commandos A burns: 1D6 = 4 Wound Points (Case 17.43)",
  'flames-smothered': "Israeli Commandos A rolls on the ground (25 TP, 25 of 25): the flames are out (Case 17.42)",
  'flamethrower-repair': "Israeli Commandos A repairs his flamethrower (50 TP, 100 of 135): not yet repaired (Case 17.36)",
  'structure-demolished': "The charge at 2041 destroys the control tower: 1 square changed (Case 11.72)",
  'observed-automatically': "Ugandan Sentries D fires from 1413 and is observed by Israeli Commandos A (Case 8.5)",
  'opportunity-plots-updated': "No opportunity-fire plots remain (Case 10.72)",
  'opportunity-held': "Ugandan Sentries D holds his opportunity fire and lets the moment pass (Case 10.73)",
  'grenade-prepared': "Israeli Commandos A prepares a fragmentation grenade (5 TP) (Case 11.1)",
  'grenade-thrown': "Israeli Commandos A throws a fragmentation grenade at 1406: 70% to hit, on target, lands in 1406; nobody in the blast (10 TP); dice 1D100 = 30 (3, 0) (Case 11.2)",
  'weapon-reloaded': "Israeli Commandos A reloads the Submachinegun (8 TP) (Case 10.63)",
  'weapon-prepared': "Israeli Commandos A prepares the Pistol (3 TP) (Case 13.18)",
  'weapons-dropped': "Israeli Commandos A drops the Pistol in 1404 (Case 13.14)",
  'weapon-picked-up': "Israeli Commandos A picks up the Pistol in 1404 (5 TP) (Case 13.15)",
  'weapons-exchanged': "Israeli Commandos A exchanges weapons with Ugandan Sentries D in 1404 (10 TP) (Section 13.2)",
  'explosive-assigned': "Israeli Commandos A is given satchel-1 (Case 11.71)",
  'explosive-emplaced': "Israeli Commandos A emplaces satchel-1 in 2041 (20 TP) (Case 11.73)",
  'smoke-laid': "Smoke from the smoke grenade lands in 1406 and covers 1406, 1407 (Case 11.52)",
  'smoke-dissipated': "Smoke dissipates from 1406; dice 1D6 = 1 (Case 11.54)",
  'explosive-checked': "Explosive satchel-1 is checked: no detonation; dice 1D100 = 77 (7, 7) (Case 11.74)",
  'wire-bridged': "Israeli Commandos A lies on the wire on the east side of 1705 as a bridge (Case 20.12)",
  'wire-bridge-used': "israelis-b crosses the wire over Israeli Commandos A (Case 20.13)",
  'wire-left': "Israeli Commandos A stands up off the wire in 1705 (5 TP) (Case 20.13)",
  'wire-clipping': "Israeli Commandos A clips the barbed wire on the east side of 1705 (10 TP, 10 of 20) (Case 20.31)",
  'wire-clipped': "Israeli Commandos A has clipped the barbed wire on the east side of 1705 away (Case 20.34)",
  'wire-electrified': "Ugandan Sentries electrifies the wire on the east side of 1705 (Case 45.41)",
  'wire-tested': "Israeli Commandos A tests the wire on the east side of 1705 (50 TP): it is electrified (Case 31.1)",
  'wire-touched': "Israeli Commandos A touches the wire on the east side of 1705: it is not electrified (Section 31.0)",
  'wire-shock': "Israeli Commandos A on the electrified wire: 1D10 = 7, lives (Case 31.21)",
  'wire-boosted': "israelis-b boosts Israeli Commandos A over the wire on the east side of 1705, 1705 → 1805 (25 TP; he spends 50 TP): 1D10 = 1, he slips onto the wire (Case 31.23)",
  'mine-placed': "Ugandan Sentries lays an anti-personnel mine in 0712 (Section 22.0)",
  'mine-removed': "Mine m1 is lifted (Section 22.0)",
  'mine-triggered': "Mine at 0712 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)",
  'claymore-fired': "Ugandan Sentries D detonates 1 claymore (20 TP) (Case 22.32)",
  'rifle-grenade-affixed': "Ugandan Sentries D affixes a rifle grenade to his weapon (50 TP; 5 rifle grenades left) (Case 18.12)",
  'thump-gun-issued': "Israeli Commandos A is issued a thump gun in lieu of his Submachinegun (Case 39.41)",
  'flare-fired': "Israeli Commandos A fires a flare at 1426: 70% on target, scatters 2 s to 1428 (13 TP; 11 left); dice 1D100 = 91 (9, 1) (Case 34.31)",
  'illumination-lit': "A flare of Israeli Commandos burns over 1428: 441 squares lit through Game-Turn 3 (Case 34.31)",
  'illumination-expired': "The flare over 1428 goes out (Case 34.34)",
  'star-shell-drifted': "The star shell drifts 3 W from 2020 to 1720 (Case 34.45)",
  'wind-rolled': "The wind: W, velocity 3; dice 1D6 = 4 (Case 34.42)",
  'dog-wind-rolled': 'The wind blows from the E (1D10: 9, 3) (Case 32.12)',
  'dog-wind-checked': 'Does the wind change? 1D6 = 2: it now blows from the N (1D10: 1) (Case 32.13)',
  'dog-placed': 'Ugandan Sentries places Guard dog 1 in 1414, handled by Ugandan Sentries D (Case 32.11)',
  'mount-placed': 'Israeli Commandos places Camel 1 in 1414, hobbled: Endurance 19 (Case 42.42)',
  'man-mounted': 'Israeli Commandos A mounts mount-1 (35 TP; the mount 35 TP) (Case 19.22)',
  'man-dismounted': 'Israeli Commandos A dismounts from mount-1 and holds the reins (35 TP; the mount 35 TP) (Case 19.67)',
  'mount-hobbled': 'Israeli Commandos A unhobbles mount-1 (13 TP) (Case 19.66)',
  'reins-passed': "Israeli Commandos A passes mount-1's reins to a2 (7 TP) (Case 19.67)",
  'mount-hitched': 'Israeli Commandos A hitches mount-1 to a building corner (13 TP) (Case 19.67)',
  'mount-panicked': 'mount-1 panics: it holds in place and refuses to move; Israeli Commandos A lets go of the reins (Case 19.64)',
  'grenade-dropped': 'Israeli Commandos A drops a fragmentation grenade as mount-1 gallops through 1210: 1D10 = 3, it scatters one square E and lies in 1310 until the gallop ends (Case 19.34)',
  'dropped-grenade-exploded': 'The fragmentation grenade Israeli Commandos A dropped explodes in 1310 (1D10; 1 hit) (Case 19.34)',
  'mount-stood-at-wire': 'mount-1 gets up from the wire by itself, suffering 3 Wound Points (1D6) (Case 20.15)',
  'mount-fell': 'mount-1 is wounded by fire: 1D6 = 6, it falls prone; Israeli Commandos A is dismounted and suffers 2 Wound Points (Case 19.53)',
  'dog-scented': 'dog-1 scents Israeli Commandos A (Case 32.14)',
  'dog-released': 'dog-1 is released (Case 32.16)',
  'dog-recalled': 'dog-1 scents no Enemy and is back by its handler: no longer released (Case 32.34)',
  'dog-whistle-blown': 'Ugandan Sentries D blows the dog whistle (35 TP; Game-Turn 1 of 2) (Case 32.21)',
  'dog-whistle-stopped': 'Ugandan Sentries D stops blowing the dog whistle: he did not blow it this Game-Turn (Case 32.21)',
  'dog-handler-changed': 'Ugandan Sentries D is the new dog handler of dog-1 (Case 32.21)',
  'launcher-fired': "Israeli Commandos A fires his thump gun at 1426: 70% to hit, misses, scatters 2 s to 1428; blast: Ugandan Sentries D 3 Wound Points (25 TP); dice 1D100 = 91 (9, 1) (Case 21.13)",
  'searchlight-placed': "Ugandan Sentries mount searchlight-1 on the roof of 1022, facing NE (Case 33.11)",
  'man-climbed': 'Israeli Commandos A climbs the ladder to the roof in 1022, 1 level above the ground (25 TP), prone on the gabled roof (Case 35.21)',
  'man-climbed-down': 'Israeli Commandos A jumps off the roof to 1122 (25 TP) (Case 35.23)',
  'hooks-issued': 'Israeli Commandos A carries hooks and ropes (Case 35.24)',
  'diving-gear-issued': 'Israeli Commandos A is equipped with snorkel gear (Case 36.21)',
  'man-dived': 'Israeli Commandos A dives from the surface to level -1 (10 TP) (Case 36.27)',
  'diving-gear-changed': 'Israeli Commandos A packs his flippers and mask away and is prone this Game-Turn (50 TP) (Case 36.26)',
  'man-swims': 'Israeli Commandos A is in water too deep to stand in: he swims (prone) (Case 36.29)',
  'mouthpiece-tear': "Ugandan Sentries D tears at Israeli Commandos A's mouthpiece: 15%, torn off; dice 1D100 = 12 (1, 2) (Case 36.44)",
  'mouthpiece-replaced': 'Israeli Commandos A puts his mouthpiece back (Case 36.44)',
  'breath-checked': 'Israeli Commandos A, Game-Turn 6 underwater: 20% to pass out, he holds on; dice 1D100 = 57 (5, 7) (Case 36.54)',
  'revive-worked': 'Israeli Commandos A works to revive Ugandan Sentries D (50 TP; 150 of 150): he is revived, with 25 Task Points a Game-Turn from now on (Case 36.57)',
  'high-surf-set': 'High surf: only SCUBA men may enter the water; no fire or grenade into or from the water (Case 36.61)',
  'searchlight-manned': "Ugandan Sentries D goes up to operate searchlight-1 in 1022 (Case 33.12)",
  'searchlight-turned': "Ugandan Sentries D turns searchlight-1 from NE to E (Case 33.14)",
  'searchlight-shot': "Israeli Commandos A shoots at searchlight-1: 45% to hit, hits it (18 TP); dice 1D100 = 37 (3, 7) (Case 33.32)",
  'searchlight-destroyed': "searchlight-1 is destroyed by Ugandan Sentries D on the roof (5 TP) (Case 33.31)",
  'mine-detonated': "A mine goes off under Israeli Commandos A: Israeli Commandos A 3 Wound Points; dice 1D6 = 3 (Case 22.1)",
  'vehicle-placed': 'vehicle-1 placed in 2030 facing N, turret NE (Case 47.42)',
  'vehicle-moved': 'vehicle-1 moves 2029 → 2128, facing NE (12 TP); Ugandan Sentries D steps aside to 2129; a mine in 2128 goes off harmlessly; anti-tank mine in 2128: 1D6 = 3, no detonation (Case 23.14)',
  'vehicle-pivoted': 'vehicle-1 pivots from N to E, turret now SE (10 TP) (Case 23.15)',
  'turret-turned': 'vehicle-1 turns its turret from N to W (25 TP) (Case 23.42)',
  'vehicle-hatch': 'vehicle-1 opens up (25 TP) (Case 23.5)',
  'crew-exchanged': 'vehicle-1: the gunner and the hull-machinegunner change places (20 TP) (Case 23.23)',
  'crew-bailed-out': 'vehicle-1: Ugandan Sentries D to 2130 bail out (50 TP) (Case 23.71)',
  'crew-re-entered': 'Ugandan Sentries D re-enters vehicle-1 as its driver (25 TP) (Case 23.72)',
  'man-boarded': 'Israeli Commandos A mounts vehicle-2 from 1022 as a passenger (35 TP; the vehicle 25 TP) (Case 24.12)',
  'man-alighted': 'Israeli Commandos A dismounts vehicle-2 to 1023 (7 TP; the vehicle 0 TP) (Case 24.12)',
  'vehicle-panic-checked': 'vehicle-1 checks for panic: 1D100 = 12 against 35% — the tank panics: it drives straight ahead N, spending its Task Points in movement only (Case 23.52)',
  'vehicle-damaged': 'vehicle-1 damaged: loses 25 TP a Turn — ruling: anti-tank mine, Table 26.5 roll 4 (Case 2.0)',
  'artillery-allotted': "Israeli Commandos has 3 rounds of planned fire and 1 artillery piece (Section 28.0 General Rule; Cases 28.11, 28.21)",
  'artillery-planned': "Israeli Commandos plans a high-explosive round on 2041 for Game-Turn 3 (plan-2) (Case 28.12)",
  'artillery-unplanned': "Planned round plan-2 is taken back (Case 28.12)",
  'gun-targeted': "gun-1 is laid on 2041; it may fire from Game-Turn 1 (Case 28.22)",
  'observer-designated': "Israeli Commandos A is designated a forward observer (Case 28.23)",
  'artillery-announced': "Israeli Commandos announces artillery fire for Game-Turn 3 (Case 28.31)",
  'forward-observed': "Israeli Commandos A observes for gun-1 (40 TP) (Case 28.23)",
  'observation-credited': "gun-1, observed by Israeli Commandos A: 1 Game-Turn observed: 25% (Case 28.24)",
  'vehicle-exploded': 'vehicle-1 burns out and explodes in 2041 as a tank main gun shell (Diagram 8): Ugandan Sentries D 4 Wound Points; dice 1D100 = 90 (9, 0) (Table 26.5 Destroyed; Diagram 8)',
  'main-gun-fired': 'vehicle-1 fires its main gun at 2041 (60%, 50 TP): the round hits 2041: Ugandan Sentries D killed; dice 1D100 = 30 (3, 0) (Cases 23.31, 23.38, 23.91, 23.92)',
  'vehicle-machinegun-fired': 'vehicle-1 fires its hull machinegun, manned by Ugandan Sentries D (25 TP) (Cases 23.32, 23.37)',
  'shell-landed': "A high-explosive shell of Israeli Commandos (25%) scatters 2 E from 2041 to 2241: Ugandan Sentries D 5 Wound Points; dice 1D100 = 90 (9, 0); 1D6 = 4 (Cases 28.13, 28.32, 28.33)",
  'rocket-launcher-issued': "Israeli Commandos A is issued a rocket launcher, loaded (Case 26.0)",
  'rocket-fired': "Israeli Commandos A fires a rocket at 1426: 90% to hit, on target in 1426, strikes vehicle-1; blast: Ugandan Sentries D 3 Wound Points (25 TP; 0 rockets left); dice 1D100 = 12 (1, 2) (Case 26.0)",
  'rocket-reloaded': "Ugandan Sentries D begins a shared reload of Israeli Commandos A's rocket launcher (25 TP; 0 rockets loaded) (Case 26.3)",
  'law-issued': "Israeli Commandos A is issued a LAW (Case 27.0)",
  'satchel-charges-issued': 'Israeli Commandos A is issued 2 satchel charges (2 satchel charges carried) (Case 25.11)',
  'satchel-prepared': 'Israeli Commandos A prepares satchel-1, fused to explode in Game-Turn 3 (12 TP; 1 satchel charge left) (Case 25.22)',
  'satchel-thrown': 'Israeli Commandos A throws satchel-1 onto vehicle-1 at 1426: 70% to hit, lands on vehicle-1 (15 TP); dice 1D100 = 42 (4, 2) (Case 25.31)',
  'satchel-dropped': 'Israeli Commandos A drops satchel-1 in 2041 (0 TP) (Case 25.15)',
  'satchel-picked-up': 'Ugandan Sentries D picks up satchel-1 off vehicle-1 (10 TP) (Case 25.31)',
  'satchel-exploded': 'satchel-1 explodes in 1426 on vehicle-1 (open square, 1D6-2): Ugandan Sentries D 1 Wound Point; strikes vehicle-1; dice 1D6 = 2 (Case 25.21)',
  'law-fired': "Israeli Commandos A fires a LAW at vehicle-1 in 1426: 75% to hit, strikes it; back-blast to the S: Ugandan Sentries D 6 Wound Points (25 TP); dice 1D100 = 33 (3, 3) (Case 27.13)",
};

describe('the log in words: one exact sentence per event kind', () => {
  it('every kind in GAME_EVENT_TYPES has a writer, a fixture and an expected sentence', () => {
    for (const kind of GAME_EVENT_TYPES) {
      expect(SENTENCES, kind).toHaveProperty(kind);
      expect(EVENTS, kind).toHaveProperty(kind);
      expect(EXPECTED, kind).toHaveProperty(kind);
    }
    expect(Object.keys(SENTENCES).sort()).toEqual([...GAME_EVENT_TYPES].sort());
  });

  for (const kind of GAME_EVENT_TYPES as readonly GameEventType[]) {
    it(`${kind}`, () => {
      const line = describeEvent(EVENTS[kind], NAMES);
      expect(line.text).toBe(EXPECTED[kind]);
      expect(line.kind).toBe(kind);
      // Names, not ids: no man id appears in the sentence when the man is known.
      expect(line.text).not.toMatch(/\b(israelis-a|ugandans-d)\b/);
    });
  }
});

describe('Case 5.1 B: the plot declarations name the sides', () => {
  it('"Israeli Commandos has men plotted", not the side id', () => {
    const e: GameEvent = { type: 'phase-advanced', from: 'opportunity-fire-plot', to: 'initiative', turn: 1, plotDeclarations: [{ side: 'israelis', anyPlotted: true }, { side: 'ugandans', anyPlotted: false }] };
    expect(describeEvent(e, NAMES).text).toBe(
      'Game-Turn 1: Phase B. Opportunity Fire Plot ends, Phase C. Initiative Determination begins — Israeli Commandos has men plotted, Ugandan Sentries has no men plotted (Case 5.1)',
    );
  });
});

describe('Case 22.1: a mine roll with no detonation reads as a sentence', () => {
  it('"Mine at 0712 …: 1D6 = 5, no detonation (Case 22.1)" and names the man for the filter', () => {
    const line = describeEvent(EVENTS['mine-triggered'], NAMES);
    expect(line.text).toBe('Mine at 0712 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)');
    expect(line.men).toEqual(['israelis-a']);
  });
});

describe('Case 2.0: an umpire ruling reads as one, with its reason', () => {
  it('a placement outside the rules names the ruling, the squares and the reason', () => {
    const e: GameEvent = { type: 'man-placed', manId: 'israelis-a', square: { col: 2, row: 4 }, posture: 'erect', ruling: { reason: 'counter knocked off the map', from: { col: 2, row: 3 } } };
    expect(describeEvent(e, NAMES).text).toBe('Umpire ruling: Israeli Commandos A is placed from 0203 in 0204 (erect), outside the rules — “counter knocked off the map” (Case 2.0)');
  });
});

describe('Case 4.0: dice as rolled', () => {
  it('1D100 from the green and yellow dice reads "1D100 = 85 (8, 5)"; a 0 face is 10 on the die', () => {
    expect(diceText([
      { purpose: 'Case 8.73 observation: roll 1D100 (green die, tens)', mode: 'seeded', faces: [{ die: 'd10', face: 8 }] },
      { purpose: 'Case 8.73 observation: roll 1D100 (yellow die, units)', mode: 'seeded', faces: [{ die: 'd10', face: 5 }] },
    ])).toBe('1D100 = 85 (8, 5)');
    expect(diceText([
      { purpose: 'x: roll 1D100 (green die, tens)', mode: 'seeded', faces: [{ die: 'd10', face: 10 }] },
      { purpose: 'x: roll 1D100 (yellow die, units)', mode: 'seeded', faces: [{ die: 'd10', face: 10 }] },
    ])).toBe('1D100 = 100 (0, 0)');
  });
  it('2D6 reads "2D6 = 7 (3, 4)"; two rolls of one purpose stay two rolls', () => {
    expect(diceText([
      { purpose: 'Case 10.51 damage: roll 2D6 (die 1 of 2)', mode: 'physical', faces: [{ die: 'd6', face: 3 }] },
      { purpose: 'Case 10.51 damage: roll 2D6 (die 2 of 2)', mode: 'physical', faces: [{ die: 'd6', face: 4 }] },
    ])).toBe('2D6 = 7 (3, 4)');
    expect(diceText([{ purpose: 'Case 22.1 mine: roll 1D6', mode: 'seeded', faces: [{ die: 'd6', face: 5 }] }, { purpose: 'Case 22.1 mine: roll 1D6', mode: 'seeded', faces: [{ die: 'd6', face: 2 }] }])).toBe(
      '1D6 = 5; 1D6 = 2',
    );
  });
});

describe('a resolution: the events of one command, in order', () => {
  it('a move onto a mine that does not go off', () => {
    expect(describeResolution([EVENTS['man-moved'], EVENTS['mine-triggered']], NAMES).map((l) => l.text)).toEqual([
      'Israeli Commandos A moves 0203 → 0204 (4 TP) (Case 7.2)',
      'Mine at 0712 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)',
    ]);
  });
});

describe('Case 5.1: each line falls in its Game-Turn', () => {
  it('lines after a phase-advanced event take its Game-Turn', () => {
    const lines = logLines(
      [
        { seq: 1, event: EVENTS['man-moved'] },
        { seq: 2, event: EVENTS['phase-advanced'] },
        { seq: 3, event: EVENTS['mine-triggered'] },
      ],
      NAMES,
    );
    expect(lines.map((l) => [l.seq, l.turn, l.kind])).toEqual([
      [1, 1, 'man-moved'],
      [2, 2, 'phase-advanced'],
      [3, 2, 'mine-triggered'],
    ]);
  });
});
