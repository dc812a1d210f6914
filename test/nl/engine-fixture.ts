import { CatalogService } from '../../src/erp/catalog/catalog.service';
import { KnownValues, Vocabulary } from '../../src/query/engine/lexicon/vocabulary';
import { NlEngine } from '../../src/query/engine/nl-engine';

/** Today in the engine's unit specs (a Saturday). */
export const SPEC_TODAY = '2026-11-21';

const VENDORS = [
  'Acme Steel Corp',
  'Acme Hydraulics Corp',
  'Great Lakes Plastics Inc',
  'Delta Wire & Cable Ltd',
];
const CUSTOMERS = [
  'Iron River Construction Inc',
  'Allied Trailer Industries',
  'Acme Robotics Group',
];
const CITIES = ['Dallas', 'Cleveland', 'Toronto', 'New York', 'Atlanta'];
const STATES = ['OH', 'TX', 'MI', 'GA', 'CA', 'NY', 'ON', 'IN'];
const WAREHOUSES = ['MAIN', 'EAST', 'WEST', 'SOUTH'];
const ITEMS = ['IT-10045', 'IT-10000', 'IT-10001'];

function byProperty(entries: Record<string, readonly string[]>): Map<string, readonly string[]> {
  return new Map(Object.entries(entries));
}

/**
 * A small, fixed set of known values standing in for the demo data, so engine specs run without
 * a database and their expectations never move.
 */
export const SPEC_KNOWN_VALUES: KnownValues = {
  values: new Map([
    [
      'SLVendors',
      byProperty({
        Name: VENDORS,
        City: CITIES,
        State: STATES,
        Country: ['USA', 'Canada'],
        Terms: ['NET30', 'COD'],
      }),
    ],
    [
      'SLCustomers',
      byProperty({
        Name: CUSTOMERS,
        City: CITIES,
        State: STATES,
        Country: ['USA', 'Canada'],
        SalesRep: ['KPATEL'],
      }),
    ],
    [
      'SLItems',
      byProperty({
        Item: ITEMS,
        ProductCode: ['FG', 'FAST', 'ELEC'],
        UM: ['EA'],
        Whse: WAREHOUSES,
      }),
    ],
    [
      'SLPos',
      byProperty({
        VendName: VENDORS,
        Buyer: ['JSMITH'],
        Whse: WAREHOUSES,
        Currency: ['USD', 'CAD'],
      }),
    ],
    ['SLPoitems', byProperty({ Item: ITEMS })],
    ['SLCos', byProperty({ CustName: CUSTOMERS, Whse: WAREHOUSES, SalesRep: ['KPATEL'] })],
    ['SLCoitems', byProperty({ Item: ITEMS })],
    ['SLArinvs', byProperty({ CustName: CUSTOMERS })],
    ['SLJobs', byProperty({ Item: ITEMS, Whse: WAREHOUSES })],
  ]),
  samples: new Map([
    ['SLVendors', byProperty({ VendNum: ['V10001'] })],
    ['SLItems', byProperty({ Item: ITEMS })],
    ['SLPos', byProperty({ PoNum: ['PO-2024-1847'], VendNum: ['V10001'] })],
    ['SLPoitems', byProperty({ PoNum: ['PO-2024-1847'], Item: ITEMS })],
    ['SLCustomers', byProperty({ CustNum: ['C10001'] })],
    ['SLCos', byProperty({ CoNum: ['CO-2024-0001'], CustNum: ['C10001'] })],
    ['SLCoitems', byProperty({ CoNum: ['CO-2024-0001'], Item: ITEMS })],
    ['SLArinvs', byProperty({ InvNum: ['INV-2024-0001'], CustNum: ['C10001'] })],
    ['SLJobs', byProperty({ Job: ['JOB-000001'], Item: ITEMS })],
  ]),
};

/** The engine over the built-in catalog and the fixture's known values. */
export function specEngine(): NlEngine {
  return new NlEngine(new Vocabulary(new CatalogService().list(), SPEC_KNOWN_VALUES));
}
