// thuocsi, the marketplace: sellers, products, offers, deals, combos, orders, invoices, stock,
// inbound goods and settlements.
import { ThuocsiSettings } from '@backoffice/shared';
import { type SourceAdapter, textField } from '../../source-kit/source';
import { ThuocsiHttpClient } from './thuocsi-client';
import { type ThuocsiDemoFeed, ThuocsiDemoSource } from './thuocsi-demo';
import { ingestThuocsi } from './thuocsi-ingest';
import type { ThuocsiEntity } from './thuocsi-records';

const defaults: ThuocsiSettings = { baseUrl: 'https://api.thuocsi.vn', pageSize: 500 };

const readSettings = (stored: object): ThuocsiSettings =>
  ThuocsiSettings.catch(defaults).parse({ ...defaults, ...stored });

export const THUOCSI_SOURCE: SourceAdapter<ThuocsiSettings, ThuocsiDemoFeed> = {
  defaults,
  readSettings,
  demo: (feed) => new ThuocsiDemoSource(feed),
  http: (stored, secret, options) => new ThuocsiHttpClient(readSettings(stored), secret, options),
  ingest: (db, entity, page) => ingestThuocsi(db, entity as ThuocsiEntity, page.records as never[]),
  modifiedOf: (record) => textField(record, 'updatedTime'),
};
