// The page under the server's Content-Security-Policy (docs/decisions/053-security-headers.md):
// no eval, and <style> elements only with the page's nonce.
import { setNonce } from 'get-nonce';

/** The nonce the server wrote into index.html's <meta property="csp-nonce"> for this page load
 * (the browser keeps it in the element's nonce property, not its attribute). Libraries that add
 * <style> elements are given it: AG Grid's themes (styleNonce), react-toastify (nonce). */
export const styleNonce: string | undefined = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** Before anything renders: Radix's dialogs lock scrolling with a <style> element whose nonce
 * comes from get-nonce; zod, without jitless, probes for eval with `new Function`, which the
 * policy refuses and reports (zod reads this global config whenever it loads, so zod itself stays
 * out of the login page's download: docs/decisions/048-zod-off-the-login-page.md). */
export function prepareForCsp(): void {
  if (styleNonce) setNonce(styleNonce);
  const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };
}
