// A product's editor (spec 001 §3.3 Product): name, SKU, class, density, default max fill (shown
// as a percent, spec 000 §5), tags, active. Checked with the domain's form schema, so the messages
// on screen are the server's; a failed save is titled 'Error saving Product' with the server's
// message (a name or SKU already taken names the field).
import {
  PRODUCT_NAME_MAX,
  PRODUCT_SAVE_FAILURE_TITLE,
  PRODUCT_SKU_MAX,
  productFormSchema,
  productToForm,
  type ProductDto,
  type ProductFormValues,
  type ProductSaveBody,
} from '@ullage/domain/api/product';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { zodResolver } from '../../../lib/form-resolver';
import { useProductClasses } from '../api/get-products';
import { useSaveProduct } from '../api/save-product';

export function ProductEditor({
  product,
  folderUid,
  onSaved,
}: {
  /** null: a new product. */
  product: ProductDto | null;
  folderUid: number;
  onSaved: () => void;
}) {
  const form = useForm<ProductFormValues, unknown, ProductSaveBody>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productToForm(product),
  });
  const classes = useProductClasses(folderUid);
  const save = useSaveProduct();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: ProductSaveBody) => ({ uid: product?.uid ?? 0, folderUid, body }),
    failureTitle: PRODUCT_SAVE_FAILURE_TITLE,
    done: product ? 'Product saved' : 'Product created',
    onSaved,
  });
  const classChoices = (classes.data ?? []).map((c) => ({ value: String(c.productClassId), label: c.productClassName }));
  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label={product ? 'Edit product' : 'New product'}>
        <fieldset className="manage-section">
          <legend>Product</legend>
          <div className="manage-grid">
            <TextField name="name" label="Name" maxLength={PRODUCT_NAME_MAX} />
            <TextField name="sku" label="SKU" maxLength={PRODUCT_SKU_MAX} />
            <SelectField name="classId" label="Class" choices={classChoices} placeholder="No class" />
            <NumberField name="density" label="Density" hint="Specific gravity: water is 1." />
            <NumberField name="maxFillPercent" label="Default Max Fill Percent" unit="%" hint="How full a tank of it may be filled." />
            <TextField name="tags" label="Tags" hint="Separated by commas." />
            <CheckboxField name="active" label="Active (offered to tanks)" />
          </div>
        </fieldset>
        <FormActions
          failure={failure}
          pending={save.isPending}
          submitLabel={product ? 'Save' : 'Create Product'}
          pendingLabel="Saving…"
          onUndo={product ? () => form.reset() : undefined}
          undoDisabled={!form.formState.isDirty}
        />
      </form>
    </FormProvider>
  );
}
