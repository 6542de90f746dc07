// spec 000 §3 Notification (levels 1 Information, 2 Warning, 3 Critical, 4 Success, with link
// fields); spec 000 §4: "can be dismissed individually (client side only)".
import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';

const LEVEL_CLASS = { 1: 'info', 2: 'warning', 3: 'critical', 4: 'success' } as const;

export function NotificationStrip() {
  const { data = [] } = useNotifications();
  const [dismissed, setDismissed] = useState<number[]>([]);
  const shown = data.filter((n) => !dismissed.includes(n.rid));
  if (shown.length === 0) return null;
  return (
    <div className="notification-strip">
      {shown.map((n) => (
        <div key={n.rid} role="status" className={`notification notification-${LEVEL_CLASS[n.notificationLevel]}`}>
          <span>{n.message}</span>
          {n.linkPath && n.linkText && <a href={n.linkPath}>{n.linkText}</a>}
          <button type="button" className="button button-ghost" aria-label="Dismiss" onClick={() => setDismissed((d) => [...d, n.rid])}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
