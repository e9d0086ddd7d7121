import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useAttendanceGroupList, useDeleteAttendanceGroup } from '../api/queries';
import type { AttendanceGroupSummary } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_GROUP_CONFIRM, MSG_DELETE_GROUP_HOLDS_HIDDEN } from '../constants';
import { ShiftTag } from '../components/shift-colour';
import { groupShiftColours } from '../lib/shift-colour';
import { GroupDrawer } from '../components/group-drawer';
import { CLEARABLE } from '@/components/clearable';
import { RefusableRowAction } from '@/components/refusable-row-action';

/** /home/attendance_management: attendance groups; each opens its detail, its arrangement grid, or is deleted. */
export default function GroupsPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [page, setPage] = useState(1);
  const list = useAttendanceGroupList(name, page, DEFAULT_PAGE_SIZE);
  // undefined: closed; null: a new group; an id: that group
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  const remove = useDeleteAttendanceGroup();

  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (g: AttendanceGroupSummary) => {
    if (!(await confirmAction({ content: `${MSG_DELETE_GROUP_CONFIRM}（${g.name}）`, danger: true }))) return;
    await remove.mutateAsync(g.id);
    toastSuccess('删除成功');
    setPage(pageAfterRemovingOne(page, list.data?.list.length));
  });

  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            aria-label="搜索考勤组"
            placeholder="搜索考勤组名称"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => setOpen(null)}>
            新建考勤组
          </Button>
        </>
      }
      loading={isWaiting(list)}
      error={list.error}
      onRetry={() => list.refetch()}
      empty={!list.isPending && !list.error && !list.data?.total}
      emptyText={name ? '没有符合条件的考勤组' : '暂无考勤组'}
    >
      <Table<AttendanceGroupSummary>
        rowKey="id"
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
        }}
        columns={[
          { title: '考勤组名称', dataIndex: 'name' },
          {
            title: '人数',
            width: 120,
            render: (_, g) =>
              g.hiddenMemberCount
                ? `${g.memberCount}人（另有${g.hiddenMemberCount}人在管理范围外）`
                : `${g.memberCount}人`,
          },
          {
            title: '班次',
            render: (_, g) => {
              const colourOf = groupShiftColours(g.shiftList);
              return g.shiftList.map((s) => <ShiftTag key={s.id} name={s.name} colour={colourOf(s.id)} />);
            },
          },
          { title: '工作时段', dataIndex: 'wordkayPeroidName' },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            width: 180,
            render: (_, g) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑${g.name}`} onClick={() => setOpen(g.id)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`排班：${g.name}`}
                  onClick={() =>
                    navigate(`/home/attendance_management/arrangement?groupId=${encodeURIComponent(g.id)}`)
                  }
                >
                  排班
                </Button>
                <RefusableRowAction
                  refusedBecause={g.hiddenMemberCount ? MSG_DELETE_GROUP_HOLDS_HIDDEN : undefined}
                  aria-label={`删除${g.name}`}
                  loading={remove.isPending && remove.variables === g.id}
                  disabled={rowAction.pending}
                  onClick={() => askDelete(g)}
                >
                  删除
                </RefusableRowAction>
              </Space>
            ),
          },
        ]}
      />
      {open !== undefined && <GroupDrawer groupId={open} onClose={() => setOpen(undefined)} />}
    </PageFrame>
  );
}
