// The outside systems the sync reads, one adapter each (sources/<system>/): adding a system is its
// folder and a line here. The connector of a source as its job is configured: the built-in demo
// source by default, or the HTTP client of the system's API with the decrypted secret (its calls
// reach the addresses that `http.network` allows: public ones only unless
// CONNECTOR_ALLOW_PRIVATE_NETWORK is set).
import {
  type KiotvietSettings,
  type MisaSettings,
  SYNC_MESSAGES,
  type SyncSource,
  type ThuocsiSettings,
} from '@backoffice/shared';
import type { HttpOptions } from '../source-kit/http-client';
import type { SecretBox } from '../secret-box';
import { type Connector, type SourceAdapter } from '../source-kit/source';
import { PermanentSourceError } from '../source-kit/source-errors';
import type { SyncJobRow } from '../sync.repository';
import { KIOTVIET_SOURCE } from './kiotviet/kiotviet-source';
import type { KiotvietDemoFeed } from './kiotviet/kiotviet-demo';
import { MISA_SOURCE } from './misa/misa-source';
import type { MisaDemoFeed } from './misa/misa-demo';
import { THUOCSI_SOURCE } from './thuocsi/thuocsi-source';
import type { ThuocsiDemoFeed } from './thuocsi/thuocsi-demo';

interface SettingsOf {
  thuocsi: ThuocsiSettings;
  kiotviet: KiotvietSettings;
  misa: MisaSettings;
}

interface FeedOf {
  thuocsi: ThuocsiDemoFeed;
  kiotviet: KiotvietDemoFeed;
  misa: MisaDemoFeed;
}

/** What the built-in demo sources serve, each made when first asked for. */
export type DemoFeeds = { [S in SyncSource]: () => FeedOf[S] };

type Adapters = { [S in SyncSource]: SourceAdapter<SettingsOf[S], FeedOf[S]> };

export const SOURCES: Adapters = {
  thuocsi: THUOCSI_SOURCE,
  kiotviet: KIOTVIET_SOURCE,
  misa: MISA_SOURCE,
};

export const DEFAULT_SETTINGS: { [S in SyncSource]: SettingsOf[S] } = {
  thuocsi: SOURCES.thuocsi.defaults,
  kiotviet: SOURCES.kiotviet.defaults,
  misa: SOURCES.misa.defaults,
};

/** The job's settings, read with the source's schema, tagged with the source. */
export function settingsOf(job: Pick<SyncJobRow, 'source' | 'settings'>) {
  const source = job.source as SyncSource;
  const stored = job.settings ?? {};
  switch (source) {
    case 'thuocsi':
      return { source, thuocsi: SOURCES.thuocsi.readSettings(stored) };
    case 'kiotviet':
      return { source, kiotviet: SOURCES.kiotviet.readSettings(stored) };
    case 'misa':
      return { source, misa: SOURCES.misa.readSettings(stored) };
    default: {
      const never: never = source;
      throw new Error(String(never));
    }
  }
}

function demoConnector<S extends SyncSource>(
  adapter: Adapters[S],
  feed: () => FeedOf[S],
): Connector {
  return adapter.demo(feed());
}

export function buildConnector(
  job: SyncJobRow,
  box: SecretBox,
  demo: DemoFeeds,
  http: HttpOptions = {},
): Connector {
  const source = job.source as SyncSource;
  if (job.mode !== 'http') return demoConnector(SOURCES[source], demo[source]);
  const secret = job.secretEncrypted ? box.open(job.secretEncrypted) : null;
  if (!secret) {
    throw new PermanentSourceError(
      job.secretEncrypted ? SYNC_MESSAGES.secretUnreadable : SYNC_MESSAGES.secretMissing,
    );
  }
  return SOURCES[source].http(job.settings ?? {}, secret, http);
}
