// The folder's contacts and contact groups (issue 14; spec 001 §3.3 Contact, ContactGroup; §7
// "Contact and ContactGroup"), mounted by the Folder menu's Users page. Lists with a search;
// create, edit and delete with Edit Contacts (11), read-only without it (the server checks too).
import type { ContactDto, ContactGroupDto } from '@ullage/domain/people/contacts-api';
import { Permission } from '@ullage/domain/people/permissions';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { saveFailureMessage } from '../../../lib/save-errors';
import { useDeleteContact } from '../api/delete-contact';
import { useDeleteContactGroup } from '../api/delete-contact-group';
import { useContactGroups } from '../api/get-contact-groups';
import { useContacts } from '../api/get-contacts';
import { ContactForm } from './contact-form';
import { contactName, ContactGroupForm } from './contact-group-form';
import './people.css';

type Tab = 'contacts' | 'groups';

/** What uses a contact or a contact group (spec 001 §7 Entity/{uid}/UsedBy): another feature's
 * parts, composed by the app layer. `count` is the list's Used by cell, `list` the delete dialog's. */
export interface UsedBySlots {
  count: (uid: number, what: string) => ReactNode;
  list: (uid: number, what: string) => ReactNode;
}

export function ContactsPanel({ folderUid, usedBy }: { folderUid: number; usedBy?: UsedBySlots }) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.EditContacts);
  const [tab, setTab] = useState<Tab>('contacts');
  return (
    <section className="people-panel" aria-label="Contacts and contact groups">
      <div className="people-tabs" role="tablist">
        {(
          [
            ['contacts', 'Contacts'],
            ['groups', 'Contact Groups'],
          ] as const
        ).map(([key, label]) => (
          <button key={key} type="button" role="tab" className="people-tab" aria-selected={tab === key} onClick={() => setTab(key)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'contacts' ? (
        <ContactList folderUid={folderUid} canEdit={canEdit} usedBy={usedBy} />
      ) : (
        <GroupList folderUid={folderUid} canEdit={canEdit} usedBy={usedBy} />
      )}
    </section>
  );
}

function matches(term: string, ...texts: string[]) {
  const t = term.trim().toLowerCase();
  return !t || texts.some((x) => x.toLowerCase().includes(t));
}

/** Asks before deleting; shows the server's refusal (a contact a user stands on) in place. */
function ConfirmDelete({
  what,
  onDelete,
  onClose,
  pending,
  problem,
  usedBy,
}: {
  what: string;
  onDelete: () => void;
  onClose: () => void;
  pending: boolean;
  problem: string | null;
  /** What uses it, so the user knows what the deletion leaves without it. */
  usedBy?: ReactNode;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${what}`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-danger" disabled={pending} onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      <p>Delete {what}? This cannot be undone.</p>
      {usedBy}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}

function ContactList({ folderUid, canEdit, usedBy }: { folderUid: number; canEdit: boolean; usedBy?: UsedBySlots }) {
  const contacts = useContacts(folderUid);
  const remove = useDeleteContact();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ContactDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!contacts.data) return contacts.isError ? <p className="field-error">The contacts could not be loaded.</p> : <Loader />;
  const shown = contacts.data.filter((c) =>
    matches(search, contactName(c), c.config.emailAddress, c.config.phoneNumber, c.config.mobileNumber),
  );

  const onDelete = (c: ContactDto) =>
    remove.mutate(c.uid, {
      onSuccess: (result) => {
        setDeleting(null);
        const left = result.leftGroups.map((g) => g.label);
        toast.success(`${contactName(c)} deleted${left.length ? `, and taken out of ${left.join(', ')}` : ''}`, { autoClose: 3000 });
      },
      onError: (error) => setProblem(saveFailureMessage(error)),
    });

  return (
    <>
      <div className="people-toolbar">
        <input
          className="input"
          type="search"
          aria-label="Search contacts"
          placeholder="Search contacts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {canEdit && (
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            Add contact
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="people-empty">{contacts.data.length === 0 ? 'This folder has no contacts.' : 'No contact matches the search.'}</p>
      ) : (
        <ScrollBox label="Contacts">
          <table className="people-table" aria-label="Contacts">
            <thead>
              <tr>
                <th>Name</th>
                <th>Email</th>
                <th>Phone</th>
                <th>Mobile</th>
                <th>Delivery note</th>
                {usedBy && <th>Used by</th>}
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.uid}>
                  <td>{contactName(c)}</td>
                  <td>{c.config.emailAddress}</td>
                  <td>
                    {c.config.phoneNumber}
                    {c.config.extension && ` x${c.config.extension}`}
                  </td>
                  <td>{c.config.mobileNumber}</td>
                  <td className="people-note">{c.config.note}</td>
                  {usedBy && <td>{usedBy.count(c.uid, contactName(c))}</td>}
                  <td>
                    <div className="people-row-actions">
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`${canEdit ? 'Edit' : 'View'} ${contactName(c)}`}
                        onClick={() => setEditing(c)}
                      >
                        {canEdit ? 'Edit' : 'View'}
                      </button>
                      {canEdit && (
                        <button
                          type="button"
                          className="button button-ghost"
                          aria-label={`Delete ${contactName(c)}`}
                          onClick={() => {
                            setProblem(null);
                            setDeleting(c);
                          }}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? 'New contact' : contactName(editing)}
          size="manage"
        >
          <ContactForm
            contact={editing === 'new' ? null : editing}
            folderUid={folderUid}
            readOnly={!canEdit}
            onSaved={() => setEditing(null)}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmDelete
          what={contactName(deleting)}
          usedBy={usedBy?.list(deleting.uid, contactName(deleting))}
          pending={remove.isPending}
          problem={problem}
          onClose={() => setDeleting(null)}
          onDelete={() => onDelete(deleting)}
        />
      )}
    </>
  );
}

function GroupList({ folderUid, canEdit, usedBy }: { folderUid: number; canEdit: boolean; usedBy?: UsedBySlots }) {
  const groups = useContactGroups(folderUid);
  const remove = useDeleteContactGroup();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ContactGroupDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactGroupDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!groups.data) return groups.isError ? <p className="field-error">The contact groups could not be loaded.</p> : <Loader />;
  const shown = groups.data.filter((g) => matches(search, g.label));
  // After creating, the new group stays open so its members can be picked.
  const current = editing && editing !== 'new' ? (groups.data.find((g) => g.uid === editing.uid) ?? editing) : editing;

  return (
    <>
      <div className="people-toolbar">
        <input
          className="input"
          type="search"
          aria-label="Search contact groups"
          placeholder="Search contact groups"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {canEdit && (
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            Add contact group
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="people-empty">
          {groups.data.length === 0 ? 'This folder has no contact groups.' : 'No contact group matches the search.'}
        </p>
      ) : (
        <ScrollBox label="Contact groups">
          <table className="people-table" aria-label="Contact groups">
            <thead>
              <tr>
                <th>Label</th>
                <th>Group Type</th>
                <th>Contacts</th>
                <th>Active</th>
                {usedBy && <th>Used by</th>}
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((g) => (
                <tr key={g.uid}>
                  <td>{g.label}</td>
                  <td>{g.config.groupTypeId}</td>
                  <td>{g.contactCount}</td>
                  <td>{g.active ? 'Yes' : 'No'}</td>
                  {usedBy && <td>{usedBy.count(g.uid, g.label)}</td>}
                  <td>
                    <div className="people-row-actions">
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`${canEdit ? 'Edit' : 'View'} ${g.label}`}
                        onClick={() => setEditing(g)}
                      >
                        {canEdit ? 'Edit' : 'View'}
                      </button>
                      {canEdit && (
                        <button
                          type="button"
                          className="button button-ghost"
                          aria-label={`Delete ${g.label}`}
                          onClick={() => {
                            setProblem(null);
                            setDeleting(g);
                          }}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {current && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={current === 'new' ? 'New contact group' : current.label}
          size="manage"
        >
          <ContactGroupForm
            key={current === 'new' ? 'new' : current.uid}
            group={current === 'new' ? null : current}
            folderUid={folderUid}
            readOnly={!canEdit}
            onSaved={(saved) => setEditing(saved)}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmDelete
          what={deleting.label}
          usedBy={usedBy?.list(deleting.uid, deleting.label)}
          pending={remove.isPending}
          problem={problem}
          onClose={() => setDeleting(null)}
          onDelete={() =>
            remove.mutate(deleting.uid, {
              onSuccess: () => {
                setDeleting(null);
                toast.success(`${deleting.label} deleted`, { autoClose: 3000 });
              },
              onError: (error) => setProblem(saveFailureMessage(error)),
            })
          }
        />
      )}
    </>
  );
}
