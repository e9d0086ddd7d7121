import { useCallback } from 'react';
import dayjs from 'dayjs';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { StatusPanel } from '@/components/status-panel';
import { isNotFound } from '@/lib/http/errors';
import { ArrangementWorkspace } from '../arrangement/arrangement-workspace';
import { useArrangementData } from '../arrangement/use-arrangement-data';

export const GROUPS_PATH = '/home/attendance_management';

const validMonth = (m: string | null) => (m && /^\d{4}-(0[1-9]|1[0-2])$/.test(m) ? m : null);

/** /home/attendance_management/arrangement?groupId=…&month=YYYY-MM: the shift arrangement grid of one attendance group. */
export default function ArrangementPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const groupId = params.get('groupId') ?? '';
  const month = validMonth(params.get('month')) ?? dayjs().format('YYYY-MM');
  const { group, settings, data } = useArrangementData(groupId, month);
  const back = useCallback(() => navigate(GROUPS_PATH), [navigate]);
  const setMonth = useCallback(
    (m: string) => setParams({ groupId, month: m }, { replace: true }),
    [groupId, setParams],
  );

  const backButton = <Button onClick={back}>返回考勤组</Button>;
  const error = group.error ?? settings.error;
  if (isNotFound(error))
    return (
      <PageFrame>
        <StatusPanel title="考勤组不存在或已被删除" extra={backButton} />
      </PageFrame>
    );
  if (error || !data || !group.data)
    return (
      <PageFrame
        loading={!error}
        error={error}
        onRetry={() => void (group.error ? group.refetch() : settings.refetch())}
      />
    );
  return (
    <ArrangementWorkspace
      key={`${groupId}|${month}`}
      groupId={groupId}
      groupName={group.data.name}
      data={data}
      onMonth={setMonth}
      onBack={back}
    />
  );
}
