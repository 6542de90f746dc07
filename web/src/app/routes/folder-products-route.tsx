// spec 000 §2 Folder menu: Products /folder/products?fuid=&uid=: the selected folder's products
// (and those of the folders above it up to its company); uid, when it is not the folder, is a product
// chosen in the explorer.
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { ProductsPage } from '../../features/products/components/products-page';
import { useShell } from '../shell/shell-context';

export function FolderProductsRoute() {
  const shell = useShell();
  const { fuid, uid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return (
    <ProductsPage
      key={fuid}
      folderUid={fuid}
      folderLabel={folder.data?.label}
      folderReadOnly={folder.data?.readOnly ?? false}
      // A product node of the explorer opens here with its uid (issue 19).
      openUid={uid !== fuid ? uid : undefined}
    />
  );
}
