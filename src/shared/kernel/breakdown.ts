import type { Provenance } from './provenance';

/**
 * A computed chance, explained: the base value and its table cell, each
 * modifier with its Case, every rounding step, the clamp and the final value.
 * The UI renders this as a resolution card; nothing shows a bare number.
 */
export interface BreakdownStep {
  readonly kind: 'base' | 'modifier' | 'multiply' | 'round' | 'clamp' | 'note';
  readonly label: string;
  /** The Case that makes this step, e.g. "Case 8.74". */
  readonly caseRef: string;
  /** For `base`/`modifier`: the value added; for `multiply`: the factor. */
  readonly amount?: number;
  /** The running value after this step. */
  readonly value: number;
  readonly provenance?: Provenance;
}

export interface Breakdown {
  readonly what: string;
  readonly steps: readonly BreakdownStep[];
  readonly final: number;
}

/** Builds a breakdown step by step so every change to the running value is recorded. */
export class BreakdownBuilder {
  private readonly steps: BreakdownStep[] = [];
  private current: number;

  constructor(
    private readonly what: string,
    base: { label: string; caseRef: string; value: number; provenance?: Provenance },
  ) {
    this.current = base.value;
    this.steps.push({ kind: 'base', label: base.label, caseRef: base.caseRef, amount: base.value, value: base.value, ...(base.provenance ? { provenance: base.provenance } : {}) });
  }

  get value(): number {
    return this.current;
  }

  add(label: string, caseRef: string, amount: number, provenance?: Provenance): this {
    this.current += amount;
    this.steps.push({ kind: 'modifier', label, caseRef, amount, value: this.current, ...(provenance ? { provenance } : {}) });
    return this;
  }

  multiply(label: string, caseRef: string, factor: number): this {
    this.current *= factor;
    this.steps.push({ kind: 'multiply', label, caseRef, amount: factor, value: this.current });
    return this;
  }

  round(label: string, caseRef: string, mode: 'up' | 'down'): this {
    this.current = mode === 'up' ? Math.ceil(this.current) : Math.floor(this.current);
    this.steps.push({ kind: 'round', label, caseRef, value: this.current });
    return this;
  }

  clamp(label: string, caseRef: string, min: number, max: number): this {
    const clamped = Math.min(max, Math.max(min, this.current));
    if (clamped !== this.current) {
      this.current = clamped;
      this.steps.push({ kind: 'clamp', label, caseRef, value: this.current });
    }
    return this;
  }

  note(label: string, caseRef: string): this {
    this.steps.push({ kind: 'note', label, caseRef, value: this.current });
    return this;
  }

  build(): Breakdown {
    return { what: this.what, steps: [...this.steps], final: this.current };
  }
}
