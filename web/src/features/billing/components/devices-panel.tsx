// spec 001 §4 device activation state, §6 Change Device Bill-To Account (36); docs/decisions/099.
// The devices billed to the account with their activation state, the moves the server says the
// caller may make (its table), and devices put on the account by serial number.
import type { BillingAccount } from '@ullage/domain/billing/billing-api';
import { activationStateLabel } from '@ullage/domain/billing/orders';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useAgreements, useBilledDevices } from '../api/get-billing';
import { useAssignDevices, useMoveActivation } from '../api/save-billing';

/** What each move of the table is called on its button (from -> to). */
const MOVE_LABELS: Record<string, string> = {
  '0>2': 'Request activation',
  '2>1': 'Activate',
  '1>4': 'Request deactivation',
  '4>1': 'Keep active',
  '4>3': 'Deactivate',
  '3>2': 'Reactivate',
};

export function DevicesPanel({ account }: { account: BillingAccount }) {
  const caller = useCaller();
  const devices = useBilledDevices(account.uid);
  const agreements = useAgreements(account.uid);
  const move = useMoveActivation();
  const agreementLabel = (uid: number | null) => (uid === null ? '' : (agreements.data?.find((a) => a.uid === uid)?.label ?? ''));
  if (!devices.data) return devices.isError ? <p className="field-error">The devices could not be loaded.</p> : <Loader />;
  return (
    <div className="bil-settings">
      {caller.permissions.has(Permission.ChangeDeviceBillToAccount) && <AssignDevices accountUid={account.uid} />}
      {devices.data.length === 0 ? (
        <p className="bil-muted">No device is billed to this account.</p>
      ) : (
        <ScrollBox label="Billed devices" className="bil-table-wrap">
          <table className="bil-table" aria-label="Billed devices">
            <thead>
              <tr>
                <th>Serial Number</th>
                <th>Device</th>
                <th>Activation</th>
                <th>Billing</th>
                <th>Change</th>
              </tr>
            </thead>
            <tbody>
              {devices.data.map((d) => (
                <tr key={d.deviceUid}>
                  <td>{d.serialNumber}</td>
                  <td>{d.label}</td>
                  <td>{activationStateLabel(d.activationState)}</td>
                  <td>{d.monthly ? `Monthly ${agreementLabel(d.serviceAgreementUid)}`.trim() : 'Call blocks'}</td>
                  <td>
                    <div className="bil-actions">
                      {d.nextStates.map((to) => {
                        const label = MOVE_LABELS[`${d.activationState}>${to}`] ?? activationStateLabel(to);
                        return (
                          <button
                            key={to}
                            type="button"
                            className="button button-secondary"
                            aria-label={`${label} ${d.serialNumber}`}
                            disabled={move.isPending}
                            onClick={() =>
                              move.mutate(
                                { accountUid: account.uid, deviceUids: [d.deviceUid], activationState: to },
                                {
                                  onSuccess: () => toast.success(`${d.serialNumber}: ${activationStateLabel(to)}`, { autoClose: 3000 }),
                                  onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
                                },
                              )
                            }
                          >
                            {label}
                          </button>
                        );
                      })}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </div>
  );
}

function AssignDevices({ accountUid }: { accountUid: number }) {
  const assign = useAssignDevices();
  const [serials, setSerials] = useState('');
  const list = serials
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <form
      className="bil-form"
      aria-label="Add devices to this account"
      onSubmit={(e) => {
        e.preventDefault();
        assign.mutate(
          { accountUid, body: { serialNumbers: list } },
          {
            onSuccess: (r) => {
              setSerials('');
              toast.success(`${r.changed} device${r.changed === 1 ? '' : 's'} added, pending activation`, { autoClose: 3000 });
            },
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <label className="field">
        <span className="field-label">Serial numbers</span>
        <input
          className="input"
          value={serials}
          placeholder="One or more, separated by commas"
          onChange={(e) => setSerials(e.target.value)}
        />
      </label>
      <button type="submit" className="button button-secondary" disabled={assign.isPending || list.length === 0}>
        Add devices
      </button>
    </form>
  );
}
