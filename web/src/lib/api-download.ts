// A file the API answers with, downloaded with the caller's token and handed to the browser's
// download: its own module, so that the signed-in frame's entry (api-client.ts) does not carry it;
// only the pages that download load it.
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@ullage/domain/constants';
import { ApiError, buildUrl, readBody, readCookie } from './api-client';
import { SESSION_KEYS, readSession } from './storage';

/**
 * Downloads a file the API answers with (GET Entity/Document/{id}, or POST with `post.body`: an
 * analysis table's PDF, a report's CSV): its bytes as a Blob, with the type and name the server
 * gave it, the caller's token sent as with every call; `signal` stops it.
 */
export async function apiDownload(path: string, post?: { body: unknown }, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const url = buildUrl(path, undefined);
  const headers = new Headers();
  const token = readSession(SESSION_KEYS.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (post) {
    // A file made from what the page sends (an analysis table's PDF), as any other POST.
    headers.set('Content-Type', 'application/json');
    const xsrf = url.origin === window.location.origin ? readCookie(XSRF_COOKIE_NAME) : undefined;
    if (xsrf) headers.set(XSRF_HEADER_NAME, xsrf);
  }
  const response = await fetch(url, {
    method: post ? 'POST' : 'GET',
    headers,
    body: post ? JSON.stringify(post.body) : undefined,
    signal,
    credentials: 'same-origin',
  });
  if (response.status < 200 || response.status > 299) throw new ApiError(response.status, await readBody(response), response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]*)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? 'document') };
}

/** Hands a file to the browser's download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a file the API answers with (apiDownload) and saves it as the file the server named. */
export async function downloadFile(path: string, post?: { body: unknown }): Promise<void> {
  const { blob, fileName } = await apiDownload(path, post);
  saveBlob(blob, fileName);
}
