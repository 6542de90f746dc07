// The first part of the entity alerts' query key, apart from the call and its schema: the live
// updates (app/live-updates.tsx) match it without loading either (ADR 073, 080).
export const ENTITY_ALERTS_QUERY_KEY = 'entity-alerts';
