import {
  SYNC_ENTITY_LABELS,
  type SyncEntity,
  type SyncRun,
  type SyncRunStatus,
  type SyncTrigger,
} from '@backoffice/shared';
import dayjs from 'dayjs';

export const TRIGGER_LABELS: Record<SyncTrigger, string> = {
  manual: 'Chạy tay',
  schedule: 'Theo lịch',
  api: 'Qua API',
};

export const RUN_STATUS_COLORS: Record<SyncRunStatus, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};

export const RUN_STATUS_BADGES: Record<
  SyncRunStatus,
  'default' | 'processing' | 'success' | 'error'
> = { queued: 'default', running: 'processing', succeeded: 'success', failed: 'error' };

export function entityLabel(entity: string | null, fallback?: string): string {
  if (entity === null) return 'Chung';
  return entity in SYNC_ENTITY_LABELS
    ? SYNC_ENTITY_LABELS[entity as SyncEntity]
    : (fallback ?? entity);
}

export function runScopeLabel(run: Pick<SyncRun, 'full'>): string {
  return run.full ? 'Toàn bộ từ đầu' : 'Từ lần trước';
}

/** '12 giây', '3 phút 5 giây', '1 giờ 2 phút'. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  if (seconds < 60) return `${String(seconds)} giây`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    const rest = seconds % 60;
    return rest ? `${String(minutes)} phút ${String(rest)} giây` : `${String(minutes)} phút`;
  }
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return restMinutes ? `${String(hours)} giờ ${String(restMinutes)} phút` : `${String(hours)} giờ`;
}

/** How long the run took, or has taken so far; null before it starts. */
export function runDuration(run: Pick<SyncRun, 'startedAt' | 'finishedAt'>, now = dayjs()) {
  if (!run.startedAt) return null;
  const end = run.finishedAt ? dayjs(run.finishedAt) : now;
  return end.diff(dayjs(run.startedAt));
}

/** 90 -> '1 giờ 30 phút'; 1440 -> '1 ngày'. */
export function formatInterval(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? `${String(days)} ngày` : '',
    hours ? `${String(hours)} giờ` : '',
    rest ? `${String(rest)} phút` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 phút';
}
