// spec 001 §7 Entity: GET Entity/{uid}/Events; PUT Entity/{uid}/Event. The event types are spec 001
// §9's (EVENT_TYPES in reports/reports.ts: EmailReport, IPCamMotionDetection, KeepFullReport,
// FillReport, ManagementReportCard). The event's fields are not shown in the spec: ours are in
// docs/decisions/091-entity-events.md. Anyone who may read an entity reads its events; posting one
// needs the permission that edits the entity (collaboration/attachments.ts).
import { z } from 'zod';
import { cappedDateRangeQuerySchema, centralTimestampSchema, timestampSchema } from '../api/dates';
import { EVENT_TYPE_IDS, EVENT_TYPES } from '../reports/reports';
import { text } from '../validation';

export const EVENT_DESCRIPTION_MAX = 2000;

export const eventDtoSchema = z.object({
  id: z.number().int(),
  entityUid: z.number().int(),
  eventTypeId: z.number().int(),
  /** spec 001 §9's name of the type ("FillReport"). */
  eventType: z.string(),
  dateTime: centralTimestampSchema,
  description: z.string(),
  /** Who posted it; null for the server's own (a report run). */
  userUid: z.number().int().nullable(),
  userName: z.string(),
});
export type EventDto = z.infer<typeof eventDtoSchema>;
export const eventListSchema = z.array(eventDtoSchema);

const EVENT_TYPE_MESSAGE = `Event Type: must be one of ${EVENT_TYPES.map((t) => `${t.id} ${t.key}`).join(', ')}`;

/** PUT Entity/{uid}/Event. dateTime defaults to when the server receives it. */
export const eventSaveSchema = z.object({
  eventTypeId: z.number({ error: EVENT_TYPE_MESSAGE }).refine((n) => (EVENT_TYPE_IDS as readonly number[]).includes(n), {
    error: EVENT_TYPE_MESSAGE,
  }),
  dateTime: z.string().pipe(timestampSchema).optional(),
  description: text('Description', { max: EVENT_DESCRIPTION_MAX, multiline: true }).default(''),
});
export type EventSave = z.input<typeof eventSaveSchema>;
export type EventSaveBody = z.output<typeof eventSaveSchema>;

/** GET Entity/{uid}/Events: the range (startDate, endDate), newest first, capped as the other
 * history calls (docs/decisions/062-row-caps.md). */
export const eventsQuerySchema = cappedDateRangeQuerySchema('events');
