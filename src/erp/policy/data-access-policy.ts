import type { Role } from '../../auth/capabilities';
import type { CatalogIdo } from '../catalog/catalog-ido';
import type { FilterNode } from '../filter/filter-ast';

/** What one role may read of one IDO. */
export interface AccessRules {
  /** False hides the IDO entirely (listed nowhere, 404 when named). */
  visible: boolean;
  /** Properties the role may not see (field mask): left out of results, unknown when named. */
  hiddenProperties: readonly string[];
  /** Rows the role may see (row filter), ANDed to every load; undefined for all rows. */
  rowFilter?: FilterNode;
  /** Record cap when a caller asks for the default (-1). */
  defaultRecordcap: number;
  /** Largest record cap a caller may get (0 means this many). */
  maxRecordcap: number;
}

/**
 * The policy hook of the one data path: the executor asks it before every load, so a field
 * mask or row filter written once holds for IDO fetches, NL queries, reports and agents alike.
 * The policies module replaces the default implementation with one backed by stored policies.
 */
export abstract class DataAccessPolicy {
  /** Rules for `role` (undefined: the daemon itself) reading `ido`. */
  abstract rulesFor(role: Role | undefined, ido: CatalogIdo): Promise<AccessRules>;
}
