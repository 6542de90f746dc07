// After a sign-in the company's login message comes first, then each billing notice (call blocks
// expiring, ADR 102), one dialog after another; the last OK ends the pending sign-in messages.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, readSession, writeSession } from '../../../lib/storage';
import { LoginMessageDialog } from './login-message-dialog';

afterEach(cleanup);

const message = (id: number, subject: string, typeId: number) => ({
  id,
  folderUid: 1,
  label: subject,
  subject,
  html: `<p>${subject} text</p>`,
  typeId,
});

describe('LoginMessageDialog', () => {
  it('shows the messages one at a time, each closed with OK', () => {
    writeSession(SESSION_KEYS.loginMessagePending, '1');
    render(
      <LoginMessageDialog
        messages={[message(4, 'Winter fill program', 1), message(-9, 'Call blocks for Branch expire on 2027-01-05', 2)]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Winter fill program' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const notice = screen.getByRole('dialog', { name: 'Call blocks for Branch expire on 2027-01-05' });
    expect(notice.textContent).toContain('Warning');
    expect(readSession(SESSION_KEYS.loginMessagePending)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSession(SESSION_KEYS.loginMessagePending)).toBeNull();
  });
});
