import {
  type CreateCustomerInput,
  type Customer,
  CUSTOMER_NAME_MAX,
  CUSTOMER_TAG_MAX,
  CUSTOMER_TAGS_MAX,
  DRAWER_WIDTH_LARGE,
  MESSAGES,
  isValidPhone,
} from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Cascader, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import { useMemo } from 'react';
import {
  FIT_SCREEN_CASCADER_STYLES,
  filterCascaderPath,
  filterSelectOption,
} from '../../../lib/search-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCreateCustomer } from '../api/create-customer';
import { useCustomerSources } from '../api/list-customer-sources';
import { useCustomerTags } from '../api/list-customer-tags';
import { useUpdateCustomer } from '../api/update-customer';
import { validateMobilePhoneQueryOptions } from '../api/validate-mobile-phone';
import { buildLocationOptions, wardPath } from './location-options';
import { applyServerFieldErrors } from './server-field-errors';
import { useCrmViewer, useCustomerMasterData } from './use-crm-viewer';

/** The pause in typing after which the phone number is checked against the other customers. */
export const PHONE_CHECK_DEBOUNCE_MS = 400;
export const PHONE_CHECK_FAILED = 'Chưa kiểm tra được số điện thoại, hệ thống sẽ kiểm tra khi lưu.';

interface CustomerFormValues {
  name: string;
  contactName?: string;
  mobilePhone?: string;
  email?: string;
  location?: string[];
  street?: string;
  customerTypeId?: number | null;
  sourceId?: number | null;
  tags: string[];
  isOld: boolean;
  note?: string;
}

function initialValues(customer: Customer | undefined, location: string[] | undefined) {
  if (!customer) return { tags: [], isOld: false } satisfies Partial<CustomerFormValues>;
  return {
    name: customer.name,
    contactName: customer.contactName ?? undefined,
    mobilePhone: customer.mobilePhone ?? undefined,
    email: customer.email ?? undefined,
    location,
    street: customer.street ?? undefined,
    customerTypeId: customer.customerTypeId,
    sourceId: customer.sourceId,
    tags: customer.tags,
    isOld: customer.isOld,
    note: customer.note ?? undefined,
  } satisfies CustomerFormValues;
}

function toPayload(values: CustomerFormValues): CreateCustomerInput {
  const text = (value: string | undefined) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  return {
    name: values.name.trim(),
    contactName: text(values.contactName),
    mobilePhone: text(values.mobilePhone),
    email: text(values.email),
    street: text(values.street),
    wardCode: values.location?.[2] ?? null,
    customerTypeId: values.customerTypeId ?? null,
    sourceId: values.sourceId ?? null,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    isOld: values.isOld,
    note: text(values.note),
  };
}

export interface CustomerFormDrawerProps {
  open: boolean;
  /** The customer to edit; a new one without it. */
  customer?: Customer;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

/** Creates or edits a customer: the phone rule, and the number checked against others as one types. */
export function CustomerFormDrawer({ open, customer, onClose, onSaved }: CustomerFormDrawerProps) {
  const isMobile = useIsMobile();
  const [form] = Form.useForm<CustomerFormValues>();
  const queryClient = useQueryClient();
  const viewer = useCrmViewer();
  const { addresses, customerTypes } = useCustomerMasterData();
  const sources = useCustomerSources();
  const tags = useCustomerTags();
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const saving = createCustomer.isPending || updateCustomer.isPending;
  const locationOptions = useMemo(() => buildLocationOptions(addresses), [addresses]);
  const editing = customer !== undefined;

  const checkPhoneTaken = async (_rule: unknown, value: string | undefined) => {
    const phone = value?.trim() ?? '';
    if (phone === '' || !isValidPhone(phone)) return;
    if (customer && customer.mobilePhone === phone) return;
    let result;
    try {
      result = await queryClient.query(validateMobilePhoneQueryOptions(phone, customer?.id));
    } catch {
      // The check could not run (network): the save is checked by the server anyway.
      return;
    }
    if (!result.available) {
      throw new Error(result.message ?? 'Số điện thoại này đã thuộc về khách hàng khác.');
    }
  };

  const submit = async (values: CustomerFormValues) => {
    const body = toPayload(values);
    try {
      const saved = editing
        ? await updateCustomer.mutateAsync({ id: customer.id, body })
        : await createCustomer.mutateAsync(body);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error, { wardCode: 'location' });
    }
  };

  return (
    <Drawer
      title={editing ? `Sửa khách hàng ${customer.code}` : 'Thêm khách hàng'}
      open={open}
      onClose={onClose}
      size={isMobile ? '100%' : DRAWER_WIDTH_LARGE}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Hủy</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => {
              form.submit();
            }}
          >
            {editing ? 'Lưu thay đổi' : 'Tạo khách hàng'}
          </Button>
        </Flex>
      }
    >
      {!editing && viewer.sale && !viewer.leader ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Khách hàng mới do bạn phụ trách và chờ trưởng nhóm duyệt."
        />
      ) : null}
      <Form<CustomerFormValues>
        form={form}
        layout="vertical"
        name="customer-form"
        initialValues={initialValues(customer, wardPath(addresses, customer?.wardCode))}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label="Tên khách hàng"
              rules={[
                { required: true, whitespace: true, message: 'Vui lòng nhập tên khách hàng.' },
                {
                  max: CUSTOMER_NAME_MAX,
                  message: `Tên khách hàng tối đa ${CUSTOMER_NAME_MAX} ký tự.`,
                },
              ]}
            >
              <Input placeholder="VD: Nhà thuốc An Khang" maxLength={CUSTOMER_NAME_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="contactName"
              label="Người liên hệ"
              rules={[{ max: 120, message: 'Tên người liên hệ tối đa 120 ký tự.' }]}
            >
              <Input placeholder="Tên dược sĩ, chủ nhà thuốc..." />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="mobilePhone"
              label="Số điện thoại"
              hasFeedback
              validateFirst
              validateDebounce={PHONE_CHECK_DEBOUNCE_MS}
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    isValidPhone(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(MESSAGES.invalidPhone)),
                },
                { validator: checkPhoneTaken },
              ]}
            >
              <Input inputMode="tel" placeholder="10 số, bắt đầu bằng 0" maxLength={15} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label="Email"
              rules={[{ type: 'email', message: 'Email không hợp lệ.' }]}
            >
              <Input inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="location" label="Tỉnh/thành - Quận/huyện - Phường/xã">
              <Cascader
                options={locationOptions}
                showSearch={{ filter: filterCascaderPath }}
                styles={FIT_SCREEN_CASCADER_STYLES}
                placeholder="Chọn phường/xã"
                notFoundContent="Không có dữ liệu địa chỉ"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="street"
              label="Số nhà, đường"
              rules={[{ max: 300, message: 'Địa chỉ tối đa 300 ký tự.' }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customerTypeId" label="Loại khách hàng">
              <Select
                allowClear
                placeholder="Chọn loại khách hàng"
                options={customerTypes.map((type) => ({ value: type.id, label: type.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sourceId" label="Nguồn khách hàng">
              <Select
                allowClear
                placeholder="Chọn nguồn"
                loading={sources.isLoading}
                options={(sources.data ?? []).map((source) => ({
                  value: source.id,
                  label: source.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tags"
              label="Nhãn"
              rules={[
                {
                  type: 'array',
                  max: CUSTOMER_TAGS_MAX,
                  message: `Tối đa ${CUSTOMER_TAGS_MAX} nhãn.`,
                },
                {
                  validator: (_rule, value: string[] | undefined) =>
                    (value ?? []).some((tag) => tag.trim().length > CUSTOMER_TAG_MAX)
                      ? Promise.reject(new Error(`Nhãn tối đa ${CUSTOMER_TAG_MAX} ký tự.`))
                      : Promise.resolve(),
                },
              ]}
            >
              <Select
                mode="tags"
                placeholder="Gõ rồi Enter để thêm nhãn"
                showSearch={{ filterOption: filterSelectOption }}
                tokenSeparators={[',']}
                options={(tags.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isOld" label="Đã từng đặt hàng (khách cũ)" valuePropName="checked">
              <Switch checkedChildren="Khách cũ" unCheckedChildren="Khách mới" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="note"
              label="Ghi chú"
              rules={[{ max: 2000, message: 'Ghi chú tối đa 2000 ký tự.' }]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
