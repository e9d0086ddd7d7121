import { Button, Space } from 'antd';
import { DayRangePicker } from '@/components/day-range-picker';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { exportRoomHistory } from '../api/meeting-rooms-api';
import { useRoomHistory } from '../api/queries';
import type { RoomHistory } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { durationLabel } from '../lib/room-form';

/** 会议记录: finished video meetings, server-paged, within a date range; exported as .xlsx. */
export function RoomHistoryTable() {
  const list = useListState<{ days: PickedRange }>({ pageSize: DEFAULT_PAGE_SIZE, filters: { days: null } });
  const { startDate, endDate } = dayRange(list.filters.days);
  const range = { startTime: startDate, endTime: endDate };
  const query = useRoomHistory({ ...range, page: list.page, size: list.size });
  const exporting = useSubmitOnce();
  return (
    <>
      <Space style={{ margin: '16px 0 12px', width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <span>会议日期</span>
          <DayRangePicker label="会议日期" value={list.filters.days} onChange={(v) => list.setFilter('days', v)} />
        </Space>
        <Button
          loading={exporting.pending}
          disabled={!query.data?.total}
          onClick={exporting.guard(() => exportRoomHistory(range))}
        >
          导出
        </Button>
      </Space>
      <ListTable<RoomHistory>
        size="middle"
        query={query}
        list={list}
        emptyText="该时间段内没有视频会议"
        filteredEmptyText="该时间段内没有视频会议"
        unit="场会议"
        columns={[
          { title: '会议主题', dataIndex: 'subject' },
          { title: '会议室', dataIndex: 'roomNumber', width: 100 },
          { title: '主持人', dataIndex: 'hostName', width: 100 },
          { title: '开始时间', dataIndex: 'startTime', width: 170 },
          { title: '时长', dataIndex: 'duration', width: 110, render: (m: number) => durationLabel(m) },
          { title: '参会人数', dataIndex: 'participants', width: 90, align: 'right' },
          { title: '消耗点数', dataIndex: 'points', width: 90, align: 'right' },
        ]}
      />
    </>
  );
}
