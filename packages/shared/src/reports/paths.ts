// Every report call, used by the routes and by the web.
import { pathOf } from '../paths';

export const REPORT_API = {
  /** GET ?fromDate&toDate -> SellerReport. */
  seller: '/api/v1/thuocsi/report/seller',
  /** GET ?fromDate&toDate -> SellerSummary; 404 for an unknown seller. */
  sellerSummary: '/api/v1/thuocsi/report/seller/:sellerId/summary',
  /** GET SellerCustomerSearch -> SellerCustomerPage: every buyer of the seller; 404 for an unknown seller. */
  sellerCustomers: '/api/v1/thuocsi/report/seller/:sellerId/customers',
  /** GET ?sellerId&search&sortBy&sortOrder&page&pageSize, header X-SELLER-ID -> SellerProductPage. */
  sellerProducts: '/api/v1/thuocsi/report/seller-product',
  /** GET ?sellerId, header X-SELLER-ID -> Deal[]: the deals that have not ended (spec). */
  sellerDeals: '/api/v1/thuocsi/deal/up-deal-for-seller',
  /** GET ?sellerId, header X-SELLER-ID -> Combo[]: the combos that have not ended (spec). */
  sellerCombos: '/api/v1/thuocsi/deal/up-combo-for-seller',
  /** GET ?warehouseCode, header X-SELLER-ID -> InventoryLot[] (spec). */
  warehouseInventory: '/api/v1/thuocsi/report/warehouse/inventory',
  /** GET ProductAnalysisSearch -> ProductAnalysisPage. */
  productAnalysis: '/api/v1/thuocsi/report/product-analysis',
  /** GET ?fromDate&toDate -> ProductAnalysisDetail; 404 for an unknown product. */
  productAnalysisDetail: '/api/v1/thuocsi/report/product-analysis/:productCode',
  /** GET ProductByMonthSearch -> ProductByMonthPage; 404 for an unknown seller code. */
  productByMonth: '/api/v1/thuocsi/report/product-by-month',
  /**
   * GET ReportOrdersSearch -> ReportOrdersPage: the orders behind a figure of the report screen
   * `screen` (403 for a caller who may not open it).
   */
  orders: '/api/v1/thuocsi/report/orders',
  /** GET ProductBySellerPriceSearch -> ProductBySellerPricePage; 404 for an unknown seller code. */
  productBySellerPrice: '/api/v1/thuocsi/report/product-by-seller-price',
  /**
   * GET ?month -> SaleTargetList: the month's targets of the sales the caller reads; PUT
   * SaleTargetInput -> SaleTargetList: a team member's target set (404 outside the caller's scope).
   */
  saleTargets: '/api/v1/report/sale-target',
  /** GET ReportQuery -> SalePerformanceReport: the sales the caller reads. */
  salePerformance: '/api/v1/report/sale-performance',
  /**
   * GET ReportQuery -> SalePerformanceDetail: one sale by day and by customer; 404 outside the
   * caller's scope.
   */
  salePerformanceDetail: '/api/v1/report/sale-performance/:saleId',
  /** GET SaleOrderInvoiceQuery -> SaleOrderInvoiceReport: the sales the caller reads. */
  saleOrderInvoice: '/api/v1/report/sale-order-invoice',
  /**
   * GET SaleInvoiceOrdersSearch -> SaleInvoiceOrdersPage: one sale's orders with their invoices
   * and payments (0: the orders of no sale, GOD only); 404 outside the caller's scope.
   */
  saleOrderInvoiceDetail: '/api/v1/report/sale-order-invoice/:saleId',
} as const;

/** The performance of one sale. */
export const salePerformancePath = (saleId: number) =>
  pathOf(REPORT_API.salePerformanceDetail, { saleId });

/** The orders and invoices of one sale. */
export const saleOrderInvoicePath = (saleId: number) =>
  pathOf(REPORT_API.saleOrderInvoiceDetail, { saleId });

/** The summary call of one seller. */
export const sellerSummaryPath = (sellerId: number) =>
  pathOf(REPORT_API.sellerSummary, { sellerId });

/** The customers call of one seller. */
export const sellerCustomersPath = (sellerId: number) =>
  pathOf(REPORT_API.sellerCustomers, { sellerId });

/** The detail call of one product. */
export const productAnalysisPath = (productCode: string) =>
  pathOf(REPORT_API.productAnalysisDetail, { productCode });
