import { useState } from 'react';
import { Button, Radio, Space, Tag, Typography } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { usePersonRefs } from '@/components/directory/ref-queries';
import { personDisplay, RefText } from '@/components/directory/ref-text';
import { HiddenPartNote } from '@/components/directory/hidden-part-note';
import type { VisibleScope } from '../api/types';

/** 'part' with nobody chosen: refused before any call (the server refuses it too). Departments and
 *  people outside a scoped administrator's 管理范围 count as chosen: the server keeps them. */
export const scopeIsEmpty = (s: VisibleScope) =>
  s.visibleRange === 'part' && !s.departIds.length && !s.users.length && !s.hiddenDepartCount && !s.hiddenUserCount;

interface Props {
  value: VisibleScope;
  onChange(next: VisibleScope): void;
  /** what the scope is about, for labels: 可使用 / 可查看 */
  verb: string;
  /** names the controls (e.g. a BI source) when several scopes share a page */
  subject?: string;
  error?: string | null;
  disabled?: boolean;
}

/** Everyone, or chosen departments (sub-departments included) and people, with the shared pickers. */
export function PluginScopeFields({ value, onChange, verb, subject = '', error, disabled }: Props) {
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<VisibleScope>) => onChange({ ...value, ...patch });
  const people = usePersonRefs({ lenovoIds: value.users.map((p) => p.lenovoId) });
  return (
    <div>
      <Radio.Group
        value={value.visibleRange}
        disabled={disabled}
        aria-label={`${subject}${verb}范围`}
        onChange={(e) => set({ visibleRange: e.target.value as VisibleScope['visibleRange'] })}
        options={[
          { value: 'all', label: '全员' },
          { value: 'part', label: '指定部门和人员' },
        ]}
      />
      {value.visibleRange === 'part' && (
        <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <DepartmentPicker
            multiple
            aria-label={`${subject}${verb}部门`}
            placeholder="选择部门（含子部门）"
            value={value.departIds}
            onChange={(ids) => set({ departIds: ids as string[] })}
          />
          <HiddenPartNote count={value.hiddenDepartCount} unit="个部门" />
          <Space wrap>
            {value.users.map((p) => {
              // a person who left since the scope was saved reads 已离职 and stays removable (docs/product.md Part D §3)
              const shown = personDisplay(people.get(p.lenovoId), p.name);
              return (
                <Tag
                  key={p.lenovoId}
                  closable={!disabled}
                  closeIcon={<span aria-label={`移除${shown.text}`}>×</span>}
                  onClose={() => set({ users: value.users.filter((x) => x.lenovoId !== p.lenovoId) })}
                >
                  <RefText {...shown} />
                </Tag>
              );
            })}
            <Button
              size="small"
              disabled={disabled}
              aria-label={`添加人员：${subject}`}
              onClick={() => setPicking(true)}
            >
              添加人员
            </Button>
          </Space>
          <HiddenPartNote count={value.hiddenUserCount} unit="人" />
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </div>
      )}
      <MemberPicker
        open={picking}
        title={`添加${verb}人员`}
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          const had = new Set(value.users.map((p) => p.lenovoId));
          set({
            users: [
              ...value.users,
              ...list.filter((m) => !had.has(m.lenovoId)).map((m) => ({ lenovoId: m.lenovoId, name: m.name })),
            ],
          });
          setPicking(false);
        }}
      />
    </div>
  );
}
