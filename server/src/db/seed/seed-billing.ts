// The demo world's billing (issue 18, docs/decisions/087-billing-model-and-order-flow.md): each
// company gets a bill-to account at its head office with a bill-to profile approved by its Office
// contact group, a ship-to account and profile per branch billing that branch's devices, call-block
// orders in several statuses (the complete ones with their blocks), and a monthly service agreement
// with the company's gateways on it. Written after the world's rows, from what they hold.
import type pg from 'pg';
import { HARDWARE_PARTS, STANDARD_CALL_BLOCKS } from '@ullage/domain/billing/billing-api';
import { EntityType } from '@ullage/domain/entity-types';

/** Each company's bill-to flags: one asks for PO documents and numbers, one invoices itself, one
 * asks for the terms. */
const FLAGS: Record<string, Record<string, boolean>> = {
  'Propane Distributor': { requirePoUpload: true, requirePoNumber: true, allowCreditCard: true },
  'Fuel Distributor': { allowAutoInvoicing: true, allowWireTransfer: true },
  'Lube Distributor': { requireTac: true, allowPriceOverride: true },
};
const PREFIX: Record<string, string> = { 'Propane Distributor': 'PRO', 'Fuel Distributor': 'FUE', 'Lube Distributor': 'LUB' };

const DAY = 86_400_000;

export async function seedBilling(client: pg.PoolClient, now: number): Promise<void> {
  const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await client.query<T>(text, values)).rows;
  const entity = async (typeId: number, label: string, icon: string) =>
    (
      await q<{ uid: string }>('insert into entity (type_id, label, icon_name) values ($1, $2, $3) returning uid', [typeId, label, icon])
    )[0]!.uid;

  const companies = await q<{ uid: string; label: string }>(
    'select f.uid, e.label from folder f join entity e on e.uid = f.uid where f.is_company order by f.uid',
  );
  for (const c of companies) {
    const prefix = PREFIX[c.label] ?? `C${c.uid}`;
    const office = (
      await q<{ uid: string }>(
        `select g.uid from contact_group g join folder_membership m on m.entity_uid = g.uid
        where m.folder_uid = $1 and g.config ->> 'label' = 'Office' limit 1`,
        [c.uid],
      )
    )[0]?.uid;
    const users = await q<{ uid: string; role: string }>(
      `select u.uid, r.label as role from app_user u join role r on r.id = u.role_id where u.base_folder_uid in (select uid from folder where $1 = any(path)) order by u.uid`,
      [c.uid],
    );
    const clerk = users.find((u) => u.role === 'Office and Billing')?.uid ?? users[0]?.uid ?? null;
    const admin = users.find((u) => u.role === 'Company Administrator')?.uid ?? clerk;

    // The bill-to account at the head office.
    const billAccount = await entity(EntityType.Account, `${c.label} Head Office`, 'Account');
    await q(`insert into billing_account (uid, account_number, name, email_address, address_config) values ($1, $2, $3, $4, '{}')`, [
      billAccount,
      `${prefix}-1000`,
      `${c.label} Head Office`,
      `billing@${prefix.toLowerCase()}.example.com`,
    ]);
    await q('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [billAccount, c.uid]);
    const btp = await entity(EntityType.BillToProfile, 'Default', 'BillToProfile');
    await q(
      `insert into bill_to_profile (uid, account_uid, profile_name, discount_percentage, contact_group_uid, flags)
       values ($1, $2, 'Default', 0.1, $3, $4)`,
      [btp, billAccount, office ?? null, JSON.stringify(FLAGS[c.label] ?? {})],
    );
    // The company's own part numbers for the parts it orders most (ADR 102).
    for (const [part, own] of [
      ['CM-100', `${prefix}-MON-100`],
      ['CM-300U', `${prefix}-MON-300`],
      ['BAT-LI-36', `${prefix}-BAT-36`],
    ]) {
      await q('insert into custom_part_number (account_uid, part_number, customer_part_number) values ($1, $2, $3)', [
        billAccount,
        part,
        own,
      ]);
    }

    // A monthly service agreement, with the company's gateways on it.
    const agreement = await entity(EntityType.ServiceAgreement, 'Monthly Gateway Service', 'ServiceAgreement');
    await q(
      `insert into service_agreement (uid, account_uid, label, commission_percent, maas, commission, program_fee, hardware_charge,
                                      data_center_charge, part_type_discounts)
       values ($1, $2, 'Monthly Gateway Service', 0.12, true, 2.5, 9.95, 4.5, 1.25, $3)`,
      [agreement, billAccount, JSON.stringify([{ partTypeId: 1, discountPercent: 0.05 }])],
    );

    // A ship-to account per branch, billing the branch's devices.
    const branches = await q<{ uid: string; label: string }>(
      `select f.uid, e.label from folder f join entity e on e.uid = f.uid where f.parent_uid = $1 and not f.is_company order by f.uid`,
      [c.uid],
    );
    for (const [i, b] of branches.entries()) {
      const name = `${b.label} Ship-To`;
      const acct = await entity(EntityType.Account, name, 'Account');
      await q(
        `insert into billing_account (uid, account_number, name, email_address, bill_to_account_uid, address_config) values ($1, $2, $3, '', $4, '{}')`,
        [acct, `${prefix}-${1001 + i}`, name, billAccount],
      );
      await q('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [acct, b.uid]);
      const stp = await entity(EntityType.ShipToProfile, name, 'ShipToProfile');
      await q('insert into ship_to_profile (uid, account_uid, btp_uid, contact_group_uid) values ($1, $2, $3, null)', [stp, acct, btp]);
      await q(
        `insert into device_billing (device_uid, account_uid, activation_state, monthly, service_agreement_uid, changed_at)
         select distinct on (d.uid) d.uid, $2, 1, d.model_id <> 22, case when d.model_id <> 22 then $3::bigint end, $4
           from device d join folder_membership m on m.entity_uid = d.uid and not m.is_copy join folder f on f.uid = m.folder_uid
          where $1 = any(f.path) and d.parent_device_uid is null`,
        [b.uid, acct, agreement, new Date(now - 400 * DAY).toISOString()],
      );
      // Devices in the other activation states of spec 001 §4, so the billing screens show them:
      // some whose deactivation is asked for, some inactive (both stay so), and some just put back
      // on the account, pending activation until their next call (ADR 087: the live simulator's
      // calls make them Active; the stored history is older than the move).
      await q(
        `with ranked as (select device_uid, row_number() over (order by device_uid) as rn from device_billing where account_uid = $1)
         update device_billing b set activation_state = case r.rn % 9 when 4 then 4 when 7 then 3 when 2 then 2 end,
           changed_at = case r.rn % 9 when 2 then $3::timestamptz else $2::timestamptz end
           from ranked r where r.device_uid = b.device_uid and r.rn % 9 in (2, 4, 7)`,
        [acct, new Date(now - 20 * DAY).toISOString(), new Date(now).toISOString()],
      );
      if (i > 1) continue;
      if (i === 0) {
        // A hardware order awaiting the bill-to and a delivered one (ADR 102), shipped to the branch.
        const [folder] = await q<{ address: Record<string, string> | null }>('select address from folder where uid = $1', [b.uid]);
        const a = folder?.address ?? {};
        const address = JSON.stringify({
          address1: a.address1 ?? '1 Main St',
          address2: '',
          city: a.city ?? '',
          state: a.state ?? '',
          zip: a.zip ?? '',
        });
        const hardware: [number[], number, [string, number][]][] = [
          [
            [1],
            1,
            [
              ['CM-100', 10],
              ['BAT-LI-36', 10],
            ],
          ],
          [[1, 2, 4, 6], 75, [['CM-300U', 4]]],
        ];
        for (const [n, [trail, daysAgo, lines]] of hardware.entries()) {
          const at = now - daysAgo * DAY;
          const [order] = await q<{ id: number }>(
            `insert into callblock_order (account_uid, stp_uid, btp_uid, status, st_payment_type, st_po_number, comments, tac_accepted,
                                          created_by, created_at, kind, ship_to_address)
             values ($1, $2, $3, $4, 1, $5, 'Monitors for new customer sites', true, $6, $7, 2, $8::jsonb) returning id`,
            [acct, stp, btp, trail[trail.length - 1], `PO-${prefix}-HW${31 + n}`, clerk, new Date(at).toISOString(), address],
          );
          for (const [li, [part, qty]] of lines.entries()) {
            const price = HARDWARE_PARTS.find((p) => p.partNumber === part)!.price;
            await q(
              `insert into callblock_order_line (order_id, line_num, part_number, quantity, st_price, bt_price) values ($1, $2, $3, $4, $5, $6)`,
              [order!.id, li + 1, part, qty, price, Math.round(price * 0.9 * 100) / 100],
            );
          }
          for (const [k, st] of trail.entries()) {
            await q(`insert into callblock_order_status (order_id, type_id, comment, user_uid, created_at) values ($1, $2, $3, $4, $5)`, [
              order!.id,
              st,
              st === 6 ? 'Shipped' : '',
              st === 1 ? clerk : st === 2 ? admin : null,
              new Date(at + k * 86_400_000).toISOString(),
            ]);
          }
        }
      }
      // Orders in several statuses: [status trail, days ago, lines].
      const orders: [number[], number, [string, number][]][] =
        i === 0
          ? [
              [[1, 2, 4, 6], 200, [['CB-25000', 1]]],
              [[1, 2, 4, 6], 40, [['CB-5000', 2]]],
              [[1], 2, [['CB-1000', 3]]],
              [[1, 2], 5, [['CB-5000', 1]]],
              [[1, 3], 60, [['CB-500', 4]]],
            ]
          : [
              [[1, 2, 4, 6], 90, [['CB-5000', 3]]],
              [[1, 2, 4], 3, [['CB-1000', 5]]],
              [[1, 7], 20, [['CB-500', 1]]],
            ];
      for (const [n, [trail, daysAgo, lines]] of orders.entries()) {
        const at = now - daysAgo * DAY;
        const status = trail[trail.length - 1]!;
        const [order] = await q<{ id: number }>(
          `insert into callblock_order (account_uid, stp_uid, btp_uid, status, st_payment_type, st_po_number, bt_po_number,
                                        back_office_order_number, comments, tac_accepted, created_by, created_at)
           values ($1, $2, $3, $4, 1, $5, '', $6, $7, true, $8, $9) returning id`,
          [
            acct,
            stp,
            btp,
            status,
            `PO-${prefix}-${24100 + i * 10 + n}`,
            status >= 4 && status !== 7 ? `SO-${71000 + (Number(acct) % 1000) + n}` : '',
            'Call blocks for the branch monitors',
            clerk,
            new Date(at).toISOString(),
          ],
        );
        for (const [li, [part, qty]] of lines.entries()) {
          const price = STANDARD_CALL_BLOCKS.find((p) => p.partNumber === part)!.price;
          await q(
            `insert into callblock_order_line (order_id, line_num, part_number, quantity, st_price, bt_price) values ($1, $2, $3, $4, $5, $6)`,
            [order!.id, li + 1, part, qty, price, Math.round(price * 0.9 * 100) / 100],
          );
        }
        const comments: Record<number, string> = {
          1: 'Ordered for the branch monitors',
          2: 'Approved',
          3: 'Please order the 5,000-call block instead',
          4: 'Invoiced',
          6: 'Blocks added to the account',
          7: 'Ordered twice by mistake',
        };
        for (const [k, s] of trail.entries()) {
          await q(`insert into callblock_order_status (order_id, type_id, comment, user_uid, created_at) values ($1, $2, $3, $4, $5)`, [
            order!.id,
            s,
            comments[s] ?? '',
            s === 1 || s === 7 ? clerk : s === 2 || s === 3 ? admin : null,
            new Date(at + k * 3_600_000).toISOString(),
          ]);
        }
        if (status === 6) {
          for (const [part, qty] of lines) {
            const p = STANDARD_CALL_BLOCKS.find((x) => x.partNumber === part)!;
            const start = new Date(at + 4 * 3_600_000);
            await q(
              `insert into call_block (account_uid, order_id, part_number, calls, starts_at, expires_at)
               values ($1, $2, $3, $4, $5, $5::timestamptz + make_interval(months => $6))`,
              [acct, order!.id, part, p.calls * qty, start.toISOString(), p.months],
            );
          }
        }
      }
    }
  }
}
