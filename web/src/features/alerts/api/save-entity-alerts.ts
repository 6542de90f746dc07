// spec 001 §7 POST Entity/{uid}/Alert: the entity's whole set (an alert with id 0 is added, one left
// out is deleted); the answer is the set as saved, with where each alert stands.
import { useMutation } from '@tanstack/react-query';
import { entityAlertsSchema, type EntityAlert } from '@ullage/domain/alerts/alert-api';
import type { Alert } from '@ullage/domain/alerts/alerts';
import { apiFetch } from '../../../lib/api-client';

export function saveEntityAlerts({ uid, alerts }: { uid: number; alerts: Alert[] }): Promise<EntityAlert[]> {
  return apiFetch(`Entity/${uid}/Alert`, { method: 'POST', body: alerts, schema: entityAlertsSchema });
}

export function useSaveEntityAlerts() {
  return useMutation({ mutationFn: saveEntityAlerts });
}
