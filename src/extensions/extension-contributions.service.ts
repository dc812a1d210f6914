import { Injectable } from '@nestjs/common';
import { ROLES } from '../auth/capabilities';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import { CatalogService } from '../erp/catalog/catalog.service';
import { ErpConnector, ExtensionDataSet } from '../erp/connectors/erp-connector.port';
import { FilterChecker } from '../erp/filter/filter-checker';
import { parseFilter } from '../erp/filter/filter-parser';
import { PoliciesService } from '../policies/policies.service';
import type { RowFilters } from '../policies/policy-registry';
import type { NlSynonymEntry } from '../query/engine/lexicon/nl-synonyms';
import type { NlContribution } from '../query/engine/lexicon/vocabulary-extras';
import { NlVocabularyRegistry } from '../query/nl-vocabulary-registry';
import { ReportRegistry } from '../reports/report-registry.service';
import { AgentTemplateRegistry } from './agent-templates';
import { refused } from './bundle/bundle-refusal';
import { demoDataSets, reportFaults } from './contents-checks';
import type { ExtensionContents } from './manifest/manifest-loader';

/** Contents checked against the running daemon, ready to apply. */
export interface PreparedContents {
  name: string;
  contents: ExtensionContents;
  dataSets: ExtensionDataSet[];
}

/** What an extension adds, in a few names and counts (stored with it, shown by the list). */
export interface ContentsSummary {
  idos: string[];
  properties: string[];
  synonyms: number;
  phrases: number;
  valueAliases: number;
  reports: string[];
  agentTemplates: string[];
  demoRows: number;
}

/**
 * Applies an extension's contents to the parts of the daemon they extend, and withdraws them:
 * the catalog (and through it IDO access, policies and the NL engine), the demo connector's data,
 * the NL vocabulary, report definitions and agent templates. `prepare` checks everything first,
 * against the daemon as it would be without the extension's previous version, and applies
 * nothing; `apply` then cannot meet a collision.
 */
@Injectable()
export class ExtensionContributions {
  constructor(
    private readonly catalog: CatalogService,
    private readonly connector: ErpConnector,
    private readonly vocabulary: NlVocabularyRegistry,
    private readonly reports: ReportRegistry,
    private readonly templates: AgentTemplateRegistry,
    private readonly policies: PoliciesService,
  ) {}

  /** 409 CONFLICT listing collisions, or 400 listing unsound contents; changes nothing. */
  prepare(name: string, contents: ExtensionContents): PreparedContents {
    const after = this.previewCatalog(name, contents);
    const before = this.catalog.preview(name, null);
    const conflicts: string[] = [];
    const invalid: string[] = [];
    const vocabulary = canonicalVocabulary(contents.vocabulary, after);
    const nl = this.vocabulary.check(name, vocabulary, before, after);
    conflicts.push(...nl.conflicts.map((c) => `vocabulary: ${c}`));
    invalid.push(...nl.invalid.map((c) => `vocabulary.${c}`));
    const reportNames = new Set<string>();
    for (const report of contents.reports) {
      if (reportNames.has(report.name)) invalid.push(`report ${report.name} is declared twice`);
      reportNames.add(report.name);
      const held = this.reports.list().find((r) => r.name === report.name);
      if (held && held.origin !== name) {
        conflicts.push(
          `report ${report.name} exists (${held.origin === 'builtin' || !held.origin ? 'built in' : `from extension ${held.origin}`})`,
        );
      }
      invalid.push(...reportFaults(report, after));
    }
    const templateNames = contents.agentTemplates.map((t) => t.name);
    if (new Set(templateNames).size !== templateNames.length)
      invalid.push('an agent template name is declared twice');
    for (const taken of this.templates.conflicts(name, templateNames)) {
      conflicts.push(
        `agent template ${taken} exists (from extension ${this.templates.get(taken)?.source})`,
      );
    }
    const dataSets = demoDataSets(name, contents.demoData, after, invalid);
    // An upgrade must not drop a property a row filter relies on.
    conflicts.push(...this.brokenRowFilters(after));
    if (conflicts.length > 0) {
      throw refused(
        'collision',
        `${name} collides with what the daemon has: ${conflicts.join('; ')}`,
        {
          faults: conflicts,
          ...(invalid.length > 0 ? { invalid } : {}),
        },
      );
    }
    if (invalid.length > 0) {
      throw refused('contents_invalid', `${name} has invalid contents: ${invalid.join('; ')}`, {
        faults: invalid,
      });
    }
    return { name, contents: { ...contents, vocabulary }, dataSets };
  }

  /**
   * Makes prepared contents live: the demo data first (so the first read of a new property
   * finds it), then vocabulary and catalog (the NL engine rebuilds once both are in), then
   * reports and agent templates, which rely on the catalog. Replaces a previous version.
   */
  async apply(prepared: PreparedContents, fingerprint: string): Promise<void> {
    const { name, contents } = prepared;
    await this.connector.storeExtensionData(name, prepared.dataSets, fingerprint);
    this.vocabulary.set(name, contents.vocabulary);
    this.catalog.contribute(name, contents.catalog);
    this.removeReports(name);
    for (const report of contents.reports) this.reports.add(report);
    this.templates.replace(name, contents.agentTemplates);
  }

  /**
   * 409 when taking `name`'s contents away would break a stored row filter (it names a property
   * the extension adds): every read of that IDO by that role would fail. Change the policy first.
   */
  checkWithdraw(name: string): void {
    const broken = this.brokenRowFilters(this.catalog.preview(name, null));
    if (broken.length > 0) {
      throw refused('policy_in_use', `${name} cannot be taken away: ${broken.join('; ')}`, {
        faults: broken,
      });
    }
  }

  /** Takes an extension's contents out of service, in the reverse order. Its data stays. */
  withdraw(name: string): void {
    this.templates.removeSource(name);
    this.removeReports(name);
    this.catalog.withdraw(name);
    this.vocabulary.remove(name);
  }

  /** Forgets the data an extension stored with the connector (it is being removed). */
  dropData(name: string): Promise<void> {
    return this.connector.dropExtensionData(name);
  }

  summary(prepared: PreparedContents): ContentsSummary {
    const { contents } = prepared;
    const catalog = contents.catalog;
    return {
      idos: (catalog.idos ?? []).map((i) => i.name),
      properties: Object.entries(catalog.extend ?? {}).flatMap(([ido, e]) =>
        (e.properties ?? []).map((p) => `${this.catalog.find(ido)?.name ?? ido}.${p.name}`),
      ),
      synonyms: Object.values(contents.vocabulary.synonyms ?? {}).reduce(
        (n, e) =>
          n +
          (e.ido?.length ?? 0) +
          Object.values(e.properties ?? {}).reduce((k, l) => k + l.length, 0) +
          Object.values(e.statuses ?? {}).reduce((k, l) => k + l.length, 0),
        0,
      ),
      phrases: (contents.vocabulary.phrases ?? []).reduce((n, p) => n + p.phrases.length, 0),
      valueAliases: (contents.vocabulary.valueAliases ?? []).length,
      reports: contents.reports.map((r) => r.name),
      agentTemplates: contents.agentTemplates.map((t) => t.name),
      demoRows: prepared.dataSets.reduce((n, s) => n + s.rows.length, 0),
    };
  }

  private previewCatalog(name: string, contents: ExtensionContents): CatalogIdo[] {
    try {
      return this.catalog.preview(name, contents.catalog);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const faults = (error.details as { faults?: string[] } | undefined)?.faults ?? [
        error.message,
      ];
      throw error.code === ErrorCode.Conflict
        ? refused('collision', error.message, { faults })
        : refused('contents_invalid', error.message, { faults });
    }
  }

  /** Row filters that hold on the current catalog but would fail on `after`. */
  private brokenRowFilters(after: readonly CatalogIdo[]): string[] {
    const broken: string[] = [];
    for (const role of ROLES) {
      const filters = this.policies.get<RowFilters>(`data.rowFilter.${role}`);
      for (const [idoName, text] of Object.entries(filters)) {
        const now = this.catalog.find(idoName);
        const then = after.find((i) => i.name.toLowerCase() === idoName.toLowerCase());
        if (!now || !holds(now, text)) continue;
        if (!then || !holds(then, text)) {
          broken.push(`the row filter of ${role} on ${now.name} (${text}) needs what it adds`);
        }
      }
    }
    return broken;
  }

  private removeReports(name: string): void {
    for (const report of this.reports.list())
      if (report.origin === name) this.reports.remove(report.name);
  }
}

function holds(ido: CatalogIdo, filter: string): boolean {
  try {
    new FilterChecker(ido).check(parseFilter(filter));
    return true;
  } catch {
    return false;
  }
}

/**
 * Synonym tables keyed by the catalog's own spelling of IDO and property names: the vocabulary
 * looks them up exactly, while a manifest may write `slitems`. Unknown names stay as written
 * (the check reports them).
 */
function canonicalVocabulary(c: NlContribution, idos: readonly CatalogIdo[]): NlContribution {
  if (!c.synonyms) return c;
  const synonyms: Record<string, NlSynonymEntry> = {};
  for (const [idoName, entry] of Object.entries(c.synonyms)) {
    const ido = idos.find((i) => i.name.toLowerCase() === idoName.toLowerCase());
    const properties = entry.properties
      ? Object.fromEntries(
          Object.entries(entry.properties).map(([p, words]) => [
            ido?.property(p)?.name ?? p,
            words,
          ]),
        )
      : undefined;
    synonyms[ido?.name ?? idoName] = { ...entry, ...(properties ? { properties } : {}) };
  }
  return { ...c, synonyms };
}
