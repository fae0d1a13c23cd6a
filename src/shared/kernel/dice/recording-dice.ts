import type { DiceSource, DieFace, DieRequest } from './dice-source';

/** Dice as an event records them: what they were for, how they were made, and the faces in order. */
export interface RecordedDice {
  readonly purpose: string;
  readonly mode: DiceSource['mode'];
  readonly faces: readonly DieFace[];
}

/**
 * The one recording wrapper: it passes each request to the real source and
 * remembers what came up, so a rule can write its dice into the events it
 * produces (replay reads them and never rolls again). Consecutive dice with
 * the same purpose are one record ("1D100 = 85": two d10 faces).
 */
export class RecordingDice implements DiceSource {
  readonly mode: DiceSource['mode'];
  private readonly log: { purpose: string; face: DieFace }[] = [];

  constructor(readonly inner: DiceSource) {
    this.mode = inner.mode;
  }

  roll(request: DieRequest): DieFace {
    const face = this.inner.roll(request);
    this.log.push({ purpose: request.purpose, face });
    return face;
  }

  /** The dice drawn since the last take, grouped by consecutive purpose, in order; the log starts afresh. */
  take(): RecordedDice[] {
    const out: { purpose: string; mode: DiceSource['mode']; faces: DieFace[] }[] = [];
    for (const { purpose, face } of this.log.splice(0)) {
      const last = out[out.length - 1];
      if (last && last.purpose === purpose) last.faces.push(face);
      else out.push({ purpose, mode: this.mode, faces: [face] });
    }
    return out;
  }
}
