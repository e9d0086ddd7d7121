import { useState } from 'react';
import { Button, DatePicker, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { isWaiting } from '@/lib/query/list-subject';
import { exportRoomHistory } from '../api/meeting-rooms-api';
import { useRoomHistory } from '../api/queries';
import type { RoomHistory } from '../api/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants';
import { durationLabel } from '../lib/room-form';
import { loadErrorText } from '@/components/load-error';

const DAY = 'YYYY-MM-DD';

/** 会议记录: finished video meetings, server-paged, within a date range; exported as .xlsx. */
export function RoomHistoryTable() {
  const [range, setRange] = useState<{ startTime: string; endTime: string }>({ startTime: '', endTime: '' });
  const [paging, setPaging] = useState({ page: FIRST_PAGE, size: DEFAULT_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const list = useRoomHistory({ ...range, ...paging });
  const pick = (days: [Dayjs | null, Dayjs | null] | null) => {
    setRange({ startTime: days?.[0]?.format(DAY) ?? '', endTime: days?.[1]?.format(DAY) ?? '' });
    setPaging((p) => ({ ...p, page: FIRST_PAGE }));
  };
  const runExport = () => {
    setExporting(true);
    exportRoomHistory(range)
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  return (
    <>
      <Space style={{ margin: '16px 0 12px', width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <span>会议日期</span>
          <DatePicker.RangePicker
            aria-label="会议日期"
            allowEmpty={[true, true]}
            onChange={(days) => pick(days as [Dayjs | null, Dayjs | null] | null)}
          />
        </Space>
        <Button loading={exporting} disabled={!list.data?.total} onClick={runExport}>
          导出
        </Button>
      </Space>
      <Table<RoomHistory>
        rowKey="id"
        size="middle"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? loadErrorText(list.error) : '该时间段内没有视频会议' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 场会议`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
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
