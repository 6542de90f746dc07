// The notification strip with the caller's active alerts among the vendor's notifications (issue 15;
// spec 000 §3, §4): a critical alert is styled and announced as critical, links to its entity, is
// dismissed for the session (and shows again when raised again, with a new rid); past three alerts the
// rest wait behind a button.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@ullage/domain/alerts/notifications-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStrip } from './notification-strip';

const note = (rid: number, message: string, level: 1 | 2 | 3 | 4 = 3): Notification => ({
  rid,
  notificationLevel: level,
  message,
  iconName: null,
  linkUid: rid < 0 ? 500 - rid : null,
  linkText: rid < 0 ? 'Open' : null,
  linkFolderUid: rid < 0 ? 12 : null,
  linkPath: null,
  linkEntityTypeId: rid < 0 ? 10 : null,
});

function serve(list: Notification[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(list), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

function show(onNavigate = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationStrip hrefOf={(n) => (n.linkUid ? `/asset?fuid=${n.linkFolderUid}&uid=${n.linkUid}` : null)} onNavigate={onNavigate} />
    </QueryClientProvider>,
  );
  return onNavigate;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notification strip with active alerts', () => {
  it('shows a critical alert as critical, linking to its tank, and forgets it once dismissed', async () => {
    serve([note(7, 'Portal maintenance tonight', 2), note(-41, 'Tank Level Critical: North 500 at 18%')]);
    const onNavigate = show();
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('notification-critical');
    expect(within(alert).getByText('Tank Level Critical: North 500 at 18%')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('link', { name: 'Open' }));
    expect(onNavigate).toHaveBeenCalledWith('/asset?fuid=12&uid=541');

    fireEvent.click(within(alert).getByRole('button', { name: /^Dismiss notification: Tank Level Critical/ }));
    expect(screen.queryByText('Tank Level Critical: North 500 at 18%')).toBeNull();
    expect(screen.getByText('Portal maintenance tonight')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('dismissedNotifications') ?? '[]')).toEqual([-41]);
  });

  it('shows an alert raised again (a new rid) though the earlier raise was dismissed', async () => {
    sessionStorage.setItem('dismissedNotifications', JSON.stringify([-41]));
    serve([note(-41, 'Tank Level Critical: North 500 at 18%'), note(-58, 'Tank Level Critical: North 500 at 12%')]);
    show();
    await screen.findByText('Tank Level Critical: North 500 at 12%');
    expect(screen.queryByText('Tank Level Critical: North 500 at 18%')).toBeNull();
  });

  it('keeps the first three alerts in view and the rest behind a button; all can be dismissed at once', async () => {
    serve([1, 2, 3, 4, 5].map((i) => note(-i, `Low Battery: monitor ${i}`, 2)));
    show();
    await screen.findByText('Low Battery: monitor 1');
    expect(screen.queryByText('Low Battery: monitor 4')).toBeNull();
    const more = screen.getByRole('button', { name: 'Show 2 more active alerts' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText('Low Battery: monitor 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss all 5 alerts' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
