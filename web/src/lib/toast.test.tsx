// Toasts load react-toastify with the first one shown (docs/decisions/073-first-paint-bytes.md):
// what is asked for before the container is there still shows, in order, with its options.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, Toasts } from './toast';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('toast', () => {
  it('shows toasts asked for before the container mounted, newest first', async () => {
    toast.success('Profile "Weekly" saved');
    toast.error('Error saving Folder: Unknown error');
    render(<Toasts theme="light" nonce={undefined} />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Error saving Folder: Unknown error', 'Profile "Weekly" saved']);
  });

  it('passes the options on: one toast per toastId', async () => {
    render(<Toasts theme="dark" nonce={undefined} />);
    toast.error('Your session has expired', { toastId: 'session-expired' });
    toast.error('Your session has expired', { toastId: 'session-expired' });
    toast.info('An invitation to set a password went to ann@example.com');
    expect(await screen.findByText('An invitation to set a password went to ann@example.com')).toBeTruthy();
    expect(screen.getAllByText('Your session has expired')).toHaveLength(1);
  });
});
