// POST User/MFA: start enrolling in Message (1) or App (2); App answers with the otpauth URI and
// its QR code.
import { useMutation } from '@tanstack/react-query';
import { mfaEnrolResponseSchema } from '@ullage/domain/people/mfa-api';
import { apiFetch } from '../../../lib/api-client';

export function startMfaEnrolment(mfaTypeId: 1 | 2) {
  return apiFetch('User/MFA', { method: 'POST', body: { mfaTypeId }, schema: mfaEnrolResponseSchema });
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: startMfaEnrolment });
}
