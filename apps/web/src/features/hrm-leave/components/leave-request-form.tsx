import {
  DATE_FORMAT,
  DRAWER_WIDTH,
  DayPart,
  LEAVE_MESSAGES,
  LEAVE_TYPES,
  LEAVE_TYPE_LABELS,
  type LeaveBalance,
  type LeavePeriod,
  LeaveType,
  endsBeforeStart,
  leaveDays,
  yearBounds,
} from '@backoffice/shared';
import { Alert, Button, DatePicker, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import type { Dayjs } from 'dayjs';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { DAY_PART_LABELS, formatLeaveDays } from './leave-period';

interface LeaveFormValues {
  type: LeaveType;
  fromDate: Dayjs | null;
  fromPart: DayPart;
  toDate: Dayjs | null;
  toPart: DayPart;
  reason: string;
}

const PART_OPTIONS = [DayPart.MORNING, DayPart.AFTERNOON].map((value) => ({
  value,
  label: DAY_PART_LABELS[value],
}));

function periodOf(values: Partial<LeaveFormValues>): LeavePeriod | null {
  if (!values.fromDate || !values.toDate) return null;
  return {
    fromDate: values.fromDate.format('YYYY-MM-DD'),
    fromPart: values.fromPart ?? DayPart.MORNING,
    toDate: values.toDate.format('YYYY-MM-DD'),
    toPart: values.toPart ?? DayPart.AFTERNOON,
  };
}

/** The drawer in which a user asks for leave: type, from and to with half days, reason. */
export function LeaveRequestForm({
  open,
  onClose,
  balance,
}: {
  open: boolean;
  onClose: () => void;
  balance: LeaveBalance | undefined;
}) {
  const isMobile = useIsMobile();
  const [form] = Form.useForm<LeaveFormValues>();
  const create = useCreateLeaveRequest();
  const values = Form.useWatch([], form) as Partial<LeaveFormValues> | undefined;
  const period = values ? periodOf(values) : null;
  const valid = period !== null && !endsBeforeStart(period);
  const days = valid ? leaveDays(period) : 0;
  const sameYearAsBalance =
    balance !== undefined && period !== null && period.fromDate.startsWith(String(balance.year));
  const annualInYear =
    valid && balance && values?.type === LeaveType.ANNUAL
      ? leaveDays(period, yearBounds(balance.year))
      : 0;

  const submit = async (submitted: LeaveFormValues) => {
    const asked = periodOf(submitted);
    if (!asked) return;
    await create.mutateAsync({ type: submitted.type, reason: submitted.reason, ...asked });
    form.resetFields();
    onClose();
  };

  return (
    <Drawer
      title="Tạo đơn nghỉ phép"
      open={open}
      onClose={onClose}
      size={isMobile ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Đóng</Button>
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() => {
              form.submit();
            }}
          >
            Gửi đơn
          </Button>
        </Flex>
      }
    >
      <Form<LeaveFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          type: LeaveType.ANNUAL,
          fromPart: DayPart.MORNING,
          toPart: DayPart.AFTERNOON,
          reason: '',
        }}
        onFinish={(submitted) => {
          submit(submitted).catch(() => undefined);
        }}
      >
        <Form.Item
          name="type"
          label="Loại nghỉ"
          rules={[{ required: true, message: 'Vui lòng chọn loại nghỉ.' }]}
        >
          <Select
            options={LEAVE_TYPES.map((type) => ({ value: type, label: LEAVE_TYPE_LABELS[type] }))}
          />
        </Form.Item>
        <Form.Item label="Từ ngày" required style={{ marginBottom: 0 }}>
          <Flex gap={8} wrap="wrap">
            <Form.Item
              name="fromDate"
              rules={[{ required: true, message: 'Vui lòng chọn ngày bắt đầu.' }]}
              style={{ flex: '1 1 160px' }}
            >
              <DatePicker
                format={DATE_FORMAT}
                placeholder="Từ ngày"
                aria-label="Từ ngày"
                style={{ width: '100%' }}
                onChange={(date) => {
                  if (date && !form.getFieldValue('toDate')) form.setFieldValue('toDate', date);
                }}
              />
            </Form.Item>
            <Form.Item name="fromPart" aria-label="Bắt đầu từ buổi">
              <Radio.Group
                options={PART_OPTIONS}
                optionType="button"
                aria-label="Bắt đầu từ buổi"
              />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item label="Đến ngày" required style={{ marginBottom: 0 }}>
          <Flex gap={8} wrap="wrap">
            <Form.Item
              name="toDate"
              dependencies={['fromDate', 'fromPart', 'toPart']}
              style={{ flex: '1 1 160px' }}
              rules={[
                { required: true, message: 'Vui lòng chọn ngày kết thúc.' },
                ({ getFieldsValue }) => ({
                  validator: () => {
                    const current = periodOf(getFieldsValue() as Partial<LeaveFormValues>);
                    if (!current) return Promise.resolve();
                    if (endsBeforeStart(current)) {
                      return Promise.reject(new Error(LEAVE_MESSAGES.endsBeforeStart));
                    }
                    if (leaveDays(current) === 0) {
                      return Promise.reject(new Error(LEAVE_MESSAGES.noWorkingDay));
                    }
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker
                format={DATE_FORMAT}
                placeholder="Đến ngày"
                aria-label="Đến ngày"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="toPart">
              <Radio.Group options={PART_OPTIONS} optionType="button" aria-label="Nghỉ hết buổi" />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          Bắt đầu từ buổi sáng hoặc chiều của ngày đầu; nghỉ hết buổi sáng hoặc chiều của ngày cuối.
        </Typography.Paragraph>
        {valid ? (
          <Alert
            type={days > 0 ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            title={`Số ngày làm việc: ${formatLeaveDays(days)}`}
            description={
              values?.type === LeaveType.ANNUAL && balance && sameYearAsBalance
                ? `Phép năm ${String(balance.year)} còn ${formatLeaveDays(balance.remaining)}; ` +
                  `sau đơn này còn ${formatLeaveDays(balance.remaining - annualInYear)}.`
                : undefined
            }
          />
        ) : null}
        <Form.Item
          name="reason"
          label="Lý do"
          rules={[
            { required: true, whitespace: true, message: LEAVE_MESSAGES.reasonRequired },
            { max: 1000, message: 'Lý do tối đa 1000 ký tự.' },
          ]}
        >
          <Input.TextArea rows={3} placeholder="Ví dụ: về quê có việc gia đình" maxLength={1000} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
