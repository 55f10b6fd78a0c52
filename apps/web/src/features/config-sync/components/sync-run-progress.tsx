import type { SyncEntityProgress, SyncRun } from '@backoffice/shared';
import {
  Alert,
  Descriptions,
  Flex,
  Progress,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { isRunActive } from '../api/get-sync-run';
import {
  TRIGGER_LABELS,
  entityLabel,
  formatDuration,
  runDuration,
  runScopeLabel,
} from './sync-run-labels';
import { SyncRunStatusTag } from './sync-run-status-tag';

const ENTITY_STATUS: Record<SyncEntityProgress['status'], { color: string; label: string }> = {
  pending: { color: 'default', label: 'Chờ' },
  running: { color: 'processing', label: 'Đang đọc' },
  done: { color: 'success', label: 'Xong' },
  failed: { color: 'error', label: 'Lỗi' },
};

const entityColumns: TableColumnsType<SyncEntityProgress> = [
  {
    key: 'entity',
    title: 'Dữ liệu',
    render: (_value, row) => entityLabel(row.entity, row.label),
  },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (_value, row) => (
      <Tag color={ENTITY_STATUS[row.status].color}>{ENTITY_STATUS[row.status].label}</Tag>
    ),
  },
  { key: 'pages', title: 'Trang', align: 'right', render: (_v, row) => formatNumber(row.pages) },
  {
    key: 'rowsRead',
    title: 'Đã đọc',
    align: 'right',
    render: (_v, row) => formatNumber(row.rowsRead),
  },
  {
    key: 'inserted',
    title: 'Thêm mới',
    align: 'right',
    render: (_v, row) => formatNumber(row.inserted),
  },
  {
    key: 'updated',
    title: 'Cập nhật',
    align: 'right',
    render: (_v, row) => formatNumber(row.updated),
  },
  {
    key: 'removed',
    title: 'Đánh dấu xóa',
    align: 'right',
    render: (_v, row) => formatNumber(row.removed),
  },
];

const statisticStyles = { content: { fontSize: 20 } };

function percentDone(run: SyncRun): number {
  if (run.status === 'succeeded') return 100;
  const total = run.progress.length || run.entities.length;
  if (total === 0) return 0;
  const done = run.progress.filter((entity) => entity.status === 'done').length;
  // The entity being read counts half, so that the bar moves while a long entity runs.
  const running = run.progress.some((entity) => entity.status === 'running') ? 0.5 : 0;
  return Math.min(99, Math.round(((done + running) / total) * 100));
}

function progressStatus(run: SyncRun): 'active' | 'success' | 'exception' | 'normal' {
  switch (run.status) {
    case 'queued':
      return 'normal';
    case 'running':
      return 'active';
    case 'succeeded':
      return 'success';
    case 'failed':
      return 'exception';
  }
}

/** A run's progress (live while it runs), its counts per entity and its errors. */
export function SyncRunProgress({ run, compact = false }: { run: SyncRun; compact?: boolean }) {
  const active = isRunActive(run.status);
  const duration = runDuration(run);
  const current = run.currentEntity
    ? run.progress.find((entity) => entity.entity === run.currentEntity)
    : undefined;

  return (
    <Flex vertical gap={12} aria-label={`Lần chạy #${String(run.id)}`} role="region">
      <Flex wrap="wrap" gap={8} align="center">
        <Typography.Text strong>Lần chạy #{run.id}</Typography.Text>
        <SyncRunStatusTag status={run.status} />
        <Tag>{TRIGGER_LABELS[run.trigger]}</Tag>
        <Tag>{runScopeLabel(run)}</Tag>
      </Flex>
      <Progress
        percent={percentDone(run)}
        status={progressStatus(run)}
        aria-label="Tiến độ đồng bộ"
      />
      {active ? (
        <Typography.Text type="secondary" aria-live="polite">
          {run.status === 'queued'
            ? 'Đang chờ đến lượt chạy…'
            : `Đang đọc: ${current ? entityLabel(current.entity, current.label) : entityLabel(run.currentEntity)}` +
              (current ? ` (${formatNumber(current.rowsRead)} dòng)` : '')}
        </Typography.Text>
      ) : null}
      <Flex wrap="wrap" gap={24}>
        <Statistic title="Đã đọc" value={formatNumber(run.rowsRead)} styles={statisticStyles} />
        <Statistic title="Thêm mới" value={formatNumber(run.inserted)} styles={statisticStyles} />
        <Statistic title="Cập nhật" value={formatNumber(run.updated)} styles={statisticStyles} />
        <Statistic
          title="Đánh dấu xóa"
          value={formatNumber(run.removed)}
          styles={statisticStyles}
        />
        <Statistic
          title="Lỗi"
          value={formatNumber(run.errorCount)}
          styles={
            run.errorCount > 0
              ? { content: { ...statisticStyles.content, color: '#cf1322' } }
              : statisticStyles
          }
        />
      </Flex>
      {compact ? null : (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'created', label: 'Tạo lúc', children: formatDateTime(run.createdAt) },
            { key: 'started', label: 'Bắt đầu', children: formatDateTime(run.startedAt) },
            { key: 'finished', label: 'Kết thúc', children: formatDateTime(run.finishedAt) },
            {
              key: 'duration',
              label: 'Thời gian chạy',
              children: duration === null ? '—' : formatDuration(duration),
            },
            { key: 'by', label: 'Người chạy', children: run.requestedBy ?? 'Hệ thống' },
            { key: 'resumes', label: 'Số lần chạy tiếp', children: formatNumber(run.resumes) },
          ]}
        />
      )}
      {run.progress.length > 0 ? (
        <Table<SyncEntityProgress>
          size="small"
          columns={
            compact
              ? entityColumns.filter(
                  (column) =>
                    column.key !== 'pages' && (column.key !== 'removed' || run.removed > 0),
                )
              : entityColumns
          }
          dataSource={run.progress}
          rowKey="entity"
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      ) : null}
      {run.errors.length > 0 ? (
        <Alert
          type={run.status === 'failed' ? 'error' : 'warning'}
          showIcon
          title={`Lỗi (${formatNumber(run.errorCount)})`}
          description={
            <ol style={{ margin: 0, paddingInlineStart: 18 }}>
              {run.errors.map((error, index) => (
                <li key={`${error.at}-${String(index)}`} style={{ marginBlock: 4 }}>
                  <Typography.Text type="secondary">
                    {formatDateTime(error.at)} · {entityLabel(error.entity)}
                    {error.retried ? ' · đã thử lại' : ''}
                  </Typography.Text>
                  <br />
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {error.message}
                  </Typography.Text>
                </li>
              ))}
            </ol>
          }
        />
      ) : null}
    </Flex>
  );
}
