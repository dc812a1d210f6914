import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { PasswordHasher } from './password-hasher';
import { passwordWeakness, weakPasswordMessage } from './password-policy';
import { Role } from '../auth/capabilities';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { ApiKeyEntity } from './api-key.entity';
import { UserChanges } from './user-changes';
import { UserEntity } from './user.entity';
import {
  ApiKeyView,
  CreateApiKeyDto,
  CreateUserDto,
  ListUsersDto,
  UpdateUserDto,
  UserView,
} from './users.dto';

const API_KEY_PREFIX = 'erpc_';

export function toUserView(user: UserEntity): UserView {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    kind: user.kind,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

function toApiKeyView(key: ApiKeyEntity): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** Users and their API keys: storage, hashing, and the first-start admin. */
@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(ApiKeyEntity) private readonly apiKeys: Repository<ApiKeyEntity>,
    private readonly hasher: PasswordHasher,
    private readonly changes: UserChanges,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const password = this.config.auth.adminPassword;
    if (password) {
      const weakness = passwordWeakness(password, 'admin');
      if (weakness) throw new Error(`ERPC_ADMIN_PASSWORD: ${weakPasswordMessage(weakness)}`);
      try {
        await this.create({ username: 'admin', password, role: Role.Admin, kind: 'person' });
      } catch (error) {
        // Daemons started together on one database race here; the unique username lets one win.
        if ((await this.users.count()) > 0) return;
        throw error;
      }
      this.logger.log('no users yet: created user "admin" (role Admin) from ERPC_ADMIN_PASSWORD');
    } else {
      this.logger.warn(
        'no users yet. Create the first admin with: ' +
          'npx erp-connector create-admin   (or: node dist/cli/erpc.js create-admin), ' +
          'or restart with ERPC_ADMIN_PASSWORD=<password> to create user "admin"',
      );
    }
  }

  /** How many users exist (the start banner tells how to create the first admin at 0). */
  count(): Promise<number> {
    return this.users.count();
  }

  async create(dto: CreateUserDto): Promise<UserView> {
    const existing = await this.findByUsername(dto.username);
    if (existing) {
      throw DomainError.conflict(
        existing.username === dto.username
          ? `user "${dto.username}" already exists`
          : `user "${existing.username}" already exists (usernames are unique regardless of case)`,
      );
    }
    if (dto.password !== undefined) this.requireStrong(dto.password, dto.username);
    const user = this.users.create({
      id: randomUUID(),
      username: dto.username,
      passwordHash: dto.password ? await this.hasher.hash(dto.password) : null,
      role: dto.role,
      kind: dto.kind,
      disabled: false,
    });
    return toUserView(await this.users.save(user));
  }

  async list(query: ListUsersDto): Promise<{ users: UserView[]; total: number }> {
    const [rows, total] = await this.users.findAndCount({
      order: { username: 'ASC' },
      take: query.limit,
      skip: query.offset,
    });
    return { users: rows.map(toUserView), total };
  }

  async get(id: string): Promise<UserView> {
    return toUserView(await this.require(id));
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id } });
  }

  /** Case-insensitive: "Admin" and "admin" are one user (a unique index on lower(username)). */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = :name', { name: username.toLowerCase() })
      .getOne();
  }

  async update(id: string, dto: UpdateUserDto, actorId: string): Promise<UserView> {
    const user = await this.require(id);
    if (id === actorId && (dto.disabled === true || (dto.role && dto.role !== Role.Admin))) {
      throw DomainError.validation('you cannot disable or demote yourself');
    }
    if (
      user.role === Role.Admin &&
      (dto.disabled === true || (dto.role && dto.role !== Role.Admin))
    ) {
      await this.ensureAnotherAdmin(id);
    }
    if (dto.password !== undefined) {
      if (user.kind === 'service') {
        throw DomainError.validation('a service account signs in with API keys, not a password', [
          { field: 'password', message: 'service accounts have no password' },
        ]);
      }
      this.requireStrong(dto.password, user.username);
    }
    if (dto.role) user.role = dto.role;
    if (dto.disabled !== undefined) user.disabled = dto.disabled;
    if (dto.password) user.passwordHash = await this.hasher.hash(dto.password);
    const saved = await this.users.save(user);
    await this.changes.publish({
      userId: id,
      lockedOut: saved.disabled || dto.password !== undefined,
    });
    return toUserView(saved);
  }

  async remove(id: string, actorId: string): Promise<void> {
    if (id === actorId) throw DomainError.validation('you cannot delete yourself');
    const user = await this.require(id);
    if (user.role === Role.Admin) await this.ensureAnotherAdmin(id);
    await this.users.delete({ id });
    await this.changes.publish({ userId: id, lockedOut: true });
  }

  /** Returns the key in clear exactly once; only its hash is kept. */
  async createApiKey(userId: string, dto: CreateApiKeyDto): Promise<ApiKeyView & { key: string }> {
    const user = await this.require(userId);
    if (user.kind !== 'service') {
      // A key that never asks for the password would outlive a person's password change and
      // bypass sign-in throttling: people sign in with their password, machines with keys.
      throw DomainError.validation(
        `API keys are for service accounts; ${user.username} is a person (create a user with kind "service")`,
        [{ field: 'id', message: 'not a service account' }],
      );
    }
    const prefix = randomBytes(6).toString('hex');
    const key = `${API_KEY_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
    const expiresAt = dto.expiresInDays
      ? new Date(this.clock.now().getTime() + dto.expiresInDays * 86_400_000)
      : null;
    const row = await this.apiKeys.save(
      this.apiKeys.create({
        id: randomUUID(),
        userId,
        name: dto.name,
        prefix,
        keyHash: createHash('sha256').update(key).digest('hex'),
        expiresAt,
        revokedAt: null,
        lastUsedAt: null,
      }),
    );
    return { ...toApiKeyView(row), key };
  }

  async listApiKeys(userId: string): Promise<ApiKeyView[]> {
    await this.require(userId);
    const rows = await this.apiKeys.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map(toApiKeyView);
  }

  /** Revokes a key and, before answering, every session it opened (on every daemon). */
  async revokeApiKey(userId: string, keyId: string): Promise<void> {
    const result = await this.apiKeys.update(
      { id: keyId, userId, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    if (result.affected === 0) throw DomainError.notFound('active API key');
    await this.changes.publish({ userId, lockedOut: false, apiKeyId: keyId });
  }

  /** The user owning a valid API key, with the key's id and expiry; null for any other key. */
  async apiKeySignIn(
    key: string,
  ): Promise<{ user: UserEntity; keyId: string; expiresAt: Date | null } | null> {
    const match = /^erpc_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/.exec(key);
    if (!match) return null;
    const row = await this.apiKeys.findOne({ where: { prefix: match[1] } });
    const hash = createHash('sha256').update(key).digest('hex');
    const now = this.clock.now();
    if (!row || row.keyHash !== hash || row.revokedAt) return null;
    if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
    await this.apiKeys.update({ id: row.id }, { lastUsedAt: now });
    const user = await this.findById(row.userId);
    return user ? { user, keyId: row.id, expiresAt: row.expiresAt } : null;
  }

  private requireStrong(password: string, username: string): void {
    const weakness = passwordWeakness(password, username);
    if (weakness) {
      throw DomainError.validation(weakPasswordMessage(weakness), [
        { field: 'password', message: weakness },
      ]);
    }
  }

  private async require(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw DomainError.notFound(`user ${id}`);
    return user;
  }

  private async ensureAnotherAdmin(exceptId: string): Promise<void> {
    const admins = await this.users.find({ where: { role: Role.Admin, disabled: false } });
    if (!admins.some((a) => a.id !== exceptId)) {
      throw DomainError.conflict('this is the last enabled Admin; create another Admin first');
    }
  }
}
