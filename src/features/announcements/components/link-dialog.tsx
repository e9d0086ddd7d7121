import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { LINK_URL } from '../lib/editor-extensions';

interface Props {
  /** the link being edited, or '' */
  initial: string;
  onCancel(): void;
  /** '' removes the link */
  onOk(url: string): void;
}

const HINT = '请输入以 http://、https:// 或 mailto: 开头的地址';

/** 插入链接: the address (http, https or mailto only); clearing an existing link removes it. Rendered only while open. */
export function LinkDialog({ initial, onCancel, onOk }: Props) {
  const [url, setUrl] = useState(initial || 'https://');
  const value = url.trim();
  const valid = LINK_URL.test(value);
  const canOk = valid || (!!initial && !value);
  const wrong = !!value && value !== 'https://' && !valid;
  const ok = () => canOk && onOk(value);
  return (
    <Modal
      open
      title={initial ? '编辑链接' : '插入链接'}
      okText="确定"
      cancelText="取消"
      onCancel={onCancel}
      onOk={ok}
      okButtonProps={{ disabled: !canOk }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="链接地址"
          validateStatus={wrong ? 'error' : undefined}
          help={wrong ? HINT : undefined}
          extra={initial ? '清空后确定即移除链接' : undefined}
        >
          <Input
            aria-label="链接地址"
            autoFocus
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onPressEnter={ok}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
