import { useState } from 'react';
import { Button, DatePicker, Select, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { isWaiting } from '@/lib/query/list-subject';
import { useOrders } from '../api/queries';
import { exportOrders } from '../api/shop-api';
import type { Order, OrderFilter, OrderStatus } from '../api/types';
import { useOrderActions } from '../components/order-actions';
import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { money, ORDER_STATUS_COLOR, ORDER_STATUS_LABEL } from '../constants';
import { CLEARABLE } from '@/components/clearable';

const STATUS_OPTIONS = ([0, 1, 2, 3] as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUS_LABEL[value] }));

/** /home/workbench_orderListManagement: the enterprise's orders, server-paged, filtered by day and
 *  status, exported with the same filters; a pending order is paid or cancelled here; the
 *  office-suite licences are a sub-page. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const [range, setRange] = useState<PickedRange>(null);
  const [status, setStatus] = useState<OrderStatus>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [exporting, setExporting] = useState(false);
  const actions = useOrderActions();
  const filter: OrderFilter = { ...dayRange(range), status: status ?? '' };
  const list = useOrders({ ...filter, ...paging });
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const total = list.data?.total ?? 0;
  const startExport = () => {
    setExporting(true);
    exportOrders(filter)
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  const toolbar = (
    <>
      <DatePicker.RangePicker
        aria-label="下单日期"
        placeholder={['开始日期', '结束日期']}
        allowEmpty={[true, true]}
        value={range}
        onChange={(v) => {
          setRange(v);
          first();
        }}
      />
      <Select
        allowClear={CLEARABLE}
        placeholder="订单状态"
        aria-label="订单状态"
        style={{ width: 120 }}
        value={status}
        options={STATUS_OPTIONS}
        onChange={(v) => {
          setStatus(v);
          first();
        }}
      />
      <Button disabled={!total || isWaiting(list)} loading={exporting} onClick={startExport}>
        导出
      </Button>
      <Button onClick={() => navigate('/home/workbench_orderListManagement/licences')}>办公套件授权</Button>
    </>
  );
  return (
    <PageFrame
      toolbar={toolbar}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      <Table<Order>
        rowKey="orderId"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isPending ? ' ' : '暂无订单' }}
        scroll={{ x: 1100 }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '订单编号', dataIndex: 'orderNo', width: 180 },
          { title: '应用名称', dataIndex: 'appName', width: 140 },
          { title: '版本', dataIndex: 'planName', width: 90 },
          { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => money(v) },
          {
            title: '订单状态',
            dataIndex: 'status',
            width: 100,
            render: (s: OrderStatus) => <Tag color={ORDER_STATUS_COLOR[s]}>{ORDER_STATUS_LABEL[s]}</Tag>,
          },
          { title: '下单时间', dataIndex: 'createTime', width: 170 },
          { title: '支付时间', dataIndex: 'payTime', width: 170, render: (v: string) => v || '—' },
          { title: '下单人', dataIndex: 'buyerName', width: 100 },
          { title: '操作', key: 'op', width: 140, fixed: 'right', render: (_v, o) => actions.render(o) },
        ]}
      />
    </PageFrame>
  );
}
