import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Armament } from '../rules/weapons';
import type { EventBase } from './event-base';

/** Case 11.4 as a rifle grenade or thump gun shell bursts (Section 18.0 Detonation; Case 21.13): every man in the blast radius. */
export interface LauncherBlast {
  readonly square: Square;
  readonly code: string;
  readonly killChance: Breakdown;
  readonly men: readonly { readonly id: string; readonly wounds: number; readonly killed: boolean; readonly reason: string; readonly panicCheckDue?: { readonly caseRef: string } }[];
}

/** Sections 18.0 Rifle Grenades and 21.0 Thump Guns (engine/launcher-command.ts). */
export type LauncherEvent =
  /** Cases 18.12, 18.13, 18.23: a rifle grenade affixed to (or removed from) `ownerId`'s weapon by `manId` (the same man, or a helper). */
  | (EventBase & { readonly type: 'rifle-grenade-affixed'; readonly manId: string; readonly ownerId: string; readonly removed: boolean; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 21.11: a thump gun issued to a man in set-up (the scenario's suggested allotment, or the Players' choice). */
  | (EventBase & { readonly type: 'thump-gun-issued'; readonly manId: string; readonly weaponId: string; readonly replaced?: string; readonly armament: Armament; readonly caseRef: string })
  /** Section 18.0 procedure; Cases 21.12–21.13, 21.22: a rifle grenade or thump gun shell fired at a square. Wounds follow as `man-wounded`. */
  | (EventBase & {
      readonly type: 'launcher-fired';
      readonly manId: string;
      readonly launcher: 'rifle-grenade' | 'thump-gun';
      readonly target: Square;
      /** Absent for a shell fired inside 10 squares (Case 21.22). */
      readonly chance?: Breakdown;
      readonly hit: boolean;
      /** Case 21.22: the shell never armed. */
      readonly dud: boolean;
      /** Cases 34.24, 34.25: an illumination shell or rifle grenade: no blast; an `illumination-lit` follows. */
      readonly illumination?: boolean;
      readonly landing: Square;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
      readonly blast?: LauncherBlast;
      readonly armament: Armament;
      readonly opportunity?: { readonly promptId: string; readonly simultaneous: boolean; readonly caseRef: string };
      readonly panicCheckDue?: { readonly manId: string; readonly caseRef: string };
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    });
