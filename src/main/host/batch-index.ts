/**
 * Which command batch each game event belongs to, from the audit trail's
 * `command` and `redo` rows (`detail.seqs`); an event no such row names is a
 * batch of its own. LogTimeline keeps one for the whole log; opening a game
 * builds one for just the seqs a redo needs (open-quick.ts).
 */
export class BatchIndex {
  private readonly start = new Map<number, number>();
  private readonly seqs = new Map<number, readonly number[]>();

  /** Records a batch from an audit row's `seqs` (ignored unless a non-empty list of whole numbers). */
  register(seqs: unknown): void {
    if (!Array.isArray(seqs) || seqs.length === 0 || !seqs.every((s) => Number.isInteger(s))) return;
    const list = seqs as number[];
    this.seqs.set(list[0]!, list);
    for (const s of list) this.start.set(s, list[0]!);
  }

  has(seq: number): boolean {
    return this.start.has(seq);
  }

  /** The first seq of the batch `seq` belongs to. */
  startOf(seq: number): number {
    return this.start.get(seq) ?? seq;
  }

  /** The seqs of the batch starting at `start`. */
  at(start: number): readonly number[] {
    return this.seqs.get(start) ?? [start];
  }

  /** Groups seqs by the batch each belongs to, keeping order. */
  group(seqs: readonly number[]): number[][] {
    const out: number[][] = [];
    let current: number[] | undefined;
    let currentStart: number | undefined;
    for (const s of seqs) {
      const start = this.startOf(s);
      if (!current || start !== currentStart) {
        current = [];
        currentStart = start;
        out.push(current);
      }
      current.push(s);
    }
    return out;
  }
}
