import type { Command } from '@shared/rulesets/commando/model/commands';
import type { CommandOutcome, PlayerParams, ScreenPush, SideOrdersInfo, SessionInfo, UmpireMethod, UmpireParams, UmpireResults } from '@shared/contract/api';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { LinkState } from './side-link';

/** The umpire console's only way to the host: IPC in Electron, HTTP in a browser. */
export interface UmpireClient {
  readonly role: 'umpire';
  getView(): Promise<UmpireView>;
  getSession(): Promise<SessionInfo>;
  command(command: Command): Promise<CommandOutcome>;
  /** `port`: a new fixed LAN port, saved in the campaign file (issue 15). */
  setLan(enabled: boolean, port?: number): Promise<SessionInfo>;
  /** Any umpire method of the contract (undo, audit, provideDice, …). */
  call<M extends UmpireMethod>(method: M, params: UmpireParams<M>): Promise<UmpireResults[M]>;
  onView(listener: (view: UmpireView) => void): () => void;
}

/** A player window's only way to the host. It can ask for its own side's projection and nothing else. */
export interface PlayerClient {
  readonly role: 'player';
  readonly side: string;
  getView(manId?: string): Promise<PlayerView>;
  /** `onLink` hears the link's state (issue 15): live, reconnecting, or moved/closed/invalid; a window over IPC is always live. */
  onView(listener: (view: PlayerView) => void, manId?: string, onLink?: (state: LinkState) => void): () => void;
  /** Case 38.4: during set-up, deploy one of the side's own men (the host refuses anything else). */
  deploy(params: PlayerParams<'deploy'>): Promise<CommandOutcome>;
  /** Section 22.0: during set-up, lay one of the side's own mines in secret. */
  placeMine(params: PlayerParams<'placeMine'>): Promise<CommandOutcome>;
  /** Section 22.0: during set-up, lift one of the side's own mines. */
  removeMine(params: PlayerParams<'removeMine'>): Promise<CommandOutcome>;
  /** Issue 15: an order in play for the side's own men, or its answer to a prompt that asks it; the host authorises it and runs or queues it. */
  order(order: SideOrderInput): Promise<CommandOutcome>;
  /** Issue 15: the side's own orders waiting for the umpire, and why its refused ones were refused. */
  myOrders(): Promise<SideOrdersInfo>;
  /** The modern skirmish rules (issue 19): the side's orders for the bound, secret until both sides are done. */
  submitOrders(params: { readonly orders: readonly unknown[] }): Promise<CommandOutcome>;
  /** Issue 15, ruling SO15: the face of the side's own die its view asks for (`yourRoll`); refused when none of its own is waiting. */
  rollMyDie(face: number): Promise<CommandOutcome>;
}

/** An order as a side's window sends it: an engine command's shape, or a prompt answer by the prompt's name (side-orders.ts). */
export type SideOrderInput = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The shared screen's only way to the host: the curtain, or the side the umpire revealed. Nothing else. */
export interface ScreenClient {
  readonly role: 'screen';
  getScreen(): Promise<ScreenPush>;
  onScreen(listener: (push: ScreenPush) => void): () => void;
}

export type Client = UmpireClient | PlayerClient | ScreenClient;
