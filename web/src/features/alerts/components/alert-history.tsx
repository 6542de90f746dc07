// spec 001 §7 GET Entity/{uid}/Alert/History: the alerts raised and cleared on the entity (a folder:
// on the entities below it) over a date range in the user's time zone (default the last 30 days),
// newest first, with how many of their messages went out, failed or still wait; a long range in parts.
import { MAX_HISTORY_RANGE_DAYS } from '@ullage/domain/api/dates';
import { ALERT_EVENT_STATES, AlertEventState } from '@ullage/domain/alerts/alert-api';
import { useId, useState } from 'react';
import { Loader } from '../../../components/loader';
import { useCaller } from '../../../lib/caller';
import { useAlertHistory, type AlertHistoryRange } from '../api/get-alert-history';
import { useDateTime } from '../hooks/use-date-time';
import { dateInputOf, DEFAULT_HISTORY_DAYS, lastDays, rangeOfDates } from '../utils/history-range';

export function AlertHistory({ uid }: { uid: number }) {
  const caller = useCaller();
  const formatDateTime = useDateTime();
  const [range, setRange] = useState<AlertHistoryRange>(() => lastDays(DEFAULT_HISTORY_DAYS, Date.now(), caller.timeZone));
  const [from, setFrom] = useState(() => dateInputOf(range.from, caller.timeZone));
  const [to, setTo] = useState(() => dateInputOf(range.to, caller.timeZone));
  const chosen = rangeOfDates(from, to, caller.timeZone);
  const history = useAlertHistory(uid, range);
  const fromId = useId();
  const toId = useId();
  const titleId = useId();

  return (
    <section className="alert-history" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Alert history
      </h3>
      <form
        className="alert-history-range"
        aria-label="Alert history range"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) setRange(chosen);
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={fromId}>
            From
          </label>
          <input id={fromId} className="input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={toId}>
            To
          </label>
          <input id={toId} className="input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="submit" className="button button-secondary" disabled={!chosen}>
          Show
        </button>
        {!chosen && (
          <span className="field-error" role="alert">
            Choose a start date on or before the end date, at most {MAX_HISTORY_RANGE_DAYS} days apart.
          </span>
        )}
      </form>
      {history.isError ? (
        <p role="alert" className="field-error">
          The alert history could not be loaded.
        </p>
      ) : !history.data ? (
        <Loader inline />
      ) : history.data.length === 0 ? (
        <p className="manage-muted">No alert was raised or cleared in this range.</p>
      ) : (
        <div className="alert-history-scroll">
          <table className="manage-table alert-history-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Entity</th>
                <th scope="col">Alert</th>
                <th scope="col">State</th>
                <th scope="col">Value</th>
                <th scope="col">Description</th>
                <th scope="col">Messages</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.occurredAt)}</td>
                  <td>{e.entityLabel}</td>
                  <td>{e.typeName}</td>
                  <td>
                    <span className={e.stateId === AlertEventState.Raised ? 'alert-state alert-state-raised' : 'alert-state'}>
                      {ALERT_EVENT_STATES.find((s) => s.id === e.stateId)?.label}
                    </span>
                  </td>
                  <td>{e.value === null ? '' : String(Number(e.value.toFixed(2)))}</td>
                  <td>{e.description}</td>
                  <td>{deliveriesText(e.deliveries)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.hasMore && (
            <p className="manage-muted">
              <span role="status">Showing the newest {history.data.length.toLocaleString('en-US')} events in this range.</span>{' '}
              <button type="button" className="button button-secondary" disabled={history.isLoadingMore} onClick={history.loadMore}>
                {history.isLoadingMore ? 'Loading…' : 'Load more'}
              </button>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function deliveriesText(d: { sent: number; failed: number; pending: number }): string {
  const parts = [`${d.sent} sent`];
  if (d.failed > 0) parts.push(`${d.failed} failed`);
  if (d.pending > 0) parts.push(`${d.pending} waiting`);
  return d.sent + d.failed + d.pending === 0 ? 'None' : parts.join(', ');
}
