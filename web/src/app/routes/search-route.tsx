// spec 000 §2 /search (query term).
import { useSearchParams } from 'react-router';
import { SearchPage } from '../../features/search/components/search-page';
import { useShell } from '../shell/shell-context';

export function SearchRoute() {
  const shell = useShell();
  const [params] = useSearchParams();
  const toNode = (r: { folderUid: number; uid: number; typeId: number }) => ({ fuid: r.folderUid, uid: r.uid, typeId: r.typeId });
  return (
    <SearchPage
      term={params.get('term') ?? ''}
      baseFolderUid={shell.session.baseFolderUid}
      hrefOf={(r) => shell.nodeHref(toNode(r))}
      onOpen={(r) => shell.openNode(toNode(r))}
    />
  );
}
