import { useRef, useState, type ReactNode } from 'react';
import { Alert, Form, Modal } from 'antd';
import { isApiError } from '@/lib/http/errors';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useAddPlanChange } from '../../api/plan-change-queries';
import type { PlanChangeInput } from '../../api/plan-types';

interface ChangeDialogProps<V> {
  planId: string;
  title: string;
  initialValues?: Partial<V>;
  /** the changes the values make (one, or one per group of people moved together) */
  toChanges(values: V): PlanChangeInput[];
  onClose(): void;
  /** each change recorded, by the id the server gave it (the review has been read again by then) */
  onRecorded?(changeId: string): void;
  okDisabled?: boolean;
  children: ReactNode;
}

/** A small dialog recording a change of the plan (POST /restructure/plan/change). A refusal is shown
 *  in the dialog, which stays open with what was typed; changes already recorded by this dialog are
 *  not sent again when it is confirmed again. */
export function ChangeDialog<V extends object>({
  planId,
  title,
  initialValues,
  toChanges,
  onClose,
  onRecorded,
  okDisabled,
  children,
}: ChangeDialogProps<V>) {
  const [form] = Form.useForm<V>();
  const submit = useSubmitOnce();
  const add = useAddPlanChange(planId);
  const [refusal, setRefusal] = useState('');
  const recorded = useRef(new Set<string>());
  const save = async (values: V) => {
    setRefusal('');
    try {
      for (const change of toChanges(values)) {
        const key = JSON.stringify(change);
        if (recorded.current.has(key)) continue;
        const { changeId } = await add.mutateAsync(change);
        recorded.current.add(key);
        onRecorded?.(changeId);
      }
      onClose();
    } catch (e) {
      if (!isApiError(e)) throw e;
      setRefusal(e.message);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      onOk={submit.validated(form, save)}
      okButtonProps={{ loading: submit.pending, disabled: okDisabled }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit.guard(save)}>
        {children}
      </Form>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
    </Modal>
  );
}
