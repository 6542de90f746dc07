// Row caps (docs/decisions/062-row-caps.md), without zod: the web's api client reads the header on
// every page, the login page's included (docs/decisions/042).
//
// The listing and history calls the spec gives no paging parameters keep the spec's answer and
// take an optional `limit` and `after`: an ordinary folder or range never reaches the default, and
// a huge one is answered in parts. A partial answer says so in its headers, never by its shape.

/** The cursor of the rest of a partial answer; absent on a complete one. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The default and the most rows one answer of a capped call carries. */
export const ROW_CAPS = {
  /** Asset/ByFolder, Device/ByFolder, Asset/ByFolder/Location: whole entities with their configs. */
  entities: { default: 1000, max: 5000 },
  /** Asset/Lite/ByFolder, Device/Lite/ByFolder, Device/Lite/ByCreatorCompany. */
  lite: { default: 5000, max: 10000 },
  /** Device/{uid}/History/SensorData, Asset/{uid}/History/State/.../Lite. */
  readings: { default: 10000, max: 50000 },
  /** Device/{uid}/History/DeviceUpdate. */
  callIns: { default: 5000, max: 20000 },
  /** Device/{uid}/History/Command, History/Fill/{id}, History/Fill/ByFolder/{folderUid}. */
  events: { default: 1000, max: 10000 },
  /** Entity/{uid}/History/Folder, Entity/{uid}/History/Config. */
  changes: { default: 500, max: 2000 },
} as const satisfies Record<string, { default: number; max: number }>;
export type RowCap = keyof typeof ROW_CAPS;
