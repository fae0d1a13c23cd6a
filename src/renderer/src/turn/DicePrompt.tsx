import { useState } from 'react';
import type { DiceRequestInfo } from '@shared/contract/api';

/**
 * Physical dice: the engine asks for exactly the die it needs, and the umpire
 * types what the real die shows, one at a time, in a big input.
 */
export function DicePrompt({ request, onFace, onCancel }: { request: DiceRequestInfo; onFace: (face: number) => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const max = request.die === 'd6' ? 6 : request.die === 'd10' ? 10 : request.die === 'd12' ? 12 : 20;
  const value = Number(text);
  const valid = text !== '' && Number.isInteger(value) && value >= (request.die === 'd10' ? 0 : 1) && value <= max;
  return (
    <div className="dice-prompt" role="dialog" aria-label="Roll a die" data-testid="dice-prompt">
      <p className="dice-purpose">{request.prompt}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) {
            onFace(value);
            setText('');
          }
        }}
      >
        <input autoFocus inputMode="numeric" className="dice-input" value={text} onChange={(e) => setText(e.target.value)} aria-label={`Face of the ${request.die}`} />
        <button type="submit" disabled={!valid}>
          Enter
        </button>
        <button type="button" onClick={onCancel}>
          Cancel the command
        </button>
      </form>
      <p className="muted small">{request.die === 'd10' ? 'A d10 showing 0 counts 10 (Case 4.0).' : request.die === 'd12' ? 'A d12: 1–12.' : request.die === 'd20' ? 'A d20: 1–20.' : 'A d6: 1–6.'}</p>
    </div>
  );
}
