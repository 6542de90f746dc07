/** spec 001 §7 GET Folder/{uid}/Summary, the folder summary's call (its contract: ./summary-api.ts).
 * Apart from that contract so that code which only names the call, such as the web app's first
 * paint and its early call, does not load zod (docs/decisions/073-first-paint-bytes.md). */
export const FOLDER_SUMMARY_PATH = 'Folder/{uid}/Summary';
