import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import { CatalogIdo } from './catalog-ido';
import type { IdoDefinition, IdoExtension } from './catalog.types';
import { DEMO_CATALOG } from './demo-catalog';
import { validateIdoDefinition } from './validate-catalog';

export type CatalogListener = (catalog: CatalogService) => void;

/**
 * The IDO catalog: every IDO the daemon knows, looked up case-insensitively. Starts with the
 * built-in SPEC §8 entries (validated at construction, so a bad entry stops the daemon at boot)
 * and accepts entries and additions from extensions at run time.
 */
@Injectable()
export class CatalogService {
  private readonly entries = new Map<string, CatalogIdo>();
  private readonly listeners = new Set<CatalogListener>();
  private changes = 0;

  constructor() {
    this.load(DEMO_CATALOG);
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
    if (this.entries.has(key) && !options.replace) {
      throw DomainError.validation(`IDO ${definition.name} already exists`, {
        faults: [`${definition.name}: already in the catalog`],
      });
    }
    const entry = this.validated(definition);
    this.entries.set(key, entry);
    this.changed();
    return entry;
  }

  /** Adds properties, synonyms, relations or default properties to an existing IDO. */
  extend(idoName: string, extension: IdoExtension): CatalogIdo {
    const current = this.get(idoName).definition;
    const merged: IdoDefinition = {
      ...current,
      properties: [...current.properties, ...(extension.properties ?? [])],
      synonyms: [...new Set([...current.synonyms, ...(extension.synonyms ?? [])])],
      relations: [...current.relations, ...(extension.relations ?? [])],
      defaultProperties: [
        ...new Set([...current.defaultProperties, ...(extension.defaultProperties ?? [])]),
      ],
    };
    const entry = this.validated(merged);
    this.entries.set(current.name.toLowerCase(), entry);
    this.changed();
    return entry;
  }

  /** Removes an IDO added at run time. Built-in IDOs stay. Returns whether one was removed. */
  remove(idoName: string): boolean {
    const entry = this.find(idoName);
    if (!entry) return false;
    if (entry.source === 'builtin') {
      throw DomainError.validation(`IDO ${entry.name} is built in and cannot be removed`);
    }
    const dependants = this.list().filter(
      (other) =>
        other !== entry &&
        other.relations.some((r) => r.targetIdo.toLowerCase() === entry.name.toLowerCase()),
    );
    if (dependants.length > 0) {
      throw DomainError.validation(
        `IDO ${entry.name} is the target of relations from ${dependants.map((d) => d.name).join(', ')}`,
      );
    }
    this.entries.delete(entry.name.toLowerCase());
    this.changed();
    return true;
  }

  /** Calls `listener` after every change; returns a function that stops it. */
  onChange(listener: CatalogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private load(definitions: readonly IdoDefinition[]): void {
    const byName = new Map(definitions.map((d) => [d.name.toLowerCase(), d]));
    const faults = definitions.flatMap((d) =>
      validateIdoDefinition(d, (name) => byName.get(name.toLowerCase())),
    );
    if (byName.size !== definitions.length) faults.push('an IDO name is declared twice');
    if (faults.length > 0) throw new Error(`invalid IDO catalog:\n  - ${faults.join('\n  - ')}`);
    for (const d of definitions) this.entries.set(d.name.toLowerCase(), new CatalogIdo(d));
  }

  private validated(definition: IdoDefinition): CatalogIdo {
    const faults = validateIdoDefinition(definition, (name) => this.find(name)?.definition);
    if (faults.length > 0) {
      throw DomainError.validation(`invalid IDO definition: ${faults.join('; ')}`, { faults });
    }
    return new CatalogIdo(definition);
  }

  private changed(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener(this);
  }
}
