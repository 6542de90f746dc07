// The Folder menu's Users page, Users tab (issue 14: "the folder's users (grid with search and role
// filter, add user)"): every user of the folder and the folders below it (spec 001 §7 GET
// User/ByFolder/{folder} with includeSubFolders), searched by name, user name or email and
// filtered by role; a row opens the user's manage modal.
import { MFA_TYPES, MfaType } from '@ullage/domain/people/mfa';
import type { UserDto } from '@ullage/domain/people/users-api';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Loader } from '../../../components/loader';
import { useFolderUsers } from '../api/get-folder-users';
import { filterUsers, roleChoicesOf, userFullName } from '../utils/user-filter';

export interface UsersTabProps {
  folderUid: number;
  /** Where a user opens (their manage modal); undefined while that page is not built. */
  userHref?: (user: UserDto) => string;
  /** /create with the user kind chosen; undefined when the caller may not add users. */
  addUserHref?: string;
}

function mfaText(mfaTypeId: number): string {
  if (mfaTypeId === MfaType.None) return 'Off';
  return `On (${MFA_TYPES.find((t) => t.id === mfaTypeId)?.label ?? mfaTypeId})`;
}

export function UsersTab({ folderUid, userHref, addUserHref }: UsersTabProps) {
  const ids = useId();
  const users = useFolderUsers(folderUid);
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState('');
  const term = useDeferredValue(search);
  const roles = useMemo(() => roleChoicesOf(users.data ?? []), [users.data]);
  const shown = useMemo(
    () => filterUsers(users.data ?? [], { search: term, roleId: roleId === '' ? null : Number(roleId) }),
    [users.data, term, roleId],
  );
  const navigate = useNavigate();

  return (
    <div className="fu-tab">
      <div className="fu-toolbar">
        <div className="field fu-search">
          <label className="field-label" htmlFor={`${ids}-search`}>
            Search users
          </label>
          <input
            id={`${ids}-search`}
            className="input"
            type="search"
            maxLength={100}
            placeholder="Name, user name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-role`}>
            Role
          </label>
          <select id={`${ids}-role`} className="input" value={roleId} onChange={(e) => setRoleId(e.target.value)}>
            <option value="">All roles</option>
            {roles.map((r) => (
              <option key={r.roleId} value={r.roleId}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        {addUserHref && (
          <Link className="button button-primary fu-toolbar-end" to={addUserHref}>
            Add user
          </Link>
        )}
      </div>

      {users.isPending && <Loader inline />}
      {users.isError && (
        <p role="alert" className="field-error">
          The users could not be loaded.
        </p>
      )}
      {users.data && (
        <>
          <p className="fu-muted" aria-live="polite">
            {shown.length === users.data.length ? `${users.data.length} users` : `${shown.length} of ${users.data.length} users`}
          </p>
          {shown.length === 0 ? (
            <p className="fu-muted">{users.data.length === 0 ? 'No users in this folder.' : 'No user matches.'}</p>
          ) : (
            <div className="fu-table-wrap">
              <table className="fu-list" aria-label="Users">
                <thead>
                  <tr>
                    <th scope="col">User name</th>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Base folder</th>
                    <th scope="col">Active</th>
                    <th scope="col">MFA</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((u) => {
                    const href = userHref?.(u);
                    return (
                      <tr key={u.uid} className={href ? 'fu-row-link' : undefined} onClick={href ? () => void navigate(href) : undefined}>
                        <td>{href ? <Link to={href}>{u.userName}</Link> : u.userName}</td>
                        <td>{userFullName(u)}</td>
                        <td>{u.contact?.config.emailAddress ?? ''}</td>
                        <td>{u.roleLabel}</td>
                        <td>{u.baseFolderLabel}</td>
                        <td>{u.active ? 'Yes' : 'No'}</td>
                        <td>{mfaText(u.mfaTypeId)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
