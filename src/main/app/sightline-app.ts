import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import type { SessionInfo, PlayerLink } from '@shared/contract/api';
import type { DiceSource } from '@shared/dice/dice-source';
import type { GameEvent } from '@shared/game/events';
import type { GameState } from '@shared/game/state';
import { replay } from '@shared/game/engine';
import { GameHost, type EventStore } from '../host/game-host';
import type { UmpireShell } from '../host/api-service';
import { closeServer, createHttpListener, listen } from '../http/http-transport';
import { TokenRegistry } from '../http/tokens';

export interface GamePersistence {
  readonly databasePath: string;
  /** Events already committed for this game, in order, and the store new ones go to. */
  open(initial: GameState): { events: readonly GameEvent[]; store: EventStore; dice: DiceSource };
  close(): void;
}

export interface SightlineOptions {
  readonly mode: 'browser' | 'electron';
  readonly persistence: GamePersistence;
  readonly initial: GameState;
  /** The built renderer, served to browsers and LAN players. */
  readonly staticDir: string;
  /** Loopback port (0 picks one). */
  readonly port: number;
  /** Where the LAN listener binds when the umpire turns LAN on; 0.0.0.0 by default. */
  readonly lanHost?: string;
  readonly lanPort?: number;
  readonly tokens?: { umpire?: string; sides?: Record<string, string> };
  /** Electron supplies this to open a pop-out window; in browser mode the umpire's page opens the URL. */
  readonly openPlayerWindow?: (side: string) => Promise<void>;
}

/**
 * The application shell shared by Electron and browser mode: one host, one
 * loopback HTTP listener (browser mode and pop-outs in a browser), and an
 * optional LAN listener that serves players only.
 */
export class SightlineApp implements UmpireShell {
  readonly host: GameHost;
  readonly tokens: TokenRegistry;
  private loopback?: Server;
  private loopbackPort = 0;
  private lan?: Server;
  private lanPort?: number;

  private constructor(private readonly opts: SightlineOptions) {
    const { events, store, dice } = opts.persistence.open(opts.initial);
    this.host = new GameHost(replay(opts.initial, events), dice, store);
    this.tokens = new TokenRegistry(
      opts.initial.sides.map((s) => s.id),
      opts.tokens,
    );
  }

  static async start(opts: SightlineOptions): Promise<SightlineApp> {
    const app = new SightlineApp(opts);
    app.loopback = createHttpListener('loopback', app.transportOptions());
    app.loopbackPort = await listen(app.loopback, opts.port, '127.0.0.1');
    return app;
  }

  get port(): number {
    return this.loopbackPort;
  }

  get umpireUrl(): string {
    return `http://127.0.0.1:${this.loopbackPort}/umpire?token=${this.tokens.umpire}`;
  }

  session(): SessionInfo {
    const lanAddresses = this.lanPort === undefined ? [] : lanUrls(this.opts.lanHost ?? '0.0.0.0', this.lanPort);
    const players: PlayerLink[] = this.host.sides().map((s) => {
      const token = this.tokens.sideToken(s.id);
      const path = `/player/${encodeURIComponent(s.id)}?token=${token}`;
      return { side: s.id, sideName: s.name, token, url: `http://127.0.0.1:${this.loopbackPort}${path}`, lanUrls: lanAddresses.map((base) => base + path) };
    });
    return {
      mode: this.opts.mode,
      databasePath: this.opts.persistence.databasePath,
      ...(this.opts.mode === 'browser' ? { umpireUrl: this.umpireUrl } : {}),
      lan: { enabled: this.lan !== undefined, ...(this.lanPort !== undefined ? { port: this.lanPort } : {}) },
      players,
    };
  }

  async setLan(enabled: boolean): Promise<SessionInfo> {
    if (enabled && !this.lan) {
      const server = createHttpListener('lan', this.transportOptions());
      this.lanPort = await listen(server, this.opts.lanPort ?? 0, this.opts.lanHost ?? '0.0.0.0');
      this.lan = server;
    } else if (!enabled && this.lan) {
      await closeServer(this.lan);
      this.lan = undefined;
      this.lanPort = undefined;
    }
    return this.session();
  }

  async openPlayerWindow(side: string): Promise<{ opened: boolean; url: string }> {
    const link = this.session().players.find((p) => p.side === side);
    if (!link) throw new Error(`No side "${side}" in this game.`);
    if (!this.opts.openPlayerWindow) return { opened: false, url: link.url };
    await this.opts.openPlayerWindow(side);
    return { opened: true, url: link.url };
  }

  async close(): Promise<void> {
    if (this.lan) await closeServer(this.lan);
    if (this.loopback) await closeServer(this.loopback);
    this.opts.persistence.close();
  }

  private transportOptions() {
    return { host: this.host, shell: this, tokens: this.tokens, staticDir: this.opts.staticDir };
  }
}

/** Addresses a phone or tablet on the club's network can reach. */
function lanUrls(bindHost: string, port: number): string[] {
  if (bindHost !== '0.0.0.0') return [`http://${bindHost}:${port}`];
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${port}`);
  }
  return out;
}
