// The Folder menu's Users page, Roles tab (spec 001 §6 "Roles are defined per folder: label, rank
// (default 6), permissions list"; §7 Permission calls): the roles this folder can assign (its own
// and its ancestors'), with the folder defining each and how many users hold it. Creating, editing
// and deleting need Edit Permissions (14); the granting rules show as disabled boxes with a reason
// (role-rules.ts), and the server's refusal of a role in use is shown as it says it.
import type { RoleDto } from '@ullage/domain/people/roles-api';
import type { Granter } from '@ullage/domain/people/roles-api';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { canWriteRoles, roleChangeProblem, ROLES_READ_ONLY_NOTE } from '../utils/role-rules';
import { failureMessage } from '../utils/failure';
import { RoleDialog } from './role-dialog';

export interface RolesTabProps {
  folderUid: number;
  folderLabel: string;
  caller: Granter;
}

type Editing = { kind: 'new' } | { kind: 'edit'; role: RoleDto } | null;

export function RolesTab({ folderUid, folderLabel, caller }: RolesTabProps) {
  const roles = useRoles(folderUid);
  const writable = canWriteRoles(caller);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoleDto | null>(null);

  return (
    <div className="fu-tab">
      {!writable && <p className="fu-notice">{ROLES_READ_ONLY_NOTE}</p>}
      <div className="fu-toolbar">
        <p className="fu-muted">Roles defined in {folderLabel} are offered to its users and to those of the folders below it.</p>
        {writable && (
          <button type="button" className="button button-primary fu-toolbar-end" onClick={() => setEditing({ kind: 'new' })}>
            New role
          </button>
        )}
      </div>
      {roles.isPending && <Loader inline />}
      {roles.isError && (
        <p role="alert" className="field-error">
          The roles could not be loaded.
        </p>
      )}
      {roles.data && roles.data.length === 0 && <p className="fu-muted">No roles are defined for this folder.</p>}
      {roles.data && roles.data.length > 0 && (
        <div className="fu-table-wrap">
          <table className="fu-list" aria-label="Roles">
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Rank</th>
                <th scope="col">Defined in</th>
                <th scope="col">Users</th>
                <th scope="col">Permissions</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.data.map((role) => {
                const problem = roleChangeProblem(caller, role);
                return (
                  <tr key={role.id}>
                    <td>{role.label}</td>
                    <td>{role.rank}</td>
                    <td>{role.folderLabel}</td>
                    <td>{role.userCount}</td>
                    <td>{role.permissions.length}</td>
                    <td className="fu-actions">
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`${problem ? 'View' : 'Edit'} role ${role.label}`}
                        onClick={() => setEditing({ kind: 'edit', role })}
                      >
                        {problem ? 'View' : 'Edit'}
                      </button>
                      {writable && (
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={`Delete role ${role.label}`}
                          disabled={problem !== null}
                          title={problem ?? undefined}
                          onClick={() => setDeleting(role)}
                        >
                          Delete
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <RoleDialog
          folderUid={folderUid}
          caller={caller}
          role={editing.kind === 'edit' ? editing.role : null}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function DeleteRoleDialog({ role, onClose }: { role: RoleDto; onClose: () => void }) {
  const remove = useDeleteRole();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete role"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={remove.isPending}
            onClick={() => {
              setFailure(null);
              remove.mutate(role.id, { onSuccess: onClose, onError: (e) => setFailure(failureMessage(e)) });
            }}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <p>
        Delete the role <strong>{role.label}</strong>? It can no longer be given to anyone.
      </p>
      {failure && (
        <div role="alert" className="fu-failure">
          <strong>Error deleting Role</strong>
          <p>{failure}</p>
        </div>
      )}
    </Modal>
  );
}
