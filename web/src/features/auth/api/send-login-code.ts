// spec 000 §2 MFA challenge "Send Verification Code"; spec 000 §7 POST Auth/MFA/SendOTP?codeOption=
// with body userName, roleId (value 1), and the login attempt the code belongs to.
import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '@ullage/domain/people/auth-api';
import type { MfaMessageChannelId } from '@ullage/domain/people/mfa';
import { apiFetch } from '../../../lib/api-client';

export const SEND_LOGIN_CODE_PATH = 'Auth/MFA/SendOTP';

export interface SendLoginCodeInput {
  userName: string;
  channel: MfaMessageChannelId;
  mfaToken: string | undefined;
}

export function sendLoginCode({ userName, channel, mfaToken }: SendLoginCodeInput) {
  return apiFetch(SEND_LOGIN_CODE_PATH, {
    method: 'POST',
    query: { codeOption: channel },
    body: { userName, roleId: 1, mfaToken },
    schema: okResponseSchema,
  });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
