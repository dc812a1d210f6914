import { z } from 'zod';

export const tokenRequestSchema = z.union(
  [
    z
      .object({
        username: z.string().min(1).max(64),
        password: z.string().min(1).max(1024),
      })
      .strict(),
    z.object({ apiKey: z.string().min(1).max(200) }).strict(),
  ],
  { error: 'send { "username", "password" } or { "apiKey" }' },
);
export type TokenRequestDto = z.infer<typeof tokenRequestSchema>;

export const refreshRequestSchema = z
  .object({ refresh_token: z.string().min(1).max(200) })
  .strict();
export type RefreshRequestDto = z.infer<typeof refreshRequestSchema>;
