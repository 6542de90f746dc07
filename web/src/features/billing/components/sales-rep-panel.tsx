// spec 001 §3.5 SalesRep (primaryContactGroupUid, rmaAlertGroupUid, salesManagerUid) on a folder,
// §6 Edit Sales Rep (40); docs/decisions/099: the sales rep nearest a device's folder hears of its
// RMAs. The tab is shown only with 40; the server checks 40 and the folder's scope again.
import type { SalesRep } from '@ullage/domain/billing/billing-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { useCaller } from '../../../lib/caller';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useSalesRep } from '../api/get-billing';
import { useSaveSalesRep } from '../api/save-billing';

type Option = { uid: number; label: string };

export function SalesRepPanel({ folderUid }: { folderUid: number }) {
  const caller = useCaller();
  const data = useSalesRep(folderUid, caller.baseFolderUid);
  if (!data.data) return data.isError ? <p className="field-error">The sales rep could not be loaded.</p> : <Loader />;
  return <SalesRepForm key={folderUid} folderUid={folderUid} {...data.data} />;
}

function SalesRepForm({
  folderUid,
  salesRep,
  groups,
  users,
}: {
  folderUid: number;
  salesRep: SalesRep;
  groups: Option[];
  users: Option[];
}) {
  const save = useSaveSalesRep();
  const [form, setForm] = useState(salesRep);
  const pick = (key: keyof SalesRep, label: string, options: Option[]) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="input" value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: Number(e.target.value) }))}>
        <option value={0}>None</option>
        {options.map((o) => (
          <option key={o.uid} value={o.uid}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      className="bil-form"
      aria-label="Sales Rep"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { folderUid, body: form },
          {
            onSuccess: () => toast.success('Sales rep saved', { autoClose: 3000 }),
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <p className="bil-muted">RMA alerts for the devices in this folder and below go to its sales rep.</p>
      {pick('primaryContactGroupUid', 'Primary Contact Group', groups)}
      {pick('rmaAlertGroupUid', 'RMA Alert Group', groups)}
      {pick('salesManagerUid', 'Sales Manager', users)}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
