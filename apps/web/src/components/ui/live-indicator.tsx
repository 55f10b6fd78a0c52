// Where a live list stands: live (and when it last caught up), connecting, or lost, with a button
// that reconnects at once; and the controls of its alerts (sound, browser notifications).
import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Switch, Tag, Typography } from 'antd';
import { type LiveState, liveChannel } from '../../lib/live-channel';
import type { OrderAlerts } from '../../lib/use-order-alerts';

const timeOf = (at: number) =>
  new Date(at).toLocaleTimeString('vi-VN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

export function LiveIndicator({ state }: { state: LiveState }) {
  if (state.status === 'live') {
    return (
      <Tag color="green" role="status" aria-live="polite">
        ● Trực tiếp{state.caughtUpAt ? ` · đã cập nhật lúc ${timeOf(state.caughtUpAt)}` : ''}
      </Tag>
    );
  }
  if (state.status === 'connecting') {
    return (
      <Tag color="gold" role="status" aria-live="polite">
        Đang kết nối…
      </Tag>
    );
  }
  return (
    <Flex gap={4} align="center" role="status" aria-live="polite">
      <Tag color="red">Mất kết nối · danh sách tạm dừng</Tag>
      <Button
        size="small"
        onClick={() => {
          liveChannel.reconnect();
        }}
      >
        Kết nối lại
      </Button>
    </Flex>
  );
}

/**
 * The controls of a live list's alerts, beside its indicator: the sound switch (browsers play none
 * before a click, so the user switches it on) and the button that asks for browser notifications
 * shown while the tab is hidden (or what the browser said).
 */
export function LiveAlertControls({ live, alerts }: { live: LiveState; alerts: OrderAlerts }) {
  return (
    <>
      <LiveIndicator state={live} />
      <Flex gap={6} align="center">
        <SoundOutlined aria-hidden />
        <Switch
          checked={alerts.sound !== 'off'}
          onChange={alerts.setSound}
          aria-label="Âm báo đơn mới"
          size="small"
        />
        <Typography.Text>Âm báo</Typography.Text>
      </Flex>
      {alerts.notify === 'default' ? (
        <Button icon={<BellOutlined />} onClick={alerts.askNotify}>
          Thông báo khi ẩn tab
        </Button>
      ) : alerts.notify === 'denied' ? (
        <Typography.Text type="secondary">Trình duyệt đang chặn thông báo</Typography.Text>
      ) : null}
    </>
  );
}

/** Said while the sound is on but the browser waits for a click before it plays. */
export function SoundBlockedAlert({ alerts }: { alerts: OrderAlerts }) {
  if (alerts.sound !== 'blocked') return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Trình duyệt chưa cho phát âm báo: bấm vào bất kỳ đâu trên trang để bật lại."
    />
  );
}
