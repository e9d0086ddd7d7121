import { List, Typography } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import type { PersonMove } from '../../api/plan-types';

/** The people the plan moves: their departments 调整前 → 调整后, by name. */
export function PersonMoves({ people, names }: { people: PersonMove[]; names: ReadonlyMap<string, string> }) {
  if (!people.length) return null;
  const list = (ids: string[]) => ids.map((id) => names.get(id) ?? '').join('、') || '无';
  return (
    <section aria-label="人员调动">
      <Typography.Title level={5}>人员调动（{people.length}）</Typography.Title>
      <List
        size="small"
        dataSource={people}
        rowKey="staffId"
        pagination={people.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
        renderItem={(p) => (
          <List.Item>
            <span>
              <PersonRef userId={p.staffId} name={p.name} />：{list(p.beforeDepartIds)} → {list(p.afterDepartIds)}
            </span>
          </List.Item>
        )}
      />
    </section>
  );
}
