// spec 000 §2 Folder menu > Templates /folder/asset-templates (issue 19): the asset templates of the
// selected folder's company (spec 001 §7 Asset/Templates/ByFolder), the patterns /create offers for
// a new tank (tank type, dimensions, zones, product, sensor settings), and the strapping tables
// the folder may use (Asset/StrappingTable). A template is an asset marked as one (ADR 032): it is
// edited in its own manage modal; a new one is made here. Writes need Edit Assets/Devices.
import type { AssetDto, StrappingTableDto } from '@ullage/domain/tanks/api';
import { ConfigType, defaultConfig } from '@ullage/domain/configs';
import { Permission } from '@ullage/domain/people/permissions';
import { tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import { UnitType, unitAbbreviation } from '@ullage/domain/units';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { useFolderTemplates } from '../api/get-folder-templates';
import { useStrappingTables } from '../api/get-strapping-tables';
import type { FormConfig } from '../utils/form-schemas';
import { formatNumber } from '../utils/format';
import { CreateAssetForm } from './create-page';
import { useManageEnvironment } from './manage-environment';
import { StrappingEditor } from './strapping-editor';
import './templates.css';

export interface TemplatesPageProps {
  folderUid: number;
  folderLabel: string | undefined;
  folderReadOnly: boolean;
}

interface TankConfigView {
  tank: { cmid: number; capacity: number };
  zones?: { type: number; value: number }[];
}

function tankOf(t: AssetDto): TankConfigView | undefined {
  return t.configs.find((c) => c.typeId === ConfigType.AssetTank) as TankConfigView | undefined;
}

export function TemplatesPage({ folderUid, folderLabel, folderReadOnly }: TemplatesPageProps) {
  const env = useManageEnvironment();
  const canEdit = env.permissions.includes(Permission.EditAssetsDevices) && !folderReadOnly;
  const templates = useFolderTemplates(folderUid);
  const tables = useStrappingTables(folderUid);
  const [creating, setCreating] = useState(false);
  const [table, setTable] = useState<StrappingTableDto | 'new' | null>(null);
  const volume = templates.data ? unitAbbreviation(UnitType.Volume, templates.data.units.volumeUnitId) : '';

  return (
    <section className="tpl-page" aria-labelledby="templates-title">
      <header>
        <div className="page-kicker">Templates</div>
        <h1 id="templates-title">{folderLabel ?? ''}</h1>
      </header>
      <p className="manage-muted">
        Asset templates are patterns for new tanks: choose one on Add Object for a device of a matching model family and sensor type. A
        company's templates serve every folder in it.
      </p>
      <div className="tpl-toolbar">
        <h2>Asset templates</h2>
        {canEdit && (
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            New template
          </button>
        )}
      </div>
      {!templates.data ? (
        templates.isError ? (
          <p className="field-error">The templates could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : templates.data.assets.length === 0 ? (
        <p className="manage-muted">No templates yet.</p>
      ) : (
        <ScrollBox label="Asset templates" className="tpl-table-wrap">
          <table className="tpl-table" aria-label="Asset templates">
            <thead>
              <tr>
                <th>Name</th>
                <th>Tank type</th>
                <th>Capacity</th>
                <th>Product</th>
                <th>Model</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.data.assets.map((t) => {
                const tank = tankOf(t);
                return (
                  <tr key={t.uid}>
                    <td>{t.label}</td>
                    <td>{tank ? (tankTypeById(tank.tank.cmid)?.label ?? '') : ''}</td>
                    <td>{tank && tank.tank.capacity > 0 ? `${formatNumber(tank.tank.capacity)} ${volume}` : ''}</td>
                    <td>{t.product?.name ?? ''}</td>
                    <td>{t.modelName ?? ''}</td>
                    <td>
                      <Link
                        className="button button-secondary"
                        to={`/asset/setup?fuid=${t.folderUid}&uid=${t.uid}`}
                        aria-label={`Edit ${t.label}`}
                      >
                        {canEdit ? 'Edit' : 'View'}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollBox>
      )}

      <div className="tpl-toolbar">
        <h2>Strapping tables</h2>
        {canEdit && (
          <button type="button" className="button button-primary" onClick={() => setTable('new')}>
            New strapping table
          </button>
        )}
      </div>
      <p className="manage-muted">
        A manufacturer's level-to-volume chart, for tanks of the Strapping Table type; between rows the volume is interpolated.
      </p>
      {!tables.data ? (
        tables.isError ? (
          <p className="field-error">The strapping tables could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : tables.data.length === 0 ? (
        <p className="manage-muted">No strapping tables yet.</p>
      ) : (
        <ScrollBox label="Strapping tables" className="tpl-table-wrap">
          <table className="tpl-table" aria-label="Strapping tables">
            <thead>
              <tr>
                <th>Make</th>
                <th>Model</th>
                <th>Height</th>
                <th>Capacity</th>
                <th>Rows</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.data.map((s) => (
                <tr key={s.id}>
                  <td>{s.make}</td>
                  <td>{s.model}</td>
                  <td>{formatNumber(s.height)} in</td>
                  <td>{formatNumber(s.capacity)} gal</td>
                  <td>{s.tableValues.length}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`${canEdit ? 'Edit' : 'View'} ${s.make} ${s.model}`}
                      onClick={() => setTable(s)}
                    >
                      {canEdit ? 'Edit' : 'View'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}

      {creating && (
        <Modal open onOpenChange={(open) => !open && setCreating(false)} title="New template" size="manage">
          <CreateAssetForm
            folderUid={folderUid}
            units={env.units}
            configs={[defaultConfig(ConfigType.AssetTank) as FormConfig]}
            template={null}
            asTemplate
            onCreated={() => setCreating(false)}
          />
        </Modal>
      )}
      {table && (
        <Modal
          open
          onOpenChange={(open) => !open && setTable(null)}
          title={table === 'new' ? 'New strapping table' : `${table.make} ${table.model}`}
          size="manage"
        >
          {canEdit ? (
            <StrappingEditor table={table === 'new' ? null : table} folderUid={folderUid} onSaved={() => setTable(null)} />
          ) : (
            table !== 'new' && <StrappingView table={table} />
          )}
        </Modal>
      )}
    </section>
  );
}

/** A table read-only: its rows as level and volume. */
function StrappingView({ table }: { table: StrappingTableDto }) {
  return (
    <ScrollBox label="Rows" className="tpl-table-wrap">
      <table className="tpl-table" aria-label="Rows">
        <thead>
          <tr>
            <th>Level (in)</th>
            <th>Volume (gal)</th>
          </tr>
        </thead>
        <tbody>
          {table.tableValues.map((v, i) => (
            <tr key={i}>
              <td>{formatNumber(i * table.step)}</td>
              <td>{formatNumber(v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
