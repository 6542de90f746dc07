// spec 000 §2 notification strip; spec 000 §3 Notification (levels 1 Information, 2 Warning,
// 3 Critical, 4 Success, a message and an optional link); spec 000 §4: dismissed individually,
// client side only (remembered for this tab). spec 000 §8 header banners: Success!, Warning!, Oops!.
// Issue 15: the caller's active alerts come in the same feed with negative rids (the raising event's
// id negated, so a dismissed alert shows again when it is raised again), newest first; the first
// few show and the rest behind a button, so a company with many raised alerts keeps its screen.
import { HEADER_BANNERS } from '@ullage/domain/messages';
import { notificationLevelKey } from '@ullage/domain/alerts/notifications';
import type { Notification } from '@ullage/domain/alerts/notifications-api';
import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import './notification-strip.css';

const DISMISSED_KEY = 'dismissedNotifications';
/** Active alerts shown before "Show more". */
const ALERTS_SHOWN = 3;

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
  const [expanded, setExpanded] = useState(false);
  const shown = data.filter((n) => !dismissed.includes(n.rid));
  if (shown.length === 0) return null;
  const system = shown.filter((n) => n.rid > 0);
  const alerts = shown.filter((n) => n.rid < 0);
  const hidden = expanded ? 0 : Math.max(0, alerts.length - ALERTS_SHOWN);

  const dismiss = (rids: number[]) => {
    const next = [...dismissed, ...rids];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Not remembered: it comes back after a reload.
    }
  };

  const item = (n: Notification) => {
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
        <button
          type="button"
          className="notification-dismiss"
          aria-label={`Dismiss notification: ${n.message}`}
          onClick={() => dismiss([n.rid])}
        >
          ×
        </button>
      </div>
    );
  };

  return (
    <div className="notification-strip" aria-label="Notifications" role="region">
      {system.map(item)}
      {alerts.length > 0 && (
        <div
          className={expanded ? 'notification-alerts notification-alerts-expanded' : 'notification-alerts'}
          aria-label="Active alerts"
          role="group"
        >
          {alerts.slice(0, alerts.length - hidden).map(item)}
        </div>
      )}
      {alerts.length > ALERTS_SHOWN && (
        <div className="notification-more">
          <button type="button" className="button button-ghost" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show fewer alerts' : `Show ${hidden} more active ${hidden === 1 ? 'alert' : 'alerts'}`}
          </button>
          <button type="button" className="button button-ghost" onClick={() => dismiss(alerts.map((n) => n.rid))}>
            Dismiss all {alerts.length} alerts
          </button>
        </div>
      )}
    </div>
  );
}
