// spec 000 §7 Webview/MFA/Verify (the body form, which keeps the code out of URLs): finish setting
// up MFA with a code.
import { useMutation } from '@tanstack/react-query';
import type { WebviewVerify } from '@ullage/domain/people/mfa-api';
import { apiFetch } from '../../../lib/api-client';

export function verifyMfaEnrolment(body: WebviewVerify) {
  return apiFetch('Webview/MFA/Verify', { method: 'POST', body });
}

export function useVerifyMfaEnrolment() {
  return useMutation({ mutationFn: verifyMfaEnrolment });
}
