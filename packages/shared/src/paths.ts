// Every API path (spec section 7) as the route pattern the server registers; the web fills a
// pattern's parameters with pathOf. The CRM's paths are in crm/paths.ts, the reports' in
// reports/paths.ts.

/** The parameter names of a route pattern ('/a/:id/b/:code' -> 'id' | 'code'). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route pattern with its parameters filled in (each one encoded). */
export function pathOf<P extends string>(
  pattern: P,
  params: Record<PathParams<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export const AUTH_API = {
  /** POST LoginRequest -> { token }. */
  login: '/auth/login',
  /** POST: signs the token out. */
  logout: '/auth/logout',
  /** POST ChangePasswordRequest. */
  changePassword: '/auth/change-password',
} as const;

export const SYSTEM_API = {
  /** GET: the server and its database answer. */
  health: '/health',
} as const;

export const AUDIT_API = {
  /** GET AuditSearch -> AuditPage. */
  log: '/api/v1/audit-log',
} as const;

const users = '/api/v1/crm/user';

export const USERS_API = {
  /** GET -> UserSummary[]; POST UserCreateRequest -> UserDetail. */
  users,
  /** GET -> UserOptions (departments and roles with their ids). */
  options: `${users}/options`,
  /** GET ValidateUserPhoneQuery -> ValidateUserPhoneResponse. */
  validateMobilePhone: `${users}/validate-mobile-phone`,
  /** GET -> UserDetail. */
  detail: `${users}/find-by-user/:id`,
  /** POST UserSearchRequest -> UserPage. */
  search: `${users}/search`,
  /** POST UserUpdateRequest -> UserDetail. */
  user: `${users}/:id`,
} as const;

const leave = '/api/v1/crm/hrm/leave-request';

export const LEAVE_API = {
  /** POST CreateLeaveRequest -> LeaveRequest. */
  requests: leave,
  /** GET UserLeaveQuery -> UserLeave. */
  ofUser: `${leave}/find-by-user/:id`,
  /** GET LeaveCalendarQuery -> LeaveCalendar. */
  calendar: `${leave}/find-by-users`,
  /** GET -> LeaveTeamMember[]. */
  team: `${leave}/team`,
  /** GET LeaveToDecideQuery -> LeaveRequestPage. */
  toDecide: `${leave}/to-decide`,
  /** POST ApproveLeaveRequest -> LeaveRequest. */
  approve: `${leave}/:id/approve`,
  /** POST RejectLeaveRequest -> LeaveRequest. */
  reject: `${leave}/:id/reject`,
  /** POST -> LeaveRequest. */
  cancel: `${leave}/:id/cancel`,
} as const;

export const MASTER_DATA_API = {
  /** GET -> Seller[]: the sellers the reports keep. */
  activeSellers: '/api/v1/thuocsi/seller/status/active',
  /** GET -> Warehouse[]. */
  warehouses: '/api/v1/thuocsi/warehouse',
  /** GET ?parentCategoryId -> KiotvietProduct[]. */
  productsUnderCategory: '/api/v1/kiotviet/product/find-by-parent-category',
  /** GET -> MisaInventoryItem[]: the active MISA items. */
  inventoryItems: '/api/v1/misa/inventory-item',
} as const;

export const MAPPING_API = {
  /** GET KiotvietProductSearch -> KiotvietProductPage. */
  productSearch: '/api/v1/kiotviet/product/search',
  /** PATCH UpdateMsPrivateSkus -> UpdateMsPrivateSkusResult. */
  product: '/api/v1/kiotviet/product/:id',
  /** GET MarketplaceInvoiceSearch -> MarketplaceInvoicePage. */
  invoices: '/api/v1/thuocsi/invoice',
  /** GET -> VoucherSuggestion[]. */
  voucherSuggestions: '/api/v1/thuocsi/invoice/:id/voucher-suggestions',
  /** PUT MapInvoiceToVoucher, DELETE -> InvoiceMappingResult: the invoice's MISA voucher. */
  invoiceVoucher: '/api/v1/thuocsi/invoice/:id/misa-voucher',
  /** GET MisaVoucherSearch -> MisaVoucherPage. */
  vouchers: '/api/v1/misa/voucher',
} as const;

export const SYNC_API = {
  /** GET -> SyncSourceView[]. */
  sources: '/api/v1/sync/sources',
  /** GET -> SyncSourceView; PUT SyncSourceUpdate -> SyncSourceView. */
  source: '/api/v1/sync/sources/:source',
  /** POST SyncRunRequest -> SyncRunStarted (202). */
  runsOfSource: '/api/v1/sync/sources/:source/runs',
  /** POST -> SyncConnectionCheck. */
  testConnection: '/api/v1/sync/sources/:source/test-connection',
  /** GET SyncRunQuery -> SyncRunPage. */
  runs: '/api/v1/sync/runs',
  /** GET -> SyncRun. */
  run: '/api/v1/sync/runs/:id',
  /** POST: refreshes the marketplace's products (spec) -> SyncRunStarted (202). */
  syncAllProducts: '/api/v1/thuocsi/sync-data/product/sync-all',
  /**
   * POST, from the marketplace, signed (THUOCSI_WEBHOOK) -> ThuocsiWebhookAnswer (202; 200 for a
   * delivery already received): an order was made or changed.
   */
  thuocsiOrderWebhook: '/api/v1/thuocsi/webhook/order',
} as const;
