// The manage and create forms: their values, the save body each makes, and the zod schema a form
// validates with (react-hook-form's zod resolver). Each schema is the domain's save-body schema and
// the domain's save rules (spec 001 §5: the config rules, the tank capacity calculation), run on
// the body the form would send, so a message on screen is the server's, word for word.
import { assetSaveBodySchema, type AssetDto, type AssetSaveBody } from '@ullage/domain/tanks/api';
import { deviceSaveBodySchema, type DeviceDto, type DeviceSaveBody } from '@ullage/domain/devices/api';
import { folderSaveBodySchema, type Folder, type FolderSaveBody } from '@ullage/domain/api/folder';
import type { DisplayUnits } from '@ullage/domain/reports/display';
import { assetConfigRules, isDeviceConfigType, parseConfigs, type FieldErrors } from '@ullage/domain/save-rules';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import {
  checkUserDefValues,
  UserDefDataType,
  userDefValueSchema,
  type UserDefSetupDto,
  type UserDefValue,
} from '@ullage/domain/api/user-def';
import { z } from 'zod';
import { configFromForm, configToForm } from './config-form';

export type FormConfig = Record<string, unknown>;

/** Field errors as zod issues at their paths ("configs.0.tank.length" -> [0, 'tank', 'length'] under
 * the configs field). */
function addConfigIssues(errors: FieldErrors, ctx: z.RefinementCtx): void {
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const path = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    ctx.addIssue({ code: 'custom', path: path[0] === 'configs' ? path.slice(1) : path, message });
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const numberOrNull = (text: string) => (text === '' ? null : Number(text));

// ---- assets ----

export interface AssetFormValues {
  label: string;
  serialNumber: string;
  modelName: string;
  mfgDate: string;
  comment: string;
  isTemplate: boolean;
  productUid: string;
  configs: FormConfig[];
  /** The user-defined fields' inputs by "s{setupId}" (ADR 096): text, or a Yes/No field's box. */
  userDefValues?: Record<string, string | boolean>;
}

/** An entity's stored values as the form's inputs. */
export function userDefValuesToForm(values: readonly unknown[] | undefined): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const raw of values ?? []) {
    const v = userDefValueSchema.safeParse(raw);
    if (!v.success) continue;
    const value = v.data.value;
    out[`s${v.data.setupId}`] = typeof value === 'boolean' ? value : value === null ? '' : String(value);
  }
  return out;
}

/** The inputs as the values the save stores: numbers for the number types, null for nothing; the
 * values of fields not on the form (another entity type's, a removed field's) as they were. */
export function userDefValuesFromForm(
  inputs: Record<string, string | boolean> | undefined,
  setups: readonly UserDefSetupDto[],
  original: readonly unknown[],
): unknown[] {
  if (!inputs || setups.length === 0) return [...original];
  const onForm = new Set(setups.map((s) => s.id));
  const kept = original.filter((raw) => !onForm.has(userDefValueSchema.safeParse(raw).data?.setupId ?? -1));
  const given = setups.map((s): UserDefValue | { setupId: number; value: string } => {
    const input = inputs[`s${s.id}`];
    if (s.dataTypeId === UserDefDataType.YesNo) return { setupId: s.id, value: input === true };
    const text = typeof input === 'string' ? input.trim() : '';
    if (text === '') return { setupId: s.id, value: null };
    if (s.dataTypeId === UserDefDataType.Integer || s.dataTypeId === UserDefDataType.Decimal) {
      const n = Number(text.replace(',', '.'));
      return { setupId: s.id, value: Number.isFinite(n) ? n : text };
    }
    return { setupId: s.id, value: text };
  });
  return [...kept, ...given];
}

export function assetToForm(
  a: Pick<AssetDto, 'label' | 'serialNumber' | 'modelName' | 'mfgDate' | 'comment' | 'isTemplate' | 'product' | 'configs'> &
    Partial<Pick<AssetDto, 'userDefValues'>>,
  units: DisplayUnits,
): AssetFormValues {
  return {
    userDefValues: userDefValuesToForm(a.userDefValues),
    label: a.label,
    serialNumber: a.serialNumber ?? '',
    modelName: a.modelName ?? '',
    mfgDate: a.mfgDate ?? '',
    comment: a.comment ?? '',
    isTemplate: a.isTemplate,
    productUid: a.product ? String(a.product.uid) : '',
    configs: a.configs.map((c) => configToForm(c, units)),
  };
}

export interface AssetFormContext {
  units: DisplayUnits;
  /** The asset as loaded (null when creating). */
  original: AssetDto | null;
  /** Edit Assets/Devices: configs, product and template flag may change (spec 001 §6; ADR 032). */
  canConfigure: boolean;
  /** The company's user-defined fields for assets (ADR 096); none: the values go back as they came. */
  userDefSetups?: readonly UserDefSetupDto[];
}

/** The body PUT Asset/{uid} or POST Asset/ToFolder/{folder} gets. Without Edit Assets/Devices the
 * configuration goes back exactly as it came. */
export function assetBodyFromForm(v: AssetFormValues, ctx: AssetFormContext): AssetSaveBody {
  const { original } = ctx;
  const keep = original !== null && !ctx.canConfigure;
  return {
    label: v.label,
    comment: orNull(v.comment),
    mfgDate: orNull(v.mfgDate),
    modelName: orNull(v.modelName),
    serialNumber: orNull(v.serialNumber),
    isTemplate: keep ? original.isTemplate : v.isTemplate,
    productUid: keep ? (original.product?.uid ?? null) : numberOrNull(v.productUid),
    tags: original?.tags ?? [],
    userDefValues: userDefValuesFromForm(v.userDefValues, ctx.userDefSetups ?? [], original?.userDefValues ?? []),
    configs: keep
      ? original.configs
      : v.configs.map((c, i) => configFromForm(c, original?.configs[i], ctx.units) as AssetSaveBody['configs'][number]),
  };
}

export function assetFormSchema(ctx: AssetFormContext) {
  const keep = ctx.original !== null && !ctx.canConfigure;
  const configs = assetSaveBodySchema.shape.configs.transform((list, zctx) => {
    // Sent back untouched when the user may not change them; otherwise as the rules leave them:
    // defaults filled, the capacity computed (spec 001 §5).
    if (keep) return list;
    const rules = assetConfigRules(list as FormConfig[]);
    addConfigIssues(rules.errors, zctx);
    return rules.configs as typeof list;
  });
  const setups = ctx.userDefSetups ?? [];
  return z.preprocess(
    (v: AssetFormValues) => assetBodyFromForm(v, ctx),
    assetSaveBodySchema.extend({ configs }).superRefine((body, zctx) => {
      // The server's check of the values (ADR 096), so its messages show on the fields first.
      const { errors } = checkUserDefValues(setups, EntityType.Asset, body.userDefValues, { required: !body.isTemplate });
      for (const [field, messages] of Object.entries(errors))
        zctx.addIssue({ code: 'custom', path: field.split('.'), message: messages[0] ?? '' });
    }),
  );
}

// ---- devices ----

export interface DeviceFormValues {
  label: string;
  serialNumber: string;
  dataCollectorSn: string;
  modelId: string;
  activeState: string;
  parentDeviceUid: string;
  parentDeviceSlot: string;
  configs: FormConfig[];
  /** The user-defined fields' inputs by "s{setupId}" (ADR 096). */
  userDefValues?: Record<string, string | boolean>;
}

export function deviceToForm(d: DeviceDto, units: DisplayUnits): DeviceFormValues {
  return {
    userDefValues: userDefValuesToForm(d.userDefValues),
    label: d.label,
    serialNumber: d.serialNumber,
    dataCollectorSn: d.dataCollectorSn ?? '',
    modelId: String(d.model.id),
    activeState: String(d.state.activeState),
    parentDeviceUid: d.parentDeviceUid === null ? '' : String(d.parentDeviceUid),
    parentDeviceSlot: d.parentDeviceSlot === null ? '' : String(d.parentDeviceSlot),
    configs: d.configs.map((c) => configToForm(c, units)),
  };
}

export interface DeviceFormContext {
  units: DisplayUnits;
  original: DeviceDto | null;
  /** The company's user-defined fields for devices (ADR 096); none: the values go back as they came. */
  userDefSetups?: readonly UserDefSetupDto[];
}

export function deviceBodyFromForm(v: DeviceFormValues, ctx: DeviceFormContext): DeviceSaveBody {
  const { original } = ctx;
  return {
    ...(original ? { uid: original.uid } : {}),
    label: v.label,
    serialNumber: v.serialNumber.trim(),
    dataCollectorSn: orNull(v.dataCollectorSn),
    modelId: Number(v.modelId) as DeviceSaveBody['modelId'],
    activeState: Number(v.activeState) as DeviceSaveBody['activeState'],
    parentDeviceUid: numberOrNull(v.parentDeviceUid),
    parentDeviceSlot: numberOrNull(v.parentDeviceSlot),
    tags: original?.tags ?? [],
    userDefValues: userDefValuesFromForm(v.userDefValues, ctx.userDefSetups ?? [], original?.userDefValues ?? []),
    configs: v.configs.map((c, i) => configFromForm(c, original?.configs[i], ctx.units) as DeviceSaveBody['configs'][number]),
  };
}

/** spec 001 §5 "client rules for schedule, reliant user, device alert and modem configs run if
 * those configs are present, then server validation". */
export function deviceFormSchema(ctx: DeviceFormContext) {
  const setups = ctx.userDefSetups ?? [];
  return z.preprocess(
    (v: DeviceFormValues) => deviceBodyFromForm(v, ctx),
    deviceSaveBodySchema
      .extend({
        configs: deviceSaveBodySchema.shape.configs.superRefine((list, zctx) =>
          addConfigIssues(parseConfigs(list as FormConfig[], isDeviceConfigType, 'a device').errors, zctx),
        ),
      })
      .superRefine((body, zctx) => {
        const { errors } = checkUserDefValues(setups, EntityType.Device, body.userDefValues);
        for (const [field, messages] of Object.entries(errors))
          zctx.addIssue({ code: 'custom', path: field.split('.'), message: messages[0] ?? '' });
      }),
  );
}

// ---- folders ----

export interface FolderFormValues {
  label: string;
  isCompany: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  /** Its identity configs (issue 14: a site's customer number), when the form edits them. */
  identityConfigs?: IdentityFormRow[];
}

/** One identity config as its fields hold it (spec 001 §3.3 Identity config). */
export interface IdentityFormRow {
  /** The stored config's id; 0 for a new one. */
  id: number;
  identifier: string;
  isPrimary: boolean;
  identityGroupUid: string;
}

/** A stored config as GET Entity/{uid}/Config answers it. */
export type StoredEntityConfig = { id: number; typeId: number } & Record<string, unknown>;

export const identityRowOf = (c: StoredEntityConfig): IdentityFormRow => ({
  id: c.id,
  identifier: typeof c.identifier === 'string' ? c.identifier : '',
  isPrimary: c.isPrimary === true,
  identityGroupUid: typeof c.identityGroupUid === 'number' && c.identityGroupUid > 0 ? String(c.identityGroupUid) : '',
});

/** `identities`: the folder's stored identity configs, when the form edits them. */
export function folderToForm(f: Folder | null, identities?: readonly StoredEntityConfig[]): FolderFormValues {
  const a = f?.addressConfig;
  return {
    ...(identities ? { identityConfigs: identities.map(identityRowOf) } : {}),
    label: f?.label ?? '',
    isCompany: f?.config.isCompany ?? false,
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zip: a?.zip ?? '',
  };
}

/**
 * `stored`: the folder's identity configs as loaded, when the form edits them; each row keeps what
 * its stored config carries beyond the fields (its alerts). Left out when there are none before or
 * after, so the save leaves them as they are.
 */
export function folderBodyFromForm(
  v: FolderFormValues,
  original: Folder | null,
  parentUid?: number,
  stored?: readonly StoredEntityConfig[],
): FolderSaveBody {
  const { label, isCompany, identityConfigs: rows, ...address } = v;
  const identities =
    rows && (rows.length > 0 || (stored?.length ?? 0) > 0)
      ? rows.map((r) => ({
          ...(stored?.find((c) => c.id === r.id && r.id > 0) ?? {}),
          id: r.id,
          typeId: ConfigType.Identity,
          identifier: r.identifier,
          isPrimary: r.isPrimary,
          identityGroupUid: r.identityGroupUid === '' ? 0 : Number(r.identityGroupUid),
        }))
      : undefined;
  const filled = Object.values(address).some((x) => x.trim() !== '');
  const coordinates = original?.addressConfig
    ? { latitude: original.addressConfig.latitude, longitude: original.addressConfig.longitude }
    : {};
  return {
    label,
    isCompany: original ? original.config.isCompany : isCompany,
    ...(parentUid !== undefined ? { parentUid } : {}),
    addressConfig: filled || original?.addressConfig ? { ...coordinates, ...address } : null,
    ...(identities ? { identityConfigs: identities as FolderSaveBody['identityConfigs'] } : {}),
  };
}

export function folderFormSchema(original: Folder | null, parentUid?: number, stored?: readonly StoredEntityConfig[]) {
  return z.preprocess((v: FolderFormValues) => folderBodyFromForm(v, original, parentUid, stored), folderSaveBodySchema);
}
