// A customer's marketplace orders and invoices. The e-commerce data is not linked to CRM customers
// yet, so these answer empty pages; point them at the order and invoice tables (matched by the
// customer's phone or code) once that link exists. Nothing else in the CRM reads them.
import type { CustomerInvoice, CustomerOrder } from '@backoffice/shared';
import type { Database } from '../../../db/client';

export interface CustomerDocumentFilter {
  customerId: number;
  customerCode: string;
  mobilePhone: string | null;
  page: number;
  pageSize: number;
}

export function findCustomerOrders(
  _db: Database,
  _filter: CustomerDocumentFilter,
): Promise<{ rows: CustomerOrder[]; total: number }> {
  return Promise.resolve({ rows: [], total: 0 });
}

export function findCustomerInvoices(
  _db: Database,
  _filter: CustomerDocumentFilter,
): Promise<{ rows: CustomerInvoice[]; total: number }> {
  return Promise.resolve({ rows: [], total: 0 });
}
