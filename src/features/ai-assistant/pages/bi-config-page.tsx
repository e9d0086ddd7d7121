import { useState } from 'react';
import { Button, Card, Divider, Space, Typography } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { toastError, toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useBiConfig, useSaveBiConfig } from '../api/scene-queries';
import type { BiRule } from '../api/types';
import { BI_SOURCE_NAMES } from '../components/bi-labels';
import { BiPreviewPanel } from '../components/bi-preview-panel';
import { BiRuleCard } from '../components/bi-rule-card';
import { scopeIsEmpty } from '../components/plugin-scope-fields';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';

const emptyMessage = (r: BiRule) => `请选择可查看${BI_SOURCE_NAMES[r.source]}汇总的部门或人员`;

/** /home/intelligent/intelligent_bi_config: which data the assistant may summarise for whom, and a preview. */
export default function BiConfigPage() {
  const config = useBiConfig();
  return (
    <PageFrame
      loading={config.isPending}
      error={config.isError ? config.error : undefined}
      onRetry={() => void config.refetch()}
    >
      {config.data && (
        <>
          <BiConfigForm saved={config.data} />
          <Divider />
          <BiPreviewPanel />
        </>
      )}
    </PageFrame>
  );
}

function BiConfigForm({ saved }: { saved: BiRule[] }) {
  const [rules, setRules] = useState(saved);
  const [checked, setChecked] = useState(false);
  const save = useSaveBiConfig();
  const submit = useSubmitOnce();
  const unsaved = useUnsavedChanges('BI配置尚未保存，确定离开吗？');

  const change = (next: BiRule) => {
    setRules(rules.map((r) => (r.source === next.source ? next : r)));
    unsaved.mark(true);
  };
  const onSave = submit.guard(async () => {
    setChecked(true);
    if (rules.some((r) => r.enabled && scopeIsEmpty(r)))
      return toastError('有数据的可查看范围未选择部门或人员，请修改后再保存');
    // a switched-off source keeps its range, unless it is an empty one
    const sent = rules.map((r) =>
      scopeIsEmpty(r) ? { ...r, visibleRange: 'all' as const, departIds: [], users: [] } : r,
    );
    const result = await save.mutateAsync(sent);
    setRules(result);
    unsaved.mark(false);
    toastSuccess('BI配置已保存');
  });

  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <Typography.Paragraph type="secondary">
        选择AI助理可以汇总哪些数据、为哪些成员汇总。关闭的数据不会出现在AI助理的回答中。
      </Typography.Paragraph>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 16 }}>
        {rules.map((r) => (
          <BiRuleCard
            key={r.source}
            rule={r}
            disabled={submit.pending}
            onChange={change}
            error={checked && r.enabled && scopeIsEmpty(r) ? emptyMessage(r) : null}
          />
        ))}
      </div>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={submit.pending} onClick={() => void onSave()}>
          保存
        </Button>
        {unsaved.dirty && <Typography.Text type="warning">有未保存的修改</Typography.Text>}
      </Space>
    </Card>
  );
}
