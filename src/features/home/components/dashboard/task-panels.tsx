import { Col, Row, Statistic, Tag, theme } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { Doughnut } from 'react-chartjs-2';
import type { ScheduleAndMeeting, TaskDashBoard } from '../../api/types';
import { PALETTE } from './colours';
import { NoData } from './no-data';

export function TaskPanel({ data }: { data: TaskDashBoard }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={16} align="middle">
      <Col span={10}>
        {data.total ? (
          <div style={{ height: 170 }}>
            <Doughnut
              aria-label="任务状态图"
              role="img"
              data={{
                labels: ['已完成', '进行中', '未开始'],
                datasets: [
                  {
                    data: [data.finished, data.inProgress, data.notStarted],
                    backgroundColor: [PALETTE[1], PALETTE[0], PALETTE[2]],
                  },
                ],
              }}
              options={{ maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } }}
            />
          </div>
        ) : (
          <NoData height={170} label="任务状态图" />
        )}
      </Col>
      <Col span={14}>
        <Row gutter={[8, 8]}>
          <Col span={12}>
            <Statistic title="任务总数" value={data.total} />
          </Col>
          <Col span={12}>
            <Statistic title="已完成" value={data.finished} />
          </Col>
          <Col span={12}>
            <Statistic title="进行中" value={data.inProgress} />
          </Col>
          <Col span={12}>
            <Statistic
              title="已逾期"
              value={data.overdue}
              styles={{ content: { color: data.overdue ? token.colorError : undefined } }}
            />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}

export function SchedulePanel({ data }: { data: ScheduleAndMeeting }) {
  return (
    <>
      <Row>
        <Col span={8}>
          <Statistic title="日程" value={data.scheduleCount} suffix="个" />
        </Col>
        <Col span={8}>
          <Statistic title="会议" value={data.meetingCount} suffix="场" />
        </Col>
        <Col span={8}>
          <Statistic title="会议时长" value={data.meetingHours} suffix="小时" />
        </Col>
      </Row>
      <SimpleList
        size="small"
        header="即将开始"
        dataSource={data.upcoming}
        locale={{ emptyText: '暂无即将开始的日程或会议' }}
        renderItem={(v) => (
          <SimpleList.Item extra={v.startTime}>
            <Tag color={v.kind === 'meeting' ? 'blue' : 'green'}>{v.kind === 'meeting' ? '会议' : '日程'}</Tag>
            {v.title}
            {v.room ? `（${v.room}）` : ''}
          </SimpleList.Item>
        )}
      />
    </>
  );
}
