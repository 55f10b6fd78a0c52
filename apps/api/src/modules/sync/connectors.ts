// The connector of each source as its job is configured: the built-in demo source by default, or
// the HTTP client of the system's API with the decrypted secret (its calls reach the addresses that
// `http.network` allows: public ones only unless CONNECTOR_ALLOW_PRIVATE_NETWORK is set).
import {
  KiotvietSettings,
  MisaSettings,
  SYNC_MESSAGES,
  type SyncSource,
  ThuocsiSettings,
} from '@backoffice/shared';
import { KiotvietDemoSource } from '../../connectors/kiotviet/kiotviet-demo';
import { KiotvietHttpClient } from '../../connectors/kiotviet/kiotviet-http';
import { MisaDemoSource } from '../../connectors/misa/misa-demo';
import { MisaHttpClient } from '../../connectors/misa/misa-http';
import { ThuocsiDemoSource } from '../../connectors/thuocsi/thuocsi-demo';
import { ThuocsiHttpClient } from '../../connectors/thuocsi/thuocsi-http';
import type { EcommerceDemoData } from '../../seed/ecommerce/dataset';
import { type Connector, PermanentSourceError } from './connector';
import type { HttpOptions } from './http-client';
import type { SecretBox } from './secret-box';
import type { SyncJobRow } from './sync.repository';

export const DEFAULT_SETTINGS = {
  thuocsi: { baseUrl: 'https://api.thuocsi.vn', pageSize: 500 } satisfies ThuocsiSettings,
  kiotviet: {
    baseUrl: 'https://public.kiotapi.com',
    tokenUrl: 'https://id.kiotviet.vn/connect/token',
    retailer: 'thuanphat',
    clientId: 'backoffice',
  } satisfies KiotvietSettings,
  misa: {
    baseUrl: 'https://actapp.misa.vn',
    appId: 'backoffice',
    orgCompanyCode: '',
  } satisfies MisaSettings,
} as const;

/** The job's settings, read with the source's schema (defaults for what is missing or wrong). */
export function settingsOf(job: Pick<SyncJobRow, 'source' | 'settings'>) {
  const source = job.source as SyncSource;
  const stored = { ...DEFAULT_SETTINGS[source], ...(job.settings as object) };
  switch (source) {
    case 'thuocsi':
      return { source, thuocsi: ThuocsiSettings.catch(DEFAULT_SETTINGS.thuocsi).parse(stored) };
    case 'kiotviet':
      return { source, kiotviet: KiotvietSettings.catch(DEFAULT_SETTINGS.kiotviet).parse(stored) };
    case 'misa':
      return { source, misa: MisaSettings.catch(DEFAULT_SETTINGS.misa).parse(stored) };
    default: {
      const never: never = source;
      throw new Error(String(never));
    }
  }
}

export function buildConnector(
  job: SyncJobRow,
  box: SecretBox,
  demo: () => EcommerceDemoData,
  http: HttpOptions = {},
): Connector {
  const source = job.source as SyncSource;
  if (job.mode !== 'http') {
    switch (source) {
      case 'thuocsi':
        return new ThuocsiDemoSource(demo());
      case 'kiotviet':
        return new KiotvietDemoSource();
      case 'misa':
        return new MisaDemoSource(demo());
      default: {
        const never: never = source;
        throw new Error(String(never));
      }
    }
  }
  const secret = job.secretEncrypted ? box.open(job.secretEncrypted) : null;
  if (!secret) {
    throw new PermanentSourceError(
      job.secretEncrypted
        ? 'Không đọc được mã bí mật đã lưu (khóa máy chủ đã đổi). Vui lòng nhập lại.'
        : SYNC_MESSAGES.secretMissing,
    );
  }
  const settings = settingsOf(job);
  switch (settings.source) {
    case 'thuocsi':
      return new ThuocsiHttpClient(settings.thuocsi, secret, http);
    case 'kiotviet':
      return new KiotvietHttpClient(settings.kiotviet, secret, http);
    case 'misa':
      return new MisaHttpClient(settings.misa, secret, http);
    default: {
      const never: never = settings;
      throw new Error(String(never));
    }
  }
}
