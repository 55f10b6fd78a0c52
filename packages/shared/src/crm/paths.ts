// The CRM's API paths (spec section 7) as the route patterns the server registers; the web fills a
// pattern's parameters with pathOf.
import type { CustomerListKind } from './customers';

const base = '/api/v1/crm';

export const CRM_API = {
  /** GET: every ward (master data, served by the master-data module). */
  address: `${base}/address`,
  /** GET: customer types (master data). */
  customerTypes: `${base}/customer/types`,
  /** GET: customer sources. */
  customerSources: `${base}/customer/sources`,
  /** GET: tags for the tag picker. */
  customerTags: `${base}/customer/tags`,
  /** POST CustomerSearch -> CustomerPage. */
  customerLists: {
    my: `${base}/customer/my`,
    'in-pool': `${base}/customer/in-pool`,
    'in-ocean': `${base}/customer/in-ocean`,
  } satisfies Record<CustomerListKind, string>,
  /** POST CreateCustomer -> Customer. */
  customerCreate: `${base}/customer`,
  /** GET -> Customer; POST UpdateCustomer -> Customer; DELETE ?owner=true -> DeleteCustomerResult. */
  customer: `${base}/customer/:id`,
  /** GET ?saleId= -> SaleCustomer. */
  customerOfSale: `${base}/customer/:id/of-sale`,
  /** POST CustomerApproval -> Customer. */
  customerApprove: `${base}/customer/:id/approve`,
  /** POST ?owner= -> Customer. */
  customerDig: `${base}/customer/:id/dig`,
  /** POST -> Customer (an administrator restores a soft-deleted customer). */
  customerRestore: `${base}/customer/:id/restore`,
  /** GET ?mobilePhone=&customerId= -> ValidateMobilePhoneResult. */
  validateMobilePhone: `${base}/customer/validate-mobile-phone`,
  /** POST SaleCustomerStateUpdate -> SaleCustomer. */
  saleCustomerState: `${base}/customer/sale-customer/state`,
  /** POST CustomerActionRequest -> SaleCustomer. */
  doAction: `${base}/customer/do-action`,
  /** GET -> SaleCustomerCategory[]; POST SaveSaleCustomerCategory -> SaleCustomerCategory. */
  categories: `${base}/customer/sale-customer-category`,
  /** POST SaveSaleCustomerCategory -> SaleCustomerCategory; DELETE -> { id }. */
  category: `${base}/customer/sale-customer-category/:id`,
  /** POST CreateInteraction -> Interaction. */
  interactionCreate: `${base}/interaction`,
  /** POST InteractionSearch -> InteractionPage. */
  interactionSearch: `${base}/interaction/find-by-options`,
  /** POST CreateTask -> Task. */
  taskCreate: `${base}/task`,
  /** POST UpdateTask -> Task; DELETE -> DeleteTaskResult. */
  task: `${base}/task/:id`,
  /** POST TaskSearch -> TaskPage. */
  taskSearch: `${base}/task/find-by-options`,
  /** POST CustomerDocumentSearch -> CustomerOrderPage. */
  orderSearch: `${base}/wms/order/find-by-options`,
  /** POST CustomerDocumentSearch -> CustomerInvoicePage. */
  invoiceSearch: `${base}/wms/invoice/find-by-options`,
  /** GET -> PoolSettings; PUT UpdatePoolSettings -> PoolSettings (ADMIN department or GOD). */
  poolSettings: `${base}/pool/settings`,
  /** POST -> RecycleResult: runs the recycling job now (ADMIN department or GOD). */
  poolRecycle: `${base}/pool/recycle`,
  /** POST PoolHistorySearch -> PoolEventPage. */
  poolHistory: `${base}/pool/history`,
} as const;
