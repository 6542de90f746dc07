// spec 000 §2 MFA challenge; §4 Login ("Confirm retries the login with the passcode; the device
// fingerprint is sent only if 'Remember this device' is ticked. Cancel returns to idle."); §8.
import { Indicator, Root as CheckboxRoot } from '@radix-ui/react-checkbox';
import { PASSCODE_LENGTH, TOAST } from '@ullage/domain/constants';
import { MFA_UNRECOGNIZED_DEVICE, REMEMBER_THIS_DEVICE, SEND_VERIFICATION_CODE } from '@ullage/domain/messages';
import { MfaMessageChannel, MfaType, verificationCodeSentMessage, type MfaMessageChannelId } from '@ullage/domain/people/mfa';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { showGenericErrorToast } from '../../../components/error-toast';
import { isApiError } from '../../../lib/api-client';
import { getDeviceFingerprint } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { loginFailureOf, type MfaChallenge } from '../api/login-failure';
import { useSendLoginCode } from '../api/send-login-code';
import { PasscodeInput } from './passcode-input';

export interface MfaPanelProps {
  challenge: MfaChallenge;
  credentials: { userName: string; password: string };
  onCancel: () => void;
  /** The login attempt ended: back to the login form. */
  onEnded: () => void;
  onSignedIn: () => Promise<void>;
}

export function MfaPanel({ challenge, credentials, onCancel, onEnded, onSignedIn }: MfaPanelProps) {
  const loginMutation = useLogin();
  const sendCode = useSendLoginCode();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const channels: { id: MfaMessageChannelId; label: string; target: string }[] = [];
  if (challenge.smsNumber) channels.push({ id: MfaMessageChannel.Sms, label: 'SMS', target: challenge.smsNumber });
  if (challenge.emailAddress) channels.push({ id: MfaMessageChannel.Email, label: 'Email', target: challenge.emailAddress });
  const [channel, setChannel] = useState<MfaMessageChannelId | undefined>(channels[0]?.id);
  const ids = { remember: useId(), channels: useId() };
  const busy = loginMutation.isPending;

  const onSend = async () => {
    if (channel === undefined) return;
    try {
      await sendCode.mutateAsync({ userName: credentials.userName, channel, mfaToken: challenge.mfaToken });
      toast.success(verificationCodeSentMessage(channel), { autoClose: TOAST.autoCloseMs });
    } catch (error) {
      const failure = loginFailureOf(error);
      if (failure.kind === 'challenge-ended') {
        toast.error(failure.description, { autoClose: false });
        onEnded();
      } else if (failure.kind === 'rate-limited') {
        toast.error(failure.message, { autoClose: false, toastId: 'mfa-limited' });
      } else if (isApiError(error) && error.status === 400) {
        toast.error(error.message, { autoClose: false });
      } else {
        showGenericErrorToast(error);
      }
    }
  };

  const onConfirm = async () => {
    if (code.length !== PASSCODE_LENGTH || busy) return;
    try {
      await loginMutation.mutateAsync({
        ...credentials,
        totp: code,
        mfaToken: challenge.mfaToken,
        ...(remember ? { deviceFingerPrint: getDeviceFingerprint() } : {}),
      });
    } catch (error) {
      const failure = loginFailureOf(error);
      switch (failure.kind) {
        case 'invalid-code':
          toast.error(failure.description, { autoClose: false, toastId: 'mfa-invalid' });
          setCode('');
          return;
        case 'challenge-ended':
          toast.error(failure.description, { autoClose: false, toastId: 'mfa-ended' });
          onEnded();
          return;
        case 'rate-limited':
          toast.error(failure.message, { autoClose: false, toastId: 'mfa-limited' });
          return;
        case 'disabled':
          toast.error(failure.description, { autoClose: false });
          onEnded();
          return;
        case 'unexpected':
          showGenericErrorToast(failure.error);
          return;
        default:
          onEnded();
          return;
      }
    }
    await onSignedIn();
  };

  return (
    <form
      className="mfa-panel"
      aria-label="Verify it's you"
      onSubmit={(e) => {
        e.preventDefault();
        void onConfirm();
      }}
    >
      <p className="mfa-intro">{MFA_UNRECOGNIZED_DEVICE}</p>

      {challenge.mfaTypeId === MfaType.App ? (
        <p className="mfa-help">Open your authenticator app and enter the 6-digit code it shows for Ullage.</p>
      ) : (
        <fieldset className="mfa-channels">
          <legend className="field-label">Where should we send your code?</legend>
          {channels.map((c) => (
            <label key={c.id} className="mfa-channel">
              <input type="radio" name={ids.channels} checked={channel === c.id} onChange={() => setChannel(c.id)} />
              <span>
                {c.label} to <strong>{c.target}</strong>
              </span>
            </label>
          ))}
          {channels.length === 0 && (
            <p className="field-error">No phone number or email address is on record. Contact your administrator.</p>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={channel === undefined || sendCode.isPending}
            onClick={() => void onSend()}
          >
            {SEND_VERIFICATION_CODE}
          </button>
        </fieldset>
      )}

      <div className="field">
        <span className="field-label">Verification code</span>
        <PasscodeInput value={code} onChange={setCode} onComplete={() => void onConfirm()} disabled={busy} />
      </div>

      <div className="mfa-remember">
        <CheckboxRoot id={ids.remember} className="checkbox" checked={remember} onCheckedChange={(v) => setRemember(v === true)}>
          <Indicator className="checkbox-indicator">✓</Indicator>
        </CheckboxRoot>
        <label htmlFor={ids.remember}>{REMEMBER_THIS_DEVICE}</label>
      </div>

      <div className="mfa-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={code.length !== PASSCODE_LENGTH || busy} aria-busy={busy}>
          Confirm
        </button>
      </div>
    </form>
  );
}
