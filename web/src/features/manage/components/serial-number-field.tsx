// spec 001 §5 "Serial number must be available (checked on the server)": the field asks
// Device/Validate/Available as the user types (after a pause), and shows the server's message when
// the number is taken.
import { useId } from 'react';
import { get, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useDebounced } from '../../../lib/use-debounced';
import { useSerialAvailability } from '../api/check-serial';

/** Wait this long after the last keystroke before asking. */
export const SERIAL_CHECK_DELAY_MS = 400;

export function SerialNumberField({ name, folderUid, ownSerial }: { name: string; folderUid: number; ownSerial?: string }) {
  const id = useId();
  const form = useFormContext<FieldValues>();
  const typed = String(useWatch({ control: form.control, name }) ?? '').trim();
  const settled = useDebounced(typed, SERIAL_CHECK_DELAY_MS);
  const unchanged = ownSerial !== undefined && settled.toUpperCase() === ownSerial.toUpperCase();
  const check = useSerialAvailability(unchanged || settled !== typed ? '' : settled, folderUid);
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const taken = check.data && !check.data.isValid && settled === typed ? check.data.message : undefined;
  const message = error ?? taken;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Serial Number
      </label>
      <input
        id={id}
        className="input"
        maxLength={50}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {message ? (
        <span className="field-error" id={`${id}-error`} role="alert">
          {message}
        </span>
      ) : check.data?.isValid && settled === typed ? (
        <span className="field-hint field-ok">Serial number is available</span>
      ) : null}
    </div>
  );
}
