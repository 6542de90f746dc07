// The manage modal's Events tab (spec 001 §7 Entity/{uid}/Events and Entity/{uid}/Event, §9 event
// types; docs/decisions/091-entity-events.md): what happened to the entity in the chosen days,
// newest first (report runs the server records, an integration's camera motion, a person's note),
// and, for one who may edit the entity, a form to record one.
import { EVENT_DESCRIPTION_MAX } from '@ullage/domain/collaboration/events-api';
import { EVENT_TYPES, EventType } from '@ullage/domain/reports/reports';
import { parseCentralTimestamp, toCentralTimestamp } from '@ullage/domain/time-zones';
import { useId, useState } from 'react';
import { Loader } from '../../../components/loader';
import { saveFailureMessage } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useAddEvent, useEvents } from '../api/events';
import './collaboration.css';

const DAY_CHOICES = [7, 30, 90, 365] as const;
/** The last `days` days up to an hour from now (a clock a little ahead still shows a new event). */
function choiceOf(days: number) {
  const now = Date.now();
  return {
    days,
    range: { startDate: toCentralTimestamp(new Date(now - days * 86_400_000)), endDate: toCentralTimestamp(new Date(now + 3_600_000)) },
  };
}
const typeLabel = (id: number) => EVENT_TYPES.find((t) => t.id === id)?.label ?? 'Unknown';

export interface EventsTabProps {
  entityUid: number;
  /** The caller may edit the entity: it records events too. */
  canEdit: boolean;
  /** A moment in the viewer's time zone. */
  formatDateTime: (at: Date) => string;
}

export function EventsTab({ entityUid, canEdit, formatDateTime }: EventsTabProps) {
  const id = useId();
  // The range as of when the days were chosen (a stable query key while the tab is open).
  const [{ days, range }, setChoice] = useState(() => choiceOf(30));
  const events = useEvents(entityUid, range);
  return (
    <section className="collab-tab" aria-label="Events">
      <div className="collab-form-row">
        <label className="field-label" htmlFor={`${id}-days`}>
          Show
        </label>
        <select id={`${id}-days`} className="input" value={days} onChange={(e) => setChoice(choiceOf(Number(e.target.value)))}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              Last {d} days
            </option>
          ))}
        </select>
      </div>
      {!events.data ? (
        events.isError ? (
          <p className="field-error">The events could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : events.data.length === 0 ? (
        <p className="collab-muted">No events in the last {days} days.</p>
      ) : (
        <table className="collab-table" aria-label="Event list">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Type</th>
              <th scope="col">What</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {events.data.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(parseCentralTimestamp(e.dateTime) ?? new Date(0))}</td>
                <td>{typeLabel(e.eventTypeId)}</td>
                <td>{e.description}</td>
                <td>{e.userName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && <NewEvent entityUid={entityUid} />}
    </section>
  );
}

function NewEvent({ entityUid }: { entityUid: number }) {
  const id = useId();
  const add = useAddEvent();
  const [eventTypeId, setEventTypeId] = useState<number>(EventType.EmailReport);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="collab-form"
      aria-label="Record an event"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        add.mutate(
          { entityUid, body: { eventTypeId, description } },
          {
            onSuccess: () => {
              setDescription('');
              toast.success('Event recorded', { autoClose: 3000 });
            },
            onError: (error) => setProblem(saveFailureMessage(error)),
          },
        );
      }}
    >
      <div className="collab-form-row">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            Event type
          </label>
          <select id={`${id}-type`} className="input" value={eventTypeId} onChange={(e) => setEventTypeId(Number(e.target.value))}>
            {EVENT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field collab-grow">
          <label className="field-label" htmlFor={`${id}-text`}>
            Description
          </label>
          <input
            id={`${id}-text`}
            className="input"
            maxLength={EVENT_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary collab-end" disabled={add.isPending}>
          {add.isPending ? 'Recording…' : 'Record event'}
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
