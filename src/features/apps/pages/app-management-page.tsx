// Not on ListTable: a category's applications come as one list, enabled and stopped by a switch in the row.
import { useState } from 'react';
import { Button, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { AppstoreOutlined, BarChartOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { useApps, useEnableApp } from '../api/queries';
import type { AppCategory, AppInfo } from '../api/types';
import { CATEGORIES, categoryLabel } from '../constants';
import { AppIcon } from '../components/app-icon';
import { AppScope } from '../components/app-scope';
import { VisibilityModal } from '../components/visibility-modal';
import { GroupEditorDrawer } from '../components/group-editor-drawer';
import { UserAppsModal } from '../components/user-apps-modal';
import { SCOPE_PATH, USAGE_PATH } from '../routes';

/** /home/workbench_appManagement: the enterprise's applications by category, enable and stop,
 *  visibility, and the application group editor (admin-modules §2, §4). */
export default function AppManagementPage() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<AppCategory>('basic');
  const apps = useApps(category);
  const enable = useEnableApp();
  const [editing, setEditing] = useState<AppInfo | null>(null);
  const [grouping, setGrouping] = useState(false);
  const [checkingPerson, setCheckingPerson] = useState(false);

  const rowAction = useSubmitOnce();
  const toggle = rowAction.guard(async (a: AppInfo, on: boolean) => {
    if (
      !on &&
      !(await confirmAction({
        content: `确定停用应用「${a.name}」吗？停用后员工将无法在工作台使用该应用。`,
        danger: true,
      }))
    )
      return;
    await enable.mutateAsync({ id: a.id, enable: on, categoryMark: a.categoryMark });
    toastSuccess(on ? `已启用${a.name}` : `已停用${a.name}`);
  });

  return (
    <PageFrame
      toolbar={
        <>
          <Button icon={<UserOutlined />} onClick={() => setCheckingPerson(true)}>
            员工可见应用
          </Button>
          <Button icon={<BarChartOutlined />} onClick={() => navigate(USAGE_PATH)}>
            应用数据概览
          </Button>
          <Button type="primary" icon={<AppstoreOutlined />} onClick={() => setGrouping(true)}>
            应用分组
          </Button>
        </>
      }
      error={apps.isError && !apps.data ? apps.error : undefined}
      onRetry={() => void apps.refetch()}
    >
      <Tabs
        activeKey={category}
        onChange={(k) => setCategory(k as AppCategory)}
        items={CATEGORIES.map((c) => ({ key: c.key, label: c.label }))}
      />
      <Table<AppInfo>
        rowKey="id"
        size="middle"
        aria-label={categoryLabel(category)}
        loading={isWaiting(apps)}
        dataSource={apps.data ?? []}
        pagination={false}
        locale={{ emptyText: apps.isPending ? ' ' : `暂无${categoryLabel(category)}` }}
        columns={[
          {
            title: '应用',
            key: 'name',
            render: (_v, a) => (
              <Space>
                <AppIcon name={a.name} categoryMark={a.categoryMark} />
                <span>
                  <div>{a.name}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.description}
                  </Typography.Text>
                </span>
              </Space>
            ),
          },
          {
            title: '分组',
            key: 'group',
            width: 140,
            render: (_v, a) =>
              a.groupNames.length ? (
                a.groupNames.join('、')
              ) : (
                <Typography.Text type="secondary">未分组</Typography.Text>
              ),
          },
          {
            title: '可见范围',
            key: 'scope',
            width: 220,
            render: (_v, a) => (a.visibleRange === 2 ? <Tag color="blue">全员可见</Tag> : <AppScope app={a} />),
          },
          {
            title: '状态',
            key: 'enable',
            width: 110,
            render: (_v, a) => (
              <Switch
                checked={a.enable}
                checkedChildren="启用"
                unCheckedChildren="停用"
                aria-label={`启用${a.name}`}
                disabled={rowAction.pending}
                loading={rowAction.pending && enable.variables?.id === a.id}
                onChange={(on) => toggle(a, on)}
              />
            ),
          },
          {
            title: '操作',
            key: 'op',
            width: 260,
            render: (_v, a) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`设置可见范围${a.name}`} onClick={() => setEditing(a)}>
                  设置可见范围
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`查看范围：${a.name}`}
                  onClick={() => navigate(`${SCOPE_PATH}?id=${encodeURIComponent(a.id)}`)}
                >
                  查看范围
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`数据：${a.name}`}
                  onClick={() => navigate(`${USAGE_PATH}?id=${encodeURIComponent(a.id)}`)}
                >
                  数据
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <VisibilityModal app={editing} onClose={() => setEditing(null)} />}
      {grouping && <GroupEditorDrawer onClose={() => setGrouping(false)} />}
      {checkingPerson && <UserAppsModal onClose={() => setCheckingPerson(false)} />}
    </PageFrame>
  );
}
