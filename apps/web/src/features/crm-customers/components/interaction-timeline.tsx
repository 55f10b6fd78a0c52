import {
  type Customer,
  INTERACTION_CONTENT_MAX,
  INTERACTION_TYPE_LABELS,
  type Interaction,
  InteractionType,
} from '@backoffice/shared';
import {
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Pagination,
  Segmented,
  Select,
  Spin,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-states';
import { formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCreateInteraction } from '../api/create-interaction';
import { useInteractions } from '../api/list-interactions';

export const INTERACTION_PAGE_SIZE = 10;

const TYPE_COLORS: Record<InteractionType, string> = {
  COMMENT: 'blue',
  CALL: 'green',
  VISIT: 'purple',
  MESSAGE: 'cyan',
};

interface CommentValues {
  type: InteractionType;
  content: string;
}

const TYPE_OPTIONS = Object.values(InteractionType).map((type) => ({
  value: type,
  label: INTERACTION_TYPE_LABELS[type],
}));

function CommentBox({ customerId }: { customerId: number }) {
  const isMobile = useIsMobile();
  const [form] = Form.useForm<CommentValues>();
  const create = useCreateInteraction();

  const submit = async (values: CommentValues) => {
    try {
      await create.mutateAsync({
        customerId,
        type: values.type,
        content: values.content.trim(),
      });
      form.setFieldsValue({ content: '' });
    } catch {
      // The API client has said why; the text stays for another try.
    }
  };

  return (
    <Form<CommentValues>
      form={form}
      name="interaction-form"
      layout="vertical"
      initialValues={{ type: InteractionType.COMMENT }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="type" style={{ marginBottom: 8 }}>
        {isMobile ? (
          <Select aria-label="Loại tương tác" options={TYPE_OPTIONS} style={{ width: 180 }} />
        ) : (
          <Segmented aria-label="Loại tương tác" options={TYPE_OPTIONS} />
        )}
      </Form.Item>
      <Form.Item
        name="content"
        label="Nội dung"
        rules={[
          { required: true, whitespace: true, message: 'Vui lòng nhập nội dung.' },
          {
            max: INTERACTION_CONTENT_MAX,
            message: `Nội dung tối đa ${INTERACTION_CONTENT_MAX} ký tự.`,
          },
        ]}
        style={{ marginBottom: 24 }}
      >
        <Input.TextArea
          placeholder="Ghi lại nội dung trao đổi với khách hàng..."
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={INTERACTION_CONTENT_MAX}
          showCount
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Gửi
        </Button>
      </Flex>
    </Form>
  );
}

function InteractionItem({ interaction }: { interaction: Interaction }) {
  return (
    <Flex vertical gap={2}>
      <Flex wrap="wrap" gap={6} align="center">
        <Tag color={TYPE_COLORS[interaction.type]} style={{ marginInlineEnd: 0 }}>
          {INTERACTION_TYPE_LABELS[interaction.type]}
        </Tag>
        <Typography.Text strong>{interaction.authorName ?? 'Hệ thống'}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(interaction.at)}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {interaction.content}
      </Typography.Paragraph>
    </Flex>
  );
}

/** The interactions with a customer, newest first, with the comment box for whom may add one. */
export function InteractionTimeline({ customer }: { customer: Customer }) {
  const [page, setPage] = useState(1);
  const query = useInteractions(customer.id, page - 1, INTERACTION_PAGE_SIZE);
  const items = query.data?.items ?? [];

  return (
    <Flex vertical gap={16}>
      {customer.editable ? (
        <CommentBox customerId={customer.id} />
      ) : (
        <Typography.Text type="secondary">
          Chỉ người phụ trách khách hàng mới ghi được tương tác.
        </Typography.Text>
      )}
      {query.error ? (
        <LoadError
          title="Không tải được lịch sử tương tác"
          error={query.error}
          onRetry={query.refetch}
        />
      ) : null}
      <Spin spinning={query.isFetching}>
        {items.length === 0 && !query.isLoading && !query.error ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có tương tác nào" />
        ) : (
          <Timeline
            style={{ minHeight: query.isLoading ? 80 : undefined, paddingTop: 8 }}
            items={items.map((interaction) => ({
              key: interaction.id,
              color: TYPE_COLORS[interaction.type],
              content: <InteractionItem interaction={interaction} />,
            }))}
          />
        )}
      </Spin>
      {(query.data?.total ?? 0) > INTERACTION_PAGE_SIZE ? (
        <Pagination
          align="end"
          size="small"
          current={page}
          pageSize={INTERACTION_PAGE_SIZE}
          total={query.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </Flex>
  );
}
