import { useRef, useState } from 'react';
import { Button, Drawer, Form, Space, Spin, Tabs } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useQueryClient } from '@tanstack/react-query';
import { goneSince } from '@/components/directory/gone-since';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { getAttendanceGroupDetail } from '../api/attendance-api';
import {
  attendanceKeys,
  useAttendanceGroupDetail,
  useCreateAttendanceGroup,
  useModifyAttendanceGroup,
} from '../api/queries';
import type { AttendanceGroupDetail } from '../api/types';
import {
  editedGroup,
  toGroupFormValues,
  toGroupInput,
  weekAfterShiftChange,
  type GroupFormValues,
} from './group-form-values';
import { GroupFormFields } from './group-form-fields';
import { GroupMemberSettings } from './group-member-settings';
import { LoadError } from '@/components/load-error';

/**
 * A new attendance group (groupId null), or a group's detail: its settings (form) and its members'
 * arrangements (4 per page). The form mounts once the detail is there, with it as initial values.
 */
export function GroupDrawer({ groupId, onClose }: { groupId: string | null; onClose(): void }) {
  const [form] = Form.useForm<GroupFormValues>();
  const detail = useAttendanceGroupDetail(groupId);
  const create = useCreateAttendanceGroup();
  const modify = useModifyAttendanceGroup();
  const submitOnce = useSubmitOnce();
  const [tab, setTab] = useState('settings');
  const [unsaved, setUnsaved] = useState(0);
  const ready = !groupId || !!detail.data;
  const client = useQueryClient();
  const { opened, openedAt, reopen } = useOpenedRecord(detail.data);
  // members a departure or deletion took out since it opened: no administrator's edit (gone-since.ts)
  const gone = useRef<readonly string[]>([]);

  /** Another administrator may have saved this group since the drawer opened (stale-edit.ts). */
  const current = (id: string, was: AttendanceGroupDetail) =>
    saveAllowed({
      opened: was,
      openedAt,
      reread: async () => {
        const fresh = await getAttendanceGroupDetail(id);
        const ids = (g: AttendanceGroupDetail) => g.members.map((m) => m.lenovoId);
        gone.current = await goneSince('lenovoIds', ids(was), ids(fresh));
        return fresh;
      },
      edited: (g) => editedGroup(g, gone.current),
      name: was.name,
      reload: (fresh) => {
        // the drawer's title and the members tab show the group as it is now, too
        client.setQueryData(attendanceKeys.groupDetail(id), fresh);
        form.setFieldsValue(toGroupFormValues(fresh));
        reopen(fresh);
      },
    });

  const save = async (values: GroupFormValues) => {
    if (groupId && opened && !(await current(groupId, opened))) return;
    const input = toGroupInput(values, detail.data);
    if (groupId) await modify.mutateAsync({ ...input, id: groupId });
    else await create.mutateAsync(input);
    toastSuccess(groupId ? '考勤组已保存' : '考勤组创建成功');
    // Closing here would drop the other tab's unsaved arrangement without the question close() asks:
    // stay open on it instead, so what is left to save is in front of the administrator.
    if (unsaved) setTab('members');
    else onClose();
  };

  const close = async () => {
    if (unsaved && !(await confirmAction({ content: '成员排班的修改尚未保存，确定关闭吗？' }))) return;
    onClose();
  };

  const settings = ready && (
    <Form
      form={form}
      name="attendance-group"
      layout="vertical"
      preserve={false}
      initialValues={toGroupFormValues(detail.data)}
      onValuesChange={(changed: Partial<GroupFormValues>) => {
        if (changed.shiftIds)
          form.setFieldValue(
            'workdaySetting',
            weekAfterShiftChange(form.getFieldValue('workdaySetting'), changed.shiftIds),
          );
      }}
      onFinish={submitOnce.guard(save)}
    >
      <GroupFormFields hiddenMembers={detail.data?.hiddenMemberCount} />
    </Form>
  );

  let body;
  if (!ready)
    body = detail.error ? (
      <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  else if (!detail.data) body = settings;
  else
    body = (
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'settings', label: '考勤设置', children: settings },
          {
            key: 'members',
            label: `成员排班${unsaved ? '（未保存）' : ''}`,
            children: <GroupMemberSettings group={detail.data} onUnsavedChange={setUnsaved} />,
          },
        ]}
      />
    );

  return (
    <Drawer
      open
      title={groupId ? (detail.data ? `考勤组：${detail.data.name}` : '考勤组') : '新建考勤组'}
      size={groupId ? 960 : 720}
      onClose={close}
      destroyOnHidden
      footer={
        tab === 'settings' &&
        ready && (
          <Space style={{ float: 'right' }}>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={submitOnce.pending} onClick={submitOnce.validated(form, save)}>
              保存
            </Button>
          </Space>
        )
      }
    >
      {body}
    </Drawer>
  );
}
