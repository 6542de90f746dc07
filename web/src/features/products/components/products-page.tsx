// spec 000 §2 Folder menu: Products /folder/products; spec 001 §3.3 Product, §7 Product calls
// (docs/decisions/083-products.md). The selected folder's products and those of the folders above
// it up to its company, with class, density, default max fill, tags, whether active and how many
// tanks hold each; create, edit and delete with Edit Products (15). A product a tank holds is not
// deleted: the server's message says how many.
import type { ProductDto } from '@ullage/domain/api/product';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { ScrollBox } from '../../../components/scroll-box';
import { useCaller } from '../../../lib/caller';
import { saveFailureMessage } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useFolderProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/save-product';
import { ProductEditor } from './product-editor';
import './products.css';

export interface ProductsPageProps {
  folderUid: number;
  /** The folder's name for the title; undefined while it loads. */
  folderLabel: string | undefined;
  /** The folder is shared with the caller read-only. */
  folderReadOnly: boolean;
  /** A product chosen in the explorer (the URL's uid): its row is marked and, with Edit Products,
   * its editor opens. */
  openUid?: number;
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

export function ProductsPage({ folderUid, folderLabel, folderReadOnly, openUid }: ProductsPageProps) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.EditProducts) && !folderReadOnly;
  const products = useFolderProducts(folderUid);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ProductDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  // The product the explorer opened, once per choice of it.
  const [opened, setOpened] = useState<number | undefined>(undefined);
  const chosen = openUid === undefined ? undefined : products.data?.find((p) => p.uid === openUid);
  if (chosen && opened !== openUid) {
    setOpened(openUid);
    if (canEdit) setEditing(chosen);
  }

  const term = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter(
    (p) =>
      !term ||
      [p.config.name, p.config.sku, p.config.className ?? '', ...p.tags.map((t) => t.description)].join(' ').toLowerCase().includes(term),
  );

  return (
    <section className="prd-page" aria-labelledby="products-title">
      <header>
        <div className="page-kicker">Products</div>
        <h1 id="products-title">{folderLabel ?? ''}</h1>
      </header>
      <p className="prd-muted">What the tanks hold. A product serves its folder and every folder below it.</p>
      <div className="prd-toolbar">
        <input
          className="input prd-search"
          type="search"
          aria-label="Search products"
          placeholder="Search products"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {canEdit && (
          <button type="button" className="button button-primary prd-toolbar-end" onClick={() => setEditing('new')}>
            Add product
          </button>
        )}
      </div>
      {!products.data ? (
        products.isError ? (
          <p className="field-error">The products could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : shown.length === 0 ? (
        <p className="prd-muted">{products.data.length === 0 ? 'No products yet.' : 'No product matches the search.'}</p>
      ) : (
        <ScrollBox label="Products" className="prd-table-wrap">
          <table className="prd-table" aria-label="Products">
            <thead>
              <tr>
                <th>Name</th>
                <th>SKU</th>
                <th>Class</th>
                <th>Density</th>
                <th>Default Max Fill</th>
                <th>Tags</th>
                <th>Tanks</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr
                  key={p.uid}
                  className={p.uid === openUid ? 'prd-row-open' : undefined}
                  aria-current={p.uid === openUid ? 'true' : undefined}
                  ref={p.uid === openUid ? (el) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
                >
                  <td>
                    {p.config.name}
                    {!p.active && <span className="prd-badge">Inactive</span>}
                  </td>
                  <td>{p.config.sku}</td>
                  <td>{p.config.className ?? ''}</td>
                  <td>{p.config.density}</td>
                  <td>{percent(p.config.defaultMaxFillPercent)}</td>
                  <td>{p.tags.map((t) => t.description).join(', ')}</td>
                  <td>{p.usedBy}</td>
                  <td>
                    {canEdit && (
                      <div className="prd-row-actions">
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={`Edit ${p.config.name}`}
                          onClick={() => setEditing(p)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button-ghost"
                          aria-label={`Delete ${p.config.name}`}
                          onClick={() => setDeleting(p)}
                        >
                          Delete
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? 'New product' : editing.config.name}
          size="manage"
        >
          <ProductEditor product={editing === 'new' ? null : editing} folderUid={folderUid} onSaved={() => setEditing(null)} />
        </Modal>
      )}
      {deleting && <DeleteProduct product={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

/** Confirms, then deletes; the server refuses (and says how many tanks) while tanks hold it. */
function DeleteProduct({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  const remove = useDeleteProduct();
  const [problem, setProblem] = useState<string | null>(null);
  const onDelete = () =>
    remove.mutate(product.uid, {
      onSuccess: () => {
        toast.success(`${product.config.name} deleted`, { autoClose: 3000 });
        onClose();
      },
      onError: (error) => setProblem(saveFailureMessage(error)),
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${product.config.name}`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-danger" disabled={remove.isPending} onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      <p>Delete {product.config.name}? This cannot be undone.</p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
