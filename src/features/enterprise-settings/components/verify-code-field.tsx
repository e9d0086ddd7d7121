import { useEffect, useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { fetchGraphCode, sendVerifyCode } from '../api/settings-api';
import type { GraphCode } from '../api/types';

const COUNTDOWN_S = 60;

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  type: 'email' | 'sms';
  /** where the code is sent; the button is disabled until it is valid */
  target: string;
  targetValid: boolean;
}

/** A code field whose send button first asks for a graphic verification code (platform-shell §5). */
export function VerifyCodeField({ value, onChange, type, target, targetValid }: Props) {
  const [graph, setGraph] = useState<GraphCode | null>(null);
  const [asking, setAsking] = useState(false);
  const [graphInput, setGraphInput] = useState('');
  const sendOnce = useSubmitOnce();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  // a graphic code is issued per call: one at a time, so a double-click shows the code the server holds
  const refreshOnce = useSubmitOnce();
  const refresh = refreshOnce.guard(async () => {
    setGraphInput('');
    try {
      setGraph(await fetchGraphCode());
    } catch {
      setGraph(null);
    }
  });
  const open = () => {
    setAsking(true);
    void refresh();
  };
  const send = sendOnce.guard(async () => {
    if (!graph) return;
    try {
      await sendVerifyCode({ type, target, graphKey: graph.key, graphCode: graphInput.trim() });
      setAsking(false);
      setLeft(COUNTDOWN_S);
    } catch {
      void refresh(); // a graphic code is good for one try
    }
  });

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="验证码"
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={6}
          placeholder="请输入验证码"
        />
        <Button disabled={!targetValid || left > 0} onClick={open}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
      <Modal
        open={asking}
        title="图形验证码"
        okText="发送验证码"
        cancelText="取消"
        onCancel={() => setAsking(false)}
        onOk={send}
        okButtonProps={{ loading: sendOnce.pending, disabled: !graph || graphInput.trim().length < 4 }}
        destroyOnHidden
      >
        <Space>
          <Input
            aria-label="图形验证码"
            value={graphInput}
            onChange={(e) => setGraphInput(e.target.value)}
            maxLength={4}
            style={{ width: 140 }}
          />
          {graph ? (
            <img
              src={graph.image}
              alt="图形验证码图片"
              width={100}
              height={40}
              onClick={() => void refresh()}
              style={{ cursor: 'pointer' }}
            />
          ) : (
            <span>加载中…</span>
          )}
          <Button type="link" loading={refreshOnce.pending} onClick={() => void refresh()}>
            换一张
          </Button>
        </Space>
      </Modal>
    </>
  );
}
