import type {
  CustomerDocumentSearch,
  CustomerInvoicePage,
  CustomerOrderPage,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import type { CrmViewer } from '../crm-viewer';
import { openCustomer } from '../customers/customer-access';
import { findCustomerInvoices, findCustomerOrders } from './customer-orders.repository';

/** The orders of a customer the viewer may open. */
export async function customerOrders(
  db: Database,
  viewer: CrmViewer,
  search: CustomerDocumentSearch,
): Promise<CustomerOrderPage> {
  const customer = await openCustomer(db, viewer, search.customerId);
  const { rows, total } = await findCustomerOrders(db, {
    ...search,
    customerCode: customer.code,
    mobilePhone: customer.mobilePhone,
  });
  return { items: rows, total, page: search.page, pageSize: search.pageSize };
}

/** The invoices of a customer the viewer may open. */
export async function customerInvoices(
  db: Database,
  viewer: CrmViewer,
  search: CustomerDocumentSearch,
): Promise<CustomerInvoicePage> {
  const customer = await openCustomer(db, viewer, search.customerId);
  const { rows, total } = await findCustomerInvoices(db, {
    ...search,
    customerCode: customer.code,
    mobilePhone: customer.mobilePhone,
  });
  return { items: rows, total, page: search.page, pageSize: search.pageSize };
}
