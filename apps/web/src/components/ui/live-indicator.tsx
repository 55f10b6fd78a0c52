// Where a live list stands: live (and when it last caught up), connecting, or lost, with a button
// that reconnects at once.
import { Button, Flex, Tag } from 'antd';
import { type LiveState, liveChannel } from '../../lib/live-channel';

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
