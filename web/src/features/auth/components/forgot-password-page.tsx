// spec 000 §2 Forgot-password page: "A modal asks for the username and has a 'Request Password
// Change' button. On success it says an email has been sent to the address on record and to
// contact technical support if nothing arrives within the hour. Both states have a 'Return to
// login page' link." spec 000 §4 Forgot password; §8 failures go to the generic handler.
import { forgotPasswordBodySchema } from '@ullage/domain/api/public';
import { FORGOT_PASSWORD_SENT, REQUEST_PASSWORD_CHANGE, RETURN_TO_LOGIN_PAGE } from '@ullage/domain/messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/form-resolver';
import { showGenericErrorToast } from '../../../components/error-toast';
import { isApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { signedOutPath } from '../utils/stored-session';
import './login-page.css';

export function ForgotPasswordPage() {
  const location = useLocation();
  const carried = (location.state as { userName?: unknown } | null)?.userName;
  const request = useForgotPassword();
  const [sent, setSent] = useState(false);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { userName: typeof carried === 'string' ? carried : '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      setSent(true);
    } catch (error) {
      if (isApiError(error) && error.status === 429) toast.error(error.message, { autoClose: false, toastId: 'forgot-limited' });
      else showGenericErrorToast(error);
    }
  });

  return (
    <div className="login-screen login-screen-single">
      <main className="login-card" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="dialog-title">
          Forgot your password?
        </h1>
        {sent ? (
          <p role="status" className="login-sent">
            {FORGOT_PASSWORD_SENT}
          </p>
        ) : (
          <form className="login-form" onSubmit={onSubmit} noValidate>
            <p>Enter your username. We will email a link to change your password to the address on record.</p>
            <div className="field">
              <label className="field-label" htmlFor={id}>
                Username
              </label>
              <input
                id={id}
                className="input"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                aria-invalid={errors.userName ? true : undefined}
                {...register('userName')}
              />
              {errors.userName && <span className="field-error">{errors.userName.message}</span>}
            </div>
            <button type="submit" className="button button-primary login-submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {REQUEST_PASSWORD_CHANGE}
            </button>
          </form>
        )}
        <Link className="login-return" to={signedOutPath()}>
          {RETURN_TO_LOGIN_PAGE}
        </Link>
      </main>
    </div>
  );
}
