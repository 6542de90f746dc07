// spec 000 §2 Folder menu: Devices /folder/device-inventory (issue 18): the devices the company
// created (spec 001 §7 Device/Lite/ByCreatorCompany), a device's shipping history, and how the
// company's new devices are numbered (Serialization settings and the next serial; saving needs Edit
// Inventory). Reading needs View Inventory (the server decides; a refusal is said here).
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { useId, useState, type FormEvent } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { isApiError } from '../../../lib/api-client';
import { saveFailureDetail } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useInventory, useNextSerial, useSaveSerialization, useSerialization, useShipping } from '../api/get-inventory';
import './inventory.css';

export interface InventoryPageProps {
  companyUid: number;
  companyLabel: string | undefined;
  canEdit: boolean;
  formatDateTime: (at: Date) => string;
}

export function InventoryPage({ companyUid, companyLabel, canEdit, formatDateTime }: InventoryPageProps) {
  const devices = useInventory(companyUid);
  const [chosen, setChosen] = useState<number | null>(null);
  const when = (t: string | null) => (t ? formatDateTime(parseCentralTimestamp(t) ?? new Date(0)) : '');
  const forbidden = isApiError(devices.error) && devices.error.status === 403;
  return (
    <main className="inventory-page" aria-label="Device inventory">
      <h1>{`${companyLabel ?? ''} Device Inventory`.trim()}</h1>
      {forbidden ? (
        <p className="field-error">The device inventory needs the View Inventory permission.</p>
      ) : (
        <div className="inventory-columns">
          <section aria-label="Devices">
            <h2>Devices{devices.data ? ` (${devices.data.length})` : ''}</h2>
            {!devices.data ? (
              devices.isError ? (
                <p className="field-error">The devices could not be loaded.</p>
              ) : (
                <Loader />
              )
            ) : (
              <div className="inventory-scroll">
                <table className="inventory-table" aria-label="Inventory devices">
                  <thead>
                    <tr>
                      <th>Serial Number</th>
                      <th>Name</th>
                      <th>Model</th>
                      <th>Last Call-In</th>
                    </tr>
                  </thead>
                  <tbody>
                    {devices.data.map((d) => (
                      <tr key={d.uid} aria-selected={d.uid === chosen}>
                        <td>
                          <button type="button" className="button button-ghost" onClick={() => setChosen(d.uid)}>
                            {d.serialNumber}
                          </button>
                        </td>
                        <td>{d.label}</td>
                        <td>{d.modelName}</td>
                        <td>{when(d.lastReadingDate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <div className="inventory-side">
            <Shipping deviceUid={chosen} serial={devices.data?.find((d) => d.uid === chosen)?.serialNumber} when={when} />
            <Serialization companyUid={companyUid} canEdit={canEdit} />
          </div>
        </div>
      )}
    </main>
  );
}

function Shipping({ deviceUid, serial, when }: { deviceUid: number | null; serial: string | undefined; when: (t: string) => string }) {
  const shipping = useShipping(deviceUid);
  return (
    <section aria-label="Shipping history">
      <h2>Shipping History{serial ? `: ${serial}` : ''}</h2>
      {deviceUid === null ? (
        <p className="inventory-muted">Choose a device to see where it was shipped.</p>
      ) : !shipping.data ? (
        <Loader />
      ) : shipping.data.length === 0 ? (
        <p className="inventory-muted">No shipments recorded.</p>
      ) : (
        <ScrollBox label="Shipments">
          <table className="inventory-table" aria-label="Shipments">
            <thead>
              <tr>
                <th>Shipped</th>
                <th>To</th>
                <th>Reference</th>
                <th>Note</th>
              </tr>
            </thead>
            <tbody>
              {shipping.data.map((s) => (
                <tr key={s.id}>
                  <td>{when(s.shippedDate)}</td>
                  <td>{s.toFolderLabel}</td>
                  <td>{s.reference}</td>
                  <td>{s.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}

function Serialization({ companyUid, canEdit }: { companyUid: number; canEdit: boolean }) {
  const settings = useSerialization(companyUid);
  const next = useNextSerial(companyUid);
  if (!settings.data) return settings.isError ? <p className="field-error">The serialization settings could not be loaded.</p> : <Loader />;
  return (
    <section aria-label="Serialization">
      <h2>Serialization</h2>
      <p>
        Next serial number: <strong data-testid="next-serial">{next.data?.serialNumber ?? '…'}</strong>
      </p>
      <SerializationForm key={JSON.stringify(settings.data)} companyUid={companyUid} canEdit={canEdit} initial={settings.data} />
    </section>
  );
}

function SerializationForm({
  companyUid,
  canEdit,
  initial,
}: {
  companyUid: number;
  canEdit: boolean;
  initial: { prefix: string; nextNumber: number; digits: number };
}) {
  const save = useSaveSerialization(companyUid);
  const ids = { prefix: useId(), next: useId(), digits: useId() };
  const [values, setValues] = useState({ prefix: initial.prefix, nextNumber: String(initial.nextNumber), digits: String(initial.digits) });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { prefix: values.prefix, nextNumber: Number(values.nextNumber), digits: Number(values.digits) },
      {
        onSuccess: () => {
          setFailure(null);
          toast.success('Serialization saved', { autoClose: 3000 });
        },
        onError: (error) => setFailure(saveFailureDetail(error)),
      },
    );
  };
  return (
    <form className="inventory-form" onSubmit={onSubmit} noValidate aria-label="Serialization settings">
      <fieldset disabled={!canEdit}>
        <div className="field">
          <label className="field-label" htmlFor={ids.prefix}>
            Prefix
          </label>
          <input
            id={ids.prefix}
            className="input"
            value={values.prefix}
            onChange={(e) => setValues({ ...values, prefix: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.next}>
            Next Number
          </label>
          <input
            id={ids.next}
            className="input"
            inputMode="numeric"
            value={values.nextNumber}
            onChange={(e) => setValues({ ...values, nextNumber: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.digits}>
            Digits
          </label>
          <input
            id={ids.digits}
            className="input"
            inputMode="numeric"
            value={values.digits}
            onChange={(e) => setValues({ ...values, digits: e.target.value })}
          />
        </div>
        {failure && (
          <p className="field-error" role="alert">
            <strong>{SAVE_FAILURE_TITLES.saveRequest}</strong>: {failure}
          </p>
        )}
        {canEdit && (
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            Save
          </button>
        )}
      </fieldset>
    </form>
  );
}
