import { Form, Input, Modal, Spin } from 'antd';
import { toastSuccess } from '@/lib/feedback/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { getShiftDetail } from '../api/attendance-api';
import { attendanceKeys, useCreateShift, useModifyShift, useShiftDetail } from '../api/queries';
import type { Shift } from '../api/types';
import { EMPTY_SHIFT, MSG_SHIFT_NAME_REQUIRED, MSG_SHIFT_NAME_TOO_LONG, NAME_MAX } from '../constants';
import { shiftProblem, type ShiftField } from '../lib/shift-rules';
import { TIME_FIELDS, toFormValues, toShiftFields, type ShiftFormValues } from './shift-form-values';
import { ShiftTimeFields } from './shift-time-fields';
import { LoadError } from '@/components/load-error';

/** The fields shiftProblem may point at, other than the name (which has its own rules). */
const CHECKED_FIELDS: ShiftField[] = [...TIME_FIELDS, 'elasticHourLate'];

/**
 * Add a shift (shiftId null) or edit one (its detail is loaded first, then the form mounts with it:
 * nothing is written into the fields once the user can type). A shift whose times do not hold
 * together is refused here, on the field concerned, before any call; a failed save keeps the form.
 */
export function ShiftFormModal({ shiftId, onClose }: { shiftId: string | null; onClose(): void }) {
  const [form] = Form.useForm<ShiftFormValues>();
  const detail = useShiftDetail(shiftId);
  const create = useCreateShift();
  const modify = useModifyShift();
  const submitOnce = useSubmitOnce();
  const ready = !shiftId || !!detail.data;
  const client = useQueryClient();
  const { opened, openedAt, reopen } = useOpenedRecord(detail.data);

  /** Another administrator may have saved this shift since the form opened (stale-edit.ts). */
  const current = (id: string, was: Shift) =>
    saveAllowed({
      opened: was,
      openedAt,
      reread: () => getShiftDetail(id),
      // the fields as they would be sent: a hidden part (second period, lunch, allowances) counts as empty
      edited: (s) => toShiftFields(toFormValues(s)),
      name: was.name,
      reload: (fresh) => {
        client.setQueryData(attendanceKeys.shiftDetail(id), fresh);
        form.setFieldsValue(toFormValues(fresh));
        reopen(fresh);
      },
    });

  const save = async (values: ShiftFormValues) => {
    const fields = toShiftFields(values);
    const problem = shiftProblem(fields);
    // one message at a time, on the field concerned; the previous one goes
    form.setFields(CHECKED_FIELDS.map((name) => ({ name, errors: name === problem?.field ? [problem.message] : [] })));
    if (problem) return;
    if (shiftId && opened && !(await current(shiftId, opened))) return;
    if (shiftId) await modify.mutateAsync({ ...fields, id: shiftId });
    else await create.mutateAsync(fields);
    toastSuccess(shiftId ? '班次已保存' : '班次创建成功');
    onClose();
  };

  let body;
  if (ready)
    body = (
      <Form
        form={form}
        name="shift"
        layout="vertical"
        preserve={false}
        initialValues={toFormValues(detail.data ?? EMPTY_SHIFT)}
        // a time or an option changed: the message set on save may no longer hold (it is checked again on save)
        onValuesChange={(changed: Partial<ShiftFormValues>) => {
          if (!('name' in changed)) form.setFields(CHECKED_FIELDS.map((name) => ({ name, errors: [] })));
        }}
        onFinish={submitOnce.guard(save)}
      >
        <Form.Item
          label="班次名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: MSG_SHIFT_NAME_REQUIRED },
            { max: NAME_MAX, message: MSG_SHIFT_NAME_TOO_LONG },
          ]}
        >
          <Input placeholder="请输入班次名称" maxLength={NAME_MAX * 2} />
        </Form.Item>
        <ShiftTimeFields />
      </Form>
    );
  else if (detail.error) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );

  return (
    <Modal
      open
      title={shiftId ? '编辑班次' : '新增班次'}
      width={560}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={submitOnce.validated(form, save)}
      okButtonProps={{ loading: submitOnce.pending, disabled: !ready }}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
