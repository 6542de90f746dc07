// spec 000 §2 Folder menu: Billing /billing; spec 001 §3.3, §3.8 (docs/decisions/087, 088). The
// selected folder's billing accounts (its own and those above it in the caller's scope), the folder's
// call-block summary, and for the chosen account its orders, charged calls, devices (activation,
// ADR 099), profiles, pricing and service agreements.
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { useCaller } from '../../../lib/caller';
import { useCallBlockSummary, useFolderAccounts } from '../api/get-billing';
import { ChargedCallsPanel } from './charged-calls-panel';
import { DevicesPanel } from './devices-panel';
import { HardwarePanel } from './hardware-panel';
import { SalesRepPanel } from './sales-rep-panel';
import { OrdersPanel } from './orders-panel';
import { AccountSettingsPanel } from './account-settings-panel';
import './billing.css';

export interface BillingPageProps {
  folderUid: number;
  folderLabel: string | undefined;
}

const TABS = ['Orders', 'Order Hardware', 'Charged Calls', 'Devices', 'Profiles and Pricing', 'Sales Rep'] as const;
type Tab = (typeof TABS)[number];
/** Tabs shown only to holders of a permission (spec 001 §6): Order Hardware (25), Edit Sales Rep (40). */
const TAB_PERMISSION: Partial<Record<Tab, number>> = { 'Order Hardware': Permission.OrderHardware, 'Sales Rep': Permission.EditSalesRep };

export function BillingPage({ folderUid, folderLabel }: BillingPageProps) {
  const accounts = useFolderAccounts(folderUid);
  const summary = useCallBlockSummary(folderUid);
  const [chosen, setChosen] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('Orders');
  const caller = useCaller();
  const tabs = TABS.filter((t) => TAB_PERMISSION[t] === undefined || caller.permissions.has(TAB_PERMISSION[t]));
  const list = accounts.data ?? [];
  // The folder's own account first (a branch's ship-to), else the first listed.
  const account = list.find((a) => a.uid === chosen) ?? list.find((a) => a.folderUid === folderUid) ?? list[0];

  return (
    <section className="bil-page" aria-labelledby="billing-title">
      <header>
        <div className="page-kicker">Billing</div>
        <h1 id="billing-title">{folderLabel ?? ''}</h1>
      </header>
      {summary.data && (
        <dl className="bil-summary" aria-label="Call-block summary">
          <div>
            <dt>Calls total</dt>
            <dd>{summary.data.callsTotal.toLocaleString()}</dd>
          </div>
          <div>
            <dt>Calls used</dt>
            <dd>{summary.data.callsUsed.toLocaleString()}</dd>
          </div>
          <div>
            <dt>Calls per day</dt>
            <dd>{summary.data.callsPerDay.toLocaleString()}</dd>
          </div>
          <div>
            <dt>Blocks</dt>
            <dd>{summary.data.blocksTotal}</dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>{summary.data.expireDate ? new Date(summary.data.expireDate).toLocaleDateString() : 'None'}</dd>
          </div>
          <div>
            <dt>Expired calls</dt>
            <dd>{summary.data.expiredCalls.toLocaleString()}</dd>
          </div>
        </dl>
      )}
      {!accounts.data ? (
        accounts.isError ? (
          <p className="field-error">The billing accounts could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : !account ? (
        <p className="bil-muted">No billing account for this folder.</p>
      ) : (
        <>
          <div className="bil-toolbar">
            <label className="field">
              <span className="field-label">Account</span>
              <select className="input" value={account.uid} onChange={(e) => setChosen(Number(e.target.value))}>
                {list.map((a) => (
                  <option key={a.uid} value={a.uid}>
                    {a.name} ({a.accountNumber})
                  </option>
                ))}
              </select>
            </label>
            <span className="bil-muted">
              {account.deviceCount} device{account.deviceCount === 1 ? '' : 's'} billed
              {account.billToAccountUid === null ? ' · pays for its ship-to accounts' : ''}
            </span>
          </div>
          <div className="bil-tabs" role="tablist" aria-label="Billing">
            {tabs.map((t) => (
              <button key={t} type="button" role="tab" aria-selected={tab === t} className="bil-tab" onClick={() => setTab(t)}>
                {t}
              </button>
            ))}
          </div>
          {tab === 'Orders' && <OrdersPanel key={account.uid} account={account} />}
          {tab === 'Charged Calls' && <ChargedCallsPanel key={account.uid} accountUid={account.uid} />}
          {tab === 'Devices' && <DevicesPanel key={account.uid} account={account} />}
          {tab === 'Order Hardware' && <HardwarePanel key={account.uid} account={account} />}
          {tab === 'Profiles and Pricing' && <AccountSettingsPanel key={account.uid} account={account} />}
          {tab === 'Sales Rep' && <SalesRepPanel folderUid={folderUid} />}
        </>
      )}
    </section>
  );
}
