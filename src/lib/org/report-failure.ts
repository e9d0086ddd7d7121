import axios from 'axios';
import { isApiError } from '@/lib/http/errors';
import { toastError } from '@/lib/feedback/toast';

/** For calls made `silent`: one toast with the spec's failure text (admin-modules §8, e.g.
 *  编辑部门失败) and the server's reason when it gives one. Session endings and cancels say nothing. */
export function reportFailure(text: string) {
  return (e: unknown) => {
    if (axios.isCancel(e) || (isApiError(e) && e.kind === 'session')) return;
    const reason = isApiError(e) && e.kind === 'server' && e.message ? e.message : '';
    toastError(reason ? `${text}：${reason}` : text);
  };
}
