import { Col, Row, Statistic, Table } from 'antd';
import { Bar } from 'react-chartjs-2';
import type { CostData } from '../../api/types';
import { EXPENSE_GROUPS, flattenBills, totalsByGroup, type BillLine } from './cost';
import { PALETTE } from './colours';
import { NoData } from './no-data';

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function CostPanel({ costData }: { costData: CostData }) {
  const bills = flattenBills(costData);
  const totals = totalsByGroup(bills);
  const sum = bills.reduce((s, b) => s + b.amount, 0);
  return (
    <Row gutter={16}>
      <Col span={9}>
        <Statistic title="费用合计（元）" value={money(sum)} />
        {sum ? (
          <div style={{ height: 220 }}>
            <Bar
              aria-label="费用分类图"
              role="img"
              data={{
                labels: EXPENSE_GROUPS.map(([, l]) => l),
                datasets: [{ label: '金额（元）', data: totals, backgroundColor: PALETTE }],
              }}
              options={{ maintainAspectRatio: false, indexAxis: 'y', plugins: { legend: { display: false } } }}
            />
          </div>
        ) : (
          <NoData height={220} label="费用分类图" />
        )}
      </Col>
      <Col span={15}>
        <Table<BillLine>
          aria-label="费用账单"
          size="small"
          rowKey="id"
          dataSource={bills}
          pagination={{ pageSize: 6, showSizeChanger: false, showTotal: (t) => `共 ${t} 笔` }}
          locale={{ emptyText: '所选范围内暂无费用' }}
          columns={[
            { title: '日期', dataIndex: 'date', width: 110 },
            { title: '类别', dataIndex: 'group', width: 90 },
            { title: '事项', dataIndex: 'item' },
            { title: '申请人', dataIndex: 'applicant', width: 90 },
            { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
          ]}
        />
      </Col>
    </Row>
  );
}
