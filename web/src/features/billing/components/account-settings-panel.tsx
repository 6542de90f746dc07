// spec 001 §3.3 BillToProfile (defaults and flags), ShipToProfile, ServiceAgreement; §3.8 part
// pricing. The account's bill-to profiles (flags and discount editable with Edit Bill-To Profiles,
// the discount with Edit Bill-To Discount; percents shown x100, saved /100), its ship-to profiles,
// its price sheet and its service agreements (added with Setup Monthly Billing).
import type { BillingAccount, BillToProfileDto } from '@ullage/domain/billing/billing-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { useCaller } from '../../../lib/caller';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useAgreements, useBillToProfiles, usePricing, useShipToProfiles } from '../api/get-billing';
import { useSaveAgreement, useSaveBillTo } from '../api/save-billing';

const FLAGS = [
  ['requirePoUpload', 'Require PO upload'],
  ['requirePoNumber', 'Require PO number'],
  ['requireTac', 'Require terms and conditions'],
  ['useCustomPriceSheet', 'Use custom price sheet'],
  ['allowPriceOverride', 'Allow price override'],
  ['allowCreditCard', 'Allow credit card'],
  ['allowWireTransfer', 'Allow wire transfer'],
  ['allowAutoInvoicing', 'Allow auto invoicing'],
  ['allowBillToPassthrough', 'Allow bill-to pass-through'],
  ['copiedOnFirstShipToAlert', 'Copied on first ship-to alert'],
  ['btpActive', 'Active'],
] as const;
const pct = (f: number) => Math.round(f * 10000) / 100;

export function AccountSettingsPanel({ account }: { account: BillingAccount }) {
  const billTos = useBillToProfiles(account.uid);
  const shipTos = useShipToProfiles(account.uid);
  const pricing = usePricing(account.uid);
  const agreements = useAgreements(account.uid);
  return (
    <div className="bil-settings">
      <h2>Bill-To Profiles</h2>
      {(billTos.data ?? []).length === 0 && <p className="bil-muted">None on this account.</p>}
      {(billTos.data ?? []).map((p) => (
        <BillToEditor key={p.uid} profile={p} />
      ))}
      <h2>Ship-To Profiles</h2>
      <ul>
        {(shipTos.data ?? []).map((s) => (
          <li key={s.uid}>
            {s.accountName}: billed through {s.billToProfileName}
          </li>
        ))}
      </ul>
      <h2>Pricing{pricing.data && !pricing.data.custom ? ' (the provider’s price sheet)' : ''}</h2>
      <table className="bil-table" aria-label="Pricing">
        <thead>
          <tr>
            <th>Part Number</th>
            <th>Description</th>
            <th>Calls</th>
            <th>Months</th>
            <th>Price</th>
          </tr>
        </thead>
        <tbody>
          {(pricing.data?.parts ?? []).map((p) => (
            <tr key={p.partNumber}>
              <td>{p.partNumber}</td>
              <td>{p.description}</td>
              <td>{p.calls.toLocaleString()}</td>
              <td>{p.months}</td>
              <td>{p.price.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Service Agreements</h2>
      <table className="bil-table" aria-label="Service agreements">
        <thead>
          <tr>
            <th>Label</th>
            <th>Commission %</th>
            <th>MaaS</th>
            <th>Program Fee</th>
            <th>Hardware Charge</th>
            <th>Data Center Charge</th>
            <th>Devices</th>
          </tr>
        </thead>
        <tbody>
          {(agreements.data ?? []).map((a) => (
            <tr key={a.uid}>
              <td>{a.label}</td>
              <td>{pct(a.commissionPercent)}</td>
              <td>{a.maas ? 'Yes' : 'No'}</td>
              <td>{a.programFee.toFixed(2)}</td>
              <td>{a.hardwareCharge.toFixed(2)}</td>
              <td>{a.dataCenterCharge.toFixed(2)}</td>
              <td>{a.deviceCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <NewAgreement accountUid={account.uid} />
    </div>
  );
}

function BillToEditor({ profile }: { profile: BillToProfileDto }) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.EditBillToProfiles);
  const canDiscount = canEdit && caller.permissions.has(Permission.EditBillToDiscount);
  const save = useSaveBillTo();
  const [draft, setDraft] = useState(profile);
  const { accountName: _name, ...body } = draft;
  return (
    <form
      className="bil-form"
      aria-label={`Bill-to profile ${profile.profileName}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { uid: profile.uid, body },
          {
            onSuccess: () => toast.success(`${profile.profileName} saved`, { autoClose: 3000 }),
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <label className="field">
        <span className="field-label">Discount %</span>
        <input
          className="input"
          type="number"
          min={0}
          max={100}
          step="0.01"
          disabled={!canDiscount}
          value={pct(draft.discountPercentage)}
          onChange={(e) => setDraft({ ...draft, discountPercentage: Number(e.target.value) / 100 })}
        />
      </label>
      <span className="bil-muted">
        Alerts before expiry: login message {draft.daysAlertLoginMessage} days, email {draft.daysAlertEmail} days, escalation{' '}
        {draft.daysAlertEscalateEmail} days
      </span>
      {FLAGS.map(([key, label]) => (
        <label key={key} className="field">
          <span>
            <input
              type="checkbox"
              disabled={!canEdit}
              checked={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
            />{' '}
            {label}
          </span>
        </label>
      ))}
      {canEdit && (
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          Save profile
        </button>
      )}
    </form>
  );
}

function NewAgreement({ accountUid }: { accountUid: number }) {
  const caller = useCaller();
  const save = useSaveAgreement();
  const [label, setLabel] = useState('');
  const [commission, setCommission] = useState(0);
  if (!caller.permissions.has(Permission.SetupMonthlyBilling)) return null;
  return (
    <form
      className="bil-form"
      aria-label="New service agreement"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            uid: null,
            body: {
              accountUid,
              label,
              commissionPercent: commission / 100,
              maas: false,
              commission: 0,
              programFee: 0,
              hardwareCharge: 0,
              dataCenterCharge: 0,
              partTypeDiscounts: [],
            },
          },
          {
            onSuccess: () => {
              setLabel('');
              toast.success('Service agreement saved', { autoClose: 3000 });
            },
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <label className="field">
        <span className="field-label">Label</span>
        <input className="input" value={label} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">Commission %</span>
        <input
          className="input"
          type="number"
          min={0}
          max={100}
          value={commission}
          onChange={(e) => setCommission(Number(e.target.value))}
        />
      </label>
      <button type="submit" className="button button-secondary" disabled={save.isPending}>
        Add agreement
      </button>
    </form>
  );
}
