// spec 001 §6 Order Hardware (25), §3.8 part pricing and custom part numbers (docs/decisions/102):
// a cart of parts from the hardware price sheet with quantities, the account's own part numbers
// beside the provider's, a ship-to address filled from the folder, and the hardware orders with
// their status flow (the bill-to approves, the provider processes and completes).
import type { BillingAccount, HardwareCatalog } from '@ullage/domain/billing/billing-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useHardwareCatalog, useOrders } from '../api/get-billing';
import { useCreateHardwareOrder, useUploadPo } from '../api/save-billing';
import { attachPoThen, OrdersTable, OrderTermsFields, useOrderActors } from './orders-panel';

const money = (n: number) => n.toLocaleString(undefined, { style: 'currency', currency: 'USD' });
const ADDRESS_FIELDS = [
  ['address1', 'Address 1'],
  ['address2', 'Address 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
] as const;

export function HardwarePanel({ account }: { account: BillingAccount }) {
  const catalog = useHardwareCatalog(account.uid);
  const orders = useOrders(account.uid, 'Hardware');
  const actors = useOrderActors(Permission.OrderHardware);
  return (
    <div className="bil-orders">
      {!catalog.data ? (
        catalog.isError ? (
          <p className="field-error">The hardware price sheet could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : (
        <HardwareCart account={account} catalog={catalog.data} />
      )}
      <h2>Hardware orders</h2>
      {!orders.data ? (
        orders.isError ? (
          <p className="field-error">The hardware orders could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : (
        <OrdersTable orders={orders.data} accountUid={account.uid} actors={actors} kind="Hardware" />
      )}
    </div>
  );
}

function HardwareCart({ account, catalog }: { account: BillingAccount; catalog: HardwareCatalog }) {
  const create = useCreateHardwareOrder();
  const upload = useUploadPo();
  const [file, setFile] = useState<File | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [address, setAddress] = useState(catalog.shipToAddress);
  const [stpuid, setStpuid] = useState(catalog.shipToProfiles[0]?.uid ?? 0);
  const [poNumber, setPoNumber] = useState('');
  const [terms, setTerms] = useState(false);
  const lines = catalog.parts.filter((p) => (quantities[p.partNumber] ?? 0) > 0);
  const total = lines.reduce((s, p) => s + p.price * quantities[p.partNumber]!, 0);
  if (catalog.shipToProfiles.length === 0)
    return (
      <>
        <h2>Hardware price sheet</h2>
        <PriceSheet parts={catalog.parts} />
        <p className="bil-muted">This account has no ship-to profile to order hardware through: a branch's ship-to account orders.</p>
      </>
    );
  const submit = () =>
    create.mutate(
      {
        accountUid: account.uid,
        body: {
          stpuid,
          lineItems: lines.map((p) => ({ partNumber: p.partNumber, quantity: quantities[p.partNumber]!, comments: '' })),
          shipToAddress: address,
          stPoNumber: poNumber,
          tacAccepted: terms,
        },
      },
      {
        onSuccess: (order) =>
          attachPoThen(upload, order.id, file, () => {
            toast.success(`Hardware order ${order.id} placed`, { autoClose: 3000 });
            setQuantities({});
            setPoNumber('');
            setFile(null);
          }),
        onError: (e) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, e),
      },
    );
  return (
    <form
      className="bil-form bil-cart"
      aria-label="Order hardware"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>Order hardware</h2>
      <PriceSheet parts={catalog.parts} quantities={quantities} onQuantity={(part, n) => setQuantities((q) => ({ ...q, [part]: n }))} />
      <fieldset className="bil-address">
        <legend>Ship to</legend>
        {catalog.shipToProfiles.length > 1 && (
          <label className="field">
            <span className="field-label">Ship-To Profile</span>
            <select className="input" value={stpuid} onChange={(e) => setStpuid(Number(e.target.value))}>
              {catalog.shipToProfiles.map((s) => (
                <option key={s.uid} value={s.uid}>
                  {s.billToProfileName}
                </option>
              ))}
            </select>
          </label>
        )}
        {ADDRESS_FIELDS.map(([key, label]) => (
          <label key={key} className="field">
            <span className="field-label">{label}</span>
            <input className="input" value={address[key]} onChange={(e) => setAddress((a) => ({ ...a, [key]: e.target.value }))} />
          </label>
        ))}
      </fieldset>
      <OrderTermsFields poNumber={poNumber} setPoNumber={setPoNumber} setFile={setFile} terms={terms} setTerms={setTerms} />
      <p className="bil-muted" aria-live="polite">
        {lines.length === 0
          ? 'No parts in the cart'
          : `${lines.length} part${lines.length === 1 ? '' : 's'}, ${money(total)} before discount`}
      </p>
      <button type="submit" className="button button-primary" disabled={create.isPending || upload.isPending}>
        Place hardware order
      </button>
    </form>
  );
}

/** The hardware price sheet with the own part numbers; with `quantities`, the cart's quantity column. */
function PriceSheet({
  parts,
  quantities,
  onQuantity,
}: {
  parts: HardwareCatalog['parts'];
  quantities?: Record<string, number>;
  onQuantity?: (partNumber: string, n: number) => void;
}) {
  return (
    <ScrollBox label="Hardware price sheet" className="bil-table-wrap">
      <table className="bil-table" aria-label="Hardware price sheet">
        <thead>
          <tr>
            <th>Part Number</th>
            <th>Your Part Number</th>
            <th>Description</th>
            <th>Price</th>
            {quantities && <th>Quantity</th>}
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.partNumber}>
              <td>{p.partNumber}</td>
              <td>{p.customerPartNumber}</td>
              <td>{p.description}</td>
              <td>{money(p.price)}</td>
              {quantities && (
                <td>
                  <input
                    className="input bil-qty"
                    type="number"
                    min={0}
                    aria-label={`Quantity of ${p.partNumber}`}
                    value={quantities[p.partNumber] ?? 0}
                    onChange={(e) => onQuantity?.(p.partNumber, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
