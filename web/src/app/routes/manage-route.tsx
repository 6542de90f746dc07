// spec 000 §2: the manage modal (925x750) at /asset, /asset/setup, /asset/history, /device,
// /device/setup, /device/history, /folder and /folder/setup, each with ?fuid=&uid=, the Alerts tab of
// each (/asset/alerts, /device/alerts, /folder/alerts: features/alerts, issue 15), and /user,
// /user/setup and /user/email-reports (features/people, features/email-reports: issue 16) with ?uid=
// (the right navigation's links to oneself) or ?fuid=&uid=
// (a user node of the explorer). The explorer's
// selected folder's page stays behind it; closing returns to where the user was, or to the folder's
// page when the modal was opened directly (a link, a reload).
import { EntityType } from '@ullage/domain/entity-types';
import { useQueryClient } from '@tanstack/react-query';
import { Permission } from '@ullage/domain/people/permissions';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { attachPermissionOf } from '@ullage/domain/collaboration/attachments';
import { AlertsTab } from '../../features/alerts/components/alerts-tab';
import { useFolderGeofences } from '../../features/map/api/get-folder-geofences';
import { EmailReportsPanel } from '../../features/email-reports/components/email-reports-panel';
import { CommentsTab } from '../../features/collaboration/components/comments-tab';
import { DocumentsTab } from '../../features/collaboration/components/documents-tab';
import { EventsTab } from '../../features/collaboration/components/events-tab';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { NodeDetails } from '../../features/explorer/components/node-details';
import { ManageEnvironmentProvider, type ManageEnvironment } from '../../features/manage/components/manage-environment';
import { AssetManage, DeviceManage, FolderManage, type ManageTabKey } from '../../features/manage/components/manage-screens';
import { SiteCustomer } from '../../features/people/components/site-customer';
import { DegreeDayForecast } from '../../features/forecast/components/degree-day-forecast';
import { readOnlyUntilLoaded } from '../../features/manage/utils/editing';
import { UserManage } from '../../features/people/components/user-manage';
import { deviceRmaStatusQueryOptions } from '../../features/manage/api/get-rma-status';
import { DeviceRmaTab } from '../../features/rma/components/device-rma-tab';
import { useShell } from '../shell/shell-context';

export type ManagedKind = 'asset' | 'device' | 'folder' | 'user';

const SUB_TABS: readonly ManageTabKey[] = ['setup', 'history', 'config', 'alerts', 'comments', 'documents', 'rma', 'events'];

/** "/asset/setup" -> asset, setup; "/folder" -> folder, information. */
export function manageRouteOf(pathname: string): { kind: ManagedKind; tab: ManageTabKey } {
  const [, kind, sub] = pathname.split('/');
  const tab: ManageTabKey = SUB_TABS.find((t) => t === sub) ?? 'information';
  return { kind: (kind === 'device' || kind === 'folder' || kind === 'user' ? kind : 'asset') as ManagedKind, tab };
}

export function ManageRoute() {
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { kind, tab } = manageRouteOf(location.pathname);
  const { fuid, uid } = shell.selection;
  // /user?uid= names the user without a folder: the selection then is the start folder.
  const userUid = Number(params.get('uid')) || shell.session.userUid;
  const isFolder = uid === fuid;
  const node = useNavigationNode(uid, isFolder ? undefined : fuid);
  const { session } = shell;
  const env = useMemo<ManageEnvironment>(
    () => ({ permissions: session.permissions, units: session.unitConfig, timeZone: session.timeZoneConfig }),
    [session.permissions, session.unitConfig, session.timeZoneConfig],
  );

  const tabHref = (t: ManageTabKey) => `/${kind}${t === 'information' ? '' : `/${t}`}?fuid=${fuid}&uid=${uid}`;
  const onClose = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(shell.nodeHref({ fuid, uid: fuid, typeId: EntityType.Folder }), { replace: true });
  };
  // Read-only until the node says otherwise: a form must not open editable and then lock.
  const props = {
    uid,
    tab,
    tabHref,
    onClose,
    folderReadOnly: readOnlyUntilLoaded(node.data),
    sharedReadOnly: node.data?.readOnly ?? false,
    path: node.data?.folderNamePath ?? [],
  };
  // The entity's alerts: its folder's messages, and the contact groups of the folders it stands in
  // (from the top of the caller's scope down), once its node says where that is.
  const n = node.data;
  // A geofence alert chooses among the fences around the entity's folder (the map feature's call).
  const fences = useFolderGeofences(n?.folderUid ?? 0);
  const alerts = n ? (
    <AlertsTab
      entity={{ uid, typeId: n.typeId, label: n.label }}
      folderUid={n.folderUid}
      folderPath={n.folderUidPath.map((u, i) => ({ uid: u, label: n.folderNamePath[i] ?? '' }))}
      folderReadOnly={readOnlyUntilLoaded(n)}
      folderAlertsHref={(f) => `/folder/alerts?fuid=${f}&uid=${f}`}
      geofenceChoices={(fences.data ?? []).map((f) => ({
        value: f.uid,
        label: f.folderUid === n.folderUid ? f.label : `${f.label} (${f.folderLabel})`,
      }))}
    />
  ) : (
    <Loader />
  );

  // Comments, documents and events of the entity (issue 19): changing them needs the permission that edits
  // it, where it is not shared read-only.
  const editPermission = n ? attachPermissionOf(n.typeId) : undefined;
  const canEdit = !!n && editPermission !== undefined && session.permissions.includes(editPermission) && !readOnlyUntilLoaded(n);
  const comments = n ? <CommentsTab entityUid={uid} canModerate={canEdit} formatDateTime={shell.formatDateTime} /> : <Loader />;
  const documents = n ? <DocumentsTab entityUid={uid} canEdit={canEdit} formatDateTime={shell.formatDateTime} /> : <Loader />;
  const events = n ? <EventsTab entityUid={uid} canEdit={canEdit} formatDateTime={shell.formatDateTime} /> : <Loader />;
  const extras = { alerts, comments, documents, events };
  // A device's returns (issue 18): a change refreshes whether its setup is locked.
  const queryClient = useQueryClient();
  const rma = (
    <DeviceRmaTab
      deviceUid={uid}
      canRequest={session.permissions.includes(Permission.RequestRma)}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: deviceRmaStatusQueryOptions(uid).queryKey })}
      formatDateTime={shell.formatDateTime}
    />
  );

  return (
    <>
      <NodeDetails selection={{ fuid, uid: fuid }} formatDateTime={shell.formatDateTime} />
      <ManageEnvironmentProvider value={env}>
        {kind === 'asset' && (
          <AssetManage
            key={uid}
            {...props}
            {...extras}
            customer={(siteUid) => <SiteCustomer folderUid={siteUid} />}
            forecast={(assetUid, unit) => <DegreeDayForecast assetUid={assetUid} unit={unit} />}
          />
        )}
        {kind === 'device' && <DeviceManage key={uid} {...props} {...extras} rma={rma} />}
        {kind === 'folder' && <FolderManage key={uid} {...props} counts={node.data?.counts} {...extras} />}
        {kind === 'user' && (
          <UserManage
            key={userUid}
            uid={userUid}
            tab={location.pathname.endsWith('/email-reports') ? 'email-reports' : tab === 'setup' ? 'setup' : 'information'}
            tabHref={(t) => `/user${t === 'information' ? '' : `/${t}`}?${params.has('fuid') ? `fuid=${fuid}&` : ''}uid=${userUid}`}
            onClose={onClose}
            emailReports={<EmailReportsPanel userUid={userUid} folderUid={fuid} />}
          />
        )}
      </ManageEnvironmentProvider>
    </>
  );
}
