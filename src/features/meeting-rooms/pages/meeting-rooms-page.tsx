import { Button, Select, Tag } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useDeleteMeetingRoom, useMeetingRoomPage } from '../api/queries';
import type { MeetingRoom } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_BOOKERS_HIDDEN } from '../constants';
import { MeetingRoomFormModal } from '../components/meeting-room-form-modal';
import { Bookers, EquipmentTags, placeOf, policyLabel } from '../components/room-columns';
import { VIDEO_USAGE_PATH } from '../paths';

/** /home/conference_room: the enterprise's meeting rooms, server-paged (page 1, size 10, §9), with add, edit and delete. */
export default function MeetingRoomsPage() {
  const navigate = useNavigate();
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE, filters: { buildingName: '' } });
  const query = useMeetingRoomPage({ name: list.term, ...list.filters, page: list.page, size: list.size });
  const dialog = useDialogTarget<MeetingRoom>();
  const remove = useDeleteMeetingRoom();
  const del = useRowDelete<MeetingRoom>({
    list,
    shown: query.data?.list.length,
    confirm: (r) => ({ title: `删除会议室“${r.name}”`, content: '删除后员工将无法再预订该会议室，确定删除吗？' }),
    remove: (r) => remove.mutateAsync(r.meetingRoomId),
    done: (r) => `已删除会议室 ${r.name}`,
  });

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch list={list} label="搜索会议室" placeholder="搜索会议室名称或编号" />
          <Select
            aria-label="楼宇筛选"
            style={{ width: 140 }}
            value={list.filters.buildingName}
            onChange={(v) => list.setFilter('buildingName', v)}
            options={[
              { value: '', label: '全部楼宇' },
              ...(query.data?.buildings ?? []).map((b) => ({ value: b, label: b })),
            ]}
          />
          <Button onClick={() => navigate(VIDEO_USAGE_PATH)}>视频会议用量</Button>
          <Button type="primary" onClick={dialog.openNew}>
            新增会议室
          </Button>
        </>
      }
    >
      <ListTable<MeetingRoom>
        rowKey="meetingRoomId"
        size="middle"
        query={query}
        list={list}
        scroll={{ x: 1300 }}
        subject="会议室"
        unit="间会议室"
        columns={[
          { title: '会议室名称', dataIndex: 'name', width: 140 },
          { title: '编号', dataIndex: 'roomNumber', width: 90, render: (v: string) => v || '—' },
          { title: '位置', key: 'place', width: 110, render: (_v, r) => placeOf(r) },
          { title: '容纳人数', dataIndex: 'capacity', width: 90, align: 'right' },
          { title: '配套设备', key: 'equipment', width: 200, render: (_v, r) => <EquipmentTags room={r} /> },
          {
            title: '预订审批',
            dataIndex: 'approval',
            width: 90,
            render: (v: boolean) => (v ? <Tag color="orange">需审批</Tag> : '无需审批'),
          },
          {
            title: '状态',
            dataIndex: 'show',
            width: 80,
            render: (v: boolean) => (v ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
          },
          { title: '可预订范围', key: 'bookers', width: 150, render: (_v, r) => <Bookers room={r} /> },
          { title: '预订规则', key: 'policy', width: 220, render: (_v, r) => policyLabel(r) },
          actionsColumn<MeetingRoom>(
            120,
            (r) => r.name,
            (r) => [
              { label: '编辑', onClick: () => dialog.edit(r) },
              del.action(r, {
                refusedBecause: r.hiddenBookingDepartCount || r.hiddenBookingUserCount ? MSG_BOOKERS_HIDDEN : undefined,
              }),
            ],
            { fixed: 'right' },
          ),
        ]}
      />
      {dialog.open && <MeetingRoomFormModal editing={dialog.row} onClose={dialog.close} />}
    </PageFrame>
  );
}
