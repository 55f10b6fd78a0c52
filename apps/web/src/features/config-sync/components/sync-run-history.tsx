import { ReloadOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_DEFAULT,
  SYNC_RUN_STATUS_LABELS,
  SyncRunStatus,
  type SyncRun,
  type SyncSource,
} from '@backoffice/shared';
import { Button, Select, Tooltip, Typography } from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatNumber } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSyncRun } from '../api/get-sync-run';
import { getAllSyncRuns, useSyncRuns } from '../api/get-sync-runs';
import { SyncRunProgress } from './sync-run-progress';
import { TRIGGER_LABELS, formatDuration, runDuration, runScopeLabel } from './sync-run-labels';
import { SyncRunStatusTag } from './sync-run-status-tag';

const STATUS_OPTIONS = SyncRunStatus.options.map((status) => ({
  value: status,
  label: SYNC_RUN_STATUS_LABELS[status],
}));

function lastError(run: SyncRun): string | undefined {
  return run.errors.at(-1)?.message;
}

function columns(openRun: (id: number) => void): DataTableColumn<SyncRun>[] {
  return [
    {
      key: 'id',
      title: 'Lần chạy',
      dataIndex: 'id',
      render: (run) => `#${String(run.id)}`,
      exportValue: (run) => run.id,
      width: 90,
    },
    {
      key: 'status',
      title: 'Trạng thái',
      render: (run) => <SyncRunStatusTag status={run.status} />,
      exportValue: (run) => SYNC_RUN_STATUS_LABELS[run.status],
    },
    {
      key: 'trigger',
      title: 'Cách chạy',
      render: (run) => `${TRIGGER_LABELS[run.trigger]} · ${runScopeLabel(run)}`,
      exportValue: (run) => `${TRIGGER_LABELS[run.trigger]} · ${runScopeLabel(run)}`,
    },
    { key: 'startedAt', title: 'Bắt đầu', dataIndex: 'startedAt', type: 'datetime' },
    {
      key: 'duration',
      title: 'Thời gian chạy',
      render: (run) => {
        const duration = runDuration(run);
        return duration === null ? '—' : formatDuration(duration);
      },
      exportValue: (run) => {
        const duration = runDuration(run);
        return duration === null ? null : formatDuration(duration);
      },
    },
    { key: 'requestedBy', title: 'Người chạy', dataIndex: 'requestedBy' },
    { key: 'rowsRead', title: 'Đã đọc', dataIndex: 'rowsRead', type: 'number' },
    { key: 'inserted', title: 'Thêm mới', dataIndex: 'inserted', type: 'number' },
    { key: 'updated', title: 'Cập nhật', dataIndex: 'updated', type: 'number' },
    { key: 'removed', title: 'Đánh dấu xóa', dataIndex: 'removed', type: 'number' },
    {
      key: 'errorCount',
      title: 'Lỗi',
      dataIndex: 'errorCount',
      type: 'number',
      render: (run) =>
        run.errorCount > 0 ? (
          <Typography.Text type="danger">{formatNumber(run.errorCount)}</Typography.Text>
        ) : (
          '0'
        ),
    },
    {
      key: 'lastError',
      title: 'Lỗi gần nhất',
      width: 260,
      ellipsis: true,
      render: (run) => {
        const message = lastError(run);
        return message ? (
          <Tooltip title={message}>
            <Typography.Text type="danger">{message}</Typography.Text>
          </Tooltip>
        ) : (
          '—'
        );
      },
      exportValue: (run) => lastError(run) ?? null,
    },
    {
      key: 'detail',
      title: '',
      exportable: false,
      render: (run) => (
        <Button
          type="link"
          size="small"
          onClick={() => {
            openRun(run.id);
          }}
        >
          Chi tiết
        </Button>
      ),
    },
  ];
}

function RunDetailDrawer({ runId, onClose }: { runId: number | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  const run = useSyncRun(runId);
  return (
    <Drawer
      open={runId !== null}
      onClose={onClose}
      title={runId === null ? '' : `Lần chạy #${String(runId)}`}
      size={isMobile ? '100%' : 736}
      destroyOnHidden
    >
      {run.data ? <SyncRunProgress run={run.data} /> : null}
      {run.isError ? (
        <Typography.Text type="danger">Không tải được lần chạy này.</Typography.Text>
      ) : null}
    </Drawer>
  );
}

/** The runs of one source, newest first, with their counts and errors. */
export function SyncRunHistory({ source }: { source: SyncSource }) {
  const [status, setStatus] = useState<SyncRunStatus | undefined>(undefined);
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [openRunId, setOpenRunId] = useState<number | null>(null);
  const runs = useSyncRuns({ source, status, ...paging });

  return (
    <>
      <DataTable<SyncRun>
        columns={columns(setOpenRunId)}
        rows={runs.data?.items}
        rowKey="id"
        loading={runs.isPending || (runs.isFetching && runs.isPlaceholderData)}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        emptyText="Chưa có lần chạy nào"
        size="small"
        server={{
          ...paging,
          total: runs.data?.total ?? 0,
          onChange: ({ page, pageSize }) => {
            setPaging({ page, pageSize });
          },
        }}
        exportFileName={`lich-su-dong-bo-${source}`}
        exportSheetName="Lịch sử đồng bộ"
        onExportAll={() => getAllSyncRuns({ source, status })}
        toolbar={
          <>
            <Select<SyncRunStatus>
              aria-label="Lọc theo trạng thái"
              placeholder="Mọi trạng thái"
              allowClear
              options={STATUS_OPTIONS}
              value={status}
              onChange={(next) => {
                setStatus(next);
                setPaging((current) => ({ ...current, page: 0 }));
              }}
              style={{ minWidth: 160 }}
            />
            <Button
              icon={<ReloadOutlined />}
              loading={runs.isFetching && !runs.isPending}
              onClick={() => void runs.refetch()}
            >
              Làm mới
            </Button>
          </>
        }
      />
      <RunDetailDrawer
        runId={openRunId}
        onClose={() => {
          setOpenRunId(null);
        }}
      />
    </>
  );
}
