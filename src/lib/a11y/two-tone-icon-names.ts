import { PictureTwoTone } from '@ant-design/icons';
import { baseOf, hideUnnamed } from './icon-names';

/** icon-names.ts's rule for the two-tone icons (antd's upload list draws them): their base and a
 *  two-tone icon's path data stay out of the first screen's JavaScript, so this runs with what the
 *  pages need (app/page-support.ts), before any page renders. Idempotent. */
export function hideTwoToneIconNames() {
  hideUnnamed(baseOf(PictureTwoTone));
}
