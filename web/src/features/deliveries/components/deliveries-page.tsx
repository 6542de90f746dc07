// Reports > Deliveries, /report/deliveries (issue 17; docs/decisions/092-delivery-planning.md): the
// selected folder's tanks reaching their reorder level within the days, the volume to fill each,
// grouped into truck loads in route order from a depot; the routes on a map; print, CSV, email.
import type { DeliveryLoad, DeliveryPlan } from '@ullage/domain/delivery/api';
import {
  DELIVERY_DAYS_DEFAULT,
  DELIVERY_DAYS_MAX,
  DELIVERY_TRUCK_DEFAULT,
  DELIVERY_TRUCK_MAX,
  DELIVERY_TRUCK_MIN,
  deliveryCsv,
  UNPLACED_REASONS,
} from '@ullage/domain/delivery/planning';
import type { MapSettings } from '@ullage/domain/geofences/api';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { isApiError } from '../../../lib/api-client';
import { csvFileName, downloadCsv } from '../../../lib/csv';
import { toast } from '../../../lib/toast';
import { useEmailDeliveryPlan } from '../api/email-delivery-plan';
import { useDeliveryPlan, type PlanSettings } from '../api/get-delivery-plan';
import { RouteMap } from './route-map';
import './deliveries.css';

export interface DeliveriesPageProps {
  folderUid: number;
  folderLabel: string | undefined;
  units: { volumeUnitId: number };
  /** The map's tile server (the map feature's call, passed in by the app route). */
  mapSettings: MapSettings | undefined;
  /** The contact groups the plan can be emailed to. */
  contactGroups: readonly { uid: number; label: string }[];
  tankHref: (tank: { uid: number; folderUid: number }) => string;
}

const REORDER_CHOICES = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5];
const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const pct = (f: number) => `${numberFormat.format(f * 100)}%`;

const DEFAULTS: PlanSettings = { days: DELIVERY_DAYS_DEFAULT, truckCapacity: DELIVERY_TRUCK_DEFAULT, reorderPercent: null, depotUid: null };

export function DeliveriesPage(props: DeliveriesPageProps) {
  const { folderUid } = props;
  const [settings, setSettings] = useState<PlanSettings>(DEFAULTS);
  const query = useDeliveryPlan(folderUid, settings);
  const plan = query.data;
  const unit = unitAbbreviation(UnitType.Volume, props.units.volumeUnitId);

  return (
    <section className="deliveries-page" aria-labelledby="deliveries-title">
      <header className="deliveries-header">
        <p className="page-kicker">Deliveries</p>
        <h1 id="deliveries-title" className="deliveries-title">
          {props.folderLabel ?? ' '}
        </h1>
      </header>
      <SettingsForm key={JSON.stringify(settings)} settings={settings} plan={plan} unit={unit} onApply={setSettings} />
      {query.isPending && <Loader label="Planning deliveries…" />}
      {query.isError && (
        <p role="alert" className="field-error">
          {isApiError(query.error) && query.error.errors ? Object.values(query.error.errors).flat().join(' ') : query.error.message}
        </p>
      )}
      {plan && <PlanView {...props} plan={plan} settings={settings} unit={unit} stale={query.isPlaceholderData} />}
    </section>
  );
}

function SettingsForm({
  settings,
  plan,
  unit,
  onApply,
}: {
  settings: PlanSettings;
  plan: DeliveryPlan | undefined;
  unit: string;
  onApply: (s: PlanSettings) => void;
}) {
  const [days, setDays] = useState(String(settings.days));
  const [truck, setTruck] = useState(String(settings.truckCapacity));
  const [reorder, setReorder] = useState(settings.reorderPercent === null ? '' : String(settings.reorderPercent));
  const [depot, setDepot] = useState(settings.depotUid === null ? '' : String(settings.depotUid));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      days: Number(days),
      truckCapacity: Number(truck),
      reorderPercent: reorder === '' ? null : Number(reorder),
      depotUid: depot === '' ? null : Number(depot),
    });
  };
  const depots = plan?.depots ?? [];
  return (
    <form className="deliveries-settings" aria-label="Plan settings" onSubmit={submit}>
      <label className="deliveries-field">
        Due within (days)
        <input
          className="input"
          type="number"
          min={0}
          max={DELIVERY_DAYS_MAX}
          step={1}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </label>
      <label className="deliveries-field">
        Truck capacity ({unit})
        <input
          className="input"
          type="number"
          min={DELIVERY_TRUCK_MIN}
          max={DELIVERY_TRUCK_MAX}
          value={truck}
          onChange={(e) => setTruck(e.target.value)}
        />
      </label>
      <label className="deliveries-field">
        Reorder level
        <select className="input" value={reorder} onChange={(e) => setReorder(e.target.value)}>
          <option value="">Each tank&apos;s Warning zone</option>
          {REORDER_CHOICES.map((p) => (
            <option key={p} value={String(p)}>
              {pct(p)}
            </option>
          ))}
        </select>
      </label>
      <label className="deliveries-field">
        Depot
        <select className="input" value={depot} onChange={(e) => setDepot(e.target.value)}>
          <option value="">{depots[0] ? `${depots[0].label} (first)` : 'No depot'}</option>
          {depots.map((d) => (
            <option key={`${d.kind}-${d.uid}`} value={String(d.uid)}>
              {d.label} ({d.kind === 'geofence' ? 'warehouse' : 'folder address'})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-primary">
        Plan deliveries
      </button>
    </form>
  );
}

function PlanView({
  plan,
  settings,
  unit,
  stale,
  folderUid,
  mapSettings,
  contactGroups,
  tankHref,
}: DeliveriesPageProps & { plan: DeliveryPlan; settings: PlanSettings; unit: string; stale: boolean }) {
  const stops = plan.loads.reduce((n, l) => n + l.stops.length, 0);
  const volume = (v: number) => `${numberFormat.format(v)} ${unit}`;
  return (
    <div className="deliveries-plan" aria-busy={stale}>
      <dl className="deliveries-figures" aria-label="Plan figures">
        <div>
          <dt>Depot</dt>
          <dd>{plan.depot?.label ?? 'None: give the folder an address or draw a warehouse geofence on the map'}</dd>
        </div>
        <div>
          <dt>Loads</dt>
          <dd>{plan.loads.length}</dd>
        </div>
        <div>
          <dt>Stops</dt>
          <dd>{stops}</dd>
        </div>
        <div>
          <dt>To deliver</dt>
          <dd>{volume(plan.totalVolume)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{numberFormat.format(plan.totalMiles)} miles</dd>
        </div>
      </dl>
      <Actions plan={plan} settings={settings} folderUid={folderUid} contactGroups={contactGroups} />
      <div className="deliveries-map-frame">
        <RouteMap plan={plan} settings={mapSettings} />
      </div>
      {plan.loads.length === 0 && <p className="deliveries-muted">No tank reaches its reorder level within {plan.days} days.</p>}
      {plan.loads.map((l) => (
        <LoadTable key={l.number} load={l} volume={volume} tankHref={tankHref} />
      ))}
      {plan.unplaced.length > 0 && (
        <section className="deliveries-block" aria-label="Not on a load">
          <h2 className="section-title">Not on a load</h2>
          <ul>
            {plan.unplaced.map((u) => (
              <li key={u.assetUid}>
                {u.label} ({u.folderLabel}): {UNPLACED_REASONS.find((r) => r.key === u.reason)?.label}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function LoadTable({
  load,
  volume,
  tankHref,
}: {
  load: DeliveryLoad;
  volume: (v: number) => string;
  tankHref: DeliveriesPageProps['tankHref'];
}) {
  const title = `Load ${load.number}`;
  return (
    <section className="deliveries-block deliveries-load" aria-label={title}>
      <h2 className="section-title">
        <span className={`delivery-swatch delivery-load-${((load.number - 1) % 8) + 1}`} aria-hidden="true" />
        {title}: {load.stops.length} stops, {volume(load.volume)}, {numberFormat.format(load.miles)} miles
      </h2>
      <ScrollBox label={title}>
        <table className="deliveries-table" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Stop</th>
              <th scope="col">Tank</th>
              <th scope="col">Site</th>
              <th scope="col">Address</th>
              <th scope="col">Product</th>
              <th scope="col">Percent Full</th>
              <th scope="col">Days Left</th>
              <th scope="col">Reorder In</th>
              <th scope="col">Deliver</th>
              <th scope="col">Miles</th>
            </tr>
          </thead>
          <tbody>
            {load.stops.map((s) => (
              <tr key={`${s.sequence}-${s.assetUid}`}>
                <td>{s.sequence}</td>
                <td>
                  <Link to={tankHref({ uid: s.assetUid, folderUid: s.folderUid })}>{s.label}</Link>
                </td>
                <td>{s.folderLabel}</td>
                <td>{s.address}</td>
                <td>{s.productName ?? ''}</td>
                <td>{pct(s.percentFull)}</td>
                <td>{s.daysLeft === null ? '' : numberFormat.format(s.daysLeft)}</td>
                <td>{s.daysToReorder === 0 ? 'Now' : `${numberFormat.format(s.daysToReorder)} days`}</td>
                <td>{volume(s.volume)}</td>
                <td>{numberFormat.format(s.legMiles)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

function Actions({
  plan,
  settings,
  folderUid,
  contactGroups,
}: {
  plan: DeliveryPlan;
  settings: PlanSettings;
  folderUid: number;
  contactGroups: DeliveriesPageProps['contactGroups'];
}) {
  const [group, setGroup] = useState('');
  const email = useEmailDeliveryPlan();
  const send = () => {
    if (group === '') return;
    email.mutate(
      { folderUid, settings, contactGroupUid: Number(group) },
      {
        onSuccess: (r) => void toast.success(`Delivery plan emailed to ${r.recipients} ${r.recipients === 1 ? 'contact' : 'contacts'}`),
        onError: (err) => void toast.error(err.message),
      },
    );
  };
  return (
    <div className="deliveries-actions">
      <button type="button" className="button button-secondary" onClick={() => window.print()}>
        Print
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={plan.loads.length === 0}
        onClick={() => downloadCsv(deliveryCsv(plan.loads), csvFileName(`delivery plan ${plan.folderLabel}`, new Date()))}
      >
        Download CSV
      </button>
      <label className="deliveries-field deliveries-email">
        Email to
        <select className="input" value={group} onChange={(e) => setGroup(e.target.value)}>
          <option value="">Choose a contact group</option>
          {contactGroups.map((g) => (
            <option key={g.uid} value={String(g.uid)}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button-secondary" disabled={group === '' || email.isPending} onClick={send}>
        {email.isPending ? 'Sending…' : 'Send'}
      </button>
    </div>
  );
}
