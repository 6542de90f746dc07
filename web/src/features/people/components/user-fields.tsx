// The fields a user's setup and a new user share: the account (user name, role), the hierarchy
// settings (spec 001 §3.3 User config) and the role select's rule (roles-api.ts grantProblem).
import type { RoleDto } from '@ullage/domain/people/roles-api';
import { Permission } from '@ullage/domain/people/permissions';
import { CheckboxField, SelectField, TextField } from '../../../components/form-fields';
import { useCaller } from '../../../lib/caller';
import { useRoles } from '../api/get-roles';
import { roleChoices } from '@ullage/domain/people/user-rules';

/** Folder levels from the top of the hierarchy: the vendor's folder is level 0, companies 1
 * (spec 001 §9: organisation 2, site 3 by default). */
const LEVEL_CHOICES = [1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: `Level ${n}` }));

export function RoleSelect({
  folderUid,
  current,
  problem,
}: {
  /** The roles offered are this folder's and its ancestors'. */
  folderUid: number;
  /** The user's role as it is (shown when the list cannot be loaded). */
  current: { id: number; label: string } | null;
  /** Why the select is disabled, or null. */
  problem: string | null;
}) {
  const caller = useCaller();
  const roles = useRoles(folderUid);
  const list: RoleDto[] = roles.data ?? [];
  const choices = roleChoices(caller, list);
  if (current && !choices.some((c) => c.value === current.id))
    choices.unshift({ value: current.id, label: current.label, disabled: false });
  const blocked = choices.filter((c) => c.disabled && c.reason);
  return (
    <SelectField
      name="config.roleId"
      label="Security Role"
      choices={choices}
      placeholder={current ? undefined : 'Select a role'}
      disabled={Boolean(problem)}
      hint={problem ?? (blocked.length > 0 ? `Roles you cannot grant are greyed out: ${blocked[0]!.reason}` : undefined)}
    />
  );
}

export function HierarchySettings({ disabled }: { disabled?: boolean }) {
  return (
    <>
      <div className="manage-grid">
        <SelectField
          name="config.orgFolderDefault"
          label="Organisation folder level"
          choices={LEVEL_CHOICES}
          disabled={disabled}
          hint="New folders at this level are organisations."
        />
        <SelectField
          name="config.siteFolderDefault"
          label="Site folder level"
          choices={LEVEL_CHOICES}
          disabled={disabled}
          hint="New folders at this level are sites."
        />
      </div>
      <div className="manage-grid">
        <CheckboxField name="config.saveLastLocation" label="Open at the last folder I was in" disabled={disabled} />
        <CheckboxField
          name="config.autoHideHierarchy"
          label="Auto-hide the hierarchy (keep only the way to the selected folder open)"
          disabled={disabled}
        />
        <CheckboxField name="config.showBillingIconsHierarchy" label="Show billing icons in the hierarchy" disabled={disabled} />
      </div>
    </>
  );
}

/** Changing a user name, even one's own, takes Edit User (17): the server refuses it otherwise. */
export function UserNameField() {
  const caller = useCaller();
  const may = caller.permissions.has(Permission.EditUser);
  return (
    <TextField
      name="config.userName"
      label="Username"
      maxLength={50}
      disabled={!may}
      hint={may ? undefined : 'Changing a user name needs Edit User.'}
    />
  );
}
