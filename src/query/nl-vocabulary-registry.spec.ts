import { CatalogService } from '../erp/catalog/catalog.service';
import type { CatalogContribution } from '../erp/catalog/catalog.types';
import { formatFilter } from '../erp/load-request';
import { NlEngine } from './engine/nl-engine';
import { Vocabulary } from './engine/lexicon/vocabulary';
import type { NlContribution } from './engine/lexicon/vocabulary-extras';
import { NlVocabularyRegistry } from './nl-vocabulary-registry';

const SEGMENT: CatalogContribution = {
  extend: {
    SLCustomers: {
      properties: [
        {
          name: 'Uf_Segment',
          type: 'string',
          label: 'Market Segment',
          alias: 'uf_segment',
          synonyms: ['segment'],
          nullable: true,
        },
      ],
    },
  },
};

function checked(contribution: NlContribution, catalogAddition: CatalogContribution = {}) {
  const catalog = new CatalogService();
  const before = catalog.list();
  const after = catalog.preview('ext', catalogAddition);
  return new NlVocabularyRegistry().check('ext', contribution, before, after);
}

describe('NlVocabularyRegistry', () => {
  it('accepts new words that mean nothing yet', () => {
    expect(
      checked(
        {
          synonyms: { SLItems: { ido: ['gizmo', 'gizmos'] } },
          phrases: [{ phrases: ['dearer than'], sameAs: 'over' }],
          valueAliases: [
            {
              ido: 'SLCustomers',
              property: 'Uf_Segment',
              value: 'Aerospace',
              phrases: ['aviation'],
            },
          ],
        },
        SEGMENT,
      ),
    ).toEqual({ conflicts: [], invalid: [] });
  });

  it.each<[string, NlContribution, RegExp]>([
    [
      'another IDO',
      { synonyms: { SLItems: { ido: ['supplier'] } } },
      /"supplier" already means IDO SLVendors/,
    ],
    [
      'a fixed phrase',
      { phrases: [{ phrases: ['more than'], sameAs: 'under' }] },
      /"more than" is a fixed word/,
    ],
    [
      'another value of the IDO',
      {
        valueAliases: [
          { ido: 'SLVendors', property: 'Name', value: 'Acme', phrases: ['inactive'] },
        ],
      },
      /"inactive" already means SLVendors.Stat Inactive/,
    ],
    [
      'another property of the IDO',
      { synonyms: { SLItems: { properties: { LeadTime: ['unit cost'] } } } },
      /"unit cost" already means SLItems.UnitCost/,
    ],
  ])('refuses a word that already means %s', (_, contribution, message) => {
    const faults = checked(contribution);
    expect(faults.conflicts.join('; ')).toMatch(message);
  });

  it('refuses a catalog label that collides within its IDO', () => {
    const faults = checked(
      {},
      {
        extend: {
          SLItems: {
            properties: [
              { name: 'Uf_Cost', type: 'decimal', label: 'Unit Cost', alias: 'uf_cost' },
            ],
          },
        },
      },
    );
    expect(faults.conflicts).toContain('"Unit Cost" already means SLItems.UnitCost');
  });

  it("starts from the catalog's own vocabulary: its words and example questions", () => {
    const registry = new NlVocabularyRegistry();
    expect(registry.synonymTables()[0]?.SLPos?.properties?.PoCost).toContain('spend');
    expect(registry.extras().examples?.SLPos).toContain('Show overdue purchase orders over $10K');
    const bare = new NlVocabularyRegistry({});
    expect(bare.synonymTables()).toEqual([]);
  });

  it('names references to what does not exist', () => {
    expect(
      checked({
        synonyms: { SLNope: { ido: ['x'] }, SLItems: { properties: { Nope: ['y'] } } },
        phrases: [{ phrases: ['zorp'], sameAs: 'frobnicate' }],
        valueAliases: [{ ido: 'SLPos', property: 'Stat', value: 'Z', phrases: ['zed'] }],
      }).invalid,
    ).toEqual([
      'synonyms: no IDO SLNope',
      'synonyms: no property SLItems.Nope',
      'valueAliases: Z is not a value of SLPos.Stat',
      'phrases: "frobnicate" is not a phrase of the query language',
    ]);
  });

  it('teaches the engine synonyms, phrases and value aliases', () => {
    const catalog = new CatalogService();
    catalog.contribute('ext', SEGMENT);
    const registry = new NlVocabularyRegistry();
    const seen: number[] = [];
    registry.onChange(() => seen.push(registry.version));
    registry.set('ext', {
      synonyms: { SLItems: { ido: ['gizmo', 'gizmos'] } },
      phrases: [{ phrases: ['dearer than'], sameAs: 'over' }],
      valueAliases: [
        { ido: 'SLCustomers', property: 'Uf_Segment', value: 'Aerospace', phrases: ['aviation'] },
        { ido: 'SLVendors', property: 'Stat', value: 'I', phrases: ['frozen'] },
      ],
    });
    const engine = new NlEngine(
      new Vocabulary(catalog.list(), undefined, registry.synonymTables(), registry.extras()),
    );
    const filterOf = (question: string): string => {
      const outcome = engine.interpret(question, '2026-11-21', 0.5);
      if (outcome.kind === 'refusal') throw new Error(outcome.refusal.message);
      return `${outcome.plan.ido}: ${outcome.plan.filter ? formatFilter(outcome.plan.filter) : ''}`;
    };
    expect(filterOf('gizmos with unit cost dearer than 250')).toBe('SLItems: UnitCost > 250');
    expect(filterOf('aviation customers')).toBe(
      "SLCustomers: CustSeq = 0 AND Uf_Segment = 'Aerospace'",
    );
    expect(filterOf('frozen vendors')).toBe("SLVendors: Stat = 'I'");
    expect(registry.remove('ext')).toBe(true);
    expect(seen).toEqual([1, 2]);
  });
});
