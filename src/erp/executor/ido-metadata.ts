import type { CatalogIdo } from '../catalog/catalog-ido';
import type { EnumGroup, EnumValue, PropertyType, ValueFormat } from '../catalog/catalog.types';
import { describeDerivation } from '../catalog/derived-definition';
import type { DerivedDefinition } from '../catalog/catalog.types';
import { filterProperties } from '../filter/filter-ast';

/** Names of this IDO's properties a derived definition uses (its own terms, not a roll-up's). */
function derivationNames(ido: CatalogIdo, property: string, d: DerivedDefinition): string[] {
  switch (d.kind) {
    case 'daysPast': {
      const when = ido.derivedCondition(property);
      return [d.dateProperty, ...(when ? filterProperties(when) : [])];
    }
    case 'arithmetic': {
      const when = ido.derivedCondition(property);
      return [...d.operands, ...(when ? filterProperties(when) : [])];
    }
    case 'rollup':
      return d.match.map((m) => m.equals);
  }
}

export interface PropertyMetadata {
  name: string;
  type: PropertyType;
  label: string;
  alias: string;
  key: boolean;
  nullable: boolean;
  derived: boolean;
  /**
   * For a derived property, its definition as data (`{ kind: 'rollup', fn: 'min', ido, match,
   * property, where }`, `{ kind: 'daysPast', dateProperty, when }`…): what the daemon computes.
   */
  derivation?: Record<string, unknown>;
  /** How the ERP stores the value (right-justified keys padded to `length`). */
  format?: ValueFormat;
  description?: string;
  enumValues?: readonly EnumValue[];
  enumGroups?: readonly EnumGroup[];
  /** The IDO and property this one refers to, when it is a relation. */
  relation?: { ido: string; property: string };
}

export interface IdoMetadata {
  name: string;
  label: string;
  pluralLabel: string;
  description?: string;
  keys: string[];
  defaultProperties: string[];
  properties: PropertyMetadata[];
  relations: Array<{
    property: string;
    ido: string;
    targetProperty: string;
    name?: string;
    targetWhere?: string;
  }>;
}

/** The metadata a caller may see: the IDO's properties minus the role's field mask. */
export function describeIdo(ido: CatalogIdo, hidden: ReadonlySet<string>): IdoMetadata {
  const visible = ido.properties.filter((p) => !hidden.has(p.name));
  return {
    name: ido.name,
    label: ido.label,
    pluralLabel: ido.pluralLabel,
    ...(ido.description ? { description: ido.description } : {}),
    keys: [...ido.keys],
    defaultProperties: ido.defaultProperties.filter((p) => !hidden.has(p)),
    properties: visible.map((p) => {
      const relation = ido.relationOf(p.name);
      const meta: PropertyMetadata = {
        name: p.name,
        type: p.type,
        label: p.label,
        alias: p.alias,
        key: p.key === true,
        nullable: p.nullable === true,
        derived: p.derived !== undefined,
      };
      if (p.derived) {
        // A definition that names a property the role may not see shows only its kind: the
        // value stays visible (as the catalog defines it), the hidden names do not.
        const names = derivationNames(ido, p.name, p.derived);
        meta.derivation = names.some((n) => hidden.has(n))
          ? { kind: p.derived.kind }
          : describeDerivation(p.derived);
      }
      if (p.format) meta.format = { ...p.format };
      if (p.description) meta.description = p.description;
      if (p.enumValues) meta.enumValues = p.enumValues;
      if (p.enumGroups && p.enumGroups.length > 0) meta.enumGroups = p.enumGroups;
      if (relation) meta.relation = { ido: relation.targetIdo, property: relation.targetProperty };
      return meta;
    }),
    relations: ido.relations
      .filter((r) => !hidden.has(r.property))
      .map((r) => ({
        property: r.property,
        ido: r.targetIdo,
        targetProperty: r.targetProperty,
        ...(r.name ? { name: r.name } : {}),
        ...(r.targetWhere ? { targetWhere: r.targetWhere } : {}),
      })),
  };
}
