import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';

interface Props<V> {
  title: ReactNode;
  form: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /** Saves the checked values; resolves when saved (the caller closes the dialog), rejects and keeps
   *  the dialog open with what was typed when the save fails. */
  save(values: V): unknown;
  onClose(): void;
  okText?: string;
  width?: number;
  /** The form's layout; vertical by default. */
  layout?: FormProps['layout'];
  /** Off while the record is loading, say. */
  okDisabled?: boolean;
  /** While the save runs, 取消 and × are disabled and Esc does nothing: for a save whose outcome the
   *  dialog must show (off by default: closing leaves the save running). */
  lockWhileSaving?: boolean;
  /** Passed to the form, e.g. to clear an error set by hand when another field changes. */
  onValuesChange?: FormProps<V>['onValuesChange'];
  children: ReactNode;
}

/**
 * A create or edit dialog around one form: 保存 validates and saves once (a second click while the
 * first save runs is dropped; Enter in a field saves too), 取消 and × close without writing, and a
 * failed save keeps the dialog open with what was typed. Mounted only while open.
 */
export function FormDialog<V>({
  title,
  form,
  initialValues,
  save,
  onClose,
  okText = '保存',
  width,
  layout = 'vertical',
  okDisabled,
  lockWhileSaving,
  onValuesChange,
  children,
}: Props<V>) {
  const submit = useSubmitOnce();
  const locked = !!lockWhileSaving && submit.pending;
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      onCancel={locked ? undefined : onClose}
      closable={!locked}
      cancelButtonProps={{ disabled: locked }}
      destroyOnHidden
      onOk={submit.validated(form, save)}
      okButtonProps={{ loading: submit.pending, disabled: okDisabled }}
    >
      <Form
        form={form}
        layout={layout}
        preserve={false}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={submit.guard(save)}
      >
        {children}
      </Form>
    </Modal>
  );
}
