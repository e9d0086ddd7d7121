import type { ReactNode } from 'react';
import { Form, Modal, Spin, type FormInstance, type FormProps } from 'antd';
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
  /** 取消, × and Esc are off while the save runs, so a save that fails still finds what was typed
   *  on screen. Off by default: closing then leaves the save to finish on its own. */
  lockWhileSaving?: boolean;
  /** A save that takes a while (one call that does much): the form waits under a spinner saying this,
   *  and the dialog cannot be closed until the save has ended (as with lockWhileSaving). */
  busyText?: string;
  /** A field changed, e.g. to clear another field's error (the form's `onValuesChange`). */
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
  busyText,
  onValuesChange,
  children,
}: Props<V>) {
  const submit = useSubmitOnce();
  const locked = (lockWhileSaving || !!busyText) && submit.pending;
  const fields = (
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
  );
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      onCancel={locked ? undefined : onClose}
      closable={!locked}
      destroyOnHidden
      onOk={submit.validated(form, save)}
      okButtonProps={{ loading: submit.pending, disabled: okDisabled }}
      cancelButtonProps={{ disabled: locked }}
    >
      {busyText ? (
        <Spin spinning={locked} description={busyText}>
          {fields}
        </Spin>
      ) : (
        fields
      )}
    </Modal>
  );
}
