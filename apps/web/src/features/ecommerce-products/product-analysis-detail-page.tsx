import { SwapOutlined } from '@ant-design/icons';
import {
  DEAL_STATUS_LABELS,
  type Deal,
  NEAR_EXPIRY_DAYS,
  OFFER_STATUS_LABELS,
  PRODUCT_REPORT_MAX_SELLERS,
  type ProductAnalysisDetail,
  type ReportPeriod,
  SCREENS,
  byMonth,
  labelOf,
  ECOMMERCE_MESSAGES,
} from '@backoffice/shared';
import { Button, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { lineOption, stepOption } from '../../components/report/chart-option';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import { drilled, useOrdersDrawer } from '../../components/report/orders-drawer';
import { OWNER_TAG } from '../../components/report/owner-tag';
import { shortSellerName } from '../../components/report/seller-name';
import { PrescriptionTag } from '../../components/report/prescription-tag';
import { PHONE_NAME_WIDTH } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import { isNotFound } from '../../lib/api-client';
import { formatDate, formatDateTime, formatMonth, formatNumber } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { useIsMobile } from '../../lib/use-is-mobile';
import { productAnalysisDetailReport } from './api/get-product-analysis-detail';
import { type ProductSuggestion, useProductSuggestionStore } from './product-suggestion-store';
import { REVENUE_MEANING, revenueTitle } from '../../components/report/revenue-heading';
import { comparedSeriesName } from '../../components/report/comparison';

type SellerRow = ProductAnalysisDetail['sellers'][number];
type LotRow = ProductAnalysisDetail['stock'][number];

export const NEAR_EXPIRY_LABEL = 'Cận date';
export const EXPIRED_LABEL = 'Hết hạn';

/** How soon a lot expires, as a tag: expired, near expiry (NEAR_EXPIRY_DAYS), or nothing. */
export function ExpiryTag({ lot }: { lot: Pick<LotRow, 'daysToExpiry' | 'nearExpiry'> }) {
  if (lot.daysToExpiry < 0) return <Tag color="red">{EXPIRED_LABEL}</Tag>;
  if (lot.nearExpiry) {
    return (
      <Tag color={lot.daysToExpiry < 90 ? 'volcano' : 'orange'}>
        {NEAR_EXPIRY_LABEL} · còn {formatNumber(lot.daysToExpiry)} ngày
      </Tag>
    );
  }
  return null;
}

/** The status of a seller who sold the product in the period and offers it no more. */
const NO_LONGER_OFFERED = 'Không còn bán';

/** Opens the product's orders of the period, or of a part of it, of some sellers or all. */
type OpenOrders = (title: string, keys: { sellerIds?: number[]; part?: ReportPeriod }) => void;

function sellerColumns(
  cheapest: number | undefined,
  open: OpenOrders,
  phone: boolean,
): DataTableColumn<SellerRow>[] {
  const figure = (
    column: DataTableColumn<SellerRow> & { dataIndex: 'quantity' | 'revenue' },
    title: string,
  ) =>
    drilled(
      column,
      (row) => `${title} ${row.name}`,
      (row) => {
        open(`${title} · ${row.name}`, { sellerIds: [row.sellerId] });
      },
    );
  return [
    {
      key: 'name',
      title: 'Nhà bán',
      width: phone ? PHONE_NAME_WIDTH : 260,
      fixed: 'left',
      render: (row) => (
        <>
          {row.name} {row.isOwner ? <Tag color="green">{OWNER_TAG}</Tag> : null}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.code} · idf {row.sellerId}
          </Typography.Text>
        </>
      ),
      exportValue: (row) => row.name,
      exportTitle: 'Nhà bán',
    },
    {
      key: 'price',
      title: 'Giá bán',
      dataIndex: 'price',
      type: 'money',
      sorter: true,
      render: (row) =>
        row.price === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            <Money value={row.price} align="inline" strong={row.price === cheapest} />
            {row.price === cheapest ? (
              <Tag color="green" style={{ marginInlineStart: 8 }}>
                Rẻ nhất
              </Tag>
            ) : null}
          </div>
        ),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      width: 110,
      render: (row) => {
        if (row.status === null) return <Tag>{NO_LONGER_OFFERED}</Tag>;
        const { label, color } = labelOf(OFFER_STATUS_LABELS, row.status);
        return <Tag color={color}>{label}</Tag>;
      },
      exportValue: (row) =>
        row.status === null ? NO_LONGER_OFFERED : labelOf(OFFER_STATUS_LABELS, row.status).label,
      exportTitle: 'Trạng thái',
    },
    figure(
      { key: 'quantity', title: 'Đã bán', dataIndex: 'quantity', type: 'number', sorter: true },
      'Đã bán',
    ),
    figure(
      { key: 'revenue', ...revenueTitle(), dataIndex: 'revenue', type: 'money', sorter: true },
      'Doanh thu',
    ),
  ];
}

const lotColumns: DataTableColumn<LotRow>[] = [
  { key: 'warehouseName', title: 'Kho', dataIndex: 'warehouseName', width: 130 },
  {
    key: 'sellerName',
    title: 'Nhà bán',
    dataIndex: 'sellerName',
    render: (row) => shortSellerName(row.sellerName),
    exportValue: (row) => row.sellerName,
    width: 150,
  },
  { key: 'lot', title: 'Lô', dataIndex: 'lot', width: 110 },
  {
    key: 'expiryDate',
    title: 'Hạn dùng',
    dataIndex: 'expiryDate',
    type: 'date',
    sorter: true,
    render: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.expiryDate)} <ExpiryTag lot={row} />
      </span>
    ),
  },
  {
    key: 'quantityOnHand',
    title: 'Tồn',
    dataIndex: 'quantityOnHand',
    type: 'number',
    sorter: true,
  },
  {
    key: 'quantityAvailable',
    title: 'Có thể bán',
    dataIndex: 'quantityAvailable',
    type: 'number',
  },
  { key: 'stockValue', title: 'Giá trị tồn', dataIndex: 'stockValue', type: 'money', sorter: true },
];

const dealColumns: DataTableColumn<Deal>[] = [
  {
    key: 'name',
    title: 'Deal',
    dataIndex: 'name',
    width: 240,
    render: (deal) => (
      <>
        {deal.name}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {deal.code} · nhà bán {deal.sellerId}
        </Typography.Text>
      </>
    ),
  },
  { key: 'dealPrice', title: 'Giá deal', dataIndex: 'dealPrice', type: 'money', sorter: true },
  { key: 'usualPrice', title: 'Giá thường', dataIndex: 'usualPrice', type: 'money' },
  {
    key: 'discountPercent',
    title: 'Giảm',
    dataIndex: 'discountPercent',
    render: (deal) => `-${formatNumber(deal.discountPercent, 1)}%`,
    exportValue: (deal) => deal.discountPercent / 100,
    align: 'right',
  },
  {
    key: 'period',
    title: 'Thời gian',
    render: (deal) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(deal.startAt)} –<br />
        {formatDateTime(deal.endAt)}
      </span>
    ),
    exportValue: (deal) => `${formatDateTime(deal.startAt)} – ${formatDateTime(deal.endAt)}`,
    exportTitle: 'Thời gian',
  },
  {
    key: 'sold',
    title: 'Đã bán / Giới hạn',
    render: (deal) =>
      `${formatNumber(deal.quantitySold)} / ${deal.quantityLimit > 0 ? formatNumber(deal.quantityLimit) : 'không giới hạn'}`,
    exportValue: (deal) => deal.quantitySold,
    exportTitle: 'Đã bán',
    align: 'right',
  },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (deal) => {
      const { label, color } = DEAL_STATUS_LABELS[deal.status];
      return <Tag color={color}>{label}</Tag>;
    },
    exportValue: (deal) => DEAL_STATUS_LABELS[deal.status].label,
    exportTitle: 'Trạng thái',
  },
];

/** The product's card, charts and tables over the period. */
function DetailContent({
  detail,
  fileSuffix,
  open,
}: {
  detail: ProductAnalysisDetail;
  fileSuffix: string;
  open: OpenOrders;
}) {
  const { product } = detail;
  const cheapest = detail.sellers.reduce<number | undefined>(
    (low, { price }) => (price !== null && (low === undefined || price < low) ? price : low),
    undefined,
  );
  const offering = detail.sellers.filter((seller) => seller.price !== null).length;
  const phone = useIsMobile();
  const sellers = useMemo(() => sellerColumns(cheapest, open, phone), [cheapest, open, phone]);
  const monthParts = useMemo(() => byMonth(detail.period), [detail.period]);
  const nearLots = detail.stock.filter((lot) => lot.nearExpiry).length;
  const prices = stepOption(
    'money',
    detail.priceHistory.map((seller) => ({
      name: seller.isOwner ? `${seller.sellerName} (${OWNER_TAG})` : seller.sellerName,
      points: seller.points.map((point) => ({ day: point.day, value: point.price })),
    })),
    detail.period.toDate,
  );
  const months = lineOption(
    detail.byMonth.map((month) => formatMonth(month.month)),
    [
      { name: 'Doanh thu', kind: 'money', values: detail.byMonth.map((month) => month.revenue) },
      {
        name: comparedSeriesName('Doanh thu', detail.compare),
        kind: 'money',
        values: detail.previousByMonth.map((month) => month.revenue),
        compared: true,
      },
      { name: 'Số lượng', kind: 'count', values: detail.byMonth.map((month) => month.quantity) },
    ],
  );

  return (
    <>
      <Card size="small" title="Thông tin sản phẩm">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'code', label: 'Mã sản phẩm', children: product.code },
            { key: 'sdk', label: 'Số đăng ký (SĐK)', children: product.registrationNumber },
            {
              key: 'rx',
              label: 'Phân loại',
              children: (
                <>
                  <PrescriptionTag prescription={product.prescription} />
                  {product.prescription ? 'Thuốc kê đơn' : 'Thuốc không kê đơn'}
                </>
              ),
            },
            { key: 'ingredient', label: 'Hoạt chất', children: product.activeIngredient },
            { key: 'form', label: 'Dạng bào chế', children: product.dosageForm },
            { key: 'packing', label: 'Quy cách', children: product.packing },
            { key: 'unit', label: 'Đơn vị', children: product.unit },
            { key: 'category', label: 'Nhóm hàng', children: product.category },
            {
              key: 'maker',
              label: 'Hãng sản xuất',
              children: `${product.manufacturer} (${product.country})`,
            },
          ]}
        />
      </Card>
      <KpiCards
        items={kpisOf(detail.totals, [
          { label: 'Doanh thu', figure: 'revenue', kind: 'money', hint: REVENUE_MEANING },
          { label: 'Số lượng bán', figure: 'quantity', kind: 'count' },
          { label: 'Đơn hàng', figure: 'orders', kind: 'count' },
        ]).map((kpi) =>
          kpi.value === 0
            ? kpi
            : {
                ...kpi,
                open: () => {
                  open(kpi.label, {});
                },
              },
        )}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ReportChart
            title="Lịch sử giá theo nhà bán"
            description={`${String(detail.priceHistory.length)} nhà bán có giá trong kỳ`}
            option={prices}
            empty={detail.priceHistory.length === 0}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ReportChart
            title="Doanh số theo tháng"
            description={detail.byMonth
              .map((month) => `${formatMonth(month.month)}: ${formatNumber(month.quantity)}`)
              .join(', ')}
            option={months}
            empty={detail.totals.current.quantity === 0}
            onPick={({ dataIndex, name }) => {
              const part = monthParts[dataIndex];
              if (part) open(`Tháng ${name}`, { part });
            }}
          />
        </Col>
      </Row>
      <Card
        size="small"
        title={
          offering === detail.sellers.length
            ? `Nhà bán đang bán (${String(offering)})`
            : `Nhà bán (${String(offering)} đang bán, ${String(detail.sellers.length - offering)} không còn bán)`
        }
      >
        <DataTable<SellerRow>
          columns={sellers}
          rows={detail.sellers}
          rowKey="sellerId"
          size="small"
          emptyText="Chưa nhà bán nào bán sản phẩm này."
          exportFileName={`nha-ban_${product.code}_${fileSuffix}`}
        />
      </Card>
      <Card
        size="small"
        title={
          <>
            Tồn kho của công ty theo lô{' '}
            {nearLots > 0 ? (
              <Tag color="orange">
                {String(nearLots)} lô cận date (dưới {NEAR_EXPIRY_DAYS} ngày)
              </Tag>
            ) : null}
          </>
        }
      >
        <DataTable<LotRow>
          columns={lotColumns}
          rows={detail.stock}
          rowKey={(lot) => `${lot.warehouseCode}|${String(lot.sellerId)}|${lot.lot}`}
          size="small"
          emptyText="Công ty không còn tồn sản phẩm này."
          exportFileName={`ton-kho_${product.code}`}
        />
      </Card>
      <Card size="small" title={`Deal (${String(detail.deals.length)})`}>
        <DataTable<Deal>
          columns={dealColumns}
          rows={detail.deals}
          rowKey="id"
          size="small"
          emptyText="Không có deal nào trong kỳ hoặc sắp diễn ra."
          exportFileName={`deal_${product.code}_${fileSuffix}`}
        />
      </Card>
    </>
  );
}

export const COMPARE_PRICES_LABEL = 'So sánh giá các nhà bán';

/**
 * The product suggestion for the price comparison: the product and the sellers offering it, the
 * company's own first, then the cheapest (those on sale before the others), as many as it compares.
 */
function suggestionFor(detail: ProductAnalysisDetail): ProductSuggestion {
  const rank = (seller: SellerRow) => (seller.isOwner ? 0 : seller.status === 'ON_SALE' ? 1 : 2);
  const offers = detail.sellers.flatMap((seller) =>
    seller.price === null ? [] : [{ ...seller, price: seller.price }],
  );
  const sellers = offers.sort((a, b) => rank(a) - rank(b) || a.price - b.price);
  return {
    product: detail.product.code,
    sellerCodes: sellers
      .map((seller) => seller.code)
      .filter(Boolean)
      .slice(0, PRODUCT_REPORT_MAX_SELLERS),
  };
}

/**
 * /ecommerce/product-analysis/:productCode: the product (SĐK, dosage form, Rx/OTC, manufacturer,
 * unit), its sales against the previous period and by month, each seller's price over the period,
 * the sellers offering it, the company's stock by lot and expiry (near expiry marked) and its deals.
 */
export function ProductAnalysisDetailPage() {
  const { productCode = '' } = useParams();
  const period = useReportPeriod('thisMonth');
  const query = productAnalysisDetailReport.useReport(
    { productCode, ...period.period },
    productCode !== '',
  );
  const detail = query.data?.product.code === productCode ? query.data : undefined;
  const navigate = useNavigate();
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  const { fromDate, toDate } = period.period;
  const productName = detail?.product.name ?? productCode;
  const openOrders = useCallback<OpenOrders>(
    (title, { sellerIds, part }) => {
      showOrders({
        title: `${title} · ${productName}`,
        search: {
          screen: 'ecommerceProductAnalysisDetail',
          fromDate,
          toDate,
          ...part,
          productCode,
          ...(sellerIds ? { sellerIds } : {}),
        },
      });
    },
    [showOrders, fromDate, toDate, productCode, productName],
  );
  const listLink = {
    pathname: SCREENS.ecommerceProductAnalysis.path,
    search: periodSearch(period.period),
  };

  return (
    <ReportFrame
      screen={SCREENS.ecommerceProductAnalysisDetail}
      notFound={
        isNotFound(query.error) && {
          title: ECOMMERCE_MESSAGES.productNotFound,
          description: `Không có sản phẩm mã "${productCode}" trong danh mục.`,
          back: { label: 'Về phân tích sản phẩm', to: listLink },
        }
      }
      title={
        detail ? (
          <>
            {detail.product.name} <PrescriptionTag prescription={detail.product.prescription} />
          </>
        ) : undefined
      }
      subtitle={detail && `${detail.product.code} · SĐK ${detail.product.registrationNumber}`}
      compared={detail}
      breadcrumb={[
        { title: <Link to={listLink}>{SCREENS.ecommerceProductAnalysis.title}</Link> },
        { title: detail?.product.name ?? productCode },
      ]}
      extra={
        detail && detail.sellers.length > 0 ? (
          <Button
            icon={<SwapOutlined />}
            onClick={() => {
              const suggestion = suggestionFor(detail);
              useProductSuggestionStore.getState().suggest(suggestion);
              // The product and its sellers go in the address too: never lost on the way.
              const search = new URLSearchParams(periodSearch(period.period));
              search.set('product', suggestion.product);
              search.set('sellers', suggestion.sellerCodes.join(','));
              void navigate({
                pathname: SCREENS.ecommerceProductBySellerPrice.path,
                search: `?${search.toString()}`,
              });
            }}
          >
            {COMPARE_PRICES_LABEL}
          </Button>
        ) : null
      }
      period={period}
      load={{ ...query, isPending: detail === undefined }}
    >
      {detail ? (
        <DetailContent
          detail={detail}
          fileSuffix={`${period.period.fromDate}_${period.period.toDate}`}
          open={openOrders}
        />
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
