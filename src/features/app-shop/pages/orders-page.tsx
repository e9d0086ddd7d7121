import { Button, Select, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { DayRangePicker } from '@/components/day-range-picker';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { useOrders } from '../api/queries';
import { exportOrders } from '../api/shop-api';
import type { Order, OrderFilter, OrderStatus } from '../api/types';
import { useOrderActions } from '../components/order-actions';
import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { money, ORDER_STATUS_COLOR, ORDER_STATUS_LABEL } from '../constants';
import { CLEARABLE } from '@/components/clearable';

type Filters = { range: PickedRange; status: OrderStatus | undefined };
const STATUS_OPTIONS = ([0, 1, 2, 3] as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUS_LABEL[value] }));

/** /home/workbench_orderListManagement: the enterprise's orders, server-paged, filtered by day and
 *  status, exported with the same filters; a pending order is paid or cancelled here; the
 *  office-suite licences are a sub-page. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const list = useListState<Filters>({ pageSize: 10, filters: { range: null, status: undefined } });
  const exporting = useSubmitOnce();
  const actions = useOrderActions();
  const filter: OrderFilter = { ...dayRange(list.filters.range), status: list.filters.status ?? '' };
  const orders = useOrders({ ...filter, page: list.page, size: list.size });
  const total = orders.data?.total ?? 0;

  const toolbar = (
    <>
      <DayRangePicker label="下单日期" value={list.filters.range} onChange={(v) => list.setFilter('range', v)} />
      <Select
        allowClear={CLEARABLE}
        placeholder="订单状态"
        aria-label="订单状态"
        style={{ width: 120 }}
        value={list.filters.status}
        options={STATUS_OPTIONS}
        onChange={(v) => list.setFilter('status', v)}
      />
      <Button
        disabled={!total || isWaiting(orders)}
        loading={exporting.pending}
        onClick={exporting.guard(() => exportOrders(filter))}
      >
        导出
      </Button>
      <Button onClick={() => navigate('/home/workbench_orderListManagement/licences')}>办公套件授权</Button>
    </>
  );
  return (
    <PageFrame toolbar={toolbar}>
      <ListTable<Order>
        rowKey="orderId"
        query={orders}
        list={list}
        emptyText="暂无订单"
        // as before the list kit: a filter that finds none reads 暂无订单 too
        filteredEmptyText="暂无订单"
        scroll={{ x: 1100 }}
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
