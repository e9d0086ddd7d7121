import { useEffect, useState } from 'react';
import { Alert, Button, Result, Spin } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { useApprovalDetail, useEnterpriseAdmins } from '../api/queries';
import { NEW_DRAFT, emptyBasic, useApprovalDraft } from '../stores/approval-draft';
import { draftFrom } from '../designer/model/draft-from';
import { createFlow } from '../process/model/flow-tree';
import { DesignerShell } from '../designer/designer-shell';
import { LIST_PATH, PUBLIC_DESIGNER_PATH } from '../routes';

/** The approval designer: /home/examine_management/designer[?id=] and the public /createExamineApp. */
export default function DesignerPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isPublic = pathname === PUBLIC_DESIGNER_PATH;
  const id = params.get('id');
  const key = id ?? NEW_DRAFT;
  const signedIn = useSession((s) => !!s.token && !!s.enterprise);
  // A changed draft of this very approval (e.g. before a reload or a failed save) is resumed as it is.
  const [resumed] = useState(() => {
    const d = useApprovalDraft.getState();
    return d.key === key && d.dirty;
  });
  const [ready, setReady] = useState(resumed);
  const [broken, setBroken] = useState<string | null>(null);
  const detail = useApprovalDetail(!resumed && signedIn ? id : null);
  const admins = useEnterpriseAdmins(signedIn);

  useEffect(() => {
    if (ready) return;
    if (id) {
      if (!detail.data) return;
      try {
        // the design as loaded is kept with the draft: the save compares the approval with it
        useApprovalDraft.getState().begin(key, draftFrom(detail.data), detail.data);
        setReady(true);
      } catch (e) {
        setBroken(e instanceof Error ? e.message : '审批数据格式错误');
      }
      return;
    }
    if (signedIn && admins.isLoading) return;
    useApprovalDraft.getState().begin(NEW_DRAFT, {
      basic: { ...emptyBasic(), approveAdministrators: admins.data?.administrators ?? [] },
      fields: [],
      flow: createFlow(),
    });
    setReady(true);
  }, [ready, id, key, detail.data, signedIn, admins.isLoading, admins.data]);

  const leave = () => navigate(isPublic ? '/' : LIST_PATH);
  const discard = () => {
    useApprovalDraft.getState().reset();
    setReady(false);
    if (id) void detail.refetch();
  };

  if (id && !signedIn)
    return <Result status="warning" title="编辑审批需要先登录" extra={<Button onClick={leave}>返回</Button>} />;
  if (broken)
    return (
      <Result
        status="error"
        title={broken}
        subTitle="该审批的数据无法读取，请联系管理员"
        extra={<Button onClick={leave}>返回</Button>}
      />
    );
  if (detail.isError)
    return (
      <Result
        status="warning"
        title="审批详情获取失败，请稍后重试"
        extra={
          <>
            <Button onClick={() => void detail.refetch()}>重试</Button>
            <Button onClick={leave}>返回</Button>
          </>
        }
      />
    );
  if (!ready)
    return (
      <div style={{ padding: 64, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  return (
    <DesignerShell
      isNew={!id}
      isPublic={isPublic}
      signedIn={signedIn}
      enterpriseAdmins={admins.data?.administrators ?? detail.data?.enterpriseAdministrators ?? []}
      banner={
        resumed && (
          <Alert
            type="info"
            showIcon
            title="已恢复上次未保存的草稿"
            action={
              <Button size="small" onClick={discard}>
                放弃草稿
              </Button>
            }
          />
        )
      }
      onLeave={leave}
    />
  );
}
