import { Col, Row, Statistic } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { Doughnut, Line } from 'react-chartjs-2';
import type { AttendanceStatistics, DurationInfo } from '../../api/types';
import { PALETTE } from './colours';
import { NoData } from './no-data';

const LABELS: Array<[keyof AttendanceStatistics, string]> = [
  ['normal', '正常'],
  ['late', '迟到'],
  ['leaveEarly', '早退'],
  ['absent', '缺卡'],
  ['onLeave', '请假'],
  ['businessTrip', '出差'],
];

export function AttendancePanel({ data }: { data: AttendanceStatistics }) {
  const rate = data.shouldAttend ? Math.round((data.normal / data.shouldAttend) * 1000) / 10 : 0;
  return (
    <Row gutter={16}>
      <Col span={9}>
        <Statistic title="应出勤人次" value={data.shouldAttend} />
        <Statistic title="正常出勤率" value={rate} suffix="%" />
        {data.shouldAttend ? (
          <div style={{ height: 160 }}>
            <Doughnut
              aria-label="考勤构成图"
              role="img"
              data={{
                labels: LABELS.map(([, l]) => l),
                datasets: [{ data: LABELS.map(([k]) => data[k] as number), backgroundColor: PALETTE }],
              }}
              options={{ maintainAspectRatio: false, plugins: { legend: { display: false } } }}
            />
          </div>
        ) : (
          <NoData height={160} label="考勤构成图" />
        )}
      </Col>
      <Col span={15}>
        <Row>
          {LABELS.slice(1).map(([k, l]) => (
            <Col span={8} key={k}>
              <Statistic title={l} value={data[k] as number} suffix="人次" styles={{ content: { fontSize: 18 } }} />
            </Col>
          ))}
        </Row>
        {data.shouldAttend && data.daily.length ? (
          <div style={{ height: 160, marginTop: 8 }}>
            <Line
              aria-label="每日出勤率趋势图"
              role="img"
              data={{
                labels: data.daily.map((x) => x.date.slice(5)),
                datasets: [
                  { label: '出勤率', data: data.daily.map((x) => x.rate), borderColor: PALETTE[0], tension: 0.3 },
                ],
              }}
              options={{
                maintainAspectRatio: false,
                plugins: { legend: { display: false } },
                scales: { y: { min: 80, max: 100 } },
              }}
            />
          </div>
        ) : (
          <NoData height={168} label="每日出勤率趋势图" />
        )}
      </Col>
    </Row>
  );
}

export function DurationPanel({ data }: { data: DurationInfo }) {
  const durations: Array<[string, number, string]> = [
    ['人均工作时长', data.averageWorkHours, '小时/天'],
    ['加班总时长', data.totalOvertimeHours, '小时'],
    ['请假总时长', data.totalLeaveHours, '小时'],
  ];
  return (
    <>
      <Row>
        {durations.map(([title, value, suffix]) => (
          <Col span={8} key={title}>
            <Statistic title={title} value={value} suffix={suffix} styles={{ content: { fontSize: 18 } }} />
          </Col>
        ))}
      </Row>
      <SimpleList
        size="small"
        header="日均工作时长排行"
        aria-label="日均工作时长排行"
        dataSource={data.ranking}
        locale={{ emptyText: '暂无数据' }}
        renderItem={(r, i) => (
          <SimpleList.Item extra={`${r.hours} 小时`}>
            {i + 1}. {r.name}
          </SimpleList.Item>
        )}
      />
    </>
  );
}
