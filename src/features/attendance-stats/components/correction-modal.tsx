import { Form, Input, Modal } from 'antd';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useCorrectDay } from '../api/queries';
import { MSG_CORRECTED, MSG_REASON_REQUIRED, MSG_REASON_TOO_LONG, REASON_MAX } from '../constants';

interface CorrectionModalProps {
  person: { lenovoId: string; name: string };
  date: string;
  onClose(): void;
}

/** 补卡 of one day: a refusal is toasted by the HTTP layer and the dialog stays open with the reason. */
export function CorrectionModal({ person, date, onClose }: CorrectionModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const correct = useCorrectDay();
  const submit = useSubmitOnce();
  const save = async ({ reason }: { reason: string }) => {
    await correct.mutateAsync({ lenovoId: person.lenovoId, date, reason: reason.trim() });
    toastSuccess(MSG_CORRECTED);
    onClose();
  };
  return (
    <Modal
      open
      title={`补卡：${person.name} ${date}`}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      onOk={submit.validated(form, save)}
      okButtonProps={{ loading: submit.pending }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ reason: '' }} onFinish={submit.guard(save)}>
        <Form.Item
          name="reason"
          label="补卡原因"
          rules={[
            { required: true, whitespace: true, message: MSG_REASON_REQUIRED },
            { max: REASON_MAX, message: MSG_REASON_TOO_LONG },
          ]}
        >
          <Input.TextArea rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
