import { Button, Input, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DesignerAction } from '../../model/designer-reducer';
import type { RadioField } from '../../model/types';

/** Options of a single or multiple choice control. */
export function OptionsEditor({ field, dispatch }: { field: RadioField; dispatch(a: DesignerAction): void }) {
  const setOption = (i: number, label: string) =>
    dispatch({
      type: 'update',
      id: field.id,
      patch: { dataSource: field.dataSource.map((o, j) => (j === i ? label : o)) },
    });
  return (
    <div>
      <Typography.Text>选项</Typography.Text>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 6 }}>
        {field.dataSource.map((option, i) => (
          <Space.Compact key={i} style={{ width: '100%' }}>
            <Input
              aria-label={`选项${i + 1}`}
              value={option}
              maxLength={30}
              onChange={(e) => setOption(i, e.target.value)}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={`删除选项${i + 1}`}
              onClick={() => dispatch({ type: 'removeOption', id: field.id, optionIndex: i })}
            />
          </Space.Compact>
        ))}
        {!field.dataSource.length && <Typography.Text type="danger">请至少添加一个选项</Typography.Text>}
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() => dispatch({ type: 'addOption', id: field.id })}
        >
          添加选项
        </Button>
      </Space>
    </div>
  );
}
