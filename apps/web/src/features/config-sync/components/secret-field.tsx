import { DeleteOutlined, LockOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tag, Typography } from 'antd';

export const SECRET_SAVED_LABEL = 'Đã lưu';
export const SECRET_REMOVE_LABEL = 'Xóa mã đã lưu';

export interface SecretFieldProps {
  id?: string;
  label: string;
  /** A secret is stored on the server; its value is never sent to the browser. */
  hasSecret: boolean;
  /** What the user typed: replaces the stored secret on save. */
  value?: string;
  onChange?: (value: string) => void;
  /** The stored secret is to be removed on save. */
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  disabled?: boolean;
  /** A warning shown under the field (e.g. the stored secret will be cleared on save). */
  warning?: string | null;
}

/**
 * A write-only secret: the stored one is shown as 'Đã lưu', never filled in; typing replaces it;
 * it can be removed. Left empty, the stored one is kept.
 */
export function SecretField({
  id,
  label,
  hasSecret,
  value,
  onChange,
  removing,
  onRemovingChange,
  disabled,
  warning,
}: SecretFieldProps) {
  const stored = hasSecret && !removing;
  let placeholder = `Nhập ${label}`;
  if (stored) placeholder = 'Đã lưu · nhập để thay mã mới';
  else if (removing) placeholder = 'Sẽ xóa khi lưu · nhập để đặt mã mới';

  return (
    <Flex vertical gap={6}>
      <Input.Password
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={placeholder}
        autoComplete="new-password"
        disabled={disabled}
        prefix={<LockOutlined />}
        // A stored secret is never shown: there is nothing to reveal but what was just typed.
        visibilityToggle={Boolean(value)}
      />
      <Flex wrap="wrap" gap={8} align="center">
        {stored ? (
          <Tag color="green" icon={<LockOutlined />}>
            {SECRET_SAVED_LABEL}
          </Tag>
        ) : null}
        {!hasSecret ? <Tag color="orange">Chưa có mã</Tag> : null}
        {hasSecret && !removing ? (
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => {
              onChange?.('');
              onRemovingChange(true);
            }}
          >
            {SECRET_REMOVE_LABEL}
          </Button>
        ) : null}
        {removing ? (
          <>
            <Typography.Text type="danger">Mã đã lưu sẽ bị xóa khi lưu cấu hình.</Typography.Text>
            <Button
              size="small"
              type="link"
              icon={<UndoOutlined />}
              onClick={() => {
                onRemovingChange(false);
              }}
            >
              Giữ lại mã
            </Button>
          </>
        ) : null}
      </Flex>
      {warning ? (
        <Typography.Text type="warning" role="status">
          {warning}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
