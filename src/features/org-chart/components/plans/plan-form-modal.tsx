import { useState } from 'react';
import { Alert, Form } from 'antd';
import { TextField } from '@/components/text-field';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { isApiError } from '@/lib/http/errors';
import type { PlanSummary } from '../../api/plan-types';
import { useCreatePlan, useEditPlan } from '../../api/plan-queries';
import { PLAN_NAME_MAX, PLAN_NOTE_MAX } from '../../constants';

interface Fields {
  name: string;
  note?: string;
}

/** 新建调整方案 / 编辑方案 (docs/assumed-contract.md "Restructure plans"). Mounted only while open. The
 *  calls are silent: the server's refusal (已存在同名方案, 方案已应用，不能修改) is shown here, above
 *  what was typed, which stays. */
export function PlanFormModal({
  plan,
  onClose,
  onSaved,
}: {
  plan?: PlanSummary;
  onClose(): void;
  onSaved?: (saved: PlanSummary) => void;
}) {
  const [form] = Form.useForm<Fields>();
  const create = useCreatePlan();
  const edit = useEditPlan();
  const [refusal, setRefusal] = useState('');
  const save = async (v: Fields) => {
    const body = { name: v.name.trim(), note: (v.note ?? '').trim() };
    setRefusal('');
    try {
      const saved = plan ? await edit.mutateAsync({ id: plan.id, ...body }) : await create.mutateAsync(body);
      toastSuccess(plan ? '方案已保存' : '方案已创建');
      onClose();
      onSaved?.(saved);
    } catch (e) {
      if (isApiError(e) && e.kind !== 'session') setRefusal(e.message);
      throw e;
    }
  };
  return (
    <FormDialog
      title={plan ? '编辑方案' : '新建调整方案'}
      form={form}
      initialValues={{ name: plan?.name ?? '', note: plan?.note ?? '' }}
      save={save}
      onClose={onClose}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <TextField
        name="name"
        label="方案名称"
        max={PLAN_NAME_MAX}
        required="请输入方案名称"
        placeholder="如：2027年一季度组织调整"
        counted
      />
      <TextField
        name="note"
        label="生效说明"
        max={PLAN_NOTE_MAX}
        rows={3}
        placeholder="调整的原因、生效时间等"
        counted
      />
    </FormDialog>
  );
}
