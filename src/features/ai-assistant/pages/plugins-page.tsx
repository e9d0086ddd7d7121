import { useState } from 'react';
import { Card, Typography } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useEnablePlugin, usePlugins } from '../api/skills-queries';
import type { Plugin } from '../api/types';
import { AssistantSubnav } from '../components/assistant-subnav';
import { PluginCard } from '../components/plugin-card';
import { PluginScopeModal } from '../components/plugin-scope-modal';

/** /home/intelligent/intelligent_plugins: the skills the assistant can call, each reading one of this console's modules. */
export default function PluginsPage() {
  const plugins = usePlugins();
  const enable = useEnablePlugin();
  const once = useSubmitOnce();
  const [scoping, setScoping] = useState<Plugin | null>(null);
  const onToggle = once.guard(async (p: Plugin, enabled: boolean) => {
    await enable.mutateAsync({ id: p.id, enabled });
    toastSuccess(`已${enabled ? '启用' : '停用'}插件${p.name}`);
  });
  const list = plugins.data ?? [];
  return (
    <Card variant="borderless" styles={{ body: { padding: 20 } }}>
      <AssistantSubnav />
      <PageFrame
        loading={plugins.isPending}
        error={plugins.isError ? plugins.error : undefined}
        onRetry={() => void plugins.refetch()}
        empty={!plugins.isPending && !list.length}
        emptyText="暂无插件"
      >
        {list.length > 0 && (
          <>
            <Typography.Paragraph type="secondary">
              启用后，AI助理可在对话中调用插件读取对应模块的数据；每个插件只对其使用范围内的成员生效。
            </Typography.Paragraph>
            <div
              role="list"
              aria-label="插件列表"
              style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}
            >
              {list.map((p) => (
                <PluginCard
                  key={p.id}
                  plugin={p}
                  busy={once.pending}
                  onToggle={(x, on) => void onToggle(x, on)}
                  onScope={setScoping}
                />
              ))}
            </div>
          </>
        )}
      </PageFrame>
      {scoping && <PluginScopeModal plugin={scoping} onClose={() => setScoping(null)} />}
    </Card>
  );
}
