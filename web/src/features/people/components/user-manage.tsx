// spec 000 §2: the user manage modal (925x750) at /user (information) and /user/setup, for the
// signed-in user (the right navigation) or any user in scope (the explorer's user nodes), and its
// Email Reports tab (/user/email-reports), whose content the app layer gives (features/email-reports).
import { entityTypeName, EntityType } from '@ullage/domain/entity-types';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { UserInformation } from './user-information';
import { UserSetup } from './user-setup';
import './people.css';

export type UserTab = 'information' | 'setup' | 'email-reports';

const TABS: { key: UserTab; label: string }[] = [
  { key: 'information', label: 'Information' },
  { key: 'setup', label: 'Setup' },
  { key: 'email-reports', label: 'Email Reports' },
];

export function UserManage({
  uid,
  tab,
  tabHref,
  onClose,
  emailReports,
}: {
  uid: number;
  tab: UserTab;
  tabHref: (tab: UserTab) => string;
  onClose: () => void;
  /** The Email Reports tab's content for this user. */
  emailReports: ReactNode;
}) {
  const user = useUser(uid);
  const u = user.data;
  const gone = user.isError && isApiError(user.error) && user.error.status === 404;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={u ? u.userName : 'User'}
      description={u ? `${entityTypeName(EntityType.User)} in ${u.baseFolderLabel}` : undefined}
      size="manage"
    >
      <nav className="people-tabs" aria-label="Manage">
        {TABS.map((t) => (
          <NavLink
            key={t.key}
            to={tabHref(t.key)}
            replace
            className={t.key === tab ? 'people-tab people-tab-active' : 'people-tab'}
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <div className="people-manage">
        {!u ? (
          user.isError ? (
            <p role="alert" className="field-error">
              {gone
                ? 'This user was not found. They may have been removed, or they are not yours to see.'
                : 'This user could not be loaded.'}
            </p>
          ) : (
            <Loader />
          )
        ) : tab === 'information' ? (
          <UserInformation user={u} />
        ) : tab === 'email-reports' ? (
          emailReports
        ) : (
          <UserSetup key={u.uid} user={u} />
        )}
      </div>
    </Modal>
  );
}
