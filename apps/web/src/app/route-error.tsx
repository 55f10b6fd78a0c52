import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/lazy-screen';

/** A screen that failed to load (ChunkLoadError) or crashed: what happened, and a retry. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <div
      role="alert"
      style={{ maxWidth: 520, margin: '15vh auto', padding: 24, textAlign: 'center' }}
    >
      <h2 style={{ fontSize: 22, marginBottom: 8 }}>
        {chunk ? 'Không tải được màn hình' : 'Màn hình gặp lỗi'}
      </h2>
      <p style={{ color: 'rgba(0, 0, 0, 0.55)', marginBottom: 24 }}>
        {chunk
          ? 'ChunkLoadError: kết nối mạng có thể bị gián đoạn hoặc ứng dụng vừa được cập nhật. Vui lòng thử lại.'
          : 'Đã có lỗi khi hiển thị màn hình này. Vui lòng thử lại.'}
      </p>
      <Button
        type="primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        Thử lại
      </Button>
    </div>
  );
}
