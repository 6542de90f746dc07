import { Root, Thumb } from '@radix-ui/react-switch';
import { useId } from 'react';
import './switch.css';

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
  return (
    <div className={className ? `switch-field ${className}` : 'switch-field'}>
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
      <Root id={id} className="switch" checked={checked} onCheckedChange={onCheckedChange} disabled={disabled}>
        <Thumb className="switch-thumb" />
      </Root>
    </div>
  );
}
