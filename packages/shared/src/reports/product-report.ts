import { z } from 'zod';
import { SortOrder } from '../crm/customers';
import { Deal, IsoDate } from '../ecommerce/ecommerce';
import { PageQuery, pageOf } from '../paging';
import { ReportPeriod } from './period';

/** The product report calls, used by the routes and by the web. */
export const PRODUCT_REPORT_API = {
  /** GET ProductAnalysisSearch -> ProductAnalysisPage. */
  analysis: '/api/v1/thuocsi/report/product-analysis',
  /** GET ?fromDate&toDate -> ProductAnalysisDetail; 404 for an unknown product. */
  analysisDetail: '/api/v1/thuocsi/report/product-analysis/:productCode',
} as const;

/** The detail call of one product. */
export const productAnalysisPath = (productCode: string) =>
  PRODUCT_REPORT_API.analysisDetail.replace(':productCode', encodeURIComponent(productCode));

/** How many products the analysis charts (the top by revenue). */
export const PRODUCT_TOP = 10;

const vnd = z.number().int().describe('VND');
const count = z.number().int().nonnegative();

export const PRODUCT_ANALYSIS_SORT_FIELDS = [
  'revenue',
  'quantity',
  'orders',
  'sellers',
  'ownerShare',
  'productName',
] as const;

export const ProductAnalysisSearch = ReportPeriod.safeExtend({
  ...PageQuery.shape,
  /** Name, code, active ingredient or manufacturer; accents and case do not count. */
  search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự.').optional(),
  category: z.string().trim().max(64, 'Nhóm hàng không hợp lệ.').optional(),
  /** revenue (default, highest first), quantity, orders, sellers, ownerShare, productName. */
  sortBy: z.enum(PRODUCT_ANALYSIS_SORT_FIELDS).optional(),
  sortOrder: z.enum(SortOrder).optional(),
}).strict();
export type ProductAnalysisSearch = z.infer<typeof ProductAnalysisSearch>;

/** A product's sales in the period (every seller) and its offers on the marketplace now. */
export const ProductAnalysisRow = z
  .object({
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    category: z.string(),
    manufacturer: z.string(),
    /** Prescription only (Rx) or over the counter (OTC). */
    prescription: z.boolean(),
    /** Counted orders only (not cancelled or returned). */
    quantity: count,
    revenue: vnd,
    orders: count,
    /** Sellers with an active offer of it now. */
    sellers: count,
    /** Lowest, highest and mean price of those offers; null without any. */
    minPrice: vnd.nullable(),
    maxPrice: vnd.nullable(),
    averagePrice: vnd.nullable(),
    /** Revenue of the owner sellers (OWNER_SELLER_IDS) in the period. */
    ownerRevenue: vnd,
    /** ownerRevenue / revenue (0 to 1); 0 without revenue. */
    ownerShare: z.number().min(0).max(1),
  })
  .meta({ id: 'ProductAnalysisRow' });
export type ProductAnalysisRow = z.infer<typeof ProductAnalysisRow>;

const ProductTotals = z.object({
  quantity: count,
  revenue: vnd,
  /** Distinct products sold (exact over the period). */
  products: count,
  ownerRevenue: vnd,
});

export const ProductAnalysisPage = pageOf(ProductAnalysisRow)
  .extend({
    period: ReportPeriod,
    previousPeriod: ReportPeriod,
    /** Every product of the filters together, and over the previous period. */
    totals: z.object({ current: ProductTotals, previous: ProductTotals }),
    /** The PRODUCT_TOP products of the filters by revenue, for the chart (whatever the page). */
    top: z.array(ProductAnalysisRow),
    /** Every category of the catalogue (ts_products), sorted, for the category filter. */
    categories: z.array(z.string()),
  })
  .meta({ id: 'ProductAnalysisPage' });
export type ProductAnalysisPage = z.infer<typeof ProductAnalysisPage>;

export const ProductAnalysisParams = z.object({
  productCode: z.string().trim().min(1, 'Thiếu mã sản phẩm.').max(64, 'Mã sản phẩm không hợp lệ.'),
});
export type ProductAnalysisParams = z.infer<typeof ProductAnalysisParams>;

const SalesFigures = z.object({ quantity: count, revenue: vnd, orders: count });

export const ProductAnalysisDetail = z
  .object({
    product: z.object({
      code: z.string(),
      name: z.string(),
      activeIngredient: z.string(),
      unit: z.string(),
      packing: z.string(),
      dosageForm: z.string(),
      prescription: z.boolean(),
      category: z.string(),
      manufacturer: z.string(),
      country: z.string(),
      /** Số đăng ký (SĐK). */
      registrationNumber: z.string(),
    }),
    period: ReportPeriod,
    previousPeriod: ReportPeriod,
    current: SalesFigures,
    previous: SalesFigures,
    /**
     * Each seller's price over the period: the price in effect on its first day, then every change
     * in it (from the offers' price history), oldest first.
     */
    priceHistory: z.array(
      z.object({
        sellerId: z.number().int(),
        sellerName: z.string(),
        isOwner: z.boolean(),
        points: z.array(z.object({ day: IsoDate, price: vnd })),
      }),
    ),
    /** Every month the period touches (YYYY-MM), oldest first, months without sales as 0. */
    byMonth: z.array(z.object({ month: z.string(), ...SalesFigures.shape })),
    /** The sellers offering it now, cheapest first, with what each sold of it in the period. */
    sellers: z.array(
      z.object({
        sellerId: z.number().int(),
        code: z.string(),
        name: z.string(),
        isOwner: z.boolean(),
        price: vnd,
        status: z.string(),
        quantity: count,
        revenue: vnd,
      }),
    ),
    /** The owner sellers' stock of it by warehouse and lot, earliest expiry first. */
    stock: z.array(
      z.object({
        warehouseCode: z.string(),
        sellerId: z.number().int(),
        lot: z.string(),
        expiryDate: IsoDate,
        /** Days from today to the expiry date (negative when expired). */
        daysToExpiry: z.number().int(),
        /** Expires within NEAR_EXPIRY_DAYS (or has). */
        nearExpiry: z.boolean(),
        quantityOnHand: z.number().int(),
        quantityAvailable: z.number().int(),
        stockValue: vnd,
      }),
    ),
    /** Its deals (every seller) running at some time in the period or still to come, by start. */
    deals: z.array(Deal),
  })
  .meta({ id: 'ProductAnalysisDetail' });
export type ProductAnalysisDetail = z.infer<typeof ProductAnalysisDetail>;
