import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Space, Spin, Steps, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { MemberPicker } from '@/components/directory/member-picker';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useLeaveGuard } from '@/lib/hooks/use-leave-guard';
import { toastError, toastSuccess } from '@/lib/feedback/toast';
import { departRefusal } from '@/lib/org/depart-refusal';
import { useSession } from '@/stores/session';
import { useCeo, useDepartWithHandover, useHoldings } from '../api/queries';
import { HoldingsTable } from '../components/holdings-table';
import { ReceiversStep } from '../components/receivers-step';
import { handoverBody, missing, planRows, summary, type Receivers } from '../handover-plan';

interface Leaver {
  id: string;
  name: string;
  lenovoId?: string;
}

const STEPS = ['选择离职员工', '待交接事项', '指定交接人', '确认离职'];
const stay = () => undefined;

/** Leavers named in the address (?id=…&name=…&lenovoId=…, repeated for a batch from the staff list). */
function fixedLeavers(params: URLSearchParams): Leaver[] {
  const names = params.getAll('name');
  const lenovoIds = params.getAll('lenovoId');
  return params.getAll('id').map((id, i) => ({ id, name: names[i] ?? '', lenovoId: lenovoIds[i] || undefined }));
}

/** /home/organization/leave_person: the departure handover wizard for one or several members —
 *  who leaves, what they hold, who receives each kind, then one call for everything. */
export default function LeavePersonPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [fixed] = useState(() => fixedLeavers(params));
  const [leavers, setLeavers] = useState<Leaver[]>(fixed);
  const [step, setStep] = useState(0);
  const [receivers, setReceivers] = useState<Receivers>({});
  const [picking, setPicking] = useState(false);
  const [gaps, setGaps] = useState<string[]>([]);
  const myLenovoId = useSession((s) => s.userInfo?.lenovoId);
  const ceo = useCeo();
  const ids = leavers.map((l) => l.id);
  const holdings = useHoldings(ids, step > 0);
  const rows = planRows(holdings.data ?? [], receivers);
  // receivers chosen and not yet submitted: leaving asks first
  const done = useRef(false);
  const dirty = Object.keys(receivers).length > 0;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useLeaveGuard({
    dirty,
    isDirty: () => dirtyRef.current && !done.current,
    onLeave: stay,
    text: '已指定的交接人尚未提交，确定离开吗？',
  });
  const run = useDepartWithHandover({
    before: () => {
      done.current = true;
      toastSuccess('已办理离职');
    },
    after: () => navigate('/home/organization/leave_tables'),
  });
  const submit = useSubmitOnce();
  const finish = submit.guard(() => run.mutateAsync({ ids, handovers: handoverBody(rows) }));

  const next = () => {
    if (step === 0) {
      // oneself and the enterprise head are refused here, before any call (the server refuses them too)
      const refusal = departRefusal(leavers, myLenovoId, ceo.data?.id);
      if (refusal) return toastError(refusal);
    }
    if (step === 2) {
      // nothing is left without an owner
      const left = missing(rows);
      setGaps(left);
      if (left.length) return;
    }
    setStep(step + 1);
  };
  const chooseLeavers = (list: Leaver[]) => {
    setLeavers(list);
    // a leaver cannot receive anything
    const out = new Set(list.map((l) => l.id));
    setReceivers(Object.fromEntries(Object.entries(receivers).filter(([, r]) => r && !out.has(r.id))));
    setPicking(false);
  };
  const waiting = step > 0 && step < 3 && (holdings.isPending || holdings.isError);

  return (
    <PageFrame toolbar={<Button onClick={() => navigate(-1)}>返回</Button>}>
      <Card variant="borderless" style={{ maxWidth: 880 }}>
        <Steps size="small" current={step} items={STEPS.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
        {step === 0 && (
          <Form layout="vertical">
            <Form.Item label="离职员工" required>
              <Space wrap>
                {leavers.map((l) => (
                  <Tag
                    key={l.id}
                    closable={!fixed.length}
                    onClose={() => chooseLeavers(leavers.filter((x) => x.id !== l.id))}
                  >
                    {l.name}
                  </Tag>
                ))}
                {!fixed.length && (
                  <Button size="small" onClick={() => setPicking(true)}>
                    选择员工
                  </Button>
                )}
              </Space>
            </Form.Item>
          </Form>
        )}
        {waiting &&
          (holdings.isError ? (
            <Alert
              type="error"
              showIcon
              title="获取待交接事项失败"
              action={
                <Button size="small" onClick={() => void holdings.refetch()}>
                  重试
                </Button>
              }
            />
          ) : (
            <Spin description="正在获取待交接事项…">
              <div style={{ minHeight: 80 }} />
            </Spin>
          ))}
        {step === 1 && holdings.data && <HoldingsTable holdings={holdings.data} />}
        {step === 2 && holdings.data && (
          <ReceiversStep
            rows={rows}
            leaverIds={new Set(ids)}
            receivers={receivers}
            onChange={(r) => {
              setReceivers(r);
              setGaps([]);
            }}
          />
        )}
        {step === 2 && gaps.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title="以下事项尚未指定交接人，不能继续"
            description={gaps.join('；')}
          />
        )}
        {step === 3 && (
          <Card size="small" title="将办理以下离职与交接">
            <ul aria-label="离职与交接" style={{ margin: 0, paddingInlineStart: 20 }}>
              {leavers.map((l) => (
                <li key={l.id}>{summary(l, rows)}</li>
              ))}
            </ul>
          </Card>
        )}
        <Space style={{ marginTop: 24 }}>
          {step > 0 && (
            <Button
              disabled={submit.pending}
              onClick={() => {
                setGaps([]);
                setStep(step - 1);
              }}
            >
              上一步
            </Button>
          )}
          {step < 3 ? (
            <Button type="primary" disabled={!leavers.length || waiting} onClick={next}>
              下一步
            </Button>
          ) : (
            <Button type="primary" loading={submit.pending} onClick={() => void finish()}>
              确认离职
            </Button>
          )}
        </Space>
      </Card>
      <MemberPicker
        open={picking}
        title="选择离职员工"
        initial={[]}
        onCancel={() => setPicking(false)}
        onOk={(list) => chooseLeavers(list.map((m) => ({ id: m.id, name: m.name, lenovoId: m.lenovoId })))}
      />
    </PageFrame>
  );
}
