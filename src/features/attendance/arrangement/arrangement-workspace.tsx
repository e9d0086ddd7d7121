import { useCallback } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useSaveArrangement } from '../api/queries';
import { ArrangementBoard } from './arrangement-board';
import { draftKey } from './draft-storage';
import { countEdits, savePayload, type GridData } from './model';
import { MonthSwitcher } from './month-switcher';
import { useEarlierMonth } from './use-arrangement-data';
import { useArrangementEditor } from './use-arrangement-editor';
import { useLeaveGuard } from './use-leave-guard';

interface ArrangementWorkspaceProps {
  groupId: string;
  groupName: string;
  /** one month of the group, loaded */
  data: GridData;
  onMonth(month: string): void;
  onBack(): void;
}

/** One group's month: header (back, month, unsaved count, discard, save) and the board. */
export function ArrangementWorkspace({ groupId, groupName, data, onMonth, onBack }: ArrangementWorkspaceProps) {
  const editor = useArrangementEditor(data, draftKey(groupId, data.month));
  const save = useSaveArrangement();
  const saving = useSubmitOnce();
  const loadEarlier = useEarlierMonth(groupId);
  const { changed, discard } = editor;

  useLeaveGuard(changed > 0, () => countEdits(editor.current()) > 0, discard);

  const onSave = saving.guard(async () => {
    const sent = editor.current();
    await save.mutateAsync(savePayload(groupId, sent));
    editor.saved(sent);
    toastSuccess('排班已保存');
  });

  const changeMonth = useCallback(
    async (month: string) => {
      if (month === data.month) return;
      if (changed > 0) {
        const ok = await confirmAction({
          content: `本月有 ${changed} 处排班修改尚未保存，切换月份后将丢失，确定切换吗？`,
          okText: '切换',
          danger: true,
        });
        if (!ok) return;
        discard();
      }
      onMonth(month);
    },
    [changed, data.month, discard, onMonth],
  );

  const askDiscard = async () => {
    if (
      await confirmAction({ content: `确定放弃 ${changed} 处未保存的排班修改吗？`, okText: '放弃修改', danger: true })
    )
      discard();
  };

  return (
    <Card variant="borderless" styles={{ body: { padding: 20 } }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          返回考勤组
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>{`${groupName} · 排班`}</Typography.Title>
        <MonthSwitcher month={data.month} onChange={(m) => void changeMonth(m)} />
        <Space style={{ marginLeft: 'auto' }}>
          {changed > 0 && <Tag color="orange" role="status">{`${changed} 处修改未保存`}</Tag>}
          <Button disabled={changed === 0 || saving.pending} onClick={() => void askDiscard()}>
            放弃修改
          </Button>
          <Button type="primary" loading={saving.pending} disabled={changed === 0} onClick={() => void onSave()}>
            保存
          </Button>
        </Space>
      </div>
      {editor.restored > 0 && changed > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已恢复上次未保存的排班修改（${editor.restored} 处），保存后生效`}
        />
      )}
      {data.members.length === 0 ? (
        <Alert type="warning" showIcon title="该考勤组暂无成员，请先在考勤组中添加考勤人员" />
      ) : (
        <ArrangementBoard data={data} editor={editor} loadEarlier={loadEarlier} today={dayjs().format('YYYY-MM-DD')} />
      )}
    </Card>
  );
}
