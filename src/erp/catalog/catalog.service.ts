import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import { CatalogIdo } from './catalog-ido';
import type { CatalogContribution, IdoDefinition, IdoExtension } from './catalog.types';
import { composeCatalog } from './compose-catalog';
import { SYTELINE_CATALOG } from './syteline-catalog';

export type CatalogListener = (catalog: CatalogService) => void;

/**
 * The base IDO definitions when the connector brings its own catalog (a `sql` connector's
 * discovered catalog or catalog file); absent, the built-in SPEC §8 catalog.
 */
export const BASE_CATALOG = Symbol('BASE_CATALOG');

/**
 * The IDO catalog: every IDO the daemon knows, looked up case-insensitively. Two layers: the
 * base (the built-in SPEC §8 entries, validated at construction so a bad entry stops the daemon
 * at boot, plus entries registered or extended at run time) and, on top, contributions of
 * extensions, each applied and withdrawn as a whole. Every change recomposes and revalidates the
 * whole catalog and swaps it in at once, with one notice to listeners, so a reader never sees
 * half an extension.
 */
@Injectable()
export class CatalogService {
  private base = new Map<string, IdoDefinition>();
  private contributions = new Map<string, CatalogContribution>();
  private entries = new Map<string, CatalogIdo>();
  private readonly listeners = new Set<CatalogListener>();
  private changes = 0;

  constructor(@Optional() @Inject(BASE_CATALOG) definitions?: readonly IdoDefinition[]) {
    this.load(definitions ?? SYTELINE_CATALOG);
  }

  /** Increases on every change; lets caches (e.g. the NL vocabulary) know when to rebuild. */
  get version(): number {
    return this.changes;
  }

  /** Every IDO, in registration order. */
  list(): CatalogIdo[] {
    return [...this.entries.values()];
  }

  /** The IDO called `name` (any case), or undefined. */
  find(name: string): CatalogIdo | undefined {
    return this.entries.get(name.toLowerCase());
  }

  /** The IDO called `name` (any case); 404 IDO_NOT_FOUND when there is none. */
  get(name: string): CatalogIdo {
    const entry = this.find(name);
    if (!entry)
      throw new DomainError(ErrorCode.IdoNotFound, `IDO ${name} not found`, { ido: name });
    return entry;
  }

  /**
   * Adds an IDO (or replaces one with `replace: true`). Throws VALIDATION_FAILED listing every
   * fault when the definition is unsound, leaving the catalog unchanged.
   */
  register(definition: IdoDefinition, options: { replace?: boolean } = {}): CatalogIdo {
    const key = definition.name.toLowerCase();
    if (this.entries.has(key) && !(options.replace && this.base.has(key))) {
      throw DomainError.validation(`IDO ${definition.name} already exists`, {
        faults: [`${definition.name}: already in the catalog`],
      });
    }
    const base = new Map(this.base);
    base.set(key, definition);
    this.commitBase(base);
    return this.get(definition.name);
  }

  /** Adds properties, synonyms, relations or default properties to an IDO of the base layer. */
  extend(idoName: string, extension: IdoExtension): CatalogIdo {
    const current = this.base.get(idoName.toLowerCase());
    if (!current) this.get(idoName);
    if (!current) throw DomainError.validation(`IDO ${idoName} comes from an extension`);
    const merged: IdoDefinition = {
      ...current,
      properties: [...current.properties, ...(extension.properties ?? [])],
      synonyms: [...new Set([...current.synonyms, ...(extension.synonyms ?? [])])],
      relations: [...current.relations, ...(extension.relations ?? [])],
      defaultProperties: [
        ...new Set([...current.defaultProperties, ...(extension.defaultProperties ?? [])]),
      ],
    };
    const base = new Map(this.base);
    base.set(current.name.toLowerCase(), merged);
    this.commitBase(base);
    return this.get(current.name);
  }

  /** Removes an IDO added at run time. Built-in IDOs stay. Returns whether one was removed. */
  remove(idoName: string): boolean {
    const entry = this.find(idoName);
    if (!entry) return false;
    if (entry.source === 'builtin') {
      throw DomainError.validation(`IDO ${entry.name} is built in and cannot be removed`);
    }
    if (!this.base.has(entry.name.toLowerCase())) {
      throw DomainError.validation(
        `IDO ${entry.name} comes from extension ${entry.source}; withdraw the extension instead`,
      );
    }
    const named = (ido: string): boolean => ido.toLowerCase() === entry.name.toLowerCase();
    const dependants = this.list().filter(
      (other) =>
        other !== entry &&
        (other.relations.some((r) => named(r.targetIdo)) ||
          other.properties.some((p) => p.derived?.kind === 'rollup' && named(p.derived.ido))),
    );
    if (dependants.length > 0) {
      throw DomainError.validation(
        `IDO ${entry.name} is the target of relations or roll-ups from ${dependants.map((d) => d.name).join(', ')}`,
      );
    }
    const base = new Map(this.base);
    base.delete(entry.name.toLowerCase());
    this.commitBase(base);
    return true;
  }

  /**
   * Applies everything `source` (an extension id) adds, replacing what it added before. Throws
   * CONFLICT when a name collides with a built-in or another extension's entry, VALIDATION_FAILED
   * when the additions are unsound; in both cases the catalog is unchanged.
   */
  contribute(source: string, contribution: CatalogContribution): void {
    const next = new Map(this.contributions);
    next.set(source, contribution);
    this.commit(this.base, next, source);
  }

  /** Withdraws what `source` added. Returns whether it had added anything. */
  withdraw(source: string): boolean {
    if (!this.contributions.has(source)) return false;
    const next = new Map(this.contributions);
    next.delete(source);
    this.commit(this.base, next, source);
    return true;
  }

  /**
   * The catalog as it would be with `source` contributing `contribution` (or, with null,
   * contributing nothing), without changing anything. Throws like `contribute`.
   */
  preview(source: string, contribution: CatalogContribution | null): CatalogIdo[] {
    const next = new Map(this.contributions);
    if (contribution) next.set(source, contribution);
    else next.delete(source);
    return [...this.composed(this.base, next, source).values()];
  }

  /** Calls `listener` after every change; returns a function that stops it. */
  onChange(listener: CatalogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private load(definitions: readonly IdoDefinition[]): void {
    const base = new Map(definitions.map((d) => [d.name.toLowerCase(), d]));
    const { entries, faults } = composeCatalog(base, new Map());
    if (base.size !== definitions.length) faults.push(invalid('an IDO name is declared twice'));
    if (faults.length > 0) {
      throw new Error(`invalid IDO catalog:\n  - ${faults.map((f) => f.message).join('\n  - ')}`);
    }
    this.base = base;
    this.entries = entries;
  }

  private commitBase(base: Map<string, IdoDefinition>): void {
    const { entries, faults } = composeCatalog(base, this.contributions);
    if (faults.length > 0) {
      const messages = faults.map((f) => f.message);
      throw DomainError.validation(`invalid IDO definition: ${messages.join('; ')}`, {
        faults: messages,
      });
    }
    this.swap(base, this.contributions, entries);
  }

  private commit(
    base: Map<string, IdoDefinition>,
    contributions: Map<string, CatalogContribution>,
    source: string,
  ): void {
    this.swap(base, contributions, this.composed(base, contributions, source));
  }

  private composed(
    base: Map<string, IdoDefinition>,
    contributions: Map<string, CatalogContribution>,
    source: string,
  ): Map<string, CatalogIdo> {
    const { entries, faults } = composeCatalog(base, contributions);
    if (faults.length === 0) return entries;
    const messages = faults.map((f) => f.message);
    const conflict = faults.some((f) => f.kind === 'conflict');
    throw new DomainError(
      conflict ? ErrorCode.Conflict : ErrorCode.ValidationFailed,
      `catalog additions of ${source} ${conflict ? 'collide' : 'are invalid'}: ${messages.join('; ')}`,
      { reason: conflict ? 'collision' : 'catalog_invalid', faults: messages },
    );
  }

  private swap(
    base: Map<string, IdoDefinition>,
    contributions: Map<string, CatalogContribution>,
    entries: Map<string, CatalogIdo>,
  ): void {
    this.base = base;
    this.contributions = contributions;
    this.entries = entries;
    this.changes += 1;
    for (const listener of this.listeners) listener(this);
  }
}

function invalid(message: string): { kind: 'invalid'; message: string } {
  return { kind: 'invalid', message };
}
