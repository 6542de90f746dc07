// The user-defined fields of a company (spec 001 §3.3 UserDefSetup, UserDefValue; ADR 096): the
// inputs of an entity's values in its Setup tab, and the company folder's list of fields.
import {
  USER_DEF_DATA_TYPES,
  USER_DEF_ENTITY_TYPES,
  USER_DEF_LABEL_MAX,
  UserDefDataType,
  userDefSetupSaveSchema,
  type UserDefSetupDto,
  type UserDefSetupSave,
} from '@ullage/domain/api/user-def';
import { entityTypeName } from '@ullage/domain/entity-types';
import { CheckboxField, NumberField, TextField } from '../../../components/form-fields';

/** The enabled fields of an entity type, in their order. */
export function fieldsFor(setups: readonly UserDefSetupDto[] | undefined, entityTypeId: number): UserDefSetupDto[] {
  return (setups ?? [])
    .filter((s) => s.enabled && s.entityTypeId === entityTypeId)
    .sort((a, b) => a.sortIndex - b.sortIndex || a.id - b.id);
}

/** An entity's values, one input per field, named as the server names their messages. */
export function UserDefValueFields({ fields, disabled }: { fields: readonly UserDefSetupDto[]; disabled: boolean }) {
  return (
    <div className="manage-grid">
      {fields.map((s) => {
        const name = `userDefValues.s${s.id}`;
        const label = s.required ? `${s.label} *` : s.label;
        if (s.dataTypeId === UserDefDataType.YesNo) return <CheckboxField key={s.id} name={name} label={s.label} disabled={disabled} />;
        if (s.dataTypeId === UserDefDataType.Integer || s.dataTypeId === UserDefDataType.Decimal)
          return (
            <NumberField key={s.id} name={name} label={label} integer={s.dataTypeId === UserDefDataType.Integer} disabled={disabled} />
          );
        return (
          <TextField
            key={s.id}
            name={name}
            label={label}
            type={s.dataTypeId === UserDefDataType.Date ? 'date' : 'text'}
            maxLength={500}
            disabled={disabled}
          />
        );
      })}
    </div>
  );
}

export type SetupRow = UserDefSetupSave & { key: string };

let nextKey = 0;
export const rowsOf = (list: readonly UserDefSetupDto[]): SetupRow[] =>
  list.map(({ folderUid: _folder, ...s }) => ({ ...s, key: `id${s.id}` }));

/** The messages of the list as the save would give them, by row (or for the list). */
export function setupProblems(rows: readonly SetupRow[]): string[] {
  const r = userDefSetupSaveSchema.safeParse(rows.map(({ key: _key, ...s }) => s));
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.message))];
}

/** The company folder's fields: label, entity type, order, data type, required, enabled. */
export function UserDefSetupEditor({
  rows,
  onChange,
  disabled,
}: {
  rows: SetupRow[];
  onChange: (rows: SetupRow[]) => void;
  disabled: boolean;
}) {
  const set = (key: string, change: Partial<SetupRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const problems = setupProblems(rows);
  return (
    <div className="udf-setup">
      {rows.length === 0 ? (
        <p className="manage-muted">No user-defined fields. Add one to describe this company's tanks or devices your way.</p>
      ) : (
        <table className="udf-table" aria-label="User-defined fields">
          <thead>
            <tr>
              <th>Label</th>
              <th>Applies to</th>
              <th>Order</th>
              <th>Data type</th>
              <th>Required</th>
              <th>Enabled</th>
              <th>
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key}>
                <td>
                  <input
                    className="input"
                    aria-label={`Label of field ${i + 1}`}
                    maxLength={USER_DEF_LABEL_MAX}
                    value={r.label}
                    disabled={disabled}
                    onChange={(e) => set(r.key, { label: e.target.value })}
                  />
                </td>
                <td>
                  <select
                    className="input"
                    aria-label={`Applies to of field ${i + 1}`}
                    value={r.entityTypeId}
                    disabled={disabled}
                    onChange={(e) => set(r.key, { entityTypeId: Number(e.target.value) })}
                  >
                    {USER_DEF_ENTITY_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {entityTypeName(t)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="input udf-order"
                    aria-label={`Order of field ${i + 1}`}
                    inputMode="numeric"
                    value={String(r.sortIndex ?? 0)}
                    disabled={disabled}
                    onChange={(e) => set(r.key, { sortIndex: Number(e.target.value.replace(/[^0-9]/g, '')) || 0 })}
                  />
                </td>
                <td>
                  <select
                    className="input"
                    aria-label={`Data type of field ${i + 1}`}
                    value={r.dataTypeId ?? UserDefDataType.Text}
                    disabled={disabled}
                    onChange={(e) => set(r.key, { dataTypeId: Number(e.target.value) })}
                  >
                    {USER_DEF_DATA_TYPES.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Required of field ${i + 1}`}
                    checked={r.required ?? false}
                    disabled={disabled}
                    onChange={(e) => set(r.key, { required: e.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Enabled of field ${i + 1}`}
                    checked={r.enabled ?? true}
                    disabled={disabled}
                    onChange={(e) => set(r.key, { enabled: e.target.checked })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-ghost"
                    aria-label={`Remove field ${i + 1}`}
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((x) => x.key !== r.key))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {problems.length > 0 && (
        <ul className="field-error udf-problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {!disabled && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            onChange([
              ...rows,
              {
                key: `new${nextKey++}`,
                label: '',
                entityTypeId: USER_DEF_ENTITY_TYPES[0],
                sortIndex: rows.length + 1,
                dataTypeId: UserDefDataType.Text,
                required: false,
                enabled: true,
              },
            ])
          }
        >
          Add field
        </button>
      )}
    </div>
  );
}
