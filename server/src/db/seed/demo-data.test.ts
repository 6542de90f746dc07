import { describe, it, expect } from 'vitest';
import {
  ADDRESS_JITTER_KM,
  AREA_CODES,
  DEMO_COMPANIES,
  DEMO_COMPANY_KEYS,
  DEMO_DELIVERY_NOTES,
  DEMO_DRIVERS,
  DEMO_PRODUCT_CLASSES,
  DEMO_PRODUCTS,
  DEMO_STAFF,
  FIRST_NAMES,
  LAST_NAMES,
  STATION_BRANDS,
  STREET_NAME_STATES,
  STREET_NAMES,
  STREET_SUFFIXES,
  createRng,
  fillNamePattern,
  makeEmail,
  makePhone,
  makeSiteName,
  makeStreetAddress,
  pickSiteTanks,
  pickWeighted,
  streetTakesSuffix,
} from './demo-data';
import type { DemoCompany, DemoTankTemplate, DemoTown, UsState } from './demo-data';

const companies: DemoCompany[] = DEMO_COMPANY_KEYS.map((key) => DEMO_COMPANIES[key]);
const allTowns = (c: DemoCompany): DemoTown[] => c.organisations.flatMap((o) => o.towns);

/** Rough state outlines as boxes (degrees), a little wider than the state. */
const STATE_BOUNDS: Record<UsState, { minLat: number; maxLat: number; minLon: number; maxLon: number }> = {
  WI: { minLat: 42.49, maxLat: 47.31, minLon: -92.89, maxLon: -86.25 },
  MN: { minLat: 43.49, maxLat: 49.39, minLon: -97.24, maxLon: -89.48 },
  MI: { minLat: 41.69, maxLat: 48.31, minLon: -90.42, maxLon: -82.12 },
  TX: { minLat: 25.83, maxLat: 36.51, minLon: -106.65, maxLon: -93.5 },
  OK: { minLat: 33.61, maxLat: 37.01, minLon: -103.01, maxLon: -94.43 },
  CA: { minLat: 32.52, maxLat: 42.01, minLon: -124.49, maxLon: -114.13 },
  AZ: { minLat: 31.32, maxLat: 37.01, minLon: -114.82, maxLon: -109.04 },
  NV: { minLat: 35.0, maxLat: 42.01, minLon: -120.01, maxLon: -114.03 },
};

/** The first three digits of the state's zip codes (USPS prefix ranges). */
const ZIP_PREFIX: Record<UsState, [number, number]> = {
  WI: [530, 549],
  MN: [550, 567],
  MI: [480, 499],
  TX: [750, 799],
  OK: [730, 749],
  CA: [900, 961],
  AZ: [850, 865],
  NV: [889, 898],
};

function inState(state: UsState, lat: number, lon: number, marginDeg = 0): boolean {
  const b = STATE_BOUNDS[state];
  return lat >= b.minLat - marginDeg && lat <= b.maxLat + marginDeg && lon >= b.minLon - marginDeg && lon <= b.maxLon + marginDeg;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Full volume in gallons by closed forms of the geometry models in domain/src/tanks/tank-geometry.ts. */
function closedFormGallons(t: DemoTankTemplate): number {
  const { length: L = 0, width: W = 0, height: H = 0, coneHeight: hc = 0, angle = 90, cylinderCap: cap = 0 } = t.dims;
  let cubicInches: number;
  switch (t.tankTypeKey) {
    case 'HorizontalCylinder':
      cubicInches = Math.PI * (H / 2) ** 2 * L;
      break;
    case 'VerticalCylinder':
      cubicInches = Math.PI * (W / 2) ** 2 * H;
      break;
    case 'Rectangle':
    case 'Tote275':
    case 'Tote330':
      cubicInches = L * W * H;
      break;
    case 'Oval':
    case 'HorizontalOval': {
      // Obround cross-section: half-rounds on the shorter side joined by straight runs.
      const short = Math.min(W, H);
      const long = Math.max(W, H);
      cubicInches = (Math.PI * (short / 2) ** 2 + short * (long - short)) * L;
      break;
    }
    case 'VerticalOval': {
      const r = Math.min(L, W) / 2;
      cubicInches = (L * W - (4 - Math.PI) * r * r) * H;
      break;
    }
    case 'ConeBottom': {
      const R = W / 2;
      const rb = Math.max(0, R - hc / Math.tan((angle * Math.PI) / 180));
      cubicInches = Math.PI * R * R * (H - hc) + ((Math.PI * hc) / 3) * (rb * rb + rb * R + R * R);
      break;
    }
    case 'CappedHorizontalCylinder':
    case 'HorizontalPropane': {
      const r = H / 2;
      cubicInches = Math.PI * r * r * (L - 2 * cap) + (4 / 3) * Math.PI * r * r * cap;
      break;
    }
  }
  return cubicInches / 231;
}

describe('createRng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 200 }, () => a.next());
    const seqB = Array.from({ length: 200 }, () => b.next());
    const seqC = Array.from({ length: 200 }, () => c.next());
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it('keeps next in [0, 1) and spreads it evenly', () => {
    const rng = createRng(7);
    const values = Array.from({ length: 10_000 }, () => rng.next());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('int includes both ends and nothing outside them', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(3, 8));
    expect([...seen].sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(rng.int(5, 5)).toBe(5);
    expect(() => rng.int(6, 5)).toThrow();
  });

  it('float stays in range; pick reaches every item and refuses an empty list', () => {
    const rng = createRng(2);
    for (let i = 0; i < 1000; i++) {
      const f = rng.float(-2.5, 4);
      expect(f).toBeGreaterThanOrEqual(-2.5);
      expect(f).toBeLessThan(4);
    }
    const items = ['a', 'b', 'c', 'd'] as const;
    const picked = new Set(Array.from({ length: 200 }, () => rng.pick(items)));
    expect(picked.size).toBe(4);
    expect(() => rng.pick([])).toThrow();
  });

  it('chance follows its probability', () => {
    const rng = createRng(3);
    expect(Array.from({ length: 100 }, () => rng.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 100 }, () => rng.chance(1)).every(Boolean)).toBe(true);
    const hits = Array.from({ length: 10_000 }, () => rng.chance(0.3)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(2800);
    expect(hits).toBeLessThan(3200);
  });

  it('normal has the asked mean and spread', () => {
    const rng = createRng(4);
    const xs = Array.from({ length: 20_000 }, () => rng.normal(50, 8));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(xs.every(Number.isFinite)).toBe(true);
    expect(Math.abs(mean - 50)).toBeLessThan(0.3);
    expect(Math.abs(sd - 8)).toBeLessThan(0.3);
  });

  it('shuffle permutes in place, the same way for the same seed', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const a = createRng(5).shuffle([...items]);
    const b = createRng(5).shuffle([...items]);
    expect(a).toEqual(b);
    expect(a).not.toEqual(items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    const arr = [1, 2, 3];
    expect(createRng(9).shuffle(arr)).toBe(arr);
  });
});

describe('pickWeighted', () => {
  it('picks in proportion to weight and never a zero weight', () => {
    const rng = createRng(11);
    const items = [
      { key: 'a', weight: 3 },
      { key: 'b', weight: 1 },
      { key: 'z', weight: 0 },
    ];
    const counts: Record<string, number> = { a: 0, b: 0, z: 0 };
    for (let i = 0; i < 8000; i++) counts[pickWeighted(rng, items).key]! += 1;
    expect(counts.z).toBe(0);
    expect(counts.a! / counts.b!).toBeGreaterThan(2.6);
    expect(counts.a! / counts.b!).toBeLessThan(3.4);
    expect(() => pickWeighted(rng, [])).toThrow();
  });
});

describe('names and streets', () => {
  it('has at least 150 distinct first names and 200 distinct last names', () => {
    expect(FIRST_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(LAST_NAMES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(FIRST_NAMES).size).toBe(FIRST_NAMES.length);
    expect(new Set(LAST_NAMES).size).toBe(LAST_NAMES.length);
    for (const n of [...FIRST_NAMES, ...LAST_NAMES]) expect(n).toMatch(/^[A-Z][A-Za-z']+$/);
  });

  it('has at least 150 distinct street names and distinct suffixes', () => {
    expect(STREET_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(STREET_NAMES).size).toBe(STREET_NAMES.length);
    expect(new Set(STREET_SUFFIXES).size).toBe(STREET_SUFFIXES.length);
    for (const name of Object.keys(STREET_NAME_STATES)) expect(STREET_NAMES).toContain(name);
  });

  it('adds a suffix to plain names and ordinals, not to roads and highways', () => {
    expect(streetTakesSuffix('Oak')).toBe(true);
    expect(streetTakesSuffix('4th')).toBe(true);
    expect(streetTakesSuffix('Court')).toBe(true);
    expect(streetTakesSuffix('County Road 12')).toBe(false);
    expect(streetTakesSuffix('Farm to Market 1960')).toBe(false);
    expect(streetTakesSuffix('Industrial Pkwy')).toBe(false);
    expect(streetTakesSuffix('Chisholm Trail')).toBe(false);
  });
});

describe('DEMO_COMPANIES', () => {
  it('has exactly the three login companies with their dropdown names', () => {
    expect(Object.keys(DEMO_COMPANIES).sort()).toEqual(['fuel', 'lube', 'propane']);
    expect(DEMO_COMPANIES.lube.name).toBe('Lube Distributor');
    expect(DEMO_COMPANIES.propane.name).toBe('Propane Distributor');
    expect(DEMO_COMPANIES.fuel.name).toBe('Fuel Distributor');
    for (const [key, c] of Object.entries(DEMO_COMPANIES)) expect(c.key).toBe(key);
    expect(new Set(companies.map((c) => c.displayName)).size).toBe(3);
    expect(DEMO_COMPANIES.propane.states).toEqual(['WI', 'MN', 'MI']);
    expect(DEMO_COMPANIES.fuel.states).toEqual(['TX', 'OK']);
    expect(DEMO_COMPANIES.lube.states).toEqual(['CA', 'AZ', 'NV']);
  });

  it('gives each company 3-4 organisations of at least 12 distinct towns', () => {
    for (const c of companies) {
      expect(c.organisations.length).toBeGreaterThanOrEqual(3);
      expect(c.organisations.length).toBeLessThanOrEqual(4);
      expect(new Set(c.organisations.map((o) => o.name)).size).toBe(c.organisations.length);
      expect(new Set(c.organisations.map((o) => o.key)).size).toBe(c.organisations.length);
      for (const o of c.organisations) expect(o.towns.length).toBeGreaterThanOrEqual(12);
      const townKeys = allTowns(c).map((t) => `${t.town}, ${t.state}`);
      expect(new Set(townKeys).size).toBe(townKeys.length);
    }
  });

  it('places every town in its company states with a zip of that state and 4-decimal coordinates', () => {
    for (const c of companies) {
      for (const t of allTowns(c)) {
        expect(c.states).toContain(t.state);
        expect(t.zip).toMatch(/^\d{5}$/);
        const prefix = Number(t.zip.slice(0, 3));
        const [lo, hi] = ZIP_PREFIX[t.state];
        expect(prefix, `${t.town} ${t.zip}`).toBeGreaterThanOrEqual(lo);
        expect(prefix, `${t.town} ${t.zip}`).toBeLessThanOrEqual(hi);
        expect(inState(t.state, t.latitude, t.longitude), `${t.town}, ${t.state}`).toBe(true);
        expect(Math.round(t.latitude * 1e4) / 1e4).toBe(t.latitude);
        expect(Math.round(t.longitude * 1e4) / 1e4).toBe(t.longitude);
      }
    }
  });

  it('puts head offices in a town of the company, inside its state', () => {
    for (const c of companies) {
      const heads = [c.headOffice, ...c.organisations.map((o) => o.headAddress)];
      for (const h of heads) {
        expect(c.states).toContain(h.state);
        expect(h.zip).toMatch(/^\d{5}$/);
        expect(inState(h.state, h.latitude, h.longitude)).toBe(true);
        const town = allTowns(c).find((t) => t.town === h.city && t.state === h.state);
        expect(town, `${h.city}, ${h.state}`).toBeDefined();
        expect(distanceKm(h.latitude, h.longitude, town!.latitude, town!.longitude)).toBeLessThan(15);
      }
      for (const o of c.organisations) {
        for (const code of o.areaCodes) expect(AREA_CODES[o.headAddress.state]).toContain(code);
        expect(o.towns.every((t) => t.state === o.headAddress.state)).toBe(true);
      }
    }
  });
});

describe('customer kinds and tanks', () => {
  const placeholders = new Set(['last', 'first', 'town', 'brand', 'n']);

  it('has weighted kinds whose tank counts can always be met', () => {
    for (const c of companies) {
      expect(c.customerKinds.length).toBeGreaterThanOrEqual(5);
      expect(new Set(c.customerKinds.map((k) => k.key)).size).toBe(c.customerKinds.length);
      for (const k of c.customerKinds) {
        expect(k.weight).toBeGreaterThan(0);
        expect(k.minTanks).toBeGreaterThanOrEqual(1);
        expect(k.maxTanks).toBeGreaterThanOrEqual(k.minTanks);
        expect(k.tanks.filter((t) => t.required).length).toBeLessThanOrEqual(k.minTanks);
        expect(k.tanks.reduce((s, t) => s + (t.maxPerSite ?? 1), 0)).toBeGreaterThanOrEqual(k.maxTanks);
        expect(new Set(k.tanks.map((t) => t.label)).size).toBe(k.tanks.length);
        for (const p of k.namePatterns) {
          const used = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
          expect(used.length, p).toBeGreaterThan(0);
          for (const u of used) expect(placeholders.has(u!), p).toBe(true);
        }
      }
    }
  });

  it('names a product of the same company for every tank', () => {
    for (const c of companies) {
      const skus = new Set(DEMO_PRODUCTS[c.key].map((p) => p.sku));
      for (const k of c.customerKinds) for (const t of k.tanks) expect(skus.has(t.productSku), `${c.key} ${t.productSku}`).toBe(true);
    }
  });

  it('sizes every tank within 10% of its nominal gallons', () => {
    for (const c of companies) {
      for (const k of c.customerKinds) {
        for (const t of k.tanks) {
          const gallons = closedFormGallons(t);
          expect(Math.abs(gallons / t.nominalGallons - 1), `${c.key} ${k.key} ${t.label}: ${gallons.toFixed(0)} gal`).toBeLessThanOrEqual(
            0.1,
          );
        }
      }
    }
  });

  it('uses the sizes the trade uses', () => {
    const tanksOf = (c: DemoCompany) => c.customerKinds.flatMap((k) => k.tanks);
    const propane = tanksOf(DEMO_COMPANIES.propane);
    const propaneSizes = new Set(propane.filter((t) => t.productSku === 'LPG-HD5').map((t) => t.nominalGallons));
    for (const size of [120, 250, 500, 1000, 18000, 30000]) expect(propaneSizes.has(size)).toBe(true);
    expect(propane.filter((t) => t.isBulk).every((t) => t.nominalGallons >= 18000)).toBe(true);
    const oil275 = propane.find((t) => t.productSku === 'HO-2' && t.tankTypeKey === 'Oval' && t.nominalGallons === 275);
    expect(oil275?.dims).toEqual({ length: 60, width: 27, height: 44 });
    const station = DEMO_COMPANIES.fuel.customerKinds.find((k) => k.key === 'gasStation');
    expect(station?.gateway).toBe('atg');
    for (const t of station?.tanks ?? []) expect(t.nominalGallons).toBeGreaterThanOrEqual(8000);
    const lube = tanksOf(DEMO_COMPANIES.lube);
    expect(lube.some((t) => t.tankTypeKey === 'Tote275')).toBe(true);
    expect(lube.some((t) => t.tankTypeKey === 'Tote330')).toBe(true);
    expect(lube.some((t) => t.tankTypeKey === 'ConeBottom' && t.productSku === 'DEF')).toBe(true);
    expect(lube.filter((t) => t.productSku === 'USED-OIL').every((t) => t.isReclamation === true)).toBe(true);
  });

  it('picks tanks for a site within its counts, with its required tanks', () => {
    const rng = createRng(21);
    for (const c of companies) {
      for (const k of c.customerKinds) {
        const required = k.tanks.filter((t) => t.required).map((t) => t.label);
        for (let i = 0; i < 300; i++) {
          const tanks = pickSiteTanks(rng, k);
          expect(tanks.length).toBeGreaterThanOrEqual(k.minTanks);
          expect(tanks.length).toBeLessThanOrEqual(k.maxTanks);
          for (const label of required) expect(tanks.map((t) => t.label)).toContain(label);
          for (const option of k.tanks) {
            expect(tanks.filter((t) => t.label === option.label).length).toBeLessThanOrEqual(option.maxPerSite ?? 1);
          }
          expect(tanks.every((t) => !('weight' in t))).toBe(true);
        }
      }
    }
  });

  it('makes site names with every placeholder filled', () => {
    const rng = createRng(22);
    for (const c of companies) {
      const town = c.organisations[0]!.towns[0]!;
      for (const k of c.customerKinds) {
        for (let i = 0; i < 40; i++) {
          const name = makeSiteName(rng, k, town);
          expect(name).not.toMatch(/[{}]/);
          expect(name.length).toBeGreaterThan(3);
        }
      }
    }
    expect(fillNamePattern(createRng(1), '{town} Ford', 'Fresno')).toBe('Fresno Ford');
    expect(fillNamePattern(createRng(1), '{last} and {last}', 'X')).toMatch(/^(\w+) and \1$/);
    expect(fillNamePattern(createRng(1), '{brand} #{n}', 'X')).toMatch(new RegExp(`^(${STATION_BRANDS.join('|')}) #\\d+$`));
    expect(() => fillNamePattern(createRng(1), '{saint} Church', 'X')).toThrow();
    const r = createRng(23);
    for (let i = 0; i < 300; i++) {
      expect(fillNamePattern(r, "{last}'s Quick Lube", 'X')).toMatch(/^([A-Za-z']*s'|[A-Za-z']*[^s]'s) Quick Lube$/);
    }
  });
});

describe('products and classes', () => {
  it('has distinct classes with fractions for fill limits', () => {
    const names = DEMO_PRODUCT_CLASSES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of ['Propane', 'Heating Oil', 'Diesel', 'Gasoline', 'Motor Oil', 'Hydraulic Fluid', 'Antifreeze', 'DEF', 'Used Oil']) {
      expect(names).toContain(n);
    }
    for (const c of DEMO_PRODUCT_CLASSES) {
      expect(c.defaultMaxFillPercent).toBeGreaterThan(0);
      expect(c.defaultMaxFillPercent).toBeLessThanOrEqual(1);
      expect(c.fillAnalysisMaxCapacity).toBeGreaterThan(0);
      expect(c.fillAnalysisMaxCapacity).toBeLessThanOrEqual(c.defaultMaxFillPercent);
    }
  });

  it('gives every company distinct skus in known classes with believable densities', () => {
    const classes = new Set(DEMO_PRODUCT_CLASSES.map((c) => c.name));
    for (const key of DEMO_COMPANY_KEYS) {
      const products = DEMO_PRODUCTS[key];
      expect(products.length).toBeGreaterThanOrEqual(3);
      expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
      for (const p of products) {
        expect(classes.has(p.className), p.className).toBe(true);
        expect(p.density).toBeGreaterThan(0.4);
        expect(p.density).toBeLessThan(1.2);
        if (p.className === 'Propane') expect(p.defaultMaxFillPercent).toBe(0.8);
        else {
          expect(p.defaultMaxFillPercent).toBeGreaterThanOrEqual(0.9);
          expect(p.defaultMaxFillPercent).toBeLessThanOrEqual(0.95);
        }
      }
    }
    const density = (key: 'lube' | 'propane' | 'fuel', sku: string) => DEMO_PRODUCTS[key].find((p) => p.sku === sku)?.density;
    expect(density('propane', 'LPG-HD5')).toBe(0.51);
    expect(density('propane', 'HO-2')).toBe(0.87);
    expect(density('fuel', 'ULSD-2')).toBe(0.85);
    expect(density('fuel', 'RUL-87')).toBe(0.74);
    expect(density('fuel', 'DEF')).toBe(1.09);
    expect(density('lube', 'AF-CONC')).toBe(1.11);
    expect(density('lube', 'USED-OIL')).toBe(0.9);
  });
});

describe('DEMO_STAFF', () => {
  it('has distinct lower-case user names tagged with the company, none reserved', () => {
    const all = DEMO_COMPANY_KEYS.flatMap((key) => DEMO_STAFF[key].map((s) => ({ key, s })));
    const names = all.map(({ s }) => s.userName);
    expect(new Set(names).size).toBe(names.length);
    for (const { key, s } of all) {
      expect(s.userName).toMatch(new RegExp(`^[a-z]+\\.${key}$`));
      expect(s.userName.startsWith(`${s.firstName[0]!.toLowerCase()}${s.lastName.toLowerCase()}`)).toBe(true);
    }
    for (const reserved of ['admin', 'demo-lube', 'demo-propane', 'demo-fuel']) expect(names).not.toContain(reserved);
  });

  it('covers every role, with one read-only customer login per company', () => {
    for (const key of DEMO_COMPANY_KEYS) {
      const staff = DEMO_STAFF[key];
      const orgKeys = new Set(DEMO_COMPANIES[key].organisations.map((o) => o.key));
      for (const role of ['administrator', 'manager', 'dispatcher', 'office', 'technician'] as const) {
        expect(
          staff.some((s) => s.roleKey === role),
          `${key} ${role}`,
        ).toBe(true);
      }
      const viewers = staff.filter((s) => s.roleKey === 'customerViewer');
      expect(viewers).toHaveLength(1);
      expect(viewers[0]!.customerName).toBeTruthy();
      for (const s of staff) if (s.organisationKey) expect(orgKeys.has(s.organisationKey)).toBe(true);
    }
  });
});

describe('DEMO_DRIVERS', () => {
  it("are a few per company, of one branch, named as the staff are, sharing no staff member's user name", () => {
    const staffNames = DEMO_COMPANY_KEYS.flatMap((key) => DEMO_STAFF[key].map((s) => s.userName));
    const names = DEMO_COMPANY_KEYS.flatMap((key) => DEMO_DRIVERS[key].map((d) => d.userName));
    expect(new Set([...staffNames, ...names]).size).toBe(staffNames.length + names.length);
    for (const key of DEMO_COMPANY_KEYS) {
      const drivers = DEMO_DRIVERS[key];
      // One "Drivers" contact group of 2-6 members per company (seed-people.ts).
      expect(drivers.length).toBeGreaterThanOrEqual(2);
      expect(drivers.length).toBeLessThanOrEqual(6);
      expect(new Set(drivers.map((d) => d.organisationKey)).size).toBe(1);
      expect(DEMO_COMPANIES[key].organisations.map((o) => o.key)).toContain(drivers[0]!.organisationKey);
      for (const d of drivers) {
        expect(d.userName).toMatch(new RegExp(`^[a-z]+\\.${key}$`));
        expect(d.userName.startsWith(`${d.firstName[0]!.toLowerCase()}${d.lastName.toLowerCase()}`)).toBe(true);
      }
    }
    expect(DEMO_DELIVERY_NOTES.every((n) => n.length > 0 && n.length <= 500)).toBe(true);
  });
});

describe('makeStreetAddress', () => {
  it('is deterministic for a seed', () => {
    const town = DEMO_COMPANIES.propane.organisations[0]!.towns[0]!;
    expect(makeStreetAddress(createRng(99), town)).toEqual(makeStreetAddress(createRng(99), town));
  });

  it(`keeps addresses within ${ADDRESS_JITTER_KM} km of the town, in its state`, () => {
    const rng = createRng(31);
    for (const c of companies) {
      for (const t of allTowns(c)) {
        for (let i = 0; i < 20; i++) {
          const a = makeStreetAddress(rng, t);
          expect(a.city).toBe(t.town);
          expect(a.state).toBe(t.state);
          expect(a.zip).toBe(t.zip);
          expect(a.address1).toMatch(/^[NSEW]?\d+ \S/);
          expect(distanceKm(a.latitude, a.longitude, t.latitude, t.longitude)).toBeLessThanOrEqual(ADDRESS_JITTER_KM);
          // 0.05 degrees is the jitter at most: a town on a state line may spill just over it.
          expect(inState(t.state, a.latitude, a.longitude, 0.05)).toBe(true);
        }
      }
    }
  });

  it('keeps regional roads in their states', () => {
    const rng = createRng(32);
    const wi: DemoTown = { town: 'Rhinelander', state: 'WI', zip: '54501', latitude: 45.6366, longitude: -89.4121 };
    const tx: DemoTown = { town: 'Midland', state: 'TX', zip: '79701', latitude: 31.9974, longitude: -102.0779 };
    const wiStreets = Array.from({ length: 3000 }, () => makeStreetAddress(rng, wi).address1);
    const txStreets = Array.from({ length: 3000 }, () => makeStreetAddress(rng, tx).address1);
    expect(wiStreets.some((s) => s.includes('Farm to Market') || s.includes('Saguaro'))).toBe(false);
    expect(txStreets.some((s) => s.includes('County Road K') || s.includes('Cheese Factory'))).toBe(false);
    expect(txStreets.some((s) => s.includes('Farm to Market'))).toBe(true);
    expect(wiStreets.some((s) => /^[NSEW]\d{4} /.test(s))).toBe(true);
  });
});

describe('makePhone and makeEmail', () => {
  it('uses a real area code of the state and a dialable exchange', () => {
    const rng = createRng(41);
    for (const state of Object.keys(AREA_CODES) as UsState[]) {
      for (let i = 0; i < 100; i++) {
        const phone = makePhone(rng, state);
        const m = /^\((\d{3})\) (\d{3})-(\d{4})$/.exec(phone);
        expect(m, phone).not.toBeNull();
        expect(AREA_CODES[state]).toContain(m![1]);
        const exchange = Number(m![2]);
        expect(exchange).toBeGreaterThanOrEqual(200);
        expect(exchange % 100 === 11 || exchange === 555).toBe(false);
      }
    }
    for (let i = 0; i < 50; i++) expect(makePhone(rng, 'MI', ['906'])).toMatch(/^\(906\) /);
  });

  it('builds first.last addresses of letters and digits', () => {
    expect(makeEmail('Mary', "O'Brien", 'GreatLakesPropane.example')).toBe('mary.obrien@greatlakespropane.example');
    expect(makeEmail('José', 'De la Cruz', 'x.example')).toBe('jose.delacruz@x.example');
  });
});
