import {
  type Customer,
  type CustomerApproval,
  DISPATCH_TYPES,
  DRAWER_WIDTH,
  DispatchType,
} from '@backoffice/shared';
import { Button, Descriptions, Flex, Form, Radio, Select } from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import { filterSelectOption } from '../../../lib/search-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useApproveCustomer } from '../api/approve-customer';
import { applyServerFieldErrors } from './server-field-errors';
import { assignableSales, useCrmViewer, useCustomerMasterData } from './use-crm-viewer';

interface ApprovalValues {
  approved: boolean;
  dispatchTypeId?: DispatchType;
  saleId?: number;
}

export interface ApproveCustomerDrawerProps {
  customer: Customer | null;
  onClose: () => void;
  /** After the decision (a rejected customer is deleted). */
  onDecided?: (approved: boolean) => void;
}

/** A leader decides on a pending customer: approve (keep, pool, or give to a sale) or reject. */
export function ApproveCustomerDrawer({
  customer,
  onClose,
  onDecided,
}: ApproveCustomerDrawerProps) {
  const isMobile = useIsMobile();
  const [form] = Form.useForm<ApprovalValues>();
  const viewer = useCrmViewer();
  const { users } = useCustomerMasterData();
  const approve = useApproveCustomer();
  const approved: boolean | undefined = Form.useWatch('approved', form);
  const dispatchTypeId: DispatchType | undefined = Form.useWatch('dispatchTypeId', form);
  const sales = assignableSales(viewer, users);

  const submit = async (values: ApprovalValues) => {
    if (!customer) return;
    const body: CustomerApproval = values.approved
      ? {
          approved: true,
          dispatchTypeId: values.dispatchTypeId,
          ...(values.dispatchTypeId === DispatchType.ASSIGN_TO_SALE && { saleId: values.saleId }),
        }
      : { approved: false };
    try {
      await approve.mutateAsync({ id: customer.id, body });
      onClose();
      onDecided?.(body.approved);
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  return (
    <Drawer
      title="Duyệt khách hàng"
      open={customer !== null}
      onClose={onClose}
      size={isMobile ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Hủy</Button>
          <Button
            type="primary"
            danger={!approved}
            loading={approve.isPending}
            onClick={() => {
              form.submit();
            }}
          >
            {!approved ? 'Từ chối' : 'Duyệt'}
          </Button>
        </Flex>
      }
    >
      {customer ? (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'name', label: 'Khách hàng', children: `${customer.name} (${customer.code})` },
            { key: 'phone', label: 'Số điện thoại', children: customer.mobilePhone ?? '—' },
            { key: 'creator', label: 'Người tạo', children: customer.createdByName ?? '—' },
          ]}
        />
      ) : null}
      <Form<ApprovalValues>
        form={form}
        layout="vertical"
        name="approve-customer"
        initialValues={{ approved: true, dispatchTypeId: DispatchType.KEEP_WITH_CREATOR }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="approved" label="Quyết định">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: true, label: 'Duyệt' },
              { value: false, label: 'Từ chối' },
            ]}
          />
        </Form.Item>
        {approved ? (
          <Form.Item
            name="dispatchTypeId"
            label="Phân bổ khách hàng"
            rules={[{ required: true, message: 'Vui lòng chọn cách phân bổ khách hàng.' }]}
          >
            <Radio.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={DISPATCH_TYPES.map((type) => ({ value: type.id, label: type.name }))}
            />
          </Form.Item>
        ) : null}
        {approved && dispatchTypeId === DispatchType.ASSIGN_TO_SALE ? (
          <Form.Item
            name="saleId"
            label="Nhân viên nhận"
            rules={[{ required: true, message: 'Vui lòng chọn nhân viên nhận khách hàng.' }]}
          >
            <Select
              showSearch={{ filterOption: filterSelectOption }}
              placeholder="Chọn nhân viên"
              options={sales.map((sale) => ({ value: sale.id, label: sale.fullName }))}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Drawer>
  );
}
