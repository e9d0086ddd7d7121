import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** The API's date format for staff dates (entryTime, birthDate, graduationTime). */
export const API_DATE = 'YYYY-MM-DD';

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  'aria-label'?: string;
}

/** A date of a form kept as the API's 'YYYY-MM-DD' string, picked with antd's DatePicker (the
 *  console's zh-CN locale) instead of the browser's native field, which follows the browser's
 *  language (mm/dd/yyyy in an English Chromium). */
export function DateField({ value, onChange, id, 'aria-label': label }: Props) {
  const day = value && /^\d{4}-\d{2}-\d{2}/.test(value) ? dayjs(value.slice(0, 10)) : null;
  return (
    <DatePicker
      id={id}
      aria-label={label}
      style={{ width: '100%' }}
      format={API_DATE}
      placeholder="请选择日期"
      value={day?.isValid() ? day : null}
      onChange={(d) => onChange?.(d ? d.format(API_DATE) : '')}
    />
  );
}
