import { Button, Card, Space, Switch, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useUserMenu } from '@/stores/menu';
import type { Plugin } from '../api/types';
import { ScopeNames } from './scope-names';

/** Menu names of the modules the plugins read, for when the user's menu lacks the page. */
const MODULE_NAMES: Record<string, string> = {
  attendance_management: '考勤组管理',
  leave_management: '请假管理',
  examine_management: '审批管理',
  organization: '组织架构',
  conference_room: '会议室管理',
  announcement: '公告管理',
};

interface Props {
  plugin: Plugin;
  busy: boolean;
  onToggle(plugin: Plugin, enabled: boolean): void;
  onScope(plugin: Plugin): void;
}

/** One plugin: what it does, the console module it reads (linked), on/off and who may use it. */
export function PluginCard({ plugin, busy, onToggle, onScope }: Props) {
  const menu = useUserMenu();
  const entry = menu?.find((m) => m.url === plugin.module);
  const moduleName = entry?.name ?? MODULE_NAMES[plugin.module] ?? plugin.module;
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={plugin.name}
      title={
        <Space>
          {plugin.name}
          {plugin.enabled ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>}
        </Space>
      }
      extra={
        <Switch
          checked={plugin.enabled}
          aria-label={`启用${plugin.name}`}
          disabled={busy}
          onChange={(on) => onToggle(plugin, on)}
        />
      }
    >
      <Typography.Paragraph style={{ minHeight: 44 }}>{plugin.description}</Typography.Paragraph>
      <div style={{ display: 'grid', gap: 4 }}>
        <span>
          <Typography.Text type="secondary">数据来源：</Typography.Text>
          {entry ? (
            <Link to={`/home/${plugin.module}`}>{moduleName}</Link>
          ) : (
            <span title="您的菜单中没有该页面">{moduleName}</span>
          )}
        </span>
        <span>
          <Typography.Text type="secondary">使用范围：</Typography.Text>
          <ScopeNames scope={plugin} departNames={plugin.departNames} />
          <Button type="link" size="small" aria-label={`设置使用范围${plugin.name}`} onClick={() => onScope(plugin)}>
            设置
          </Button>
        </span>
      </div>
    </Card>
  );
}
