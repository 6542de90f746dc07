// spec 000 §2 notification strip; spec 000 §3 Notification (levels 1 Information, 2 Warning,
// 3 Critical, 4 Success, a message and an optional link); spec 000 §4: dismissed individually,
// client side only (remembered for this tab). spec 000 §8 header banners: Success!, Warning!, Oops!.
import { HEADER_BANNERS } from '@ullage/domain/messages';
import { notificationLevelKey } from '@ullage/domain/alerts/notifications';
import type { Notification } from '@ullage/domain/alerts/notifications-api';
import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import './notification-strip.css';

const DISMISSED_KEY = 'dismissedNotifications';

function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

const BANNER: Record<string, string | undefined> = {
  Success: HEADER_BANNERS.success,
  Warning: HEADER_BANNERS.warning,
  Critical: HEADER_BANNERS.error,
};

export interface NotificationStripProps {
  /** Where a notification's link leads (its path, or its entity's page); null: no link. */
  hrefOf: (n: Notification) => string | null;
  onNavigate: (href: string) => void;
}

export function NotificationStrip({ hrefOf, onNavigate }: NotificationStripProps) {
  const { data = [] } = useNotifications();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const shown = data.filter((n) => !dismissed.includes(n.rid));
  if (shown.length === 0) return null;

  const dismiss = (rid: number) => {
    const next = [...dismissed, rid];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Not remembered: it comes back after a reload.
    }
  };

  return (
    <div className="notification-strip" aria-label="Notifications" role="region">
      {shown.map((n) => {
        const level = notificationLevelKey(n.notificationLevel);
        const href = hrefOf(n);
        return (
          <div key={n.rid} className={`notification notification-${level.toLowerCase()}`} role={level === 'Critical' ? 'alert' : 'status'}>
            {BANNER[level] && <strong className="notification-banner">{BANNER[level]}</strong>}
            <span className="notification-message">{n.message}</span>
            {href && n.linkText && (
              <a
                href={href}
                onClick={(e) => {
                  e.preventDefault();
                  onNavigate(href);
                }}
              >
                {n.linkText}
              </a>
            )}
            <button type="button" className="notification-dismiss" aria-label="Dismiss notification" onClick={() => dismiss(n.rid)}>
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
