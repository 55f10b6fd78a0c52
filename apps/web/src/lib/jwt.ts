import { type TokenClaims, normalizeDepartment, normalizeRole } from '@backoffice/shared';

export interface SessionUser {
  id: number;
  username: string;
  /** fullName of the token, shown as the user's name. */
  name: string;
  /** mobilePhone of the token. */
  phone: string | null;
  status: number;
  active: boolean;
  judas: number[];
}

export interface DecodedSession {
  user: SessionUser;
  role: number;
  department: number;
  /** Expiry, in seconds since the epoch, when the token has one. */
  expiresAt: number | null;
}

function decodePayload(token: string): Partial<TokenClaims> & { exp?: number } {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a token');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims> & { exp?: number };
}

/** The session carried by a sign-in token (spec section 3), with the defaults for role and department. */
export function decodeSession(token: string): DecodedSession | null {
  try {
    const claims = decodePayload(token);
    if (typeof claims.id !== 'number' || typeof claims.username !== 'string') return null;
    return {
      user: {
        id: claims.id,
        username: claims.username,
        name: claims.fullName ?? claims.username,
        phone: claims.mobilePhone ?? null,
        status: typeof claims.status === 'number' ? claims.status : 1,
        active: claims.active !== false,
        judas: Array.isArray(claims.judas) ? claims.judas : [],
      },
      role: normalizeRole(claims.role),
      department: normalizeDepartment(claims.department),
      expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch {
    return null;
  }
}
