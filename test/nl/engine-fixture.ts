import { CatalogService } from '../../src/erp/catalog/catalog.service';
import { formatFilter } from '../../src/erp/load-request';
import type { EngineOutcome, QueryPlan } from '../../src/query/engine/engine.types';
import { KnownValues, Vocabulary } from '../../src/query/engine/lexicon/vocabulary';
import { NlEngine } from '../../src/query/engine/nl-engine';
import { NlVocabularyRegistry } from '../../src/query/nl-vocabulary-registry';

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
        VadCity: CITIES,
        VadState: STATES,
        VadCountry: ['USA', 'Canada'],
        TermsCode: ['NET30', 'COD'],
        CurrCode: ['USD', 'CAD'],
      }),
    ],
    [
      'SLCustomers',
      byProperty({
        Name: CUSTOMERS,
        City: CITIES,
        State: STATES,
        Country: ['USA', 'Canada'],
        Slsman: ['KPATEL'],
      }),
    ],
    ['SLItems', byProperty({ Item: ITEMS, ProductCode: ['FG', 'FAST', 'ELEC'], UM: ['EA'] })],
    ['SLItemwhses', byProperty({ Item: ITEMS, Whse: WAREHOUSES })],
    [
      'SLPos',
      byProperty({
        VendorName: VENDORS,
        Buyer: ['JSMITH'],
        Whse: WAREHOUSES,
        VenCurrCode: ['USD', 'CAD', 'EUR'],
      }),
    ],
    ['SLPoItems', byProperty({ Item: ITEMS, Whse: WAREHOUSES, VenadrName: VENDORS })],
    ['SLCos', byProperty({ Whse: WAREHOUSES, Slsman: ['KPATEL'] })],
    ['SLCoitems', byProperty({ Item: ITEMS, Whse: WAREHOUSES })],
    ['SLArtrans', byProperty({ DerCustName: CUSTOMERS })],
    ['SLJobs', byProperty({ Item: ITEMS, Whse: WAREHOUSES })],
  ]),
  samples: new Map([
    ['SLVendors', byProperty({ VendNum: ['   1001'] })],
    ['SLItems', byProperty({ Item: ITEMS })],
    ['SLItemwhses', byProperty({ Item: ITEMS, Whse: WAREHOUSES })],
    ['SLPos', byProperty({ PoNum: ['PO-2024-1847'], VendNum: ['   1001'] })],
    ['SLPoItems', byProperty({ PoNum: ['PO-2024-1847'], Item: ITEMS, PoVendNum: ['   1001'] })],
    ['SLCustomers', byProperty({ CustNum: ['   2001'] })],
    ['SLCos', byProperty({ CoNum: ['     10001'], CustNum: ['   2001'] })],
    ['SLCoitems', byProperty({ CoNum: ['     10001'], Item: ITEMS })],
    ['SLArtrans', byProperty({ InvNum: ['INV-2024-0001'], CustNum: ['   2001'] })],
    ['SLJobs', byProperty({ Job: ['      5001'], Item: ITEMS })],
  ]),
};

/** The engine over the built-in catalog, its own vocabulary and the fixture's known values. */
export function specEngine(): NlEngine {
  return specEngineKnowing({});
}

/**
 * The spec engine with more known values than the fixture's, as the vocabulary service would
 * read them from a site's data ("SLItems": { Description: [...] }): each named property's
 * values replace the fixture's.
 */
export function specEngineKnowing(
  more: Record<string, Record<string, readonly string[]>>,
): NlEngine {
  const values = new Map(SPEC_KNOWN_VALUES.values);
  for (const [ido, properties] of Object.entries(more)) {
    values.set(ido, new Map([...(values.get(ido) ?? []), ...Object.entries(properties)]));
  }
  const words = new NlVocabularyRegistry();
  return new NlEngine(
    new Vocabulary(
      new CatalogService().list(),
      { ...SPEC_KNOWN_VALUES, values },
      words.synonymTables(),
      words.extras(),
    ),
  );
}

/** The shipped default `query.minConfidence` (config/default.json), which the engine specs ask at. */
export const SPEC_MIN_CONFIDENCE = 0.5;

/**
 * How the engine specs read a question at the shipped threshold: its outcome, and its plan (a
 * refusal fails the spec with the engine's message). `engine` is read when a question is asked,
 * so a spec may make it in beforeAll.
 */
export function specReader(engine: () => NlEngine): {
  outcome: (question: string) => EngineOutcome;
  plan: (question: string) => QueryPlan;
  refused: (question: string) => boolean;
  /** The confidence of the engine's reading, answered or refused. */
  confidence: (question: string) => number;
} {
  const outcome = (question: string): EngineOutcome =>
    engine().interpret(question, SPEC_TODAY, SPEC_MIN_CONFIDENCE);
  const plan = (question: string): QueryPlan => {
    const o = outcome(question);
    if (o.kind === 'refusal') throw new Error(`refused: ${o.refusal.message}`);
    return o.plan;
  };
  const refused = (question: string): boolean => outcome(question).kind === 'refusal';
  const confidence = (question: string): number => {
    const o = outcome(question);
    return o.kind === 'plan' ? o.plan.confidence : o.refusal.confidence;
  };
  return { outcome, plan, refused, confidence };
}

/** A plan's filter as text ('' without one). */
export const filterText = (p: QueryPlan): string => (p.filter ? formatFilter(p.filter) : '');

/** A plan's measures as text, e.g. `sum(PoCost),count(*)`. */
export const measuresText = (p: QueryPlan): string =>
  p.aggregate?.measures.map((m) => `${m.fn}(${m.property ?? '*'})`).join(',') ?? '';

/** The filter of the plan's first relation's target, as text. */
export const relationFilterText = (p: QueryPlan): string => {
  const target = p.relations[0]?.target.filter;
  return target ? formatFilter(target) : '';
};
