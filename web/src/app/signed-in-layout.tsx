// spec 000 §2 Layout: the top header (branding, main navigation, the user's menu with Log Out, Dark
// Mode and the version), the notification strip, the resizable, collapsible explorer pane, and the
// main area with "Current Path", the search box and the routed content. Breakpoints at 1024 (md)
// and 600 (sm).
import { CallerContext, type Caller } from '../lib/caller';
import { folderKindAtLevel } from './shell/folder-levels';
import { useQueryClient } from '@tanstack/react-query';
import { EntityType } from '@ullage/domain/entity-types';
import { utcOffsetHours } from '@ullage/domain/time-zone-rules';
import { formatDateTime } from '@ullage/domain/reports/display';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SYSTEM_ADMIN_ROLE_RANK } from '@ullage/domain/people/permissions';
import { Icon } from '../components/icons';
import { Tooltip } from '../components/tooltip';
import { useSession } from '../features/auth/api/get-session';
import { logout } from '../features/auth/api/logout';
import { useTokenRefresh } from '../features/auth/hooks/use-token-refresh';
import { signedOutPath } from '../features/auth/utils/stored-session';
import { useBrandTheme } from '../features/auth/utils/brand-theme';
import { useNavigationNode } from '../features/explorer/api/get-navigation-node';
import { Explorer } from '../features/explorer/components/explorer';
import { useAccountFolders } from '../features/billing/api/get-account-folders';
import { SearchBox } from '../features/search/components/search-box';
import { isApiError } from '../lib/api-client';
import { SESSION_KEYS, readSession } from '../lib/storage';
import { CompactMenu } from './shell/compact-menu';
import { CurrentPath } from './shell/current-path';
import { EXPLORER_DRAWER_ID, ExplorerDrawer } from './shell/explorer-drawer';
import { readPane } from './shell/explorer-pane';
import { visibleNavigation, visibleUserNavigation } from './shell/main-navigation-items';
import { createNodeRoutes, type NodeRef } from './shell/node-routes';
import type { ShellContext } from './shell/shell-context';
import { useMediaQuery } from './shell/use-media-query';
import { useSelection } from './shell/use-selection';
import type { PaneControl } from './shell/wide-frame';
import { NARROW_QUERY, wideFrame } from './shell/wide-frame-part';
import { preload, useDeferred } from '../lib/deferred';
import { hasSignedInPage } from './signed-in-routes';
import { LiveUpdates } from './live-updates';
import './signed-in-layout.css';

// Loaded when first opened: not part of a signed-in page's first paint (docs/decisions/073-first-paint-bytes.md).
const ShareDialog = lazy(async () => ({ default: (await import('../features/share/components/share-dialog')).ShareDialog }));
// Its answer comes after the first paint (it is asked for then), and its code with it.
const NotificationStrip = lazy(async () => ({
  default: (await import('../features/notifications/components/notification-strip')).NotificationStrip,
}));
// Only after a sign-in, until dismissed (ADR 100); the dialog's own code only when there is a message.
const LoginMessage = lazy(async () => ({
  default: (await import('../features/auth/components/login-message')).LoginMessage,
}));

export function SignedInLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session, error } = useSession();
  const rejected = isApiError(error) && error.status === 401;
  // spec 000 §4 Token refresh: every 10 minutes, rescheduled after a reload.
  useTokenRefresh();
  useBrandTheme(session?.branding.theme, session?.branding.inputTheme);

  useEffect(() => {
    // The stored token is no longer accepted: sign out cleanly.
    if (!rejected) return;
    const to = signedOutPath();
    logout(queryClient);
    void navigate(to, { replace: true });
  }, [rejected, queryClient, navigate]);

  // Anything else the session call throws is unexpected: the route's error page takes it.
  if (error && !rejected && !session) throw error;
  if (!session) return <div className="shell" aria-busy="true" />;
  return <SignedInFrame key={session.userUid} session={session} />;
}

function SignedInFrame({ session }: { session: NonNullable<ReturnType<typeof useSession>['data']> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const selection = useSelection(session);
  const narrowWindow = useMediaQuery(NARROW_QUERY);
  // The wide header and the resizable pane come in a chunk of their own (app/shell/wide-frame.tsx),
  // loaded with this one when the window is wide; until it is there the compact layout stands in.
  const wide = useDeferred(wideFrame);
  const narrow = narrowWindow || !wide;
  useEffect(() => {
    if (!narrowWindow) preload(wideFrame);
  }, [narrowWindow]);
  const routes = useMemo(() => createNodeRoutes(hasSignedInPage, session.userUid), [session.userUid]);
  const folderNode = useNavigationNode(selection.fuid);
  const selectedNode = useNavigationNode(selection.uid, selection.uid === selection.fuid ? undefined : selection.fuid);
  const [sharing, setSharing] = useState(false);

  const openNode = (node: NodeRef) => void navigate(routes.nodeHref(node));
  const openFolder = (uid: number) => openNode({ fuid: uid, uid, typeId: EntityType.Folder });

  // Under the md breakpoint (a phone, a narrow window) the explorer is a drawer over the page,
  // opened by the pane button and closed by Escape, a click outside it, its Close button or
  // choosing a node (issue 20: the resizable pane could not open below about 800 px).
  const [drawerOpen, setDrawerOpen] = useState(false);
  const paneButton = useRef<HTMLButtonElement>(null);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (wasNarrow !== narrow) {
    setWasNarrow(narrow);
    setDrawerOpen(false);
  }
  /** What the explorer does when the user chooses where to go: in the drawer, it closes too. */
  const chosen =
    <A extends unknown[]>(go: (...args: A) => void) =>
    (...args: A) => {
      if (narrow) setDrawerOpen(false);
      go(...args);
    };

  const onLogOut = () => {
    // spec 000 §4 Logout: clears tokens and the recent-folder history (logout does both), keeps
    // the branding, and returns to / or the company's own path.
    const to = signedOutPath();
    logout(queryClient);
    void navigate(to, { replace: true });
  };

  const folder = folderNode.data;
  const navFolder = {
    uid: selection.fuid,
    label: folder?.label ?? session.baseFolder.label,
    isOwnAdmin: folder?.isOwnAdmin ?? session.baseFolder.adminUid === session.baseFolder.uid,
    isCompany: folder?.isCompany ?? session.baseFolder.isCompany,
  };
  const groups = visibleNavigation({ permissions: new Set(session.permissions), folder: navFolder, hasPage: hasSignedInPage });
  const adminPages =
    session.roleRank === SYSTEM_ADMIN_ROLE_RANK
      ? [
          { label: 'Outbox', href: '/admin/outbox' },
          { label: 'Brands', href: '/admin/brands' },
        ]
      : [];
  const userItems = visibleUserNavigation(hasSignedInPage, session.userUid);

  const caller = useMemo<Caller>(
    () => ({
      userUid: session.userUid,
      roleRank: session.roleRank,
      permissions: new Set(session.permissions),
      baseFolderUid: session.baseFolderUid,
      units: session.unitConfig,
      timeZone: session.timeZoneConfig,
      userConfig: session.userConfig,
    }),
    [session],
  );

  const context: ShellContext = {
    session,
    selection,
    nodeHref: routes.nodeHref,
    openNode,
    formatDateTime: (at) => formatDateTime(at, utcOffsetHours(session.timeZoneConfig.timeZoneId, session.timeZoneConfig.observeDst, at)),
  };

  // spec 000 §2 Layout: the pane remembers its width and whether it is collapsed (the wide frame
  // keeps it; this only names the toolbar's button).
  const paneControl = useRef<PaneControl>(null);
  const [collapsed, setCollapsed] = useState(() => readPane(narrow).collapsed);
  const togglePane = () => paneControl.current?.toggle();

  const shareLink = `${window.location.origin}${routes.nodeHref({ fuid: selection.fuid, uid: selection.uid, typeId: selectedNode.data?.typeId ?? EntityType.Folder })}`;
  const searchTerm = location.pathname === '/search' ? (new URLSearchParams(location.search).get('term') ?? '') : '';

  const paneShown = narrow ? drawerOpen : !collapsed;
  const billingFolders = useAccountFolders(session.baseFolderUid, session.userConfig.showBillingIconsHierarchy);
  const explorer = (
    <Explorer
      rootUid={session.baseFolderUid}
      permissions={session.permissions}
      selection={selection}
      onOpen={chosen(openNode)}
      pageFor={routes.pageFor}
      onNavigate={chosen((href: string) => void navigate(href))}
      onHome={chosen(() => openFolder(session.baseFolderUid))}
      caller={caller}
      autoHideHierarchy={session.userConfig.autoHideHierarchy}
      billingFolders={billingFolders}
      folderKindAt={(depth) => folderKindAtLevel(session, depth)}
    />
  );
  const mainColumn = (
    <div className="shell-main">
      <section className="shell-toolbar" aria-label="Current folder">
        <Tooltip content={paneShown ? 'Hide explorer' : 'Show explorer'}>
          <button
            ref={paneButton}
            type="button"
            className="icon-button"
            aria-label={paneShown ? 'Hide explorer' : 'Show explorer'}
            aria-expanded={paneShown}
            aria-controls={narrow ? EXPLORER_DRAWER_ID : undefined}
            onClick={narrow ? () => setDrawerOpen(true) : togglePane}
          >
            <Icon name="Pane" />
          </button>
        </Tooltip>
        <CurrentPath userUid={session.userUid} folderUid={selection.fuid} fallbackLabel={navFolder.label} onOpenFolder={openFolder} />
        {session.baseFolderUid > 0 && (
          <Tooltip content="Share">
            <button type="button" className="icon-button" aria-label="Share" disabled={!selectedNode.data} onClick={() => setSharing(true)}>
              <Icon name="Share" />
            </button>
          </Tooltip>
        )}
        <div className="shell-toolbar-search">
          <SearchBox
            key={searchTerm}
            initialTerm={searchTerm}
            onSearch={(term) => void navigate(`/search?term=${encodeURIComponent(term)}&fuid=${selection.fuid}&uid=${selection.uid}`)}
          />
        </div>
        <LiveUpdates />
      </section>
      <main className="shell-content" id="main-content" tabIndex={-1}>
        <Outlet context={context} />
      </main>
    </div>
  );

  return (
    <CallerContext.Provider value={caller}>
      <div className="shell">
        {/* Inert behind the explorer drawer, as the main column is. */}
        <div className="shell-top" inert={narrow && drawerOpen}>
          {/* Keyboard users skip the header, the explorer and the toolbar (issue 20: 13 Tabs to the page). */}
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          <header className="shell-header">
            <div className="shell-brand">{session.branding.companyName}</div>
            {narrow || !wide ? (
              <nav className="shell-compact-nav" aria-label="Main">
                <CompactMenu
                  groups={[...groups, ...(adminPages.length ? [{ key: 'admin', title: 'System administration', items: adminPages }] : [])]}
                  userName={session.userName}
                  userItems={userItems}
                  onNavigate={(href) => void navigate(href)}
                  onLogOut={onLogOut}
                />
              </nav>
            ) : (
              <wide.WideHeader
                groups={groups}
                adminPages={adminPages}
                userName={session.userName}
                userItems={userItems}
                onNavigate={(href) => void navigate(href)}
                onLogOut={onLogOut}
              />
            )}
          </header>
          <Suspense fallback={null}>
            <NotificationStrip
              hrefOf={(n) =>
                n.linkPath
                  ? n.linkPath
                  : n.linkUid
                    ? routes.nodeHref({
                        fuid: n.linkFolderUid ?? n.linkUid,
                        uid: n.linkUid,
                        typeId: n.linkEntityTypeId ?? EntityType.Folder,
                      })
                    : null
              }
              onNavigate={(href) => void navigate(href)}
            />
          </Suspense>
          {readSession(SESSION_KEYS.loginMessagePending) && (
            <Suspense fallback={null}>
              <LoginMessage />
            </Suspense>
          )}
        </div>
        {narrow || !wide ? (
          <div className="shell-body shell-body-compact">
            <ExplorerDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={paneButton}>
              {explorer}
            </ExplorerDrawer>
            {/* While the drawer is open (a modal dialog) the page behind it takes no focus or clicks. */}
            <div className="shell-main-panel" inert={drawerOpen}>
              {mainColumn}
            </div>
          </div>
        ) : (
          <wide.PaneLayout explorer={explorer} main={mainColumn} control={paneControl} onCollapsedChange={setCollapsed} />
        )}
        {sharing && selectedNode.data && (
          <Suspense fallback={null}>
            <ShareDialog
              label={selectedNode.data.label}
              uid={selection.uid}
              folderUid={selection.fuid}
              link={shareLink}
              onClose={() => setSharing(false)}
            />
          </Suspense>
        )}
      </div>
    </CallerContext.Provider>
  );
}
