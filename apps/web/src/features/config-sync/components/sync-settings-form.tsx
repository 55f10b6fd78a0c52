import { ApiOutlined, SaveOutlined } from '@ant-design/icons';
import {
  changedUrlSettings,
  KiotvietSettings,
  MisaSettings,
  SYNC_INTERVAL_MAX_MINUTES,
  SYNC_INTERVAL_MIN_MINUTES,
  SYNC_MESSAGES,
  SyncIntervalMinutes,
  SyncSourceUpdate,
  ThuocsiSettings,
  type SyncMode,
  type SyncSource,
  type SyncSourceView,
  MESSAGES,
  SYNC_API,
} from '@backoffice/shared';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Switch,
  Typography,
  type FormRule,
} from 'antd';
import axios from 'axios';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTestSyncConnection } from '../api/test-sync-connection';
import { useUpdateSyncSource } from '../api/update-sync-source';
import { SecretField } from './secret-field';
import { formatInterval } from './sync-run-labels';

interface SettingField {
  name: string;
  label: string;
  schema: z.ZodType;
  kind: 'text' | 'number';
  placeholder?: string;
  help?: string;
}

export const WEBHOOK_SECRET_LABEL = 'Khóa ký webhook đơn hàng';

/** The connection settings each source asks for (the secret comes apart: it is write-only). */
export const SETTING_FIELDS: Record<SyncSource, SettingField[]> = {
  thuocsi: [
    {
      name: 'baseUrl',
      label: 'Địa chỉ API',
      schema: ThuocsiSettings.shape.baseUrl,
      kind: 'text',
      placeholder: 'https://api.thuocsi.vn',
    },
    {
      name: 'pageSize',
      label: 'Số dòng mỗi trang',
      schema: ThuocsiSettings.shape.pageSize,
      kind: 'number',
      help: 'Từ 1 đến 1.000 dòng mỗi lần gọi.',
    },
  ],
  kiotviet: [
    {
      name: 'baseUrl',
      label: 'Địa chỉ API',
      schema: KiotvietSettings.shape.baseUrl,
      kind: 'text',
      placeholder: 'https://public.kiotapi.com',
    },
    {
      name: 'tokenUrl',
      label: 'Địa chỉ lấy token',
      schema: KiotvietSettings.shape.tokenUrl,
      kind: 'text',
      placeholder: 'https://id.kiotviet.vn/connect/token',
    },
    {
      name: 'retailer',
      label: 'Tên gian hàng (Retailer)',
      schema: KiotvietSettings.shape.retailer,
      kind: 'text',
    },
    { name: 'clientId', label: 'Client ID', schema: KiotvietSettings.shape.clientId, kind: 'text' },
  ],
  misa: [
    {
      name: 'baseUrl',
      label: 'Địa chỉ API',
      schema: MisaSettings.shape.baseUrl,
      kind: 'text',
      placeholder: 'https://actapp.misa.vn',
    },
    { name: 'appId', label: 'App ID', schema: MisaSettings.shape.appId, kind: 'text' },
    {
      name: 'orgCompanyCode',
      label: 'Mã công ty',
      schema: MisaSettings.shape.orgCompanyCode,
      kind: 'text',
      help: 'Để trống nếu tài khoản chỉ có một công ty.',
    },
  ],
};

const MODE_OPTIONS: { value: SyncMode; label: string }[] = [
  { value: 'demo', label: 'Dữ liệu mẫu' },
  { value: 'http', label: 'Kết nối thật (API)' },
];

/** A secret field's rule: left empty (the stored one kept), or what the contract accepts. */
function typedSecretRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value : '';
      if (text.trim() === '') return Promise.resolve();
      const result = schema.safeParse(text);
      if (!result.success)
        throw new Error(result.error.issues[0]?.message ?? MESSAGES.invalidValue);
      return Promise.resolve();
    },
  };
}

/** A form rule that checks a value with the contract's own schema and gives its message. */
function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success)
        throw new Error(result.error.issues[0]?.message ?? MESSAGES.invalidValue);
      return Promise.resolve();
    },
  };
}

interface FormValues {
  mode: SyncMode;
  enabled: boolean;
  intervalMinutes: number | null;
  settings: Record<string, unknown>;
  secret?: string;
  webhookSecret?: string;
}

function initialValues(view: SyncSourceView): FormValues {
  const settings: Record<string, unknown> = { ...(view.settings as Record<string, unknown>) };
  const own = settings[view.source];
  return {
    mode: view.mode,
    enabled: view.enabled,
    intervalMinutes: view.intervalMinutes,
    settings:
      typeof own === 'object' && own !== null ? { ...(own as Record<string, unknown>) } : {},
    secret: '',
    webhookSecret: '',
  };
}

function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!axios.isAxiosError(error)) return [];
  const data = error.response?.data as { details?: { fields?: unknown } } | undefined;
  const fields = data?.details?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is { field: string; message: string } =>
      typeof (item as { field?: unknown }).field === 'string' &&
      typeof (item as { message?: unknown }).message === 'string',
  );
}

/**
 * The PUT body: a secret left out keeps the stored one, a string replaces it, null removes it (the
 * connection's secret, and thuocsi's webhook key).
 */
export function buildSourceUpdate(
  source: SyncSource,
  values: FormValues,
  removingSecret: boolean,
  removingWebhookSecret = false,
): ReturnType<typeof SyncSourceUpdate.safeParse> {
  const typed = values.secret?.trim() ? values.secret : undefined;
  const typedWebhook = values.webhookSecret?.trim() ? values.webhookSecret : undefined;
  const body: Record<string, unknown> = {
    mode: values.mode,
    enabled: values.enabled,
    intervalMinutes: values.intervalMinutes,
    settings: { source, [source]: values.settings },
  };
  if (typed !== undefined) body.secret = typed;
  else if (removingSecret) body.secret = null;
  if (typedWebhook !== undefined) body.webhookSecret = typedWebhook;
  else if (removingWebhookSecret) body.webhookSecret = null;
  return SyncSourceUpdate.safeParse(body);
}

/** Connection settings, schedule and switch of one source. */
export function SyncSettingsForm({ view }: { view: SyncSourceView }) {
  const [form] = Form.useForm<FormValues>();
  const [removingSecret, setRemovingSecret] = useState(false);
  const [removingWebhookSecret, setRemovingWebhookSecret] = useState(false);
  const [dirty, setDirty] = useState(false);
  const update = useUpdateSyncSource(view.source);
  const check = useTestSyncConnection(view.source);
  // Undefined until the form has mounted.
  const mode = (Form.useWatch('mode', form) as SyncMode | undefined) ?? view.mode;
  const intervalMinutes = Form.useWatch('intervalMinutes', form);
  const enabled = (Form.useWatch('enabled', form) as boolean | undefined) ?? view.enabled;
  const settings = Form.useWatch('settings', form) as Record<string, unknown> | undefined;
  const typedSecret = Form.useWatch('secret', form);
  // A stored secret belongs to the addresses it was given for: a new one without it clears it.
  const secretWillClear =
    view.hasSecret &&
    !removingSecret &&
    !typedSecret?.trim() &&
    settings !== undefined &&
    changedUrlSettings(view.source, initialValues(view).settings, settings).length > 0;

  const submit = (values: FormValues) => {
    const parsed = buildSourceUpdate(view.source, values, removingSecret, removingWebhookSecret);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path.map(String).filter((part) => part !== view.source),
          errors: [issue.message],
        })),
      );
      return;
    }
    update.mutate(parsed.data, {
      onError: (error) => {
        // A refusal that names fields ('secret', 'settings.thuocsi.baseUrl') is shown on them.
        const fields = serverFieldErrors(error)
          .map(({ field, message }) => ({
            name: field.split('.').filter((part) => part !== view.source),
            errors: [message],
          }))
          .filter(({ name }) => formFieldNames.has(name.join('.')));
        if (fields.length > 0) form.setFields(fields);
      },
      onSuccess: () => {
        form.setFieldValue('secret', '');
        form.setFieldValue('webhookSecret', '');
        setRemovingSecret(false);
        setRemovingWebhookSecret(false);
        setDirty(false);
      },
    });
  };

  const formFieldNames = new Set([
    'mode',
    'enabled',
    'intervalMinutes',
    'secret',
    'webhookSecret',
    ...SETTING_FIELDS[view.source].map((field) => `settings.${field.name}`),
  ]);

  const secretRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value : '';
      const typed = text.trim() !== '';
      if (text.length > 2000) throw new Error('Mã bí mật quá dài.');
      if (getFieldValue('mode') === 'http' && !typed && (!view.hasSecret || removingSecret))
        throw new Error(SYNC_MESSAGES.secretRequired);
      return Promise.resolve();
    },
  });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(view)}
      onFinish={submit}
      onValuesChange={() => {
        setDirty(true);
      }}
      requiredMark={false}
      aria-label={`Cấu hình ${view.label}`}
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="mode" label="Nguồn dữ liệu">
            <Radio.Group options={MODE_OPTIONS} optionType="button" buttonStyle="solid" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={view.secretLabel}
            name="secret"
            dependencies={['mode']}
            rules={[secretRule]}
            extra="Mã bí mật được mã hóa khi lưu và không bao giờ hiện lại."
          >
            <SecretField
              label={view.secretLabel}
              hasSecret={view.hasSecret}
              removing={removingSecret}
              warning={secretWillClear ? SYNC_MESSAGES.secretClearedOnUrlChange : null}
              onRemovingChange={(removing) => {
                setRemovingSecret(removing);
                setDirty(true);
                void form.validateFields(['secret']).catch(() => undefined);
              }}
            />
          </Form.Item>
        </Col>
        {view.source === 'thuocsi' ? (
          <Col xs={24} md={12}>
            <Form.Item
              label={WEBHOOK_SECRET_LABEL}
              name="webhookSecret"
              rules={[typedSecretRule(SyncSourceUpdate.shape.webhookSecret)]}
              extra={`Sàn ký mỗi webhook đơn hàng (${SYNC_API.thuocsiOrderWebhook}) bằng khóa này; webhook sai chữ ký hoặc gửi quá 5 phút bị từ chối.`}
            >
              <SecretField
                label={WEBHOOK_SECRET_LABEL}
                hasSecret={view.hasWebhookSecret}
                removing={removingWebhookSecret}
                onRemovingChange={(removing) => {
                  setRemovingWebhookSecret(removing);
                  setDirty(true);
                }}
              />
            </Form.Item>
          </Col>
        ) : null}
        {SETTING_FIELDS[view.source].map((field) => (
          <Col xs={24} md={12} key={field.name}>
            <Form.Item
              name={['settings', field.name]}
              label={field.label}
              rules={[schemaRule(field.schema)]}
              extra={field.help}
            >
              {field.kind === 'number' ? (
                <InputNumber style={{ width: '100%' }} min={1} precision={0} />
              ) : (
                <Input placeholder={field.placeholder} autoComplete="off" />
              )}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item
            name="intervalMinutes"
            label="Chu kỳ chạy tự động (phút)"
            rules={[schemaRule(SyncIntervalMinutes)]}
            extra={
              typeof intervalMinutes === 'number' && intervalMinutes > 0
                ? `Mỗi ${formatInterval(intervalMinutes)}`
                : `Từ ${String(SYNC_INTERVAL_MIN_MINUTES)} phút đến ${formatNumber(SYNC_INTERVAL_MAX_MINUTES)} phút (7 ngày).`
            }
          >
            <InputNumber style={{ width: '100%' }} precision={0} suffix="phút" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="enabled"
            label="Lịch chạy tự động"
            valuePropName="checked"
            extra={
              enabled
                ? view.nextRunAt
                  ? `Lần chạy tới: ${formatDateTime(view.nextRunAt)}`
                  : 'Chạy theo chu kỳ sau khi lưu.'
                : 'Chỉ chạy khi bấm “Chạy ngay”.'
            }
          >
            <Switch checkedChildren="Bật" unCheckedChildren="Tắt" />
          </Form.Item>
        </Col>
      </Row>
      {mode === 'demo' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Đang dùng dữ liệu mẫu: đồng bộ không gọi hệ thống thật."
        />
      ) : null}
      {check.data ? (
        <Alert
          type={check.data.ok ? 'success' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          title={check.data.ok ? SYNC_MESSAGES.connectionOk : 'Kết nối không thành công'}
          description={check.data.message}
          closable={{
            onClose: () => {
              check.reset();
            },
          }}
        />
      ) : null}
      <Flex wrap="wrap" gap={8} align="center">
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={update.isPending}>
          Lưu cấu hình
        </Button>
        <Button
          disabled={!dirty || update.isPending}
          onClick={() => {
            form.resetFields();
            setRemovingSecret(false);
            setDirty(false);
          }}
        >
          Hoàn tác
        </Button>
        <Button
          icon={<ApiOutlined />}
          loading={check.isPending}
          disabled={dirty}
          title={dirty ? 'Lưu cấu hình trước khi kiểm tra' : undefined}
          onClick={() => {
            check.mutate();
          }}
        >
          Kiểm tra kết nối
        </Button>
        {dirty ? <Typography.Text type="warning">Có thay đổi chưa lưu</Typography.Text> : null}
        {!dirty && view.updatedBy ? (
          <Typography.Text type="secondary">
            Lưu lần cuối {formatDateTime(view.updatedAt)} bởi {view.updatedBy}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
