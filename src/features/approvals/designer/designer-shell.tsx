import { useState, type ReactNode } from 'react';
import { Alert, Button, Result, Space, Steps, theme, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLeaveGuard } from '@/lib/hooks/use-leave-guard';
import { useApprovalDraft } from '../stores/approval-draft';
import type { UserRef } from '../api/types';
import { DESIGNER_STEPS } from '../constants';
import { BasicInfoStep } from './basic/basic-info-step';
import { FormDesignStep } from './form/form-design-step';
import { ProcessStep } from './process/process-step';
import { StepNav } from './step-nav';
import { useSaveDesign } from './use-save-design';

interface DesignerShellProps {
  isNew: boolean;
  isPublic: boolean;
  signedIn: boolean;
  enterpriseAdmins: UserRef[];
  banner?: ReactNode;
  onLeave(): void;
}

const draftIsDirty = () => useApprovalDraft.getState().dirty;
const discardDraft = () => useApprovalDraft.getState().reset();

/** Header (back, steps, save) and the three steps of the approval designer. */
export function DesignerShell({ isNew, isPublic, signedIn, enterpriseAdmins, banner, onLeave }: DesignerShellProps) {
  const { token } = theme.useToken();
  const step = useApprovalDraft((s) => s.step);
  const setStep = useApprovalDraft((s) => s.setStep);
  const dirty = useApprovalDraft((s) => s.dirty);
  const [attempted, setAttempted] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const saver = useSaveDesign((saved) => {
    if (isPublic) {
      setSavedName(saved.approveName);
      useApprovalDraft.getState().reset();
    } else {
      useApprovalDraft.getState().reset();
      onLeave();
    }
  });

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab); the live store
  // is read so a save or discard just before leaving counts (the draft survives a reload anyway).
  useLeaveGuard({
    dirty,
    isDirty: draftIsDirty,
    onLeave: discardDraft,
    text: '当前修改尚未保存，离开后将丢失，确定离开吗？',
  });

  if (savedName)
    return <Result status="success" title={`审批「${savedName}」已保存`} subTitle="可在审批管理中查看和编辑" />;

  return (
    <div
      style={{
        background: token.colorBgContainer,
        minHeight: isPublic ? '100vh' : undefined,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '12px 20px',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {!isPublic && (
          <Button icon={<ArrowLeftOutlined />} onClick={onLeave}>
            返回
          </Button>
        )}
        <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'nowrap' }}>
          {isNew ? '创建审批' : '编辑审批'}
        </Typography.Title>
        <Steps
          size="small"
          current={step}
          onChange={setStep}
          style={{ flex: 1, maxWidth: 560, margin: '0 auto' }}
          items={DESIGNER_STEPS.map((title) => ({ title }))}
        />
        <Space>
          <Button
            type="primary"
            loading={saver.saving}
            disabled={!signedIn}
            onClick={() => {
              setAttempted(true);
              void saver.save();
            }}
          >
            保存
          </Button>
        </Space>
      </div>
      <div style={{ padding: '12px 20px 0' }}>
        {banner}
        {!signedIn && (
          <Alert type="warning" showIcon title="保存审批需要先登录，请登录后再保存" style={{ marginTop: 8 }} />
        )}
        {saver.failure !== null && (
          <Alert
            type="error"
            showIcon
            title="创建或编辑审批失败"
            description={saver.failure || undefined}
            style={{ marginTop: 8 }}
            closable
          />
        )}
        {saver.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 8 }}
            title="保存前请先处理以下问题"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {saver.problems.map((p) => (
                  <li key={p.message}>{p.message}</li>
                ))}
              </ul>
            }
          />
        )}
      </div>
      <div style={{ flex: 1, padding: 20 }}>
        {step === 0 && (
          <BasicInfoStep
            attempted={attempted}
            nameError={saver.nameError}
            onNameEdit={saver.clearNameError}
            onNameBlur={(name) => void saver.checkName(name)}
            enterpriseAdmins={enterpriseAdmins}
          />
        )}
        {step === 1 && <FormDesignStep />}
        {step === 2 && <ProcessStep attempted={attempted} />}
      </div>
      <StepNav
        step={step}
        count={DESIGNER_STEPS.length}
        onStep={setStep}
        saving={saver.saving}
        canSave={signedIn}
        onSave={() => {
          setAttempted(true);
          void saver.save();
        }}
      />
    </div>
  );
}
