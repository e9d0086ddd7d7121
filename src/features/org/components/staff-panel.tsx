import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import { BatchActions } from '@/components/batch-actions';
import { DepartmentNames } from '@/components/department-names';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastError } from '@/lib/feedback/toast';
import { useSession } from '@/stores/session';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { STAFF_STATUS_LABEL } from '@/lib/org/types';
import { isWaiting } from '@/lib/query/list-subject';
import { usePageWhenReady } from '@/lib/query/page-when-ready';
import { deleteStaff, exportStaff } from '../api/org-api';
import { fetchStaffPage, useOrgMutation, useStaffList } from '../api/queries';
import type { DepartTreeNode, Staff, StaffQuery, StatusFilter } from '../api/types';
import { deleteStaffQuestion, FAIL, FIRST_STAFF_PAGE, NUC_LIST_PATH, STATUS_OPTIONS } from '../constants';
import { lazyNamed } from '@/lib/lazy-named';
import { departRefusal } from '../staff-guard';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

// Dialogs and drawers load when first opened, not with the page.
const AdvancedSearchModal = lazyNamed(() => import('./advanced-search-modal').then((m) => m.AdvancedSearchModal));
const MoveStaffModal = lazyNamed(() => import('./move-staff-modal').then((m) => m.MoveStaffModal));
const ImportStaffModal = lazyNamed(() => import('./import-staff-modal').then((m) => m.ImportStaffModal));
const StaffFormDrawer = lazyNamed(() => import('./staff-form-drawer').then((m) => m.StaffFormDrawer));
const StaffProfileDrawer = lazyNamed(() => import('./staff-profile-drawer').then((m) => m.StaffProfileDrawer));

/** The staff of the selected department: server-side search, paging and status filter. The root
 *  department (or none yet: the tree is still loading) asks for the whole enterprise (departId ''),
 *  so the first page does not wait for the tree; the advanced search names the department chosen. Columns are built once (the table re-renders only
 *  when its rows or state change). */
export function StaffPanel({ depart }: { depart?: DepartTreeNode }) {
  const navigate = useNavigate();
  const myLenovoId = useSession((s) => s.userInfo?.lenovoId);
  const [text, setText] = useState('');
  // the results are fetched as the pause ends and shown with their rows (useDebouncedValue's prepare)
  const keyWord = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, (k) =>
    fetchStaffPage({ ...queryFor({ page: 1, size: paging.size }), keyWord: k, advanced: undefined }),
  );
  const [status, setStatus] = useState<StatusFilter>(FIRST_STAFF_PAGE.status);
  const [paging, setPaging] = useState<{ page: number; size: number }>({
    page: FIRST_STAFF_PAGE.page,
    size: FIRST_STAFF_PAGE.size,
  });
  const [advanced, setAdvanced] = useState<StaffQuery['advanced']>();
  const [dialog, setDialog] = useState<'advanced' | 'move' | 'import' | null>(null);
  const [editing, setEditing] = useState<Staff | null>(null);
  const [viewing, setViewing] = useState<Staff | null>(null);
  const [selected, setSelected] = useState<Staff[]>([]);
  const [exporting, setExporting] = useState(false);
  const departId = advanced ? depart?.id : depart && depart.parentDepartId !== '0' ? depart.id : undefined;
  const queryFor = (page: { page: number; size: number }): StaffQuery => ({
    departId,
    status,
    keyWord,
    advanced,
    ...page,
  });
  const query = queryFor(paging);
  const list = useStaffList(query);
  const remove = useOrgMutation(deleteStaff, { ok: '员工已删除', fail: FAIL.batch }, { lifecycle: true });
  const ids = useMemo(() => selected.map((s) => s.id), [selected]);
  const batchOnce = useSubmitOnce();
  const batch = (content: string, danger: boolean, call: (ids: string[]) => Promise<unknown>) =>
    batchOnce.run(async () => {
      if (!(await confirmAction({ content, danger }))) return;
      await call(ids);
      setSelected([]);
    });
  /** 离职 is offered only for active members other than oneself and the enterprise head. */
  const canDepart = useCallback(
    (s: Staff) => s.status !== 'departure' && !departRefusal([s], myLenovoId),
    [myLenovoId],
  );
  /** 离职, one or several: the departure handover wizard with these people. */
  const leave = useCallback(
    (...people: Staff[]) =>
      navigate(
        `/home/organization/leave_person?${people.map((s) => `id=${encodeURIComponent(s.id)}&name=${encodeURIComponent(s.name)}&lenovoId=${encodeURIComponent(s.lenovoId)}`).join('&')}`,
      ),
    [navigate],
  );
  /** Batch 离职 / 删除: refused here, before any call, when the selection holds oneself or the head. */
  const guarded = (run: () => void) => () => {
    const refusal = departRefusal(selected, myLenovoId);
    if (refusal) toastError(refusal);
    else run();
  };

  const columns = useMemo<ColumnsType<Staff>>(
    () => [
      {
        title: '姓名',
        dataIndex: 'name',
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_v, s) => (
          <Space size={4} wrap={false}>
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(s)}>
              {s.name}
            </Button>
            {s.isCeo && <Tag color="gold">企业负责人</Tag>}
            {s.status && (
              <Tag color={s.status === 'departure' ? 'default' : 'orange'}>{STAFF_STATUS_LABEL[s.status]}</Tag>
            )}
          </Space>
        ),
      },
      { title: '手机号', dataIndex: 'telephone', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
      { title: '邮箱', dataIndex: 'email', ellipsis: true },
      { title: '职位', dataIndex: 'position', ellipsis: true },
      {
        title: '部门',
        dataIndex: 'departmentList',
        ellipsis: true,
        render: (list: Staff['departmentList']) => <DepartmentNames list={list} />,
      },
      {
        title: '操作',
        key: 'actions',
        width: 110,
        render: (_v, s) =>
          s.status === 'departure' ? (
            '-'
          ) : (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(s)} aria-label={`编辑${s.name}`}>
                编辑
              </Button>
              {canDepart(s) && (
                <Button type="link" size="small" onClick={() => leave(s)} aria-label={`离职${s.name}`}>
                  离职
                </Button>
              )}
            </Space>
          ),
      },
    ],
    [canDepart, leave],
  );
  const rowSelection = useMemo(
    () =>
      namedSelection<Staff>(
        { selectedRowKeys: ids, onChange: (_k, rows) => setSelected(rows), preserveSelectedRowKeys: true },
        (s) => s.name,
      ),
    [ids],
  );
  const total = list.data?.total ?? 0;
  // the pager shows the next page with its rows in one step when it answers quickly
  const onPage = usePageWhenReady((p: { page: number; size: number }) => fetchStaffPage(queryFor(p)), setPaging);
  const resetPage = () => {
    onPage.cancel();
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const pageTo = useRef(onPage);
  pageTo.current = onPage;
  const pagination = useMemo(
    () => ({
      current: paging.page,
      pageSize: paging.size,
      total,
      showSizeChanger: true,
      showTotal: (t: number) => `共 ${t} 人`,
      onChange: (page: number, size: number) => pageTo.current({ page, size }),
    }),
    [paging.page, paging.size, total],
  );
  const emptyText = list.isError ? '获取数据失败，请稍后重试' : list.isPending ? '加载中…' : '暂无员工';
  const locale = useMemo(() => ({ emptyText }), [emptyText]);

  const toolbar = (
    <Space wrap>
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名/手机号/邮箱"
        aria-label="搜索员工"
        style={{ width: 220 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setAdvanced(undefined);
          resetPage();
        }}
      />
      <Button onClick={() => setDialog('advanced')}>高级搜索</Button>
      {advanced && (
        <Tag
          closable
          onClose={() => {
            setAdvanced(undefined);
            resetPage();
          }}
        >
          高级搜索中
        </Tag>
      )}
      <Segmented
        aria-label="员工状态"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(v) => {
          setStatus(v as StatusFilter);
          setSelected([]);
          resetPage();
        }}
      />
    </Space>
  );
  const actions = (
    <Space wrap style={{ margin: '12px 0' }}>
      <Button
        type="primary"
        onClick={() => navigate(`/home/organization/member_add${depart ? `?departId=${depart.id}` : ''}`)}
      >
        添加员工
      </Button>
      <Button onClick={() => setDialog('import')}>导入员工</Button>
      <Button onClick={() => navigate('/home/organization/leave_tables')}>离职员工</Button>
      <Button onClick={() => navigate(NUC_LIST_PATH)}>未激活成员</Button>
      <BatchActions
        count={ids.length}
        busy={exporting || batchOnce.pending}
        actions={[
          {
            key: 'export',
            label: '导出',
            run: () => {
              setExporting(true);
              exportStaff(ids)
                .catch(() => undefined)
                .finally(() => setExporting(false));
            },
          },
          { key: 'move', label: '调整部门', disabled: status === 'departure', run: () => setDialog('move') },
          {
            key: 'resign',
            label: '批量离职',
            disabled: status === 'departure',
            run: guarded(() => leave(...selected)),
          },
          {
            key: 'delete',
            label: '批量删除',
            danger: true,
            run: guarded(
              () =>
                void batch(
                  deleteStaffQuestion(ids.length, selected.filter((s) => s.status !== 'departure').length),
                  true,
                  remove.mutateAsync,
                ),
            ),
          },
        ]}
      />
    </Space>
  );

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {depart?.departName ?? '全部员工'}
        </Typography.Title>
        {toolbar}
      </div>
      {actions}
      <Table<Staff>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={isWaiting(list)}
        locale={locale}
        rowSelection={rowSelection}
        pagination={pagination}
      />
      {dialog === 'advanced' && (
        <AdvancedSearchModal
          initial={advanced}
          onClose={() => setDialog(null)}
          onSearch={(v) => {
            setAdvanced(v);
            setText('');
            resetPage();
            setDialog(null);
          }}
        />
      )}
      {dialog === 'move' && (
        <MoveStaffModal
          staff={selected}
          fromId={depart?.parentDepartId === '0' ? undefined : depart?.id}
          onClose={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
      {dialog === 'import' && <ImportStaffModal onClose={() => setDialog(null)} />}
      {viewing && (
        <StaffProfileDrawer
          staff={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing(viewing);
            setViewing(null);
          }}
          onDepart={canDepart(viewing) ? () => leave(viewing) : null}
        />
      )}
      {editing && <StaffFormDrawer staff={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
