import type { ReactNode } from 'react';
import { Button, Form, type FormInstance, type FormProps } from 'antd';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';

interface Props<V> {
  form: FormInstance<V>;
  initialValues: FormProps<V>['initialValues'];
  /** Saves the step; a failure is the caller's to report (the form keeps what was typed). */
  submit(values: V): Promise<void>;
  submitText: string;
  /** 上一步, when the step has one; disabled while the step saves. */
  onBack?: () => void;
  children: ReactNode;
}

/** One step of creating an enterprise: its fields, then 上一步 and the step's submit. One save at a
 *  time: a double-click on the submit sends one call. */
export function StepForm<V>({ form, initialValues, submit, submitText, onBack, children }: Props<V>) {
  const { pending, guard, validated } = useSubmitOnce();
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={guard(submit)}>
      {children}
      <div style={{ display: 'flex', gap: 8 }}>
        {onBack && (
          <Button onClick={onBack} disabled={pending}>
            上一步
          </Button>
        )}
        <Button type="primary" htmlType="submit" block loading={pending} onClick={validated(form, submit)}>
          {submitText}
        </Button>
      </div>
    </Form>
  );
}
