import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useDeleteMeetingRoom, useMeetingRoomPage } from '../api/queries';
import type { MeetingRoom } from '../api/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MSG_BOOKERS_HIDDEN } from '../constants';
import { MeetingRoomFormModal } from '../components/meeting-room-form-modal';
import { Bookers, EquipmentTags, placeOf, policyLabel } from '../components/room-columns';
import { VIDEO_USAGE_PATH } from '../paths';
import { CLEARABLE } from '@/components/clearable';
import { RefusableRowAction } from '@/components/refusable-row-action';
import { loadErrorText } from '@/components/load-error';

/** /home/conference_room: the enterprise's meeting rooms, server-paged (page 1, size 10, §9), with add, edit and delete. */
export default function MeetingRoomsPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [buildingName, setBuildingName] = useState('');
  const [paging, setPaging] = useState({ page: FIRST_PAGE, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ room?: MeetingRoom } | null>(null);
  const list = useMeetingRoomPage({ name, buildingName, ...paging });
  const remove = useDeleteMeetingRoom();
  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (r: MeetingRoom) => {
    if (
      !(await confirmAction({
        title: `删除会议室“${r.name}”`,
        content: '删除后员工将无法再预订该会议室，确定删除吗？',
        danger: true,
      }))
    )
      return;
    await remove.mutateAsync(r.meetingRoomId);
    toastSuccess(`已删除会议室 ${r.name}`);
    // the last room of a later page: show the page before it rather than an empty one
    setPaging((p) => ({ ...p, page: pageAfterRemovingOne(p.page, list.data?.list.length) }));
  });
  const first = () => setPaging((p) => ({ ...p, page: FIRST_PAGE }));

  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索会议室名称或编号"
            aria-label="搜索会议室"
            style={{ width: 220 }}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              first();
            }}
          />
          <Select
            aria-label="楼宇筛选"
            style={{ width: 140 }}
            value={buildingName}
            onChange={(v) => {
              setBuildingName(v);
              first();
            }}
            options={[
              { value: '', label: '全部楼宇' },
              ...(list.data?.buildings ?? []).map((b) => ({ value: b, label: b })),
            ]}
          />
          <Button onClick={() => navigate(VIDEO_USAGE_PATH)}>视频会议用量</Button>
          <Button type="primary" onClick={() => setEditing({})}>
            新增会议室
          </Button>
        </>
      }
    >
      <Table<MeetingRoom>
        rowKey="meetingRoomId"
        size="middle"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1300 }}
        locale={{
          emptyText: list.isError
            ? loadErrorText(list.error)
            : name || buildingName
              ? '没有符合条件的会议室'
              : '暂无会议室',
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 间会议室`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
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
          {
            title: '操作',
            key: 'op',
            width: 120,
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑${r.name}`} onClick={() => setEditing({ room: r })}>
                  编辑
                </Button>
                <RefusableRowAction
                  refusedBecause={
                    r.hiddenBookingDepartCount || r.hiddenBookingUserCount ? MSG_BOOKERS_HIDDEN : undefined
                  }
                  disabled={rowAction.pending}
                  aria-label={`删除${r.name}`}
                  onClick={() => void askDelete(r)}
                >
                  删除
                </RefusableRowAction>
              </Space>
            ),
          },
        ]}
      />
      {editing && <MeetingRoomFormModal editing={editing.room} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
