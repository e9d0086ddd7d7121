import { useState } from 'react';
import { Descriptions, Drawer, Space, Spin } from 'antd';
import { lazyNamed } from '@/lib/lazy-named';
import { usePersonMonth } from '../api/queries';
import type { PersonDay } from '../api/types';
import { hours } from '../lib/figures';
import { ExportButton } from './export-button';
import { MonthCalendar } from './month-calendar';
import { LoadError } from '@/components/load-error';

const CorrectionModal = lazyNamed(() => import('./correction-modal').then((m) => m.CorrectionModal));

export interface PersonChoice {
  lenovoId: string;
  name: string;
}

export type OpenPerson = (person: PersonChoice) => void;

/** A person's month: the figures, then the calendar with 补卡 on the days with an exception. */
export function PersonMonthDrawer({
  person,
  month,
  onClose,
}: {
  person: PersonChoice;
  month: string;
  onClose(): void;
}) {
  const query = usePersonMonth({ lenovoId: person.lenovoId, month });
  const [correcting, setCorrecting] = useState<PersonDay | null>(null);
  const data = query.data;
  const s = data?.summary;
  return (
    <Drawer
      open
      size={860}
      title={`${person.name} ${month} 考勤`}
      onClose={onClose}
      extra={<ExportButton query={{ view: 'personMonth', lenovoId: person.lenovoId, month }} disabled={!data} />}
    >
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && !query.isError && (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
      {data && s && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'group', label: '考勤组', children: data.groupName || '—' },
              { key: 'days', label: '出勤天数', children: s.attendanceDays },
              { key: 'work', label: '工作时长（小时）', children: hours(s.workMinutes) },
              { key: 'late', label: '迟到次数', children: s.lateCount },
              { key: 'early', label: '早退次数', children: s.earlyCount },
              { key: 'missing', label: '缺卡次数', children: s.missingCount },
              { key: 'absent', label: '旷工天数', children: s.absentDays },
              { key: 'corrected', label: '补卡次数', children: s.correctedCount },
            ]}
          />
          <MonthCalendar days={data.days} onCorrect={setCorrecting} />
        </Space>
      )}
      {correcting && <CorrectionModal person={person} date={correcting.date} onClose={() => setCorrecting(null)} />}
    </Drawer>
  );
}
