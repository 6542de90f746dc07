// spec 000 §2 MFA challenge: "a 6-digit passcode entry (single-digit boxes, paste accepted, Enter
// submits once 6 digits are present)". spec 000 §5: exactly 6 digits.
import { PASSCODE_LENGTH } from '@ullage/domain/constants';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export interface PasscodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter once all digits are present. */
  onComplete: () => void;
  disabled?: boolean;
}

export function PasscodeInput({ value, onChange, onComplete, disabled }: PasscodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: PASSCODE_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(PASSCODE_LENGTH - 1, i))]?.focus();

  const setDigits = (from: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return;
    const next = digits.slice();
    for (let k = 0; k < incoming.length && from + k < PASSCODE_LENGTH; k++) next[from + k] = incoming[k]!;
    onChange(next.join('').slice(0, PASSCODE_LENGTH));
    focus(from + incoming.length);
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (value.length === PASSCODE_LENGTH && /^\d+$/.test(value)) onComplete();
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const next = digits.slice();
      const at = next[i] ? i : i - 1;
      if (at < 0) return;
      next[at] = '';
      onChange(next.join(''));
      focus(at);
    } else if (e.key === 'ArrowLeft') {
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      focus(i + 1);
    }
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    setDigits(i, e.clipboardData.getData('text'));
  };

  return (
    <div className="passcode" role="group" aria-label="Verification code">
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className="input passcode-box"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${i + 1} of ${PASSCODE_LENGTH}`}
          maxLength={PASSCODE_LENGTH}
          value={d}
          disabled={disabled}
          autoFocus={i === 0}
          onChange={(e) => {
            const typed = e.target.value.replace(d, '') || e.target.value;
            setDigits(i, typed);
          }}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
