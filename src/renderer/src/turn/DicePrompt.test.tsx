import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DiceRequestInfo } from '@shared/contract/api';
import { DicePrompt, isFace } from './DicePrompt';

const ask = (die: DiceRequestInfo['die']): DiceRequestInfo => ({ die, purpose: 'seed 003 line 568 aimed shot', prompt: `seed 003 line 568 aimed shot: roll 1${die.toUpperCase()}`, index: 0 });

describe('the physical dice prompt names the die and the faces it takes', () => {
  it('shows the kind and the range of a d6, d10, d12 and d20', () => {
    const html = (die: DiceRequestInfo['die']) => renderToStaticMarkup(<DicePrompt request={ask(die)} onFace={() => undefined} onCancel={() => undefined} />);
    expect(html('d12')).toContain('Roll one D12 (twelve-sided): 1–12');
    expect(html('d12')).toContain('aria-label="Face of the d12 (1–12)"');
    expect(html('d20')).toContain('Roll one D20 (twenty-sided): 1–20');
    expect(html('d6')).toContain('Roll one D6 (six-sided): 1–6');
    expect(html('d10')).toContain('a d10 showing 0 counts 10 (Case 4.0)');
  });

  it('takes each face its own die shows: a d12 11 and 12, a d20 20; a d6 refuses 7; a d10 takes 0', () => {
    expect([isFace('d12', '11'), isFace('d12', '12'), isFace('d12', '13')]).toEqual([true, true, false]);
    expect([isFace('d20', '20'), isFace('d20', '21'), isFace('d20', '0')]).toEqual([true, false, false]);
    expect([isFace('d6', '6'), isFace('d6', '7')]).toEqual([true, false]);
    expect([isFace('d10', '0'), isFace('d10', '10'), isFace('d10', '11'), isFace('d10', '')]).toEqual([true, true, false, false]);
  });
});
