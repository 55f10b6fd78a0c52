import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { TokenClaims } from '@backoffice/shared';
import { z } from 'zod';

const ISSUER = 'backoffice';
const AUDIENCE = 'backoffice';
const ALGORITHM = 'HS256';
/** 256 bits: the least key size for HS256. */
export const MIN_SECRET_BYTES = 32;

const VerifiedPayload = TokenClaims.extend({
  ver: z.number().int(),
  /** The token's own id, by which a sign-out revokes it. */
  jti: z.string().min(1).max(64),
  exp: z.number().int(),
});
export type VerifiedToken = z.infer<typeof VerifiedPayload>;

export class TokenService {
  /** The secret as a key for HS256, imported once rather than at every token. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: Uint8Array,
    private readonly ttl: string,
  ) {
    if (secret.byteLength < MIN_SECRET_BYTES) {
      throw new Error(`The token secret must be at least ${MIN_SECRET_BYTES} bytes (256 bits).`);
    }
    this.key = webcrypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // Awaited at each use; a failed import is reported there, not as an unhandled rejection.
    this.key.catch(() => undefined);
  }

  async sign(claims: TokenClaims, version: number): Promise<string> {
    return new SignJWT({ ...claims, ver: version })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.id))
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(await this.key);
  }

  /** The token's claims when its signature, algorithm, issuer, audience and expiry hold; else null. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      });
      const parsed = VerifiedPayload.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
