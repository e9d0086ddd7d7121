import { CloseCircleFilled } from '@ant-design/icons';

/** `allowClear` for inputs, selects and tree selects, with the clear button named 清除: antd's select
 *  names it "Clear", and an input's ✕ button has only its icon, which is hidden from assistive
 *  technology (src/lib/a11y/icon-names.ts). */
export const CLEARABLE = { clearIcon: <CloseCircleFilled aria-label="清除" />, label: '清除' };
