import { Button } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useAttendanceGroupList, useDeleteAttendanceGroup } from '../api/queries';
import type { AttendanceGroupSummary } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_GROUP_CONFIRM, MSG_DELETE_GROUP_HOLDS_HIDDEN } from '../constants';
import { ShiftTag } from '../components/shift-colour';
import { groupShiftColours } from '../lib/shift-colour';
import { GroupDrawer } from '../components/group-drawer';

const arrangementOf = (g: AttendanceGroupSummary) =>
  `/home/attendance_management/arrangement?groupId=${encodeURIComponent(g.id)}`;

/** /home/attendance_management: attendance groups; each opens its detail, its arrangement grid, or is deleted. */
export default function GroupsPage() {
  const navigate = useNavigate();
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const query = useAttendanceGroupList(list.term, list.page, list.size);
  const dialog = useDialogTarget<AttendanceGroupSummary>();
  const remove = useDeleteAttendanceGroup();
  const del = useRowDelete<AttendanceGroupSummary>({
    list,
    shown: query.data?.list.length,
    confirm: (g) => ({ content: `${MSG_DELETE_GROUP_CONFIRM}（${g.name}）` }),
    remove: (g) => remove.mutateAsync(g.id),
    done: () => '删除成功',
  });

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch list={list} label="搜索考勤组" placeholder="搜索考勤组名称" />
          <Button type="primary" onClick={dialog.openNew}>
            新建考勤组
          </Button>
        </>
      }
    >
      <ListTable<AttendanceGroupSummary>
        query={query}
        list={list}
        sizeChanger={false}
        subject="考勤组"
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
          actionsColumn<AttendanceGroupSummary>(
            180,
            (g) => g.name,
            (g) => [
              { label: '编辑', onClick: () => dialog.edit(g) },
              { label: '排班', name: `排班：${g.name}`, onClick: () => navigate(arrangementOf(g)) },
              del.action(g, {
                refusedBecause: g.hiddenMemberCount ? MSG_DELETE_GROUP_HOLDS_HIDDEN : undefined,
              }),
            ],
          ),
        ]}
      />
      {dialog.open && <GroupDrawer groupId={dialog.row?.id ?? null} onClose={dialog.close} />}
    </PageFrame>
  );
}
