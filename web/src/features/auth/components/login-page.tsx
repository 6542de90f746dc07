// spec 000 §2 Login page, §4 Login, §5 (both fields required, otherwise nothing is sent), §8.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { loginBodySchema } from '@ullage/domain/api/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { showGenericErrorToast } from '../../../components/error-toast';
import { INVALID_CREDENTIALS as INVALID_LOGIN } from '@ullage/domain/messages';
import { getSessionQueryOptions } from '../api/get-session';
import { loginFailureOf, useLogin } from '../api/login';
import { clearSignedInState } from '../utils/auth-storage';
import './login-page.css';

const loginFormSchema = loginBodySchema.pick({ userName: true, password: true });

export const SIGNED_IN_HOME = '/home';

function showLoginFailure(error: unknown): void {
  const failure = loginFailureOf(error);
  switch (failure.kind) {
    case 'disabled':
      toast.error(failure.description, { autoClose: false, toastId: 'login-disabled' });
      return;
    case 'mfa-required':
      // The MFA challenge panel is not built yet; until it is, say what the server said.
      toast.error(failure.description ?? INVALID_LOGIN, { autoClose: false, toastId: 'login-mfa' });
      return;
    case 'invalid-credentials':
      // Stays until closed; repeated attempts do not stack copies of it.
      toast.error(INVALID_LOGIN, { autoClose: false, toastId: 'login-invalid' });
      return;
    case 'unexpected':
      showGenericErrorToast(failure.error);
  }
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = { userName: useId(), password: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { userName: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await loginMutation.mutateAsync(credentials);
    } catch (error) {
      showLoginFailure(error);
      return;
    }
    try {
      // spec 000 §4: after success the session is built before the user goes on.
      await queryClient.fetchQuery(getSessionQueryOptions());
    } catch (error) {
      clearSignedInState();
      showGenericErrorToast(error);
      return;
    }
    toast.dismiss();
    await navigate(SIGNED_IN_HOME, { replace: true });
  });

  return (
    <div className="login-screen">
      <main className="login-card" aria-labelledby="login-brand">
        <header className="login-header">
          <h1 id="login-brand" className="login-brand">
            Ullage
          </h1>
          <p className="login-tagline">Remote tank monitoring</p>
        </header>

        <form className="login-form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field-label" htmlFor={ids.userName}>
              Username
            </label>
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

          <button type="submit" className="button button-primary login-submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            Login
          </button>
        </form>
      </main>
    </div>
  );
}
