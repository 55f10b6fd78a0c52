// HTTP client of the KiotViet public API:
//   POST {tokenUrl} (form: scopes=PublicApi.Access, grant_type=client_credentials, client_id,
//        client_secret) -> { access_token, expires_in, token_type }
//   GET  {baseUrl}/categories | /products ?pageSize (<= 100) &currentItem &lastModifiedFrom
//        &includeRemoveIds=true &orderBy=modifiedDate, headers Retailer and Authorization: Bearer
//        -> { total, pageSize, data, removeId }
import type { KiotvietSettings } from '@backoffice/shared';
import type { Connector, FetchRequest, SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import {
  type HttpOptions,
  TokenHolder,
  callWithRetry,
  permanentError,
} from '../../source-kit/http-client';
import {
  KIOTVIET_PAGE_SIZE,
  KIOTVIET_RECORDS,
  KvTokenResponse,
  type KiotvietEntity,
  kvListResponse,
} from './kiotviet-records';

export function isKiotvietEntity(entity: string): entity is KiotvietEntity {
  return Object.hasOwn(KIOTVIET_RECORDS, entity);
}

export class KiotvietHttpClient implements Connector {
  readonly source = 'kiotviet' as const;
  readonly kind = 'http' as const;
  private readonly tokens: TokenHolder;
  private readonly base: string;

  constructor(
    private readonly settings: KiotvietSettings,
    clientSecret: string,
    private readonly http: HttpOptions = {},
    private readonly pageSize = KIOTVIET_PAGE_SIZE,
  ) {
    this.base = settings.baseUrl.replace(/\/+$/, '');
    this.tokens = new TokenHolder(async () => {
      const form = new URLSearchParams({
        scopes: 'PublicApi.Access',
        grant_type: 'client_credentials',
        client_id: settings.clientId,
        client_secret: clientSecret,
      });
      const answer = await callWithRetry(
        settings.tokenUrl,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        this.http,
      );
      if (answer.status !== 200) throw permanentError('KiotViet token', answer);
      const parsed = KvTokenResponse.safeParse(answer.body);
      if (!parsed.success) throw new PermanentSourceError('KiotViet token: unexpected answer');
      return parsed.data.access_token;
    });
  }

  async fetchPage(request: FetchRequest): Promise<SourcePage> {
    const { entity } = request;
    if (!isKiotvietEntity(entity)) throw new PermanentSourceError(`KiotViet has no ${entity}`);
    const currentItem = request.cursor === null ? 0 : Number(request.cursor);
    const pageSize = Math.min(KIOTVIET_PAGE_SIZE, this.pageSize);
    const query = new URLSearchParams({
      pageSize: String(pageSize),
      currentItem: String(currentItem),
      orderBy: 'modifiedDate',
      orderDirection: 'Asc',
    });
    if (entity === 'products') query.set('includeRemoveIds', 'true');
    if (entity === 'categories') query.set('hierachicalData', 'false');
    if (request.since) query.set('lastModifiedFrom', request.since);
    const url = `${this.base}/${entity}?${query.toString()}`;
    const options = { ...this.http, signal: request.signal };
    const answer = await this.tokens.withToken(async (token) => {
      const result = await callWithRetry(
        url,
        {
          headers: {
            Retailer: this.settings.retailer,
            authorization: `Bearer ${token}`,
            accept: 'application/json',
          },
        },
        options,
      );
      return { expired: result.status === 401, value: result };
    }, `KiotViet ${entity}`);
    if (answer.status !== 200) throw permanentError(`KiotViet ${entity}`, answer);
    const parsed = kvListResponse(KIOTVIET_RECORDS[entity]).safeParse(answer.body);
    if (!parsed.success) {
      throw new PermanentSourceError(
        `KiotViet ${entity}: unexpected answer (${parsed.error.issues[0]?.path.join('.') ?? ''})`,
      );
    }
    const { data, total, removeId } = parsed.data;
    const end = currentItem + data.length;
    return {
      records: data,
      // Removed ids come with every page; the first page's are enough.
      removedIds: currentItem === 0 ? (removeId ?? []).map(String) : [],
      next: data.length > 0 && end < total ? String(end) : null,
    };
  }
}
