import {
  PRODUCT_PRICE_SORT_FIELDS,
  type ProductBySellerPricePage as Report,
  type ProductBySellerPriceRow,
  SCREENS,
  type Seller,
} from '@backoffice/shared';
import { Alert, Card, Flex, Switch, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { rankOption } from '../../components/report/chart-option';
import { CategoryFilter } from '../../components/report/category-filter';
import { KpiCards } from '../../components/report/kpi-cards';
import { OWNER_TAG } from '../../components/report/owner-tag';
import { productColumn } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { SearchBox } from '../../components/report/search-box';
import { shortSellerName } from '../../components/report/seller-name';
import { SellersPicker, sellerCodesIn } from '../../components/report/sellers-picker';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import type { ExcelColumn } from '../../lib/export-excel';
import { EMPTY_VALUE, formatNumber, formatPercent, formatVnd } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useReportTable } from '../../lib/use-report-table';
import { useSellers } from '../../lib/master-data/use-sellers';
import { productBySellerPriceReport } from './api/get-product-by-seller-price';
import { type ProductSuggestion, useProductSuggestionStore } from './product-suggestion-store';
import { revenueTitle } from '../../components/report/revenue-heading';

export const SELLERS_LABEL = 'Nhà bán so sánh';
export const NOT_CHEAPEST_LABEL = 'Chỉ sản phẩm công ty chưa rẻ nhất';
export const CHEAPEST_TAG = 'Rẻ nhất';
const PARAMS = {
  search: 'q',
  category: 'category',
  sellers: 'sellers',
  product: 'product',
  notCheapest: 'notCheapest',
} as const;
/** How many competitors are compared when nothing says which: the first by priority. */
const DEFAULT_COMPETITORS = 3;

/** The company's own sellers and the first competitors by priority. */
function defaultCodes(sellers: readonly Seller[]): string[] {
  const owners = sellers.filter((seller) => seller.isOwner);
  const competitors = sellers.filter((seller) => !seller.isOwner).slice(0, DEFAULT_COMPETITORS);
  return [...owners, ...competitors].map((seller) => seller.code);
}

const signedVnd = (amount: number) => `${amount > 0 ? '+' : ''}${formatVnd(amount)}`;
const signedPercent = (ratio: number) => `${ratio > 0 ? '+' : ''}${formatPercent(ratio)}`;

/** Above 0 the company is dearer (red); at or below 0 it is the cheapest (green). */
function Gap({
  value,
  text,
  strong = false,
  small = false,
}: {
  value: number | null;
  text: (value: number) => string;
  strong?: boolean;
  small?: boolean;
}) {
  const { token } = theme.useToken();
  if (value === null) {
    return (
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right' }}>
        {EMPTY_VALUE}
      </Typography.Text>
    );
  }
  return (
    <span
      style={{
        color: value > 0 ? token.colorError : token.colorSuccess,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        display: 'block',
        textAlign: 'right',
        ...(strong ? { fontWeight: token.fontWeightStrong } : {}),
        ...(small ? { fontSize: 12 } : {}),
      }}
    >
      {text(value)}
    </span>
  );
}

function PriceCell({ price, cheapest }: { price: number | null; cheapest: number | null }) {
  if (price === null) {
    return (
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right' }}>
        {EMPTY_VALUE}
      </Typography.Text>
    );
  }
  return (
    <div style={{ textAlign: 'right' }}>
      <Money value={price} />
      {price === cheapest ? (
        <Tag color="green" style={{ marginInlineEnd: 0 }}>
          {CHEAPEST_TAG}
        </Tag>
      ) : null}
    </div>
  );
}

function columnsFor(
  report: Report | undefined,
  search: string,
  isMobile: boolean,
  nameOf: (sellerId: number | null) => string,
): DataTableColumn<ProductBySellerPriceRow>[] {
  const sellers = report?.sellers ?? [];
  // Against the whole marketplace, a price is the cheapest only when no other seller's is lower.
  const cheapestOf = (row: ProductBySellerPriceRow) =>
    report?.competitors === 'market' && row.competitorPrice !== null && row.cheapestPrice !== null
      ? Math.min(row.cheapestPrice, row.competitorPrice)
      : row.cheapestPrice;
  return [
    productColumn<ProductBySellerPriceRow>({
      search,
      detail: (row) => `${row.productCode} · ${row.unit}`,
      width: 176,
      phone: isMobile,
    }),
    ...sellers.map((seller, index): DataTableColumn<ProductBySellerPriceRow> => ({
      key: `seller-${String(seller.sellerId)}`,
      title: (
        <span title={seller.name}>
          {shortSellerName(seller.name)}
          {seller.isOwner ? (
            <Tag color="green" style={{ marginInlineStart: 4 }}>
              {OWNER_TAG}
            </Tag>
          ) : null}
        </span>
      ),
      width: 96,
      align: 'right',
      render: (row) => <PriceCell price={row.prices[index] ?? null} cheapest={cheapestOf(row)} />,
    })),
    {
      key: 'competitorPrice',
      title: report?.competitors === 'market' ? 'Đối thủ rẻ nhất trên sàn' : 'Đối thủ rẻ nhất',
      width: 130,
      align: 'right',
      render: (row) =>
        row.competitorPrice === null ? (
          <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>
        ) : (
          <div style={{ textAlign: 'right' }}>
            <Money value={row.competitorPrice} />
            <Typography.Text
              type="secondary"
              style={{ display: 'block', fontSize: 12 }}
              title={row.competitorName ?? undefined}
            >
              {shortSellerName(row.competitorName ?? '')}
            </Typography.Text>
          </div>
        ),
    },
    {
      key: 'differenceRatio',
      title: 'Công ty chênh lệch',
      sortKey: 'differenceRatio',
      width: 110,
      align: 'right',
      render: (row) =>
        row.ownerPrice === null ? (
          <Typography.Text type="secondary">Công ty không bán</Typography.Text>
        ) : (
          <div>
            {row.difference === null ? (
              <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right' }}>
                Không có đối thủ
              </Typography.Text>
            ) : (
              <>
                <Gap value={row.differenceRatio} text={signedPercent} strong />
                <Gap value={row.difference} text={signedVnd} small />
              </>
            )}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              giá {formatVnd(row.ownerPrice)} · {nameOf(row.ownerSellerId)}
            </Typography.Text>
          </div>
        ),
    },
    {
      key: 'revenue',
      ...revenueTitle('Doanh thu thị trường'),
      sortKey: 'revenue',
      dataIndex: 'revenue',
      type: 'money',
      width: 140,
    },
  ];
}

function exportColumnsFor(report: Report | undefined): ExcelColumn<ProductBySellerPriceRow>[] {
  const sellers = report?.sellers ?? [];
  return [
    { title: 'Mã sản phẩm', key: 'productCode' },
    { title: 'Sản phẩm', key: 'productName' },
    { title: 'Đơn vị', key: 'unit' },
    { title: 'Nhóm hàng', key: 'category' },
    ...sellers.map((seller, index): ExcelColumn<ProductBySellerPriceRow> => ({
      title: `Giá ${seller.name}`,
      value: (row) => row.prices[index] ?? null,
      type: 'money',
    })),
    { title: 'Giá rẻ nhất', key: 'cheapestPrice', type: 'money' },
    { title: 'Giá công ty', key: 'ownerPrice', type: 'money' },
    { title: 'Giá đối thủ rẻ nhất', key: 'competitorPrice', type: 'money' },
    { title: 'Đối thủ rẻ nhất', value: (row) => row.competitorName ?? '' },
    { title: 'Chênh lệch', key: 'difference', type: 'money' },
    { title: 'Chênh lệch %', key: 'differenceRatio', type: 'percent' },
    { title: 'Số lượng bán (thị trường)', key: 'quantity', type: 'number' },
    { title: 'Doanh thu (thị trường)', key: 'revenue', type: 'money' },
  ];
}

const IDLE = { isPending: false, isFetching: false, error: null, refetch: () => undefined };

/**
 * /ecommerce/product-by-seller-price: the products the sellers compared have on sale now, the price
 * at each with the cheapest marked, the company's price against the cheapest competitor (difference
 * and %), and what each sold on the marketplace in the period; "only where we are not the cheapest".
 * The product suggestion (a product and its sellers, from the product analysis) pre-fills it; the
 * sellers last compared are the default after that.
 */
export function ProductBySellerPricePage() {
  // Today's prices against the period's sales: nothing compared.
  const period = useReportPeriod('thisMonth', { comparable: false });
  const table = useReportTable({ key: 'revenue', order: 'desc' }, PRODUCT_PRICE_SORT_FIELDS);
  const { params, setParams, setParam, sorting } = table;
  const { sellers: masterSellers, listState } = useSellers();
  const storedSellers = useProductSuggestionStore((state) => state.selectedSellers);
  const setSelectedSellers = useProductSuggestionStore((state) => state.setSelectedSellers);
  // The suggestion waiting when the screen opened: it fills the address once, then is forgotten.
  const [pending, setPending] = useState<ProductSuggestion | null>(
    () => useProductSuggestionStore.getState().suggestion,
  );
  useEffect(() => {
    if (!pending) return;
    useProductSuggestionStore.getState().takeSuggestion();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PARAMS.sellers, pending.sellerCodes.join(','));
        next.set(PARAMS.product, pending.product);
        return next;
      },
      { replace: true },
    );
    setPending(null);
  }, [pending, setParams]);

  const sellersText = params.get(PARAMS.sellers);
  const sellerCodes = useMemo(() => {
    if (pending) return pending.sellerCodes;
    if (sellersText !== null) return sellerCodesIn(sellersText);
    return storedSellers.length > 0 ? storedSellers : defaultCodes(masterSellers);
  }, [pending, sellersText, storedSellers, masterSellers]);
  const productCode = pending ? pending.product : table.text(PARAMS.product);
  const text = table.text(PARAMS.search);
  const category = table.text(PARAMS.category);
  const notCheapestOnly = params.get(PARAMS.notCheapest) === '1';
  const filters = useMemo(
    () => ({
      ...period.period,
      sellerCodes,
      ...(productCode ? { productCode } : {}),
      ...(text ? { search: text } : {}),
      ...(category ? { category } : {}),
      ...(notCheapestOnly ? { notCheapestOnly: 'true' as const } : {}),
      ...sorting,
    }),
    [period.period, sellerCodes, productCode, text, category, notCheapestOnly, sorting],
  );
  const chosen = sellerCodes.length > 0;
  const query = productBySellerPriceReport.useReport({ ...filters, ...table.page }, chosen);
  const report = query.data;

  const search = periodSearch(period.period);
  const isMobile = useIsMobile();
  // The company's price is its cheapest account's, compared or not: named under it.
  const nameOf = useCallback(
    (sellerId: number | null) =>
      shortSellerName(
        [
          ...(report?.sellers ?? []).map((s) => ({ idf: s.sellerId, name: s.name })),
          ...masterSellers,
        ].find((seller) => seller.idf === sellerId)?.name ?? '',
      ),
    [report?.sellers, masterSellers],
  );
  const columns = useMemo(
    () => columnsFor(report, search, isMobile, nameOf),
    [report, search, isMobile, nameOf],
  );
  const excel = useMemo(() => exportColumnsFor(report), [report]);
  const summary = report?.summary;
  // The sellers compared as the answer names them, for those the picker's list leaves out (a
  // product's sellers of a lower priority): their tags read their names, not their codes.
  const knownSellers = useMemo(
    () =>
      (report?.sellers ?? []).map((seller): Seller => ({
        idf: seller.sellerId,
        code: seller.code,
        name: seller.name,
        priority: 0,
        status: 'ACTIVE',
        isOwner: seller.isOwner,
      })),
    [report?.sellers],
  );

  return (
    <ReportFrame
      screen={SCREENS.ecommerceProductBySellerPrice}
      subtitle="Giá đang bán hôm nay; doanh thu thị trường theo khoảng thời gian đã chọn"
      period={period}
      filters={
        <>
          <SellersPicker
            label={SELLERS_LABEL}
            placeholder="Chọn nhà bán để so sánh"
            sellers={masterSellers}
            known={knownSellers}
            clearable={false}
            loading={listState === 'loading' && masterSellers.length === 0}
            value={sellerCodes}
            onChange={(codes) => {
              setSelectedSellers(codes);
              setParam(PARAMS.sellers, codes.join(','), { keepEmpty: true });
            }}
          />
          <CategoryFilter
            categories={report?.categories ?? []}
            value={category}
            onChange={(chosen) => {
              setParam(PARAMS.category, chosen);
            }}
          />
          <SearchBox
            value={text}
            onSearch={(typed) => {
              setParam(PARAMS.search, typed);
            }}
          />
          <Flex align="center" gap={8}>
            <Switch
              aria-label={NOT_CHEAPEST_LABEL}
              checked={notCheapestOnly}
              onChange={(checked) => {
                setParam(PARAMS.notCheapest, checked ? '1' : '');
              }}
            />
            <span aria-hidden>{NOT_CHEAPEST_LABEL}</span>
          </Flex>
          {productCode ? (
            <Tag
              closable
              color="blue"
              onClose={() => {
                setParam(PARAMS.product, '');
              }}
              closeIcon={<span aria-label="Bỏ lọc sản phẩm">×</span>}
              style={{ alignSelf: 'center' }}
            >
              Sản phẩm: {report?.product?.name ?? productCode}
            </Tag>
          ) : null}
        </>
      }
      load={chosen ? query : IDLE}
      empty={chosen && report !== undefined && report.total === 0}
      emptyText={
        notCheapestOnly
          ? 'Công ty đang rẻ nhất ở mọi sản phẩm khớp bộ lọc.'
          : 'Không nhà bán nào đã chọn đang bán sản phẩm khớp bộ lọc.'
      }
      // Prices are today's whatever the period: another one would show the same.
      emptyHint="Hãy bỏ bớt bộ lọc hoặc chọn thêm nhà bán."
    >
      {!chosen ? (
        <Alert
          type="info"
          showIcon
          title="Chọn ít nhất một nhà bán ở ô phía trên để so sánh giá."
        />
      ) : report && summary ? (
        <>
          <KpiCards
            items={[
              {
                label: 'Sản phẩm so sánh được',
                value: summary.compared,
                kind: 'count',
                note:
                  report.competitors === 'market'
                    ? 'có giá công ty và giá nhà bán khác trên sàn'
                    : 'có giá công ty và giá đối thủ',
              },
              {
                label: 'Công ty rẻ nhất',
                value: summary.ownerCheapest,
                kind: 'count',
                note: 'bằng hoặc thấp hơn đối thủ rẻ nhất',
              },
              {
                label: 'Công ty chưa rẻ nhất',
                value: summary.ownerNotCheapest,
                kind: 'count',
                note: 'có đối thủ bán rẻ hơn',
              },
              {
                label: 'Cao hơn đối thủ trung bình',
                value: summary.averageGapRatio ?? 0,
                kind: 'percent',
                note: 'ở các sản phẩm công ty chưa rẻ nhất',
              },
            ]}
          />
          <ReportChart
            title="Số sản phẩm có giá rẻ nhất theo nhà bán"
            description={report.sellers
              .map((seller) => `${seller.name} ${formatNumber(seller.cheapest)}`)
              .join(', ')}
            option={rankOption(
              'Sản phẩm rẻ nhất',
              'count',
              report.sellers.map((seller) => ({
                name: seller.isOwner
                  ? `${shortSellerName(seller.name)} (${OWNER_TAG})`
                  : shortSellerName(seller.name),
                value: seller.cheapest,
              })),
            )}
            empty={report.sellers.every((seller) => seller.cheapest === 0)}
            height={Math.max(200, 60 + report.sellers.length * 32)}
          />
          <Card>
            <DataTable<ProductBySellerPriceRow>
              columns={columns}
              rows={report.items}
              rowKey="productCode"
              size="small"
              loading={query.isFetching}
              server={table.server(report.total)}
              exportFileName={`so-sanh-gia-nha-ban_${period.period.toDate}`}
              exportSheetName="So sánh giá"
              exportColumns={excel}
              onExportAll={(onProgress) => productBySellerPriceReport.everyRow(filters, onProgress)}
            />
          </Card>
        </>
      ) : null}
    </ReportFrame>
  );
}
