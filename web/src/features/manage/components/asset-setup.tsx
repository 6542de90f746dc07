// The asset's setup tab: its information fields (Edit Asset Information or Edit Assets/Devices) and
// its configuration, product and template flag (Edit Assets/Devices), as PUT Asset/{uid} decides
// (docs/decisions/032). Validation is the domain's (spec 001 §5), live; a 400 puts the first message
// of each field on it (spec 001 §5 "Server result handling").
import type { AssetDto, AssetSaveBody } from '@ullage/domain/tanks/api';
import { ConfigType, configTypeLabel } from '@ullage/domain/configs';
import { assetEditing } from '@ullage/domain/editing';
import { ASSET_SAVE_FAILURE_TITLE } from '@ullage/domain/messages';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { useProducts } from '../api/get-products';
import { useSaveAsset } from '../api/save-asset';
import { assetFormSchema, assetToForm, type AssetFormContext, type AssetFormValues } from '../utils/form-schemas';
import { SensorConfigFields, SensorLinkFields, TankConfigFields } from './config-fields';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { useManageEnvironment } from './manage-environment';
import { EntityType } from '@ullage/domain/entity-types';
import type { UserDefSetupDto } from '@ullage/domain/api/user-def';
import { Loader } from '../../../components/loader';
import { useUserDefSetup } from '../api/get-user-def-setup';
import { fieldsFor, UserDefValueFields } from './user-def-fields';

export function AssetSetup({ asset, folderReadOnly }: { asset: AssetDto; folderReadOnly: boolean }) {
  const setup = useUserDefSetup(asset.folderUid);
  const userDefs = useMemo(() => fieldsFor(setup.data, EntityType.Asset), [setup.data]);
  if (!setup.data && !setup.isError) return <Loader />;
  return <AssetSetupForm asset={asset} folderReadOnly={folderReadOnly} userDefs={userDefs} />;
}

function AssetSetupForm({ asset, folderReadOnly, userDefs }: { asset: AssetDto; folderReadOnly: boolean; userDefs: UserDefSetupDto[] }) {
  const env = useManageEnvironment();
  const editing = assetEditing(env.permissions, { folderReadOnly });
  const ctx = useMemo<AssetFormContext>(
    () => ({ units: asset.units, original: asset, canConfigure: editing.configuration, userDefSetups: userDefs }),
    [asset, editing.configuration, userDefs],
  );
  const form = useForm<AssetFormValues, unknown, AssetSaveBody>({
    resolver: zodResolver(assetFormSchema(ctx)),
    defaultValues: assetToForm(asset, asset.units),
    mode: 'onTouched',
  });
  const products = useProducts(asset.folderUid);
  const save = useSaveAsset();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: AssetSaveBody) => ({ uid: asset.uid, body }),
    failureTitle: ASSET_SAVE_FAILURE_TITLE,
    done: 'Asset saved',
    onSaved: (saved) => form.reset(assetToForm(saved, saved.units)),
  });
  const configs = asset.configs;

  const canSave = editing.information || editing.configuration;
  // Inactive products are not offered (spec 001 §3.3 Product active); the tank's own stays listed.
  const productChoices = (products.data ?? [])
    .filter((p) => p.active || p.uid === asset.product?.uid)
    .map((p) => ({ value: p.uid, label: `${p.config.name} (${p.config.sku})` }));
  // The asset's product is listed even before the list arrives (or if it is no longer offered).
  if (asset.product && !productChoices.some((c) => c.value === asset.product?.uid))
    productChoices.push({ value: asset.product.uid, label: `${asset.product.name} (${asset.product.sku})` });
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="Asset setup">
        {!canSave && <p className="manage-notice">You can view this asset's setup but not change it.</p>}
        <fieldset className="manage-section" disabled={!editing.information}>
          <legend>Asset</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            <TextField name="serialNumber" label="Serial Number" maxLength={100} />
            <TextField name="modelName" label="Model Name" maxLength={100} />
            <TextField name="mfgDate" label="Mfg Date" type="date" />
            <TextAreaField name="comment" label="Comment" className="manage-wide" />
          </div>
        </fieldset>

        {userDefs.length > 0 && (
          <fieldset className="manage-section" disabled={!editing.information}>
            <legend>User-defined fields</legend>
            <UserDefValueFields fields={userDefs} disabled={!editing.information} />
          </fieldset>
        )}

        <fieldset className="manage-section" disabled={!editing.configuration}>
          <legend>Product</legend>
          <div className="manage-grid">
            <SelectField name="productUid" label="Product" placeholder="No product" choices={productChoices} />
            <CheckboxField name="isTemplate" label="Template for new assets" />
          </div>
        </fieldset>

        {configs.map((c, i) =>
          c.typeId === ConfigType.AssetTank ? (
            <fieldset key={c.id} className="manage-section" disabled={!editing.configuration}>
              <legend>Tank</legend>
              <TankConfigFields index={i} units={asset.units} folderUid={asset.folderUid} disabled={!editing.configuration} />
              <div className="manage-grid">
                <SensorLinkFields index={i} folderUid={asset.folderUid} disabled={!editing.configuration} />
              </div>
            </fieldset>
          ) : c.typeId === ConfigType.Address ? null : (
            <fieldset key={c.id} className="manage-section" disabled={!editing.configuration}>
              <legend>{configTypeLabel(c.typeId)}</legend>
              <SensorConfigFields
                index={i}
                typeId={c.typeId}
                units={asset.units}
                folderUid={asset.folderUid}
                disabled={!editing.configuration}
              />
            </fieldset>
          ),
        )}

        {canSave && (
          <FormActions
            failure={failure}
            pending={save.isPending}
            submitLabel="Save"
            pendingLabel="Saving…"
            onUndo={() => form.reset()}
            undoDisabled={!form.formState.isDirty}
          />
        )}
      </form>
    </FormProvider>
  );
}
