import { BarChartOutlined } from '@ant-design/icons';
import { OWNER_SELLER_IDS, SCREENS, type Seller } from '@backoffice/shared';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag } from 'antd';
import { Link, generatePath, useSearchParams } from 'react-router';
import { RETRY_LABEL } from '../../components/ui/data-table';
import { PageFrame } from '../../components/ui/page-frame';
import { type ListState, useSellers } from '../../lib/master-data/use-sellers';
import { SellerCombosCard } from './components/seller-combos-card';
import { SellerDealsCard } from './components/seller-deals-card';
import { OWNER_TAG } from '../../components/report/owner-tag';
import { SellerPicker } from './components/seller-picker';
import { SellerProductsCard } from './components/seller-products-card';

export const SUMMARY_LINK_LABEL = 'Xem tổng quan';
const SELLER_PARAM = 'sellerId';

/** Which seller the page shows, from the address and the list of sellers. */
type Selection =
  /** Nothing in the address, and the list to choose a default from is still loading. */
  | { kind: 'waiting' }
  /** The address names no seller id at all ('abc'). */
  | { kind: 'invalid'; raw: string }
  /** The address names a seller the list does not have. */
  | { kind: 'unknown'; sellerId: number }
  /** No seller to show: the list is empty or could not be loaded. */
  | { kind: 'none' }
  /** `seller` is missing while the list loads (or when it failed): the API then decides. */
  | { kind: 'seller'; sellerId: number; seller: Seller | undefined };

/** The company's first own seller (idf 2010 when it is there), else the first seller. */
export function defaultSeller(sellers: readonly Seller[]): Seller | undefined {
  for (const idf of OWNER_SELLER_IDS) {
    const owner = sellers.find((seller) => seller.idf === idf && seller.isOwner);
    if (owner) return owner;
  }
  return sellers.find((seller) => seller.isOwner) ?? sellers[0];
}

function selectionOf(
  raw: string | null,
  sellers: readonly Seller[],
  listState: ListState,
): Selection {
  const listKnown = sellers.length > 0 || listState === 'loaded';
  if (raw !== null && raw.trim() !== '') {
    const sellerId = Number(raw.trim());
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(sellerId) || sellerId <= 0) {
      return { kind: 'invalid', raw };
    }
    const seller = sellers.find((candidate) => candidate.idf === sellerId);
    if (seller) return { kind: 'seller', sellerId, seller };
    return listKnown ? { kind: 'unknown', sellerId } : { kind: 'seller', sellerId, seller };
  }
  const fallback = defaultSeller(sellers);
  if (fallback) return { kind: 'seller', sellerId: fallback.idf, seller: fallback };
  return listState === 'loading' ? { kind: 'waiting' } : { kind: 'none' };
}

function SellerSubtitle({ seller, sellerId }: { seller: Seller | undefined; sellerId: number }) {
  if (!seller) return <>Nhà bán idf {sellerId}</>;
  return (
    <>
      {seller.name}
      {seller.isOwner ? (
        <Tag color="green" style={{ marginInlineStart: 8 }}>
          {OWNER_TAG}
        </Tag>
      ) : null}{' '}
      · {seller.code} · idf {seller.idf}
    </>
  );
}

function SelectionMessage({ selection }: { selection: Exclude<Selection, { kind: 'seller' }> }) {
  const hint = 'Hãy chọn một nhà bán ở ô "Nhà bán" phía trên.';
  switch (selection.kind) {
    case 'waiting':
      return (
        <Card aria-busy="true" aria-label="Đang tải danh sách nhà bán">
          <Skeleton active />
        </Card>
      );
    case 'invalid':
      return (
        <Alert
          type="warning"
          showIcon
          title={`Mã nhà bán "${selection.raw}" trong địa chỉ không hợp lệ.`}
          description={hint}
        />
      );
    case 'unknown':
      return (
        <Alert
          type="warning"
          showIcon
          title={`Không tìm thấy nhà bán có mã ${String(selection.sellerId)}.`}
          description={`Nhà bán này không có trong danh sách nhà bán đang hoạt động. ${hint}`}
        />
      );
    case 'none':
      return (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có nhà bán nào để xem." />
        </Card>
      );
  }
}

/**
 * /ecommerce/seller-detail?sellerId=…: one seller's deals and combos that have not ended, and its
 * products with their current prices. Without a seller in the address, the company's own seller.
 */
export function SellerDetailPage() {
  const [params, setParams] = useSearchParams();
  const { sellers, listState, reload } = useSellers();
  const selection = selectionOf(params.get(SELLER_PARAM), sellers, listState);
  const chosen = selection.kind === 'seller' ? selection : null;

  const choose = (sellerId: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(SELLER_PARAM, String(sellerId));
      return next;
    });
  };

  return (
    <PageFrame
      title={SCREENS.ecommerceSellerDetail.title}
      subtitle={
        chosen ? (
          <SellerSubtitle seller={chosen.seller} sellerId={chosen.sellerId} />
        ) : (
          SCREENS.ecommerceSellerDetail.description
        )
      }
      extra={
        chosen ? (
          <Link
            to={generatePath(SCREENS.ecommerceSellerSummary.path, {
              sellerId: String(chosen.sellerId),
            })}
          >
            <BarChartOutlined /> {SUMMARY_LINK_LABEL}
          </Link>
        ) : null
      }
      filters={
        <SellerPicker
          sellers={sellers}
          value={chosen?.seller ? chosen.sellerId : undefined}
          loading={listState === 'loading' && sellers.length === 0}
          onChange={choose}
        />
      }
    >
      {listState === 'failed' && sellers.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title="Không tải được danh sách nhà bán."
          action={
            <Button size="small" onClick={reload}>
              {RETRY_LABEL}
            </Button>
          }
        />
      ) : null}
      {selection.kind === 'seller' ? (
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <SellerDealsCard sellerId={selection.sellerId} />
          <SellerCombosCard sellerId={selection.sellerId} />
          <SellerProductsCard key={selection.sellerId} sellerId={selection.sellerId} />
        </Flex>
      ) : (
        <SelectionMessage selection={selection} />
      )}
    </PageFrame>
  );
}
