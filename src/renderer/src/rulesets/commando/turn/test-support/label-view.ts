import { blankMap } from '@shared/map/map-model';
import type { ManState, SideInfo } from '@shared/rulesets/commando/model/state';
import type { UmpireView } from '@shared/rulesets/commando/view/view';

// The Turn panel's labels read names from the umpire's view: the label tests build one by hand, one side and one man on
// a blank 5×5 map, with what else a test needs.

/** The Commandos and their man a1 Hale in 0101. */
export const COMMANDOS: SideInfo = { id: 'a', name: 'Commandos', mode: 'commando', observationCode: 'C' };
export const HALE: ManState = { id: 'a1', side: 'a', name: 'Hale', square: { col: 1, row: 1 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] };

/** The Germans and their man b1 Vogel in 0101. */
export const GERMANS: SideInfo = { id: 'b', name: 'Germans', mode: 'defending', observationCode: 'G' };
export const VOGEL: ManState = { id: 'b1', side: 'b', name: 'Vogel', square: { col: 1, row: 1 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] };

/** The umpire's view in `phase` of `side` with its one `man`; `more` adds or replaces fields. */
export function labelView(phase: string, side: SideInfo, man: ManState, more: Partial<UmpireView> = {}): UmpireView {
  return {
    kind: 'umpire',
    ruleset: 'commando',
    gameId: 'g',
    scenarioName: 's',
    turn: 1,
    phase,
    map: blankMap('m', 'm', 5, 5, { kind: 'custom', note: '' }),
    sides: [side],
    men: [man],
    knowledge: {},
    version: 0,
    ...more,
  };
}
