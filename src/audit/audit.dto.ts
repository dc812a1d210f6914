import { z } from 'zod';

export const auditQuerySchema = z
  .object({
    user: z.string().max(64).optional(),
    action: z.string().max(120).optional(),
    outcome: z.enum(['success', 'denied', 'failed']).optional(),
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
    /** Paging cursor: entries older than this id (from meta.nextBefore). */
    before: z.coerce.number().int().min(1).optional(),
  })
  .strict();
export type AuditQueryDto = z.infer<typeof auditQuerySchema>;
