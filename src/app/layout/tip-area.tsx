import { Alert } from 'antd';
import { useTips } from '@/lib/feedback/tips';

/** The common tip area (platform-shell §8): request-failure tips and network notices. */
export function TipArea() {
  const tips = useTips((s) => s.tips);
  const dismiss = useTips((s) => s.dismiss);
  if (!tips.length) return null;
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
      {tips.map((t) => (
        <Alert key={t.id} type="warning" showIcon title={t.text} closable={{ onClose: () => dismiss(t.id) }} />
      ))}
    </div>
  );
}
