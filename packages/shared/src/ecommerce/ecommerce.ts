// Marketplace (thuocsi) data served to the screens: deals and combos of a seller, warehouse stock.
// Route paths: ../sync/routes.md.
import { z } from 'zod';
import { IsoDate } from '../common';
import { positiveInt } from '../numbers';

/** The header that names the seller a seller-scoped call is about. */
export const SELLER_HEADER = 'X-SELLER-ID';
/** Lots expiring within this many days are marked near expiry. */
export const NEAR_EXPIRY_DAYS = 180;

export const ECOMMERCE_MESSAGES = {
  sellerHeaderMissing: `Thiếu tiêu đề ${SELLER_HEADER} (mã nhà bán).`,
  sellerHeaderInvalid: `Tiêu đề ${SELLER_HEADER} phải là mã nhà bán (số nguyên dương).`,
  sellerHeaderMismatch: `Tiêu đề ${SELLER_HEADER} không khớp với sellerId.`,
  sellerNotFound: 'Không tìm thấy nhà bán.',
  warehouseNotFound: 'Không tìm thấy kho.',
  productNotFound: 'Không tìm thấy sản phẩm.',
} as const;

/** A code's Vietnamese name on the screens and in Excel, and the colour of its tag. */
export interface CodeLabel {
  label: string;
  color: string;
}

/** A marketplace order's status. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, CodeLabel>> = {
  NEW: { label: 'Mới', color: 'blue' },
  CONFIRMED: { label: 'Đã xác nhận', color: 'cyan' },
  DELIVERING: { label: 'Đang giao', color: 'gold' },
  COMPLETED: { label: 'Hoàn tất', color: 'green' },
  CANCELLED: { label: 'Đã hủy', color: 'default' },
  RETURNED: { label: 'Trả hàng', color: 'red' },
};

/** Where a marketplace order came from. */
export const ORDER_SOURCE_LABELS: Readonly<Record<string, CodeLabel>> = {
  MARKETPLACE: { label: 'Sàn', color: 'default' },
  ADVERTISING: { label: 'Quảng cáo', color: 'purple' },
  RETAIL: { label: 'Bán lẻ', color: 'default' },
};

/** How much of an order (or of its invoice) is paid. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, CodeLabel>> = {
  PAID: { label: 'Đã thanh toán', color: 'green' },
  PARTIAL: { label: 'Thanh toán một phần', color: 'gold' },
  UNPAID: { label: 'Chưa thanh toán', color: 'red' },
  REFUNDED: { label: 'Đã hoàn tiền', color: 'default' },
  UNKNOWN: { label: 'Chưa rõ', color: 'default' },
};

/** The label of a code, or the code itself when it is not one the screens know. */
export function labelOf(labels: Readonly<Record<string, CodeLabel>>, code: string): CodeLabel {
  return labels[code] ?? { label: code, color: 'default' };
}

export const DealStatus = z.enum(['UPCOMING', 'ACTIVE', 'ENDED']);
export type DealStatus = z.infer<typeof DealStatus>;

/** A seller's offer of a product on the marketplace. */
export const OFFER_STATUS_LABELS: Readonly<Record<string, CodeLabel>> = {
  ON_SALE: { label: 'Đang bán', color: 'green' },
  OUT_OF_STOCK: { label: 'Hết hàng', color: 'orange' },
  STOPPED: { label: 'Ngừng bán', color: 'default' },
};

/** A deal's or combo's status. */
export const DEAL_STATUS_LABELS: Readonly<Record<DealStatus, CodeLabel>> = {
  ACTIVE: { label: 'Đang chạy', color: 'green' },
  UPCOMING: { label: 'Sắp diễn ra', color: 'blue' },
  ENDED: { label: 'Đã kết thúc', color: 'default' },
};

export const SellerDealQuery = z.object({
  sellerId: positiveInt('sellerId phải là mã nhà bán (số nguyên dương).'),
});
export type SellerDealQuery = z.infer<typeof SellerDealQuery>;

/** A deal of a seller: a product at a deal price for a period, up to a quantity. */
export const Deal = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    sellerId: z.number().int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    dealPrice: z.number().int(),
    /** The seller's usual price of the product when the deal was read. */
    usualPrice: z.number().int(),
    /** (usual - deal) / usual, in percent, one decimal. */
    discountPercent: z.number(),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    quantityLimit: z.number().int(),
    quantitySold: z.number().int(),
    status: DealStatus,
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof Deal>;

export const ComboItem = z.object({
  productCode: z.string(),
  productName: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  usualPrice: z.number().int(),
});
export type ComboItem = z.infer<typeof ComboItem>;

/** A combo of a seller: several products sold together at one price. */
export const Combo = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    sellerId: z.number().int(),
    comboPrice: z.number().int(),
    /** Sum of the items' usual prices times their quantities. */
    usualTotal: z.number().int(),
    discountPercent: z.number(),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    quantityLimit: z.number().int(),
    quantitySold: z.number().int(),
    status: DealStatus,
    items: z.array(ComboItem),
  })
  .meta({ id: 'Combo' });
export type Combo = z.infer<typeof Combo>;

export const WarehouseInventoryQuery = z.object({
  warehouseCode: z
    .string({ error: 'Chọn kho (warehouseCode).' })
    .trim()
    .min(1, 'Chọn kho (warehouseCode).')
    .max(32, 'Mã kho không hợp lệ.'),
});
export type WarehouseInventoryQuery = z.infer<typeof WarehouseInventoryQuery>;

/** One lot of a product in a warehouse, of the seller named by the header. */
export const InventoryLot = z
  .object({
    warehouseCode: z.string(),
    sellerId: z.number().int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    manufacturer: z.string(),
    registrationNumber: z.string(),
    lot: z.string(),
    expiryDate: IsoDate,
    /** Days from today to the expiry date (negative when expired). */
    daysToExpiry: z.number().int(),
    nearExpiry: z.boolean(),
    quantityOnHand: z.number().int(),
    quantityReserved: z.number().int(),
    quantityAvailable: z.number().int(),
    /** Cost per unit, VND. */
    unitCost: z.number().int(),
    /** quantityOnHand x unitCost, VND. */
    stockValue: z.number().int(),
  })
  .meta({ id: 'InventoryLot' });
export type InventoryLot = z.infer<typeof InventoryLot>;
