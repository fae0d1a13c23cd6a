/**
 * Scripted dice for tests and worked examples: the faces come in the order
 * given, and any surprise — a die of the wrong kind, or one die too many — is
 * an error that says which roll asked, so a test cannot pass on dice it did
 * not mean to roll.
 */
import type { DiceSource, DieFace, DieKind, DieRequest } from './dice-source';
import { checkedFace } from './physical-dice';

export class ScriptedDiceError extends Error {
  override readonly name = 'ScriptedDiceError';
}

/** Shorthand for scripts: `d6(3, 4)` → two d6 faces. */
export const d6 = (...faces: number[]): DieFace[] => faces.map((f) => checkedFace('d6', f));
/** Shorthand for scripts: `d10(0, 7)`; a 0 is the printed 0, which counts 10 (Case 4.0). */
export const d10 = (...faces: number[]): DieFace[] => faces.map((f) => checkedFace('d10', f));
/** Shorthand for scripts: `d12(1, 12)`. */
export const d12 = (...faces: number[]): DieFace[] => faces.map((f) => checkedFace('d12', f));
/** Shorthand for scripts: `d20(1, 20)`. */
export const d20 = (...faces: number[]): DieFace[] => faces.map((f) => checkedFace('d20', f));

export class ScriptedDice implements DiceSource {
  readonly mode = 'scripted' as const;
  private readonly faces: readonly DieFace[];
  private next = 0;
  /** Every request answered so far, in order, for tests that check what was asked. */
  readonly requests: DieRequest[] = [];

  constructor(faces: readonly DieFace[]) {
    this.faces = faces.map((f) => checkedFace(f.die, f.face));
  }

  get remaining(): number {
    return this.faces.length - this.next;
  }

  roll(request: DieRequest): DieFace {
    const face = this.faces[this.next];
    if (!face) {
      throw new ScriptedDiceError(`scripted dice ran out: all ${this.faces.length} faces were used before "${request.purpose}" asked for a ${request.die}`);
    }
    if (face.die !== request.die) {
      throw new ScriptedDiceError(`scripted die ${this.next + 1} is a ${face.die} (${face.face}) but "${request.purpose}" asked for a ${request.die}`);
    }
    this.next++;
    this.requests.push(request);
    return face;
  }

  /** Throws unless every scripted face was used: a leftover face means the code rolled fewer dice than the test expected. */
  assertAllUsed(): void {
    if (this.remaining > 0) {
      const left = this.faces.slice(this.next).map((f) => `${f.die} ${f.face}`);
      throw new ScriptedDiceError(`${this.remaining} scripted ${this.remaining === 1 ? 'face was' : 'faces were'} never rolled: ${left.join(', ')}`);
    }
  }

  /** The kinds of die still waiting, for messages. */
  pending(): readonly DieKind[] {
    return this.faces.slice(this.next).map((f) => f.die);
  }
}
