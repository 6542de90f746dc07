// spec 000 §7 POST Webview/MFA/SendOTP: a set-up code to the phone (codeOption 1) or email (2).
import { useMutation } from '@tanstack/react-query';
import type { WebviewSendOtpBody } from '@ullage/domain/people/mfa-api';
import { apiFetch } from '../../../lib/api-client';

export function sendMfaEnrolmentCode(body: WebviewSendOtpBody) {
  return apiFetch('Webview/MFA/SendOTP', { method: 'POST', body });
}

export function useSendMfaEnrolmentCode() {
  return useMutation({ mutationFn: sendMfaEnrolmentCode });
}
