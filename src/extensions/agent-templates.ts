import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Observable, Subject } from 'rxjs';
import { DomainError } from '../common/errors/domain-error';

/**
 * A starting point for an agent, contributed by an extension. The manifest is kept as the
 * bundle gave it (raw data): the agents module validates and compiles it when a template is
 * used, with the same rules as a deployed agent.
 */
export interface AgentTemplate {
  name: string;
  description: string;
  manifest: unknown;
  /** The extension that contributed it. */
  source: string;
}

export interface AgentTemplateChange {
  kind: 'added' | 'removed';
  template: AgentTemplate;
}

/**
 * Agent templates by name, for the agents module to list and instantiate. Extensions add and
 * withdraw theirs as a whole; `changes$` tells subscribers what was added or removed, one event
 * per template, after the registry holds the new state.
 */
@Injectable()
export class AgentTemplateRegistry implements OnModuleDestroy {
  private readonly templates = new Map<string, AgentTemplate>();
  private readonly changes = new Subject<AgentTemplateChange>();
  readonly changes$: Observable<AgentTemplateChange> = this.changes.asObservable();

  onModuleDestroy(): void {
    this.changes.complete();
  }

  /** Every template, by name. */
  list(): AgentTemplate[] {
    return [...this.templates.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  get(name: string): AgentTemplate | undefined {
    return this.templates.get(name);
  }

  /** Names among `names` that another source already uses. */
  conflicts(source: string, names: readonly string[]): string[] {
    return names.filter((n) => {
      const held = this.templates.get(n);
      return held !== undefined && held.source !== source;
    });
  }

  /** Replaces what `source` contributes; 409 CONFLICT when a name belongs to another source. */
  replace(source: string, templates: ReadonlyArray<Omit<AgentTemplate, 'source'>>): void {
    const taken = this.conflicts(
      source,
      templates.map((t) => t.name),
    );
    if (taken.length > 0) {
      throw DomainError.conflict(
        `agent template ${taken.join(', ')} exists (from another extension)`,
      );
    }
    this.removeSource(source);
    for (const t of templates) {
      const template: AgentTemplate = { ...t, source };
      this.templates.set(t.name, template);
      this.changes.next({ kind: 'added', template });
    }
  }

  /** Withdraws what `source` contributed; returns how many templates went. */
  removeSource(source: string): number {
    const gone = [...this.templates.values()].filter((t) => t.source === source);
    for (const template of gone) {
      this.templates.delete(template.name);
      this.changes.next({ kind: 'removed', template });
    }
    return gone.length;
  }
}
