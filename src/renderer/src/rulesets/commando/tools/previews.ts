import type { Breakdown } from '@shared/kernel/breakdown';
import type { FireChance } from '@shared/rulesets/commando/rules/fire-combat';
import type { PreparedGrenade } from '@shared/rulesets/commando/rules/grenades';
import type { FanEntry } from '@shared/rulesets/commando/rules/grenade-scatter';
import type { BlastExposure } from '@shared/rulesets/commando/rules/grenade-blast';
import type { Square } from '@shared/map/map-model';
import type { MinePreview } from './mine-tool';

/**
 * What each task tool shows before it sends anything: the shapes the map and
 * the preview cards draw. They live apart from the tools so that the tool
 * types (tool.ts) name them without importing the tools, which import
 * tool.ts (no import cycle).
 */

/** Move (move-tool.ts): the acting man's reach, his route to the hovered square and its running Task Point cost (Section 7). */
export interface MovePreview {
  readonly manId: string;
  readonly reach: readonly { readonly square: Square; readonly cost: number }[];
  readonly route?: readonly Square[];
  readonly running?: readonly number[];
  readonly total?: number;
  readonly remaining: number;
  readonly error?: string;
  /** Case 19.34: the square of the route where the rider drops his grenade (gallop-drop-tool.ts). */
  readonly drop?: Square;
}

/** Deploy / place (deploy-tool.ts): where the man, object or mine may go, and the hovered square's check. */
export interface DeployPreview {
  readonly mode: 'setup' | 'entry' | 'object' | 'mine';
  /** The man (or, placing an object, the object) being placed. */
  readonly manId: string;
  readonly label: string;
  /** Where he may go: his side's set-up Zones (set-up) or the entry edges' squares (entry). */
  readonly squares: readonly Square[];
  /** Zone labels: the Zone's id where it starts, with its count when known ("Zone 3 · 1/2"). */
  readonly zones: readonly { readonly id: number; readonly at: Square; readonly text?: string }[];
  readonly hover?: Square;
  readonly allowed?: boolean;
  readonly caseRef: string;
  /** A sentry route being laid (Case 38.45), and the first square that is not next to the one before it. */
  readonly route?: { readonly points: readonly Square[]; readonly broken?: Square };
  /** Placing an object: the squares its area would cover at the hovered square (Case 39.43). */
  readonly area?: readonly Square[];
  /** Laying a mine (Section 22.0): the claymore's square, facing choices and the hovered square's check. */
  readonly mine?: MinePreview;
}

/** Fire (fire-tool.ts): the targets he observes and the chance against the hovered one (Cases 10.81-10.83). */
export interface FirePreview {
  readonly firerId: string;
  readonly from: Square;
  /** Enemy men he observes now (Case 10.14): the squares he may fire at. */
  readonly targets: readonly { readonly id: string; readonly square: Square }[];
  readonly targetId?: string;
  readonly to?: Square;
  readonly chance?: FireChance;
  readonly error?: string;
}

/** Grenade (grenade-tool.ts): the chance to hit the hovered square, the scatter fan and the blast (Cases 11.81, 11.31, 11.41). */
export interface GrenadePreview {
  readonly throwerId: string;
  readonly from: Square;
  /** The grenade he would throw; absent when he holds none prepared (a click prepares one). */
  readonly prepared?: PreparedGrenade;
  readonly to?: Square;
  readonly chance?: Breakdown;
  readonly fan: readonly FanEntry[];
  /** The destination and the eight squares around it (Case 11.41), and the men there with their exposure. */
  readonly blast?: { readonly squares: readonly Square[]; readonly men: readonly BlastExposure[] };
  readonly error?: string;
  /** The launcher tool's shot (Sections 18.0, 21.0): fired, not thrown; nothing to prepare. */
  readonly launcher?: 'rifle-grenade' | 'thump-gun';
}
