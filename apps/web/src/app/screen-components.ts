// Each screen of SCREENS as its own chunk, loaded on demand.
import type { ScreenKey } from '@backoffice/shared';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../lib/lazy-screen';

export const SCREEN_COMPONENTS: Record<
  Exclude<ScreenKey, 'changePassword'>,
  LazyExoticComponent<ComponentType>
> = {
  home: lazyScreen(() =>
    import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
  ),
  ecommerceSeller: lazyScreen(() =>
    import('../features/ecommerce-seller/seller-report-page').then((m) => ({
      default: m.SellerReportPage,
    })),
  ),
  ecommerceSellerDetail: lazyScreen(() =>
    import('../features/ecommerce-seller/seller-detail-page').then((m) => ({
      default: m.SellerDetailPage,
    })),
  ),
  ecommerceSellerSummary: lazyScreen(() =>
    import('../features/ecommerce-seller/seller-summary-page').then((m) => ({
      default: m.SellerSummaryPage,
    })),
  ),
  ecommerceProductByMonth: lazyScreen(() =>
    import('../features/ecommerce-products/product-by-month-page').then((m) => ({
      default: m.ProductByMonthPage,
    })),
  ),
  ecommerceProductBySellerPrice: lazyScreen(() =>
    import('../features/ecommerce-products/product-by-seller-price-page').then((m) => ({
      default: m.ProductBySellerPricePage,
    })),
  ),
  ecommerceProductAnalysis: lazyScreen(() =>
    import('../features/ecommerce-products/product-analysis-page').then((m) => ({
      default: m.ProductAnalysisPage,
    })),
  ),
  ecommerceProductAnalysisDetail: lazyScreen(() =>
    import('../features/ecommerce-products/product-analysis-detail-page').then((m) => ({
      default: m.ProductAnalysisDetailPage,
    })),
  ),
  ecommerceReconciliation: lazyScreen(() =>
    import('../features/ecommerce-reconciliation/reconciliation-list-page').then((m) => ({
      default: m.ReconciliationListPage,
    })),
  ),
  ecommerceReconciliationDetail: lazyScreen(() =>
    import('../features/ecommerce-reconciliation/reconciliation-detail-page').then((m) => ({
      default: m.ReconciliationDetailPage,
    })),
  ),
  ecommerceWarehouseInventory: lazyScreen(() =>
    import('../features/ecommerce-warehouse/warehouse-inventory-page').then((m) => ({
      default: m.WarehouseInventoryPage,
    })),
  ),
  ecommerceInbound: lazyScreen(() =>
    import('../features/ecommerce-warehouse/inbound-page').then((m) => ({
      default: m.InboundPage,
    })),
  ),
  reportOrderNotify: lazyScreen(() =>
    import('../features/report-orders/order-notify-page').then((m) => ({
      default: m.OrderNotifyPage,
    })),
  ),
  reportSalePerformance: lazyScreen(() =>
    import('../features/report-sales/sale-performance-page').then((m) => ({
      default: m.SalePerformancePage,
    })),
  ),
  reportSalePerformanceDetail: lazyScreen(() =>
    import('../features/report-sales/sale-performance-detail-page').then((m) => ({
      default: m.SalePerformanceDetailPage,
    })),
  ),
  reportSaleOrderInvoice: lazyScreen(() =>
    import('../features/report-sales/sale-order-invoice-page').then((m) => ({
      default: m.SaleOrderInvoicePage,
    })),
  ),
  reportSaleOrderInvoiceDetail: lazyScreen(() =>
    import('../features/report-sales/sale-order-invoice-detail-page').then((m) => ({
      default: m.SaleOrderInvoiceDetailPage,
    })),
  ),
  advOrderNotify: lazyScreen(() =>
    import('../features/adv-orders/adv-order-notify-page').then((m) => ({
      default: m.AdvOrderNotifyPage,
    })),
  ),
  configSync: lazyScreen(() =>
    import('../features/config-sync/sync-config-page').then((m) => ({ default: m.SyncConfigPage })),
  ),
  configMappingItemPrivateSku: lazyScreen(() =>
    import('../features/config-mapping/mapping-item-private-sku-page').then((m) => ({
      default: m.MappingItemPrivateSkuPage,
    })),
  ),
  configTsInvoiceToMisaVoucher: lazyScreen(() =>
    import('../features/config-mapping/ts-invoice-to-misa-voucher-page').then((m) => ({
      default: m.TsInvoiceToMisaVoucherPage,
    })),
  ),
  hrmLeave: lazyScreen(() =>
    import('../features/hrm-leave/leave-page').then((m) => ({ default: m.LeavePage })),
  ),
  hrmUser: lazyScreen(() =>
    import('../features/hrm-users/user-list-page').then((m) => ({ default: m.UserListPage })),
  ),
  crmCustomer: lazyScreen(() =>
    import('../features/crm-customers/customer-list-page').then((m) => ({
      default: m.CustomerListPage,
    })),
  ),
  crmCustomerDetail: lazyScreen(() =>
    import('../features/crm-customers/customer-detail-page').then((m) => ({
      default: m.CustomerDetailPage,
    })),
  ),
  crmReportSale: lazyScreen(() =>
    import('../features/crm-reports/crm-sale-report-page').then((m) => ({
      default: m.CrmSaleReportPage,
    })),
  ),
  crmReportSaleDetail: lazyScreen(() =>
    import('../features/crm-reports/crm-sale-report-detail-page').then((m) => ({
      default: m.CrmSaleReportDetailPage,
    })),
  ),
  wmsChat: lazyScreen(() =>
    import('../features/wms-chat/chat-page').then((m) => ({ default: m.ChatPage })),
  ),
};
