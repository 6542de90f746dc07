// Inputs of the setup and create forms, bound to the surrounding react-hook-form by name; each shows
// the first message of its field (spec 001 §5). Number inputs take only the characters spec 000 §5
// allows (integers: digits and "-"; decimals and percents: digits, ".", "," and "-").
import { DECIMAL_INPUT_CHARACTERS, INTEGER_INPUT_CHARACTERS } from '@ullage/domain/reports/display';
import { useEffect, useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldValues } from 'react-hook-form';
import './form.css';

/** Whether a form element has an input for a field (a server message for any other field goes to
 * the form's alert). */
export function formHasField(form: HTMLFormElement | null, name: string): boolean {
  return Boolean(form?.querySelector(`[name="${CSS.escape(name)}"]`));
}

function useField(name: string) {
  const form = useFormContext<FieldValues>();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { form, message: error?.message };
}

interface BaseProps {
  name: string;
  label: string;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}

function Field({
  id,
  label,
  message,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  message?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && <span className="field-hint">{hint}</span>}
      {message && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}

export function TextField({
  name,
  label,
  disabled,
  hint,
  className,
  type = 'text',
  maxLength,
}: BaseProps & { type?: 'text' | 'date'; maxLength?: number }) {
  const id = useId();
  const { form, message } = useField(name);
  return (
    <Field id={id} label={label} message={message} hint={hint} className={className}>
      <input
        id={id}
        className="input"
        type={type}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...form.register(name)}
      />
    </Field>
  );
}

export function TextAreaField({ name, label, disabled, className }: BaseProps) {
  const id = useId();
  const { form, message } = useField(name);
  return (
    <Field id={id} label={label} message={message} className={className}>
      <textarea id={id} className="input" rows={3} disabled={disabled} aria-invalid={message ? true : undefined} {...form.register(name)} />
    </Field>
  );
}

/** A number as text; `unit` is shown after it. */
export function NumberField({
  name,
  label,
  disabled,
  hint,
  className,
  unit,
  integer = false,
  readOnly = false,
}: BaseProps & { unit?: string; integer?: boolean; readOnly?: boolean }) {
  const id = useId();
  const { form, message } = useField(name);
  const allowed = integer ? INTEGER_INPUT_CHARACTERS : DECIMAL_INPUT_CHARACTERS;
  const registered = form.register(name);
  return (
    <Field id={id} label={unit ? `${label} (${unit})` : label} message={message} hint={hint} className={className}>
      <input
        id={id}
        className="input"
        inputMode={integer ? 'numeric' : 'decimal'}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...registered}
        onChange={(e) => {
          // spec 000 §5: other characters are not taken.
          if (!allowed.test(e.target.value)) {
            e.target.value = e.target.value.replace(integer ? /[^0-9-]/g : /[^0-9.,-]/g, '');
          }
          return registered.onChange(e);
        }}
      />
    </Field>
  );
}

export interface Choice {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  disabled,
  hint,
  className,
  choices,
  placeholder,
  placeholderValue = '',
  onChange,
}: BaseProps & { choices: readonly Choice[]; placeholder?: string; placeholderValue?: string; onChange?: (value: string) => void }) {
  const id = useId();
  const { form, message } = useField(name);
  // Choices that arrive after the form (a list loaded from the server): the field's value is put on
  // the select again, which could not show it while its option was missing.
  const choiceKey = choices.map((c) => c.value).join(',');
  const { getValues, setValue } = form;
  useEffect(() => {
    const value: unknown = getValues(name);
    if (value !== undefined) setValue(name, value, { shouldDirty: false, shouldValidate: false });
  }, [choiceKey, name, getValues, setValue]);
  return (
    <Field id={id} label={label} message={message} hint={hint} className={className}>
      <select
        id={id}
        className="input"
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...form.register(name, { onChange: (e: { target: { value: string } }) => onChange?.(e.target.value) })}
      >
        {placeholder !== undefined && <option value={placeholderValue}>{placeholder}</option>}
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)} disabled={c.disabled}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({ name, label, disabled }: BaseProps) {
  const id = useId();
  const { form, message } = useField(name);
  return (
    <div className="field">
      <label className="checkbox-field" htmlFor={id}>
        <input id={id} type="checkbox" disabled={disabled} {...form.register(name)} />
        {label}
      </label>
      {message && (
        <span className="field-error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}

/** Messages of fields the form has no input for, and failed saves (spec 001 §8 titles). */
export function FormAlert({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <div className="manage-alert" role="alert">
      <strong>{title}</strong>
      {messages.length > 0 && (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
