// What uses an entity (spec 001 §7 Entity/{uid}/UsedBy, Entity/ByFolder/{folder}/UsedByCounts;
// docs/decisions/100, 103): the tanks holding a product, what alerts a contact group or calls in on a
// schedule, the groups a contact is a member of. Shown where a user decides about the entity: its
// list's "Used by" count, which opens the list, and the delete dialog. Only what the caller may see
// is listed or counted (the server's rule).
import { USED_BY_KINDS, type UsedByItem } from '@ullage/domain/collaboration/used-by-api';
import { entityTypeName } from '@ullage/domain/entity-types';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { useUsedBy, useUsedByCounts } from '../api/used-by';
import './collaboration.css';

/** Where an item of the list leads (the app layer's pages); undefined: shown without a link. */
export type UsedByHref = (item: UsedByItem) => string | undefined;

/** The list of what uses entity `uid` (`what` names it: "Delivery Alerts"), by kind. */
export function UsedByList({ uid, what, hrefOf }: { uid: number; what: string; hrefOf?: UsedByHref }) {
  const usedBy = useUsedBy(uid);
  if (usedBy.isPending) return <Loader inline />;
  if (usedBy.isError) {
    return (
      <p role="alert" className="field-error">
        What uses {what} could not be loaded.
      </p>
    );
  }
  const items = usedBy.data;
  if (items.length === 0) return <p className="used-by-none">Nothing uses {what}.</p>;
  return (
    <section className="used-by" aria-label={`What uses ${what}`}>
      <p>
        {what} is used by {items.length === 1 ? '1 entity' : `${items.length.toLocaleString('en-US')} entities`}:
      </p>
      {USED_BY_KINDS.filter((k) => items.some((i) => i.kind === k.key)).map((k) => {
        const ofKind = items.filter((i) => i.kind === k.key);
        return (
          <div key={k.key} className="used-by-kind">
            <h4>
              {k.label} ({ofKind.length.toLocaleString('en-US')})
            </h4>
            <ul aria-label={k.label}>
              {ofKind.map((i) => {
                const href = hrefOf?.(i);
                return (
                  <li key={`${i.uid}-${i.kind}`}>
                    {href ? <Link to={href}>{i.label}</Link> : i.label} <span className="used-by-type">{entityTypeName(i.typeId)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** How many things use entity `uid` of folder `folderUid` (one UsedByCounts call per folder), as a
 * button opening the list; "0" as text. */
export function UsedByCount({ folderUid, uid, what, hrefOf }: { folderUid: number; uid: number; what: string; hrefOf?: UsedByHref }) {
  const counts = useUsedByCounts(folderUid);
  const [open, setOpen] = useState(false);
  if (!counts.data) return counts.isPending ? <span className="used-by-type">…</span> : null;
  const count = counts.data.find((c) => c.uid === uid)?.count ?? 0;
  if (count === 0) return <span className="used-by-type">0</span>;
  return (
    <>
      <button type="button" className="button button-ghost used-by-open" onClick={() => setOpen(true)}>
        {/* The name starts with the count shown (a screen reader reads what a sighted user sees). */}
        {count.toLocaleString('en-US')}
        <span className="visually-hidden"> what uses {what}</span>
      </button>
      {open && (
        <Modal open onOpenChange={setOpen} title={`What uses ${what}`}>
          <UsedByList uid={uid} what={what} hrefOf={hrefOf} />
        </Modal>
      )}
    </>
  );
}
