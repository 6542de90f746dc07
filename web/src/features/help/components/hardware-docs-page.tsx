// spec 000 §2 Help menu: Hardware Docs /help/hardware-docs; spec 001 §7 Public/HardwareResources
// (spec 001 §9 resource types): every device model of the catalogue with its documents
// (docs/decisions/030-hardware-resources.md), and a device's documents found by its serial number.
import { DEVICE_MODELS } from '@ullage/domain/devices/device-catalogue';
import { useState, type FormEvent } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { useResourcesByDevice, useResourcesByModel } from '../api/get-hardware-resources';
import './help.css';

const TYPE_LABELS: Record<string, string> = { gateway: 'Gateway', monitor: 'Monitor', sensor: 'Sensor' };

type Resource = { typeId: number; typeLabel: string; label: string; url: string };

function ResourceLinks({ resources }: { resources: readonly Resource[] }) {
  if (resources.length === 0) return <span className="help-muted">No documents.</span>;
  return (
    <ul className="help-links">
      {resources.map((r) => (
        <li key={r.typeId}>
          <a href={r.url}>{r.label}</a> <span className="help-muted">({r.typeLabel})</span>
        </li>
      ))}
    </ul>
  );
}

function ModelDocuments({ modelId }: { modelId: number }) {
  const resources = useResourcesByModel(modelId);
  if (resources.data) return <ResourceLinks resources={resources.data} />;
  return resources.isError ? <span className="field-error">The documents could not be loaded.</span> : <Loader inline />;
}

function BySerial() {
  const [serial, setSerial] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const found = useResourcesByDevice(asked);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(serial.trim() || null);
  };
  return (
    <form className="help-serial" onSubmit={submit} aria-label="Find a device's documents">
      <label htmlFor="help-serial">Serial number</label>
      <input id="help-serial" className="input" value={serial} maxLength={50} onChange={(e) => setSerial(e.target.value)} />
      <button type="submit" className="button button-secondary">
        Find documents
      </button>
      {asked !== null && (
        <div className="help-serial-result" aria-live="polite">
          {found.data ? (
            <ResourceLinks resources={found.data} />
          ) : found.isError ? (
            <span className="field-error">No device has the serial number {asked}.</span>
          ) : (
            <Loader inline />
          )}
        </div>
      )}
    </form>
  );
}

export function HardwareDocsPage() {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const term = filter.trim().toLowerCase();
  const models = DEVICE_MODELS.filter((m) => !term || `${m.modelName} ${m.modelNumber}`.toLowerCase().includes(term));
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section className="help-page" aria-labelledby="hardware-docs-title">
      <header>
        <div className="page-kicker">Help</div>
        <h1 id="hardware-docs-title">Hardware Docs</h1>
      </header>
      <p className="help-muted">The data sheet, quick start and battery guide of each device model.</p>
      <BySerial />
      <input
        className="input help-search"
        type="search"
        aria-label="Search device models"
        placeholder="Search device models"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ScrollBox label="Device models">
        <table className="help-table">
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Number</th>
              <th scope="col">Type</th>
              <th scope="col">Documents</th>
            </tr>
          </thead>
          <tbody>
            {models.map((m) => (
              <tr key={m.id}>
                <td>{m.modelName}</td>
                <td>{m.modelNumber}</td>
                <td>{TYPE_LABELS[m.deviceTypeId] ?? m.deviceTypeId}</td>
                <td>
                  {open.has(m.id) ? (
                    <ModelDocuments modelId={m.id} />
                  ) : (
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Show documents of ${m.modelName}`}
                      onClick={() => toggle(m.id)}
                    >
                      Show documents
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
