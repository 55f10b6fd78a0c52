import {
  APPROVAL_STATUS_LABELS,
  CUSTOMER_COLLECTION_LABELS,
  type Customer,
} from '@backoffice/shared';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';

const orEmpty = (value: string | null) => value ?? EMPTY_VALUE;

/** What the company knows of a customer. */
export function CustomerInfoCard({ customer }: { customer: Customer }) {
  const isMobile = useIsMobile();
  return (
    <Card
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          Chi tiết khách hàng
        </Typography.Title>
      }
      size="small"
    >
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: isMobile ? 104 : 150 } }}
        items={[
          { key: 'code', label: 'Mã khách hàng', children: customer.code },
          { key: 'contact', label: 'Người liên hệ', children: orEmpty(customer.contactName) },
          {
            key: 'phone',
            label: 'Số điện thoại',
            children: customer.mobilePhone ? (
              <Typography.Link href={`tel:${customer.mobilePhone}`}>
                {customer.mobilePhone}
              </Typography.Link>
            ) : (
              EMPTY_VALUE
            ),
          },
          { key: 'email', label: 'Email', children: orEmpty(customer.email) },
          { key: 'address', label: 'Địa chỉ', children: customer.fullAddress || EMPTY_VALUE },
          { key: 'type', label: 'Loại khách hàng', children: orEmpty(customer.customerTypeName) },
          { key: 'source', label: 'Nguồn', children: orEmpty(customer.sourceName) },
          {
            key: 'tags',
            label: 'Nhãn',
            children:
              customer.tags.length > 0 ? (
                <Flex wrap="wrap" gap={4}>
                  {customer.tags.map((tag) => (
                    <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                      {tag}
                    </Tag>
                  ))}
                </Flex>
              ) : (
                EMPTY_VALUE
              ),
          },
          {
            key: 'old',
            label: 'Khách cũ/mới',
            children: customer.isOld ? 'Khách cũ (đã từng đặt hàng)' : 'Khách mới',
          },
          {
            key: 'collection',
            label: 'Thuộc',
            children: CUSTOMER_COLLECTION_LABELS[customer.collection],
          },
          { key: 'owner', label: 'Người phụ trách', children: customer.ownerName ?? 'Chưa có' },
          {
            key: 'ownedSince',
            label: 'Phụ trách từ',
            children: formatDateTime(customer.ownedSince),
          },
          {
            key: 'approval',
            label: 'Duyệt',
            children: APPROVAL_STATUS_LABELS[customer.approvalStatus],
          },
          {
            key: 'created',
            label: 'Người tạo',
            children: `${customer.createdByName ?? EMPTY_VALUE}, ${formatDateTime(customer.createdAt)}`,
          },
          {
            key: 'lastInteraction',
            label: 'Tương tác gần nhất',
            children: formatDateTime(customer.lastInteractionAt),
          },
          {
            key: 'lastOrder',
            label: 'Đơn hàng gần nhất',
            children: formatDateTime(customer.lastOrderAt),
          },
          {
            key: 'note',
            label: 'Ghi chú',
            children: customer.note ? (
              <span style={{ whiteSpace: 'pre-wrap' }}>{customer.note}</span>
            ) : (
              EMPTY_VALUE
            ),
          },
        ]}
      />
    </Card>
  );
}
