// spec 000 §2 /create (query fuid = target folder): create an asset (from a template matching the
// device's model family and sensor type, or with a tank type and dimensions), a device (its serial
// number checked as it is typed) or a folder, with the spec's validation messages (spec 001 §5).
// After saving, the new entity's manage modal opens; every write refreshes the cached tree (spec 000
// §7 "every write operation invalidates the whole cache", lib/query-client.ts).
import type { AssetDto, AssetSaveBody } from '@ullage/domain/tanks/api';
import type { DeviceSaveBody } from '@ullage/domain/devices/api';
import type { FolderSaveBody } from '@ullage/domain/api/folder';
import { ConfigType, configTypeLabel, defaultConfig } from '@ullage/domain/configs';
import { DEVICE_MODELS, findDeviceModel, findProtocol } from '@ullage/domain/devices/device-catalogue';
import type { DisplayUnits } from '@ullage/domain/reports/display';
import {
  ASSET_IN_FOLDER_WITH_FOLDERS,
  ASSET_SAVE_FAILURE_TITLE,
  CANT_CREATE_FOLDER_IN_FOLDER_WITH_ASSETS,
  DEVICE_IN_FOLDER_WITH_FOLDERS,
  SAVE_FAILURE_TITLES,
} from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { Loader } from '../../../components/loader';
import { useConfigSets, useConfigSetTemplate } from '../api/get-config-sets';
import { useFolderDevices } from '../api/get-folder-devices';
import { useProducts } from '../api/get-products';
import { useTemplates } from '../api/get-templates';
import { useSaveAsset } from '../api/save-asset';
import { useSaveDevice } from '../api/save-device';
import { useSaveFolder } from '../api/save-folder';
import { creatable } from '../utils/editing';
import {
  assetFormSchema,
  assetToForm,
  deviceFormSchema,
  folderFormSchema,
  folderToForm,
  type AssetFormValues,
  type DeviceFormValues,
  type FolderFormValues,
  type FormConfig,
} from '../utils/form-schemas';
import { configToForm } from '../utils/config-form';
import { AddressFields } from './address-fields';
import { SensorConfigFields, TankConfigFields } from './config-fields';
import { DeviceConfigFields, GatewayFields } from './device-setup';
import { CheckboxField, SelectField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { useManageEnvironment } from './manage-environment';
import { EntityType } from '@ullage/domain/entity-types';
import type { UserDefSetupDto } from '@ullage/domain/api/user-def';
import { useUserDefSetup } from '../api/get-user-def-setup';
import { fieldsFor, UserDefValueFields } from './user-def-fields';
import { SerialNumberField } from './serial-number-field';
import './manage.css';

export type CreatedKind = 'asset' | 'device' | 'folder';

export interface CreatePageProps {
  folderUid: number;
  folderLabel: string;
  counts?: { folders: number; users: number; assets: number; devices: number };
  /** The folder stands read-only where it is shown (a share): nothing may be added to it. */
  folderReadOnly: boolean;
  onCreated: (kind: CreatedKind, uid: number) => void;
  /** What else the app lets one create here (issue 14: a user, a contact), composed from other
   * features. */
  more?: readonly MoreKind[];
  /** spec 001 §3.3 User config orgFolderDefault / siteFolderDefault: what a new folder here is by
   * the user's folder levels ('Organisation', 'Site'), if either. */
  newFolderKind?: string;
  /** The kind to show first when it may be created (/create?type=user). */
  initialKind?: string;
}

export interface MoreKind {
  key: string;
  label: string;
  allowed: boolean;
  /** Why it is not allowed. */
  why: string;
  render: () => ReactNode;
}

const KIND_LABELS: Record<CreatedKind, string> = { asset: 'Asset', device: 'Device', folder: 'Folder' };
const READ_ONLY_FOLDER = 'This folder is shared read-only: nothing can be added to it.';

export function CreatePage({
  folderUid,
  folderLabel,
  counts,
  folderReadOnly,
  onCreated,
  more = [],
  newFolderKind,
  initialKind,
}: CreatePageProps) {
  const env = useManageEnvironment();
  const allowed = creatable({ permissions: env.permissions, folderReadOnly }, counts);
  const first = (['asset', 'device', 'folder'] as const).find((k) => allowed[k]) ?? more.find((m) => m.allowed)?.key ?? 'asset';
  const initialAllowed =
    initialKind !== undefined && (more.some((m) => m.key === initialKind && m.allowed) || allowed[initialKind as CreatedKind] === true);
  const [kind, setKind] = useState<string>(initialAllowed ? initialKind : first);
  const extra = more.find((m) => m.key === kind);
  const why: Record<CreatedKind, string> = folderReadOnly
    ? {
        asset: READ_ONLY_FOLDER,
        device: READ_ONLY_FOLDER,
        folder: READ_ONLY_FOLDER,
      }
    : {
        asset: (counts?.folders ?? 0) > 0 ? ASSET_IN_FOLDER_WITH_FOLDERS : 'You may not create assets.',
        device: (counts?.folders ?? 0) > 0 ? DEVICE_IN_FOLDER_WITH_FOLDERS : 'You may not create devices.',
        folder:
          (counts?.assets ?? 0) + (counts?.devices ?? 0) > 0 ? CANT_CREATE_FOLDER_IN_FOLDER_WITH_ASSETS : 'You may not create folders.',
      };
  return (
    <article className="create-page" aria-labelledby="create-title">
      <header>
        <h1 id="create-title" className="page-title">
          Add to {folderLabel}
        </h1>
      </header>
      <div className="manage-tabs" role="radiogroup" aria-label="What to add">
        {(['asset', 'device', 'folder'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            className={kind === k ? 'manage-tab manage-tab-active' : 'manage-tab'}
            disabled={!allowed[k]}
            title={allowed[k] ? undefined : why[k]}
            onClick={() => setKind(k)}
          >
            {k === 'folder' && newFolderKind ? `${KIND_LABELS[k]} (${newFolderKind})` : KIND_LABELS[k]}
          </button>
        ))}
        {more.map((m) => (
          <button
            key={m.key}
            type="button"
            role="radio"
            aria-checked={kind === m.key}
            className={kind === m.key ? 'manage-tab manage-tab-active' : 'manage-tab'}
            disabled={!m.allowed}
            title={m.allowed ? undefined : m.why}
            onClick={() => setKind(m.key)}
          >
            {m.label}
          </button>
        ))}
      </div>
      {extra ? (
        extra.allowed ? (
          extra.render()
        ) : (
          <p role="alert" className="field-error">
            {extra.why}
          </p>
        )
      ) : !allowed[kind as CreatedKind] ? (
        <p role="alert" className="field-error">
          {why[kind as CreatedKind]}
        </p>
      ) : kind === 'asset' ? (
        <CreateAsset folderUid={folderUid} onCreated={(uid) => onCreated('asset', uid)} />
      ) : kind === 'device' ? (
        <CreateDevice folderUid={folderUid} onCreated={(uid) => onCreated('device', uid)} />
      ) : (
        <CreateFolder
          folderUid={folderUid}
          canMakeCompany={env.permissions.includes(Permission.EditCompany)}
          onCreated={(uid) => onCreated('folder', uid)}
        />
      )}
    </article>
  );
}

// ---- asset ----

type AssetSource = 'template' | 'dimensions';

/** A template's settings over the configs a device's config set gives (the links to the new
 * device's sensors stay the set's). */
function fromTemplate(template: AssetDto, base: FormConfig[]): FormConfig[] {
  return base.map((c) => {
    const t = template.configs.find((x) => x.typeId === c.typeId) as FormConfig | undefined;
    if (!t) return c;
    const { id: _id, sensor: _sensor, ...settings } = t;
    return { ...c, ...settings };
  });
}

function CreateAsset({ folderUid, onCreated }: { folderUid: number; onCreated: (uid: number) => void }) {
  const env = useManageEnvironment();
  const devices = useFolderDevices(folderUid);
  const [deviceUid, setDeviceUid] = useState<number | null>(null);
  const [source, setSource] = useState<AssetSource>('dimensions');
  const [templateUid, setTemplateUid] = useState<number | null>(null);
  const [setId, setSetId] = useState<number | null>(null);
  const sets = useConfigSets(deviceUid);
  const tankSets = (sets.data ?? []).filter((s) => s.primaryConfigTypeId === ConfigType.AssetTank);
  const chosenSet =
    setId ?? tankSets.slice().sort((a, b) => b.configTypeIds.length - a.configTypeIds.length)[0]?.id ?? sets.data?.[0]?.id ?? null;
  const base = useConfigSetTemplate(deviceUid, chosenSet);
  const templates = useTemplates(folderUid, deviceUid);
  const template = source === 'template' ? templates.data?.assets.find((t) => t.uid === templateUid) : undefined;

  const ready = deviceUid === null ? true : Boolean(base.data) && (source === 'dimensions' || template !== undefined);
  const configs: FormConfig[] | null = !ready
    ? null
    : deviceUid === null
      ? [defaultConfig(ConfigType.AssetTank) as FormConfig]
      : template
        ? fromTemplate(template, base.data as FormConfig[])
        : (base.data as FormConfig[]);

  return (
    <div className="manage-form">
      <fieldset className="manage-section">
        <legend>Device and tank</legend>
        <div className="manage-grid">
          <div className="field">
            <label className="field-label" htmlFor="create-asset-device">
              Device to read
            </label>
            <select
              id="create-asset-device"
              className="input"
              value={deviceUid ?? ''}
              onChange={(e) => {
                setDeviceUid(e.target.value ? Number(e.target.value) : null);
                setTemplateUid(null);
                setSetId(null);
              }}
            >
              <option value="">No device yet</option>
              {(devices.data ?? []).map((d) => (
                <option key={d.uid} value={d.uid}>
                  {d.label} ({d.serialNumber})
                </option>
              ))}
            </select>
          </div>
          {deviceUid !== null && (sets.data?.length ?? 0) > 1 && (
            <div className="field">
              <label className="field-label" htmlFor="create-asset-set">
                Measures
              </label>
              <select id="create-asset-set" className="input" value={chosenSet ?? ''} onChange={(e) => setSetId(Number(e.target.value))}>
                {(sets.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {deviceUid !== null && (
          <div className="create-source" role="radiogroup" aria-label="Set up from">
            <label className="checkbox-field">
              <input type="radio" name="source" checked={source === 'dimensions'} onChange={() => setSource('dimensions')} /> Tank type and
              dimensions
            </label>
            <label className="checkbox-field">
              <input
                type="radio"
                name="source"
                checked={source === 'template'}
                disabled={!templates.data?.assets.length}
                onChange={() => setSource('template')}
              />{' '}
              A template
            </label>
            {templates.data && templates.data.assets.length === 0 && (
              <span className="manage-muted">No template matches this device's model family and sensor type.</span>
            )}
            {source === 'template' && (
              <select
                aria-label="Template"
                className="input"
                value={templateUid ?? ''}
                onChange={(e) => setTemplateUid(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Select a template</option>
                {(templates.data?.assets ?? []).map((t) => (
                  <option key={t.uid} value={t.uid}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
      </fieldset>
      {configs === null ? (
        deviceUid !== null && source === 'template' && !template ? (
          <p className="manage-muted">Choose a template.</p>
        ) : (
          <Loader inline />
        )
      ) : (
        <CreateAssetForm
          key={`${deviceUid}:${chosenSet}:${template?.uid ?? 'none'}`}
          folderUid={folderUid}
          units={env.units}
          configs={configs}
          template={template ?? null}
          onCreated={onCreated}
        />
      )}
    </div>
  );
}

interface CreateAssetFormProps {
  folderUid: number;
  units: DisplayUnits;
  configs: FormConfig[];
  template: AssetDto | null;
  asTemplate?: boolean;
  onCreated: (uid: number) => void;
}

/** The new asset's form; with `asTemplate` (Folder menu > Templates) it makes an asset template,
 * a pattern the create page offers, rather than a tank. The company's user-defined fields for
 * assets are asked for too (ADR 096). */
export function CreateAssetForm(props: CreateAssetFormProps) {
  const setup = useUserDefSetup(props.folderUid);
  const userDefs = useMemo(() => fieldsFor(setup.data, EntityType.Asset), [setup.data]);
  if (!setup.data && !setup.isError) return <Loader />;
  return <CreateAssetFormLoaded {...props} userDefs={userDefs} />;
}

function CreateAssetFormLoaded({
  folderUid,
  units,
  configs,
  template,
  asTemplate = false,
  onCreated,
  userDefs,
}: CreateAssetFormProps & { userDefs: UserDefSetupDto[] }) {
  const ctx = useMemo(() => ({ units, original: null, canConfigure: true, userDefSetups: userDefs }), [units, userDefs]);
  const form = useForm<AssetFormValues, unknown, AssetSaveBody>({
    resolver: zodResolver(assetFormSchema(ctx)),
    defaultValues: {
      ...assetToForm(
        {
          label: '',
          serialNumber: null,
          modelName: template?.modelName ?? null,
          mfgDate: null,
          comment: null,
          isTemplate: asTemplate,
          product: template?.product ?? null,
          configs: configs as AssetDto['configs'],
        },
        units,
      ),
      configs: configs.map((c) => configToForm(c, units)),
    },
    mode: 'onTouched',
  });
  const products = useProducts(folderUid);
  const save = useSaveAsset();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: AssetSaveBody) => ({ folderUid, body }),
    failureTitle: ASSET_SAVE_FAILURE_TITLE,
    done: asTemplate ? 'Template created' : 'Asset created',
    onSaved: (created) => onCreated(created.uid),
  });
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label={asTemplate ? 'New template' : 'New asset'}>
        <fieldset className="manage-section">
          <legend>Asset</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            <SelectField
              name="productUid"
              label="Product"
              placeholder="No product"
              choices={(products.data ?? [])
                .filter((p) => p.active)
                .map((p) => ({ value: p.uid, label: `${p.config.name} (${p.config.sku})` }))}
            />
            <TextField name="serialNumber" label="Serial Number" maxLength={100} />
            <TextField name="modelName" label="Model Name" maxLength={100} />
          </div>
        </fieldset>
        {userDefs.length > 0 && (
          <fieldset className="manage-section">
            <legend>User-defined fields</legend>
            <UserDefValueFields fields={userDefs} disabled={false} />
          </fieldset>
        )}
        {configs.map((c, i) =>
          c.typeId === ConfigType.AssetTank ? (
            <fieldset key={i} className="manage-section">
              <legend>Tank</legend>
              <TankConfigFields index={i} units={units} folderUid={folderUid} disabled={false} />
            </fieldset>
          ) : (
            <fieldset key={i} className="manage-section">
              <legend>{configTypeLabel(Number(c.typeId))}</legend>
              <SensorConfigFields index={i} typeId={Number(c.typeId)} units={units} folderUid={folderUid} disabled={false} />
            </fieldset>
          ),
        )}
        <FormActions
          failure={failure}
          pending={save.isPending}
          submitLabel={asTemplate ? 'Create Template' : 'Create Asset'}
          pendingLabel="Creating…"
        />
      </form>
    </FormProvider>
  );
}

// ---- device ----

const MODEL_CHOICES = DEVICE_MODELS.map((m) => ({ value: m.id, label: `${m.modelName} (${m.modelNumber})` }));

/** The configs a new device of a model is asked for here: its schedule, when its protocol keeps one. */
export function newDeviceConfigs(modelId: number): FormConfig[] {
  const model = findDeviceModel(modelId);
  const protocol = model ? findProtocol(model.protocolId) : undefined;
  return (protocol?.defaultConfigTypeIds as readonly number[] | undefined)?.includes(ConfigType.EntitySchedule)
    ? [{ ...defaultConfig(ConfigType.EntitySchedule), scheduleUid: 0 }]
    : [];
}

function CreateDevice({ folderUid, onCreated }: { folderUid: number; onCreated: (uid: number) => void }) {
  const env = useManageEnvironment();
  const ctx = useMemo(() => ({ units: env.units, original: null }), [env.units]);
  const form = useForm<DeviceFormValues, unknown, DeviceSaveBody>({
    resolver: zodResolver(deviceFormSchema(ctx)),
    defaultValues: {
      label: '',
      serialNumber: '',
      dataCollectorSn: '',
      modelId: '',
      activeState: '1',
      parentDeviceUid: '',
      parentDeviceSlot: '',
      configs: [],
    },
    mode: 'onTouched',
  });
  const [modelId, setModelId] = useState<number | null>(null);
  const [configs, setConfigs] = useState<FormConfig[]>([]);
  const save = useSaveDevice();
  const model = modelId ? findDeviceModel(modelId) : undefined;
  const protocol = model ? findProtocol(model.protocolId) : undefined;

  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: DeviceSaveBody) => ({ folderUid, body }),
    failureTitle: SAVE_FAILURE_TITLES.device,
    done: 'Device created',
    onSaved: (created) => onCreated(created.uid),
  });

  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="New device">
        <fieldset className="manage-section">
          <legend>Device</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            <SerialNumberField name="serialNumber" folderUid={folderUid} />
            <SelectField
              name="modelId"
              label="Model"
              placeholder="Select a model"
              choices={MODEL_CHOICES}
              onChange={(value) => {
                const id = Number(value) || null;
                const next = id ? newDeviceConfigs(id).map((c) => configToForm(c, env.units)) : [];
                setModelId(id);
                setConfigs(next);
                form.setValue('configs', next);
              }}
            />
            <TextField name="dataCollectorSn" label="Data Collector SN" maxLength={50} />
            {protocol?.requireController && <GatewayFields folderUid={folderUid} selfUid={null} />}
          </div>
        </fieldset>
        {configs.map((c, i) => (
          <fieldset key={`${modelId}:${i}`} className="manage-section">
            <legend>{configTypeLabel(Number(c.typeId))}</legend>
            <div className="manage-grid">
              <DeviceConfigFields
                index={i}
                typeId={Number(c.typeId)}
                scheduleOptionsId={protocol?.scheduleOptionsId ?? 0}
                folderUid={folderUid}
              />
            </div>
          </fieldset>
        ))}
        <FormActions failure={failure} pending={save.isPending} submitLabel="Create Device" pendingLabel="Creating…" />
      </form>
    </FormProvider>
  );
}

// ---- folder ----

function CreateFolder({
  folderUid,
  canMakeCompany,
  onCreated,
}: {
  folderUid: number;
  canMakeCompany: boolean;
  onCreated: (uid: number) => void;
}) {
  const form = useForm<FolderFormValues, unknown, FolderSaveBody>({
    resolver: zodResolver(folderFormSchema(null, folderUid)),
    defaultValues: folderToForm(null),
    mode: 'onTouched',
  });
  const save = useSaveFolder();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: FolderSaveBody) => ({ body }),
    failureTitle: SAVE_FAILURE_TITLES.folder,
    done: 'Folder created',
    onSaved: (created) => onCreated(created.uid),
  });
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="New folder">
        <fieldset className="manage-section">
          <legend>Folder</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            {canMakeCompany && <CheckboxField name="isCompany" label="A company (its own administrator)" />}
          </div>
        </fieldset>
        <fieldset className="manage-section">
          <legend>Address</legend>
          <AddressFields />
        </fieldset>
        <FormActions failure={failure} pending={save.isPending} submitLabel="Create Folder" pendingLabel="Creating…" />
      </form>
    </FormProvider>
  );
}
