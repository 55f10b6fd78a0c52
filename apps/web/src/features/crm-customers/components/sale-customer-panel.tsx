import { SettingOutlined } from '@ant-design/icons';
import {
  CUSTOMER_ACTION_LABELS,
  CustomerAction,
  type Customer,
  PIPELINE_STATE_LABELS,
  type PipelineState,
} from '@backoffice/shared';
import { Button, Card, Flex, Form, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDoCustomerAction } from '../api/do-customer-action';
import { useCategories } from '../api/list-categories';
import { useSaveSaleCustomerState } from '../api/save-sale-customer-state';
import { CategoryManagerModal } from './category-manager-modal';
import { PIPELINE_STATE_COLORS } from './customer-badges';

const FLAG_LABELS: Record<CustomerAction, string> = {
  PIN: 'Ghim lên đầu danh sách',
  HIDE: 'Ẩn khỏi danh sách',
  DO_NOT_CALL: 'Không gọi điện',
};

/** The signed-in sale's own view of the customer: pipeline state, category and flags. */
export function SaleCustomerPanel({ customer }: { customer: Customer }) {
  const categories = useCategories();
  const saveState = useSaveSaleCustomerState();
  const doAction = useDoCustomerAction();
  const [managing, setManaging] = useState(false);
  const flags: Record<CustomerAction, boolean> = {
    PIN: customer.pinned,
    HIDE: customer.hidden,
    DO_NOT_CALL: customer.doNotCall,
  };

  return (
    <Card
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          Chăm sóc của tôi
        </Typography.Title>
      }
      size="small"
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Trạng thái"
          htmlFor="customer-state"
          extra={customer.editable ? undefined : 'Chỉ người phụ trách mới đổi được trạng thái.'}
        >
          <Select<PipelineState>
            id="customer-state"
            aria-label="Trạng thái"
            placeholder="Chưa có trạng thái"
            disabled={!customer.editable}
            loading={saveState.isPending && saveState.variables.state !== undefined}
            value={customer.state ?? undefined}
            options={Object.entries(PIPELINE_STATE_LABELS).map(([value, label]) => ({
              value: value as PipelineState,
              title: label,
              label: <Tag color={PIPELINE_STATE_COLORS[value as PipelineState]}>{label}</Tag>,
            }))}
            onChange={(state) => {
              saveState.mutate({ customerId: customer.id, state });
            }}
          />
        </Form.Item>
        <Form.Item label="Phân loại" htmlFor="customer-category">
          <Flex gap={8}>
            <Select<number | null>
              id="customer-category"
              aria-label="Phân loại"
              placeholder="Chưa phân loại"
              allowClear
              loading={categories.isLoading}
              value={customer.categoryId ?? undefined}
              options={(categories.data ?? []).map((category) => ({
                value: category.id,
                title: category.name,
                label: <Tag color={category.color ?? undefined}>{category.name}</Tag>,
              }))}
              notFoundContent="Chưa có phân loại, bấm nút bên cạnh để thêm"
              onChange={(categoryId) => {
                saveState.mutate({ customerId: customer.id, categoryId: categoryId ?? null });
              }}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              icon={<SettingOutlined />}
              aria-label="Quản lý phân loại"
              title="Quản lý phân loại"
              onClick={() => {
                setManaging(true);
              }}
            />
          </Flex>
        </Form.Item>
        <Flex vertical gap={10}>
          {Object.values(CustomerAction).map((action) => (
            <Flex key={action} align="center" gap={8}>
              <Switch
                size="small"
                id={`flag-${action}`}
                checked={flags[action]}
                loading={doAction.isPending && doAction.variables.action === action}
                onChange={(flag) => {
                  doAction.mutate({ customerId: customer.id, action, flag });
                }}
                aria-label={CUSTOMER_ACTION_LABELS[action].on}
              />
              <Typography.Text>
                <label htmlFor={`flag-${action}`}>{FLAG_LABELS[action]}</label>
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Form>
      <CategoryManagerModal
        open={managing}
        onClose={() => {
          setManaging(false);
        }}
      />
    </Card>
  );
}
