// KiotViet, the retail catalogue: the category tree and the products.
import { KiotvietSettings } from '@backoffice/shared';
import { type SourceAdapter, textField } from '../../source-kit/source';
import { KiotvietHttpClient } from './kiotviet-client';
import { type KiotvietDemoFeed, KiotvietDemoSource } from './kiotviet-demo';
import { ingestKiotviet } from './kiotviet-ingest';
import type { KiotvietEntity } from './kiotviet-records';

const defaults: KiotvietSettings = {
  baseUrl: 'https://public.kiotapi.com',
  tokenUrl: 'https://id.kiotviet.vn/connect/token',
  retailer: 'thuanphat',
  clientId: 'backoffice',
};

const readSettings = (stored: object): KiotvietSettings =>
  KiotvietSettings.catch(defaults).parse({ ...defaults, ...stored });

export const KIOTVIET_SOURCE: SourceAdapter<KiotvietSettings, KiotvietDemoFeed> = {
  defaults,
  readSettings,
  demo: (feed) => new KiotvietDemoSource(feed),
  http: (stored, secret, options) => new KiotvietHttpClient(readSettings(stored), secret, options),
  ingest: (db, entity, page) =>
    ingestKiotviet(db, entity as KiotvietEntity, page.records as never[], page.removedIds),
  modifiedOf: (record) => textField(record, 'modifiedDate'),
};
