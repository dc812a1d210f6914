import { Role } from './capabilities';

/** Who is calling: the verified token's subject with the user's current role. */
export interface Principal {
  userId: string;
  username: string;
  role: Role;
  /** Access-token id, used to revoke this session. */
  jti: string;
  /** Seconds since the epoch when the access token expires. */
  exp: number;
  /** 'password' for people, 'apiKey' for service accounts: how the session began. */
  via: 'password' | 'apiKey';
  /** The session the token belongs to; null for tokens from before sessions were tracked. */
  sid: string | null;
}
