import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Dropdown, Space, theme } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { PersonRef } from '@/components/directory/person-ref';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useMembersSettings, useSaveArrangement } from '../api/queries';
import type { AttendanceGroupDetail, UserKaoqinSetting } from '../api/types';
import { MEMBERS_PAGE_SIZE, REST_ID, REST_LABEL, WEEKDAY_LABELS } from '../constants';
import { groupShiftColours } from '../lib/shift-colour';
import { draftSize, monthDays, thisMonth, weekFill, withChange, type Draft } from './group-member-days';

const NONE = '__none';
const REST = '__rest';

/**
 * Per-member attendance settings of a group (§3 "Per-user settings"), 4 members a page (§9): each
 * member's shift on each day of a month, changed cell by cell or filled from the group's default
 * week, then saved in one call. Changes are kept across pages and months until saved or undone.
 */
export function GroupMemberSettings({
  group,
  onUnsavedChange,
}: {
  group: AttendanceGroupDetail;
  onUnsavedChange(count: number): void;
}) {
  const { token } = theme.useToken();
  const [month, setMonth] = useState(thisMonth);
  // the month is not a narrowing filter (a month with no one still says 暂无成员), so it is kept apart
  const list = useListState({ pageSize: MEMBERS_PAGE_SIZE });
  const [draft, setDraft] = useState<Draft>({});
  const members = useMembersSettings({
    timeSheetGroupId: group.id,
    month: month.format('YYYY-MM'),
    keyword: list.term,
    page: list.page,
    size: list.size,
  });
  const saveArrangement = useSaveArrangement();
  const submitOnce = useSubmitOnce();
  const changed = draftSize(draft);
  useEffect(() => onUnsavedChange(changed), [changed, onUnsavedChange]);

  const colourOf = useMemo(() => groupShiftColours(group.shiftList), [group.shiftList]);
  const names = useMemo(() => new Map(group.shiftList.map((s) => [s.id, s.name])), [group.shiftList]);
  const items = [
    ...group.shiftList.map((s) => ({ key: s.id, label: s.name })),
    { key: REST, label: REST_LABEL },
    { key: NONE, label: '不排班' },
  ];
  const days = monthDays(month);
  const savedOf = (m: UserKaoqinSetting) => (date: string) => m.shiftSettings[date]?.id ?? null;
  const change = (m: UserKaoqinSetting, changes: Record<string, string | null>) =>
    setDraft((d) => withChange(d, m.lenovoId, changes, savedOf(m)));

  const save = submitOnce.guard(async () => {
    const settings = Object.entries(draft).map(([lenovoId, row]) => ({
      lenovoId,
      shiftSettings: Object.fromEntries(Object.entries(row).map(([date, id]) => [date, id === null ? null : { id }])),
    }));
    await saveArrangement.mutateAsync({ timeSheetGroupId: group.id, settings });
    setDraft({});
    toastSuccess('排班已保存');
  });

  const cell = (m: UserKaoqinSetting, date: string) => {
    const drafted = draft[m.lenovoId] && date in draft[m.lenovoId];
    const id = drafted ? draft[m.lenovoId][date] : savedOf(m)(date);
    const colour = id === null ? null : colourOf(id);
    const label = id === null ? '-' : id === REST_ID ? '休' : (names.get(id) ?? m.shiftSettings[date]?.value ?? '?');
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => change(m, { [date]: key === NONE ? null : key === REST ? REST_ID : key }),
        }}
      >
        <button
          type="button"
          aria-label={`${label}：${m.name} ${date}`}
          title={drafted ? '未保存' : undefined}
          style={{
            width: '100%',
            minWidth: 44,
            padding: '2px 0',
            fontSize: 12,
            cursor: 'pointer',
            borderRadius: 4,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            background: colour?.background ?? token.colorBgContainer,
            color: colour?.text ?? token.colorTextTertiary,
            border: `1px ${drafted ? `dashed ${token.volcano6}` : `solid ${colour?.border ?? token.colorBorderSecondary}`}`,
          }}
        >
          {label}
        </button>
      </Dropdown>
    );
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label="排班月份"
          value={month}
          onChange={(v) => {
            if (v) {
              setMonth(v.startOf('month'));
              list.goTo(1, list.size);
            }
          }}
        />
        <ListSearch list={list} label="搜索成员" placeholder="搜索成员姓名" width={180} />
        <Button type="primary" disabled={!changed} loading={submitOnce.pending} onClick={save}>
          保存排班{changed ? `（${changed}）` : ''}
        </Button>
        <Button disabled={!changed || submitOnce.pending} onClick={() => setDraft({})}>
          撤销修改
        </Button>
      </Space>
      <ListTable<UserKaoqinSetting>
        rowKey="lenovoId"
        size="small"
        bordered
        query={members}
        list={list}
        scroll={{ x: 'max-content' }}
        subject="成员"
        unit="人"
        sizeChanger={false}
        columns={[
          {
            title: '成员',
            fixed: 'left',
            width: 110,
            render: (_, m) => (
              <div>
                <div>
                  <PersonRef lenovoId={m.lenovoId} name={m.name} />
                </div>
                <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{m.departName}</div>
              </div>
            ),
          },
          ...days.map(({ date, day, weekday }) => ({
            key: date,
            title: (
              <div style={{ textAlign: 'center', fontSize: 12, color: weekday >= 5 ? token.volcano7 : undefined }}>
                {day}
                <br />
                {WEEKDAY_LABELS[weekday].slice(1)}
              </div>
            ),
            width: 52,
            render: (_: unknown, m: UserKaoqinSetting) => cell(m, date),
          })),
          actionsColumn<UserKaoqinSetting>(
            110,
            (m) => m.name,
            (m) => [
              {
                label: '按工作周排班',
                name: `按工作周排班：${m.name}`,
                onClick: () => change(m, weekFill(month, group.workdaySetting)),
              },
            ],
            { fixed: 'right' },
          ),
        ]}
      />
    </div>
  );
}
