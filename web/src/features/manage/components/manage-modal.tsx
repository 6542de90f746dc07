// spec 000 §2 "A manage modal (925x750) is offered for entity types at sub-paths: empty
// (information), /setup, /history (assets, devices)". The tabs are links to the sub-paths, so a
// reload or a shared link opens the same tab; switching tabs replaces the history entry, so closing
// returns to where the user was.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Modal } from '../../../components/modal';
import './manage.css';

export interface ManageTab {
  label: string;
  href: string;
  active: boolean;
}

export interface ManageModalProps {
  title: string;
  /** The entity's kind and where it stands. */
  subtitle: ReactNode;
  tabs: readonly ManageTab[];
  onClose: () => void;
  children: ReactNode;
}

export function ManageModal({ title, subtitle, tabs, onClose, children }: ManageModalProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} description={subtitle} size="manage">
      <nav className="manage-tabs" aria-label="Manage">
        {tabs.map((t) => (
          <NavLink
            key={t.label}
            to={t.href}
            replace
            className={t.active ? 'manage-tab manage-tab-active' : 'manage-tab'}
            aria-current={t.active ? 'page' : undefined}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <div className="manage-panel">{children}</div>
    </Modal>
  );
}
