import { PlayCircleOutlined } from '@ant-design/icons';
import type { SyncSourceView } from '@backoffice/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Flex,
  Row,
  Skeleton,
  Tag,
} from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { isRunActive, useSyncRun } from '../api/get-sync-run';
import { useStartSyncRun } from '../api/start-sync-run';
import { SyncRunHistory } from './sync-run-history';
import { SyncRunProgress } from './sync-run-progress';
import { formatInterval } from './sync-run-labels';
import { SyncSettingsForm } from './sync-settings-form';

export const RUN_NOW_LABEL = 'Chạy ngay';

/** Run now and the run it follows: the one just started, else the last one (live while it runs). */
function SyncRunCard({ view }: { view: SyncSourceView }) {
  const [followedRunId, setFollowedRunId] = useState<number | null>(null);
  const [full, setFull] = useState(false);
  const start = useStartSyncRun(view.source);
  const runId = followedRunId ?? view.lastRun?.id ?? null;
  const run = useSyncRun(runId);
  const shown = run.data ?? (view.lastRun?.id === runId ? view.lastRun : undefined);
  const active = isRunActive(shown?.status);

  return (
    <Card
      title="Chạy đồng bộ"
      size="small"
      extra={
        <Tag color={view.enabled ? 'green' : 'default'}>
          {view.enabled ? 'Lịch tự động: bật' : 'Lịch tự động: tắt'}
        </Tag>
      }
    >
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'mode',
              label: 'Nguồn dữ liệu',
              children: view.mode === 'demo' ? 'Dữ liệu mẫu' : 'Kết nối thật (API)',
            },
            {
              key: 'interval',
              label: 'Chu kỳ',
              children: `Mỗi ${formatInterval(view.intervalMinutes)}`,
            },
            {
              key: 'next',
              label: 'Lần chạy tới',
              children: view.enabled ? formatDateTime(view.nextRunAt) : 'Không có (lịch tắt)',
            },
            {
              key: 'entities',
              label: 'Dữ liệu',
              children: view.entities.map((entity) => entity.label).join(', '),
            },
          ]}
        />
        <Flex wrap="wrap" gap={12} align="center">
          <Button
            type="primary"
            icon={<PlayCircleOutlined />}
            loading={start.isPending || active}
            onClick={() => {
              start.mutate(full ? { full: true } : {}, {
                onSuccess: (answer) => {
                  setFollowedRunId(answer.run.id);
                },
              });
            }}
          >
            {active ? 'Đang chạy…' : RUN_NOW_LABEL}
          </Button>
          <Checkbox
            checked={full}
            disabled={active}
            onChange={(event) => {
              setFull(event.target.checked);
            }}
          >
            Đọc lại toàn bộ từ đầu
          </Checkbox>
        </Flex>
        {shown ? (
          <SyncRunProgress run={shown} compact />
        ) : runId !== null && run.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa chạy lần nào" />
        )}
        {run.isError && shown ? (
          <Alert type="warning" showIcon title="Mất kết nối khi theo dõi tiến độ; đang thử lại…" />
        ) : null}
      </Flex>
    </Card>
  );
}

/** One source: its run (now, live), its connection settings and schedule, its history. */
export function SyncSourcePanel({ view }: { view: SyncSourceView }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <SyncRunCard view={view} />
        </Col>
        <Col xs={24} xl={12}>
          <Card title="Kết nối và lịch chạy" size="small">
            <SyncSettingsForm key={`${view.source}:${view.updatedAt}`} view={view} />
          </Card>
        </Col>
      </Row>
      <Card title="Lịch sử chạy" size="small">
        <SyncRunHistory source={view.source} />
      </Card>
    </Flex>
  );
}
