// Every screen of the web app (spec section 2): path, Vietnamese title, menu group and who may open it.
// The web app's router, guards, menu and home dashboard read this; API routes serving a screen reuse its
// departments. All screens require role HUMAN.
import { Department, type DepartmentBit, Role, type RoleLevel } from './access';

export type ScreenGroup =
  'general' | 'ecommerce' | 'report' | 'adv' | 'config' | 'hrm' | 'crm' | 'wms';

export interface Screen {
  path: string;
  title: string;
  group: ScreenGroup;
  roles: readonly RoleLevel[];
  /** Empty: any department. */
  departments: readonly DepartmentBit[];
  /** The ADV order-notify layout opens without the active-account check (guard A). */
  skipActiveCheck?: boolean;
  /** Screens reached from another one (a detail with a parameter) stay out of the menu. */
  inMenu: boolean;
  description?: string;
}

const { BOM, ACCOUNT, MKT, ADMIN, SALE } = Department;
const HUMAN = [Role.HUMAN] as const;

const screen = (
  path: string,
  title: string,
  group: ScreenGroup,
  departments: readonly DepartmentBit[],
  extra: Partial<Screen> = {},
): Screen => ({
  path,
  title,
  group,
  roles: HUMAN,
  departments,
  inMenu: !path.includes(':'),
  ...extra,
});

export const SCREENS = {
  home: screen('/', 'Trang chủ', 'general', [], { inMenu: false }),
  changePassword: screen('/change-password', 'Đổi mật khẩu', 'general', [], { inMenu: false }),

  ecommerceSeller: screen('/ecommerce/seller', 'Báo cáo nhà bán', 'ecommerce', [BOM], {
    description: 'Doanh thu, đơn hàng, khách mua của từng nhà bán trên thuocsi',
  }),
  ecommerceSellerDetail: screen(
    '/ecommerce/seller-detail',
    'Chi tiết nhà bán',
    'ecommerce',
    [BOM],
    {
      description: 'Deal, combo và giá sản phẩm của một nhà bán',
    },
  ),
  ecommerceSellerSummary: screen(
    '/ecommerce/seller-summary/:sellerId',
    'Tổng quan nhà bán',
    'ecommerce',
    [BOM],
  ),
  ecommerceProductByMonth: screen(
    '/ecommerce/product-by-month',
    'Sản phẩm theo tháng',
    'ecommerce',
    [BOM, MKT],
    { description: 'Số lượng và doanh thu sản phẩm theo từng tháng' },
  ),
  ecommerceProductBySellerPrice: screen(
    '/ecommerce/product-by-seller-price',
    'So sánh giá theo nhà bán',
    'ecommerce',
    [BOM, MKT],
    { description: 'Giá của cùng sản phẩm ở các nhà bán, nơi rẻ nhất' },
  ),
  ecommerceProductAnalysis: screen(
    '/ecommerce/product-analysis',
    'Phân tích sản phẩm',
    'ecommerce',
    [BOM, MKT],
    { description: 'Xếp hạng sản phẩm theo doanh thu, giá, thị phần' },
  ),
  ecommerceProductAnalysisDetail: screen(
    '/ecommerce/product-analysis/:productCode',
    'Chi tiết sản phẩm',
    'ecommerce',
    [BOM, MKT],
  ),
  ecommerceReconciliation: screen(
    '/ecommerce/reconciliation',
    'Đối soát đơn hàng',
    'ecommerce',
    [BOM, ACCOUNT],
    { description: 'Đối chiếu kỳ thanh toán của sàn với đơn hàng, hóa đơn' },
  ),
  ecommerceReconciliationDetail: screen(
    '/ecommerce/reconciliation/:id',
    'Chi tiết đối soát',
    'ecommerce',
    [BOM, ACCOUNT],
  ),
  ecommerceWarehouseInventory: screen(
    '/ecommerce/warehouse-inventory',
    'Tồn kho',
    'ecommerce',
    [BOM],
    { description: 'Tồn kho theo kho, sản phẩm, lô và hạn dùng' },
  ),
  ecommerceInbound: screen('/ecommerce/inbound', 'Hàng nhập kho', 'ecommerce', [BOM], {
    description: 'Phiếu nhập kho, trạng thái và chi tiết lô',
  }),

  reportOrderNotify: screen('/report/order-notify', 'Thông báo đơn hàng', 'report', [], {
    description: 'Đơn hàng mới của nhà bán công ty, cập nhật trực tiếp',
  }),
  reportSalePerformance: screen('/report/sale-performance', 'Hiệu quả bán hàng', 'report', [SALE], {
    description: 'Doanh thu, đơn hàng, khách mới, tương tác theo sale',
  }),
  reportSalePerformanceDetail: screen(
    '/report/sale-performance/:saleId',
    'Chi tiết hiệu quả bán hàng',
    'report',
    [SALE],
  ),
  reportSaleOrderInvoice: screen(
    '/report/sale-order-invoice',
    'Đơn hàng - hóa đơn theo sale',
    'report',
    [SALE],
    { description: 'Tiền đặt hàng, đã xuất hóa đơn, chênh lệch, công nợ' },
  ),
  reportSaleOrderInvoiceDetail: screen(
    '/report/sale-order-invoice/:saleId',
    'Chi tiết đơn hàng - hóa đơn',
    'report',
    [SALE],
  ),

  advOrderNotify: screen('/adv/order-notify', 'Đơn hàng quảng cáo', 'adv', [ACCOUNT, ADMIN], {
    skipActiveCheck: true,
    description: 'Đơn hàng đến từ chiến dịch quảng cáo, để kế toán xác nhận',
  }),

  configSync: screen('/config/sync', 'Đồng bộ dữ liệu', 'config', [BOM, ACCOUNT, ADMIN], {
    description: 'Kết nối thuocsi, KiotViet, MISA: lịch chạy, chạy ngay, lịch sử',
  }),
  configMappingItemPrivateSku: screen(
    '/config/mapping-item-private-sku',
    'Ánh xạ mã hàng riêng',
    'config',
    [BOM, ACCOUNT, ADMIN],
    { description: 'Gắn sản phẩm KiotViet với mã vật tư MISA' },
  ),
  configTsInvoiceToMisaVoucher: screen(
    '/config/ts-invoice-to-misa-voucher',
    'Hóa đơn sàn - chứng từ MISA',
    'config',
    [BOM, ACCOUNT, ADMIN],
    { description: 'Ghép hóa đơn thuocsi với chứng từ hạch toán MISA' },
  ),

  hrmLeave: screen('/hrm/leave', 'Nghỉ phép', 'hrm', [], {
    description: 'Đơn nghỉ phép, duyệt đơn, lịch nghỉ của nhóm',
  }),
  hrmUser: screen('/hrm/user', 'Người dùng', 'hrm', [], {
    description: 'Tài khoản, phòng ban, vai trò, thông tin liên hệ',
  }),

  crmCustomer: screen('/crm/customer', 'Khách hàng', 'crm', [SALE, ACCOUNT, ADMIN], {
    description: 'Khách của tôi, kho khách chung, toàn bộ khách hàng',
  }),
  crmCustomerDetail: screen('/crm/customer/:id', 'Chi tiết khách hàng', 'crm', [
    SALE,
    ACCOUNT,
    ADMIN,
  ]),
  crmReportSale: screen(
    '/crm/report/sale',
    'Báo cáo CRM theo sale',
    'crm',
    [SALE, ACCOUNT, ADMIN],
    {
      description: 'Khách theo trạng thái, khách nhận, thu hồi, tương tác',
    },
  ),
  crmReportSaleDetail: screen(
    '/crm/report/sale-detail',
    'Chi tiết báo cáo CRM',
    'crm',
    [SALE, ACCOUNT, ADMIN],
    { inMenu: false },
  ),

  wmsChat: screen('/wms/chat', 'Chat kho', 'wms', [], {
    description: 'Trao đổi với kho theo kho và chủ đề',
  }),
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof SCREENS;

export const SCREEN_GROUPS: Record<ScreenGroup, string> = {
  general: 'Chung',
  ecommerce: 'Thương mại điện tử',
  report: 'Báo cáo',
  adv: 'Quảng cáo',
  config: 'Cấu hình',
  hrm: 'Nhân sự',
  crm: 'CRM',
  wms: 'Kho',
};

export const PUBLIC_PATHS = { login: '/login', unauthorized: '/unauthorized' } as const;
