import { z } from 'zod';
import { ROLES, Role } from '../auth/capabilities';

const role = z.enum(ROLES as [Role, ...Role[]]);
const username = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits and . _ @ - only');
const password = z.string().min(8, 'must be at least 8 characters').max(1024);

export const createUserSchema = z
  .object({
    username,
    password: password.optional(),
    role,
    kind: z.enum(['person', 'service']).default('person'),
  })
  .strict()
  .refine((body) => body.kind === 'service' || body.password !== undefined, {
    message: 'a person needs a password',
    path: ['password'],
  });
export type CreateUserDto = z.infer<typeof createUserSchema>;

export const updateUserSchema = z
  .object({
    role: role.optional(),
    disabled: z.boolean().optional(),
    password: password.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateUserDto = z.infer<typeof updateUserSchema>;

export const createApiKeySchema = z
  .object({
    name: z.string().min(1).max(100),
    expiresInDays: z.number().int().min(1).max(3650).optional(),
  })
  .strict();
export type CreateApiKeyDto = z.infer<typeof createApiKeySchema>;

export const listUsersSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ListUsersDto = z.infer<typeof listUsersSchema>;

export const userIdSchema = z.uuid('must be a user id');

/** A user as the API shows it: never the hash. */
export interface UserView {
  id: string;
  username: string;
  role: Role;
  kind: 'person' | 'service';
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
