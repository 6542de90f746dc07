// spec 001 §7 Entity events: GET Entity/{uid}/Events (startDate, endDate); PUT Entity/{uid}/Event.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { eventDtoSchema, eventListSchema, type EventSave } from '@ullage/domain/collaboration/events-api';
import { apiFetch } from '../../../lib/api-client';

/** The events of the last `days` days (central timestamps, as the API reads them). */
export function eventsQueryOptions(entityUid: number, range: { startDate: string; endDate: string }) {
  return queryOptions({
    queryKey: ['entity', entityUid, 'events', range],
    queryFn: ({ signal }) => apiFetch(`Entity/${entityUid}/Events`, { signal, query: range, schema: eventListSchema }),
  });
}
export const useEvents = (entityUid: number, range: { startDate: string; endDate: string }) =>
  useQuery(eventsQueryOptions(entityUid, range));

export const addEvent = ({ entityUid, body }: { entityUid: number; body: EventSave }) =>
  apiFetch(`Entity/${entityUid}/Event`, { method: 'PUT', body, schema: eventDtoSchema });
export const useAddEvent = () => useMutation({ mutationFn: addEvent });
