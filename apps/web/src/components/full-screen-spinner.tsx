import { Spin } from 'antd';

/** While a screen or the saved session loads: a centred spinner filling the screen. */
export function FullScreenSpinner({ label = 'Đang tải...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.85)',
        zIndex: 1000,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
