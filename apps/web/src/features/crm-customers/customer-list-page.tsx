import { PlusOutlined } from '@ant-design/icons';
import { type Customer, CUSTOMER_COUNT_CAP, SCREENS } from '@backoffice/shared';
import { Alert, Button, Flex, Segmented, Switch, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { formatNumber } from '../../lib/format';
import { useIsMobile } from '../../lib/use-is-mobile';
import { searchAllCustomers, useSearchCustomers } from './api/search-customers';
import { ApproveCustomerDrawer } from './components/approve-customer-drawer';
import { CustomerFilters, type FilterChange } from './components/customer-filters';
import { CustomerFormDrawer } from './components/customer-form-drawer';
import {
  CUSTOMER_TABS,
  type CustomerListState,
  type CustomerTab,
  type OldNew,
  TAB_KIND,
  TAB_LABELS,
  TAB_SHORT_LABELS,
  activeFilterCount,
  listStateToParams,
  parseListState,
  toSearchPayload,
} from './components/customer-list-params';
import { CustomerTable } from './components/customer-table';
import { DigCustomerDrawer } from './components/dig-customer-drawer';
import { useCustomerCommands } from './components/use-customer-commands';
import { useCrmViewer, useCustomerMasterData } from './components/use-crm-viewer';

const OLD_NEW_OPTIONS: { value: OldNew; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  { value: 'new', label: 'Khách mới' },
  { value: 'old', label: 'Khách cũ' },
];

function emptyTextOf(state: CustomerListState): string {
  if (state.filterText.trim() !== '' || activeFilterCount(state) > 0) {
    return 'Không có khách hàng phù hợp với bộ lọc';
  }
  switch (state.tab) {
    case 'mine':
      return 'Bạn chưa phụ trách khách hàng nào. Hãy thêm khách hàng hoặc nhận từ kho khách chung.';
    case 'pool':
      return 'Kho khách chung đang trống';
    case 'ocean':
      return 'Chưa có khách hàng nào';
  }
}

/** The customers in three collections: mine (old/new), the pool and the ocean. */
export function CustomerListPage() {
  const isMobile = useIsMobile();
  const viewer = useCrmViewer();
  useCustomerMasterData();
  const tabs: readonly CustomerTab[] = viewer.sale ? CUSTOMER_TABS : ['pool', 'ocean'];
  const defaultTab: CustomerTab = viewer.sale ? 'mine' : 'ocean';
  const [params, setParams] = useSearchParams();
  const parsed = parseListState(params, defaultTab);
  const state: CustomerListState = tabs.includes(parsed.tab)
    ? parsed
    : { ...parsed, tab: defaultTab };
  const kind = TAB_KIND[state.tab];
  const payload = toSearchPayload(state);
  const query = useSearchCustomers(kind, payload);

  const [formCustomer, setFormCustomer] = useState<Customer | 'new' | null>(null);
  const [approving, setApproving] = useState<Customer | null>(null);
  const [diggingFor, setDiggingFor] = useState<Customer | null>(null);
  const commands = useCustomerCommands(viewer, {
    onEdit: setFormCustomer,
    onDigFor: setDiggingFor,
  });

  // The address a change starts from: the last one asked for, which the screen may not have
  // rendered yet (a navigation renders as a transition), else a quick second change would undo it.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);

  /** Applies a change of the list's state; a change of the filters starts again at page 1. */
  const update = useCallback(
    (change: Partial<CustomerListState>, options: { push?: boolean } = {}) => {
      const next = listStateToParams({
        ...parseListState(latestParams.current, defaultTab),
        page: 1,
        ...change,
      });
      latestParams.current = next;
      setParams(next, { replace: options.push !== true });
    },
    [setParams, defaultTab],
  );
  const changeFilters = useCallback(
    (change: FilterChange) => {
      update(change);
    },
    [update],
  );

  const exportAll = (onProgress: (rows: number) => void) =>
    searchAllCustomers(kind, payload, onProgress);

  const page = query.data;
  const toolbar =
    state.tab === 'mine' ? (
      <>
        <Segmented<OldNew>
          aria-label="Khách cũ hoặc mới"
          options={OLD_NEW_OPTIONS}
          value={state.oldNew}
          onChange={(oldNew) => {
            update({ oldNew });
          }}
        />
        <Flex align="center" gap={6}>
          <Switch
            size="small"
            id="include-hidden"
            checked={state.includeHidden}
            onChange={(includeHidden) => {
              update({ includeHidden });
            }}
          />
          <label htmlFor="include-hidden">Hiện khách đã ẩn</label>
        </Flex>
      </>
    ) : null;

  return (
    <PageFrame
      title={SCREENS.crmCustomer.title}
      subtitle={
        viewer.sale
          ? 'Khách của tôi, kho khách chung và toàn bộ khách hàng của công ty'
          : 'Kho khách chung và toàn bộ khách hàng của công ty (chỉ xem)'
      }
      extra={
        viewer.sale ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setFormCustomer('new');
            }}
          >
            Thêm khách hàng
          </Button>
        ) : null
      }
      filters={<CustomerFilters state={state} viewer={viewer} onChange={changeFilters} />}
    >
      <Tabs
        activeKey={state.tab}
        onChange={(key) => {
          update({ tab: key as CustomerTab }, { push: true });
        }}
        items={tabs.map((tab) => ({
          key: tab,
          label: isMobile ? TAB_SHORT_LABELS[tab] : TAB_LABELS[tab],
        }))}
        size={isMobile ? 'small' : 'middle'}
        style={{ marginBottom: -8 }}
      />
      {state.tab === 'ocean' ? (
        <Typography.Text type="secondary">
          Mọi khách hàng của công ty và người phụ trách; kiểm tra ở đây trước khi thêm khách mới.
        </Typography.Text>
      ) : null}
      {page?.fuzzy ? (
        <Alert
          type="info"
          showIcon
          title={`Không có khách hàng khớp chính xác "${state.filterText.trim()}"; đây là các khách hàng gần giống.`}
        />
      ) : null}
      {page?.totalCapped ? (
        <Alert
          type="info"
          showIcon
          title={`Có hơn ${formatNumber(CUSTOMER_COUNT_CAP)} khách hàng phù hợp`}
          description="Để thu hẹp danh sách, hãy tìm theo tên, số điện thoại, mã khách hàng hoặc lọc theo khu vực, loại khách hàng, nguồn, nhãn. Các trang sau vẫn mở được bằng nút › ở cuối bảng."
        />
      ) : null}
      <CustomerTable
        tab={state.tab}
        viewer={viewer}
        rows={page?.items}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={emptyTextOf(state)}
        server={{
          page: state.page - 1,
          pageSize: state.pageSize,
          total: page?.total ?? 0,
          totalCapped: page?.totalCapped ?? false,
          sort: state.sortField ? { key: state.sortField, order: state.sortOrder } : null,
          onChange: ({ page: nextPage, pageSize, sort }) => {
            update({
              page: nextPage + 1,
              pageSize,
              sortField: (sort?.key as CustomerListState['sortField'] | undefined) ?? null,
              sortOrder: sort?.order ?? 'desc',
            });
          },
        }}
        toolbar={toolbar}
        onExportAll={exportAll}
        menuItems={commands.menuItems}
        onApprove={setApproving}
        onDig={commands.digCustomer}
        digging={commands.digging}
      />
      {commands.contextHolder}
      <CustomerFormDrawer
        open={formCustomer !== null}
        customer={formCustomer === 'new' || formCustomer === null ? undefined : formCustomer}
        onClose={() => {
          setFormCustomer(null);
        }}
      />
      <ApproveCustomerDrawer
        customer={approving}
        onClose={() => {
          setApproving(null);
        }}
      />
      <DigCustomerDrawer
        customer={diggingFor}
        onClose={() => {
          setDiggingFor(null);
        }}
      />
    </PageFrame>
  );
}
