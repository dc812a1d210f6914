import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import { Role } from '../auth/capabilities';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { AddressList } from '../config/address-list';
import { AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';

const API_KEY = /^erpc_/;

/**
 * Who may read /metrics: anyone from an address in `metrics.allowFrom` (default loopback, so a
 * Prometheus on the host scrapes without a secret), anyone else only with an Admin's
 * credential. The credential is an access token, or an Admin service account's API key sent
 * as the bearer value: a remote scraper holds a static secret, and access tokens expire within
 * minutes. The client address is Fastify's `request.ip`, which honours `server.trustProxy`, so
 * behind a trusted proxy it is the original client's, not the proxy's loopback address.
 */
@Injectable()
export class MetricsAccess {
  private readonly allowed: AddressList;

  constructor(
    config: AppConfig,
    private readonly verifier: AccessTokenVerifier,
    private readonly users: UsersService,
  ) {
    this.allowed = new AddressList(config.metrics.allowFrom);
  }

  async authorize(request: FastifyRequest): Promise<void> {
    if (this.allowed.has(request.ip)) return;
    const header = request.headers.authorization;
    const credential =
      header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : '';
    if (!credential) {
      throw DomainError.unauthenticated(
        'metrics: send an Admin access token or API key as Authorization: Bearer, or scrape from an address in metrics.allowFrom',
      );
    }
    const role = API_KEY.test(credential)
      ? await this.apiKeyRole(credential)
      : (await this.verifier.verify(credential)).role;
    if (role !== Role.Admin) {
      throw new DomainError(ErrorCode.Forbidden, `metrics need role Admin; you are ${role}`);
    }
  }

  private async apiKeyRole(key: string): Promise<Role> {
    const user = (await this.users.apiKeySignIn(key))?.user;
    if (!user || user.disabled) {
      throw DomainError.unauthenticated(
        'API key is invalid, expired or revoked',
        'invalid API key',
      );
    }
    return user.role;
  }
}
