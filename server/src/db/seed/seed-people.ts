// The demo world's people beyond the staff logins (issue 14, after every company's tanks, so the
// uids, serial numbers and random draws the demo physics is seeded from stay as they were): each
// customer contact's mobile number and carrier and, for some, a delivery or access note; the
// drivers (logins with the Driver role); four contact groups per company; the "Customer Number"
// identity group and a customer number on most sites. Draws come from its own random sequence.
import { ConfigType, parseConfig, type ConfigTypeId } from '@ullage/domain/configs';
import { Country } from '@ullage/domain/countries';
import { EntityType } from '@ullage/domain/entity-types';
import { DEFAULT_IDENTITY_SCOPE_TYPE_ID } from '@ullage/domain/people/identity-api';
import { MOBILE_CARRIERS } from '@ullage/domain/people/mobile-carriers';
import { createRng, DEMO_DELIVERY_NOTES, DEMO_DRIVERS, DEMO_STAFF, makePhone, type DemoAddress, type DemoCompanyKey } from './demo-data';
import type { RoleKey } from './roles';
import { json, type WorldWriter } from './world-writer';

/** What the demo seed recorded of a company while building it. */
export interface PeopleCompany {
  w: WorldWriter;
  key: DemoCompanyKey;
  companyUid: number;
  /** Customer sites in the order they were made (the customer logins' first), with their contact. */
  sites: { uid: number; contactUid: number; state: DemoAddress['state']; areaCodes: readonly string[] }[];
  /** Every contact's config as written, by uid (patched here). */
  contactConfigs: Map<number, Record<string, unknown>>;
  /** The contact of each login, by user name. */
  userContacts: Map<string, number>;
  /** The company's time zone (domain/time-zones.ts), its groups' too. */
  timeZoneId: number;
  /** The contact groups made here, by label (for the demo alerts, seed-alerts.ts). */
  groupUids: Map<string, number>;
}

export interface PeopleSteps {
  addUser(userName: string, first: string, last: string, roleKey: RoleKey, baseFolderUid: number): Promise<void>;
  addConfig(entityUid: number, typeId: ConfigTypeId, data: Record<string, unknown>): void;
}

/** Share of customer contacts with a mobile number, and with a delivery note. */
const MOBILE_SHARE = 0.8;
const NOTE_SHARE = 0.35;
/** Share of sites with a customer number. */
const CUSTOMER_NUMBER_SHARE = 0.85;
const US_CARRIERS = MOBILE_CARRIERS.filter((c) => c.countryId === Country.US);

const CUSTOMER_NUMBER_GROUP = 'Customer Number';

export async function seedPeople(
  c: PeopleCompany,
  orgs: readonly { org: { key: string; name: string }; uid: number }[],
  steps: PeopleSteps,
  nextIdentityGroupUid: { uid: number },
): Promise<void> {
  const { w } = c;
  const rng = createRng(0xc0ffee + c.companyUid);

  // The customers' mobiles and notes.
  for (const site of c.sites) {
    const config = c.contactConfigs.get(site.contactUid);
    if (!config) continue;
    const patch: Record<string, unknown> = {};
    if (rng.next() < MOBILE_SHARE) {
      patch.mobileNumber = makePhone(rng, site.state, site.areaCodes);
      patch.mobileCarrierId = rng.pick(US_CARRIERS).id;
    }
    if (rng.next() < NOTE_SHARE) patch.note = rng.pick(DEMO_DELIVERY_NOTES);
    if (Object.keys(patch).length === 0) continue;
    const next = parseConfig(ConfigType.Contact, { ...config, ...patch }) as Record<string, unknown>;
    c.contactConfigs.set(site.contactUid, next);
    w.patch('contact', (row) => row.uid === site.contactUid, { config: json(next) });
  }

  // The drivers, in their branch.
  const drivers = DEMO_DRIVERS[c.key];
  for (const d of drivers) {
    const org = orgs.find((o) => o.org.key === d.organisationKey) ?? orgs[0];
    await steps.addUser(d.userName, d.firstName, d.lastName, 'driver', org?.uid ?? c.companyUid);
  }

  // The contact groups: in the company folder, but the drivers' in their branch.
  const staff = DEMO_STAFF[c.key];
  const contactsOf = (userNames: readonly string[]) => userNames.flatMap((u) => c.userContacts.get(u) ?? []);
  const byRole = (...roles: string[]) => staff.filter((s) => roles.includes(s.roleKey)).map((s) => s.userName);
  const driverOrg = orgs.find((o) => o.org.key === drivers[0]?.organisationKey);
  const groups: { label: string; folderUid: number; members: number[] }[] = [
    { label: 'Dispatch On Call', folderUid: c.companyUid, members: contactsOf(byRole('dispatcher', 'manager')) },
    {
      label: `Drivers ${(driverOrg?.org.name ?? '').replace(/ Branch$/, '')}`.trim(),
      folderUid: driverOrg?.uid ?? c.companyUid,
      members: contactsOf(drivers.map((d) => d.userName)),
    },
    { label: 'Office', folderUid: c.companyUid, members: contactsOf(byRole('office', 'administrator')) },
    { label: 'Key Accounts', folderUid: c.companyUid, members: c.sites.slice(0, 5).map((s) => s.contactUid) },
    // Issue 15: who hears of a silent monitor, and of a tank losing product it does not use.
    { label: 'Service', folderUid: c.companyUid, members: contactsOf(byRole('technician', 'manager')) },
    { label: 'Managers', folderUid: c.companyUid, members: contactsOf(byRole('manager', 'administrator')) },
  ];
  for (const g of groups) {
    const uid = w.entity(EntityType.ContactGroup, g.label, 'ContactGroup');
    c.groupUids.set(g.label, uid);
    w.add('contact_group', {
      uid,
      config: json({ label: g.label, groupTypeId: 1 }),
      unit_config: json({ dimensionUnitId: 1, temperatureUnitId: 1, volumeUnitId: 1, weightUnitId: 1 }),
      time_zone_config: json({ observeDst: true, timeZoneId: c.timeZoneId }),
    });
    w.add('folder_membership', { entity_uid: uid, folder_uid: g.folderUid });
    for (const contactUid of new Set(g.members)) w.add('contact_group_member', { group_uid: uid, contact_uid: contactUid });
  }

  // spec 001 §3.3 IdentityGroup: the company's customer numbers, and one on most sites.
  const identityGroupUid = nextIdentityGroupUid.uid++;
  w.add('identity_group', {
    uid: identityGroupUid,
    folder_uid: c.companyUid,
    label: CUSTOMER_NUMBER_GROUP,
    description: 'The account number of the customer at a site, as the billing system knows it',
    identity_scope_type_id: DEFAULT_IDENTITY_SCOPE_TYPE_ID,
  });
  let n = 10_000 + rng.int(1, 400);
  for (const site of c.sites) {
    n += rng.int(1, 9);
    if (rng.next() >= CUSTOMER_NUMBER_SHARE) continue;
    steps.addConfig(
      site.uid,
      ConfigType.Identity,
      parseConfig(ConfigType.Identity, { identifier: `C-${n}`, isPrimary: true, identityGroupUid }) as Record<string, unknown>,
    );
  }
}
