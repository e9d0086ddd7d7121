import { useState } from 'react';
import { Alert, Button, Form, Modal, theme, Typography } from 'antd';
import { checkPreview, initialValues, type PreviewErrors, type PreviewValues } from '../../model/preview-check';
import type { FormField } from '../../model/types';
import { PhoneFrame } from '../phone-frame';
import { inputId, PreviewScope } from './preview-scope';

const FOCUSABLE = 'input:not([type="file"]), textarea, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the refused control, or the first focusable inside it (a radio group, the leave rows). */
function focusWithin(el: HTMLElement | null) {
  if (!el) return;
  const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

/** The phone with the form as a member fills it; 提交 only checks (nothing is sent). */
function PreviewPhone({ fields }: { fields: readonly FormField[] }) {
  const { token } = theme.useToken();
  const [values, setValues] = useState<PreviewValues>(() => initialValues(fields));
  const [tried, setTried] = useState(false);
  const errors: PreviewErrors = tried ? checkPreview(fields, values) : {};
  const count = Object.keys(errors).length;
  const submit = () => {
    setTried(true);
    const found = Object.keys(checkPreview(fields, values));
    if (found.length) focusWithin(document.getElementById(inputId(found[0])));
  };
  return (
    <PhoneFrame height="min(640px, calc(100vh - 200px))">
      <div style={{ flex: 1, overflowY: 'auto', padding: 8 }}>
        <Form layout="vertical" size="middle" requiredMark onFinish={submit} aria-label="预览表单">
          <PreviewScope
            scope={fields}
            values={values}
            errors={errors}
            keyOf={(id) => id}
            onChange={(id, value) => setValues((v) => ({ ...v, [id]: value }))}
          />
        </Form>
      </div>
      <div
        style={{
          background: token.colorBgContainer,
          padding: 10,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {tried && (
          <Alert
            role="status"
            style={{ marginBottom: 8 }}
            type={count ? 'error' : 'success'}
            title={count ? `还有${count}项未正确填写` : '填写完整，可以提交（预览中不会真正提交）'}
          />
        )}
        <Button type="primary" block onClick={submit}>
          提交
        </Button>
        <Typography.Text
          style={{ display: 'block', textAlign: 'center', marginTop: 4, fontSize: 12, color: token.colorTextSecondary }}
        >
          预览中不会真正提交
        </Typography.Text>
      </div>
    </PhoneFrame>
  );
}

/** 预览: the designed form on the phone frame as a member would fill it (assumed contract "Approval form"). */
export function MemberPreview({ fields }: { fields: readonly FormField[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" disabled={!fields.length} onClick={() => setOpen(true)} aria-haspopup="dialog">
        预览
      </Button>
      <Modal
        open={open}
        title="预览：成员填写"
        width={460}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {open && <PreviewPhone fields={fields} />}
      </Modal>
    </>
  );
}
