// Raw material for the seeded demo world: three distributors (propane in the rural Upper Midwest,
// fuel in Texas and Oklahoma, lubricants in California, Arizona and Nevada), their branches with
// real towns, the kinds of customer site each serves and the tanks those sites have, products,
// staff, names and streets. Pure data and a seeded random generator: no I/O and no imports, so the
// world comes out the same for the same seed. The code that writes it to the database lives beside
// this file.
//
// Units: dimensions in inches, volumes in US gallons, densities as specific gravity (water = 1),
// fill limits as fractions of capacity. Tank dimensions follow the geometry models of
// domain/src/tanks/tank-geometry.ts (horizontal cylinder: height is the diameter; vertical cylinder:
// width is the diameter; cone bottom: height is the total height; capped cylinder and horizontal
// propane: length is overall, cylinderCap the depth of each head).
// Town coordinates are the GeoNames place points, zips the town's principal USPS zip code.

// ---- seeded random numbers ----

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Normally distributed (Box-Muller). */
  normal(mean: number, sd: number): number;
  /** Shuffles the array in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

/** mulberry32: small, fast and good enough for demo data; the same seed gives the same sequence. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => {
    const lo = Math.ceil(min);
    const hi = Math.floor(max);
    if (hi < lo) throw new RangeError(`int(${min}, ${max}): empty range`);
    return lo + Math.floor(next() * (hi - lo + 1));
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
    normal(mean, sd) {
      const u1 = 1 - next(); // (0, 1]: keeps log finite
      const u2 = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = items[i] as T;
        items[i] = items[j] as T;
        items[j] = a;
      }
      return items;
    },
  };
}

/** Picks one item with probability proportional to its weight. */
export function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (items.length === 0 || total <= 0) throw new RangeError('pickWeighted needs a positive total weight');
  let r = rng.next() * total;
  for (const item of items) {
    r -= Math.max(0, item.weight);
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

// ---- people ----

export const FIRST_NAMES: readonly string[] = [
  // men
  'James',
  'John',
  'Robert',
  'Michael',
  'William',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Christopher',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Donald',
  'Steven',
  'Paul',
  'Andrew',
  'Joshua',
  'Kenneth',
  'Kevin',
  'Brian',
  'George',
  'Timothy',
  'Ronald',
  'Edward',
  'Jason',
  'Jeffrey',
  'Ryan',
  'Jacob',
  'Gary',
  'Nicholas',
  'Eric',
  'Jonathan',
  'Stephen',
  'Larry',
  'Justin',
  'Scott',
  'Brandon',
  'Benjamin',
  'Samuel',
  'Gregory',
  'Alexander',
  'Frank',
  'Patrick',
  'Raymond',
  'Jack',
  'Dennis',
  'Jerry',
  'Tyler',
  'Aaron',
  'Jose',
  'Adam',
  'Nathan',
  'Henry',
  'Douglas',
  'Zachary',
  'Peter',
  'Kyle',
  'Noah',
  'Ethan',
  'Jeremy',
  'Walter',
  'Christian',
  'Keith',
  'Roger',
  'Terry',
  'Austin',
  'Sean',
  'Gerald',
  'Carl',
  'Harold',
  'Dylan',
  'Arthur',
  'Lawrence',
  'Jordan',
  'Jesse',
  'Bryan',
  'Billy',
  'Bruce',
  'Gabriel',
  'Logan',
  'Alan',
  'Juan',
  'Albert',
  'Wayne',
  'Randy',
  'Vincent',
  'Mason',
  'Roy',
  'Ralph',
  'Bobby',
  'Russell',
  'Bradley',
  'Philip',
  'Eugene',
  'Dale',
  'Duane',
  'Cody',
  'Travis',
  'Wade',
  'Clint',
  'Luke',
  'Carlos',
  'Luis',
  'Miguel',
  'Jorge',
  'Ricardo',
  'Alejandro',
  'Javier',
  'Manuel',
  'Hector',
  'Minh',
  'Tuan',
  'Wei',
  'Hiroshi',
  'Raj',
  'Darnell',
  'Marcus',
  // women
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Elizabeth',
  'Barbara',
  'Susan',
  'Jessica',
  'Sarah',
  'Karen',
  'Lisa',
  'Nancy',
  'Betty',
  'Sandra',
  'Margaret',
  'Ashley',
  'Kimberly',
  'Emily',
  'Donna',
  'Michelle',
  'Carol',
  'Amanda',
  'Melissa',
  'Deborah',
  'Stephanie',
  'Dorothy',
  'Rebecca',
  'Sharon',
  'Laura',
  'Cynthia',
  'Amy',
  'Kathleen',
  'Angela',
  'Shirley',
  'Brenda',
  'Emma',
  'Anna',
  'Pamela',
  'Nicole',
  'Samantha',
  'Katherine',
  'Christine',
  'Helen',
  'Debra',
  'Rachel',
  'Carolyn',
  'Janet',
  'Maria',
  'Catherine',
  'Heather',
  'Diane',
  'Olivia',
  'Julie',
  'Joyce',
  'Victoria',
  'Ruth',
  'Virginia',
  'Lauren',
  'Kelly',
  'Christina',
  'Joan',
  'Evelyn',
  'Judith',
  'Andrea',
  'Hannah',
  'Megan',
  'Cheryl',
  'Jacqueline',
  'Martha',
  'Madison',
  'Teresa',
  'Gloria',
  'Sara',
  'Janice',
  'Ann',
  'Kathryn',
  'Abigail',
  'Sophia',
  'Frances',
  'Jean',
  'Alice',
  'Judy',
  'Isabella',
  'Julia',
  'Grace',
  'Amber',
  'Denise',
  'Danielle',
  'Marilyn',
  'Beverly',
  'Charlotte',
  'Natalie',
  'Theresa',
  'Diana',
  'Brittany',
  'Doris',
  'Kayla',
  'Alexis',
  'Lori',
  'Marie',
  'Rhonda',
  'Tammy',
  'Kristin',
  'Ingrid',
  'Rosa',
  'Guadalupe',
  'Lucia',
  'Ana',
  'Sofia',
  'Elena',
  'Carmen',
  'Marisol',
  'Yolanda',
  'Mei',
  'Priya',
  'Linh',
  'Keisha',
  'Tamika',
];

export const LAST_NAMES: readonly string[] = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Garcia',
  'Rodriguez',
  'Wilson',
  'Martinez',
  'Anderson',
  'Taylor',
  'Thomas',
  'Hernandez',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Lopez',
  'Lee',
  'Gonzalez',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Perez',
  'Hall',
  'Young',
  'Allen',
  'Sanchez',
  'Wright',
  'King',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Ramirez',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Torres',
  'Parker',
  'Collins',
  'Edwards',
  'Stewart',
  'Flores',
  'Morris',
  'Nguyen',
  'Murphy',
  'Rivera',
  'Cook',
  'Rogers',
  'Morgan',
  'Peterson',
  'Cooper',
  'Reed',
  'Bailey',
  'Bell',
  'Gomez',
  'Kelly',
  'Howard',
  'Ward',
  'Cox',
  'Diaz',
  'Richardson',
  'Wood',
  'Watson',
  'Brooks',
  'Bennett',
  'Gray',
  'James',
  'Reyes',
  'Cruz',
  'Hughes',
  'Price',
  'Myers',
  'Long',
  'Foster',
  'Sanders',
  'Ross',
  'Morales',
  'Powell',
  'Sullivan',
  'Russell',
  'Ortiz',
  'Jenkins',
  'Gutierrez',
  'Perry',
  'Butler',
  'Barnes',
  'Fisher',
  'Henderson',
  'Coleman',
  'Simmons',
  'Patterson',
  'Jordan',
  'Reynolds',
  'Hamilton',
  'Graham',
  'Kim',
  'Gonzales',
  'Alexander',
  'Ramos',
  'Wallace',
  'Griffin',
  'West',
  'Cole',
  'Hayes',
  'Chavez',
  'Gibson',
  'Bryant',
  'Ellis',
  'Stevens',
  'Murray',
  'Ford',
  'Marshall',
  'Owens',
  'McDonald',
  'Harrison',
  'Ruiz',
  'Kennedy',
  'Wells',
  'Alvarez',
  'Woods',
  'Mendoza',
  'Castillo',
  'Olson',
  'Webb',
  'Tucker',
  'Freeman',
  'Burns',
  'Henry',
  'Vasquez',
  'Snyder',
  'Simpson',
  'Crawford',
  'Jimenez',
  'Porter',
  'Mason',
  'Shaw',
  'Gordon',
  'Wagner',
  'Hunter',
  'Romero',
  'Hicks',
  'Dixon',
  'Hunt',
  'Palmer',
  'Robertson',
  'Black',
  'Holmes',
  'Stone',
  'Meyer',
  'Boyd',
  'Mills',
  'Warren',
  'Fox',
  'Rose',
  'Rice',
  'Moreno',
  'Schmidt',
  'Patel',
  'Ferguson',
  'Nichols',
  'Herrera',
  'Medina',
  'Ryan',
  'Fernandez',
  'Weaver',
  'Daniels',
  'Stephens',
  'Gardner',
  'Payne',
  'Kelley',
  'Dunn',
  'Pierce',
  'Arnold',
  'Tran',
  'Spencer',
  'Peters',
  'Hawkins',
  'Grant',
  'Hansen',
  'Castro',
  'Hoffman',
  'Hart',
  'Elliott',
  'Cunningham',
  'Knight',
  'Bradley',
  'Carlson',
  // Upper Midwest: German, Scandinavian and Polish farm families
  'Schultz',
  'Kowalski',
  'Nowak',
  'Lindquist',
  'Larson',
  'Swanson',
  'Hanson',
  'Jensen',
  'Christensen',
  'Berg',
  'Lund',
  'Halvorson',
  'Gunderson',
  'Schroeder',
  'Krueger',
  'Zimmerman',
  'Wojcik',
  'Lewandowski',
  'Becker',
  'Koch',
  'Schneider',
  'Fischer',
  'Weber',
  'Braun',
  'Hartmann',
  'Vogel',
  'Kraus',
  'Schwartz',
  'Thorson',
  'Nygaard',
  'Bergstrom',
  'Dahl',
  'Erickson',
  'Lundgren',
  'Sorensen',
  'Voss',
  'Kuehl',
  'Wendt',
  'Zastrow',
  'Jansen',
  // Texas and Oklahoma
  'Whitaker',
  'Pruitt',
  'McAlister',
  'Kimbrough',
  'Holloway',
  'Cantu',
  'Salinas',
  'Guerra',
  'Trevino',
  'Villarreal',
  'Garza',
  'Benavides',
  'Dunlap',
  'Hollis',
  // Southwest
  'Chen',
  'Wang',
  'Yang',
  'Huang',
  'Tanaka',
  'Yamamoto',
  'Park',
  'Choi',
  'Le',
  'Pham',
  'Singh',
  'Shah',
  'Delgado',
  'Ortega',
  'Navarro',
  'Aguilar',
];

// ---- streets ----

/** Street names. A name with no road word and no number takes a suffix from STREET_SUFFIXES
 * ('Oak' becomes 'Oak St'); so do ordinals ('4th Ave'); the rest stand as they are
 * ('County Road 12', 'Industrial Pkwy'). Some only exist in some states: STREET_NAME_STATES. */
export const STREET_NAMES: readonly string[] = [
  // trees
  'Oak',
  'Maple',
  'Pine',
  'Cedar',
  'Elm',
  'Birch',
  'Walnut',
  'Cherry',
  'Willow',
  'Aspen',
  'Spruce',
  'Hickory',
  'Poplar',
  'Cottonwood',
  'Sycamore',
  'Chestnut',
  'Juniper',
  'Dogwood',
  'Linden',
  'Locust',
  // land and water
  'Lake',
  'River',
  'Spring',
  'Hill',
  'Ridge',
  'Valley',
  'Meadow',
  'Prairie',
  'Highland',
  'Sunset',
  'Sunrise',
  'Grove',
  'Forest',
  'Creek',
  'Orchard',
  'Garden',
  'Lakeview',
  'Hillcrest',
  'Fairview',
  'Pleasant',
  'Brookside',
  'Riverside',
  'Woodland',
  'Greenfield',
  'Fox Run',
  'Quail Run',
  'Deer Trail',
  'Eagle',
  'Pheasant',
  'Cardinal',
  'Bluebird',
  'Meadowlark',
  'Country Club',
  'Golf Course',
  // town
  'Main',
  'Church',
  'Mill',
  'School',
  'Park',
  'Center',
  'Market',
  'Depot',
  'Railroad',
  'Water',
  'Bridge',
  'College',
  'Commerce',
  'Industrial',
  'Enterprise',
  'Liberty',
  'Union',
  'Front',
  'High',
  'Court',
  'Division',
  'Academy',
  'Factory',
  'Elevator',
  'Hospital',
  // people
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Adams',
  'Jackson',
  'Franklin',
  'Grant',
  'Monroe',
  'Wilson',
  'Roosevelt',
  'Kennedy',
  'Hamilton',
  'Clay',
  'Taylor',
  'Harrison',
  'Garfield',
  'McKinley',
  'Cleveland',
  'Polk',
  // numbered
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
  // rural roads and highways
  'County Road 3',
  'County Road 12',
  'County Road 24',
  'County Road 41',
  'County Road 118',
  'County Road K',
  'County Road M',
  'County Road Q',
  'Farm to Market 51',
  'Farm to Market 455',
  'Farm to Market 720',
  'Farm to Market 1830',
  'Farm to Market 1960',
  'Ranch Road 1431',
  'State Highway 114',
  'State Highway 6',
  'Route 9',
  'Route 66',
  'US Highway 2',
  'US Highway 10',
  'US Highway 287',
  'US Highway 81',
  'State Route 89',
  'Old Highway 8',
  'Old Highway 51',
  'Town Line Rd',
  'Section Line Rd',
  'Old Mill Rd',
  'Industrial Pkwy',
  'Enterprise Dr',
  'Business Park Dr',
  'Airport Rd',
  'Frontage Rd',
  'Interstate Dr',
  'Old Post Rd',
  'Quarry Rd',
  'Gravel Pit Rd',
  'Cemetery Rd',
  'Schoolhouse Rd',
  'Creamery Rd',
  'Cheese Factory Rd',
  'Tower Rd',
  'Pipeline Rd',
  'Refinery Rd',
  'Rail Spur Rd',
  'Distribution Way',
  'Logistics Dr',
  'Technology Dr',
  // regional
  'Tamarack',
  'Northwoods',
  'Loon Lake',
  'Bluebonnet',
  'Pecan',
  'Mesquite',
  'Chisholm Trail',
  'Longhorn',
  'Saguaro',
  'Palo Verde',
  'Ocotillo',
  'Desert Sage',
  'Vineyard',
  'Almond',
  'Mission',
  'Camino Real',
];

export const STREET_SUFFIXES: readonly string[] = [
  'St',
  'Ave',
  'Rd',
  'Dr',
  'Ln',
  'Ct',
  'Blvd',
  'Way',
  'Pl',
  'Cir',
  'Trl',
  'Ter',
  'Pkwy',
  'Loop',
];

export type UsState = 'WI' | 'MN' | 'MI' | 'TX' | 'OK' | 'CA' | 'AZ' | 'NV';

/** Street names that only make sense in some states (Texas farm-to-market roads, Wisconsin's
 * lettered county highways, desert plants); every other name may appear anywhere. */
export const STREET_NAME_STATES: Readonly<Record<string, readonly UsState[]>> = {
  'County Road K': ['WI'],
  'County Road M': ['WI'],
  'County Road Q': ['WI'],
  'Farm to Market 51': ['TX'],
  'Farm to Market 455': ['TX'],
  'Farm to Market 720': ['TX'],
  'Farm to Market 1830': ['TX'],
  'Farm to Market 1960': ['TX'],
  'Ranch Road 1431': ['TX'],
  'State Highway 114': ['TX', 'OK'],
  'State Highway 6': ['TX', 'OK'],
  'US Highway 2': ['WI', 'MN', 'MI'],
  'US Highway 10': ['WI', 'MN', 'MI'],
  'US Highway 287': ['TX', 'OK'],
  'US Highway 81': ['TX', 'OK'],
  'State Route 89': ['CA', 'AZ', 'NV'],
  'Route 66': ['OK', 'TX', 'AZ', 'CA'],
  'Old Highway 8': ['WI', 'MN', 'MI'],
  'Old Highway 51': ['WI'],
  'Creamery Rd': ['WI', 'MN', 'MI'],
  'Cheese Factory Rd': ['WI'],
  Elevator: ['WI', 'MN', 'MI', 'TX', 'OK'],
  Tamarack: ['WI', 'MN', 'MI'],
  Northwoods: ['WI', 'MN', 'MI'],
  'Loon Lake': ['WI', 'MN', 'MI'],
  Bluebonnet: ['TX', 'OK'],
  Pecan: ['TX', 'OK', 'CA', 'AZ'],
  Mesquite: ['TX', 'OK', 'AZ', 'NV'],
  'Chisholm Trail': ['TX', 'OK'],
  Longhorn: ['TX', 'OK'],
  'Pipeline Rd': ['TX', 'OK'],
  'Refinery Rd': ['TX', 'OK'],
  Saguaro: ['AZ'],
  'Palo Verde': ['AZ', 'CA', 'NV'],
  Ocotillo: ['AZ', 'CA', 'NV'],
  'Desert Sage': ['AZ', 'CA', 'NV'],
  Vineyard: ['CA'],
  Almond: ['CA'],
  Mission: ['CA', 'AZ', 'TX'],
  'Camino Real': ['CA', 'AZ', 'TX'],
};

const ROAD_WORD =
  /\b(Road|Rd|Route|Highway|Hwy|Pkwy|Parkway|Drive|Dr|Street|St|Avenue|Ave|Lane|Ln|Trail|Trl|Way|Boulevard|Blvd|Loop|Run)\b/;

/** Whether a street name takes a suffix ('Oak' -> 'Oak St', '4th' -> '4th Ave'). */
export function streetTakesSuffix(name: string): boolean {
  if (/^\d+(st|nd|rd|th)$/.test(name)) return true;
  return !/\d/.test(name) && !ROAD_WORD.test(name);
}

/** A country road or highway: addresses on it carry long rural house numbers. */
function isRuralRoad(name: string): boolean {
  return /\b(County Road|Farm to Market|Ranch Road|Highway|Route|Town Line|Section Line)\b/.test(name);
}

// ---- places ----

export interface DemoTown {
  town: string;
  state: UsState;
  /** The town's principal 5-digit zip code. */
  zip: string;
  latitude: number;
  longitude: number;
}

export interface DemoAddress {
  address1: string;
  city: string;
  state: UsState;
  zip: string;
  latitude: number;
  longitude: number;
}

/** Real area codes in service in each state. */
export const AREA_CODES: Readonly<Record<UsState, readonly string[]>> = {
  WI: ['262', '274', '414', '534', '608', '715', '920'],
  MN: ['218', '320', '507', '612', '651', '763', '952'],
  MI: ['231', '248', '269', '313', '517', '586', '616', '734', '810', '906', '947', '989'],
  TX: [
    '210',
    '214',
    '254',
    '281',
    '325',
    '346',
    '361',
    '409',
    '430',
    '432',
    '469',
    '512',
    '682',
    '713',
    '737',
    '806',
    '817',
    '830',
    '832',
    '903',
    '915',
    '936',
    '940',
    '956',
    '972',
    '979',
  ],
  OK: ['405', '539', '572', '580', '918'],
  CA: [
    '209',
    '213',
    '310',
    '323',
    '408',
    '415',
    '424',
    '442',
    '510',
    '530',
    '559',
    '562',
    '619',
    '626',
    '650',
    '657',
    '661',
    '707',
    '714',
    '747',
    '760',
    '805',
    '818',
    '831',
    '858',
    '909',
    '916',
    '925',
    '949',
    '951',
  ],
  AZ: ['480', '520', '602', '623', '928'],
  NV: ['702', '725', '775'],
};

const TOWNS_WI_NORTH: readonly DemoTown[] = [
  { town: 'Rhinelander', state: 'WI', zip: '54501', latitude: 45.6366, longitude: -89.4121 },
  { town: 'Tomahawk', state: 'WI', zip: '54487', latitude: 45.4711, longitude: -89.7299 },
  { town: 'Three Lakes', state: 'WI', zip: '54562', latitude: 45.7983, longitude: -89.1629 },
  { town: 'Woodruff', state: 'WI', zip: '54568', latitude: 45.8963, longitude: -89.699 },
  { town: 'Eagle River', state: 'WI', zip: '54521', latitude: 45.9172, longitude: -89.2443 },
  { town: 'Crandon', state: 'WI', zip: '54520', latitude: 45.5719, longitude: -88.9029 },
  { town: 'Merrill', state: 'WI', zip: '54452', latitude: 45.1805, longitude: -89.6835 },
  { town: 'Lac du Flambeau', state: 'WI', zip: '54538', latitude: 45.9697, longitude: -89.8921 },
  { town: 'Antigo', state: 'WI', zip: '54409', latitude: 45.1403, longitude: -89.1523 },
  { town: 'Prentice', state: 'WI', zip: '54556', latitude: 45.5461, longitude: -90.2865 },
  { town: 'Rib Lake', state: 'WI', zip: '54470', latitude: 45.3175, longitude: -90.2085 },
  { town: 'Laona', state: 'WI', zip: '54541', latitude: 45.5647, longitude: -88.674 },
  { town: 'Wabeno', state: 'WI', zip: '54566', latitude: 45.4386, longitude: -88.6604 },
  { town: 'Phillips', state: 'WI', zip: '54555', latitude: 45.6966, longitude: -90.4004 },
  { town: 'Mercer', state: 'WI', zip: '54547', latitude: 46.1655, longitude: -90.0627 },
  { town: 'Park Falls', state: 'WI', zip: '54552', latitude: 45.9344, longitude: -90.4416 },
];

const TOWNS_WI_CENTRAL: readonly DemoTown[] = [
  { town: 'Marshfield', state: 'WI', zip: '54449', latitude: 44.6688, longitude: -90.1718 },
  { town: 'Stevens Point', state: 'WI', zip: '54481', latitude: 44.5236, longitude: -89.5746 },
  { town: 'Wisconsin Rapids', state: 'WI', zip: '54494', latitude: 44.3836, longitude: -89.8174 },
  { town: 'Wausau', state: 'WI', zip: '54401', latitude: 44.9591, longitude: -89.6301 },
  { town: 'Mosinee', state: 'WI', zip: '54455', latitude: 44.793, longitude: -89.7032 },
  { town: 'Neillsville', state: 'WI', zip: '54456', latitude: 44.56, longitude: -90.5962 },
  { town: 'Colby', state: 'WI', zip: '54421', latitude: 44.91, longitude: -90.3157 },
  { town: 'Abbotsford', state: 'WI', zip: '54405', latitude: 44.9464, longitude: -90.316 },
  { town: 'Medford', state: 'WI', zip: '54451', latitude: 45.1386, longitude: -90.3401 },
  { town: 'Stratford', state: 'WI', zip: '54484', latitude: 44.8011, longitude: -90.0793 },
  { town: 'Spencer', state: 'WI', zip: '54479', latitude: 44.7577, longitude: -90.2968 },
  { town: 'Loyal', state: 'WI', zip: '54446', latitude: 44.7369, longitude: -90.496 },
  { town: 'Greenwood', state: 'WI', zip: '54437', latitude: 44.7702, longitude: -90.5993 },
  { town: 'Athens', state: 'WI', zip: '54411', latitude: 45.033, longitude: -90.074 },
  { town: 'Edgar', state: 'WI', zip: '54426', latitude: 44.9272, longitude: -89.9635 },
  { town: 'Auburndale', state: 'WI', zip: '54412', latitude: 44.6269, longitude: -90.0076 },
  { town: 'Plover', state: 'WI', zip: '54467', latitude: 44.4564, longitude: -89.544 },
  { town: 'Amherst', state: 'WI', zip: '54406', latitude: 44.4508, longitude: -89.2848 },
  { town: 'Waupaca', state: 'WI', zip: '54981', latitude: 44.358, longitude: -89.0859 },
];

const TOWNS_MN: readonly DemoTown[] = [
  { town: 'Little Falls', state: 'MN', zip: '56345', latitude: 45.9763, longitude: -94.3625 },
  { town: 'Brainerd', state: 'MN', zip: '56401', latitude: 46.358, longitude: -94.2008 },
  { town: 'Baxter', state: 'MN', zip: '56425', latitude: 46.3433, longitude: -94.2867 },
  { town: 'Staples', state: 'MN', zip: '56479', latitude: 46.3555, longitude: -94.7922 },
  { town: 'Wadena', state: 'MN', zip: '56482', latitude: 46.4425, longitude: -95.1361 },
  { town: 'Long Prairie', state: 'MN', zip: '56347', latitude: 45.9747, longitude: -94.8656 },
  { town: 'Sauk Centre', state: 'MN', zip: '56378', latitude: 45.7375, longitude: -94.9525 },
  { town: 'Melrose', state: 'MN', zip: '56352', latitude: 45.6747, longitude: -94.8075 },
  { town: 'Albany', state: 'MN', zip: '56307', latitude: 45.63, longitude: -94.57 },
  { town: 'Paynesville', state: 'MN', zip: '56362', latitude: 45.3805, longitude: -94.712 },
  { town: 'Pierz', state: 'MN', zip: '56364', latitude: 45.9816, longitude: -94.1047 },
  { town: 'Royalton', state: 'MN', zip: '56373', latitude: 45.83, longitude: -94.2936 },
  { town: 'Aitkin', state: 'MN', zip: '56431', latitude: 46.533, longitude: -93.7103 },
  { town: 'Crosby', state: 'MN', zip: '56441', latitude: 46.4822, longitude: -93.9578 },
  { town: 'Osakis', state: 'MN', zip: '56360', latitude: 45.8669, longitude: -95.1522 },
  { town: 'Pequot Lakes', state: 'MN', zip: '56472', latitude: 46.603, longitude: -94.3094 },
  { town: 'Nisswa', state: 'MN', zip: '56468', latitude: 46.5205, longitude: -94.2886 },
  { town: 'Parkers Prairie', state: 'MN', zip: '56361', latitude: 46.153, longitude: -95.3289 },
  { town: 'Foley', state: 'MN', zip: '56329', latitude: 45.6647, longitude: -93.9097 },
];

const TOWNS_MI: readonly DemoTown[] = [
  { town: 'Escanaba', state: 'MI', zip: '49829', latitude: 45.7452, longitude: -87.0646 },
  { town: 'Gladstone', state: 'MI', zip: '49837', latitude: 45.8527, longitude: -87.0218 },
  { town: 'Iron Mountain', state: 'MI', zip: '49801', latitude: 45.8202, longitude: -88.066 },
  { town: 'Kingsford', state: 'MI', zip: '49802', latitude: 45.795, longitude: -88.0721 },
  { town: 'Norway', state: 'MI', zip: '49870', latitude: 45.7869, longitude: -87.9037 },
  { town: 'Manistique', state: 'MI', zip: '49854', latitude: 45.9577, longitude: -86.2463 },
  { town: 'Marquette', state: 'MI', zip: '49855', latitude: 46.5435, longitude: -87.3954 },
  { town: 'Ishpeming', state: 'MI', zip: '49849', latitude: 46.4885, longitude: -87.6676 },
  { town: 'Negaunee', state: 'MI', zip: '49866', latitude: 46.4991, longitude: -87.6118 },
  { town: 'Munising', state: 'MI', zip: '49862', latitude: 46.4112, longitude: -86.6493 },
  { town: 'Menominee', state: 'MI', zip: '49858', latitude: 45.1078, longitude: -87.6143 },
  { town: 'Crystal Falls', state: 'MI', zip: '49920', latitude: 46.098, longitude: -88.334 },
  { town: 'Iron River', state: 'MI', zip: '49935', latitude: 46.0927, longitude: -88.6423 },
  { town: 'Gwinn', state: 'MI', zip: '49841', latitude: 46.2811, longitude: -87.441 },
  { town: 'Newberry', state: 'MI', zip: '49868', latitude: 46.355, longitude: -85.5096 },
  { town: 'Stephenson', state: 'MI', zip: '49887', latitude: 45.4153, longitude: -87.6076 },
];

const TOWNS_TX_NORTH: readonly DemoTown[] = [
  { town: 'Wichita Falls', state: 'TX', zip: '76301', latitude: 33.9137, longitude: -98.4934 },
  { town: 'Denton', state: 'TX', zip: '76201', latitude: 33.2148, longitude: -97.1331 },
  { town: 'Gainesville', state: 'TX', zip: '76240', latitude: 33.6259, longitude: -97.1333 },
  { town: 'Sherman', state: 'TX', zip: '75090', latitude: 33.6357, longitude: -96.6089 },
  { town: 'Decatur', state: 'TX', zip: '76234', latitude: 33.2343, longitude: -97.5861 },
  { town: 'Bowie', state: 'TX', zip: '76230', latitude: 33.559, longitude: -97.8487 },
  { town: 'Henrietta', state: 'TX', zip: '76365', latitude: 33.8173, longitude: -98.1953 },
  { town: 'Graham', state: 'TX', zip: '76450', latitude: 33.1071, longitude: -98.5895 },
  { town: 'Jacksboro', state: 'TX', zip: '76458', latitude: 33.2184, longitude: -98.1587 },
  { town: 'Vernon', state: 'TX', zip: '76384', latitude: 34.1554, longitude: -99.2663 },
  { town: 'Nocona', state: 'TX', zip: '76255', latitude: 33.7868, longitude: -97.7259 },
  { town: 'Sanger', state: 'TX', zip: '76266', latitude: 33.3632, longitude: -97.1739 },
  { town: 'Krum', state: 'TX', zip: '76249', latitude: 33.2615, longitude: -97.2381 },
  { town: 'Burkburnett', state: 'TX', zip: '76354', latitude: 34.0979, longitude: -98.5706 },
  { town: 'Electra', state: 'TX', zip: '76360', latitude: 34.0293, longitude: -98.919 },
  { town: 'Olney', state: 'TX', zip: '76374', latitude: 33.3707, longitude: -98.7528 },
  { town: 'Muenster', state: 'TX', zip: '76252', latitude: 33.6518, longitude: -97.3764 },
  { town: 'Archer City', state: 'TX', zip: '76351', latitude: 33.5957, longitude: -98.6256 },
  { town: 'Seymour', state: 'TX', zip: '76380', latitude: 33.5943, longitude: -99.2604 },
  { town: 'Bridgeport', state: 'TX', zip: '76426', latitude: 33.2101, longitude: -97.7548 },
];

const TOWNS_TX_WEST: readonly DemoTown[] = [
  { town: 'Midland', state: 'TX', zip: '79701', latitude: 31.9974, longitude: -102.0779 },
  { town: 'Odessa', state: 'TX', zip: '79761', latitude: 31.8457, longitude: -102.3676 },
  { town: 'Big Spring', state: 'TX', zip: '79720', latitude: 32.2504, longitude: -101.4787 },
  { town: 'Andrews', state: 'TX', zip: '79714', latitude: 32.3187, longitude: -102.5457 },
  { town: 'Monahans', state: 'TX', zip: '79756', latitude: 31.5943, longitude: -102.8927 },
  { town: 'Pecos', state: 'TX', zip: '79772', latitude: 31.4229, longitude: -103.4932 },
  { town: 'Kermit', state: 'TX', zip: '79745', latitude: 31.8576, longitude: -103.0927 },
  { town: 'Seminole', state: 'TX', zip: '79360', latitude: 32.719, longitude: -102.6449 },
  { town: 'Lamesa', state: 'TX', zip: '79331', latitude: 32.7376, longitude: -101.951 },
  { town: 'Stanton', state: 'TX', zip: '79782', latitude: 32.1293, longitude: -101.7885 },
  { town: 'Crane', state: 'TX', zip: '79731', latitude: 31.3974, longitude: -102.3501 },
  { town: 'Fort Stockton', state: 'TX', zip: '79735', latitude: 30.894, longitude: -102.8793 },
  { town: 'Snyder', state: 'TX', zip: '79549', latitude: 32.7179, longitude: -100.9176 },
  { town: 'Colorado City', state: 'TX', zip: '79512', latitude: 32.3882, longitude: -100.8646 },
  { town: 'Sweetwater', state: 'TX', zip: '79556', latitude: 32.471, longitude: -100.4059 },
  { town: 'Post', state: 'TX', zip: '79356', latitude: 33.1912, longitude: -101.379 },
  { town: 'Rankin', state: 'TX', zip: '79778', latitude: 31.2227, longitude: -101.9379 },
  { town: 'Garden City', state: 'TX', zip: '79739', latitude: 31.864, longitude: -101.4812 },
];

const TOWNS_OK: readonly DemoTown[] = [
  { town: 'Enid', state: 'OK', zip: '73701', latitude: 36.3956, longitude: -97.8784 },
  { town: 'Stillwater', state: 'OK', zip: '74074', latitude: 36.1156, longitude: -97.0584 },
  { town: 'Guthrie', state: 'OK', zip: '73044', latitude: 35.8789, longitude: -97.4253 },
  { town: 'Kingfisher', state: 'OK', zip: '73750', latitude: 35.8614, longitude: -97.9317 },
  { town: 'El Reno', state: 'OK', zip: '73036', latitude: 35.5323, longitude: -97.955 },
  { town: 'Chickasha', state: 'OK', zip: '73018', latitude: 35.0526, longitude: -97.9364 },
  { town: 'Duncan', state: 'OK', zip: '73533', latitude: 34.5023, longitude: -97.9578 },
  { town: 'Lawton', state: 'OK', zip: '73501', latitude: 34.6087, longitude: -98.3903 },
  { town: 'Ardmore', state: 'OK', zip: '73401', latitude: 34.1743, longitude: -97.1436 },
  { town: 'Ponca City', state: 'OK', zip: '74601', latitude: 36.707, longitude: -97.0856 },
  { town: 'Perry', state: 'OK', zip: '73077', latitude: 36.2895, longitude: -97.2881 },
  { town: 'Shawnee', state: 'OK', zip: '74801', latitude: 35.3273, longitude: -96.9253 },
  { town: 'Norman', state: 'OK', zip: '73069', latitude: 35.2226, longitude: -97.4395 },
  { town: 'Yukon', state: 'OK', zip: '73099', latitude: 35.5067, longitude: -97.7625 },
  { town: 'Woodward', state: 'OK', zip: '73801', latitude: 36.4337, longitude: -99.3904 },
  { town: 'Alva', state: 'OK', zip: '73717', latitude: 36.805, longitude: -98.6672 },
  { town: 'Okarche', state: 'OK', zip: '73762', latitude: 35.7259, longitude: -97.9764 },
  { town: 'Hennessey', state: 'OK', zip: '73742', latitude: 36.1092, longitude: -97.8987 },
  { town: 'Blackwell', state: 'OK', zip: '74631', latitude: 36.8045, longitude: -97.2828 },
  { town: 'Watonga', state: 'OK', zip: '73772', latitude: 35.8448, longitude: -98.4131 },
  { town: 'Pauls Valley', state: 'OK', zip: '73075', latitude: 34.7401, longitude: -97.2223 },
];

const TOWNS_TX_CENTRAL: readonly DemoTown[] = [
  { town: 'Waco', state: 'TX', zip: '76701', latitude: 31.5493, longitude: -97.1467 },
  { town: 'Temple', state: 'TX', zip: '76501', latitude: 31.0982, longitude: -97.3428 },
  { town: 'Killeen', state: 'TX', zip: '76541', latitude: 31.1171, longitude: -97.7278 },
  { town: 'Hillsboro', state: 'TX', zip: '76645', latitude: 32.011, longitude: -97.13 },
  { town: 'Cleburne', state: 'TX', zip: '76031', latitude: 32.3476, longitude: -97.3867 },
  { town: 'Stephenville', state: 'TX', zip: '76401', latitude: 32.2207, longitude: -98.2023 },
  { town: 'Brownwood', state: 'TX', zip: '76801', latitude: 31.7093, longitude: -98.9912 },
  { town: 'Gatesville', state: 'TX', zip: '76528', latitude: 31.4352, longitude: -97.7439 },
  { town: 'Belton', state: 'TX', zip: '76513', latitude: 31.056, longitude: -97.4644 },
  { town: 'Lampasas', state: 'TX', zip: '76550', latitude: 31.0638, longitude: -98.1817 },
  { town: 'Marlin', state: 'TX', zip: '76661', latitude: 31.3063, longitude: -96.898 },
  { town: 'Mexia', state: 'TX', zip: '76667', latitude: 31.6799, longitude: -96.4822 },
  { town: 'Corsicana', state: 'TX', zip: '75110', latitude: 32.0954, longitude: -96.4689 },
  { town: 'Georgetown', state: 'TX', zip: '78626', latitude: 30.6327, longitude: -97.6772 },
  { town: 'West', state: 'TX', zip: '76691', latitude: 31.8024, longitude: -97.0917 },
  { town: 'Clifton', state: 'TX', zip: '76634', latitude: 31.7824, longitude: -97.5767 },
  { town: 'Hamilton', state: 'TX', zip: '76531', latitude: 31.7038, longitude: -98.1239 },
  { town: 'Meridian', state: 'TX', zip: '76665', latitude: 31.9232, longitude: -97.6567 },
  { town: 'Whitney', state: 'TX', zip: '76692', latitude: 31.9518, longitude: -97.3214 },
];

const TOWNS_CA_SOUTH: readonly DemoTown[] = [
  { town: 'Ontario', state: 'CA', zip: '91764', latitude: 34.0633, longitude: -117.6509 },
  { town: 'Riverside', state: 'CA', zip: '92501', latitude: 33.9534, longitude: -117.3962 },
  { town: 'Fontana', state: 'CA', zip: '92335', latitude: 34.0922, longitude: -117.4351 },
  { town: 'San Bernardino', state: 'CA', zip: '92401', latitude: 34.1083, longitude: -117.2898 },
  { town: 'Corona', state: 'CA', zip: '92882', latitude: 33.8753, longitude: -117.5664 },
  { town: 'Temecula', state: 'CA', zip: '92590', latitude: 33.4936, longitude: -117.1484 },
  { town: 'Redlands', state: 'CA', zip: '92373', latitude: 34.0556, longitude: -117.1825 },
  { town: 'Victorville', state: 'CA', zip: '92392', latitude: 34.5361, longitude: -117.2912 },
  { town: 'Hesperia', state: 'CA', zip: '92345', latitude: 34.4264, longitude: -117.3009 },
  { town: 'Palm Springs', state: 'CA', zip: '92262', latitude: 33.8303, longitude: -116.5453 },
  { town: 'Indio', state: 'CA', zip: '92201', latitude: 33.7207, longitude: -116.2168 },
  { town: 'Rancho Cucamonga', state: 'CA', zip: '91730', latitude: 34.1064, longitude: -117.5931 },
  { town: 'Pomona', state: 'CA', zip: '91766', latitude: 34.0553, longitude: -117.7523 },
  { town: 'Chino', state: 'CA', zip: '91710', latitude: 34.0122, longitude: -117.6889 },
  { town: 'Murrieta', state: 'CA', zip: '92562', latitude: 33.5539, longitude: -117.2139 },
  { town: 'Hemet', state: 'CA', zip: '92543', latitude: 33.7476, longitude: -116.9731 },
  { town: 'Banning', state: 'CA', zip: '92220', latitude: 33.9256, longitude: -116.8764 },
  { town: 'Barstow', state: 'CA', zip: '92311', latitude: 34.8986, longitude: -117.0228 },
  { town: 'Perris', state: 'CA', zip: '92570', latitude: 33.7825, longitude: -117.2287 },
  { town: 'Rialto', state: 'CA', zip: '92376', latitude: 34.1064, longitude: -117.3703 },
  { town: 'Upland', state: 'CA', zip: '91786', latitude: 34.0975, longitude: -117.6484 },
];

const TOWNS_CA_VALLEY: readonly DemoTown[] = [
  { town: 'Fresno', state: 'CA', zip: '93721', latitude: 36.7477, longitude: -119.7724 },
  { town: 'Bakersfield', state: 'CA', zip: '93301', latitude: 35.3733, longitude: -119.0187 },
  { town: 'Visalia', state: 'CA', zip: '93291', latitude: 36.3302, longitude: -119.2921 },
  { town: 'Modesto', state: 'CA', zip: '95354', latitude: 37.6391, longitude: -120.9969 },
  { town: 'Merced', state: 'CA', zip: '95340', latitude: 37.3022, longitude: -120.483 },
  { town: 'Stockton', state: 'CA', zip: '95202', latitude: 37.9577, longitude: -121.2908 },
  { town: 'Tulare', state: 'CA', zip: '93274', latitude: 36.2077, longitude: -119.3473 },
  { town: 'Hanford', state: 'CA', zip: '93230', latitude: 36.3274, longitude: -119.6457 },
  { town: 'Madera', state: 'CA', zip: '93637', latitude: 36.9613, longitude: -120.0607 },
  { town: 'Turlock', state: 'CA', zip: '95380', latitude: 37.4947, longitude: -120.8466 },
  { town: 'Delano', state: 'CA', zip: '93215', latitude: 35.7688, longitude: -119.2471 },
  { town: 'Porterville', state: 'CA', zip: '93257', latitude: 36.0652, longitude: -119.0168 },
  { town: 'Lodi', state: 'CA', zip: '95240', latitude: 38.1302, longitude: -121.2725 },
  { town: 'Clovis', state: 'CA', zip: '93612', latitude: 36.8252, longitude: -119.7029 },
  { town: 'Selma', state: 'CA', zip: '93662', latitude: 36.5708, longitude: -119.6121 },
  { town: 'Reedley', state: 'CA', zip: '93654', latitude: 36.5963, longitude: -119.4504 },
  { town: 'Los Banos', state: 'CA', zip: '93635', latitude: 37.0583, longitude: -120.8499 },
  { town: 'Manteca', state: 'CA', zip: '95336', latitude: 37.7974, longitude: -121.216 },
  { town: 'Shafter', state: 'CA', zip: '93263', latitude: 35.5005, longitude: -119.2718 },
];

const TOWNS_AZ: readonly DemoTown[] = [
  { town: 'Phoenix', state: 'AZ', zip: '85004', latitude: 33.4484, longitude: -112.074 },
  { town: 'Mesa', state: 'AZ', zip: '85201', latitude: 33.4223, longitude: -111.8226 },
  { town: 'Tempe', state: 'AZ', zip: '85281', latitude: 33.4148, longitude: -111.9093 },
  { town: 'Chandler', state: 'AZ', zip: '85225', latitude: 33.3062, longitude: -111.8413 },
  { town: 'Gilbert', state: 'AZ', zip: '85234', latitude: 33.3528, longitude: -111.789 },
  { town: 'Glendale', state: 'AZ', zip: '85301', latitude: 33.5386, longitude: -112.186 },
  { town: 'Scottsdale', state: 'AZ', zip: '85251', latitude: 33.5092, longitude: -111.899 },
  { town: 'Peoria', state: 'AZ', zip: '85345', latitude: 33.5806, longitude: -112.2374 },
  { town: 'Tucson', state: 'AZ', zip: '85701', latitude: 32.2217, longitude: -110.9265 },
  { town: 'Casa Grande', state: 'AZ', zip: '85122', latitude: 32.8795, longitude: -111.7574 },
  { town: 'Flagstaff', state: 'AZ', zip: '86001', latitude: 35.1981, longitude: -111.6513 },
  { town: 'Prescott', state: 'AZ', zip: '86301', latitude: 34.54, longitude: -112.4685 },
  { town: 'Yuma', state: 'AZ', zip: '85364', latitude: 32.7253, longitude: -114.6244 },
  { town: 'Kingman', state: 'AZ', zip: '86401', latitude: 35.1894, longitude: -114.053 },
  { town: 'Buckeye', state: 'AZ', zip: '85326', latitude: 33.3703, longitude: -112.5838 },
  { town: 'Goodyear', state: 'AZ', zip: '85338', latitude: 33.4353, longitude: -112.3582 },
  { town: 'Avondale', state: 'AZ', zip: '85323', latitude: 33.4356, longitude: -112.3496 },
  { town: 'Marana', state: 'AZ', zip: '85653', latitude: 32.4367, longitude: -111.2254 },
  { town: 'Sierra Vista', state: 'AZ', zip: '85635', latitude: 31.5545, longitude: -110.3037 },
  { town: 'Payson', state: 'AZ', zip: '85541', latitude: 34.2309, longitude: -111.3251 },
  { town: 'Florence', state: 'AZ', zip: '85132', latitude: 33.0314, longitude: -111.3873 },
  { town: 'Maricopa', state: 'AZ', zip: '85138', latitude: 33.0581, longitude: -112.0476 },
];

const TOWNS_NV: readonly DemoTown[] = [
  { town: 'Las Vegas', state: 'NV', zip: '89101', latitude: 36.175, longitude: -115.1372 },
  { town: 'Henderson', state: 'NV', zip: '89015', latitude: 36.0397, longitude: -114.9819 },
  { town: 'North Las Vegas', state: 'NV', zip: '89030', latitude: 36.1989, longitude: -115.1175 },
  { town: 'Boulder City', state: 'NV', zip: '89005', latitude: 35.9786, longitude: -114.8325 },
  { town: 'Pahrump', state: 'NV', zip: '89048', latitude: 36.2083, longitude: -115.9839 },
  { town: 'Mesquite', state: 'NV', zip: '89027', latitude: 36.8055, longitude: -114.0672 },
  { town: 'Reno', state: 'NV', zip: '89501', latitude: 39.5296, longitude: -119.8138 },
  { town: 'Sparks', state: 'NV', zip: '89431', latitude: 39.5349, longitude: -119.7527 },
  { town: 'Carson City', state: 'NV', zip: '89701', latitude: 39.1638, longitude: -119.7674 },
  { town: 'Fernley', state: 'NV', zip: '89408', latitude: 39.608, longitude: -119.2518 },
  { town: 'Elko', state: 'NV', zip: '89801', latitude: 40.8324, longitude: -115.7631 },
  { town: 'Winnemucca', state: 'NV', zip: '89445', latitude: 40.973, longitude: -117.7357 },
  { town: 'Fallon', state: 'NV', zip: '89406', latitude: 39.4735, longitude: -118.7774 },
  { town: 'Gardnerville', state: 'NV', zip: '89410', latitude: 38.9413, longitude: -119.7496 },
  { town: 'Dayton', state: 'NV', zip: '89403', latitude: 39.2371, longitude: -119.593 },
  { town: 'Ely', state: 'NV', zip: '89301', latitude: 39.2474, longitude: -114.8886 },
  { town: 'Hawthorne', state: 'NV', zip: '89415', latitude: 38.5246, longitude: -118.6246 },
];

// ---- products ----

export type DemoCompanyKey = 'lube' | 'propane' | 'fuel';

/** In the order of the login page's company dropdown. */
export const DEMO_COMPANY_KEYS: readonly DemoCompanyKey[] = ['lube', 'propane', 'fuel'];

export interface DemoProductClass {
  name: string;
  /** Fraction of capacity a tank of this class may be filled to (spec 001 §3.3 ProductClass). */
  defaultMaxFillPercent: number;
  /**
   * Fraction of capacity that fill analysis treats as a complete fill: a delivery that leaves the
   * tank at or above it counts as "filled to max". The spec names the field but not its meaning
   * (spec 001 §3.3); this is our reading, a little under the max fill so a driver's normal
   * shortfall still counts.
   */
  fillAnalysisMaxCapacity: number;
}

export const DEMO_PRODUCT_CLASSES: readonly DemoProductClass[] = [
  { name: 'Propane', defaultMaxFillPercent: 0.8, fillAnalysisMaxCapacity: 0.78 },
  { name: 'Heating Oil', defaultMaxFillPercent: 0.9, fillAnalysisMaxCapacity: 0.88 },
  { name: 'Diesel', defaultMaxFillPercent: 0.9, fillAnalysisMaxCapacity: 0.88 },
  { name: 'Gasoline', defaultMaxFillPercent: 0.9, fillAnalysisMaxCapacity: 0.88 },
  { name: 'Motor Oil', defaultMaxFillPercent: 0.95, fillAnalysisMaxCapacity: 0.92 },
  { name: 'Hydraulic Fluid', defaultMaxFillPercent: 0.95, fillAnalysisMaxCapacity: 0.92 },
  { name: 'Transmission Fluid', defaultMaxFillPercent: 0.95, fillAnalysisMaxCapacity: 0.92 },
  { name: 'Gear Oil', defaultMaxFillPercent: 0.95, fillAnalysisMaxCapacity: 0.92 },
  { name: 'Antifreeze', defaultMaxFillPercent: 0.95, fillAnalysisMaxCapacity: 0.92 },
  { name: 'DEF', defaultMaxFillPercent: 0.9, fillAnalysisMaxCapacity: 0.88 },
  { name: 'Washer Fluid', defaultMaxFillPercent: 0.95, fillAnalysisMaxCapacity: 0.92 },
  { name: 'Used Oil', defaultMaxFillPercent: 0.9, fillAnalysisMaxCapacity: 0.88 },
];

export interface DemoProduct {
  sku: string;
  name: string;
  /** Specific gravity (water = 1). */
  density: number;
  /** Fraction of capacity. */
  defaultMaxFillPercent: number;
  /** A DEMO_PRODUCT_CLASSES name. */
  className: string;
}

export const DEMO_PRODUCTS: Readonly<Record<DemoCompanyKey, readonly DemoProduct[]>> = {
  propane: [
    { sku: 'LPG-HD5', name: 'Propane HD-5', density: 0.51, defaultMaxFillPercent: 0.8, className: 'Propane' },
    { sku: 'HO-2', name: 'No. 2 Heating Oil', density: 0.87, defaultMaxFillPercent: 0.9, className: 'Heating Oil' },
    { sku: 'DSL-DYED', name: 'Dyed Off-Road Diesel', density: 0.85, defaultMaxFillPercent: 0.9, className: 'Diesel' },
  ],
  fuel: [
    { sku: 'ULSD-2', name: 'Ultra-Low Sulfur Diesel #2', density: 0.85, defaultMaxFillPercent: 0.9, className: 'Diesel' },
    { sku: 'DSL-DYED', name: 'Dyed Off-Road Diesel', density: 0.85, defaultMaxFillPercent: 0.9, className: 'Diesel' },
    { sku: 'RUL-87', name: 'Regular Unleaded 87 (E10)', density: 0.74, defaultMaxFillPercent: 0.9, className: 'Gasoline' },
    { sku: 'PUL-93', name: 'Premium Unleaded 93 (E10)', density: 0.75, defaultMaxFillPercent: 0.9, className: 'Gasoline' },
    { sku: 'DEF', name: 'Diesel Exhaust Fluid', density: 1.09, defaultMaxFillPercent: 0.9, className: 'DEF' },
  ],
  lube: [
    { sku: 'MO-0W20-FS', name: 'SAE 0W-20 Full Synthetic Motor Oil', density: 0.85, defaultMaxFillPercent: 0.95, className: 'Motor Oil' },
    { sku: 'MO-5W30-SB', name: 'SAE 5W-30 Synthetic Blend Motor Oil', density: 0.86, defaultMaxFillPercent: 0.95, className: 'Motor Oil' },
    {
      sku: 'MO-15W40-HD',
      name: 'SAE 15W-40 Heavy Duty Diesel Engine Oil',
      density: 0.88,
      defaultMaxFillPercent: 0.95,
      className: 'Motor Oil',
    },
    { sku: 'HYD-AW46', name: 'AW 46 Hydraulic Oil', density: 0.87, defaultMaxFillPercent: 0.95, className: 'Hydraulic Fluid' },
    { sku: 'HYD-AW68', name: 'AW 68 Hydraulic Oil', density: 0.88, defaultMaxFillPercent: 0.95, className: 'Hydraulic Fluid' },
    {
      sku: 'ATF-MV',
      name: 'Multi-Vehicle Automatic Transmission Fluid',
      density: 0.85,
      defaultMaxFillPercent: 0.95,
      className: 'Transmission Fluid',
    },
    { sku: 'GO-80W90', name: 'SAE 80W-90 Gear Oil', density: 0.89, defaultMaxFillPercent: 0.95, className: 'Gear Oil' },
    { sku: 'AF-CONC', name: 'Antifreeze/Coolant Concentrate', density: 1.11, defaultMaxFillPercent: 0.95, className: 'Antifreeze' },
    {
      sku: 'AF-ELC-5050',
      name: 'Extended Life Coolant 50/50 Prediluted',
      density: 1.07,
      defaultMaxFillPercent: 0.95,
      className: 'Antifreeze',
    },
    { sku: 'DEF', name: 'Diesel Exhaust Fluid', density: 1.09, defaultMaxFillPercent: 0.9, className: 'DEF' },
    { sku: 'WWF', name: 'Windshield Washer Fluid', density: 0.98, defaultMaxFillPercent: 0.95, className: 'Washer Fluid' },
    { sku: 'USED-OIL', name: 'Used Oil', density: 0.9, defaultMaxFillPercent: 0.9, className: 'Used Oil' },
  ],
};

// ---- tanks ----

/** Tank type keys as domain/src/tanks/tank-geometry.ts TANK_TYPES spells them (totes are Tote275 and
 * Tote330 there). */
export type DemoTankTypeKey =
  | 'HorizontalCylinder'
  | 'VerticalCylinder'
  | 'Rectangle'
  | 'Oval'
  | 'VerticalOval'
  | 'HorizontalOval'
  | 'ConeBottom'
  | 'CappedHorizontalCylinder'
  | 'HorizontalPropane'
  | 'Tote275'
  | 'Tote330';

/** Inches; angle in degrees from horizontal. */
export interface DemoTankDims {
  length?: number;
  width?: number;
  height?: number;
  coneHeight?: number;
  angle?: number;
  cylinderCap?: number;
}

export interface DemoTankTemplate {
  /** A DEMO_PRODUCTS sku of the same company. */
  productSku: string;
  label: string;
  tankTypeKey: DemoTankTypeKey;
  dims: DemoTankDims;
  /** The size the tank is sold as; its dimensions give a volume within 10% of it. */
  nominalGallons: number;
  /** The distributor's own bulk storage (spec 001 §3.3 Tank isBulk). */
  isBulk?: boolean;
  /** A tank that collects product for recycling, such as used oil (Tank isReclamation). */
  isReclamation?: boolean;
}

/** A tank a kind of site may have: `required` tanks are always there; the rest are drawn by
 * weight, each at most maxPerSite times (default 1). See pickSiteTanks. */
export interface DemoSiteTankOption extends DemoTankTemplate {
  weight: number;
  maxPerSite?: number;
  required?: boolean;
}

const option = (
  template: DemoTankTemplate,
  weight: number,
  extra: { maxPerSite?: number; required?: boolean } = {},
): DemoSiteTankOption => ({ ...template, weight, ...extra });

// Residential and farm propane tanks: hemispherical heads (cylinderCap = radius), length overall.
const PROPANE_120: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '120 gal Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 68, height: 24, cylinderCap: 12 },
  nominalGallons: 120,
};
const PROPANE_250: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '250 gal Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 92, height: 30, cylinderCap: 15 },
  nominalGallons: 250,
};
const PROPANE_500: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '500 gal Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 120, height: 37.5, cylinderCap: 18.75 },
  nominalGallons: 500,
};
const PROPANE_1000: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '1,000 gal Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 190, height: 41, cylinderCap: 20.5 },
  nominalGallons: 1000,
};
const PROPANE_2000: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '2,000 gal Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 290, height: 46, cylinderCap: 23 },
  nominalGallons: 2000,
};
const PROPANE_BULK_18K: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '18,000 gal Bulk Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 492, height: 108, cylinderCap: 54 },
  nominalGallons: 18000,
  isBulk: true,
};
const PROPANE_BULK_30K: DemoTankTemplate = {
  productSku: 'LPG-HD5',
  label: '30,000 gal Bulk Propane',
  tankTypeKey: 'HorizontalPropane',
  dims: { length: 652, height: 120, cylinderCap: 60 },
  nominalGallons: 30000,
  isBulk: true,
};

// Basement and garage heating-oil tanks: the 275 is 27 in wide, 44 in tall, 60 in long.
const HEATING_OIL_275: DemoTankTemplate = {
  productSku: 'HO-2',
  label: '275 gal Heating Oil',
  tankTypeKey: 'Oval',
  dims: { length: 60, width: 27, height: 44 },
  nominalGallons: 275,
};
const HEATING_OIL_275_FLAT: DemoTankTemplate = {
  productSku: 'HO-2',
  label: '275 gal Heating Oil (horizontal)',
  tankTypeKey: 'HorizontalOval',
  dims: { length: 60, width: 44, height: 27 },
  nominalGallons: 275,
};
const HEATING_OIL_330: DemoTankTemplate = {
  productSku: 'HO-2',
  label: '330 gal Heating Oil',
  tankTypeKey: 'Oval',
  dims: { length: 72, width: 27, height: 44 },
  nominalGallons: 330,
};

/** 10000 -> '10,000'. */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// Above-ground skid and saddle tanks.
const farmDiesel = (sku: string, gallons: number, length: number, diameter: number, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `${thousands(gallons)} gal ${what}`,
  tankTypeKey: 'HorizontalCylinder',
  dims: { length, height: diameter },
  nominalGallons: gallons,
});
const DYED_500 = farmDiesel('DSL-DYED', 500, 64, 48, 'Off-Road Diesel');
const DYED_1000 = farmDiesel('DSL-DYED', 1000, 128, 48, 'Off-Road Diesel');
const GAS_AST_300 = farmDiesel('RUL-87', 300, 62, 38, 'Gasoline');
const GAS_AST_500 = farmDiesel('RUL-87', 500, 64, 48, 'Gasoline');
const GAS_AST_1000 = farmDiesel('RUL-87', 1000, 128, 48, 'Gasoline');
const DIESEL_AST_1000 = farmDiesel('ULSD-2', 1000, 128, 48, 'Diesel');
const DIESEL_AST_2000 = farmDiesel('ULSD-2', 2000, 144, 64, 'Diesel');
const DIESEL_AST_4000 = farmDiesel('ULSD-2', 4000, 128, 96, 'Diesel');
const DIESEL_AST_10000 = farmDiesel('ULSD-2', 10000, 204, 120, 'Diesel');

// Station underground storage tanks: 8 ft diameter up to 12,000 gal, 10 ft above.
const ust = (sku: string, gallons: number, length: number, diameter: number, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `${thousands(gallons)} gal ${what} UST`,
  tankTypeKey: 'HorizontalCylinder',
  dims: { length, height: diameter },
  nominalGallons: gallons,
});
const UST_REGULAR_10K = ust('RUL-87', 10000, 320, 96, 'Regular');
const UST_REGULAR_12K = ust('RUL-87', 12000, 384, 96, 'Regular');
const UST_REGULAR_15K = ust('RUL-87', 15000, 306, 120, 'Regular');
const UST_PREMIUM_8K = ust('PUL-93', 8000, 256, 96, 'Premium');
const UST_PREMIUM_10K = ust('PUL-93', 10000, 320, 96, 'Premium');
const UST_DIESEL_10K = ust('ULSD-2', 10000, 320, 96, 'Diesel');
const UST_DIESEL_20K = ust('ULSD-2', 20000, 408, 120, 'Diesel');
const UST_DYED_8K = ust('DSL-DYED', 8000, 256, 96, 'Off-Road Diesel');

// Standby generators: a sub-base tank under the set.
const GENERATOR_SUBBASE_660: DemoTankTemplate = {
  productSku: 'ULSD-2',
  label: '660 gal Generator Sub-base',
  tankTypeKey: 'Rectangle',
  dims: { length: 120, width: 48, height: 26.5 },
  nominalGallons: 660,
};
const GENERATOR_SUBBASE_2000: DemoTankTemplate = {
  productSku: 'ULSD-2',
  label: '2,000 gal Generator Sub-base',
  tankTypeKey: 'Rectangle',
  dims: { length: 200, width: 60, height: 39 },
  nominalGallons: 2000,
};

// Totes: the dimensions are the inner bottle (the cage is 48 x 40 x 46 in for the 275 and
// 48 x 40 x 53 in for the 330).
const tote = (sku: string, gallons: 275 | 330, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `${gallons} gal ${what} Tote`,
  tankTypeKey: gallons === 275 ? 'Tote275' : 'Tote330',
  dims: { length: 44, width: 38, height: gallons === 275 ? 38 : 46 },
  nominalGallons: gallons,
});

// DEF cone-bottom tanks: a 30 degree cone that comes to a point under the cylinder; height is
// the total height.
const DEF_CONE_550: DemoTankTemplate = {
  productSku: 'DEF',
  label: '550 gal DEF Cone Bottom',
  tankTypeKey: 'ConeBottom',
  dims: { width: 48, height: 80, coneHeight: 13.9, angle: 30 },
  nominalGallons: 550,
};
const DEF_CONE_1000: DemoTankTemplate = {
  productSku: 'DEF',
  label: '1,000 gal DEF Cone Bottom',
  tankTypeKey: 'ConeBottom',
  dims: { width: 64, height: 84.5, coneHeight: 18.5, angle: 30 },
  nominalGallons: 1000,
};

// Lube bulk tanks.
const lubeRect500 = (sku: string, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `500 gal ${what}`,
  tankTypeKey: 'Rectangle',
  dims: { length: 48, width: 36, height: 67 },
  nominalGallons: 500,
});
const lubeRect1000 = (sku: string, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `1,000 gal ${what}`,
  tankTypeKey: 'Rectangle',
  dims: { length: 72, width: 48, height: 67 },
  nominalGallons: 1000,
});
const lubeVertical500 = (sku: string, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `500 gal ${what}`,
  tankTypeKey: 'VerticalCylinder',
  dims: { width: 48, height: 64 },
  nominalGallons: 500,
});
const lubeVertical1000 = (sku: string, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `1,000 gal ${what}`,
  tankTypeKey: 'VerticalCylinder',
  dims: { width: 64, height: 72 },
  nominalGallons: 1000,
});
const lubeCapped1000 = (sku: string, what: string): DemoTankTemplate => ({
  productSku: sku,
  label: `1,000 gal ${what}`,
  tankTypeKey: 'CappedHorizontalCylinder',
  dims: { length: 132, height: 48, cylinderCap: 6 },
  nominalGallons: 1000,
});

const USED_OIL_275: DemoTankTemplate = {
  productSku: 'USED-OIL',
  label: 'Used Oil 275 gal',
  tankTypeKey: 'Oval',
  dims: { length: 60, width: 27, height: 44 },
  nominalGallons: 275,
  isReclamation: true,
};
const USED_OIL_500: DemoTankTemplate = {
  productSku: 'USED-OIL',
  label: 'Used Oil 500 gal',
  tankTypeKey: 'Rectangle',
  dims: { length: 48, width: 36, height: 67 },
  nominalGallons: 500,
  isReclamation: true,
};
const USED_OIL_1000: DemoTankTemplate = {
  productSku: 'USED-OIL',
  label: 'Used Oil 1,000 gal',
  tankTypeKey: 'VerticalCylinder',
  dims: { width: 64, height: 72 },
  nominalGallons: 1000,
  isReclamation: true,
};
const WASHER_FLUID_240: DemoTankTemplate = {
  productSku: 'WWF',
  label: '240 gal Washer Fluid',
  tankTypeKey: 'VerticalOval',
  dims: { length: 48, width: 30, height: 44.5 },
  nominalGallons: 240,
};

// ---- kinds of customer site ----

/**
 * A kind of site a distributor serves. Name patterns use {last} (a LAST_NAMES name), {first}
 * (a FIRST_NAMES name), {town} (the site's town), {brand} (a STATION_BRANDS name) and {n} (a store
 * number); makeSiteName fills them. A site has minTanks..maxTanks tanks drawn from `tanks` by
 * pickSiteTanks.
 */
export interface DemoCustomerKind {
  key: string;
  label: string;
  /** Relative share of the company's sites. */
  weight: number;
  namePatterns: readonly string[];
  minTanks: number;
  maxTanks: number;
  tanks: readonly DemoSiteTankOption[];
  /** One gateway serves the site's tanks: a tank gauge console (ATG) at a fuel station, a radio
   * gateway in a lube bay. Otherwise each tank has its own cellular monitor (a tote monitor on a
   * tote). */
  gateway?: 'atg' | 'radio';
  /** At most this many sites of the kind in one organisation. */
  maxPerOrganisation?: number;
}

/** Independent convenience-store names for fuel sites (invented, not real chains). */
export const STATION_BRANDS: readonly string[] = [
  'Kwik Stop',
  'Red River Express',
  'Lone Star Mart',
  'Prairie Stop',
  'Caprock Quick Stop',
  'Sooner Stop',
  'Red Dirt Fuel & Food',
  'Cross Timbers Corner',
  'Bluebonnet Express',
  'Mesquite Mart',
  'Pump N Pantry',
  'Texan Corner Store',
  'Hi-Plains Fuel Stop',
  'Jiffy Fill',
  'Twin Forks Market',
  'Brazos Stop & Go',
];

const PROPANE_KINDS: readonly DemoCustomerKind[] = [
  {
    key: 'residence',
    label: 'Residence',
    weight: 52,
    namePatterns: ['{last} Residence', '{last} Residence', '{first} {last}', '{last} Cabin', '{last} Lake Home'],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(PROPANE_500, 6), option(PROPANE_250, 3), option(PROPANE_120, 1), option(PROPANE_1000, 1)],
  },
  {
    key: 'oilResidence',
    label: 'Residence (heating oil)',
    weight: 8,
    namePatterns: ['{last} Residence', '{first} {last}'],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(HEATING_OIL_275, 8, { maxPerSite: 2 }), option(HEATING_OIL_275_FLAT, 1), option(HEATING_OIL_330, 1)],
  },
  {
    key: 'farm',
    label: 'Farm',
    weight: 14,
    namePatterns: ['{last} Family Farm', '{last} Dairy', '{last} Farms', '{last} Dairy LLC', '{last} Grain & Cattle', '{last} Hog Farm'],
    minTanks: 1,
    maxTanks: 4,
    tanks: [
      option(PROPANE_1000, 4, { maxPerSite: 2 }),
      option(PROPANE_500, 3),
      option(PROPANE_2000, 2),
      option(DYED_500, 2),
      option(DYED_1000, 1),
    ],
  },
  {
    key: 'resort',
    label: 'Resort',
    weight: 4,
    namePatterns: ["{last}'s Resort", '{town} Lodge & Cabins', '{last} Lake Cabins', "{last}'s Northwoods Lodge"],
    minTanks: 1,
    maxTanks: 3,
    tanks: [option(PROPANE_500, 3, { maxPerSite: 2 }), option(PROPANE_1000, 2, { maxPerSite: 2 }), option(PROPANE_250, 1)],
  },
  {
    key: 'restaurant',
    label: 'Restaurant',
    weight: 5,
    namePatterns: [
      "{last}'s Supper Club",
      '{town} Family Restaurant',
      "{first}'s Cafe",
      '{town} Diner',
      "{last}'s Bar & Grill",
      '{town} Pizza & Pub',
    ],
    minTanks: 1,
    maxTanks: 1,
    tanks: [option(PROPANE_500, 3), option(PROPANE_250, 2), option(PROPANE_1000, 1)],
  },
  {
    key: 'church',
    label: 'Church',
    weight: 4,
    namePatterns: [
      '{town} Lutheran Church',
      "Our Savior's Lutheran Church - {town}",
      "St. Mary's Catholic Church - {town}",
      'First Congregational Church of {town}',
      '{town} United Methodist Church',
      '{town} Bible Church',
    ],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(PROPANE_1000, 3), option(PROPANE_500, 2)],
  },
  {
    key: 'school',
    label: 'School',
    weight: 3,
    namePatterns: ['{town} Elementary School', '{town} Middle School', '{town} High School', '{town} Area School District Bus Garage'],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(PROPANE_1000, 3, { maxPerSite: 2 }), option(PROPANE_2000, 1)],
  },
  {
    key: 'greenhouse',
    label: 'Greenhouse',
    weight: 3,
    namePatterns: ['{last} Greenhouses', '{town} Garden Center', '{last} Nursery & Greenhouse', '{last} Gardens'],
    minTanks: 2,
    maxTanks: 4,
    tanks: [option(PROPANE_1000, 3, { maxPerSite: 3 }), option(PROPANE_2000, 2, { maxPerSite: 2 })],
  },
  {
    key: 'bulkPlant',
    label: 'Bulk plant',
    weight: 1,
    namePatterns: ['{town} Bulk Plant'],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(PROPANE_BULK_30K, 1, { required: true }), option(PROPANE_BULK_18K, 1)],
    maxPerOrganisation: 1,
  },
];

const FUEL_KINDS: readonly DemoCustomerKind[] = [
  {
    key: 'gasStation',
    label: 'Gas station',
    weight: 28,
    namePatterns: ['{brand} #{n}', '{brand} #{n}', '{town} {brand}', '{brand} Food Mart #{n}'],
    minTanks: 3,
    maxTanks: 4,
    tanks: [
      option(UST_REGULAR_12K, 1, { required: true }),
      option(UST_PREMIUM_8K, 3),
      option(UST_DIESEL_10K, 3),
      option(UST_REGULAR_10K, 1),
    ],
    gateway: 'atg',
  },
  {
    key: 'truckStop',
    label: 'Truck stop',
    weight: 5,
    namePatterns: ['{brand} Travel Plaza #{n}', '{town} Truck Stop', '{brand} Truck Stop #{n}'],
    minTanks: 3,
    maxTanks: 5,
    tanks: [
      option(UST_DIESEL_20K, 1, { required: true }),
      option(UST_REGULAR_15K, 1, { required: true }),
      option(UST_PREMIUM_10K, 2),
      option(DEF_CONE_1000, 3),
      option(UST_DYED_8K, 1),
    ],
    gateway: 'atg',
  },
  {
    key: 'fleetYard',
    label: 'Fleet yard',
    weight: 18,
    namePatterns: [
      '{last} Trucking',
      '{last} Transport LLC',
      '{town} Freight Lines',
      '{last} Oilfield Services',
      '{last} Hot Shot Services',
      '{last} Well Service',
      'City of {town} Fleet Yard',
    ],
    minTanks: 1,
    maxTanks: 3,
    tanks: [
      option(DIESEL_AST_2000, 3),
      option(DIESEL_AST_4000, 2),
      option(DIESEL_AST_10000, 1),
      option(DIESEL_AST_1000, 1),
      option(GAS_AST_1000, 2),
      option(tote('DEF', 330, 'DEF'), 2),
    ],
  },
  {
    key: 'constructionSite',
    label: 'Construction site',
    weight: 10,
    namePatterns: [
      '{last} Construction - {town}',
      '{last} Dirt Works',
      '{town} Paving Project',
      '{last} Excavating',
      '{last} Pipeline Constructors',
    ],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(DYED_500, 3), option(DYED_1000, 3), option(tote('DEF', 275, 'DEF'), 2)],
  },
  {
    key: 'farm',
    label: 'Farm or ranch',
    weight: 16,
    namePatterns: [
      '{last} Ranch',
      '{last} Farms',
      '{last} Cattle Co.',
      '{last} Family Farm',
      '{last} Wheat & Cattle',
      '{last} Peanut Farm',
    ],
    minTanks: 1,
    maxTanks: 3,
    tanks: [option(DYED_500, 3), option(DYED_1000, 3), option(GAS_AST_300, 2), option(GAS_AST_500, 1)],
  },
  {
    key: 'generatorBackup',
    label: 'Standby generator',
    weight: 6,
    namePatterns: [
      '{town} Regional Medical Center',
      '{town} Memorial Hospital',
      '{town} Data Center',
      '{town} Water Treatment Plant',
      '{town} County Courthouse',
      '{town} ISD Administration Building',
      '{town} 911 Dispatch Center',
    ],
    minTanks: 1,
    maxTanks: 2,
    tanks: [option(GENERATOR_SUBBASE_2000, 3), option(GENERATOR_SUBBASE_660, 3), option(DIESEL_AST_4000, 1)],
  },
];

const LUBE_KINDS: readonly DemoCustomerKind[] = [
  {
    key: 'carDealer',
    label: 'Car dealer',
    weight: 20,
    namePatterns: [
      '{town} Ford',
      '{town} Toyota',
      '{town} Chevrolet',
      '{town} Honda',
      '{town} Nissan',
      '{town} Chrysler Dodge Jeep Ram',
      '{town} Hyundai',
      '{town} Kia',
      '{town} Subaru',
      '{last} Ford',
      '{last} Chevrolet',
      '{last} Toyota of {town}',
    ],
    minTanks: 3,
    maxTanks: 6,
    tanks: [
      option(lubeRect500('MO-0W20-FS', '0W-20 Motor Oil'), 1, { required: true }),
      option(USED_OIL_500, 1, { required: true }),
      option(lubeRect500('MO-5W30-SB', '5W-30 Motor Oil'), 4),
      option(tote('ATF-MV', 275, 'ATF'), 3),
      option(tote('AF-ELC-5050', 275, 'Coolant'), 3),
      option(WASHER_FLUID_240, 2),
      option(tote('GO-80W90', 275, 'Gear Oil'), 1),
    ],
    gateway: 'radio',
  },
  {
    key: 'quickLube',
    label: 'Quick lube',
    weight: 22,
    namePatterns: ["{last}'s Quick Lube", '{town} Express Lube', "{last}'s Oil & Lube", '{town} 10-Minute Oil Change', '{last} Auto Care'],
    minTanks: 3,
    maxTanks: 5,
    tanks: [
      option(lubeRect500('MO-5W30-SB', '5W-30 Motor Oil'), 1, { required: true }),
      option(USED_OIL_500, 1, { required: true }),
      option(lubeVertical500('MO-0W20-FS', '0W-20 Motor Oil'), 4),
      option(tote('MO-15W40-HD', 330, '15W-40 Motor Oil'), 2),
      option(tote('ATF-MV', 275, 'ATF'), 2),
      option(tote('AF-ELC-5050', 275, 'Coolant'), 2),
      option(WASHER_FLUID_240, 1),
    ],
    gateway: 'radio',
  },
  {
    key: 'fleetGarage',
    label: 'Fleet garage',
    weight: 18,
    namePatterns: [
      '{last} Transportation',
      'City of {town} Fleet Services',
      '{town} Unified School District Transportation',
      '{last} Waste Services',
      '{last} Freight Lines Shop',
      '{town} Transit Maintenance',
    ],
    minTanks: 2,
    maxTanks: 5,
    tanks: [
      option(lubeVertical1000('MO-15W40-HD', '15W-40 Motor Oil'), 1, { required: true }),
      option(USED_OIL_1000, 3),
      option(tote('AF-ELC-5050', 330, 'Coolant'), 3),
      option(DEF_CONE_550, 3),
      option(tote('HYD-AW46', 330, 'AW 46 Hydraulic'), 2),
      option(tote('ATF-MV', 275, 'ATF'), 1),
    ],
  },
  {
    key: 'manufacturingPlant',
    label: 'Manufacturing plant',
    weight: 14,
    namePatterns: [
      '{last} Manufacturing',
      '{town} Precision Machining',
      '{last} Plastics',
      '{last} Metal Fabrication',
      '{last} Packaging',
      '{town} Tool & Die',
    ],
    minTanks: 2,
    maxTanks: 4,
    tanks: [
      option(lubeVertical1000('HYD-AW46', 'AW 46 Hydraulic'), 1, { required: true }),
      option(tote('HYD-AW68', 330, 'AW 68 Hydraulic'), 3),
      option(tote('GO-80W90', 275, 'Gear Oil'), 2),
      option(USED_OIL_500, 3),
      option(USED_OIL_275, 1),
    ],
  },
  {
    key: 'miningQuarry',
    label: 'Mine or quarry',
    weight: 8,
    namePatterns: ['{town} Aggregates', '{last} Sand & Gravel', '{last} Rock Products', '{town} Mine', '{last} Materials - {town} Quarry'],
    minTanks: 3,
    maxTanks: 6,
    tanks: [
      option(lubeCapped1000('MO-15W40-HD', '15W-40 Motor Oil'), 1, { required: true }),
      option(lubeRect1000('HYD-AW46', 'AW 46 Hydraulic'), 3),
      option(USED_OIL_1000, 3),
      option(tote('GO-80W90', 330, 'Gear Oil'), 2),
      option(tote('AF-CONC', 330, 'Antifreeze'), 2),
      option(DEF_CONE_1000, 2),
    ],
  },
];

// ---- companies ----

/** Keys of domain/src/time-zones.ts TIME_ZONES. */
export type DemoTimeZoneKey = 'Eastern' | 'Central' | 'Arizona' | 'Pacific';

export interface DemoOrganisation {
  key: string;
  name: string;
  timeZoneKey: DemoTimeZoneKey;
  /** The area codes local to the branch (pass to makePhone). */
  areaCodes: readonly string[];
  headAddress: DemoAddress;
  towns: readonly DemoTown[];
}

export interface DemoCompany {
  key: DemoCompanyKey;
  /** The login page's dropdown label. */
  name: string;
  /** The name the business trades under. */
  displayName: string;
  region: string;
  states: readonly UsState[];
  /** Reserved .example domain: demo mail must never reach a real mailbox. */
  emailDomain: string;
  phone: string;
  timeZoneKey: DemoTimeZoneKey;
  headOffice: DemoAddress;
  organisations: readonly DemoOrganisation[];
  customerKinds: readonly DemoCustomerKind[];
}

export const DEMO_COMPANIES: Readonly<Record<DemoCompanyKey, DemoCompany>> = {
  lube: {
    key: 'lube',
    name: 'Lube Distributor',
    displayName: 'Sun Country Lubricants, Inc.',
    region: 'Southern California, Arizona and Nevada',
    states: ['CA', 'AZ', 'NV'],
    emailDomain: 'suncountrylube.example',
    phone: '(909) 947-3300',
    timeZoneKey: 'Pacific',
    headOffice: { address1: '1650 E Francis St', city: 'Ontario', state: 'CA', zip: '91761', latitude: 34.0483, longitude: -117.624 },
    organisations: [
      {
        key: 'inlandEmpire',
        name: 'Inland Empire Branch',
        timeZoneKey: 'Pacific',
        areaCodes: ['909', '951', '760', '442'],
        headAddress: { address1: '13800 Santa Ana Ave', city: 'Fontana', state: 'CA', zip: '92337', latitude: 34.06, longitude: -117.457 },
        towns: TOWNS_CA_SOUTH,
      },
      {
        key: 'centralValley',
        name: 'Central Valley Branch',
        timeZoneKey: 'Pacific',
        areaCodes: ['559', '661', '209'],
        headAddress: { address1: '2600 S East Ave', city: 'Fresno', state: 'CA', zip: '93706', latitude: 36.715, longitude: -119.751 },
        towns: TOWNS_CA_VALLEY,
      },
      {
        key: 'arizona',
        name: 'Arizona Region',
        timeZoneKey: 'Arizona',
        areaCodes: ['602', '480', '623', '520', '928'],
        headAddress: { address1: '2450 W Buckeye Rd', city: 'Phoenix', state: 'AZ', zip: '85009', latitude: 33.4368, longitude: -112.113 },
        towns: TOWNS_AZ,
      },
      {
        key: 'nevada',
        name: 'Nevada Region',
        timeZoneKey: 'Pacific',
        areaCodes: ['702', '725', '775'],
        headAddress: {
          address1: '3750 W Sunset Rd',
          city: 'Las Vegas',
          state: 'NV',
          zip: '89118',
          latitude: 36.0714,
          longitude: -115.1932,
        },
        towns: TOWNS_NV,
      },
    ],
    customerKinds: LUBE_KINDS,
  },
  propane: {
    key: 'propane',
    name: 'Propane Distributor',
    displayName: 'Great Lakes Propane Co.',
    region: 'Upper Midwest: northern and central Wisconsin, central Minnesota and the Upper Peninsula of Michigan',
    states: ['WI', 'MN', 'MI'],
    emailDomain: 'greatlakespropane.example',
    phone: '(715) 848-4100',
    timeZoneKey: 'Central',
    headOffice: { address1: '4100 Stewart Ave', city: 'Wausau', state: 'WI', zip: '54401', latitude: 44.9583, longitude: -89.6912 },
    organisations: [
      {
        key: 'northernWisconsin',
        name: 'Northern Wisconsin Branch',
        timeZoneKey: 'Central',
        areaCodes: ['715'],
        headAddress: {
          address1: '2150 Lincoln St',
          city: 'Rhinelander',
          state: 'WI',
          zip: '54501',
          latitude: 45.6512,
          longitude: -89.4307,
        },
        towns: TOWNS_WI_NORTH,
      },
      {
        key: 'centralWisconsin',
        name: 'Central Wisconsin Branch',
        timeZoneKey: 'Central',
        areaCodes: ['715'],
        headAddress: {
          address1: '1601 N Central Ave',
          city: 'Marshfield',
          state: 'WI',
          zip: '54449',
          latitude: 44.6851,
          longitude: -90.1718,
        },
        towns: TOWNS_WI_CENTRAL,
      },
      {
        key: 'centralMinnesota',
        name: 'Central Minnesota Branch',
        timeZoneKey: 'Central',
        areaCodes: ['320', '218'],
        headAddress: { address1: '1301 Haven Rd', city: 'Little Falls', state: 'MN', zip: '56345', latitude: 45.9611, longitude: -94.3461 },
        towns: TOWNS_MN,
      },
      {
        key: 'upperPeninsula',
        name: 'Upper Peninsula Branch',
        // Escanaba keeps Eastern time; the Wisconsin-border counties (Menominee, Dickinson, Iron)
        // keep Central.
        timeZoneKey: 'Eastern',
        areaCodes: ['906'],
        headAddress: { address1: '2100 N Lincoln Rd', city: 'Escanaba', state: 'MI', zip: '49829', latitude: 45.7668, longitude: -87.0847 },
        towns: TOWNS_MI,
      },
    ],
    customerKinds: PROPANE_KINDS,
  },
  fuel: {
    key: 'fuel',
    name: 'Fuel Distributor',
    displayName: 'Red River Fuel Supply, LLC',
    region: 'North, Central and West Texas and Oklahoma',
    states: ['TX', 'OK'],
    emailDomain: 'redriverfuel.example',
    phone: '(940) 723-5500',
    timeZoneKey: 'Central',
    headOffice: { address1: '3100 Seymour Hwy', city: 'Wichita Falls', state: 'TX', zip: '76301', latitude: 33.8926, longitude: -98.5275 },
    organisations: [
      {
        key: 'northTexas',
        name: 'North Texas Region',
        timeZoneKey: 'Central',
        areaCodes: ['940', '903'],
        headAddress: {
          address1: '1900 S US Highway 287',
          city: 'Decatur',
          state: 'TX',
          zip: '76234',
          latitude: 33.218,
          longitude: -97.576,
        },
        towns: TOWNS_TX_NORTH,
      },
      {
        key: 'permianBasin',
        name: 'Permian Basin Branch',
        timeZoneKey: 'Central',
        areaCodes: ['432', '325', '806'],
        headAddress: {
          address1: '4100 W Industrial Ave',
          city: 'Midland',
          state: 'TX',
          zip: '79703',
          latitude: 31.9752,
          longitude: -102.127,
        },
        towns: TOWNS_TX_WEST,
      },
      {
        key: 'oklahoma',
        name: 'Oklahoma Branch',
        timeZoneKey: 'Central',
        areaCodes: ['580', '405'],
        headAddress: { address1: '3405 N Van Buren St', city: 'Enid', state: 'OK', zip: '73701', latitude: 36.434, longitude: -97.8785 },
        towns: TOWNS_OK,
      },
      {
        key: 'centralTexas',
        name: 'Central Texas Branch',
        timeZoneKey: 'Central',
        areaCodes: ['254', '817', '512', '903', '325'],
        headAddress: { address1: '2100 Franklin Ave', city: 'Waco', state: 'TX', zip: '76701', latitude: 31.544, longitude: -97.158 },
        towns: TOWNS_TX_CENTRAL,
      },
    ],
    customerKinds: FUEL_KINDS,
  },
};

// ---- staff ----

/** server/src/db/seed/roles.ts RoleKey. */
export type DemoRoleKey = 'administrator' | 'manager' | 'dispatcher' | 'office' | 'technician' | 'customerViewer';

export interface DemoStaffMember {
  userName: string;
  firstName: string;
  lastName: string;
  roleKey: DemoRoleKey;
  title: string;
  /** The branch the user works from (their base folder); company-wide when absent. */
  organisationKey?: string;
  /** customerViewer only: the customer whose tanks the login may see, read only. */
  customerName?: string;
}

export const DEMO_STAFF: Readonly<Record<DemoCompanyKey, readonly DemoStaffMember[]>> = {
  lube: [
    { userName: 'dpark.lube', firstName: 'Denise', lastName: 'Park', roleKey: 'administrator', title: 'IT and Systems Administrator' },
    { userName: 'mdelgado.lube', firstName: 'Mark', lastName: 'Delgado', roleKey: 'manager', title: 'Operations Manager' },
    {
      userName: 'enguyen.lube',
      firstName: 'Erin',
      lastName: 'Nguyen',
      roleKey: 'dispatcher',
      title: 'Dispatcher',
      organisationKey: 'inlandEmpire',
    },
    {
      userName: 'lortega.lube',
      firstName: 'Luis',
      lastName: 'Ortega',
      roleKey: 'dispatcher',
      title: 'Dispatcher',
      organisationKey: 'arizona',
    },
    { userName: 'pshah.lube', firstName: 'Priya', lastName: 'Shah', roleKey: 'office', title: 'Billing Specialist' },
    { userName: 'smorrison.lube', firstName: 'Stacy', lastName: 'Morrison', roleKey: 'office', title: 'Customer Service Representative' },
    {
      userName: 'rbecker.lube',
      firstName: 'Ryan',
      lastName: 'Becker',
      roleKey: 'technician',
      title: 'Field Technician',
      organisationKey: 'centralValley',
    },
    {
      userName: 'aromero.lube',
      firstName: 'Anthony',
      lastName: 'Romero',
      roleKey: 'technician',
      title: 'Installer',
      organisationKey: 'nevada',
    },
    {
      userName: 'slam.lube',
      firstName: 'Steven',
      lastName: 'Lam',
      roleKey: 'customerViewer',
      title: 'Fleet Maintenance Supervisor',
      customerName: 'Lam Transportation',
    },
  ],
  propane: [
    {
      userName: 'kschultz.propane',
      firstName: 'Karen',
      lastName: 'Schultz',
      roleKey: 'administrator',
      title: 'Office Manager and Systems Administrator',
    },
    { userName: 'dhanson.propane', firstName: 'Dale', lastName: 'Hanson', roleKey: 'manager', title: 'General Manager' },
    {
      userName: 'bkowalski.propane',
      firstName: 'Brenda',
      lastName: 'Kowalski',
      roleKey: 'dispatcher',
      title: 'Dispatcher',
      organisationKey: 'northernWisconsin',
    },
    {
      userName: 'tlindquist.propane',
      firstName: 'Tom',
      lastName: 'Lindquist',
      roleKey: 'dispatcher',
      title: 'Dispatcher',
      organisationKey: 'centralMinnesota',
    },
    { userName: 'jnowak.propane', firstName: 'Jill', lastName: 'Nowak', roleKey: 'office', title: 'Billing Clerk' },
    {
      userName: 'mthorson.propane',
      firstName: 'Mary',
      lastName: 'Thorson',
      roleKey: 'office',
      title: 'Customer Service Representative',
      organisationKey: 'upperPeninsula',
    },
    {
      userName: 'kjansen.propane',
      firstName: 'Kyle',
      lastName: 'Jansen',
      roleKey: 'technician',
      title: 'Service Technician',
      organisationKey: 'centralWisconsin',
    },
    {
      userName: 'bzastrow.propane',
      firstName: 'Brian',
      lastName: 'Zastrow',
      roleKey: 'technician',
      title: 'Installer',
      organisationKey: 'northernWisconsin',
    },
    {
      userName: 'gwendt.propane',
      firstName: 'Gary',
      lastName: 'Wendt',
      roleKey: 'customerViewer',
      title: 'Owner',
      customerName: 'Wendt Family Farm',
    },
  ],
  fuel: [
    {
      userName: 'rwhitaker.fuel',
      firstName: 'Rhonda',
      lastName: 'Whitaker',
      roleKey: 'administrator',
      title: 'Controller and Systems Administrator',
    },
    { userName: 'cpruitt.fuel', firstName: 'Cody', lastName: 'Pruitt', roleKey: 'manager', title: 'Vice President of Operations' },
    {
      userName: 'mgarza.fuel',
      firstName: 'Marisol',
      lastName: 'Garza',
      roleKey: 'dispatcher',
      title: 'Lead Dispatcher',
      organisationKey: 'permianBasin',
    },
    {
      userName: 'tdunn.fuel',
      firstName: 'Travis',
      lastName: 'Dunn',
      roleKey: 'dispatcher',
      title: 'Dispatcher',
      organisationKey: 'oklahoma',
    },
    { userName: 'lhollis.fuel', firstName: 'Linda', lastName: 'Hollis', roleKey: 'office', title: 'Accounts Receivable' },
    {
      userName: 'aramirez.fuel',
      firstName: 'Angela',
      lastName: 'Ramirez',
      roleKey: 'office',
      title: 'Customer Service Representative',
      organisationKey: 'centralTexas',
    },
    {
      userName: 'jsalinas.fuel',
      firstName: 'Jesse',
      lastName: 'Salinas',
      roleKey: 'technician',
      title: 'Tank and Monitor Technician',
      organisationKey: 'permianBasin',
    },
    {
      userName: 'wkimbrough.fuel',
      firstName: 'Wade',
      lastName: 'Kimbrough',
      roleKey: 'technician',
      title: 'Installer',
      organisationKey: 'northTexas',
    },
    {
      userName: 'rcastillo.fuel',
      firstName: 'Ray',
      lastName: 'Castillo',
      roleKey: 'customerViewer',
      title: 'Fleet Manager',
      customerName: 'Castillo Trucking',
    },
  ],
};

/** A delivery driver of a branch (issue 14): a login with the Driver role and a contact, in the
 * branch's "Drivers" contact group. */
export interface DemoDriver {
  userName: string;
  firstName: string;
  lastName: string;
  organisationKey: string;
}

/** Each company's drivers, all of the branch of its first dispatcher (the one "Drivers" group). */
export const DEMO_DRIVERS: Readonly<Record<DemoCompanyKey, readonly DemoDriver[]>> = {
  lube: [
    { userName: 'jfuentes.lube', firstName: 'Javier', lastName: 'Fuentes', organisationKey: 'inlandEmpire' },
    { userName: 'kbrooks.lube', firstName: 'Kevin', lastName: 'Brooks', organisationKey: 'inlandEmpire' },
    { userName: 'mtran.lube', firstName: 'Minh', lastName: 'Tran', organisationKey: 'inlandEmpire' },
  ],
  propane: [
    { userName: 'olarson.propane', firstName: 'Ole', lastName: 'Larson', organisationKey: 'northernWisconsin' },
    { userName: 'dkrueger.propane', firstName: 'Doug', lastName: 'Krueger', organisationKey: 'northernWisconsin' },
    { userName: 'sbauer.propane', firstName: 'Sam', lastName: 'Bauer', organisationKey: 'northernWisconsin' },
    { userName: 'jmeyer.propane', firstName: 'Jake', lastName: 'Meyer', organisationKey: 'northernWisconsin' },
  ],
  fuel: [
    { userName: 'bwhitfield.fuel', firstName: 'Bobby', lastName: 'Whitfield', organisationKey: 'permianBasin' },
    { userName: 'hmendoza.fuel', firstName: 'Hector', lastName: 'Mendoza', organisationKey: 'permianBasin' },
    { userName: 'tcrane.fuel', firstName: 'Travis', lastName: 'Crane', organisationKey: 'permianBasin' },
  ],
};

/** Delivery and access notes a dispatcher keeps on a customer's contact (issue 14). */
export const DEMO_DELIVERY_NOTES: readonly string[] = [
  'Gate code 4411. Close the gate behind you: cattle in the yard.',
  'Dog on premises. Honk and wait for the owner.',
  'Fill pipe on the north side of the building, behind the propane cage.',
  'Tank is behind the machine shed; use the east drive, not the house drive.',
  'Gate locked on weekends: key in the lockbox, code 2580.',
  'Soft ground after rain: park on the gravel pad and run the hose.',
  'Call the office 30 minutes before arrival.',
  'Low power line over the driveway: no tall trucks.',
  'Deliveries before 3 pm only (school pick-up traffic).',
  'Fill box in the alley behind the loading dock.',
  'Check in at the scale house; hard hat and vest required.',
  'Second tank by the greenhouse is not ours: do not fill.',
];

// ---- generators ----

const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;
/** Addresses fall within this distance of the town's point. */
/** The demo pressure monitors' transducer: 4-20 mA over 0-300 psi (their Pressure config says so; the
 * simulator's physics reads it too). */
export const DEMO_PRESSURE_RANGE = { minReading: 4, maxReading: 20, minValue: 0, maxValue: 300 } as const;

export const ADDRESS_JITTER_KM = 4;

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

function streetNamesFor(state: UsState): readonly string[] {
  return STREET_NAMES.filter((name) => STREET_NAME_STATES[name]?.includes(state) ?? true);
}

/** A believable street address in or just around a town. */
export function makeStreetAddress(rng: Rng, town: DemoTown): DemoAddress {
  const name = rng.pick(streetNamesFor(town.state));
  let number: string;
  if (isRuralRoad(name)) {
    // Wisconsin's rural grid numbers carry the direction: W5678 County Road K.
    number =
      town.state === 'WI' && rng.chance(0.5) ? `${rng.pick(['N', 'S', 'E', 'W'])}${rng.int(1000, 9999)}` : String(rng.int(1000, 29999));
  } else {
    number = String(rng.int(100, 4999));
  }
  let street = name;
  if (streetTakesSuffix(name)) {
    // The common suffixes (the first ones) come up most often.
    const suffix = STREET_SUFFIXES[Math.floor(rng.next() ** 2 * STREET_SUFFIXES.length)] ?? 'St';
    const direction = rng.chance(0.2) ? `${rng.pick(['N', 'S', 'E', 'W'])} ` : '';
    street = `${direction}${name} ${suffix}`;
  }
  // Uniform over a disc: the square root keeps points from bunching at the centre.
  const distanceKm = ADDRESS_JITTER_KM * 0.98 * Math.sqrt(rng.next());
  const bearing = rng.next() * 2 * Math.PI;
  const latitude = town.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
  const longitude =
    town.longitude + (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((town.latitude * Math.PI) / 180));
  return {
    address1: `${number} ${street}`,
    city: town.town,
    state: town.state,
    zip: town.zip,
    latitude: round(latitude, 6),
    longitude: round(longitude, 6),
  };
}

/** A phone number '(715) 362-4417' with a real area code of the state, or one of `areaCodes`
 * (an organisation's local codes) when given. Exchanges avoid N11 and 555. */
export function makePhone(rng: Rng, state: UsState, areaCodes?: readonly string[]): string {
  const codes = areaCodes && areaCodes.length > 0 ? areaCodes : AREA_CODES[state];
  const areaCode = rng.pick(codes);
  let exchange = rng.int(200, 999);
  while (exchange % 100 === 11 || exchange === 555) exchange = rng.int(200, 999);
  const line = String(rng.int(0, 9999)).padStart(4, '0');
  return `(${areaCode}) ${exchange}-${line}`;
}

const emailPart = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** first.last@domain, lower case, letters and digits only: "Mary O'Brien" -> mary.obrien@... */
export function makeEmail(first: string, last: string, domain: string): string {
  return `${emailPart(first)}.${emailPart(last)}@${domain.toLowerCase()}`;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Fills a customer-kind name pattern; each placeholder is drawn once, so '{last}' twice is one
 * name. */
export function fillNamePattern(rng: Rng, pattern: string, townName: string): string {
  const drawn = new Map<string, string>();
  const value = (key: string): string => {
    const known = drawn.get(key);
    if (known !== undefined) return known;
    let v: string;
    switch (key) {
      case 'last':
        v = rng.pick(LAST_NAMES);
        break;
      case 'first':
        v = rng.pick(FIRST_NAMES);
        break;
      case 'town':
        v = townName;
        break;
      case 'brand':
        v = rng.pick(STATION_BRANDS);
        break;
      case 'n':
        v = String(rng.int(2, 240));
        break;
      default:
        throw new Error(`Unknown placeholder {${key}} in "${pattern}"`);
    }
    drawn.set(key, v);
    return v;
  };
  return pattern.replace(/\{(\w+)\}('s)?/g, (_match, key: string, s: string | undefined) => (s ? possessive(value(key)) : value(key)));
}

/** A name for a site of this kind in this town. */
export function makeSiteName(rng: Rng, kind: DemoCustomerKind, town: DemoTown): string {
  return fillNamePattern(rng, rng.pick(kind.namePatterns), town.town);
}

/** The tanks for one site of a kind: its required tanks, then tanks drawn by weight (each at most
 * maxPerSite times) up to a count between minTanks and maxTanks. */
export function pickSiteTanks(rng: Rng, kind: DemoCustomerKind): DemoTankTemplate[] {
  const count = rng.int(kind.minTanks, kind.maxTanks);
  const used = new Map<DemoSiteTankOption, number>();
  const chosen: DemoSiteTankOption[] = [];
  const take = (t: DemoSiteTankOption) => {
    chosen.push(t);
    used.set(t, (used.get(t) ?? 0) + 1);
  };
  kind.tanks.filter((t) => t.required).forEach(take);
  while (chosen.length < count) {
    const open = kind.tanks.filter((t) => (used.get(t) ?? 0) < (t.maxPerSite ?? 1));
    if (open.length === 0) break;
    take(pickWeighted(rng, open));
  }
  return chosen.map(({ weight: _weight, maxPerSite: _maxPerSite, required: _required, ...template }) => template);
}
