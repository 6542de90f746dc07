// A contact's inputs (spec 001 §3.3 Contact, §5 Contact rules, §9 phone codes and masks), bound by
// name under `prefix` ('config' for a contact, 'contact' for a user's own contact): names, email,
// country, phone with its code and mask, extension, mobile number and carrier, the delivery note.
import { COUNTRIES } from '@ullage/domain/countries';
import { useId } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { get } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { useMobileCarriers } from '../api/get-mobile-carriers';
import { applyPhoneMask, phoneFormatOf } from '../utils/phone';

const COUNTRY_CHOICES = COUNTRIES.map((c) => ({ value: c.id, label: c.label }));

/** A phone input that lays digits into the country's mask as they are typed. */
function PhoneField({ name, label, countryId, disabled }: { name: string; label: string; countryId: number; disabled?: boolean }) {
  const id = useId();
  const form = useFormContext<FieldValues>();
  const format = phoneFormatOf(countryId);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const registered = form.register(name);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="phone-input">
        {format && <span className="phone-code">{format.phoneCode}</span>}
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="tel"
          maxLength={50}
          placeholder={format?.phoneMask.replaceAll('#', '0')}
          disabled={disabled}
          aria-invalid={error?.message ? true : undefined}
          {...registered}
          onChange={(e) => {
            e.target.value = applyPhoneMask(e.target.value, format?.phoneMask);
            return registered.onChange(e);
          }}
        />
      </div>
      {error?.message && (
        <span className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}

export function ContactFields({ prefix, disabled, withNote = true }: { prefix: string; disabled?: boolean; withNote?: boolean }) {
  const form = useFormContext<FieldValues>();
  const countryId = Number(useWatch({ control: form.control, name: `${prefix}.countryId` }) as string);
  const carriers = useMobileCarriers();
  const carrierChoices = (carriers.data ?? []).filter((c) => c.countryId === countryId).map((c) => ({ value: c.id, label: c.name }));
  const onCountry = () => {
    // The numbers follow the new country's mask.
    const mask = phoneFormatOf(Number(form.getValues(`${prefix}.countryId`)))?.phoneMask;
    for (const f of ['phoneNumber', 'mobileNumber']) {
      const path = `${prefix}.${f}`;
      form.setValue(path, applyPhoneMask(String(form.getValues(path) ?? ''), mask), { shouldDirty: true });
    }
    form.setValue(`${prefix}.mobileCarrierId`, '0', { shouldDirty: true });
  };
  return (
    <div className="manage-grid">
      <TextField name={`${prefix}.firstName`} label="First Name" maxLength={24} disabled={disabled} />
      <TextField name={`${prefix}.lastName`} label="Last Name" maxLength={24} disabled={disabled} />
      <TextField name={`${prefix}.emailAddress`} label="Email Address" maxLength={500} disabled={disabled} />
      <SelectField name={`${prefix}.countryId`} label="Country" choices={COUNTRY_CHOICES} disabled={disabled} onChange={onCountry} />
      <PhoneField name={`${prefix}.phoneNumber`} label="Phone Number" countryId={countryId} disabled={disabled} />
      <TextField name={`${prefix}.extension`} label="Extension" maxLength={5} disabled={disabled} />
      <PhoneField name={`${prefix}.mobileNumber`} label="Mobile Number" countryId={countryId} disabled={disabled} />
      <SelectField
        name={`${prefix}.mobileCarrierId`}
        label="Mobile Carrier"
        choices={carrierChoices}
        placeholder="(none)"
        placeholderValue="0"
        disabled={disabled}
      />
      {withNote && (
        <TextAreaField
          name={`${prefix}.note`}
          label="Delivery note (gate code, access, where the fill pipe is)"
          className="manage-wide"
          disabled={disabled}
        />
      )}
    </div>
  );
}
