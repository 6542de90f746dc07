// The demo world's returns (issue 18, docs/decisions/089-rma-and-inventory.md): each company has a few
// RMAs in several statuses, each with the status entries that brought it there, and its serial
// number settings. The devices returned are the company's last monitors, so the tests' and the
// benchmarks' first tanks are untouched; one return per company is open (its device's setup is
// read-only to those without Approve RMA Request).
import { RMA_TRANSITIONS, RmaReasonCode, RmaStatus, type RmaStatusId } from '@ullage/domain/billing/rma';
import type { WorldWriter } from './world-writer';

interface RmaCompany {
  companyUid: number;
  key: string;
}

/** The statuses and reasons of a company's returns, and the story told at each step. */
const STORIES: readonly { status: RmaStatusId; reason: number; comments: string; daysAgo: number }[] = [
  { status: RmaStatus.Requested, reason: RmaReasonCode.BatteryDrain, comments: 'Battery went from 90% to 10% in three weeks.', daysAgo: 2 },
  {
    status: RmaStatus.Closed,
    reason: RmaReasonCode.StuckCover,
    comments: 'Cover will not seat after the install; float gauge reads 0.',
    daysAgo: 64,
  },
  { status: RmaStatus.Closed, reason: RmaReasonCode.FaultyGoods, comments: 'Unit never called in after activation.', daysAgo: 41 },
  {
    status: RmaStatus.Rejected,
    reason: RmaReasonCode.CustomerOrderError,
    comments: 'Ordered the wrong model for a 1000 gal tank.',
    daysAgo: 30,
  },
  {
    status: RmaStatus.Cancelled,
    reason: RmaReasonCode.InaccurateReadings,
    comments: 'Readings 10% off; found the tank profile was wrong.',
    daysAgo: 18,
  },
];

const STEP_COMMENTS: Partial<Record<RmaStatusId, string>> = {
  [RmaStatus.Approved]: 'Approved; return form sent to the requester.',
  [RmaStatus.Shipped]: 'Shipped back by UPS Ground.',
  [RmaStatus.Received]: 'Received at the returns desk.',
  [RmaStatus.Closed]: 'Replaced under warranty.',
  [RmaStatus.Rejected]: 'Not a fault: the customer reorders the right model.',
  [RmaStatus.Cancelled]: 'Request withdrawn',
};

/** The moves from Requested to `to` along the status table (shortest path). */
function pathTo(to: RmaStatusId): RmaStatusId[] {
  const seen = new Map<RmaStatusId, RmaStatusId[]>([[RmaStatus.Requested, [RmaStatus.Requested]]]);
  const queue: RmaStatusId[] = [RmaStatus.Requested];
  while (queue.length) {
    const from = queue.shift()!;
    for (const t of RMA_TRANSITIONS.filter((x) => x.from === from)) {
      if (seen.has(t.to)) continue;
      seen.set(t.to, [...seen.get(from)!, t.to]);
      queue.push(t.to);
    }
  }
  return seen.get(to) ?? [RmaStatus.Requested];
}

const SERIAL_PREFIX: Record<string, string> = { propane: 'PD-', fuel: 'FD-', lube: 'LD-' };

export function seedRmas(w: WorldWriter, companies: readonly RmaCompany[], seededAt: number): void {
  let rmaId = 0;
  let entryId = 0;
  const users = w.rowsOf('app_user');
  for (const { companyUid, key } of companies) {
    const monitors = w
      .rowsOf('device')
      .filter((d) => d.creator_company_uid === companyUid && d.parent_device_uid === null)
      // Short of the very last ones: the showcase yard's devices come last.
      .slice(-(STORIES.length + 10), -10);
    const staff = users.filter((u) => String(u.user_name).endsWith(`.${key}`));
    const admin = users.find((u) => u.user_name === `demo-${key}`) ?? staff[0];
    STORIES.forEach((story, i) => {
      const device = monitors[i];
      const requester = staff[i % Math.max(staff.length, 1)] ?? admin;
      if (!device || !requester || !admin) return;
      const id = ++rmaId;
      const createdAt = seededAt - story.daysAgo * 86_400_000;
      const steps = pathTo(story.status);
      const stepAt = (n: number) => new Date(createdAt + n * 2 * 86_400_000).toISOString();
      w.add('rma_request', {
        id,
        device_uid: device.uid,
        device_sn: device.serial_number,
        reason_code_id: story.reason,
        status_id: story.status,
        comments: story.comments,
        internal_comments: i === 1 ? 'Second cover fault from this lot; vendor notified.' : '',
        requested_by: requester.uid,
        requested_by_name: requester.user_name,
        created_at: stepAt(0),
        updated_at: stepAt(steps.length - 1),
        customer_confirmed_at: steps.includes(RmaStatus.Shipped) ? stepAt(steps.indexOf(RmaStatus.Shipped)) : null,
        duplicate_of: null,
      });
      steps.forEach((status, n) => {
        const by = n === 0 || status === RmaStatus.Cancelled ? requester : admin;
        w.add('rma_status_entry', {
          id: ++entryId,
          rma_id: id,
          status_id: status,
          user_uid: by.uid,
          user_name: by.user_name,
          comment: n === 0 ? story.comments : (STEP_COMMENTS[status] ?? ''),
          created_at: stepAt(n),
        });
      });
    });
    w.add('device_serialization', {
      company_uid: companyUid,
      prefix: SERIAL_PREFIX[key] ?? '',
      next_number: 1001,
      digits: 6,
      updated_by: admin?.uid ?? null,
    });
  }
}
