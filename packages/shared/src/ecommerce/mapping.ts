// The two accounting mappings: KiotViet products to MISA private SKUs, marketplace invoices to MISA
// vouchers. Route paths: ../sync/routes.md.
import { z } from 'zod';
import { positiveInt } from '../numbers';
import { DEFAULT_PARENT_CATEGORY_ID } from '../constants';
import { KiotvietProduct } from '../master-data';
import { PageQuery, pageOf } from '../paging';
import { IsoDate } from '../common';

export const MAPPING_MESSAGES = {
  /** Success of PATCH /api/v1/kiotviet/product/{id} (spec section 8). */
  itemUpdated: 'Cập nhật item thành công',
  unknownSkus: 'Có mã vật tư không tồn tại hoặc đã ngừng dùng',
  invoiceMapped: 'Đã ghép hóa đơn với chứng từ',
  invoiceUnmapped: 'Đã bỏ ghép hóa đơn',
  voucherTaken: 'Chứng từ này đã được ghép với hóa đơn khác',
  invoiceNotFound: 'Không tìm thấy hóa đơn.',
  voucherNotFound: 'Không tìm thấy chứng từ.',
  productNotFound: 'Không tìm thấy sản phẩm.',
} as const;

export const MS_PRIVATE_SKUS_MAX = 20;

const { page, pageSize } = PageQuery.shape;
const search = z.string().trim().max(200, 'Từ khóa tối đa 200 ký tự.').optional();

export const MappingFilter = z.enum(['all', 'mapped', 'unmapped']);
export type MappingFilter = z.infer<typeof MappingFilter>;

/**
 * The mapping screen's list: products of the category tree, searched (code, name; accent-insensitive,
 * small typos) and paged; unmapped first, then by name.
 */
export const KiotvietProductSearch = z.object({
  parentCategoryId: positiveInt('Mã nhóm hàng phải là số nguyên dương.').default(
    DEFAULT_PARENT_CATEGORY_ID,
  ),
  search,
  mapping: MappingFilter.default('all'),
  page,
  pageSize,
});
export type KiotvietProductSearch = z.infer<typeof KiotvietProductSearch>;

export const KiotvietProductPage = pageOf(KiotvietProduct)
  .extend({ mappedCount: z.number().int(), unmappedCount: z.number().int() })
  .meta({ id: 'KiotvietProductPage' });
export type KiotvietProductPage = z.infer<typeof KiotvietProductPage>;

export const KiotvietProductParams = z.object({
  id: positiveInt('Mã sản phẩm phải là số nguyên dương.'),
});
export type KiotvietProductParams = z.infer<typeof KiotvietProductParams>;

/** PATCH /api/v1/kiotviet/product/{id}: the MISA inventory item codes, all replaced. */
export const UpdateMsPrivateSkus = z.object({
  msPrivateSkus: z
    .array(z.string().trim().min(1, 'Mã vật tư không được trống.').max(64, 'Mã vật tư quá dài.'), {
      error: 'msPrivateSkus phải là danh sách mã vật tư.',
    })
    .max(MS_PRIVATE_SKUS_MAX, `Tối đa ${MS_PRIVATE_SKUS_MAX} mã vật tư.`),
});
export type UpdateMsPrivateSkus = z.infer<typeof UpdateMsPrivateSkus>;

export const UpdateMsPrivateSkusResult = z
  .object({ message: z.string(), product: KiotvietProduct })
  .meta({ id: 'UpdateMsPrivateSkusResult' });
export type UpdateMsPrivateSkusResult = z.infer<typeof UpdateMsPrivateSkusResult>;

/** A MISA sales voucher (chứng từ bán hàng). */
export const MisaVoucher = z
  .object({
    id: z.number().int(),
    /** MISA's refid (a GUID). */
    refId: z.string(),
    voucherNo: z.string(),
    voucherDate: IsoDate,
    customerName: z.string(),
    description: z.string(),
    /** Total with VAT, VND. */
    totalAmount: z.number().int(),
    /** The marketplace invoice it is mapped to, if any. */
    invoiceId: z.number().int().nullable(),
    invoiceNo: z.string().nullable(),
  })
  .meta({ id: 'MisaVoucher' });
export type MisaVoucher = z.infer<typeof MisaVoucher>;

export const MisaVoucherSearch = z.object({
  search,
  fromDate: IsoDate.optional(),
  toDate: IsoDate.optional(),
  mapping: MappingFilter.default('all'),
  page,
  pageSize,
});
export type MisaVoucherSearch = z.infer<typeof MisaVoucherSearch>;

export const MisaVoucherPage = pageOf(MisaVoucher).meta({ id: 'MisaVoucherPage' });
export type MisaVoucherPage = z.infer<typeof MisaVoucherPage>;

/** A tax invoice the marketplace issued for an order, with the MISA voucher that books it. */
export const MarketplaceInvoice = z
  .object({
    id: z.number().int(),
    invoiceNo: z.string(),
    /** Ký hiệu hóa đơn, e.g. 1C25TAA. */
    series: z.string(),
    invoiceDate: IsoDate,
    orderCode: z.string(),
    sellerId: z.number().int(),
    sellerName: z.string(),
    buyerName: z.string(),
    buyerTaxCode: z.string().nullable(),
    amountBeforeVat: z.number().int(),
    vatAmount: z.number().int(),
    totalAmount: z.number().int(),
    voucher: MisaVoucher.omit({ invoiceId: true, invoiceNo: true }).nullable(),
    mappedAt: z.iso.datetime({ offset: true }).nullable(),
    mappedBy: z.string().nullable(),
  })
  .meta({ id: 'MarketplaceInvoice' });
export type MarketplaceInvoice = z.infer<typeof MarketplaceInvoice>;

/** Invoices list: unmapped first, then newest first. */
export const MarketplaceInvoiceSearch = z.object({
  search,
  fromDate: IsoDate.optional(),
  toDate: IsoDate.optional(),
  mapping: MappingFilter.default('all'),
  sellerId: positiveInt('sellerId phải là mã nhà bán (số nguyên dương).').optional(),
  page,
  pageSize,
});
export type MarketplaceInvoiceSearch = z.infer<typeof MarketplaceInvoiceSearch>;

export const MarketplaceInvoicePage = pageOf(MarketplaceInvoice)
  .extend({ mappedCount: z.number().int(), unmappedCount: z.number().int() })
  .meta({ id: 'MarketplaceInvoicePage' });
export type MarketplaceInvoicePage = z.infer<typeof MarketplaceInvoicePage>;

export const MarketplaceInvoiceParams = z.object({
  id: positiveInt('Mã hóa đơn phải là số nguyên dương.'),
});
export type MarketplaceInvoiceParams = z.infer<typeof MarketplaceInvoiceParams>;

/** PUT body of the mapping: one voucher books one invoice. */
export const MapInvoiceToVoucher = z.object({
  voucherId: positiveInt('voucherId phải là mã chứng từ (số nguyên dương).'),
});
export type MapInvoiceToVoucher = z.infer<typeof MapInvoiceToVoucher>;

export const InvoiceMappingResult = z
  .object({ message: z.string(), invoice: MarketplaceInvoice })
  .meta({ id: 'InvoiceMappingResult' });
export type InvoiceMappingResult = z.infer<typeof InvoiceMappingResult>;

/** A free voucher that may book the invoice: close in amount and date, best first. */
export const VoucherSuggestion = z
  .object({
    voucher: MisaVoucher,
    /** voucher total - invoice total, VND. */
    amountDifference: z.number().int(),
    /** voucher date - invoice date, days. */
    dayDifference: z.number().int(),
    /** 0..100, higher is a better match. */
    score: z.number(),
  })
  .meta({ id: 'VoucherSuggestion' });
export type VoucherSuggestion = z.infer<typeof VoucherSuggestion>;

/** Suggestions look this many days either side of the invoice date... */
export const SUGGESTION_DAY_WINDOW = 15;
/** ...and at vouchers within this share of the invoice amount. */
export const SUGGESTION_AMOUNT_TOLERANCE = 0.05;
export const SUGGESTION_LIMIT = 10;
