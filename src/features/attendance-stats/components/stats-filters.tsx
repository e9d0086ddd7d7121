import { useState } from 'react';
import { Button, DatePicker, Select, Space } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { CLEARABLE } from '@/components/clearable';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { dayjs } from '@/lib/format/dayjs';
import { useGroupOptions } from '../api/queries';
import type { StatsParams } from '../lib/url-filters';

interface StatsFiltersProps {
  params: StatsParams;
  onChange(next: Partial<StatsParams>): void;
}

/** 月份 (or 日期 for the daily view), 考勤组, 部门 and 人员. */
export function StatsFilters({ params, onChange }: StatsFiltersProps) {
  const groups = useGroupOptions();
  const [picking, setPicking] = useState(false);
  return (
    <Space wrap>
      {params.view === 'daily' ? (
        <DatePicker
          aria-label="日期"
          allowClear={false}
          value={dayjs.utc(params.date, 'YYYY-MM-DD')}
          onChange={(d) => d && onChange({ date: d.format('YYYY-MM-DD'), month: d.format('YYYY-MM') })}
          style={{ width: 140 }}
        />
      ) : (
        <DatePicker
          picker="month"
          aria-label="月份"
          allowClear={false}
          value={dayjs.utc(`${params.month}-01`, 'YYYY-MM-DD')}
          format="YYYY-MM"
          onChange={(d) => d && onChange({ month: d.format('YYYY-MM') })}
          style={{ width: 120 }}
        />
      )}
      <Select
        aria-label="考勤组"
        placeholder="全部考勤组"
        allowClear={CLEARABLE}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 180 }}
        loading={groups.isLoading}
        value={params.timeSheetGroupId}
        onChange={(v?: string) => onChange({ timeSheetGroupId: v || undefined })}
        options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))}
      />
      <div style={{ width: 200 }}>
        <DepartmentPicker
          aria-label="部门"
          placeholder="全部部门"
          value={params.departmentId}
          onChange={(v) => onChange({ departmentId: (v as string | undefined) || undefined })}
        />
      </div>
      <Space.Compact>
        <Button onClick={() => setPicking(true)}>
          {params.lenovoId ? `人员：${params.personName ?? ''}` : '选择人员'}
        </Button>
        {params.lenovoId && (
          <Button
            icon={<CloseOutlined />}
            aria-label="清除人员"
            onClick={() => onChange({ lenovoId: undefined, personName: undefined })}
          />
        )}
      </Space.Compact>
      <MemberPicker
        open={picking}
        multiple={false}
        title="选择人员"
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          setPicking(false);
          onChange(list[0] ? { lenovoId: list[0].lenovoId, personName: list[0].name } : { lenovoId: undefined });
        }}
      />
    </Space>
  );
}
