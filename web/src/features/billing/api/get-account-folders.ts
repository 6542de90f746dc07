// GET Billing/AccountFolders/{folder} (ours; spec 001 §3.3 User config showBillingIconsHierarchy):
// the folders of the explorer that hold a billing account, asked for only when the user shows the
// billing icons. Read as the server sent it, not parsed: the explorer is part of a signed-in
// page's first paint, which does without zod (docs/decisions/073-first-paint-bytes.md).
import { useQuery } from '@tanstack/react-query';
import type { AccountFolders } from '@ullage/domain/billing/billing-api';
import { apiFetch } from '../../../lib/api-client';

const NONE: ReadonlySet<number> = new Set();

export function useAccountFolders(rootUid: number, enabled: boolean): ReadonlySet<number> {
  const q = useQuery({
    queryKey: ['billing', 'folder', rootUid, 'account-folders'],
    queryFn: ({ signal }) => apiFetch<AccountFolders>(`Billing/AccountFolders/${rootUid}`, { signal }),
    enabled: enabled && rootUid > 0,
    select: (r) => new Set(r.folderUids) as ReadonlySet<number>,
  });
  return (enabled && q.data) || NONE;
}
