import { useState } from 'react';
import { Tour, type TourProps } from 'antd';
import { useDialogOpen } from '@/lib/feedback/dialog-open';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useGuide, useSaveGuideSeen } from '../api/queries';
import { GUIDE_TYPE } from '../constants';

const target = (id: string) => () => document.getElementById(id) ?? document.body;

const STEPS: TourProps['steps'] = [
  {
    title: '完成企业资质认证',
    description: '在这里查看认证状态，展开详情即可提交认证、工商信息认证或申诉。',
    target: target('home-cert-card'),
  },
  { title: '设置IT管理员', description: 'IT管理员可协助您管理企业的设备与应用。', target: target('home-it-admins') },
  {
    title: '查看数据看板',
    description: '按部门和日期查看考勤、时长、费用、任务与日程会议数据。',
    target: target('home-dashboard'),
  },
];

/** The novice guide (/noviceGuide/{type}): shown once, then saved as seen. It waits while any
 *  dialog is open (e.g. the guard's permission alert) and steps aside, at the same step, when one
 *  opens: its mask and buttons are never drawn over an alert or a confirm. */
export function NoviceTour() {
  const guide = useGuide(GUIDE_TYPE);
  const save = useSaveGuideSeen(GUIDE_TYPE);
  const [closed, setClosed] = useState(false);
  const [current, setCurrent] = useState(0);
  const pending = !closed && guide.data?.guideStatus === 0;
  const dialogOpen = useDialogOpen(pending);
  // antd calls both onFinish and onClose on 结束导览: the submit lock makes that (and a double-click) one save
  const once = useSubmitOnce();
  const finish = once.guard(() => {
    setClosed(true);
    // seen at once in the cache (coming back to 首页 does not open it again); a failed save is ignored
    return save.mutateAsync().catch(() => undefined);
  });
  return (
    <Tour
      open={pending && !dialogOpen}
      current={current}
      onChange={setCurrent}
      steps={STEPS}
      onClose={() => void finish()}
      onFinish={() => void finish()}
    />
  );
}
