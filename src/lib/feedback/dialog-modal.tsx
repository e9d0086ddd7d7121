import { Button, Modal, theme } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useDialogs } from './confirm';

/** The first pending confirm/alert request as an antd Modal (loaded by <DialogHost/> on first use). */
export default function DialogModal() {
  const { token } = theme.useToken();
  const current = useDialogs((s) => s.queue[0]);
  const settle = useDialogs((s) => s.settle);
  if (!current) return null;
  const isAlert = current.kind === 'alert';
  return (
    <Modal
      key={current.id}
      open
      width={416}
      title={
        <span>
          <ExclamationCircleFilled aria-hidden style={{ color: token.colorWarning, marginRight: 8 }} />
          {current.title}
        </span>
      }
      okText={current.okText}
      cancelText={current.cancelText}
      okButtonProps={{ danger: current.danger, autoFocus: true }}
      cancelButtonProps={isAlert ? { style: { display: 'none' } } : undefined}
      closable={!isAlert}
      mask={{ closable: false }}
      onOk={() => settle(current.id, true)}
      onCancel={() => settle(current.id, false)}
      footer={
        current.choices
          ? current.choices.map((c) => (
              <Button
                key={c.key}
                type={c.primary ? 'primary' : 'default'}
                danger={c.danger}
                autoFocus={c.primary}
                onClick={() => settle(current.id, c.key)}
              >
                {c.label}
              </Button>
            ))
          : undefined
      }
    >
      {current.content}
    </Modal>
  );
}
