// The switch itself (Radix), loaded on the first hover or focus of the switch that ./switch.tsx
// draws first.
import { Root, Thumb } from '@radix-ui/react-switch';
import type { Ref } from 'react';

export interface RadixSwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  triggerRef: Ref<HTMLElement>;
  disabled?: boolean;
}

export function RadixSwitch({ id, checked, onCheckedChange, triggerRef, disabled }: RadixSwitchProps) {
  return (
    <Root
      id={id}
      className="switch"
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      ref={triggerRef as Ref<HTMLButtonElement>}
    >
      <Thumb className="switch-thumb" />
    </Root>
  );
}
