// HTTP client of the thuocsi seller API:
//   POST {baseUrl}/v1/auth/token  { apiKey }                 -> { accessToken, expiresIn }
//   GET  {baseUrl}/v1/{resource}?offset=&limit=&updatedFrom= -> { status: 'OK', data, total, offset, limit }
// with `Authorization: Bearer <accessToken>`; an expired token answers 401 (errorCode TOKEN_EXPIRED).
import type { ThuocsiSettings } from '@backoffice/shared';
import { z } from 'zod';
import type { Connector, FetchRequest, SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import {
  type HttpOptions,
  TokenHolder,
  callWithRetry,
  permanentError,
} from '../../source-kit/http-client';
import { THUOCSI_PATHS, THUOCSI_RECORDS, type ThuocsiEntity } from './thuocsi-records';

const TokenAnswer = z.object({ accessToken: z.string().min(1), expiresIn: z.number().optional() });
const ListAnswer = z.object({
  status: z.string(),
  data: z.array(z.unknown()),
  total: z.number().int().nonnegative(),
  offset: z.number().int().optional(),
  limit: z.number().int().optional(),
});

export function isThuocsiEntity(entity: string): entity is ThuocsiEntity {
  return Object.hasOwn(THUOCSI_RECORDS, entity);
}

export class ThuocsiHttpClient implements Connector {
  readonly source = 'thuocsi' as const;
  readonly kind = 'http' as const;
  private readonly tokens: TokenHolder;
  private readonly base: string;

  constructor(
    private readonly settings: ThuocsiSettings,
    apiKey: string,
    private readonly http: HttpOptions = {},
  ) {
    this.base = settings.baseUrl.replace(/\/+$/, '');
    this.tokens = new TokenHolder(async () => {
      const url = `${this.base}/v1/auth/token`;
      const answer = await callWithRetry(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ apiKey }),
        },
        this.http,
      );
      if (answer.status !== 200) throw permanentError('thuocsi token', answer);
      const parsed = TokenAnswer.safeParse(answer.body);
      if (!parsed.success) throw new PermanentSourceError('thuocsi token: unexpected answer');
      return parsed.data.accessToken;
    });
  }

  async fetchPage(request: FetchRequest): Promise<SourcePage> {
    const { entity } = request;
    if (!isThuocsiEntity(entity)) throw new PermanentSourceError(`thuocsi has no ${entity}`);
    const offset = request.cursor === null ? 0 : Number(request.cursor);
    const query = new URLSearchParams({
      offset: String(offset),
      limit: String(this.settings.pageSize),
    });
    if (request.since) query.set('updatedFrom', request.since);
    const url = `${this.base}/v1/${THUOCSI_PATHS[entity]}?${query.toString()}`;
    const options = { ...this.http, signal: request.signal };
    const answer = await this.tokens.withToken(async (token) => {
      const result = await callWithRetry(
        url,
        { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        options,
      );
      return { expired: result.status === 401, value: result };
    }, `thuocsi ${entity}`);
    if (answer.status !== 200) throw permanentError(`thuocsi ${entity}`, answer);
    const list = ListAnswer.safeParse(answer.body);
    if (!list.success) throw new PermanentSourceError(`thuocsi ${entity}: unexpected answer`);
    const schema = THUOCSI_RECORDS[entity];
    const records = list.data.data.map((row, i) => {
      const parsed = schema.safeParse(row);
      if (!parsed.success) {
        throw new PermanentSourceError(
          `thuocsi ${entity}: record ${offset + i} malformed (${parsed.error.issues[0]?.path.join('.') ?? ''})`,
        );
      }
      return parsed.data;
    });
    const end = offset + records.length;
    return { records, next: records.length > 0 && end < list.data.total ? String(end) : null };
  }
}
