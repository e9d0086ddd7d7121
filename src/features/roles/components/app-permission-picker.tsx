import { useState } from 'react';
import { Checkbox, Segmented, Space, Spin, Tag, theme, Typography } from 'antd';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useAllApps } from '../api/queries';
import type { AppVisibleRange } from '@/lib/apps/types';
import { APP_CATEGORY_LABEL, APP_RANGE_OPTIONS } from '../constants';
import { ListSearch } from '@/components/list-kit/list-search';

type Range = AppVisibleRange | 'all';

/** A role's application permissions: the enterprise's applications (allApp), searched by name and
 *  filtered by visible range on the server, as checkboxes. Ids chosen under another filter stay
 *  chosen. */
export function AppPermissionPicker({
  value = [],
  onChange,
  disabled,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const appName = useDebouncedValue(text.trim());
  const [range, setRange] = useState<Range>('all');
  const apps = useAllApps({ visibleRange: range === 'all' ? '' : range, appName });
  const chosen = new Set(value);
  const toggle = (id: string, on: boolean) => onChange?.(on ? [...value, id] : value.filter((x) => x !== id));
  const list = apps.data ?? [];

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <ListSearch list={{ text, setText }} label="搜索应用" placeholder="搜索应用名称" width={200} />
        <Segmented<Range>
          aria-label="可见范围"
          value={range}
          onChange={setRange}
          options={APP_RANGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        />
        <Typography.Text type="secondary">已选 {value.length} 个应用</Typography.Text>
      </Space>
      <div
        role="group"
        aria-label="应用权限"
        style={{ maxHeight: 240, overflow: 'auto', border: `1px solid ${token.colorBorderSecondary}`, padding: 8 }}
      >
        {apps.isLoading ? (
          <Spin />
        ) : apps.isError ? (
          <Typography.Text type="danger">应用列表加载失败</Typography.Text>
        ) : !list.length ? (
          <Typography.Text type="secondary">没有符合条件的应用</Typography.Text>
        ) : (
          list.map((a) => (
            <div key={a.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <Checkbox checked={chosen.has(a.id)} disabled={disabled} onChange={(e) => toggle(a.id, e.target.checked)}>
                {a.name}
              </Checkbox>
              <Tag>{APP_CATEGORY_LABEL[a.categoryMark] ?? a.categoryMark}</Tag>
              {a.visibleRange === 3 && <Tag color="blue">指定人员可见</Tag>}
              {!a.enable && <Tag>已停用</Tag>}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
