import { type Customer, DRAWER_WIDTH } from '@backoffice/shared';
import { Alert, Button, Flex, Form, Select } from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import { filterSelectOption } from '../../../lib/search-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useDigCustomer } from '../api/dig-customer';
import { assignableSales, useCrmViewer, useCustomerMasterData } from './use-crm-viewer';

export interface DigCustomerDrawerProps {
  customer: Customer | null;
  onClose: () => void;
  onDug?: (customer: Customer) => void;
}

/** A leader takes a customer from the pool for themselves or for a member of their team. */
export function DigCustomerDrawer({ customer, onClose, onDug }: DigCustomerDrawerProps) {
  const isMobile = useIsMobile();
  const [form] = Form.useForm<{ owner: number }>();
  const viewer = useCrmViewer();
  const { users } = useCustomerMasterData();
  const dig = useDigCustomer();
  const sales = assignableSales(viewer, users);

  const submit = async ({ owner }: { owner: number }) => {
    if (!customer) return;
    try {
      const dug = await dig.mutateAsync({
        id: customer.id,
        owner: owner === viewer.id ? undefined : owner,
      });
      onDug?.(dug);
      onClose();
    } catch {
      // The API client has shown why (taken meanwhile, caps, cooldown).
    }
  };

  return (
    <Drawer
      title="Nhận khách hàng từ kho chung"
      open={customer !== null}
      onClose={onClose}
      size={isMobile ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Hủy</Button>
          <Button
            type="primary"
            loading={dig.isPending}
            onClick={() => {
              form.submit();
            }}
          >
            Nhận khách hàng
          </Button>
        </Flex>
      }
    >
      {customer ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${customer.name} (${customer.code})`}
          description={customer.fullAddress || undefined}
        />
      ) : null}
      <Form<{ owner: number }>
        form={form}
        layout="vertical"
        name="dig-customer"
        initialValues={viewer.inSaleDepartment ? { owner: viewer.id } : {}}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="owner"
          label="Người phụ trách"
          rules={[
            { required: true, message: 'Vui lòng chọn nhân viên kinh doanh nhận khách hàng.' },
          ]}
        >
          <Select
            showSearch={{ filterOption: filterSelectOption }}
            placeholder="Chọn nhân viên"
            options={sales.map((sale) => ({
              value: sale.id,
              label: sale.id === viewer.id ? `${sale.fullName} (tôi)` : sale.fullName,
            }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
