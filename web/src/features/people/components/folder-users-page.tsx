// spec 000 §2 Folder menu: Users /folder/users ("the spec's Folder menu has exactly eight items, so
// people live under this one", issue 14): the selected folder's users, contacts and roles, a tab
// each. The tabs are links (?tab=), so a reload or a shared link opens the same one.
import type { UserDto } from '@ullage/domain/people/users-api';
import { NavLink } from 'react-router';
import { useCaller } from '../../../lib/caller';
import { ContactsPanel, type UsedBySlots } from './contacts-panel';
import { RolesTab } from './roles-tab';
import { UsersTab } from './users-tab';
import './folder-users.css';

export const FOLDER_USERS_TABS = ['users', 'contacts', 'roles'] as const;
export type FolderUsersTab = (typeof FOLDER_USERS_TABS)[number];

const TAB_LABELS: Record<FolderUsersTab, string> = { users: 'Users', contacts: 'Contacts', roles: 'Roles' };

export interface FolderUsersPageProps {
  folderUid: number;
  /** The folder's name for the title; undefined while it loads. */
  folderLabel: string | undefined;
  tab: FolderUsersTab;
  tabHref: (tab: FolderUsersTab) => string;
  userHref?: (user: UserDto) => string;
  addUserHref?: string;
  /** What uses a contact or a contact group (composed by the app layer). */
  usedBy?: UsedBySlots;
}

export function FolderUsersPage({ folderUid, folderLabel, tab, tabHref, userHref, addUserHref, usedBy }: FolderUsersPageProps) {
  const caller = useCaller();
  const active = tab;
  return (
    <section className="fu-page" aria-labelledby="folder-users-title">
      <header>
        <div className="page-kicker">Users</div>
        <h1 id="folder-users-title">{folderLabel ?? ''}</h1>
      </header>
      <nav className="fu-tabs" aria-label="Users page">
        {FOLDER_USERS_TABS.map((t) => (
          <NavLink
            key={t}
            to={tabHref(t)}
            replace
            className={t === active ? 'fu-tab-link fu-tab-active' : 'fu-tab-link'}
            aria-current={t === active ? 'page' : undefined}
          >
            {TAB_LABELS[t]}
          </NavLink>
        ))}
      </nav>
      {active === 'users' && <UsersTab key={folderUid} folderUid={folderUid} userHref={userHref} addUserHref={addUserHref} />}
      {active === 'contacts' && <ContactsPanel key={folderUid} folderUid={folderUid} usedBy={usedBy} />}
      {active === 'roles' && <RolesTab key={folderUid} folderUid={folderUid} folderLabel={folderLabel ?? ''} caller={caller} />}
    </section>
  );
}
