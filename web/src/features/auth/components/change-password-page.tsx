// spec 000 §2 /change-password?requestId= ("Invalid request" if the invitation has no user); §4
// Password change by invitation ("invalid until validated; a mismatch makes it invalid; on success
// a toast is shown and the user goes to /"); §5 New password; §8 (the 400's list headed "There are
// items that require your attention", success text "No invalid fields detected", toast
// "Password Updated" for 3 s).
import { changePasswordFormSchema } from '@ullage/domain/api/public';
import { TOAST } from '@ullage/domain/constants';
import {
  INVALID_REQUEST,
  ITEMS_REQUIRE_ATTENTION,
  NO_INVALID_FIELDS,
  PASSWORD_HINT,
  PASSWORD_UPDATED,
  PASSWORD_VALID,
  RETURN_TO_LOGIN_PAGE,
} from '@ullage/domain/messages';
import { DROPDOWN } from '@ullage/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/form-resolver';
import { showGenericErrorToast } from '../../../components/error-toast';
import { isApiError } from '../../../lib/api-client';
import { useCloseInvitation } from '../api/close-invitation';
import { useInvitation } from '../api/get-invitation';
import { validatePasswordQueryOptions } from '../api/validate-password';
import './login-page.css';

/** The request id from the link; it then leaves the address bar (it is the link's secret). */
function useRequestId(): string {
  const [requestId] = useState(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get('requestId') ?? '';
    if (id) {
      url.searchParams.delete('requestId');
      window.history.replaceState({ ...window.history.state, requestId: id }, '', `${url.pathname}${url.search}`);
      return id;
    }
    // A reload after that finds it in the history entry's state.
    const kept = (window.history.state as { requestId?: unknown } | null)?.requestId;
    return typeof kept === 'string' ? kept : '';
  });
  return requestId;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Verdict = { state: 'unknown' } | { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; errors: string[] };

export function ChangePasswordPage() {
  const requestId = useRequestId();
  const navigate = useNavigate();
  const { data: invitation, isPending } = useInvitation(requestId);
  const close = useCloseInvitation();
  const [attention, setAttention] = useState<string[] | null>(null);
  const ids = { password: useId(), confirm: useId() };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control, name: 'password' });

  // The server decides validity (spec 000 §5); asked shortly after typing stops.
  const settled = useDebounced(password, DROPDOWN.filterDelayMs);
  const validation = useQuery({ ...validatePasswordQueryOptions(settled, requestId), enabled: Boolean(settled && invitation) });
  const verdict: Verdict =
    !password || !invitation
      ? { state: 'unknown' }
      : settled !== password || !validation.data
        ? { state: 'checking' }
        : validation.data.length === 0
          ? { state: 'valid' }
          : { state: 'invalid', errors: validation.data };

  if (requestId && isPending) return <div className="route-loading" aria-busy="true" />;

  if (!invitation || !invitation.userUid) {
    return (
      <div className="login-screen login-screen-single">
        <main className="login-card">
          <h1 className="dialog-title">{INVALID_REQUEST}</h1>
          <p>This link is not valid any more: it was used, it expired, or a newer one was sent. Ask for a new one from the login page.</p>
          <Link className="login-return" to="/">
            {RETURN_TO_LOGIN_PAGE}
          </Link>
        </main>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setAttention(null);
    try {
      await close.mutateAsync({ requestId, password: newPassword });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors) {
        setAttention(Object.values(error.errors).flat());
        return;
      }
      showGenericErrorToast(error);
      return;
    }
    toast.success(PASSWORD_UPDATED, { autoClose: TOAST.shortAutoCloseMs });
    await navigate('/', { replace: true });
  });

  return (
    <div className="login-screen login-screen-single">
      <main className="login-card" aria-labelledby="change-password-title">
        <h1 id="change-password-title" className="dialog-title">
          Change password
        </h1>
        <p>
          New password for <strong>{invitation.userName}</strong>
        </p>
        <form className="login-form" onSubmit={onSubmit} noValidate>
          <p className="field-hint">{PASSWORD_HINT}</p>
          <div className="field">
            <label className="field-label" htmlFor={ids.password}>
              New password
            </label>
            <input
              id={ids.password}
              className="input"
              type="password"
              autoComplete="new-password"
              autoFocus
              aria-invalid={errors.password ? true : undefined}
              {...register('password')}
            />
            {errors.password && <span className="field-error">{errors.password.message}</span>}
            {!errors.password && verdict.state === 'valid' && <span className="field-ok">{PASSWORD_VALID}</span>}
            {!errors.password && verdict.state === 'invalid' && (
              <ul className="field-error-list">
                {verdict.errors.map((e) => (
                  <li key={e} className="field-error">
                    {e}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.confirm}>
              Confirm new password
            </label>
            <input
              id={ids.confirm}
              className="input"
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.confirmPassword ? true : undefined}
              {...register('confirmPassword')}
            />
            {errors.confirmPassword && <span className="field-error">{errors.confirmPassword.message}</span>}
          </div>
          {attention && (
            <div role="alert" className="attention">
              {attention.length > 0 ? (
                <>
                  <strong>{ITEMS_REQUIRE_ATTENTION}</strong>
                  <ul>
                    {attention.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <span>{NO_INVALID_FIELDS}</span>
              )}
            </div>
          )}
          <button type="submit" className="button button-primary login-submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            Change Password
          </button>
        </form>
        <Link className="login-return" to="/">
          {RETURN_TO_LOGIN_PAGE}
        </Link>
      </main>
    </div>
  );
}
