// The manage modal of each entity type (spec 000 §2): information, setup and history for assets and
// devices, information and setup for folders, the config snapshot of each, and the alerts of each (issue 15) when the app's route
// hands in that tab (another feature's), and its Comments and Documents (issue 19) likewise. The app's
// route says which entity and tab.
import { canEditDevice } from '@ullage/domain/editing';
import { entityTypeName, EntityType } from '@ullage/domain/entity-types';
import type { ReactNode } from 'react';
import { Loader } from '../../../components/loader';
import { isApiError } from '../../../lib/api-client';
import { useAsset } from '../api/get-asset';
import { useDevice } from '../api/get-device';
import { useDeviceHasOpenRma } from '../api/get-rma-status';
import { useFolder } from '../api/get-folder';
import { AssetHistory } from './asset-history';
import { AssetInformation } from './asset-information';
import { AssetSetup } from './asset-setup';
import { ConfigSnapshot } from './config-snapshot';
import { DeviceHistory } from './device-history';
import { DeviceInformation } from './device-information';
import { DeviceSetup } from './device-setup';
import { FolderInformation, type FolderFacts } from './folder-information';
import { FolderSetup } from './folder-setup';
import { ManageModal } from './manage-modal';
import { useManageEnvironment } from './manage-environment';

export type ManageTabKey = 'information' | 'setup' | 'history' | 'config' | 'alerts' | 'comments' | 'documents' | 'rma' | 'events';

export interface ManageScreenProps {
  uid: number;
  tab: ManageTabKey;
  /** Where each tab lives (the route's sub-path with fuid and uid). */
  tabHref: (tab: ManageTabKey) => string;
  /** Whether to treat the entity as read-only where it is shown: a share, or not known yet. */
  folderReadOnly: boolean;
  /** The entity is known to stand read-only where it is shown (a share), for the subtitle. */
  sharedReadOnly: boolean;
  /** Where it stands, from the top of the user's scope. */
  path: readonly string[];
  onClose: () => void;
  /** The Alerts tab's content (composed by the app layer); no Alerts tab without it. */
  alerts?: ReactNode;
  /** The Comments and Documents tabs' content (composed by the app layer); no tab without it. */
  comments?: ReactNode;
  documents?: ReactNode;
  /** A device's RMA tab (features/rma, composed by the app layer; issue 18); no tab without it. */
  rma?: ReactNode;
  /** The Events tab's content (spec 001 §7 Entity/{uid}/Events); no tab without it. */
  events?: ReactNode;
}

const TAB_LABELS: Record<ManageTabKey, string> = {
  information: 'Information',
  setup: 'Setup',
  history: 'History',
  config: 'Config',
  alerts: 'Alerts',
  comments: 'Comments',
  documents: 'Documents',
  rma: 'RMA',
  events: 'Events',
};

/** The entity's tabs: its own, then Alerts, Comments and Documents when the route hands them in. */
const withExtras = (
  keys: readonly ManageTabKey[],
  extras: Pick<ManageScreenProps, 'alerts' | 'comments' | 'documents' | 'events'>,
): ManageTabKey[] => [...keys, ...(['alerts', 'comments', 'documents', 'events'] as const).filter((k) => extras[k])];

function tabsOf(keys: readonly ManageTabKey[], active: ManageTabKey, href: (t: ManageTabKey) => string) {
  return keys.map((k) => ({ label: TAB_LABELS[k], href: href(k), active: k === active }));
}

function Subtitle({ typeId, path, readOnly }: { typeId: number; path: readonly string[]; readOnly: boolean }) {
  return (
    <>
      {entityTypeName(typeId)}
      {path.length > 0 && ` in ${path.join(' / ')}`}
      {readOnly && ' (shared read-only)'}
    </>
  );
}

function Loading({ query, onClose, what }: { query: { isError: boolean; error: unknown }; onClose: () => void; what: string }): ReactNode {
  const gone = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <ManageModal title={what} subtitle="" tabs={[]} onClose={onClose}>
      {query.isError ? (
        <p role="alert" className="field-error">
          {gone
            ? `This ${what.toLowerCase()} was not found. It may have been removed, or it is not yours to see.`
            : `This ${what.toLowerCase()} could not be loaded.`}
        </p>
      ) : (
        <Loader />
      )}
    </ManageModal>
  );
}

export function AssetManage({
  uid,
  tab,
  tabHref,
  folderReadOnly,
  sharedReadOnly,
  path,
  onClose,
  customer,
  forecast,
  alerts,
  comments,
  documents,
  events,
}: ManageScreenProps & { customer?: (siteFolderUid: number) => ReactNode; forecast?: (assetUid: number, unit: string) => ReactNode }) {
  const asset = useAsset(uid);
  if (!asset.data) return <Loading query={asset} onClose={onClose} what="Asset" />;
  const a = asset.data;
  return (
    <ManageModal
      title={a.label}
      subtitle={<Subtitle typeId={EntityType.Asset} path={path} readOnly={sharedReadOnly} />}
      tabs={tabsOf(withExtras(['information', 'setup', 'history', 'config'], { alerts, comments, documents, events }), tab, tabHref)}
      onClose={onClose}
    >
      {tab === 'information' && (
        <AssetInformation asset={a} customer={customer?.(a.folderUid)} forecast={forecast} folderReadOnly={folderReadOnly} />
      )}
      {tab === 'setup' && <AssetSetup key={`${a.uid}`} asset={a} folderReadOnly={folderReadOnly} />}
      {tab === 'history' && <AssetHistory asset={a} folderReadOnly={folderReadOnly} />}
      {tab === 'config' && <ConfigSnapshot uid={a.uid} />}
      {tab === 'alerts' && alerts}
      {tab === 'comments' && comments}
      {tab === 'documents' && documents}
      {tab === 'events' && events}
    </ManageModal>
  );
}

export function DeviceManage({
  uid,
  tab,
  tabHref,
  folderReadOnly,
  sharedReadOnly,
  path,
  onClose,
  alerts,
  comments,
  documents,
  rma,
  events,
}: ManageScreenProps) {
  const env = useManageEnvironment();
  const device = useDevice(uid);
  const hasOpenRma = useDeviceHasOpenRma(uid);
  if (!device.data) return <Loading query={device} onClose={onClose} what="Device" />;
  const d = device.data;
  return (
    <ManageModal
      title={d.label}
      subtitle={<Subtitle typeId={EntityType.Device} path={path} readOnly={sharedReadOnly} />}
      tabs={tabsOf(
        [
          ...withExtras(['information', 'setup', 'history', 'config'], { alerts, comments, documents, events }),
          ...(rma ? (['rma'] as const) : []),
        ],
        tab,
        tabHref,
      )}
      onClose={onClose}
    >
      {tab === 'information' && <DeviceInformation device={d} editable={canEditDevice(env.permissions, { folderReadOnly, hasOpenRma })} />}
      {tab === 'setup' && <DeviceSetup key={`${d.uid}`} device={d} folderReadOnly={folderReadOnly} hasOpenRma={hasOpenRma} />}
      {tab === 'history' && <DeviceHistory device={d} />}
      {tab === 'config' && <ConfigSnapshot uid={d.uid} />}
      {tab === 'alerts' && alerts}
      {tab === 'comments' && comments}
      {tab === 'documents' && documents}
      {tab === 'rma' && rma}
      {tab === 'events' && events}
    </ManageModal>
  );
}

export function FolderManage({
  uid,
  tab,
  tabHref,
  folderReadOnly,
  path,
  onClose,
  counts,
  alerts,
  comments,
  documents,
  events,
}: ManageScreenProps & { counts?: FolderFacts['counts'] }) {
  const folder = useFolder(uid);
  if (!folder.data) return <Loading query={folder} onClose={onClose} what="Folder" />;
  const f = folder.data;
  const given = { alerts, comments, documents, events };
  const shown = tab === 'history' || ((tab === 'alerts' || tab === 'comments' || tab === 'documents') && !given[tab]) ? 'information' : tab;
  return (
    <ManageModal
      title={f.label}
      subtitle={<Subtitle typeId={EntityType.Folder} path={path.slice(0, -1)} readOnly={false} />}
      tabs={tabsOf(withExtras(['information', 'setup', 'config'], given), shown, tabHref)}
      onClose={onClose}
    >
      {shown === 'information' && <FolderInformation folder={f} facts={{ path, counts }} />}
      {shown === 'setup' && <FolderSetup key={`${f.uid}`} folder={f} folderReadOnly={folderReadOnly} />}
      {shown === 'config' && <ConfigSnapshot uid={f.uid} />}
      {shown === 'alerts' && alerts}
      {shown === 'comments' && comments}
      {shown === 'documents' && documents}
      {shown === 'events' && events}
    </ManageModal>
  );
}
