import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { fetchMembersUnder } from '@/components/directory/directory-api';
import { formatDepartmentNames } from '@/components/department-names';
import type { Member } from '@/components/directory/types';
import { usePersonRefs } from '@/components/directory/ref-queries';
import { personDisplay, RefText } from '@/components/directory/ref-text';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { HiddenPartNote } from '@/components/directory/hidden-part-note';
import type { GroupMember } from '../api/types';

const toGroupMember = (m: Member): GroupMember => ({
  lenovoId: m.lenovoId,
  name: m.name,
  departName: formatDepartmentNames(m.departmentList),
});

/** Adds `more` to `list`, each person once. */
const merge = (list: GroupMember[], more: GroupMember[]) => {
  const seen = new Set(list.map((m) => m.lenovoId));
  return [...list, ...more.filter((m) => !seen.has(m.lenovoId) && seen.add(m.lenovoId))];
};

interface Props {
  /** members outside a scoped administrator's 管理范围: not listed, kept by the server */
  hidden?: number;
  value?: GroupMember[];
  onChange?: (value: GroupMember[]) => void;
  id?: string;
}

/** The group's members: chosen one by one (member picker) or a whole department at once (with its sub-departments).
 *  A member who has left since the group was loaded reads 已离职 / 已删除 and stays removable; a save that keeps
 *  them is told by the server what it left out (docs/product.md Part D §3). */
export function GroupMembersField({ value = [], onChange, id, hidden }: Props) {
  const [picking, setPicking] = useState(false);
  const people = usePersonRefs({ lenovoIds: value.map((m) => m.lenovoId) });
  const [departIds, setDepartIds] = useState<string[]>([]);
  const adding = useSubmitOnce();
  const addDepartments = adding.guard(async () => {
    const found = await fetchMembersUnder(departIds);
    onChange?.(merge(value, found.map(toGroupMember)));
    setDepartIds([]);
  });

  return (
    <div id={id}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button onClick={() => setPicking(true)}>选择人员</Button>
        <div style={{ width: 240 }}>
          <DepartmentPicker
            multiple
            aria-label="按部门添加"
            placeholder="按部门添加"
            value={departIds}
            onChange={(v) => setDepartIds(v as string[])}
          />
        </div>
        <Button disabled={!departIds.length} loading={adding.pending} onClick={addDepartments}>
          添加部门成员
        </Button>
      </Space>
      <div>
        <Typography.Text type="secondary">已选择 {value.length} 人</Typography.Text>
        {hidden ? (
          <>
            {' '}
            · <HiddenPartNote count={hidden} unit="人" />
          </>
        ) : null}
        {value.length > 0 && (
          <Button type="link" size="small" onClick={() => onChange?.([])}>
            清空
          </Button>
        )}
      </div>
      <div
        aria-label="考勤人员"
        role="list"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, maxHeight: 140, overflow: 'auto', marginTop: 4 }}
      >
        {value.map((m) => {
          const shown = personDisplay(people.get(m.lenovoId), m.name);
          return (
            <Tag
              role="listitem"
              key={m.lenovoId}
              closable
              closeIcon={<span aria-label={`移除${shown.text}`}>×</span>}
              onClose={() => onChange?.(value.filter((x) => x.lenovoId !== m.lenovoId))}
              title={m.departName}
            >
              <RefText {...shown} />
            </Tag>
          );
        })}
      </div>
      <MemberPicker
        open={picking}
        title="选择考勤人员"
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          onChange?.(merge(value, list.map(toGroupMember)));
          setPicking(false);
        }}
      />
    </div>
  );
}
