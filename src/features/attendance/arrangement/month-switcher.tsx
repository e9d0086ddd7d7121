import dayjs from 'dayjs';
import { Button, DatePicker, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addMonths } from './model';

interface MonthSwitcherProps {
  /** 'YYYY-MM' */
  month: string;
  onChange(month: string): void;
}

/** Previous / next month and a month picker. */
export function MonthSwitcher({ month, onChange }: MonthSwitcherProps) {
  return (
    <Space.Compact>
      <Button icon={<LeftOutlined />} aria-label="上个月" onClick={() => onChange(addMonths(month, -1))} />
      <DatePicker
        picker="month"
        aria-label="排班月份"
        allowClear={false}
        value={dayjs(`${month}-01`)}
        format="YYYY年M月"
        onChange={(d) => d && onChange(d.format('YYYY-MM'))}
        style={{ width: 130 }}
      />
      <Button icon={<RightOutlined />} aria-label="下个月" onClick={() => onChange(addMonths(month, 1))} />
    </Space.Compact>
  );
}
