import { useState } from 'react';
import { Button, Segmented, Tag, Typography } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { DepartmentNames } from '@/components/department-names';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowSelection } from '@/components/list-kit/use-row-selection';
import { useNucCounts, useStaffList } from '../api/queries';
import type { NucStatus, Staff } from '../api/types';
import { DEFAULT_PAGE_SIZE, NUC_LABEL } from '../constants';
import { InvitePeopleModal } from '@/components/invite-people-modal';
import { sendInvitation } from '../api/org-api';

const STATUSES: NucStatus[] = ['unactivated', 'unjoined'];
const idOf = (s: Staff) => s.id;
const nameOf = (s: Staff) => s.name;

/** /home/organization/nucList: members who have not activated their account (未激活) or not joined
 *  the enterprise (未加入), so that an administrator can find them and invite them again. */
export default function NucListPage() {
  const navigate = useNavigate();
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE, filters: { status: 'unactivated' as NucStatus } });
  const { status } = list.filters;
  const query = useStaffList({ status, keyWord: list.term, page: list.page, size: list.size });
  const counts = useNucCounts(list.term);
  const selection = useRowSelection(idOf, nameOf);
  const selected = selection.rows;
  const [inviting, setInviting] = useState<Staff[] | null>(null);
  // the tab is not a narrowing: an empty 未加入 is 暂无未加入成员, only a search finds none
  const emptyText = list.term ? '没有符合条件的成员' : `暂无${NUC_LABEL[status]}成员`;

  const columns: ColumnsType<Staff> = [
    { title: '姓名', dataIndex: 'name' },
    { title: '手机号', dataIndex: 'telephone', render: (v: string) => v || '-' },
    {
      title: '邮箱',
      dataIndex: 'email',
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">未填写</Typography.Text>,
    },
    {
      title: '部门',
      dataIndex: 'departmentList',
      render: (l: Staff['departmentList']) => <DepartmentNames list={l} />,
    },
    { title: '职位', dataIndex: 'position', render: (v: string) => v || '-' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: Staff['status']) => <Tag color="orange">{NUC_LABEL[s as NucStatus] ?? s}</Tag>,
    },
    actionsColumn<Staff>(
      110,
      (s) => s.name,
      (s) => [{ label: '邀请激活', onClick: () => setInviting([s]) }],
      { key: 'actions' },
    ),
  ];

  const toolbar = (
    <>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/home/organization')}>
        返回组织架构
      </Button>
      <Segmented<NucStatus>
        aria-label="成员状态"
        value={status}
        options={STATUSES.map((value) => ({
          value,
          label: counts.data ? `${NUC_LABEL[value]}（${counts.data[value]}）` : NUC_LABEL[value],
        }))}
        onChange={(v) => {
          list.setFilter('status', v);
          selection.clear();
        }}
      />
      <ListSearch list={list} label="搜索成员" placeholder="搜索姓名/手机号" />
      <Button type="primary" disabled={!selected.length} onClick={() => setInviting(selected)}>
        批量邀请{selected.length ? `（${selected.length}）` : ''}
      </Button>
    </>
  );

  return (
    <PageFrame toolbar={toolbar}>
      <Typography.Paragraph type="secondary">
        未激活：已添加到企业、尚未激活账号的成员；未加入：尚未确认加入企业的成员。可再次通过短信或邮件邀请。
      </Typography.Paragraph>
      <ListTable<Staff>
        size="middle"
        query={query}
        list={list}
        emptyText={emptyText}
        filteredEmptyText={emptyText}
        unit="人"
        columns={columns}
        rowSelection={selection.table}
      />
      {inviting && (
        <InvitePeopleModal
          people={inviting}
          title="邀请激活"
          purpose="激活账号并加入企业"
          send={sendInvitation}
          onClose={() => setInviting(null)}
          onSent={() => {
            if (inviting === selected) selection.clear();
            setInviting(null);
          }}
        />
      )}
    </PageFrame>
  );
}
