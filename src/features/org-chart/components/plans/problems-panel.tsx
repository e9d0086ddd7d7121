import { Button, Card, Typography } from 'antd';
import { SimpleList } from '@/components/simple-list';
import type { PlanProblem } from '../../api/plan-types';

/** 检查: what keeps the plan from applying, each with 定位 to the change and department causing it
 *  (docs/assumed-contract.md "Restructure plans", Checks). */
export function ProblemsPanel({
  problems,
  onLocate,
}: {
  problems: PlanProblem[];
  onLocate(p: { changeId: string; departId: string }): void;
}) {
  return (
    <Card size="small" title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>检查（{problems.length}个问题）</h2>}>
      {problems.length ? (
        <SimpleList
          aria-label="方案问题"
          dataSource={problems}
          rowKey={(p, i) => `${p.changeId}-${p.code}-${i}`}
          renderItem={(p) => (
            <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
              <Typography.Text type="danger" style={{ flex: 1 }}>
                {p.message}
              </Typography.Text>
              <Button type="link" size="small" aria-label={`定位：${p.message}`} onClick={() => onLocate(p)}>
                定位
              </Button>
            </div>
          )}
        />
      ) : (
        <Typography.Text>未发现问题，可以应用</Typography.Text>
      )}
    </Card>
  );
}
