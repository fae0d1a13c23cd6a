import { randomBytes, timingSafeEqual } from 'node:crypto';

/** One secret for the umpire, one per side, and one for the shared screen. A token opens exactly one audience. */
export class TokenRegistry {
  readonly umpire: string;
  /** The shared screen's: it reads what the screen shows now and nothing else. Kept across games, like the umpire's. */
  readonly screen: string;
  private readonly sides = new Map<string, string>();

  constructor(sideIds: readonly string[], fixed?: { umpire?: string; sides?: Record<string, string>; screen?: string }) {
    this.umpire = fixed?.umpire ?? newToken();
    this.screen = fixed?.screen ?? newToken();
    for (const side of sideIds) this.sides.set(side, fixed?.sides?.[side] ?? newToken());
  }

  /** Each side's token now. */
  allSides(): Record<string, string> {
    return Object.fromEntries(this.sides);
  }

  /** The sides that have a token now. */
  sideIds(): string[] {
    return [...this.sides.keys()];
  }

  /**
   * A new game is behind the host and no campaign keeps its tokens (a game in
   * memory): every side gets a fresh token and every
   * old side token stops working (even for a side of the same name, so a
   * link to the last game never opens the next one). The umpire's is kept.
   */
  resetSides(sideIds: readonly string[]): void {
    this.sides.clear();
    for (const side of sideIds) this.sides.set(side, newToken());
  }

  /** The sides of the game now open, with their stored tokens (issue 15): every other side token stops working. */
  setSides(tokens: Readonly<Record<string, string>>): void {
    this.sides.clear();
    for (const [side, token] of Object.entries(tokens)) this.sides.set(side, token);
  }

  sideToken(side: string): string {
    const t = this.sides.get(side);
    if (!t) throw new Error(`No token for side "${side}".`);
    return t;
  }

  isUmpire(token: string | undefined): boolean {
    return token !== undefined && safeEqual(token, this.umpire);
  }

  isScreen(token: string | undefined): boolean {
    return token !== undefined && safeEqual(token, this.screen);
  }

  /** The side a token belongs to, or undefined. The umpire token is not a side token. */
  sideFor(token: string | undefined): string | undefined {
    if (token === undefined) return undefined;
    for (const [side, t] of this.sides) if (safeEqual(token, t)) return side;
    return undefined;
  }
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
