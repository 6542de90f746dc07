// spec 000 §2 Login page form and MFA challenge; §4 Login (idle, loading, then success, invalid
// credentials, or MFA challenge); §5 (both fields required, otherwise nothing is sent); §8.
import { useQueryClient } from '@tanstack/react-query';
import { DEMO_BRAND_KEY, DEMO_COMPANY_TYPES, DEMO_PASSWORD, SELECT_COMPANY_TYPE } from '@ullage/domain/brands';
import { FORGOT_PASSWORD_LINK, INVALID_CREDENTIALS } from '@ullage/domain/messages';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { showGenericErrorToast } from '../../../components/error-toast';
import { getDeviceFingerprint } from '../../../lib/storage';
import { useLogin } from '../api/login';
import type { MfaChallenge } from '../api/login-failure';
import { clearSignedInState } from '../utils/auth-storage';

// The verification step loads only when a sign-in needs it (docs/decisions/042-login-page-javascript.md).
const MfaPanel = lazy(async () => ({ default: (await import('./mfa-panel')).MfaPanel }));

type Credentials = { userName: string; password: string };

/** The form's check, with zod, is not part of the page: it starts loading when the visitor first
 * types and is awaited by the first submit (docs/decisions/048-zod-off-the-login-page.md). The
 * failure and sign-in steps below load the same way, when they happen. */
const loadCheck = () => import('../utils/login-form-resolver');
const checkCredentials: Resolver<Credentials> = async (values, context, options) =>
  (await loadCheck()).loginFormResolver(values, context, options);

export interface SignInFlowProps {
  /** The brand of the login page: "demo" turns the username into the company-type dropdown. */
  brandKey: string | undefined;
}

export function SignInFlow({ brandKey }: SignInFlowProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [mfa, setMfa] = useState<{ challenge: MfaChallenge; credentials: Credentials } | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = { userName: useId(), password: useId() };
  const demo = brandKey === DEMO_BRAND_KEY;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: checkCredentials, defaultValues: { userName: '', password: '' } });

  const finish = async () => {
    let target: string;
    try {
      // spec 000 §4: after success the session is built before the user goes on.
      const { completeSignIn } = await import('../hooks/complete-sign-in');
      target = await completeSignIn(queryClient);
    } catch (error) {
      clearSignedInState();
      showGenericErrorToast(error);
      return;
    }
    toast.dismiss();
    await navigate(target, { replace: true });
  };

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      // The fingerprint lets the server recognise a device the user asked to remember.
      await loginMutation.mutateAsync({ ...credentials, deviceFingerPrint: getDeviceFingerprint() });
    } catch (error) {
      const { loginFailureOf } = await import('../api/login-failure');
      const failure = loginFailureOf(error);
      switch (failure.kind) {
        case 'mfa-required':
          toast.dismiss();
          setMfa({ challenge: failure.challenge, credentials });
          return;
        case 'disabled':
          toast.error(failure.description, { autoClose: false, toastId: 'login-disabled' });
          return;
        case 'rate-limited':
          toast.error(failure.message, { autoClose: false, toastId: 'login-limited' });
          return;
        case 'unexpected':
          showGenericErrorToast(failure.error);
          return;
        default:
          // Stays until closed; repeated attempts do not stack copies of it.
          toast.error(INVALID_CREDENTIALS, { autoClose: false, toastId: 'login-invalid' });
      }
      return;
    }
    await finish();
  });

  if (mfa) {
    return (
      <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
        <MfaPanel
          challenge={mfa.challenge}
          credentials={mfa.credentials}
          onCancel={() => setMfa(null)}
          onEnded={() => setMfa(null)}
          onSignedIn={finish}
        />
      </Suspense>
    );
  }

  return (
    <form className="login-form" onSubmit={onSubmit} onInput={() => void loadCheck()} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={ids.userName}>
          {demo ? SELECT_COMPANY_TYPE : 'Username'}
        </label>
        {demo ? (
          <select
            id={ids.userName}
            className="input"
            aria-invalid={errors.userName ? true : undefined}
            {...register('userName', {
              // spec 000 §2 Demo brand: choosing a company type fills in the preset password.
              onChange: (e: { target: { value: string } }) => setValue('password', e.target.value ? DEMO_PASSWORD : ''),
            })}
          >
            <option value="">{SELECT_COMPANY_TYPE}</option>
            {DEMO_COMPANY_TYPES.map((c) => (
              <option key={c.userName} value={c.userName}>
                {c.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={ids.userName}
            className="input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            aria-required="true"
            aria-invalid={errors.userName ? true : undefined}
            aria-describedby={errors.userName ? `${ids.userName}-error` : undefined}
            {...register('userName')}
          />
        )}
        {errors.userName && (
          <span id={`${ids.userName}-error`} className="field-error">
            {errors.userName.message}
          </span>
        )}
      </div>

      <div className="field">
        <label className="field-label" htmlFor={ids.password}>
          Password
        </label>
        <div className="password-input">
          <input
            id={ids.password}
            className="input"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            aria-required="true"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${ids.password}-error` : undefined}
            {...register('password')}
          />
          {/* Named by its visible text only, so "Password" labels exactly one control. */}
          <button
            type="button"
            className="button button-ghost password-toggle"
            aria-controls={ids.password}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? 'Hide' : 'Show'}
          </button>
        </div>
        {errors.password && (
          <span id={`${ids.password}-error`} className="field-error">
            {errors.password.message}
          </span>
        )}
      </div>

      <Link
        className="login-forgot"
        to="/forgot-password"
        state={{ userName: getValues('userName') }}
        onClick={(e) => {
          // The username typed so far is carried over (spec 000 §2), read at the moment of the click.
          e.preventDefault();
          void navigate('/forgot-password', { state: { userName: getValues('userName').trim() } });
        }}
      >
        {FORGOT_PASSWORD_LINK}
      </Link>

      <button type="submit" className="button button-primary login-submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        Login
      </button>
    </form>
  );
}
