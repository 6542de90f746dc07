// spec 000 §2 Folder menu: Users /folder/users ("the spec's Folder menu has exactly eight items, so
// people live under this one", issue 14): the selected folder's users, contacts and roles, a tab
// each. The tabs are links (?tab=), so a reload or a shared link opens the same one.
import type { Granter } from '@ullage/domain/people/roles-api';
import type { UserDto } from '@ullage/domain/people/users-api';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
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
  caller: Granter;
  /** The Contacts tab's content; the tab is absent without it. */
  contacts?: ReactNode;
  userHref?: (user: UserDto) => string;
  addUserHref?: string;
}

export function FolderUsersPage({ folderUid, folderLabel, tab, tabHref, caller, contacts, userHref, addUserHref }: FolderUsersPageProps) {
  const tabs = FOLDER_USERS_TABS.filter((t) => t !== 'contacts' || contacts !== undefined);
  const active = tabs.includes(tab) ? tab : 'users';
  return (
    <section className="people-page" aria-labelledby="folder-users-title">
      <header>
        <div className="page-kicker">Users</div>
        <h1 id="folder-users-title">{folderLabel ?? ''}</h1>
      </header>
      <nav className="people-tabs" aria-label="Users page">
        {tabs.map((t) => (
          <NavLink
            key={t}
            to={tabHref(t)}
            replace
            className={t === active ? 'people-tab-link people-tab-active' : 'people-tab-link'}
            aria-current={t === active ? 'page' : undefined}
          >
            {TAB_LABELS[t]}
          </NavLink>
        ))}
      </nav>
      {active === 'users' && <UsersTab key={folderUid} folderUid={folderUid} userHref={userHref} addUserHref={addUserHref} />}
      {active === 'contacts' && contacts}
      {active === 'roles' && <RolesTab key={folderUid} folderUid={folderUid} folderLabel={folderLabel ?? ''} caller={caller} />}
    </section>
  );
}
