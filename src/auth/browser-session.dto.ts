import { z } from 'zod';

/** `POST /api/v1/auth/session`: a person signs in from a browser (API keys use /auth/token). */
export const sessionRequestSchema = z
  .object({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(1024),
  })
  .strict();
export type SessionRequestDto = z.infer<typeof sessionRequestSchema>;

/** `POST /api/v1/auth/session/refresh` takes nothing but its cookie and header. */
export const sessionRefreshSchema = z.object({}).strict().optional();

/** What a browser gets: the access token for its memory, never the refresh token. */
export interface BrowserSessionView {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  role: string;
  /** The value to send as `X-CSRF-Token` on the next refresh (also in the `erpc_csrf` cookie). */
  csrf_token: string;
}
