import { useEffect, useRef } from 'react';
import { Button, theme } from 'antd';

interface StepNavProps {
  step: number;
  count: number;
  onStep(step: number): void;
  /** the last step offers the designer's save instead of 下一步 */
  onSave(): void;
  saving: boolean;
  canSave: boolean;
}

/** 上一步 / 下一步 at the foot of each designer step; the last step saves, the first has no 上一步. */
export function StepNav({ step, count, onStep, onSave, saving, canSave }: StepNavProps) {
  const { token } = theme.useToken();
  const forwardRef = useRef<HTMLButtonElement>(null);
  const backedToFirst = useRef(false);
  const last = step >= count - 1;

  // 上一步 disappears on the first step: keep keyboard focus on the bar instead of losing it to the page.
  useEffect(() => {
    if (step !== 0 || !backedToFirst.current) return;
    backedToFirst.current = false;
    forwardRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    backedToFirst.current = next === 0;
    onStep(next);
  };

  return (
    <nav
      aria-label="步骤切换"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'center',
        gap: 12,
        padding: '12px 20px',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      {step > 0 && <Button onClick={() => go(step - 1)}>上一步</Button>}
      {last ? (
        <Button type="primary" ref={forwardRef} loading={saving} disabled={!canSave} onClick={onSave}>
          保存
        </Button>
      ) : (
        <Button type="primary" ref={forwardRef} onClick={() => go(step + 1)}>
          下一步
        </Button>
      )}
    </nav>
  );
}
