// spec 000 §2 Reports menu: MapView /report/map (issue 17; docs/decisions/078-geofences.md,
// 079-map.md). Every located tank of the folder and its subfolders on a Leaflet map, coloured by
// zone, ringed when its status is not OK, clustered; a popup with level, volume, days left, last
// reading and a link into the manage modal; filters by status, zone and product; the folder's
// geofences drawn, listed, and (with Edit Folder) drawn, reshaped, renamed and deleted.
import { GEOFENCE_SAVE_FAILURE_TITLE, geofenceNameSchema, type Geofence, type GeofenceNameInput } from '@ullage/domain/geofences/api';
import { Permission } from '@ullage/domain/people/permissions';
import type { DeviceMapPoint } from '@ullage/domain/devices/api';
import { reportsBatteryPercent } from '@ullage/domain/devices/device-health';
import type { MapTank } from '@ullage/domain/tanks/map-tanks';
import { assetStatusLabel } from '@ullage/domain/tanks/asset-status';
import { parseCentralTimestamp } from '@ullage/domain/time-zone-rules';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import { ZONES } from '@ullage/domain/tanks/zones';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useMapDevices } from '../api/get-map-devices';
import { allArrived, useMapTanks, type MapTanksLoad } from '../api/get-map-tanks';
import { useFolderGeofences } from '../api/get-folder-geofences';
import { useMapSettings } from '../api/get-map-settings';
import { useDeleteGeofence, useSaveGeofence } from '../api/save-geofence';
import { fenceBody, fenceKind, type FenceShape } from '../utils/fence-shape';
import { keeps, NO_FILTERS, productChoices, statusChoices, zoneChoices, type MapFilters } from '../utils/map-points';
import { FleetMap, type TankPopup } from './fleet-map';

export interface MapPageProps {
  folderUid: number;
  folderLabel: string | undefined;
  folderReadOnly: boolean;
  units: { volumeUnitId: number; weightUnitId: number };
  formatDateTime: (at: Date) => string;
  /** The manage modal of a tank. */
  tankHref: (tank: MapTank) => string;
  /** The device's page. */
  deviceHref: (device: DeviceMapPoint) => string;
  open: (href: string) => void;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function FilterSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number[];
  choices: { value: number; label: string }[];
  onChange: (v: number[]) => void;
}) {
  return (
    <label className="map-filter">
      <span>{label}</span>
      <select className="input" value={value[0] ?? ''} onChange={(e) => onChange(e.target.value === '' ? [] : [Number(e.target.value)])}>
        <option value="">All</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

/** While the parts arrive, how many tanks of how many have been read; then how many are shown. */
function countText(load: MapTanksLoad | undefined, arrived: boolean, shown: number, all: number): string {
  if (arrived) return `${count(shown)} of ${count(all)} tanks`;
  if (load?.total === null || load?.total === undefined) return 'Loading tanks';
  return `Loading ${count(load.read)} of ${count(load.total)} tanks`;
}

/** A new cluster index is built at most this often while the parts arrive (100,000 tanks take
 * about a second to index): the first part is drawn at once, the last as soon as it arrives. */
const REDRAW_MS = 1500;
const NO_PARTS: MapTank[][] = [];
const NO_DEVICES: DeviceMapPoint[] = [];

/** The tanks to draw: the parts that have arrived, joined, taken up as often as REDRAW_MS allows. */
function useDrawnTanks(load: MapTanksLoad | undefined): MapTank[] {
  const parts = load?.parts ?? NO_PARTS;
  const complete = allArrived(load);
  const [drawn, setDrawn] = useState(parts);
  const lastDraw = useRef(0);
  useEffect(() => {
    if (parts === drawn) return;
    const take = () => {
      lastDraw.current = performance.now();
      setDrawn(parts);
    };
    // The first part, the last one, or a new load (a refetch replaces the parts at once).
    if (drawn.length === 0 || complete || parts.length < drawn.length) {
      take();
      return;
    }
    const timer = window.setTimeout(take, Math.max(0, lastDraw.current + REDRAW_MS - performance.now()));
    return () => window.clearTimeout(timer);
  }, [parts, drawn, complete]);
  return useMemo(() => drawn.flat(), [drawn]);
}

/** Names a fence (a new one just drawn, or one being renamed) and saves it. */
function FenceDialog({
  folderUid,
  fence,
  shape,
  onDone,
}: {
  folderUid: number;
  fence: Geofence | null;
  shape: FenceShape;
  onDone: () => void;
}) {
  const form = useForm<GeofenceNameInput, unknown, { label: string; warehouse: boolean }>({
    resolver: zodResolver(geofenceNameSchema),
    defaultValues: { label: fence?.label ?? '', warehouse: fence?.warehouse ?? false },
  });
  const save = useSaveGeofence();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (b: { label: string; warehouse: boolean }) => ({
      uid: fence?.uid ?? 0,
      folderUid,
      body: fenceBody(b.label.trim(), b.warehouse, shape),
    }),
    failureTitle: GEOFENCE_SAVE_FAILURE_TITLE,
    done: fence ? 'Geofence saved' : 'Geofence created',
    onSaved: onDone,
  });
  return (
    <Modal open onOpenChange={(open) => !open && onDone()} title={fence ? `Geofence ${fence.label}` : 'New geofence'}>
      <FormProvider {...form}>
        <form className="manage-form" onSubmit={onSubmit} noValidate aria-label={fence ? 'Edit geofence' : 'New geofence'}>
          <p className="map-muted">{fenceKind(shape)}</p>
          <TextField name="label" label="Label" maxLength={100} />
          <CheckboxField name="warehouse" label="Warehouse (a yard or depot: tanks that enter it may move into its folder)" />
          <FormActions failure={failure} pending={save.isPending} submitLabel="Save geofence" pendingLabel="Saving..." />
        </form>
      </FormProvider>
    </Modal>
  );
}

const shapeOf = (f: Geofence): FenceShape => ({
  circular: f.circular,
  centerLatitude: f.centerLatitude,
  centerLongitude: f.centerLongitude,
  radius: f.radius,
  polygon: f.polygon,
});

export function MapPage({ folderUid, folderLabel, folderReadOnly, units, formatDateTime, tankHref, deviceHref, open }: MapPageProps) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.EditFolder) && !folderReadOnly;
  const load = useMapTanks(folderUid);
  const arrived = allArrived(load.data);
  const fences = useFolderGeofences(folderUid);
  const devices = useMapDevices(folderUid);
  const [showDevices, setShowDevices] = useState(true);
  const settings = useMapSettings();
  const save = useSaveGeofence();
  const remove = useDeleteGeofence();
  const [filters, setFilters] = useState<MapFilters>(NO_FILTERS);
  const [naming, setNaming] = useState<{ fence: Geofence | null; shape: FenceShape } | null>(null);

  const all = useDrawnTanks(load.data);
  const shown = useMemo(() => all.filter((t) => keeps(filters, t)), [all, filters]);
  const products = useMemo(() => productChoices(all), [all]);

  const popupOf = (t: MapTank): TankPopup => {
    const unit =
      t.amountUnit === 'weight'
        ? unitAbbreviation(UnitType.Weight, units.weightUnitId)
        : unitAbbreviation(UnitType.Volume, units.volumeUnitId);
    const amount = (v: number | null) => (v === null ? '' : `${numberFormat.format(v)} ${unit}`);
    const read = t.readingDate ? parseCentralTimestamp(t.readingDate) : null;
    return {
      title: t.label,
      href: tankHref(t),
      facts: [
        ['Level', t.percentFull === null ? '' : `${numberFormat.format(t.percentFull * 100)}%`],
        ['Zone', ZONES.find((z) => z.id === t.zone)?.label ?? ''],
        ['Volume', amount(t.amountFull)],
        ['Capacity', amount(t.capacity)],
        ['Days left', t.daysLeft === null ? '' : numberFormat.format(t.daysLeft)],
        ['Last reading', read ? formatDateTime(read) : ''],
        ['Status', assetStatusLabel(t.status)],
        ['Product', t.productName ?? ''],
      ],
    };
  };

  const devicePopupOf = (d: DeviceMapPoint): TankPopup => {
    const read = d.lastReadingDate ? parseCentralTimestamp(d.lastReadingDate) : null;
    return {
      title: d.label,
      href: deviceHref(d),
      link: 'Open device',
      facts: [
        ['Serial Number', d.serialNumber],
        ['Model', d.modelName],
        ['Kind', d.children > 0 ? `Gateway (${d.children} devices in its slots)` : 'Feeds no tank'],
        ['Tanks fed', String(d.tanks)],
        ['Last call', read ? formatDateTime(read) : ''],
        [
          'Battery',
          d.batteryStrength === null ? '' : `${numberFormat.format(d.batteryStrength)}${reportsBatteryPercent(d.modelId) ? '%' : ' V'}`,
        ],
        ['Position', d.source === 'gps' ? 'GPS' : 'Folder address'],
      ],
    };
  };

  const reshape = (fence: Geofence, shape: FenceShape) => {
    save.mutate(
      { uid: fence.uid, folderUid, body: fenceBody(fence.label, fence.warehouse, shape) },
      {
        onSuccess: () => toast.success('Geofence saved', { autoClose: 3000 }),
        onError: (e) => toastSaveFailure(GEOFENCE_SAVE_FAILURE_TITLE, e),
      },
    );
  };

  const deleteFence = (fence: Geofence) => {
    remove.mutate(fence.uid, {
      onSuccess: () => toast.success('Geofence deleted', { autoClose: 3000 }),
      onError: (e) => toastSaveFailure('Error deleting Geofence', e),
    });
  };

  return (
    <section className="map-page" aria-labelledby="map-title">
      <header>
        <div className="page-kicker">MapView</div>
        <h1 id="map-title">{folderLabel ?? ''}</h1>
      </header>
      <div className="map-toolbar">
        <FilterSelect
          label="Status"
          value={filters.statuses}
          choices={statusChoices()}
          onChange={(statuses) => setFilters({ ...filters, statuses })}
        />
        <FilterSelect label="Zone" value={filters.zones} choices={zoneChoices()} onChange={(zones) => setFilters({ ...filters, zones })} />
        <FilterSelect
          label="Product"
          value={filters.products}
          choices={products}
          onChange={(p) => setFilters({ ...filters, products: p })}
        />
        {devices.data && devices.data.length > 0 && (
          <label className="map-layer-toggle">
            <input type="checkbox" checked={showDevices} onChange={(e) => setShowDevices(e.target.checked)} />
            Devices apart from tanks ({count(devices.data.length)})
          </label>
        )}
        <p className="map-count" aria-live="polite">
          {countText(load.data, arrived, shown.length, all.length)}
        </p>
      </div>
      {load.isError && <p className="field-error">The tanks could not be loaded.</p>}
      <div className="map-frame">
        <FleetMap
          tanks={shown}
          complete={arrived}
          devices={showDevices ? (devices.data ?? NO_DEVICES) : NO_DEVICES}
          devicePopupOf={devicePopupOf}
          fences={fences.data ?? []}
          settings={settings.data}
          popupOf={popupOf}
          onOpen={open}
          editable={canEdit}
          onDrawn={(shape) => setNaming({ fence: null, shape })}
          onReshaped={reshape}
        />
        {all.length === 0 && !arrived && !load.isError && (
          <div className="map-loading">
            <Loader />
          </div>
        )}
      </div>
      {canEdit && (
        <p className="map-muted">Draw a circle or a polygon with the tools on the map to add a geofence; edit or drag one to reshape it.</p>
      )}
      <h2 className="map-subtitle">Geofences</h2>
      {fences.data && fences.data.length === 0 && <p className="map-muted">No geofences in or around this folder yet.</p>}
      {fences.data && fences.data.length > 0 && (
        <ScrollBox label="Geofences">
          <table className="map-fences" aria-label="Geofences">
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Shape</th>
                <th scope="col">Warehouse</th>
                <th scope="col">Folder</th>
                {canEdit && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {fences.data.map((f) => (
                <tr key={f.uid}>
                  <td>{f.label}</td>
                  <td>{fenceKind(f)}</td>
                  <td>{f.warehouse ? 'Yes' : 'No'}</td>
                  <td>{f.folderLabel}</td>
                  {canEdit && (
                    <td className="map-actions">
                      <button type="button" className="button button-secondary" onClick={() => setNaming({ fence: f, shape: shapeOf(f) })}>
                        Edit
                      </button>
                      <button type="button" className="button button-secondary" disabled={remove.isPending} onClick={() => deleteFence(f)}>
                        Delete
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {naming && <FenceDialog folderUid={folderUid} fence={naming.fence} shape={naming.shape} onDone={() => setNaming(null)} />}
    </section>
  );
}
