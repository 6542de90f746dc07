// The caller's multi-factor sign-in (spec 001 §3.5 MFA config; spec 000 §7 Webview/MFA/SendOTP,
// Webview/MFA/Verify, DELETE User/MFA): off, or on with an authenticator app (QR code to scan, its
// secret for apps that cannot) or with codes by message (SMS or email, the channel chosen here).
import type { MfaEnrolResponse } from '@ullage/domain/people/mfa-api';
import { MfaType, MFA_TYPES } from '@ullage/domain/people/mfa';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Loader } from '../../../components/loader';
import { saveFailureMessage } from '../../../lib/save-errors';
import { useDisableMfa } from '../api/disable-mfa';
import { useMfaStatus } from '../api/get-mfa-status';
import { useSendMfaEnrolmentCode } from '../api/send-mfa-enrolment-code';
import { useStartMfaEnrolment } from '../api/start-mfa-enrolment';
import { useVerifyMfaEnrolment } from '../api/verify-mfa-enrolment';

const typeLabel = (id: number) =>
  id === MfaType.App ? 'Authenticator app' : id === MfaType.Message ? 'Code by message' : MFA_TYPES[0].label;

export function MfaSettings({ emailAddress, mobileNumber }: { emailAddress: string; mobileNumber: string }) {
  const status = useMfaStatus(true);
  const start = useStartMfaEnrolment();
  const disable = useDisableMfa();
  const [enrolment, setEnrolment] = useState<MfaEnrolResponse | null>(null);
  if (!status.data) return status.isError ? <p className="field-error">The sign-in setting could not be loaded.</p> : <Loader />;
  const s = status.data;

  const onStart = (mfaTypeId: 1 | 2) =>
    start.mutate(mfaTypeId, { onSuccess: setEnrolment, onError: (e) => toast.error(saveFailureMessage(e)) });

  return (
    <fieldset className="manage-section">
      <legend>Multi-factor sign-in</legend>
      <p>
        Now: <strong>{s.mfaTypeId === MfaType.None ? 'Off' : `On (${typeLabel(s.mfaTypeId)})`}</strong>
        {s.mfaTypeId !== MfaType.None && s.rememberedDevices > 0 && ` · ${s.rememberedDevices} remembered device(s)`}
      </p>
      {!enrolment && (
        <div className="people-toolbar">
          <button type="button" className="button button-secondary" disabled={start.isPending} onClick={() => onStart(2)}>
            {s.mfaTypeId === MfaType.App ? 'Set up the authenticator app again' : 'Use an authenticator app'}
          </button>
          <button type="button" className="button button-secondary" disabled={start.isPending} onClick={() => onStart(1)}>
            Use codes by SMS or email
          </button>
          {s.mfaTypeId !== MfaType.None && (
            <button
              type="button"
              className="button button-danger"
              disabled={disable.isPending}
              onClick={() =>
                disable.mutate(undefined, {
                  onSuccess: () => toast.success('Multi-factor sign-in is off', { autoClose: 3000 }),
                  onError: (e) => toast.error(saveFailureMessage(e)),
                })
              }
            >
              Turn off
            </button>
          )}
        </div>
      )}
      {enrolment && (
        <Enrolment enrolment={enrolment} emailAddress={emailAddress} mobileNumber={mobileNumber} onDone={() => setEnrolment(null)} />
      )}
    </fieldset>
  );
}

function Enrolment({
  enrolment,
  emailAddress,
  mobileNumber,
  onDone,
}: {
  enrolment: MfaEnrolResponse;
  emailAddress: string;
  mobileNumber: string;
  onDone: () => void;
}) {
  const ids = { code: useId(), channel: useId() };
  const [code, setCode] = useState('');
  const [channel, setChannel] = useState<1 | 2>(2);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMfaEnrolmentCode();
  const verify = useVerifyMfaEnrolment();
  const isApp = enrolment.mfaTypeId === MfaType.App;

  const onSend = () => {
    setProblem(null);
    send.mutate(
      { secret: enrolment.secret, codeOption: channel, ...(channel === 1 ? { phoneNumber: mobileNumber } : { emailAddress }) },
      { onSuccess: () => setSent(true), onError: (e) => setProblem(saveFailureMessage(e)) },
    );
  };
  const onVerify = () => {
    setProblem(null);
    verify.mutate(
      { mfaType: enrolment.mfaTypeId, secret: enrolment.secret, code },
      {
        onSuccess: () => {
          toast.success('Multi-factor sign-in is on', { autoClose: 3000 });
          onDone();
        },
        onError: (e) => setProblem(saveFailureMessage(e)),
      },
    );
  };

  return (
    <div className="manage-form">
      {isApp ? (
        <>
          <p>Scan this code with your authenticator app, then type the 6-digit code it shows.</p>
          {enrolment.qrCode && <img className="mfa-qr" src={enrolment.qrCode} alt="QR code for the authenticator app" />}
          <p className="field-hint">
            Cannot scan? Enter this key in the app: <code>{enrolment.secret}</code>
          </p>
        </>
      ) : (
        <div className="manage-grid">
          <div className="field">
            <label className="field-label" htmlFor={ids.channel}>
              Send codes by
            </label>
            <select id={ids.channel} className="input" value={channel} onChange={(e) => setChannel(Number(e.target.value) as 1 | 2)}>
              <option value={2}>Email to {emailAddress || '(no email address)'}</option>
              <option value={1}>SMS to {mobileNumber || '(no mobile number)'}</option>
            </select>
          </div>
          <div className="field">
            <span className="field-label">&nbsp;</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={send.isPending || (channel === 1 ? !mobileNumber : !emailAddress)}
              onClick={onSend}
            >
              {sent ? 'Send another code' : 'Send a code'}
            </button>
          </div>
        </div>
      )}
      {(isApp || sent) && (
        <div className="field">
          <label className="field-label" htmlFor={ids.code}>
            Code
          </label>
          <input
            id={ids.code}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="manage-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="button" className="button button-primary" disabled={code.length !== 6 || verify.isPending} onClick={onVerify}>
          Turn on
        </button>
      </div>
    </div>
  );
}
