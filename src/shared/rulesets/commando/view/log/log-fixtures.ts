import type { Breakdown } from '../../../../kernel/breakdown';
import type { RecordedDice } from '../../../../kernel/dice/recording-dice';
import type { GameEvent, GameEventType } from '../../model/events';
import type { ManState } from '../../model/state';
import { logNames } from './names';

/** Test fixtures for the log in words: two men of Raid on Entebbe and one event of every kind. */

const man = (id: string, side: string, name: string, weapons: string[]): ManState =>
  ({ id, side, name, posture: 'erect', endurance: 40, wounds: 0, condition: 'fit', weapons }) as unknown as ManState;

export const NAMES = logNames({
  men: [man('israelis-a', 'israelis', 'Israeli Commandos A', ['submachinegun', 'pistol']), man('ugandans-d', 'ugandans', 'Ugandan Sentries D', ['rifle'])],
  sides: [
    { id: 'israelis', name: 'Israeli Commandos' },
    { id: 'ugandans', name: 'Ugandan Sentries' },
  ],
});

export const bd = (final: number, caseRef = 'Case 8.74'): Breakdown => ({ what: 'x', final, steps: [{ kind: 'base', label: 'x', caseRef, amount: final, value: final }] });
const d100 = (purpose: string, tens: number, units: number): RecordedDice[] => [
  { purpose: `${purpose}: roll 1D100 (green die, tens)`, mode: 'seeded', faces: [{ die: 'd10', face: tens }] },
  { purpose: `${purpose}: roll 1D100 (yellow die, units)`, mode: 'seeded', faces: [{ die: 'd10', face: units }] },
];
const d6 = (purpose: string, face: number): RecordedDice[] => [{ purpose: `${purpose}: roll 1D6`, mode: 'physical', faces: [{ die: 'd6', face }] }];
const at = (col: number, row: number) => ({ col, row });
const ev = (x: object): GameEvent => x as unknown as GameEvent;
const A = 'israelis-a';
const D = 'ugandans-d';
const arm = { side: 'israelis', weapons: [{ id: 'wq1-1', kind: 'submachinegun', issuedTo: 'israelis' }, { id: 'wq1-2', kind: 'pistol', issuedTo: 'israelis' }], preparedGrenades: [], grenades: {}, initialFlamethrowerOperator: false };
const explosive = { id: 'satchel-1', ownerSide: 'israelis', status: 'set', square: at(20, 41), spec: {} };

/** One event of every kind (a new kind without an entry fails to compile). */
export const EVENTS: Readonly<Record<GameEventType, GameEvent>> = {
  'man-placed': ev({ type: 'man-placed', manId: A, square: at(2, 3), posture: 'erect' }),
  'enemy-observed': ev({ type: 'enemy-observed', observerId: D, targetId: A, square: at(14, 2), posture: 'erect', caseRef: 'Case 8.82' }),
  'sight-lost': ev({ type: 'sight-lost', observerId: D, targetId: A, caseRef: 'Case 8.84' }),
  'man-wounded': ev({ type: 'man-wounded', manId: A, woundPoints: 4, totalWounds: 6, condition: 'seriously-wounded', taskPointsLost: 8, caseRef: 'Case 9.31' }),
  'phase-advanced': ev({ type: 'phase-advanced', from: 'initiative', to: 'hand-to-hand', turn: 2 }),
  'observation-attempted': ev({ type: 'observation-attempted', observerId: D, targetId: A, phase: 'x', order: 1, roll: 85, chance: 40, success: false, breakdown: bd(40), square: at(14, 2), posture: 'erect', summary: '', caseRef: 'Case 8.73', dice: d100('Case 8.73 observation', 8, 5) }),
  'observation-foregone': ev({ type: 'observation-foregone', observerId: D, promptId: 'p1', deferred: false, caseRef: 'Case 8.95' }),
  'prompt-raised': ev({ type: 'prompt-raised', prompt: { id: 'p1', kind: 'observation', moverId: A, moverSide: 'israelis', at: at(14, 2), pending: [{ observerId: D, duty: 'may' }], final: false, caseRef: 'Case 8.92' } }),
  'opportunity-fire-plotted': ev({ type: 'opportunity-fire-plotted', manId: D, fireTask: 'fire-automatic', cost: 23, breakdown: bd(23) }),
  'opportunity-fire-plot-withdrawn': ev({ type: 'opportunity-fire-plot-withdrawn', manId: D, refund: 5 }),
  'initiative-determined': ev({ type: 'initiative-determined', initiative: { side: 'israelis', rounds: [[{ side: 'israelis', roll: 4 }, { side: 'ugandans', roll: 4 }], [{ side: 'israelis', roll: 9 }, { side: 'ugandans', roll: 2 }]] } }),
  'task-begun': ev({ type: 'task-begun', manId: A, phase: 'non-prepared-task-execution', panicCheck: { status: 'not-required', caseRef: 'Case 14.11', note: '' } }),
  'man-moved': ev({ type: 'man-moved', manId: A, from: at(2, 3), steps: [{ to: at(2, 4), cost: 4 }], cost: 4, breakdowns: [] }),
  'posture-changed': ev({ type: 'posture-changed', manId: A, posture: 'prone', cost: 0, breakdown: bd(0, 'Chart 5.22 note *'), endsTasks: true }),
  'task-ended': ev({ type: 'task-ended', manId: A, reason: 'declared', caseRef: 'Case 6.43' }),
  'side-passed': ev({ type: 'side-passed', side: 'ugandans', phase: 'non-prepared-task-execution', caseRef: 'Case 6.41' }),
  'endurance-assigned': ev({ type: 'endurance-assigned', endurances: { [A]: 40, [D]: 30 }, choice: 'standard', caseRef: 'Case 38.21' }),
  'man-deployed': ev({ type: 'man-deployed', manId: D, square: at(14, 13), zone: 2, caseRef: 'Case 38.41' }),
  'object-placed': ev({ type: 'object-placed', objectId: 'hostage-group-1', square: at(18, 40), caseRef: 'Case 39.43' }),
  'entry-side-chosen': ev({ type: 'entry-side-chosen', side: 'israelis', optionId: 'south-edge', caseRef: 'Case 41.7' }),
  'structures-observed': ev({ type: 'structures-observed', manId: A, side: 'israelis', structures: ['compound-building-1', 'compound-building-2'], square: at(20, 21), from: ['door'], phase: 'E', caseRef: 'Case 41.81' }),
  'deployment-ended': ev({ type: 'deployment-ended', caseRef: 'Case 38.41' }),
  'man-entered': ev({ type: 'man-entered', manId: A, square: at(14, 1), edge: 'north', cost: 9, queuePenalty: 5, breakdown: bd(9), caseRef: 'Case 38.51' }),
  'panic-checked': ev({ type: 'panic-checked', manId: A, trigger: 'x', automatic: false, chance: bd(20), roll: 57, panicked: false, log: [], caseRef: 'Case 14.11', dice: d100('Case 14.11 panic', 5, 7) }),
  'panic-fire-ordered': ev({ type: 'panic-fire-ordered', manId: A, kind: 'fire', candidates: [D], how: 'fire', at: 'enemy', text: '', caseRef: 'Case 14.22' }),
  'panic-target-chosen': ev({ type: 'panic-target-chosen', promptId: 'p2', manId: A, targetId: D, caseRef: 'Case 14.22' }),
  'panic-fire-not-delivered': ev({ type: 'panic-fire-not-delivered', manId: A, code: 'fire/no-los', reason: 'no Line of Sight', caseRef: 'Case 14.22' }),
  'sentry-moved': ev({ type: 'sentry-moved', manId: D, steps: [{ to: at(14, 14), cost: 4 }, { to: at(14, 15), cost: 4 }], index: 2, caseRef: 'Case 38.45' }),
  'square-entered': ev({ type: 'square-entered', entrantId: A, occupants: [{ manId: D, surprised: true, reasons: [] }], caseRef: 'Case 12.21' }),
  'melee-resolved': ev({ type: 'melee-resolved', combats: ['c1'], men: [{ id: A, woundPoints: 0, condition: 'fit', weapon: 'fists', carried: [], disengaged: false, taskPointsLost: 0, taskPointsSpent: 0 }, { id: D, woundPoints: 3, condition: 'seriously-wounded', weapon: 'fists', carried: [], disengaged: false, taskPointsLost: 0, taskPointsSpent: 0 }], grapples: {}, log: [], caseRef: 'Section 12.0', dice: d6('Case 12.4 damage', 3) }),
  'preservation-rolled': ev({ type: 'preservation-rolled', side: 'ugandans', percentage: bd(30), roll: 12, conditionBefore: 0, conditionAfter: 1, checks: [{ manId: D, roll: 5, chance: 10, failed: true }], forTurn: 3, untilExit: false, log: [], caseRef: 'Case 15.11', dice: d100('Case 15.11 side preservation roll', 1, 2) }),
  'man-exited': ev({ type: 'man-exited', manId: A, edge: 'north', viaEntryEdge: true, viaEntrySquare: true, cost: 4, caseRef: 'Case 38.32' }),
  'reinforcements-arrived': ev({ type: 'reinforcements-arrived', group: 1, men: [man('ugandans-x', 'ugandans', 'Ugandan Sentries X', [])], caseRef: 'Case 38.33' }),
  'object-moved': ev({ type: 'object-moved', objectId: 'hostage-group-1', steps: [{ to: at(18, 39), cost: 4 }], cost: 4, byManId: A, caseRef: 'Case 39.43' }),
  'counter-changed': ev({ type: 'counter-changed', counter: 'hostages-killed', value: 2, caseRef: 'Case 39.43' }),
  'train-moved': ev({ type: 'train-moved', objectId: 'train', from: 0, to: 3, moved: 3, squares: [], riders: {}, boarded: [], exited: [], ranOver: [], summary: 'lead at 0510', caseRef: 'Case 42.43' }),
  'train-speed-ordered': ev({ type: 'train-speed-ordered', objectId: 'train', squares: 3, turn: 2, caseRef: 'Case 42.43' }),
  'scenario-work-done': ev({ type: 'scenario-work-done', manId: A, workId: 'radar', taskPoints: 10, square: at(5, 5), summary: '10 of 40 Task Points toward the radar', caseRef: 'Case 45.81' }),
  'scenario-work-completed': ev({ type: 'scenario-work-completed', workId: 'radar', manId: A, summary: 'the radar is dismantled', caseRef: 'Case 45.81' }),
  'equipment-taken': ev({ type: 'equipment-taken', manId: A, fromId: D, item: 'radio', cost: bd(10), caseRef: 'Section 13.2' }),
  'bridge-detonated': ev({ type: 'bridge-detonated', manId: A, feature: 'Lippe bridge', cost: bd(10), chance: bd(60), roll: 45, success: true, squares: [], summary: '', caseRef: 'Case 44.43', dice: d100('Case 44.43 bridge', 4, 5) }),
  'tram-ridden': ev({ type: 'tram-ridden', manId: A, from: at(3, 3), to: at(9, 9), taskPoints: 20, caseRef: 'Case 50.43' }),
  'game-ended': ev({ type: 'game-ended', end: { turn: 12, reason: 'turn-limit', caseRef: 'Case 38.31', umpireJudged: false, sides: [{ side: 'israelis', caseRef: 'x', umpireJudged: false, outcomes: [{ result: 'marginal victory', verdict: 'met', text: '' }] }] } }),
  'fire-resolved': ev({ type: 'fire-resolved', firerId: D, weaponId: 'wq2-1', weapon: 'rifle', aimed: false, spray: false, opportunity: { promptId: 'p3', simultaneous: false, caseRef: 'Case 10.7' }, cost: bd(15), taskPointsCharged: 10, targets: [{ targetId: A, fires: 1, chance: bd(35), killChance: bd(5), hit: false, killed: false, woundPoints: 0, condition: 'fit' }], magazineUnloaded: false, summary: [], caseRef: 'Case 10.7', dice: d100('Case 10.81 to hit', 9, 10) }),
  'flamethrower-exploded': ev({ type: 'flamethrower-exploded', manId: A, weaponId: 'wq1-3', rolls: [96], armament: arm, summary: [], caseRef: 'Case 17.31' }),
  'flame-blast': ev({ type: 'flame-blast', manId: A, weaponId: 'wq1-3', square: at(17, 5), squares: [at(17, 5)], hits: [{ manId: A, range: 0, code: '2D6-2 min 1', woundPoints: 5, reason: 'The wielder' }, { manId: 'israelis-b', range: 1, code: '2D6', woundPoints: 8, reason: 'Adjacent', panicCheckDue: { caseRef: 'Case 17.34' } }], summary: [], caseRef: 'Case 17.33', dice: [{ purpose: 'Case 17.33: roll 2D6-2 min 1', mode: 'seeded', faces: [{ die: 'd6', face: 3 }, { die: 'd6', face: 4 }] }] }),
  'flamethrower-chain-roll': ev({ type: 'flamethrower-chain-roll', manId: 'israelis-b', weaponId: 'wq2-1', roll: 37, exploded: true, caseRef: 'Case 17.35', dice: [{ purpose: 'Case 17.35: roll 1D100', mode: 'seeded', faces: [{ die: 'd10', face: 3 }, { die: 'd10', face: 7 }] }] }),
  'man-caught-fire': ev({ type: 'man-caught-fire', manId: A, caseRef: 'Case 17.41' }),
  'man-burned': ev({ type: 'man-burned', manId: A, woundPoints: 4, caseRef: 'Case 17.43', dice: [{ purpose: 'Case 17.41: roll 1D6', mode: 'seeded', faces: [{ die: 'd6', face: 4 }] }] }),
  'flames-smothered': ev({ type: 'flames-smothered', manId: A, cost: bd(25, 'Case 17.42'), spentSoFar: 25, needed: 25, out: true, caseRef: 'Case 17.42' }),
  'flamethrower-repair': ev({ type: 'flamethrower-repair', manId: A, weaponId: 'wq1-3', cost: bd(50, 'Case 17.36'), spentSoFar: 100, needed: 135, repaired: false, caseRef: 'Case 17.36' }),
  'structure-demolished': ev({ type: 'structure-demolished', explosiveId: 'satchel-1', at: at(20, 41), structureId: 'control tower', result: 'destroyed', squares: [{ square: at(20, 41), from: 'building', to: 'rubble' }], removedLines: [], summary: [], caseRef: 'Case 11.72' }),
  'observed-automatically': ev({ type: 'observed-automatically', actorId: D, square: at(14, 13), posture: 'erect', observerIds: [A], caseRef: 'Case 8.5' }),
  'opportunity-plots-updated': ev({ type: 'opportunity-plots-updated', plots: {}, caseRef: 'Case 10.72' }),
  'opportunity-held': ev({ type: 'opportunity-held', promptId: 'p3', plotterId: D, caseRef: 'Case 10.73' }),
  'grenade-prepared': ev({ type: 'grenade-prepared', manId: A, grenade: { type: 'fragmentation', era: 'modern' }, armament: arm, cost: bd(5), exploded: [], summary: [], caseRef: 'Case 11.1' }),
  'grenade-thrown': ev({ type: 'grenade-thrown', manId: A, grenade: { type: 'fragmentation', era: 'modern' }, target: at(14, 6), chance: bd(70), hit: true, landing: at(14, 6), blast: { square: at(14, 6), code: 'A', killChance: bd(10), men: [] }, combat: true, armament: arm, cost: bd(10), taskPointsCharged: 10, summary: [], caseRef: 'Case 11.2', dice: d100('Case 11.21 accuracy', 3, 10) }),
  'weapon-reloaded': ev({ type: 'weapon-reloaded', manId: A, weaponId: 'wq1-1', armament: arm, cost: bd(8), caseRef: 'Case 10.63' }),
  'weapon-prepared': ev({ type: 'weapon-prepared', manId: A, weaponId: 'wq1-2', armament: arm, cost: bd(3), caseRef: 'Case 13.18' }),
  'weapons-dropped': ev({ type: 'weapons-dropped', manId: A, square: at(14, 4), dropped: [{ id: 'wq1-2', kind: 'pistol', issuedTo: 'israelis' }], armament: arm, caseRef: 'Case 13.14' }),
  'weapon-picked-up': ev({ type: 'weapon-picked-up', manId: A, square: at(14, 4), weaponId: 'wq1-2', dropped: [], armament: arm, cost: bd(5), caseRef: 'Case 13.15' }),
  'weapons-exchanged': ev({ type: 'weapons-exchanged', manId: A, partnerId: D, square: at(14, 4), taker: arm, partner: arm, dropped: [], takerCost: bd(10), caseRef: 'Section 13.2' }),
  'explosive-assigned': ev({ type: 'explosive-assigned', explosiveId: 'satchel-1', manId: A, caseRef: 'Case 11.71' }),
  'explosive-emplaced': ev({ type: 'explosive-emplaced', manId: A, explosive, taskPoints: 20, caseRef: 'Case 11.73' }),
  'smoke-laid': ev({ type: 'smoke-laid', landing: at(14, 6), squares: [at(14, 6), at(14, 7)], turn: 2, source: 'smoke grenade', summary: [], caseRef: 'Case 11.52' }),
  'smoke-dissipated': ev({ type: 'smoke-dissipated', dissipated: [at(14, 6)], summary: [], caseRef: 'Case 11.54', dice: d6('Case 11.54 smoke in 1406', 1) }),
  'explosive-checked': ev({ type: 'explosive-checked', explosive, detonated: false, summary: [], caseRef: 'Case 11.74', dice: d100('Case 11.74 check', 7, 7) }),
  'wire-bridged': ev({ type: 'wire-bridged', manId: A, side: { col: 17, row: 5, dir: 'e' }, square: at(17, 5), turn: 2, phase: 'x', caseRef: 'Case 20.12' }),
  'wire-bridge-used': ev({ type: 'wire-bridge-used', bridgeManId: A, byManId: 'israelis-b', turn: 2, phase: 'x', caseRef: 'Case 20.13' }),
  'wire-left': ev({ type: 'wire-left', manId: A, square: at(17, 5), cost: bd(5), early: false, caseRef: 'Case 20.13' }),
  'wire-clipping': ev({ type: 'wire-clipping', manId: A, side: { col: 17, row: 5, dir: 'e' }, terrain: 'barbed-wire', taskPoints: 10, total: 10, needed: 20, breakdown: bd(20), caseRef: 'Case 20.31' }),
  'wire-clipped': ev({ type: 'wire-clipped', manId: A, side: { col: 17, row: 5, dir: 'e' }, terrain: 'barbed-wire', caseRef: 'Case 20.34' }),
  'wire-electrified': ev({ type: 'wire-electrified', owner: 'ugandans', side: { col: 17, row: 5, dir: 'e' }, on: true, caseRef: 'Case 45.41' }),
  'wire-tested': ev({ type: 'wire-tested', manId: A, side: { col: 17, row: 5, dir: 'e' }, live: true, cost: bd(50, 'Case 31.1'), caseRef: 'Case 31.1' }),
  'wire-touched': ev({ type: 'wire-touched', manId: A, side: { col: 17, row: 5, dir: 'e' }, live: false, caseRef: 'Section 31.0' }),
  'wire-shock': ev({ type: 'wire-shock', manId: A, side: { col: 17, row: 5, dir: 'e' }, roll: 7, killed: false, caseRef: 'Case 31.21', dice: [{ purpose: 'Case 31.21: roll 1D10', mode: 'seeded', faces: [{ die: 'd10', face: 7 }] }] }),
  'wire-boosted': ev({ type: 'wire-boosted', boosterId: 'israelis-b', manId: A, side: { col: 17, row: 5, dir: 'e' }, from: at(17, 5), to: at(18, 5), boosterCost: bd(25, 'Case 31.23'), moverTaskPoints: 50, slipRoll: 1, slipped: true, caseRef: 'Case 31.23', dice: [{ purpose: 'Case 31.24: roll 1D10', mode: 'seeded', faces: [{ die: 'd10', face: 1 }] }] }),
  'mine-placed': ev({ type: 'mine-placed', mine: { id: 'm1', side: 'ugandans', type: 'anti-personnel', square: at(7, 12), status: 'armed' }, caseRef: 'Section 22.0' }),
  'mine-removed': ev({ type: 'mine-removed', mineId: 'm1', caseRef: 'Section 22.0' }),
  'mine-triggered': ev({ type: 'mine-triggered', manId: A, square: at(7, 12), mineIds: ['m1'], how: 'entered', roll: 5, detonated: false, caseRef: 'Case 22.1', dice: d6('Case 22.1 mine in 0712 (1D6, even detonates)', 5) }),
  'claymore-fired': ev({ type: 'claymore-fired', manId: D, mineIds: ['m2'], cost: bd(20), caseRef: 'Case 22.32' }),
  'rifle-grenade-affixed': ev({ type: 'rifle-grenade-affixed', manId: D, ownerId: D, removed: false, armament: { ...arm, rifleGrenades: 5, rifleGrenadeOn: 'wq1-1' }, cost: bd(50), caseRef: 'Case 18.12' }),
  'thump-gun-issued': ev({ type: 'thump-gun-issued', manId: A, weaponId: 'wq1-tg', replaced: 'submachinegun', armament: arm, caseRef: 'Case 39.41' }),
  'flare-fired': ev({ type: 'flare-fired', manId: A, target: at(14, 26), chance: bd(70), hit: false, landing: at(14, 28), scatter: { direction: 's', distance: 2, stops: [] }, cost: bd(13), taskPointsCharged: 13, flaresLeft: 11, summary: [], caseRef: 'Case 34.31', dice: d100('Case 34.32 flare accuracy', 9, 1) }),
  'illumination-lit': ev({ type: 'illumination-lit', device: { id: 'light-1', kind: 'flare', source: 'flare', side: 'israelis', manId: A, square: at(14, 28), litTurn: 3, lastTurn: 3 }, squares: 441, summary: [], caseRef: 'Case 34.31' }),
  'illumination-expired': ev({ type: 'illumination-expired', deviceId: 'light-1', kind: 'flare', square: at(14, 28), caseRef: 'Case 34.34' }),
  'star-shell-drifted': ev({ type: 'star-shell-drifted', deviceId: 'light-2', from: at(20, 20), to: at(17, 20), wind: { direction: 'w', velocity: 3 }, caseRef: 'Case 34.45' }),
  'wind-rolled': ev({ type: 'wind-rolled', wind: { direction: 'w', velocity: 3 }, summary: [], caseRef: 'Case 34.42', dice: d6('Case 34.42 wind velocity', 4) }),
  'dog-wind-rolled': ev({ type: 'dog-wind-rolled', from: 'e', rolls: [9, 3], caseRef: 'Case 32.12' }),
  'dog-wind-checked': ev({ type: 'dog-wind-checked', change: 2, from: 'n', rolls: [1], caseRef: 'Case 32.13' }),
  'dog-placed': ev({ type: 'dog-placed', dog: { ...man('dog-1', 'ugandans', 'Guard dog 1', ['dog']), square: at(14, 14), dog: { handlerId: D, released: false, scented: [] } }, square: at(14, 14), caseRef: 'Case 32.11' }),
  'mount-placed': ev({ type: 'mount-placed', mount: { ...man('mount-1', 'israelis', 'Camel 1', []), square: at(14, 14), mount: { kind: 'camel', hobbled: true } }, square: at(14, 14), endurance: 19, caseRef: 'Case 42.42' }),
  'man-mounted': ev({ type: 'man-mounted', manId: A, mountId: 'mount-1', cost: bd(35, 'Case 5.22'), mountCost: 35, caseRef: 'Case 19.22' }),
  'man-dismounted': ev({ type: 'man-dismounted', manId: A, mountId: 'mount-1', cost: bd(35, 'Case 5.22'), mountCost: 35, caseRef: 'Case 19.67' }),
  'mount-hobbled': ev({ type: 'mount-hobbled', manId: A, mountId: 'mount-1', hobbled: false, cost: bd(13, 'Case 5.22'), caseRef: 'Case 19.66' }),
  'mount-panicked': ev({ type: 'mount-panicked', mountId: 'mount-1', result: 'hold', automatic: false, letGo: A, caseRef: 'Case 19.64' }),
  'mount-fell': ev({ type: 'mount-fell', mountId: 'mount-1', riderId: A, cause: 'fire', fell: true, roll: 6, riderWounds: 2, caseRef: 'Case 19.53' }),
  'dog-scented': ev({ type: 'dog-scented', dogId: 'dog-1', scented: [A], caseRef: 'Case 32.14' }),
  'dog-released': ev({ type: 'dog-released', dogId: 'dog-1', caseRef: 'Case 32.16' }),
  'dog-recalled': ev({ type: 'dog-recalled', dogId: 'dog-1', caseRef: 'Case 32.34' }),
  'dog-whistle-blown': ev({ type: 'dog-whistle-blown', manId: D, cost: bd(35, 'Case 32.21'), turnsBlown: 1, caseRef: 'Case 32.21' }),
  'dog-whistle-stopped': ev({ type: 'dog-whistle-stopped', manId: D, reason: 'he did not blow it this Game-Turn', caseRef: 'Case 32.21' }),
  'dog-handler-changed': ev({ type: 'dog-handler-changed', dogIds: ['dog-1'], handlerId: D, caseRef: 'Case 32.21' }),
  'launcher-fired': ev({ type: 'launcher-fired', manId: A, launcher: 'thump-gun', target: at(14, 26), chance: bd(70), hit: false, dud: false, landing: at(14, 28), scatter: { direction: 's', distance: 2, stops: [] }, blast: { square: at(14, 28), code: 'A', killChance: bd(2), men: [{ id: D, wounds: 3, killed: false, reason: 'open' }] }, armament: arm, cost: bd(25), taskPointsCharged: 25, summary: [], caseRef: 'Case 21.13', dice: d100('Case 21.13 thump-gun accuracy', 9, 1) }),
  'searchlight-placed': ev({ type: 'searchlight-placed', searchlight: { id: 'searchlight-1', side: 'ugandans', square: at(10, 22), facing: 'NE' }, caseRef: 'Case 33.11' }),
  'man-climbed': ev({ type: 'man-climbed', manId: A, how: 'ladder', square: at(10, 22), on: 'roof', level: 1, prone: true, cost: bd(25, 'Case 35.21'), caseRef: 'Case 35.21' }),
  'man-climbed-down': ev({ type: 'man-climbed-down', manId: A, how: 'jump', square: at(11, 22), cost: bd(25, 'Case 35.23'), caseRef: 'Case 35.23' }),
  'hooks-issued': ev({ type: 'hooks-issued', manId: A, caseRef: 'Case 35.24' }),
  'searchlight-manned': ev({ type: 'searchlight-manned', searchlightId: 'searchlight-1', manId: D, square: at(10, 22), caseRef: 'Case 33.12' }),
  'searchlight-turned': ev({ type: 'searchlight-turned', searchlightId: 'searchlight-1', manId: D, from: 'NE', to: 'E', caseRef: 'Case 33.14' }),
  'searchlight-shot': ev({ type: 'searchlight-shot', searchlightId: 'searchlight-1', manId: A, weaponId: 'wq1-1', chance: bd(45), roll: 37, hit: true, cost: bd(18), taskPointsCharged: 18, caseRef: 'Case 33.32', dice: d100('Case 33.32 fire at searchlight', 3, 7) }),
  'searchlight-destroyed': ev({ type: 'searchlight-destroyed', searchlightId: 'searchlight-1', how: 'task', manId: D, cost: bd(5), caseRef: 'Case 33.31' }),
  'mine-detonated': ev({ type: 'mine-detonated', mineIds: ['m1'], byManId: A, turn: 2, hits: [{ manId: A, mineId: 'm1', woundPoints: 3, caseRef: 'Case 22.1' }], caseRef: 'Case 22.1', dice: d6('Case 22.1 Wound Points', 3) }),
};
