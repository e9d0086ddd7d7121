import type { ReactNode } from 'react';
import { Alert, Button, Space } from 'antd';
import { SimpleList } from '@/components/simple-list';
import type { PlanConflict } from '../../api/plan-types';

/** RESTRUCTURE_CONFLICT of apply or revert: what changed in the live organisation, each with 定位
 *  when a change of the plan touches it (docs/assumed-contract.md "Restructure plans"). `action` is
 *  更新方案 for a draft. */
export function ConflictsPanel({
  message,
  conflicts,
  onLocate,
  action,
}: {
  message: string;
  conflicts: PlanConflict[];
  onLocate(c: PlanConflict): void;
  action?: ReactNode;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={
        <SimpleList
          aria-label="变更冲突"
          size="small"
          dataSource={conflicts}
          rowKey={(c) => `${c.kind}-${c.id}-${c.changeId}`}
          renderItem={(c) => (
            <Space>
              <span>
                {c.name}：{c.message}
              </span>
              {c.changeId && (
                <Button type="link" size="small" aria-label={`定位：${c.name}`} onClick={() => onLocate(c)}>
                  定位
                </Button>
              )}
            </Space>
          )}
        />
      }
      action={action}
    />
  );
}
