// HTTP client of the MISA AMIS accounting open API (actopen):
//   POST {baseUrl}/api/oauth/actopen/connect { app_id, access_code, org_company_code }
//        -> { Success, Data: '{"access_token": ..., "expired_time": ...}' }
//   POST {baseUrl}/apir/sync/actopen/get_dictionary { app_id, data_type, skip, take, last_sync_time }
//   POST {baseUrl}/apir/sync/actopen/get_voucher    { app_id, voucher_type, skip, take, last_sync_time }
//   POST {baseUrl}/apir/sync/actopen/save           { app_id, org_company_code, voucher: [...] }
// with header X-MISA-AccessToken; Data is a JSON text; an expired token answers 401 or ErrorCode
// ExpiredToken / InvalidTokenCode.
import type { MisaSettings } from '@backoffice/shared';
import { z } from 'zod';
import type { Connector, FetchRequest, SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import {
  type HttpAnswer,
  type HttpOptions,
  TokenHolder,
  callWithRetry,
  permanentError,
} from '../../source-kit/http-client';
import {
  MISA_DATA_TYPE_INVENTORY_ITEM,
  MISA_RECORDS,
  MISA_TAKE,
  MISA_VOUCHER_TYPE_SALE,
  MisaEnvelope,
  type MisaEntity,
  MisaTokenData,
} from './misa-records';

const EXPIRED_CODES = new Set(['ExpiredToken', 'InvalidTokenCode', 'TokenExpired']);

export function isMisaEntity(entity: string): entity is MisaEntity {
  return Object.hasOwn(MISA_RECORDS, entity);
}

function parseData(what: string, answer: HttpAnswer): unknown {
  const envelope = MisaEnvelope.safeParse(answer.body);
  if (!envelope.success) throw new PermanentSourceError(`${what}: unexpected answer`);
  if (!envelope.data.Success) {
    throw new PermanentSourceError(
      `${what}: ${envelope.data.ErrorCode ?? ''} ${envelope.data.ErrorMessage ?? ''}`.trim(),
    );
  }
  try {
    return JSON.parse(envelope.data.Data ?? 'null') as unknown;
  } catch {
    throw new PermanentSourceError(`${what}: Data is not JSON`);
  }
}

function isExpired(answer: HttpAnswer): boolean {
  if (answer.status === 401) return true;
  const envelope = MisaEnvelope.safeParse(answer.body);
  return (
    envelope.success && !envelope.data.Success && EXPIRED_CODES.has(envelope.data.ErrorCode ?? '')
  );
}

export class MisaHttpClient implements Connector {
  readonly source = 'misa' as const;
  readonly kind = 'http' as const;
  private readonly tokens: TokenHolder;
  private readonly base: string;

  constructor(
    private readonly settings: MisaSettings,
    accessCode: string,
    private readonly http: HttpOptions = {},
    private readonly take = MISA_TAKE,
  ) {
    this.base = settings.baseUrl.replace(/\/+$/, '');
    this.tokens = new TokenHolder(async () => {
      const answer = await this.post('/api/oauth/actopen/connect', {
        app_id: settings.appId,
        access_code: accessCode,
        org_company_code: settings.orgCompanyCode,
      });
      if (answer.status !== 200) throw permanentError('MISA connect', answer);
      const token = MisaTokenData.safeParse(parseData('MISA connect', answer));
      if (!token.success) throw new PermanentSourceError('MISA connect: no access token');
      return token.data.access_token;
    });
  }

  private post(path: string, body: unknown, token?: string, signal?: AbortSignal) {
    return callWithRetry(
      `${this.base}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { 'X-MISA-AccessToken': token } : {}),
        },
        body: JSON.stringify(body),
      },
      { ...this.http, signal },
    );
  }

  private async authorised(path: string, body: unknown, what: string, signal?: AbortSignal) {
    const answer = await this.tokens.withToken(async (token) => {
      const result = await this.post(path, body, token, signal);
      return { expired: isExpired(result), value: result };
    }, what);
    if (answer.status !== 200) throw permanentError(what, answer);
    return parseData(what, answer);
  }

  async fetchPage(request: FetchRequest): Promise<SourcePage> {
    const { entity } = request;
    if (!isMisaEntity(entity)) throw new PermanentSourceError(`MISA has no ${entity}`);
    const skip = request.cursor === null ? 0 : Number(request.cursor);
    const common = {
      app_id: this.settings.appId,
      skip,
      take: this.take,
      last_sync_time: request.since,
    };
    const data =
      entity === 'inventoryItems'
        ? await this.authorised(
            '/apir/sync/actopen/get_dictionary',
            { ...common, data_type: MISA_DATA_TYPE_INVENTORY_ITEM },
            'MISA inventory items',
            request.signal,
          )
        : await this.authorised(
            '/apir/sync/actopen/get_voucher',
            { ...common, voucher_type: MISA_VOUCHER_TYPE_SALE },
            'MISA vouchers',
            request.signal,
          );
    const rows = z.array(MISA_RECORDS[entity]).safeParse(data ?? []);
    if (!rows.success) {
      throw new PermanentSourceError(
        `MISA ${entity}: malformed record (${rows.error.issues[0]?.path.join('.') ?? ''})`,
      );
    }
    // MISA gives no total: a short page is the last one.
    return {
      records: rows.data,
      next: rows.data.length < this.take ? null : String(skip + rows.data.length),
    };
  }

  /** Saves vouchers (sales vouchers booked from our invoices); answers MISA's result per voucher. */
  async saveVouchers(vouchers: unknown[], signal?: AbortSignal): Promise<unknown> {
    return this.authorised(
      '/apir/sync/actopen/save',
      {
        app_id: this.settings.appId,
        org_company_code: this.settings.orgCompanyCode,
        voucher: vouchers,
      },
      'MISA save',
      signal,
    );
  }
}
