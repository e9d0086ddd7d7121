import { useState } from 'react';
import { Card, Col, DatePicker, Row, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { useSession } from '@/stores/session';
import { isWaiting } from '@/lib/query/list-subject';
import { useDashboard, useMyTree } from '../../api/queries';
import type { MyDepartNode } from '../../api/types';
import { AttendancePanel, DurationPanel } from './attendance-panels';
import { CostPanel } from './cost-panel';
import { SchedulePanel, TaskPanel } from './task-panels';
import './charts';

type TreeOption = { value: string; title: string; children?: TreeOption[] };
const toOptions = (nodes: MyDepartNode[] = []): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.departName, children: toOptions(n.departTree) }));

/** The dashboard (§3.4) for a chosen department and date range. */
export default function DashboardSection() {
  const userId = useSession((s) => s.userInfo?.lenovoId ?? '');
  const [picked, setPicked] = useState<string>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()]);
  const tree = useMyTree(userId);
  const departId = picked ?? tree.data?.[0]?.id;
  const params = {
    departId: departId ?? '',
    startTime: range[0].format('YYYY-MM-DD'),
    endTime: range[1].format('YYYY-MM-DD'),
  };
  const stats = useDashboard(params);
  const d = stats.data;

  return (
    <PageFrame
      heading="数据看板"
      toolbar={
        <Space>
          <TreeSelect
            aria-label="选择部门"
            style={{ width: 220 }}
            treeData={toOptions(tree.data)}
            value={departId}
            onChange={setPicked}
            treeDefaultExpandAll={false}
            loading={tree.isLoading}
            placeholder="选择部门"
          />
          <DatePicker.RangePicker
            aria-label="统计日期"
            allowClear={false}
            value={range}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
        </Space>
      }
      loading={tree.isLoading || isWaiting(stats)}
      error={tree.error ?? stats.error}
      onRetry={() => (tree.error ? tree.refetch() : stats.refetch())}
      empty={!tree.isLoading && !tree.error && !departId}
      emptyText="暂无可查看的部门"
    >
      {d && (
        <Row gutter={[16, 16]}>
          <Col span={14}>
            <Card title="考勤统计" size="small">
              <AttendancePanel data={d.attendanceStatistics} />
            </Card>
          </Col>
          <Col span={10}>
            <Card title="时长信息" size="small">
              <DurationPanel data={d.durationInfoResponse} />
            </Card>
          </Col>
          <Col span={24}>
            <Card title="费用数据" size="small">
              <CostPanel costData={d.costData} />
            </Card>
          </Col>
          <Col span={12}>
            <Card title="任务看板" size="small">
              <TaskPanel data={d.taskDashBoard} />
            </Card>
          </Col>
          <Col span={12}>
            <Card title="日程与会议" size="small">
              <SchedulePanel data={d.scheduleAndMeeting} />
            </Card>
          </Col>
        </Row>
      )}
    </PageFrame>
  );
}
