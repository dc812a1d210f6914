import { Injectable } from '@nestjs/common';
import type { Role } from '../../auth/capabilities';
import { AppConfig } from '../../config/app-config';
import type { CatalogIdo } from '../catalog/catalog-ido';
import { AccessRules, DataAccessPolicy } from './data-access-policy';

/** No masks, no row filters, the configured record caps: what holds until policies exist. */
@Injectable()
export class DefaultDataAccessPolicy extends DataAccessPolicy {
  private readonly rules: AccessRules;

  constructor(config: AppConfig) {
    super();
    this.rules = Object.freeze({
      visible: true,
      hiddenProperties: [],
      defaultRecordcap: config.ido.defaultRecordcap,
      maxRecordcap: config.ido.maxRecordcap,
    });
  }

  rulesFor(_role: Role | undefined, _ido: CatalogIdo): Promise<AccessRules> {
    return Promise.resolve(this.rules);
  }
}
