/**
 * Names of US states (and Canadian provinces, Mexican states the demo uses) by their postal
 * codes, so "vendors in Texas" finds `State = 'TX'`. Only codes that also occur among a State
 * property's known values are used, so a deployment with other codes is not misled.
 */
export const STATE_NAMES: Readonly<Record<string, readonly string[]>> = {
  AL: ['Alabama'],
  AK: ['Alaska'],
  AZ: ['Arizona'],
  AR: ['Arkansas'],
  CA: ['California', 'Calif'],
  CO: ['Colorado'],
  CT: ['Connecticut'],
  DE: ['Delaware'],
  DC: ['District of Columbia', 'Washington DC', 'Washington D.C.'],
  FL: ['Florida'],
  GA: ['Georgia'],
  HI: ['Hawaii'],
  ID: ['Idaho'],
  IL: ['Illinois'],
  IN: ['Indiana'],
  IA: ['Iowa'],
  KS: ['Kansas'],
  KY: ['Kentucky'],
  LA: ['Louisiana'],
  ME: ['Maine'],
  MD: ['Maryland'],
  MA: ['Massachusetts', 'Mass'],
  MI: ['Michigan'],
  MN: ['Minnesota'],
  MS: ['Mississippi'],
  MO: ['Missouri'],
  MT: ['Montana'],
  NE: ['Nebraska'],
  NV: ['Nevada'],
  NH: ['New Hampshire'],
  NJ: ['New Jersey'],
  NM: ['New Mexico'],
  NY: ['New York State', 'New York'],
  NC: ['North Carolina'],
  ND: ['North Dakota'],
  OH: ['Ohio'],
  OK: ['Oklahoma'],
  OR: ['Oregon'],
  PA: ['Pennsylvania'],
  RI: ['Rhode Island'],
  SC: ['South Carolina'],
  SD: ['South Dakota'],
  TN: ['Tennessee'],
  TX: ['Texas'],
  UT: ['Utah'],
  VT: ['Vermont'],
  VA: ['Virginia'],
  WA: ['Washington State', 'Washington'],
  WV: ['West Virginia'],
  WI: ['Wisconsin'],
  WY: ['Wyoming'],
  ON: ['Ontario'],
  QC: ['Quebec'],
  BC: ['British Columbia'],
  AB: ['Alberta'],
  NL: ['Nuevo Leon', 'Nuevo León'],
  COA: ['Coahuila'],
  JAL: ['Jalisco'],
  QRO: ['Queretaro', 'Querétaro'],
};

/** Other names of countries, for a Country property whose known values are full names. */
export const COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  USA: ['United States', 'United States of America', 'US', 'U.S.', 'U.S.A.', 'America', 'domestic'],
  Canada: ['Canadian'],
  Mexico: ['Mexican'],
  Germany: ['German', 'Deutschland'],
  France: ['French'],
  Italy: ['Italian'],
  Spain: ['Spanish'],
  Netherlands: ['Dutch', 'Holland'],
  'United Kingdom': ['UK', 'U.K.', 'British', 'Britain', 'Great Britain', 'England'],
  UK: ['United Kingdom', 'British', 'Britain', 'Great Britain', 'England'],
  Ireland: ['Irish'],
  Sweden: ['Swedish'],
  Switzerland: ['Swiss'],
  Austria: ['Austrian'],
  Belgium: ['Belgian'],
  Japan: ['Japanese'],
  China: ['Chinese'],
  Korea: ['Korean', 'South Korea', 'South Korean'],
  India: ['Indian'],
  Brazil: ['Brazilian'],
  Australia: ['Australian'],
};

/**
 * Regions of the world and of the US, each the countries or states it is made of (general
 * geography, by full name and ISO or postal code), so "European vendors" finds the vendors of
 * every European country the data holds. Only members among a Country or State property's
 * known values are used. Words that are also everyday directions ("the West", "the South":
 * warehouses are often named so) are left out; only regions whose members are not disputed.
 */
export interface Region {
  names: readonly string[];
  /** Whether its members are countries, (US) states or currencies. */
  of: 'country' | 'state' | 'currency';
  members: readonly string[];
  /** Every value but the members ("foreign": any country but the home one). */
  allBut?: boolean;
}

export const REGIONS: readonly Region[] = [
  {
    // "foreign / overseas vendors": outside the home country, the US (the catalog's domestic
    // currency is the dollar); only where the data holds the US and some other country.
    names: ['foreign', 'overseas', 'abroad'],
    of: 'country',
    members: ['USA', 'United States', 'US', 'U.S.', 'U.S.A.', 'United States of America'],
    allBut: true,
  },
  {
    // "foreign currency POs": any currency but the home one.
    names: ['foreign', 'foreign currency', 'foreign currencies'],
    of: 'currency',
    members: ['USD'],
    allBut: true,
  },
  {
    names: ['Europe', 'European', 'EU'],
    of: 'country',
    members: [
      ...['Germany', 'France', 'Italy', 'Spain', 'Netherlands', 'United Kingdom', 'UK'],
      ...['Ireland', 'Sweden', 'Switzerland', 'Austria', 'Belgium', 'Poland', 'Portugal'],
      ...['Denmark', 'Norway', 'Finland', 'Czech Republic', 'Czechia', 'Hungary', 'Greece'],
      ...['DE', 'FR', 'IT', 'ES', 'NL', 'GB', 'IE', 'SE', 'CH', 'AT', 'BE', 'PL', 'PT', 'DK'],
      ...['NO', 'FI', 'CZ', 'HU', 'GR', 'DEU', 'FRA', 'ITA', 'ESP', 'NLD', 'GBR', 'CHE', 'AUT'],
    ],
  },
  {
    names: ['Asia', 'Asian'],
    of: 'country',
    members: [
      ...['Japan', 'China', 'Korea', 'South Korea', 'India', 'Taiwan', 'Singapore', 'Vietnam'],
      ...['Thailand', 'Malaysia', 'Indonesia', 'Philippines'],
      ...['JP', 'CN', 'KR', 'IN', 'TW', 'SG', 'VN', 'TH', 'MY', 'ID', 'PH'],
      ...['JPN', 'CHN', 'KOR', 'IND', 'TWN', 'SGP', 'VNM', 'THA', 'MYS', 'IDN', 'PHL'],
    ],
  },
  {
    names: ['North America', 'North American'],
    of: 'country',
    members: [...['USA', 'United States', 'US', 'Canada', 'Mexico', 'CA', 'MX', 'CAN', 'MEX']],
  },
  {
    names: ['Latin America', 'Latin American'],
    of: 'country',
    members: [
      ...['Mexico', 'Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru'],
      ...['MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'MEX', 'BRA', 'ARG', 'CHL', 'COL', 'PER'],
    ],
  },
  {
    names: ['Midwest', 'Midwestern'],
    of: 'state',
    members: ['IL', 'IN', 'IA', 'KS', 'MI', 'MN', 'MO', 'NE', 'ND', 'OH', 'SD', 'WI'],
  },
  {
    names: ['New England'],
    of: 'state',
    members: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'],
  },
  {
    names: ['West Coast'],
    of: 'state',
    members: ['CA', 'OR', 'WA'],
  },
];

/**
 * Everyday names of currencies by their ISO codes ("POs in euros" is `VenCurrCode = 'EUR'`),
 * used like place names: only for a currency property's known values.
 */
export const CURRENCY_NAMES: Readonly<Record<string, readonly string[]>> = {
  USD: ['US dollars', 'U.S. dollars', 'American dollars'],
  CAD: ['Canadian dollars', 'Canadian dollar'],
  EUR: ['euros', 'euro'],
  GBP: ['pounds sterling', 'British pounds', 'sterling'],
  MXN: ['pesos', 'Mexican pesos', 'peso'],
  JPY: ['yen', 'Japanese yen'],
  CNY: ['yuan', 'renminbi'],
  CHF: ['Swiss francs'],
};

/**
 * Units of measure by their usual codes, so "items we sell by the foot" finds `UM = 'FT'`. Only
 * codes among a unit-of-measure property's known values are used.
 */
export const UNIT_NAMES: Readonly<Record<string, readonly string[]>> = {
  FT: ['foot', 'feet', 'by the foot', 'linear foot', 'linear feet'],
  IN: ['inch', 'inches'],
  M: ['meter', 'meters', 'metre', 'metres', 'by the meter'],
  GAL: ['gallon', 'gallons', 'by the gallon'],
  L: ['liter', 'liters', 'litre', 'litres'],
  LB: ['pound', 'pounds', 'by the pound'],
  KG: ['kilogram', 'kilograms', 'kilo', 'kilos'],
  BX: ['box', 'boxes', 'by the box'],
  CS: ['case', 'cases', 'by the case'],
  RL: ['roll', 'rolls', 'by the roll'],
  PR: ['pair', 'pairs'],
  DZ: ['dozen', 'dozens', 'by the dozen'],
};

/**
 * The usual codes of product lines by what they hold, so "finished goods" finds
 * `ProductCode = 'FG'` and "fasteners" `ProductCode = 'FAST'`: the abbreviations planners write
 * everywhere, not one site's. Only codes among a product-line property's known values are used.
 */
export const PRODUCT_LINE_NAMES: Readonly<Record<string, readonly string[]>> = {
  FG: ['finished goods', 'finished good', 'finished products', 'finished product'],
  RM: ['raw materials', 'raw material'],
  RAW: ['raw materials', 'raw material'],
  WIP: ['work in process', 'work in progress'],
  SUB: ['subassemblies', 'subassembly', 'sub-assemblies', 'sub-assembly', 'sub assemblies'],
  SA: ['subassemblies', 'subassembly', 'sub-assemblies', 'sub-assembly', 'sub assemblies'],
  PKG: ['packaging', 'packaging materials', 'packaging material'],
  FAST: ['fasteners', 'fastener'],
  FST: ['fasteners', 'fastener'],
  STL: ['steel'],
  ELEC: ['electrical', 'electronics', 'electronic'],
  HYD: ['hydraulic', 'hydraulics'],
  BRG: ['bearings', 'bearing'],
  PLS: ['plastics', 'plastic'],
  MRO: ['maintenance supplies', 'MRO supplies'],
};
