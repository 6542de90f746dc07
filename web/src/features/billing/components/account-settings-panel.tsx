// spec 001 §3.3 BillToProfile (defaults and flags), ShipToProfile, ServiceAgreement; §3.8 part
// pricing. The account's bill-to profiles (flags and discount editable with Edit Bill-To Profiles,
// the discount with Edit Bill-To Discount; percents shown x100, saved /100), its ship-to profiles,
// its price sheet (edited with Edit CallBlock Pricing on the account that pays) and its service
// agreements (edited and added with Setup Monthly Billing).
import type {
  BillingAccount,
  BillToProfileDto,
  CallBlockPart,
  ServiceAgreement,
  ServiceAgreementSave,
} from '@ullage/domain/billing/billing-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useAgreements, useBillToProfiles, usePartNumbers, usePricing, useShipToProfiles } from '../api/get-billing';
import { useSaveAgreement, useSaveBillTo, useSavePricing } from '../api/save-billing';
import { PartNumbersEditor } from './part-numbers-editor';

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
  const caller = useCaller();
  const billTos = useBillToProfiles(account.uid);
  const shipTos = useShipToProfiles(account.uid);
  const pricing = usePricing(account.uid);
  const agreements = useAgreements(account.uid);
  const partNumbers = usePartNumbers(account.uid);
  const paysForItself = (account.billToAccountUid ?? account.uid) === account.uid;
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
      {pricing.data && (
        <PricingEditor
          accountUid={account.uid}
          parts={pricing.data.parts}
          editable={caller.permissions.has(Permission.EditCallBlockPricing) && paysForItself}
        />
      )}
      <h2>Part Numbers</h2>
      {pricing.data && partNumbers.data && (
        <PartNumbersEditor
          accountUid={account.uid}
          callBlockParts={pricing.data.parts}
          saved={partNumbers.data.partNumbers}
          editable={caller.permissions.has(Permission.EditCallBlockPricing) && paysForItself}
        />
      )}
      <h2>Service Agreements</h2>
      {(agreements.data ?? []).length === 0 && <p className="bil-muted">None on this account.</p>}
      {(agreements.data ?? []).map((a) => (
        <AgreementForm key={a.uid} accountUid={account.uid} agreement={a} />
      ))}
      {caller.permissions.has(Permission.SetupMonthlyBilling) && <AgreementForm accountUid={account.uid} agreement={null} />}
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

/** The account's price sheet (spec 001 §3.8 custom pricing): editable with Edit CallBlock Pricing
 * (9) on the account that pays; saving the provider's sheet makes it the account's own. */
function PricingEditor({ accountUid, parts, editable }: { accountUid: number; parts: CallBlockPart[]; editable: boolean }) {
  const save = useSavePricing();
  const [rows, setRows] = useState(parts);
  const set = (i: number, patch: Partial<CallBlockPart>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const cell = (i: number, key: keyof CallBlockPart, label: string, type: 'text' | 'number') =>
    !editable ? (
      key === 'price' ? (
        rows[i]!.price.toFixed(2)
      ) : (
        rows[i]![key].toLocaleString()
      )
    ) : (
      <input
        className="input"
        aria-label={`${label} of row ${i + 1}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        step={key === 'price' ? '0.01' : undefined}
        value={rows[i]![key]}
        onChange={(e) => set(i, { [key]: type === 'number' ? Number(e.target.value) : e.target.value })}
      />
    );
  return (
    <form
      aria-label="Pricing"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { accountUid, parts: rows },
          {
            onSuccess: () => toast.success('Pricing saved', { autoClose: 3000 }),
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <ScrollBox label="Pricing">
        <table className="bil-table" aria-label="Pricing">
          <thead>
            <tr>
              <th>Part Number</th>
              <th>Description</th>
              <th>Calls</th>
              <th>Months</th>
              <th>Price</th>
              {editable && <th>Remove</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((p, i) => (
              <tr key={i}>
                <td>{cell(i, 'partNumber', 'Part Number', 'text')}</td>
                <td>{cell(i, 'description', 'Description', 'text')}</td>
                <td>{cell(i, 'calls', 'Calls', 'number')}</td>
                <td>{cell(i, 'months', 'Months', 'number')}</td>
                <td>{cell(i, 'price', 'Price', 'number')}</td>
                {editable && (
                  <td>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Remove ${p.partNumber || `row ${i + 1}`}`}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {editable && (
        <div className="bil-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRows([...rows, { partNumber: '', description: '', calls: 1000, months: 12, price: 0 }])}
          >
            Add part
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            Save pricing
          </button>
        </div>
      )}
    </form>
  );
}

const EMPTY_AGREEMENT = {
  label: '',
  commissionPercent: 0,
  maas: false,
  commission: 0,
  programFee: 0,
  hardwareCharge: 0,
  dataCenterCharge: 0,
  partTypeDiscounts: [],
} satisfies Omit<ServiceAgreementSave, 'accountUid'>;

/** A service agreement (spec 001 §3.3: percent values shown x100, saved /100), edited or added with
 * Setup Monthly Billing (24). */
function AgreementForm({ accountUid, agreement }: { accountUid: number; agreement: ServiceAgreement | null }) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.SetupMonthlyBilling);
  const save = useSaveAgreement();
  const [draft, setDraft] = useState<Omit<ServiceAgreementSave, 'accountUid'>>(() => {
    if (!agreement) return EMPTY_AGREEMENT;
    const { uid: _uid, deviceCount: _count, accountUid: _account, ...rest } = agreement;
    return rest;
  });
  const name = agreement ? agreement.label : 'New service agreement';
  const money = (key: 'commission' | 'programFee' | 'hardwareCharge' | 'dataCenterCharge', label: string) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        className="input"
        type="number"
        min={0}
        step="0.01"
        disabled={!canEdit}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <form
      className="bil-form"
      aria-label={agreement ? `Service agreement ${agreement.label}` : 'New service agreement'}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { uid: agreement?.uid ?? null, body: { ...draft, accountUid } },
          {
            onSuccess: () => {
              if (!agreement) setDraft(EMPTY_AGREEMENT);
              toast.success(`${draft.label || name} saved`, { autoClose: 3000 });
            },
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <label className="field">
        <span className="field-label">Label</span>
        <input className="input" disabled={!canEdit} value={draft.label} onChange={(e) => setDraft({ ...draft, label: e.target.value })} />
      </label>
      <label className="field">
        <span className="field-label">Commission %</span>
        <input
          className="input"
          type="number"
          min={0}
          max={100}
          step="0.01"
          disabled={!canEdit}
          value={pct(draft.commissionPercent)}
          onChange={(e) => setDraft({ ...draft, commissionPercent: Number(e.target.value) / 100 })}
        />
      </label>
      {money('commission', 'Commission')}
      {money('programFee', 'Program Fee')}
      {money('hardwareCharge', 'Hardware Charge')}
      {money('dataCenterCharge', 'Data Center Charge')}
      <label className="field">
        <span>
          <input
            type="checkbox"
            disabled={!canEdit}
            checked={draft.maas}
            onChange={(e) => setDraft({ ...draft, maas: e.target.checked })}
          />{' '}
          MaaS
        </span>
      </label>
      {agreement && <span className="bil-muted">{agreement.deviceCount} devices</span>}
      {canEdit && (
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          {agreement ? 'Save agreement' : 'Add agreement'}
        </button>
      )}
    </form>
  );
}
