// Creating or editing a role (spec 001 §6: label, rank, permissions; §7 POST
// Permission/Role/ToFolder/{folderUid}, PUT Permission/Role/): its name, its rank and its
// permissions ticked under their areas (domain/src/people/permission-areas.ts). A permission the
// caller does not hold, or a rank above the caller's, is disabled with the reason (role-rules.ts);
// a role out of the caller's reach opens read-only, saying why.
import { DEFAULT_ROLE_RANK } from '@ullage/domain/people/permissions';
import { roleSaveBodySchema, type Granter, type RoleDto, type RoleSaveBody } from '@ullage/domain/people/roles-api';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Modal } from '../../../components/modal';
import '../../../components/form.css';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveRole } from '../api/save-role';
import { failureMessage } from '../utils/failure';
import { permissionBoxes, rankChoices, roleChangeProblem } from '../utils/role-rules';

/** Ours: spec 001 §8 gives no title for a failed role save; this one reads like its neighbours. */
const ROLE_SAVE_FAILURE_TITLE = 'Error saving Role';

type RoleFormValues = z.input<typeof roleSaveBodySchema>;
type RoleFormBody = z.output<typeof roleSaveBodySchema>;

export interface RoleDialogProps {
  folderUid: number;
  caller: Granter;
  /** The role to edit, or null for a new one in `folderUid`. */
  role: RoleDto | null;
  onClose: () => void;
}

export function RoleDialog({ folderUid, caller, role, onClose }: RoleDialogProps) {
  const ids = useId();
  const formId = `${ids}-form`;
  const problem = role ? roleChangeProblem(caller, role) : roleChangeProblem(caller, { rank: 9, permissions: [] });
  const readOnly = problem !== null;
  const areas = useMemo(() => permissionBoxes(caller), [caller]);
  const ranks = useMemo(() => rankChoices(caller), [caller]);
  const firstRank = ranks.find((r) => r.rank >= DEFAULT_ROLE_RANK && r.disabledReason === null)?.rank ?? DEFAULT_ROLE_RANK;
  const form = useForm<RoleFormValues, unknown, RoleFormBody>({
    resolver: zodResolver(roleSaveBodySchema),
    defaultValues: role
      ? { id: role.id, label: role.label, rank: role.rank, permissions: [...role.permissions] }
      : { label: '', rank: firstRank, permissions: [] },
    mode: 'onTouched',
  });
  const save = useSaveRole();
  const [failure, setFailure] = useState<string | null>(null);
  const ticked = new Set(useWatch({ control: form.control, name: 'permissions' }));
  const disabledReason = areas.flatMap((a) => a.boxes).find((b) => b.disabledReason !== null)?.disabledReason ?? null;
  const rankReason = ranks.find((r) => r.disabledReason !== null)?.disabledReason ?? null;
  const { errors } = form.formState;

  const toggle = (id: number, on: boolean) => {
    const next = new Set(form.getValues('permissions'));
    if (on) next.add(id);
    else next.delete(id);
    form.setValue(
      'permissions',
      [...next].sort((a, b) => a - b),
      { shouldDirty: true },
    );
  };

  const onSubmit = form.handleSubmit((body: RoleSaveBody) => {
    setFailure(null);
    save.mutate(
      { folderUid, body },
      {
        onSuccess: () => {
          toast.success('Role saved', { autoClose: 3000 });
          onClose();
        },
        onError: (e) => setFailure(failureMessage(e)),
      },
    );
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={role ? (readOnly ? `Role ${role.label}` : `Edit role ${role.label}`) : 'New role'}
      description={role ? `Defined in ${role.folderLabel}; held by ${role.userCount} user${role.userCount === 1 ? '' : 's'}.` : undefined}
      size="manage"
      footer={
        readOnly ? (
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="button button-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form={formId} className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </>
        )
      }
    >
      <form id={formId} className="manage-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Role">
        {readOnly && <p className="fu-notice">{problem}</p>}
        <fieldset className="manage-section" disabled={readOnly}>
          <legend>Role</legend>
          <div className="manage-grid">
            <div className="field">
              <label className="field-label" htmlFor={`${ids}-label`}>
                Role Name
              </label>
              <input
                id={`${ids}-label`}
                className="input"
                maxLength={50}
                aria-invalid={errors.label ? true : undefined}
                aria-describedby={errors.label ? `${ids}-label-error` : undefined}
                {...form.register('label')}
              />
              {errors.label && (
                <span id={`${ids}-label-error`} role="alert" className="field-error">
                  {errors.label.message}
                </span>
              )}
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${ids}-rank`}>
                Rank
              </label>
              <select
                id={`${ids}-rank`}
                className="input"
                aria-describedby={rankReason && !readOnly ? `${ids}-rank-hint` : undefined}
                {...form.register('rank', { valueAsNumber: true })}
              >
                {ranks.map((r) => (
                  <option key={r.rank} value={r.rank} disabled={r.disabledReason !== null} title={r.disabledReason ?? undefined}>
                    {r.label}
                  </option>
                ))}
              </select>
              {rankReason && !readOnly && (
                <span id={`${ids}-rank-hint`} className="fu-hint">
                  Ranks above your own are not offered: {rankReason}
                </span>
              )}
              {errors.rank && (
                <span role="alert" className="field-error">
                  {errors.rank.message}
                </span>
              )}
            </div>
          </div>
          <p className="fu-hint">The lower the rank number, the more powerful the role: no one gives a rank above their own.</p>
        </fieldset>
        <fieldset className="manage-section" disabled={readOnly}>
          <legend>Permissions</legend>
          {disabledReason && !readOnly && (
            <p id={`${ids}-grant-hint`} className="fu-hint">
              Greyed-out permissions: {disabledReason}
            </p>
          )}
          <div className="role-areas">
            {areas.map((area) => (
              <fieldset key={area.key} className="role-area">
                <legend>{area.label}</legend>
                {area.boxes.map((b) => (
                  <label key={b.id} className="checkbox-field role-permission" title={b.disabledReason ?? undefined}>
                    <input
                      type="checkbox"
                      checked={ticked.has(b.id)}
                      disabled={b.disabledReason !== null}
                      aria-describedby={b.disabledReason && !readOnly ? `${ids}-grant-hint` : undefined}
                      onChange={(e) => toggle(b.id, e.target.checked)}
                    />
                    {b.label}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {errors.permissions && (
            <span role="alert" className="field-error">
              {errors.permissions.message}
            </span>
          )}
        </fieldset>
        {failure && (
          <div role="alert" className="fu-failure">
            <strong>{ROLE_SAVE_FAILURE_TITLE}</strong>
            <p>{failure}</p>
          </div>
        )}
      </form>
    </Modal>
  );
}
