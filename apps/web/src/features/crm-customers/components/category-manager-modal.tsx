import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { CATEGORY_NAME_MAX, type SaleCustomerCategory } from '@backoffice/shared';
import { Alert, Button, Empty, Flex, Form, Input, List, Popconfirm, Select, Tag } from 'antd';
import { Modal } from '../../../components/ui/overlay';
import { useState } from 'react';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { useSaveCategory } from '../api/save-category';
import { applyServerFieldErrors } from './server-field-errors';

export const CATEGORY_COLORS: { value: string; label: string }[] = [
  { value: 'blue', label: 'Xanh dương' },
  { value: 'green', label: 'Xanh lá' },
  { value: 'gold', label: 'Vàng' },
  { value: 'orange', label: 'Cam' },
  { value: 'red', label: 'Đỏ' },
  { value: 'purple', label: 'Tím' },
  { value: 'cyan', label: 'Xanh ngọc' },
  { value: 'magenta', label: 'Hồng' },
];

interface CategoryValues {
  name: string;
  color?: string | null;
}

/** The sale's own folders of customers: add, rename, recolour, delete. */
export function CategoryManagerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const categories = useCategories(open);
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [form] = Form.useForm<CategoryValues>();
  const [editing, setEditing] = useState<SaleCustomerCategory | null>(null);

  const submit = async (values: CategoryValues) => {
    try {
      await save.mutateAsync({
        id: editing?.id,
        body: { name: values.name.trim(), color: values.color ?? null },
      });
      setEditing(null);
      form.resetFields();
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      title="Phân loại khách hàng của tôi"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Đóng</Button>}
      destroyOnHidden
    >
      <Form<CategoryValues>
        form={form}
        layout="vertical"
        name="category-form"
        onFinish={(values) => void submit(values)}
      >
        <Flex gap={8} wrap="wrap" align="flex-start">
          <Form.Item
            name="name"
            label={editing ? `Đổi tên "${editing.name}"` : 'Phân loại mới'}
            style={{ flex: '1 1 180px', marginBottom: 8 }}
            rules={[
              { required: true, whitespace: true, message: 'Vui lòng nhập tên phân loại.' },
              {
                max: CATEGORY_NAME_MAX,
                message: `Tên phân loại tối đa ${CATEGORY_NAME_MAX} ký tự.`,
              },
            ]}
          >
            <Input placeholder="VD: Nhà thuốc tiềm năng" />
          </Form.Item>
          <Form.Item name="color" label="Màu" style={{ width: 140, marginBottom: 8 }}>
            <Select
              allowClear
              placeholder="Mặc định"
              options={CATEGORY_COLORS.map((color) => ({
                value: color.value,
                label: <Tag color={color.value}>{color.label}</Tag>,
              }))}
            />
          </Form.Item>
        </Flex>
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? 'Lưu' : 'Thêm phân loại'}
          </Button>
          {editing ? (
            <Button
              onClick={() => {
                setEditing(null);
                form.resetFields();
              }}
            >
              Hủy sửa
            </Button>
          ) : null}
        </Flex>
      </Form>
      {categories.error ? (
        <Alert
          type="error"
          showIcon
          title="Không tải được danh sách phân loại"
          action={
            <Button size="small" onClick={() => void categories.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : (
        <List<SaleCustomerCategory>
          size="small"
          bordered
          loading={categories.isLoading}
          dataSource={categories.data ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có phân loại nào" />
            ),
          }}
          renderItem={(category) => (
            <List.Item
              actions={[
                <Button
                  key="edit"
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Sửa phân loại ${category.name}`}
                  onClick={() => {
                    setEditing(category);
                    form.setFieldsValue({ name: category.name, color: category.color });
                  }}
                />,
                <Popconfirm
                  key="delete"
                  title={`Xóa phân loại "${category.name}"?`}
                  description="Các khách hàng trong phân loại này sẽ không còn phân loại."
                  okText="Xóa"
                  cancelText="Hủy"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => {
                    remove.mutate(category.id);
                  }}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Xóa phân loại ${category.name}`}
                  />
                </Popconfirm>,
              ]}
            >
              <Flex gap={8} align="center" wrap="wrap">
                <Tag color={category.color ?? undefined}>{category.name}</Tag>
                <span>{category.customers} khách hàng</span>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
