// An on/off switch (a Radix switch: ./switch-radix.tsx). Drawn first as the button Radix draws,
// which already switches when pressed; Radix's code loads on its first hover or focus and takes
// over, keeping the keyboard on it (docs/decisions/073-first-paint-bytes.md).
import { useId } from 'react';
import { deferred } from '../lib/deferred';
import { useStandIn } from './stand-in';
import './switch.css';

const radixSwitch = deferred(() => import('./switch-radix'));

export interface LabelledSwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  disabled?: boolean;
}

/** An on/off switch with a visible label that also names it for assistive technology. */
export function LabelledSwitch({ label, checked, onCheckedChange, className, disabled }: LabelledSwitchProps) {
  const id = useId();
  const { loaded, triggerRef, standInRef, handlers } = useStandIn(radixSwitch, { opens: false });
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className={className ? `switch-field ${className}` : 'switch-field'}>
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
      {loaded ? (
        <loaded.RadixSwitch id={id} checked={checked} onCheckedChange={onCheckedChange} triggerRef={triggerRef} disabled={disabled} />
      ) : (
        <button
          ref={standInRef}
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          data-state={state}
          value="on"
          className="switch"
          disabled={disabled}
          onClick={() => onCheckedChange(!checked)}
          {...handlers}
        >
          <span className="switch-thumb" data-state={state} />
        </button>
      )}
    </div>
  );
}
