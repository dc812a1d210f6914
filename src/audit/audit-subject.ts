import type { FastifyRequest } from 'fastify';

/**
 * Who a request without a token is about: a sign-in names its user before any token exists.
 * The audit entry of `POST /api/v1/auth/token` (and the browser session's) takes its username
 * from here: the name the attempt gave (also when it was wrong, so failed sign-ins say whom
 * they tried), and the user's id and role once the sign-in matched an account.
 */
export interface AuditSubject {
  userId: string | null;
  username: string | null;
  role: string | null;
}

const SUBJECT = Symbol('auditSubject');

type WithSubject = FastifyRequest & { [SUBJECT]?: AuditSubject };

export function setAuditSubject(request: FastifyRequest, subject: Partial<AuditSubject>): void {
  const holder = request as WithSubject;
  holder[SUBJECT] = {
    userId: null,
    username: null,
    role: null,
    ...holder[SUBJECT],
    ...subject,
  };
}

export function auditSubjectOf(request: FastifyRequest): AuditSubject | undefined {
  return (request as WithSubject)[SUBJECT];
}
