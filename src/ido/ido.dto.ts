import { z } from 'zod';

/** Query parameters of `GET /api/v1/ido/:name` (SPEC §6); unknown parameters are refused. */
export const idoLoadQuerySchema = z
  .object({
    properties: z.string().max(8000).optional(),
    // Length and syntax are checked by the filter parser, which answers FILTER_INVALID with a position.
    filter: z.string().optional(),
    orderby: z.string().max(4000).optional(),
    recordcap: z.coerce
      .number()
      .int('must be a whole number')
      .min(-1, 'must be -1 (default), 0 (all up to the maximum) or a positive number')
      .max(1_000_000)
      .optional(),
    bookmark: z.string().max(4096).optional(),
    distinct: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  })
  .strict();
export type IdoLoadQueryDto = z.infer<typeof idoLoadQuerySchema>;

/** One entry of `GET /api/v1/ido`. */
export interface IdoSummary {
  name: string;
  label: string;
  pluralLabel: string;
  description?: string;
  keys: string[];
  relations: Array<{ property: string; ido: string }>;
}
