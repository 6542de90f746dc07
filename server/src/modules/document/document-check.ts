// What a file is, from its first bytes (docs/decisions/082-documents-in-postgresql.md): a document's
// content type is never taken from its name or from the uploader's Content-Type header, so an
// executable renamed "invoice.pdf" is refused, and a download is served as what it really is.
import type { DocumentContentType } from '@ullage/domain/collaboration/documents-api';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The content type the bytes show, or null when they are none of the kinds a document may be. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The name kept and offered at download: the uploader's base name without paths or control
 * characters, at most 120 characters, ending in the extension of what the file really is. */
export function safeFileName(name: string, contentType: DocumentContentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  const ext = EXTENSIONS[contentType];
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 110) || 'document';
  return `${stem}.${ext}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
