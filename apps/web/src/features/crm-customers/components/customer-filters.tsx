import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Cascader, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  FIT_SCREEN_CASCADER_STYLES,
  filterCascaderPath,
  filterSelectOption,
} from '../../../lib/search-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCategories } from '../api/list-categories';
import { useCustomerSources } from '../api/list-customer-sources';
import { useCustomerTags } from '../api/list-customer-tags';
import { type CustomerListState, activeFilterCount } from './customer-list-params';
import { buildLocationOptions } from './location-options';
import { saleUsersOf, type CrmViewer, useCustomerMasterData } from './use-crm-viewer';

/** The pause in typing after which the search box searches. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_PLACEHOLDER = 'Tìm tên, người liên hệ, số điện thoại, mã, địa chỉ';

export type FilterChange = Partial<
  Pick<
    CustomerListState,
    'filterText' | 'tags' | 'typeIds' | 'locations' | 'sourceIds' | 'categoryId' | 'saleId'
  >
>;

export interface CustomerFiltersProps {
  state: CustomerListState;
  viewer: CrmViewer;
  onChange: (change: FilterChange) => void;
}

/** The search box, then the filters of the search payload; on a phone they fold under a button. */
export function CustomerFilters({ state, viewer, onChange }: CustomerFiltersProps) {
  const isMobile = useIsMobile();
  const [text, setText] = useState(state.filterText);
  const [expanded, setExpanded] = useState(false);
  const { addresses, customerTypes, users } = useCustomerMasterData();
  const tags = useCustomerTags();
  const sources = useCustomerSources();
  const categories = useCategories(viewer.sale);
  const locationOptions = useMemo(() => buildLocationOptions(addresses), [addresses]);

  // The box follows the address bar when it changes from elsewhere (back, a cleared filter) ...
  const [shownText, setShownText] = useState(state.filterText);
  const [sentText, setSentText] = useState<string | null>(null);
  if (shownText !== state.filterText) {
    setShownText(state.filterText);
    if (state.filterText !== sentText) setText(state.filterText);
  }
  // ... and searches once the typing pauses.
  useEffect(() => {
    if (text === state.filterText) return;
    const timer = setTimeout(() => {
      setSentText(text);
      onChange({ filterText: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, state.filterText, onChange]);

  const saleOptions = useMemo(() => {
    const sales = saleUsersOf(users);
    const shown =
      state.tab === 'mine' ? sales.filter((user) => viewer.actingIds.includes(user.id)) : sales;
    return shown.map((user) => ({ value: user.id, label: user.fullName }));
  }, [users, state.tab, viewer.actingIds]);
  const showSaleFilter = state.tab !== 'pool' && (viewer.leader || viewer.readAll);
  const count = activeFilterCount(state);
  const width = isMobile ? '100%' : 200;
  const showMore = !isMobile || expanded;

  return (
    <>
      <Input.Search
        aria-label="Tìm khách hàng"
        placeholder={SEARCH_PLACEHOLDER}
        allowClear
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onSearch={(value) => {
          setText(value);
          setSentText(value);
          onChange({ filterText: value });
        }}
        style={{ width: isMobile ? '100%' : 360 }}
      />
      {isMobile ? (
        <Badge count={count} size="small">
          <Button
            icon={<FilterOutlined />}
            aria-expanded={expanded}
            onClick={() => {
              setExpanded((value) => !value);
            }}
          >
            Bộ lọc
          </Button>
        </Badge>
      ) : null}
      {showMore ? (
        <>
          <Cascader
            aria-label="Khu vực"
            multiple
            showSearch={{ filter: filterCascaderPath }}
            styles={FIT_SCREEN_CASCADER_STYLES}
            maxTagCount="responsive"
            placeholder="Tỉnh/thành, quận/huyện, phường/xã"
            options={locationOptions}
            value={state.locations}
            onChange={(value) => {
              onChange({ locations: value.map((path) => path.map(String)) });
            }}
            style={{ width: isMobile ? '100%' : 280 }}
          />
          <Select
            aria-label="Loại khách hàng"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="Loại khách hàng"
            showSearch={{ filterOption: filterSelectOption }}
            options={customerTypes.map((type) => ({ value: type.id, label: type.name }))}
            value={state.typeIds}
            onChange={(typeIds) => {
              onChange({ typeIds });
            }}
            style={{ width }}
          />
          <Select
            aria-label="Nguồn khách hàng"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="Nguồn khách hàng"
            showSearch={{ filterOption: filterSelectOption }}
            loading={sources.isLoading}
            options={(sources.data ?? []).map((source) => ({
              value: source.id,
              label: source.name,
            }))}
            value={state.sourceIds}
            onChange={(sourceIds) => {
              onChange({ sourceIds });
            }}
            style={{ width }}
          />
          <Select
            aria-label="Nhãn"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="Nhãn"
            showSearch={{ filterOption: filterSelectOption }}
            loading={tags.isLoading}
            options={(tags.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
            value={state.tags}
            onChange={(value) => {
              onChange({ tags: value });
            }}
            style={{ width }}
          />
          {viewer.sale ? (
            <Select
              aria-label="Phân loại của tôi"
              allowClear
              placeholder="Phân loại của tôi"
              loading={categories.isLoading}
              options={(categories.data ?? []).map((category) => ({
                value: category.id,
                label: `${category.name} (${String(category.customers)})`,
              }))}
              value={state.categoryId}
              onChange={(categoryId: number | undefined) => {
                onChange({ categoryId: categoryId ?? null });
              }}
              style={{ width }}
            />
          ) : null}
          {showSaleFilter ? (
            <Select
              aria-label="Nhân viên phụ trách"
              allowClear
              placeholder="Nhân viên phụ trách"
              showSearch={{ filterOption: filterSelectOption }}
              options={saleOptions}
              value={state.saleId}
              onChange={(saleId: number | undefined) => {
                onChange({ saleId: saleId ?? null });
              }}
              style={{ width }}
            />
          ) : null}
          {count > 0 || state.filterText !== '' ? (
            <Button
              type="link"
              onClick={() => {
                setText('');
                onChange({
                  filterText: '',
                  tags: [],
                  typeIds: [],
                  locations: [],
                  sourceIds: [],
                  categoryId: null,
                  saleId: null,
                });
              }}
            >
              Xóa bộ lọc
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
