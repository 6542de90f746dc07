// spec 001 §7 "PUT or POST EntityReport/Profile": PUT changes a saved profile (id greater than 0),
// POST saves a new one. The answer is the profile as stored, with its id.
import { useMutation } from '@tanstack/react-query';
import {
  REPORT_PROFILE_PATH,
  reportProfileResponseSchema,
  type ReportProfileBody,
  type ReportProfileInput,
} from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';

export function saveReportProfile(profile: ReportProfileInput): Promise<ReportProfileBody> {
  const isNew = !profile.id || profile.id <= 0;
  return apiFetch(REPORT_PROFILE_PATH, { method: isNew ? 'POST' : 'PUT', body: profile, schema: reportProfileResponseSchema });
}

export function useSaveReportProfile() {
  return useMutation({ mutationFn: saveReportProfile });
}
