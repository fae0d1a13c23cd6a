/**
 * Physical dice: at a club night the umpire rolls real dice and types the
 * faces. The pure `decide` cannot wait for input, so when it asks for a die
 * nobody has typed yet this source throws `DiceNeeded` carrying the request
 * ("Case 10.62 magazine check: roll 1D10"). The host shows that to the umpire,
 * adds the face, and runs `decide` again from the start with all the faces;
 * being pure, it asks for the same dice in the same order each time.
 */
import type { DiceSource, DieFace, DieKind, DieRequest } from './dice-source';

const SIDES_NAME: Readonly<Record<DieKind, string>> = { d6: 'six-sided', d10: 'ten-sided', d12: 'twelve-sided', d20: 'twenty-sided' };

/** The next die the engine needs; not a failure, a question for the umpire. */
export class DiceNeeded extends Error {
  override readonly name = 'DiceNeeded';
  constructor(
    readonly request: DieRequest,
    /** How many faces had been used when this one was asked for (its 0-based position). */
    readonly index: number,
  ) {
    super(`${request.purpose} — roll one ${SIDES_NAME[request.die]} die and enter it`);
  }
}

/**
 * Checks one typed face: a d6 shows 1–6; a d10 shows 1–10, and the printed 0
 * may be typed as 0 — it counts 10 (Case 4.0); a d20 (the skirmish ruleset's
 * mine detection, seed 003 line 162) shows 1–20, a d12 (its aimed shots,
 * ruling SK6 in docs/rulings/skirmish-rules.md) 1–12.
 */
export function checkedFace(die: DieKind, face: number): DieFace {
  if (die !== 'd6' && die !== 'd10' && die !== 'd12' && die !== 'd20') throw new RangeError(`unknown die kind ${String(die)}`);
  if (!Number.isInteger(face)) throw new RangeError(`a ${die} shows a whole number, not ${face}`);
  if (die === 'd6') {
    if (face < 1 || face > 6) throw new RangeError(`a d6 shows 1–6, not ${face}`);
    return { die, face };
  }
  if (die === 'd12' || die === 'd20') {
    const sides = die === 'd12' ? 12 : 20;
    if (face < 1 || face > sides) throw new RangeError(`a ${die} shows 1–${sides}, not ${face}`);
    return { die, face };
  }
  if (face < 0 || face > 10) throw new RangeError(`a d10 shows 0–9 (0 counts 10), not ${face}`);
  return { die, face: face === 0 ? 10 : face };
}

export class PhysicalDice implements DiceSource {
  readonly mode = 'physical' as const;
  private readonly faces: readonly DieFace[];
  private next = 0;

  /** `faces` are the dice typed so far, in the order the engine asked for them. */
  constructor(faces: readonly DieFace[] = []) {
    this.faces = faces.map((f) => checkedFace(f.die, f.face));
  }

  /** Faces consumed by the last run; fewer than typed means the umpire entered extra dice. */
  get used(): number {
    return this.next;
  }

  roll(request: DieRequest): DieFace {
    const face = this.faces[this.next];
    if (!face) throw new DiceNeeded(request, this.next);
    if (face.die !== request.die) {
      throw new RangeError(`die ${this.next + 1} was entered as a ${face.die} (${face.face}) but "${request.purpose}" needs a ${request.die}`);
    }
    this.next++;
    return face;
  }
}

/**
 * Runs `decide` (any pure function of a dice source) with the faces typed so
 * far: either its result, or the die it needs next. The host loops, asking the
 * umpire for each die, until it gets a result.
 */
export function runWithPhysicalDice<T>(
  faces: readonly DieFace[],
  decide: (dice: DiceSource) => T,
): { readonly done: true; readonly value: T; readonly used: number } | { readonly done: false; readonly needed: DieRequest } {
  const dice = new PhysicalDice(faces);
  try {
    return { done: true, value: decide(dice), used: dice.used };
  } catch (e) {
    if (e instanceof DiceNeeded) return { done: false, needed: e.request };
    throw e;
  }
}
