// MISA, the accounting: inventory items and the sales vouchers that book the invoices.
import { MisaSettings } from '@backoffice/shared';
import { type SourceAdapter, textField } from '../../source-kit/source';
import { MisaHttpClient } from './misa-client';
import { type MisaDemoFeed, MisaDemoSource } from './misa-demo';
import { ingestMisa } from './misa-ingest';
import type { MisaEntity } from './misa-records';

const defaults: MisaSettings = {
  baseUrl: 'https://actapp.misa.vn',
  appId: 'backoffice',
  orgCompanyCode: '',
};

const readSettings = (stored: object): MisaSettings =>
  MisaSettings.catch(defaults).parse({ ...defaults, ...stored });

export const MISA_SOURCE: SourceAdapter<MisaSettings, MisaDemoFeed> = {
  defaults,
  readSettings,
  demo: (feed) => new MisaDemoSource(feed),
  http: (stored, secret, options) => new MisaHttpClient(readSettings(stored), secret, options),
  ingest: (db, entity, page) => ingestMisa(db, entity as MisaEntity, page.records as never[]),
  modifiedOf: (record) => textField(record, 'modified_date'),
};
