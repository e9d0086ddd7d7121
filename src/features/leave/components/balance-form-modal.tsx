import { Form, InputNumber } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { isOverlapError } from '../api/leave-api';
import { useAddBalance, usePersonBalances, useUpdateBalance } from '../api/queries';
import type { LeaveBalance } from '../api/types';
import { LINES_MAX, MSG_LINES_INVALID, MSG_OVERLAP, MSG_PERSON_REQUIRED, MSG_TYPE_REQUIRED } from '../constants';
import { overlappingBalance, periodLabel } from '../lib/balance-time';
import { periodSeconds, periodValues, type PeriodValues } from '../lib/period-form';
import { linesRule, RemarkField } from './balance-fields';
import { LeaveTypeSelect } from './leave-type-select';
import { PeriodFields, periodErrorField } from './period-fields';
import { PersonField, type PickedPerson } from './person-field';

interface Values extends PeriodValues {
  person: PickedPerson | null;
  holidayId?: string;
  lines: number | null;
  remark: string;
}

/**
 * Add a balance (person, type, hours, period) or change one (hours, period). A period overlapping
 * another balance of the same person and type is refused here, before any call (admin-modules §5);
 * if the server still answers 999 'time is error' (§8) the same message goes on the period, and
 * everything typed stays.
 */
export function BalanceFormModal({ editing, onClose }: { editing?: LeaveBalance; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const add = useAddBalance();
  const update = useUpdateBalance();
  // the person's balances, read once a person is chosen: a new period is checked against them
  const picked = Form.useWatch('person', form);
  const held = usePersonBalances(editing?.lenovoId ?? picked?.lenovoId ?? null);

  const refuse = (v: Values, extra?: string) =>
    form.setFields([{ name: periodErrorField(v), errors: extra ? [MSG_OVERLAP, extra] : [MSG_OVERLAP] }]);

  const save = async (v: Values) => {
    const lenovoId = editing?.lenovoId ?? v.person!.lenovoId;
    const holidayId = editing?.holidayId ?? v.holidayId!;
    const terms = { lines: v.lines ?? 0, ...periodSeconds(v) };
    const existing = held.data ?? (await held.refetch()).data;
    if (!existing) return; // the read failed and was shown
    const clash = overlappingBalance(existing, { holidayId, ...terms }, editing?.id);
    if (clash) return refuse(v, `已有余额：${periodLabel(clash)}，${clash.lines} 小时`);
    const remark = v.remark.trim() || undefined;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...terms, remark });
      else await add.mutateAsync({ lenovoId, holidayId, ...terms, remark });
    } catch (e) {
      if (isOverlapError(e)) return refuse(v);
      throw e;
    }
    toastSuccess(editing ? '假期余额已保存' : '假期余额已添加');
    onClose();
  };

  const initialValues: Values = editing
    ? {
        person: { lenovoId: editing.lenovoId, name: editing.name },
        holidayId: editing.holidayId,
        lines: editing.lines,
        remark: '',
        ...periodValues(editing),
      }
    : { person: null, holidayId: undefined, lines: null, remark: '', period: 'long', range: null };

  return (
    <FormDialog
      title={editing ? '编辑假期余额' : '新增假期余额'}
      form={form}
      initialValues={initialValues}
      save={save}
      onClose={onClose}
      width={560}
    >
      {editing ? (
        <Form.Item label="员工">{editing.name}</Form.Item>
      ) : (
        <Form.Item name="person" label="员工" rules={[{ required: true, message: MSG_PERSON_REQUIRED }]}>
          <PersonField />
        </Form.Item>
      )}
      <Form.Item name="holidayId" label="假期类型" rules={[{ required: true, message: MSG_TYPE_REQUIRED }]}>
        <LeaveTypeSelect disabled={!!editing} />
      </Form.Item>
      <Form.Item name="lines" label="额度（小时）" rules={[{ required: true, message: MSG_LINES_INVALID }, linesRule]}>
        <InputNumber min={0} max={LINES_MAX} step={1} style={{ width: '100%' }} placeholder="0 至 9999，最多一位小数" />
      </Form.Item>
      <PeriodFields />
      <RemarkField placeholder="如：司龄调整（记入员工的假期明细）" />
    </FormDialog>
  );
}
