import { z } from 'zod';

export const putPolicySchema = z
  .object({
    value: z.unknown().refine((v) => v !== undefined, 'required'),
    /** Optimistic concurrency: the version the editor started from. */
    expectedVersion: z.number().int().min(0).optional(),
  })
  .strict();
export type PutPolicyDto = z.infer<typeof putPolicySchema>;

export const policyKeySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9.]{1,99}$/, 'a policy key like query.maxLimit');
