// spec 001 §3.8 orders and §4 statuses (docs/decisions/087): the account's call-block orders with
// their line items, PO documents and status history; a new order with line items from the price
// sheet, its PO number, the terms and the PO document; and the moves the order flow allows.
import type { BillingAccount, OrderDto } from '@ullage/domain/billing/billing-api';
import { orderStatusLabel, transitionsFrom, type OrderActor } from '@ullage/domain/billing/orders';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useOrders, usePricing, useShipToProfiles } from '../api/get-billing';
import { downloadPoDocument, useCreateOrder, useUpdateOrder, useUploadPo } from '../api/save-billing';

const money = (n: number) => n.toLocaleString(undefined, { style: 'currency', currency: 'USD' });

export function OrdersPanel({ account }: { account: BillingAccount }) {
  const caller = useCaller();
  const orders = useOrders(account.uid);
  const canOrder = caller.permissions.has(Permission.CreateOrders);
  const actors = useOrderActors(Permission.CreateOrders);
  return (
    <div className="bil-orders">
      {canOrder && <NewOrder account={account} />}
      <h2>Orders</h2>
      {!orders.data ? (
        orders.isError ? (
          <p className="field-error">The orders could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : (
        <OrdersTable orders={orders.data} accountUid={account.uid} actors={actors} kind="Callblock" />
      )}
    </div>
  );
}

/** The caller's sides in orders of this kind; the server decides (a refused move says who may). */
export function useOrderActors(permission: number): OrderActor[] {
  const caller = useCaller();
  return [
    ...(caller.permissions.has(permission) ? (['orderer', 'billTo'] as const) : []),
    ...(caller.roleRank === 1 ? (['provider'] as const) : []),
  ];
}

export function OrdersTable({
  orders,
  accountUid,
  actors,
  kind,
}: {
  orders: OrderDto[];
  accountUid: number;
  actors: OrderActor[];
  kind: 'Callblock' | 'Hardware';
}) {
  if (orders.length === 0) return <p className="bil-muted">No orders yet.</p>;
  return (
    <ScrollBox label={kind === 'Hardware' ? 'Hardware orders' : 'Orders'} className="bil-table-wrap">
      <table className="bil-table" aria-label={kind === 'Hardware' ? 'Hardware orders' : 'Orders'}>
        <thead>
          <tr>
            <th>Order</th>
            <th>Ship-To</th>
            <th>Lines</th>
            <th>Total</th>
            <th>PO</th>
            <th>Status</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <OrderRow key={o.id} order={o} accountUid={accountUid} actors={actors} kind={kind} />
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function OrderRow({
  order,
  accountUid,
  actors,
  kind,
}: {
  order: OrderDto;
  accountUid: number;
  actors: OrderActor[];
  kind: 'Callblock' | 'Hardware';
}) {
  const update = useUpdateOrder();
  const [comment, setComment] = useState('');
  const moves = transitionsFrom(order.status).filter((t) => (t.by as readonly OrderActor[]).some((a) => actors.includes(a)));
  const move = (to: number, label: string) =>
    update.mutate(
      { accountUid, kind, body: { id: order.id, status: to as OrderDto['status'], statusComment: comment } },
      {
        onSuccess: (o) => {
          setComment('');
          toast.success(`Order ${o.id}: ${orderStatusLabel(o.status)}`, { autoClose: 3000 });
        },
        onError: (e) => toastSaveFailure(`${SAVE_FAILURE_TITLES.saveRequest} (${label})`, e),
      },
    );
  return (
    <tr data-order={order.id}>
      <td>
        #{order.id}
        <div className="bil-muted">{order.createDate.slice(0, 10)}</div>
      </td>
      <td>
        {order.shipToAccountName}
        {order.shipToAddress && (
          <div className="bil-muted">
            {[
              order.shipToAddress.address1,
              order.shipToAddress.address2,
              order.shipToAddress.city,
              order.shipToAddress.state,
              order.shipToAddress.zip,
            ]
              .filter((x) => x)
              .join(', ')}
          </div>
        )}
      </td>
      <td>
        {order.lineItems.map((l) => (
          <div key={l.lineNum}>
            {l.quantity} × {l.partNumber}
            {l.customerPartNumber && ` (${l.customerPartNumber})`} at {money(l.btPrice)}
          </div>
        ))}
      </td>
      <td>{money(order.total)}</td>
      <td>
        {order.stPoNumber}
        {order.stPoDocumentId !== null && (
          <button type="button" className="button button-ghost" onClick={() => void downloadPoDocument(order.stPoDocumentId!)}>
            PO document
          </button>
        )}
        {order.btPoDocumentId !== null && (
          <button type="button" className="button button-ghost" onClick={() => void downloadPoDocument(order.btPoDocumentId!)}>
            Bill-To PO
          </button>
        )}
      </td>
      <td>
        <strong className="bil-status">{orderStatusLabel(order.status)}</strong>
        <ol className="bil-history" aria-label={`Order ${order.id} history`}>
          {order.statusEntries.map((e) => (
            <li key={e.id}>
              {orderStatusLabel(e.typeId)} · {e.createDate.replace('T', ' ').slice(0, 16)} · {e.userName ?? 'the provider'}
              {e.comment ? `: ${e.comment}` : ''}
            </li>
          ))}
        </ol>
      </td>
      <td>
        {moves.length > 0 && (
          <div className="bil-actions">
            <input
              className="input"
              aria-label={`Comment on order ${order.id}`}
              placeholder="Comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
            {moves.map((t) => (
              <button
                key={t.to}
                type="button"
                className={t.to === 7 || t.to === 3 || t.to === 5 ? 'button button-ghost' : 'button button-secondary'}
                disabled={update.isPending}
                onClick={() => move(t.to, t.action)}
              >
                {t.action}
              </button>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}

/** An order's PO number, PO document and the terms, as both kinds of order ask for them. */
export function OrderTermsFields(p: {
  poNumber: string;
  setPoNumber: (v: string) => void;
  setFile: (f: File | null) => void;
  terms: boolean;
  setTerms: (v: boolean) => void;
}) {
  return (
    <>
      <label className="field">
        <span className="field-label">PO Number</span>
        <input className="input" value={p.poNumber} onChange={(e) => p.setPoNumber(e.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">PO Document</span>
        <input className="input" type="file" accept="application/pdf,image/*" onChange={(e) => p.setFile(e.target.files?.[0] ?? null)} />
      </label>
      <label className="field">
        <span>
          <input type="checkbox" checked={p.terms} onChange={(e) => p.setTerms(e.target.checked)} /> I accept the terms and conditions
        </span>
      </label>
    </>
  );
}

/** After an order is created: its ship-to PO document attached when one was chosen, then `done`. */
export function attachPoThen(upload: ReturnType<typeof useUploadPo>, orderId: number, file: File | null, done: () => void): void {
  if (!file) return done();
  upload.mutate(
    { orderId, side: 'STPODocument', file },
    { onSuccess: done, onError: (e) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, e) },
  );
}

/** A new order on the account: ship-to profile, line items from the price sheet, PO, terms, PO document. */
function NewOrder({ account }: { account: BillingAccount }) {
  const shipTos = useShipToProfiles(account.uid);
  const stp = shipTos.data?.[0];
  const pricing = usePricing(account.uid);
  const create = useCreateOrder();
  const upload = useUploadPo();
  const [partNumber, setPartNumber] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [poNumber, setPoNumber] = useState('');
  const [terms, setTerms] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  if (!stp) return null;
  const parts = pricing.data?.parts ?? [];
  const part = partNumber || parts[0]?.partNumber || '';
  const submit = () =>
    create.mutate(
      {
        accountUid: account.uid,
        body: {
          stpuid: stp.uid,
          btpuid: stp.btpUid,
          stPoNumber: poNumber,
          tacAccepted: terms,
          lineItems: [{ partNumber: part, quantity }],
        },
      },
      {
        onSuccess: (order) =>
          attachPoThen(upload, order.id, file, () => {
            toast.success(`Order ${order.id} created`, { autoClose: 3000 });
            setPoNumber('');
            setFile(null);
          }),
        onError: (e) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, e),
      },
    );
  return (
    <form
      className="bil-form"
      aria-label="New order"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="field">
        <span className="field-label">Call block</span>
        <select className="input" value={part} onChange={(e) => setPartNumber(e.target.value)}>
          {parts.map((p) => (
            <option key={p.partNumber} value={p.partNumber}>
              {p.partNumber}: {p.description} ({money(p.price)})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">Quantity</span>
        <input className="input" type="number" min={1} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} />
      </label>
      <OrderTermsFields poNumber={poNumber} setPoNumber={setPoNumber} setFile={setFile} terms={terms} setTerms={setTerms} />
      <button type="submit" className="button button-primary" disabled={create.isPending || upload.isPending}>
        Place order
      </button>
    </form>
  );
}
