import { Card, Switch, Typography } from 'antd';
import type { BiRule } from '../api/types';
import { BI_SOURCE_NAMES } from './bi-labels';
import { PluginScopeFields } from './plugin-scope-fields';

interface Props {
  rule: BiRule;
  error: string | null;
  disabled: boolean;
  onChange(next: BiRule): void;
}

/** One source: whether the assistant may summarise it, and for whom. */
export function BiRuleCard({ rule, error, disabled, onChange }: Props) {
  const name = BI_SOURCE_NAMES[rule.source];
  return (
    <Card
      size="small"
      role="group"
      aria-label={`${name}数据`}
      title={`${name}数据`}
      extra={
        <Switch
          checked={rule.enabled}
          disabled={disabled}
          aria-label={`允许汇总${name}数据`}
          onChange={(enabled) => onChange({ ...rule, enabled })}
        />
      }
    >
      {rule.enabled ? (
        <PluginScopeFields
          verb="可查看"
          subject={name}
          value={rule}
          error={error}
          disabled={disabled}
          onChange={(scope) => onChange({ ...rule, ...scope })}
        />
      ) : (
        <Typography.Text type="secondary">AI助理不汇总{name}数据</Typography.Text>
      )}
    </Card>
  );
}
