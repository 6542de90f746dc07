// A folder's identity configs (spec 001 §3.3 Identity config: identifier, isPrimary, identity
// group; issue 14: "a customer number on a site"): one row each, with the groups the folder offers
// (GET IdentityGroup/ByFolder/{uid}). Changing or removing an identifier already saved needs
// Overwrite Customer Number (19): without it that identifier is read-only, saying why.
import type { IdentityGroupDto } from '@ullage/domain/people/identity-api';
import { OVERWRITE_IDENTIFIER_REASON } from '@ullage/domain/people/identity-api';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '../../../components/form-fields';
import type { FolderFormValues } from '../utils/form-schemas';

export function IdentityFields({
  groups,
  canOverwrite,
  disabled,
}: {
  groups: readonly IdentityGroupDto[];
  /** The caller holds Overwrite Customer Number. */
  canOverwrite: boolean;
  disabled: boolean;
}) {
  const form = useFormContext<FolderFormValues>();
  const rows = useFieldArray({ control: form.control, name: 'identityConfigs', keyName: 'key' });
  const choices = groups.map((g) => ({ value: g.uid, label: g.description ? `${g.label} (${g.description})` : g.label }));
  return (
    <>
      {rows.fields.length === 0 && <p className="manage-muted">This folder has no identifier.</p>}
      {groups.length === 0 && <p className="manage-muted">No identity group is offered in this folder, so no identifier can be added.</p>}
      {rows.fields.map((row, i) => {
        const saved = row.id > 0 && !canOverwrite;
        return (
          <div key={row.key} className="manage-grid identity-row" role="group" aria-label={`Identifier ${i + 1}`}>
            <TextField
              name={`identityConfigs.${i}.identifier`}
              label="Identifier"
              maxLength={100}
              disabled={disabled || saved}
              hint={saved && !disabled ? OVERWRITE_IDENTIFIER_REASON : undefined}
            />
            <SelectField
              name={`identityConfigs.${i}.identityGroupUid`}
              label="Identity Group"
              choices={choices}
              placeholder="Select a group"
              disabled={disabled}
            />
            <CheckboxField name={`identityConfigs.${i}.isPrimary`} label="Primary identifier" disabled={disabled} />
            {!disabled && (
              <div className="field">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={saved}
                  title={saved ? OVERWRITE_IDENTIFIER_REASON : undefined}
                  onClick={() => rows.remove(i)}
                >
                  Remove identifier
                </button>
              </div>
            )}
          </div>
        );
      })}
      {!disabled && groups.length > 0 && (
        <div className="manage-buttons">
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              rows.append({ id: 0, identifier: '', isPrimary: rows.fields.length === 0, identityGroupUid: String(groups[0]?.uid ?? '') })
            }
          >
            Add identifier
          </button>
        </div>
      )}
    </>
  );
}
