// Company brandings (spec 001 §9: company name, theme, input theme, banner folder, optional host
// match, featured-products flag), editable by the system administrator.
import { brandSchema, type BrandRecord } from '@ullage/domain/api/admin';
import { BRAND_THEMES, INPUT_THEMES } from '@ullage/domain/brands';
import { useState } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/form-resolver';
import { showGenericErrorToast } from '../../../components/error-toast';
import { isApiError } from '../../../lib/api-client';
import { useBrands } from '../api/get-brands';
import { useSaveBrand } from '../api/save-brand';
import './admin.css';

const EMPTY: BrandRecord = {
  key: '',
  companyName: '',
  theme: 'Default',
  inputTheme: 'light',
  bannerFolder: 'default',
  hostMatch: null,
  featuredProducts: false,
  companyFolderUid: null,
};

function BrandForm({ brand, isNew, onDone }: { brand: BrandRecord; isNew: boolean; onDone: () => void }) {
  const save = useSaveBrand();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(brandSchema),
    defaultValues: brand,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ brand: values, isNew });
      toast.success(`Brand "${values.key}" saved`, { autoClose: 3000 });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) setError(field as keyof BrandRecord, { message: messages[0] });
      } else if (isApiError(error) && error.status === 409) {
        setError('key', { message: error.message });
      } else showGenericErrorToast(error);
    }
  });
  const field = (name: keyof BrandRecord, label: string, input: React.ReactNode) => (
    <label className="field">
      <span className="field-label">{label}</span>
      {input}
      {errors[name] && <span className="field-error">{errors[name]?.message}</span>}
    </label>
  );
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={isNew ? 'New brand' : `Brand ${brand.key}`}>
      {field('key', 'Key (first path segment)', <input className="input" readOnly={!isNew} {...register('key')} />)}
      {field('companyName', 'Company name', <input className="input" {...register('companyName')} />)}
      {field(
        'theme',
        'Theme',
        <select className="input" {...register('theme')}>
          {BRAND_THEMES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>,
      )}
      {field(
        'inputTheme',
        'Input theme',
        <select className="input" {...register('inputTheme')}>
          {INPUT_THEMES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>,
      )}
      {field('bannerFolder', 'Banner folder', <input className="input" {...register('bannerFolder')} />)}
      {field(
        'hostMatch',
        'Host match (optional)',
        <input className="input" {...register('hostMatch', { setValueAs: (v: string) => (v?.trim() ? v.trim() : null) })} />,
      )}
      {field(
        'companyFolderUid',
        'Company folder uid (optional)',
        <input
          className="input"
          inputMode="numeric"
          {...register('companyFolderUid', { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
        />,
      )}
      <label className="admin-check">
        <input type="checkbox" {...register('featuredProducts')} /> Featured products
      </label>
      <div className="admin-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          Save
        </button>
      </div>
    </form>
  );
}

export function BrandsPage() {
  const { data, isPending, error } = useBrands();
  const [editing, setEditing] = useState<{ brand: BrandRecord; isNew: boolean } | null>(null);
  return (
    <section className="admin-page" aria-labelledby="brands-title">
      <header className="admin-header">
        <h1 id="brands-title">Company brandings</h1>
        <p>The login page takes the brand named by its first path segment (/key), else the one matching the host, else the default.</p>
        <button type="button" className="button button-primary" onClick={() => setEditing({ brand: EMPTY, isNew: true })}>
          Add brand
        </button>
      </header>
      {editing && (
        <BrandForm key={editing.brand.key || 'new'} brand={editing.brand} isNew={editing.isNew} onDone={() => setEditing(null)} />
      )}
      {isPending && <p aria-busy="true">Loading…</p>}
      {error && <p className="field-error">The brandings could not be loaded: {error.message}</p>}
      {data && (
        <ScrollBox label="Brandings">
          <table className="admin-table">
            <thead>
              <tr>
                <th>Key</th>
                <th>Company name</th>
                <th>Theme</th>
                <th>Input theme</th>
                <th>Banner folder</th>
                <th>Host match</th>
                <th>Featured products</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((b) => (
                <tr key={b.key}>
                  <td>{b.key}</td>
                  <td>{b.companyName}</td>
                  <td>{b.theme}</td>
                  <td>{b.inputTheme}</td>
                  <td>{b.bannerFolder}</td>
                  <td>{b.hostMatch ?? ''}</td>
                  <td>{b.featuredProducts ? 'Yes' : 'No'}</td>
                  <td>
                    <button type="button" className="button button-ghost" onClick={() => setEditing({ brand: b, isNew: false })}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
