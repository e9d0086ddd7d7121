import { useState } from 'react';
import { Alert, Button, Card, Form, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastError, toastSuccess } from '@/lib/feedback/toast';
import { departRefusal } from '@/lib/org/depart-refusal';
import { useSession } from '@/stores/session';
import { departMembers, departWithTransfer, findCeo } from '../api/departure-api';

/** /home/organization/leave_person: depart one member (with an optional hand-over of their work)
 *  or several members at once. */
export default function LeavePersonPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const fixed = params.get('id') ? { id: params.get('id')!, name: params.get('name') ?? '', lenovoId: params.get('lenovoId') ?? undefined } : null;
  const [leavers, setLeavers] = useState<Array<{ id: string; name: string; lenovoId?: string }>>(fixed ? [fixed] : []);
  const myLenovoId = useSession((s) => s.userInfo?.lenovoId);
  const ceo = useQuery({ queryKey: ['departure', 'ceo'], queryFn: ({ signal }) => findCeo(signal) });
  const [transfer, setTransfer] = useState<Member | null>(null);
  const [picking, setPicking] = useState<'leavers' | 'transfer' | null>(null);
  const single = leavers.length === 1;
  const run = useMutation({
    mutationFn: () => (single ? departWithTransfer(leavers[0].id, transfer?.id) : departMembers(leavers.map((l) => l.id))),
    onSuccess: async () => {
      toastSuccess('已办理离职');
      await Promise.all([client.invalidateQueries({ queryKey: ['org'] }), client.invalidateQueries({ queryKey: ['departure'] }), client.invalidateQueries({ queryKey: ['directory'] })]);
      navigate('/home/organization/leave_tables');
    },
  });
  const submitOnce = useSubmitOnce();
  const submit = submitOnce.guard(async () => {
    // oneself and the enterprise head are refused here, before any call (the server refuses them too)
    const refusal = departRefusal(leavers, myLenovoId, ceo.data?.id);
    if (refusal) return toastError(refusal);
    const who = leavers.map((l) => l.name).join('、');
    const hand = single && transfer ? `，其工作将交接给${transfer.name}` : '';
    if (await confirmAction({ content: `确定为${who}办理离职吗${hand}？` })) await run.mutateAsync();
  });
  return (
    <PageFrame heading="办理离职" toolbar={<Button onClick={() => navigate(-1)}>返回</Button>}>
      <Card variant="borderless" style={{ maxWidth: 720 }}>
        <Form layout="vertical">
          <Form.Item label="离职员工" required>
            <Space wrap>
              {leavers.map((l) => <Tag key={l.id} closable={!fixed} onClose={() => setLeavers(leavers.filter((x) => x.id !== l.id))}>{l.name}</Tag>)}
              {!fixed && <Button size="small" onClick={() => setPicking('leavers')}>选择员工</Button>}
            </Space>
          </Form.Item>
          {single ? (
            <Form.Item label="工作交接人（选填）" extra="交接人将接管其群聊等工作">
              <Space>
                {transfer ? <Tag closable onClose={() => setTransfer(null)}>{transfer.name}</Tag> : <span style={{ color: '#666' }}>不交接</span>}
                <Button size="small" onClick={() => setPicking('transfer')}>选择交接人</Button>
              </Space>
            </Form.Item>
          ) : leavers.length > 1 && <Alert type="info" showIcon title="批量离职时不办理工作交接" style={{ marginBottom: 16 }} />}
          <Button type="primary" disabled={!leavers.length} loading={submitOnce.pending} onClick={() => void submit()}>确认离职</Button>
        </Form>
      </Card>
      <MemberPicker open={picking === 'leavers'} title="选择离职员工" initial={[]} onCancel={() => setPicking(null)}
        onOk={(list) => { setLeavers(list.map((m) => ({ id: m.id, name: m.name, lenovoId: m.lenovoId }))); setPicking(null); }} />
      <MemberPicker open={picking === 'transfer'} title="选择交接人" multiple={false} excludeIds={new Set(leavers.map((l) => l.id))} onCancel={() => setPicking(null)}
        onOk={(list) => { setTransfer(list[0] ?? null); setPicking(null); }} />
    </PageFrame>
  );
}
