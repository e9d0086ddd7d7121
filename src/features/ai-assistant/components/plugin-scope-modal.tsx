import { useState } from 'react';
import { Modal } from 'antd';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useSetPluginScope } from '../api/skills-queries';
import type { Plugin, VisibleScope } from '../api/types';
import { PluginScopeFields, scopeIsEmpty } from './plugin-scope-fields';

export const MSG_SCOPE_EMPTY = '请选择可使用的部门或人员';

/** 设置使用范围: who may use a plugin. */
export function PluginScopeModal({ plugin, onClose }: { plugin: Plugin; onClose(): void }) {
  const [scope, setScope] = useState<VisibleScope>({
    visibleRange: plugin.visibleRange,
    departIds: plugin.departIds,
    users: plugin.users,
    // what lies outside a scoped administrator's 管理范围: said, and counted as chosen
    hiddenDepartCount: plugin.hiddenDepartCount,
    hiddenUserCount: plugin.hiddenUserCount,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useSetPluginScope();
  const submit = useSubmitOnce();
  const save = submit.guard(async () => {
    if (scopeIsEmpty(scope)) return setError(MSG_SCOPE_EMPTY);
    const limited = scope.visibleRange === 'part';
    await update.mutateAsync({
      id: plugin.id,
      scope: limited
        ? { visibleRange: 'part', departIds: scope.departIds, users: scope.users }
        : { visibleRange: 'all', departIds: [], users: [] },
    });
    toastSuccess('使用范围已保存');
    onClose();
  });
  return (
    <Modal
      open
      title={`设置使用范围：${plugin.name}`}
      okText="保存"
      cancelText="取消"
      destroyOnHidden
      width={560}
      onCancel={submit.pending ? undefined : onClose}
      closable={!submit.pending}
      onOk={() => void save()}
      okButtonProps={{ loading: submit.pending }}
      cancelButtonProps={{ disabled: submit.pending }}
    >
      <PluginScopeFields
        verb="可使用"
        value={scope}
        error={error}
        disabled={submit.pending}
        onChange={(next) => {
          setScope(next);
          setError(null);
        }}
      />
    </Modal>
  );
}
