import {
  type ChangePasswordRequest,
  ErrorCode,
  type LoginRequest,
  type TokenClaims,
  UserStatus,
  tooManyAttemptsMessage,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { AuditActor } from '../audit/audit.repository';
import {
  findAccountByUsername,
  findHandedOverUserIds,
  updateAccount,
} from '../users/users.repository';
import { changeAccount } from '../users/users.service';
import {
  clearLoginFailures,
  dropStaleLoginFailures,
  pruneLoginFailures,
  reserveLoginAttempt,
} from './login-throttle.repository';
import { pruneRevokedTokens, revokeToken } from './revoked-tokens.repository';

/** Forgets sign-in failures and signed-out tokens too old to matter (run every hour). */
export async function pruneSignInRecords(db: Database): Promise<void> {
  await Promise.all([pruneLoginFailures(db), pruneRevokedTokens(db)]);
}

export interface ClientInfo {
  ip: string;
  requestId: string;
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
  ) {}

  /** Signs a token out: refused from now on, remembered until it would have expired anyway. */
  async signOut(token: string | null): Promise<void> {
    const claims = token ? await this.tokens.verify(token) : null;
    if (claims) await revokeToken(this.db, claims.jti, new Date(claims.exp * 1000));
  }

  async login(input: LoginRequest, client: ClientInfo): Promise<string> {
    const account = await this.checkCredentials(
      input.username,
      input.password,
      client,
      ErrorCode.INVALID_CREDENTIALS,
      401,
    );
    if (passwordNeedsRehash(account.passwordHash)) {
      await updateAccount(this.db, account.id, {
        passwordHash: await hashPassword(input.password),
      });
    }
    const claims: TokenClaims = {
      id: account.id,
      username: account.username,
      fullName: account.fullName,
      mobilePhone: account.mobilePhone,
      status: account.status,
      active: account.active,
      judas: await findHandedOverUserIds(this.db, account.id),
      role: account.role,
      department: account.department,
    };
    return this.tokens.sign(claims, account.tokenVersion);
  }

  /**
   * Sets a new password; the user becomes normal and active (a user not yet activated is activated
   * this way), and every older token is revoked. A user disabled by someone who manages them cannot.
   */
  async changePassword(input: ChangePasswordRequest, client: ClientInfo): Promise<void> {
    const account = await this.checkCredentials(
      input.username,
      input.oldPassword,
      client,
      ErrorCode.WRONG_PASSWORD,
      400,
    );
    const actor: AuditActor = {
      id: account.id,
      username: account.username,
      requestId: client.requestId,
      ip: client.ip,
    };
    await changeAccount(this.db, actor, account.id, 'change_password', {
      passwordHash: await hashPassword(input.newPassword),
      status: UserStatus.NORMAL,
      active: true,
      passwordChanged: true,
    });
  }

  /**
   * The account when the password is right and the account not disabled; throttled per username
   * and address, per address and per username (see reserveLoginAttempt). A disabled account is
   * told so only to whoever knows its password.
   */
  private async checkCredentials(
    username: string,
    password: string,
    client: ClientInfo,
    failureCode: ErrorCode,
    failureStatus: number,
  ) {
    const usernameKey = username.trim().toLowerCase();
    const reservation = await reserveLoginAttempt(this.db, usernameKey, client.ip);
    if (!reservation.allowed) {
      const wait = reservation.wait;
      throw new AppError(
        429,
        ErrorCode.TOO_MANY_ATTEMPTS,
        tooManyAttemptsMessage(wait),
        { retryAfterSeconds: wait },
        { 'retry-after': String(wait) },
      );
    }
    const account = await findAccountByUsername(this.db, usernameKey);
    const valid = account
      ? await verifyPassword(account.passwordHash, password)
      : (await verifyAgainstDecoy(password), false);
    if (!account || !valid) {
      await dropStaleLoginFailures(this.db, usernameKey);
      throw new AppError(failureStatus, failureCode);
    }
    await clearLoginFailures(this.db, usernameKey, client.ip);
    if (account.disabled) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED);
    return account;
  }
}
