// The caller's own password (PUT User/{uid} with config.password and currentPassword): the current
// one, the new one with the password rules shown as they are met (domain password-rules, as on the
// change-password page), and its confirmation.
import type { UserDto } from '@ullage/domain/people/users-api';
import { passwordFailures } from '@ullage/domain/people/password-rules';
import { PASSWORD_HINT, SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { saveFailureMessage, toastSaveFailure } from '../../../lib/save-errors';
import { useSaveUser } from '../api/save-user';

export function ChangePassword({ user }: { user: UserDto }) {
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveUser();
  const failures = next ? passwordFailures(next, user.userName) : [];
  const mismatch = confirm.length > 0 && confirm !== next;
  const ready = current.length > 0 && next.length > 0 && failures.length === 0 && confirm === next;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setProblem(null);
    const { roleRank: _rank, ...config } = user.config;
    save.mutate(
      { uid: user.uid, body: { config: { ...config, password: next }, currentPassword: current } },
      {
        onSuccess: () => {
          toast.success('Password changed', { autoClose: 3000 });
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (error) => {
          setProblem(saveFailureMessage(error));
          toastSaveFailure(SAVE_FAILURE_TITLES.user, error);
        },
      },
    );
  };

  return (
    <form className="manage-form" onSubmit={onSubmit} aria-label="Change password" noValidate>
      <fieldset className="manage-section">
        <legend>Change Password</legend>
        <div className="manage-grid">
          <div className="field">
            <label className="field-label" htmlFor={ids.current}>
              Current password
            </label>
            <input
              id={ids.current}
              className="input"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.next}>
              New password
            </label>
            <input
              id={ids.next}
              className="input"
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
            {next && failures.length === 0 && <span className="field-ok">The new password meets the rules.</span>}
            {failures.length > 0 && (
              <ul className="field-error-list">
                {failures.map((f) => (
                  <li key={f} className="field-error">
                    {f}
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
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {mismatch && <span className="field-error">The passwords do not match.</span>}
          </div>
        </div>
        <p className="field-hint">{PASSWORD_HINT}</p>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <div className="manage-actions">
          <button type="submit" className="button button-primary" disabled={!ready || save.isPending}>
            Change Password
          </button>
        </div>
      </fieldset>
    </form>
  );
}
