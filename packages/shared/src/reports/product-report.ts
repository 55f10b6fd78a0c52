import { z } from 'zod';
import { IsoDate, SortOrder, listOf } from '../common';
import { Deal } from '../ecommerce/ecommerce';
import { PageQuery, pageOf } from '../paging';
import { ReportQuery } from './comparison';
import { PeriodDays, ReportPeriod, periodMonths } from './period';
import { count, reportOf, reportShape, vnd } from './report';

/** A query's yes or no: `true` or `false` (a switch in the address). */
const Flag = z.enum(['true', 'false'], { error: 'Giá trị phải là true hoặc false.' });

/** How many products the analysis charts (the top by revenue). */
export const PRODUCT_TOP = 10;

export const PRODUCT_ANALYSIS_SORT_FIELDS = [
  'revenue',
  'quantity',
  'orders',
  'sellers',
  'ownerShare',
  'productName',
] as const;

export const ProductAnalysisSearch = ReportQuery.safeExtend({
  ...PageQuery.shape,
  /** Name, code, active ingredient or manufacturer; accents and case do not count. */
  search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự.').optional(),
  category: z.string().trim().max(64, 'Nhóm hàng không hợp lệ.').optional(),
  /** `true`: every product of the catalogue, sold or not; otherwise those sold in the period. */
  catalogue: Flag.optional(),
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

/** The totals: every product of the filters together. */
export const ProductAnalysisPage = pageOf(ProductAnalysisRow)
  .extend(
    reportShape(ProductTotals, {
      /** The PRODUCT_TOP products of the filters by revenue, for the chart (whatever the page). */
      top: z.array(ProductAnalysisRow),
      /** Every category of the catalogue (ts_products), sorted, for the category filter. */
      categories: z.array(z.string()),
    }),
  )
  .meta({ id: 'ProductAnalysisPage' });
export type ProductAnalysisPage = z.infer<typeof ProductAnalysisPage>;

export const ProductAnalysisParams = z.object({
  productCode: z.string().trim().min(1, 'Thiếu mã sản phẩm.').max(64, 'Mã sản phẩm không hợp lệ.'),
});
export type ProductAnalysisParams = z.infer<typeof ProductAnalysisParams>;

const SalesFigures = z.object({ quantity: count, revenue: vnd, orders: count });

/** The totals: the product's sales, every seller's. */
export const ProductAnalysisDetail = reportOf(SalesFigures, {
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
  /** Every month the period compared touches, the same way: drawn lighter, month n against n. */
  previousByMonth: z.array(z.object({ month: z.string(), ...SalesFigures.shape })),
  /**
   * The sellers offering it now, cheapest first, with what each sold of it in the period; then
   * those who sold it in the period and offer it no more (price and status null), by revenue: the
   * rows sum to the totals.
   */
  sellers: z.array(
    z.object({
      sellerId: z.number().int(),
      code: z.string(),
      name: z.string(),
      isOwner: z.boolean(),
      price: vnd.nullable(),
      status: z.string().nullable(),
      quantity: count,
      revenue: vnd,
    }),
  ),
  /** The owner sellers' stock of it by warehouse and lot, earliest expiry first. */
  stock: z.array(
    z.object({
      warehouseCode: z.string(),
      warehouseName: z.string(),
      sellerId: z.number().int(),
      sellerName: z.string(),
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
}).meta({ id: 'ProductAnalysisDetail' });
export type ProductAnalysisDetail = z.infer<typeof ProductAnalysisDetail>;

// ---- products by month and by seller price ----

/** The most sellers a product report compares or filters by at once. */
export const PRODUCT_REPORT_MAX_SELLERS = 12;

export const PRODUCT_REPORT_MESSAGES = {
  sellerCodeInvalid: 'Mã nhà bán không hợp lệ.',
  tooManySellers: `Chọn tối đa ${PRODUCT_REPORT_MAX_SELLERS} nhà bán.`,
  unknownSellers: (codes: readonly string[]) => `Không tìm thấy nhà bán: ${codes.join(', ')}.`,
} as const;

/** Seller codes (as the master data names them), repeated: `sellerCodes=A&sellerCodes=B`. */
export const SellerCodes = z.preprocess(
  listOf,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]{1,64}$/, PRODUCT_REPORT_MESSAGES.sellerCodeInvalid),
    )
    .max(PRODUCT_REPORT_MAX_SELLERS, PRODUCT_REPORT_MESSAGES.tooManySellers),
);

/** What the product reports filter by, besides the period (and the orders behind their figures). */
export const ProductFilters = {
  /** Name, code, active ingredient or manufacturer; accents and case do not count. */
  search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự.').optional(),
  category: z.string().trim().max(64, 'Nhóm hàng không hợp lệ.').optional(),
};

export const PRODUCT_BY_MONTH_SORT_FIELDS = ['revenue', 'quantity', 'productName'] as const;

/** A month as the answers name it: YYYY-MM. */
const MONTH_KEY = /^\d{4}-\d{2}$/;

export const PRODUCT_BY_MONTH_MESSAGES = {
  sortMonth: 'Tháng sắp xếp phải là một tháng (YYYY-MM) của khoảng thời gian báo cáo.',
  sortMonthField: 'Sắp xếp theo một tháng chỉ theo doanh thu hoặc số lượng.',
} as const;

export const ProductByMonthSearch = ReportQuery.safeExtend({
  ...PageQuery.shape,
  ...ProductFilters,
  /** Only these sellers' sales; none: every seller. */
  sellerCodes: SellerCodes.optional(),
  /** revenue (default, highest first), quantity, productName. */
  sortBy: z.enum(PRODUCT_BY_MONTH_SORT_FIELDS).optional(),
  sortOrder: z.enum(SortOrder).optional(),
  /**
   * A month of the period (YYYY-MM): `sortBy` (revenue or quantity) orders by that month's figure
   * rather than the period's.
   */
  sortMonth: z.string().regex(MONTH_KEY, PRODUCT_BY_MONTH_MESSAGES.sortMonth).optional(),
})
  .strict()
  .superRefine((query, ctx) => {
    if (query.sortMonth === undefined) return;
    if (query.sortBy === 'productName') {
      ctx.addIssue({
        code: 'custom',
        path: ['sortMonth'],
        message: PRODUCT_BY_MONTH_MESSAGES.sortMonthField,
      });
    } else if (
      // A malformed month is named once; only a period of real days has months to look in.
      MONTH_KEY.test(query.sortMonth) &&
      IsoDate.safeParse(query.fromDate).success &&
      IsoDate.safeParse(query.toDate).success &&
      query.toDate >= query.fromDate &&
      !periodMonths(query).includes(query.sortMonth)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['sortMonth'],
        message: PRODUCT_BY_MONTH_MESSAGES.sortMonth,
      });
    }
  });
export type ProductByMonthSearch = z.infer<typeof ProductByMonthSearch>;

const MonthFigures = z.object({ quantity: count, revenue: vnd });

/** A product's sales in the period, in all and month by month. */
export const ProductByMonthRow = z
  .object({
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    category: z.string(),
    quantity: count,
    revenue: vnd,
    /** One entry per month of the answer's `months`, in that order (0 for a month without sales). */
    months: z.array(MonthFigures),
  })
  .meta({ id: 'ProductByMonthRow' });
export type ProductByMonthRow = z.infer<typeof ProductByMonthRow>;

const MonthTotals = z.object({
  quantity: count,
  revenue: vnd,
  /** Distinct products sold (exact over the period). */
  products: count,
});

/** The totals: every product of the filters together. */
export const ProductByMonthPage = pageOf(ProductByMonthRow)
  .extend(
    reportShape(MonthTotals, {
      /** Every month the period touches (YYYY-MM), oldest first. */
      months: z.array(z.string()),
      /** Every product of the filters together, month by month (as `months`). */
      monthTotals: z.array(MonthTotals),
      /** The PRODUCT_TOP products of the filters by revenue, for the chart (whatever the page). */
      top: z.array(ProductByMonthRow),
      /** The sellers filtered by, as the master data names them. */
      sellers: z.array(
        z.object({ sellerId: z.number().int(), code: z.string(), name: z.string() }),
      ),
      /** Every category of the catalogue, sorted, for the category filter. */
      categories: z.array(z.string()),
    }),
  )
  .meta({ id: 'ProductByMonthPage' });
export type ProductByMonthPage = z.infer<typeof ProductByMonthPage>;

export const PRODUCT_PRICE_SORT_FIELDS = [
  'revenue',
  'productName',
  'difference',
  'differenceRatio',
] as const;

export const ProductBySellerPriceSearch = ReportPeriod.safeExtend({
  ...PageQuery.shape,
  ...ProductFilters,
  /** The sellers compared, in the order of their columns. */
  sellerCodes: SellerCodes.pipe(z.array(z.string()).min(1, 'Chọn ít nhất một nhà bán.')),
  /** Only this product (the product suggestion). */
  productCode: z.string().trim().min(1).max(64, 'Mã sản phẩm không hợp lệ.').optional(),
  /** `true`: only the products where the company is dearer than the cheapest competitor. */
  notCheapestOnly: Flag.optional(),
  /** revenue (default, highest first), productName, difference, differenceRatio. */
  sortBy: z.enum(PRODUCT_PRICE_SORT_FIELDS).optional(),
  sortOrder: z.enum(SortOrder).optional(),
}).strict();
export type ProductBySellerPriceSearch = z.infer<typeof ProductBySellerPriceSearch>;

/** A product's price at each compared seller, and the company's against the cheapest competitor. */
export const ProductBySellerPriceRow = z
  .object({
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    category: z.string(),
    prescription: z.boolean(),
    /** Sold in the period by every seller of the marketplace (counted orders). */
    quantity: count,
    revenue: vnd,
    /** The price on sale now at each compared seller, as the answer's `sellers`; null: not on sale. */
    prices: z.array(vnd.nullable()),
    /** The lowest of `prices`. */
    cheapestPrice: vnd.nullable(),
    /** The company's lowest price on sale now (its own sellers, OWNER_SELLER_IDS, compared or not). */
    ownerPrice: vnd.nullable(),
    ownerSellerId: z.number().int().nullable(),
    /**
     * The lowest price among the compared sellers that are not the company's; among every other
     * seller on the marketplace when only the company's are compared (`competitors: market`).
     */
    competitorPrice: vnd.nullable(),
    competitorSellerId: z.number().int().nullable(),
    /** That seller's name (the first of the sellers asked at a tie). */
    competitorName: z.string().nullable(),
    /** ownerPrice - competitorPrice: above 0, the company is dearer; null without both. */
    difference: vnd.nullable(),
    /** difference / competitorPrice. */
    differenceRatio: z.number().nullable(),
  })
  .meta({ id: 'ProductBySellerPriceRow' });
export type ProductBySellerPriceRow = z.infer<typeof ProductBySellerPriceRow>;

export const ProductBySellerPricePage = pageOf(ProductBySellerPriceRow)
  .extend({
    period: PeriodDays,
    /** The compared sellers, in the order asked, with what they offer among the products listed. */
    sellers: z.array(
      z.object({
        sellerId: z.number().int(),
        code: z.string(),
        name: z.string(),
        isOwner: z.boolean(),
        /** Products listed that it has on sale. */
        offered: count,
        /** Products listed where its price is the lowest of the compared sellers (ties count). */
        cheapest: count,
      }),
    ),
    /**
     * Whom the company is measured against: the competitors compared, or, when only its own sellers
     * are, every other seller on the marketplace.
     */
    competitors: z.enum(['compared', 'market']),
    /** Over every product listed (not only the page). */
    summary: z.object({
      /** Products with both a company price and a competitor's. */
      compared: count,
      /** ... where the company's is the lowest (or equal to it). */
      ownerCheapest: count,
      /** ... where a competitor is cheaper. */
      ownerNotCheapest: count,
      /** Mean of differenceRatio where a competitor is cheaper; null without any. */
      averageGapRatio: z.number().nullable(),
    }),
    /** The product asked (productCode), when it is in the catalogue. */
    product: z.object({ code: z.string(), name: z.string() }).nullable(),
    categories: z.array(z.string()),
  })
  .meta({ id: 'ProductBySellerPricePage' });
export type ProductBySellerPricePage = z.infer<typeof ProductBySellerPricePage>;
