// spec 000 §9 toasts (react-toastify), loaded when the first toast is shown rather than with every
// page: most page loads show none, and its 9 KB (brotli) were part of every first paint on a phone
// (issue 21, docs/decisions/073-first-paint-bytes.md). Every toast of the app goes through `toast`
// here (lint forbids importing react-toastify elsewhere); `Toasts` (in the app's providers) mounts
// the container once the library is there, and react-toastify shows the toasts asked for before
// its container mounted as soon as it does.
import type { Id, ToastContent, ToastOptions } from 'react-toastify';
import { TOAST } from '@ullage/domain/constants';
import { deferred, useDeferred } from './deferred';

const toastify = deferred(() => import('react-toastify'));
type Toastify = NonNullable<ReturnType<typeof toastify.current>>;

/** Runs `show` with react-toastify's `toast`: at once when it is loaded, else once it is, in the
 * order the toasts were asked for. */
function withToastify(show: (t: Toastify['toast']) => void): void {
  const loaded = toastify.current();
  if (loaded) show(loaded.toast);
  else
    toastify.load().then(
      (m) => show(m.toast),
      (error: unknown) => console.error(error),
    );
}

type Show = (content: ToastContent, options?: ToastOptions) => void;
const kind =
  (pick: (t: Toastify['toast']) => Show): Show =>
  (content, options) =>
    withToastify((t) => pick(t)(content, options));

/** The toasts the app shows (react-toastify's own calls, loaded on first use). */
export const toast = {
  success: kind((t) => t.success),
  error: kind((t) => t.error),
  info: kind((t) => t.info),
  /** Closes the toast `id`, or every toast (none are open before react-toastify has loaded). */
  dismiss(id?: Id): void {
    toastify.current()?.toast.dismiss(id);
  },
};

export interface ToastsProps {
  theme: 'light' | 'dark';
  /** The page's style nonce (lib/csp.ts): the container adds its stylesheet as a <style>. */
  nonce: string | undefined;
}

/** The toast container, mounted once the first toast has loaded react-toastify. */
export function Toasts({ theme, nonce }: ToastsProps) {
  const loaded = useDeferred(toastify);
  if (!loaded) return null;
  const { ToastContainer } = loaded;
  // spec 000 §9: toasts top-right, closing after 5 s unless a caller keeps them open.
  return <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} theme={theme} newestOnTop nonce={nonce} />;
}
