import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { recordBodies } from '../../features/support/requests';
import { signInAs } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { herCover } from '../../sandbox/scope-fixtures';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import { DepartmentNames } from '@/components/department-names';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { PeopleTagsField, type PersonTag } from '@/components/directory/people-tags-field';
import { loadRef } from '@/components/directory/ref-batcher';
import { configureSession } from '@/lib/http/session-hooks';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { setDelay } from '@/sandbox/faults';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { deletedDepartments, deletedStaff } from '@/sandbox/lifecycle/tombstones';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';

// References shown by name and state (docs/product.md Part D §3): 已离职 / 已删除 beside the name,
// 未知人员 / 未知部门 when unresolvable, never a raw id; every reference rendered together resolved
// in one call.
const E = MAIN_ENTERPRISE;
const RESOLVE = '/directory/resolve';
const active = () => staffOf(E).filter((p) => p.status === '');
const departed = () => staffOf(E).find((p) => p.status === 'departure')!;

/** A person deleted from the enterprise: only the tombstone remains. */
function deletedPerson() {
  deletedStaff().push({
    id: 'u-gone-1',
    enterpriseNumber: E,
    lenovoId: '39990001',
    name: '赵已删',
    deletedAt: '2026-03-01 10:00:00',
  });
  return { id: 'u-gone-1', lenovoId: '39990001', name: '赵已删' };
}

function deletedDepartment() {
  deletedDepartments().push({
    id: 'd-gone-1',
    enterpriseNumber: E,
    departName: '旧市场部',
    parentDepartId: departmentsOf(E)[0].id,
    deletedAt: '2026-03-01 10:00:00',
  });
  return 'd-gone-1';
}

const cells = (children: ReactNode[]) => (
  <QueryClientProvider client={queryClient}>
    <table>
      <tbody>
        {children.map((c, i) => (
          <tr key={i}>
            <td>{c}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </QueryClientProvider>
);

const withClient = (node: ReactNode) => <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>;

beforeAll(() =>
  configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
);
beforeEach(() => signInAs());

describe('PersonRef and DepartmentRef', () => {
  it('show the name, with 已离职 / 已删除 as part of the accessible name, and 未知人员 / 未知部门, never the id', async () => {
    const [a] = active();
    const d = departed();
    const gone = deletedPerson();
    const other = staffOf(SECOND_ENTERPRISE).find((p) => !staffOf(E).some((m) => m.lenovoId === p.lenovoId))!;
    const depart = departmentsOf(E)[2];
    const { container } = render(
      cells([
        <PersonRef lenovoId={a.lenovoId} />,
        <PersonRef userId={d.id} />,
        <PersonRef lenovoId={gone.lenovoId} name="旧名字" />,
        <PersonRef lenovoId={other.lenovoId} name={other.name} />,
        <DepartmentRef id={depart.id} />,
        <DepartmentRef id={deletedDepartment()} />,
        <DepartmentRef id="d-never" />,
      ]),
    );
    expect(await screen.findByRole('cell', { name: a.name })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: `${d.name} 已离职` })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '赵已删 已删除' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '未知人员' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: depart.departName })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '旧市场部 已删除' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '未知部门' })).toBeInTheDocument();
    for (const id of [a.lenovoId, d.id, gone.lenovoId, other.lenovoId, depart.id, 'd-gone-1', 'd-never'])
      expect(container.textContent).not.toContain(id);
  });

  it('to a scoped administrator, show someone or some department outside her 管理范围 as such, never the name', async () => {
    signInAs(SCOPED_ADMIN);
    const cover = herCover();
    const them = staffOf(E).find((p) => p.status === '' && !cover.staffIds.has(p.id))!;
    const hers = staffOf(E).find((p) => p.status === '' && cover.staffIds.has(p.id))!;
    const theirs = departmentsOf(E).find((d) => !cover.departments.has(d.id) && d.parentDepartId !== '0')!;
    const { container } = render(
      cells([
        <PersonRef lenovoId={them.lenovoId} name={them.name} />,
        <PersonRef userId={hers.id} />,
        <DepartmentRef id={theirs.id} />,
      ]),
    );
    expect(await screen.findByRole('cell', { name: '管理范围外人员' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: hers.name })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '管理范围外部门' })).toBeInTheDocument();
    for (const text of [them.name, them.lenovoId, theirs.departName, theirs.id])
      expect(container.textContent).not.toContain(text);
  });

  it('while resolving show the name given, else a placeholder, never the id', async () => {
    setDelay(300);
    const d = departed();
    const { container } = render(
      cells([<PersonRef lenovoId={d.lenovoId} name="存储的名字" />, <DepartmentRef id={departmentsOf(E)[1].id} />]),
    );
    expect(screen.getByRole('cell', { name: '存储的名字' })).toBeInTheDocument();
    expect(container.textContent).not.toContain(d.lenovoId);
    expect(container.textContent).not.toContain(departmentsOf(E)[1].id);
    expect(await screen.findByRole('cell', { name: `${d.name} 已离职` }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('resolves every reference rendered together in one call, and asks nothing for references already known', async () => {
    const bodies = recordBodies();
    const people = active().slice(0, 30);
    const departs = departmentsOf(E).slice(0, 5);
    const refs = [
      ...people.slice(0, 20).map((p) => <PersonRef lenovoId={p.lenovoId} />),
      ...people.slice(20).map((p) => <PersonRef userId={p.id} />),
      ...departs.map((d) => <DepartmentRef id={d.id} />),
      <PersonRef lenovoId={people[0].lenovoId} />,
    ];
    const view = render(cells(refs));
    await screen.findByText(departs[4].departName);
    await screen.findAllByText(people[29].name);
    expect(bodies(RESOLVE)).toEqual([
      {
        lenovoIds: people.slice(0, 20).map((p) => p.lenovoId),
        userIds: people.slice(20).map((p) => p.id),
        departIds: departs.map((d) => d.id),
      },
    ]);
    view.unmount();
    render(cells(people.slice(0, 10).map((p) => <PersonRef lenovoId={p.lenovoId} />)));
    await screen.findAllByText(people[9].name);
    expect(bodies(RESOLVE)).toHaveLength(1);
  });

  it('splits a batch beyond 500 ids of a kind into calls of at most 500', async () => {
    const bodies = recordBodies();
    const ids = Array.from({ length: 1201 }, (_v, i) => `3${String(i).padStart(7, '0')}`);
    const answers = await Promise.all([
      ...ids.map((id) => loadRef('lenovoIds', id)),
      loadRef('departIds', departmentsOf(E)[0].id),
    ]);
    expect(answers.slice(0, -1).every((p) => p.state === 'unknown')).toBe(true);
    expect(answers.at(-1)).toMatchObject({ state: 'active', name: departmentsOf(E)[0].departName });
    await waitFor(() => expect(bodies(RESOLVE)).toHaveLength(3));
    expect(bodies(RESOLVE).map((b) => (b.lenovoIds as string[]).length)).toEqual([500, 500, 201]);
    expect(bodies(RESOLVE).map((b) => b.departIds)).toEqual([[departmentsOf(E)[0].id], undefined, undefined]);
  });
});

describe('the shared fields', () => {
  it('PeopleTagsField marks a person who left since, and keeps the tag removable', async () => {
    const [a] = active();
    const d = departed();
    const gone = deletedPerson();
    const onChange = vi.fn();
    const value: PersonTag[] = [
      { lenovoId: a.lenovoId, name: a.name },
      { lenovoId: d.lenovoId, name: d.name },
      { lenovoId: gone.lenovoId, name: gone.name },
    ];
    render(withClient(<PeopleTagsField value={value} onChange={onChange} pickerTitle="选择人员" />));
    await screen.findByText('已离职');
    expect(screen.getByText('已删除')).toBeInTheDocument();
    const tag = screen.getByLabelText(`移除${d.name}`).closest('.ant-tag') as HTMLElement;
    expect(tag.textContent).toContain(`${d.name} 已离职`);
    await userEvent.click(screen.getByLabelText(`移除${d.name}`));
    expect(onChange).toHaveBeenLastCalledWith([value[0], value[2]]);
  });

  it('DepartmentPicker names a value no longer in the tree: 「名称（已删除）」 or 未知部门, never its id', async () => {
    const depart = departmentsOf(E)[3];
    const goneId = deletedDepartment();
    const { container } = render(
      withClient(
        <DepartmentPicker multiple aria-label="部门" value={[depart.id, goneId, 'd-never']} onChange={() => {}} />,
      ),
    );
    expect(await within(container).findByText('旧市场部（已删除）')).toBeInTheDocument();
    expect(within(container).getByText('未知部门')).toBeInTheDocument();
    expect(within(container).getByText(depart.departName)).toBeInTheDocument();
    expect(container.textContent).not.toContain(goneId);
    expect(container.textContent).not.toContain('d-never');
  });

  it('DepartmentPicker (one value) names a deleted department the same way', async () => {
    const goneId = deletedDepartment();
    const { container } = render(withClient(<DepartmentPicker aria-label="部门" value={goneId} onChange={() => {}} />));
    expect(await within(container).findByText('旧市场部（已删除）')).toBeInTheDocument();
    expect(container.textContent).not.toContain(goneId);
  });

  it('DepartmentNames names what the list could not (a deleted department), takes ids, and keeps its 2-names rule', async () => {
    const [d1, d2, d3] = departmentsOf(E).slice(1, 4);
    const goneId = deletedDepartment();
    render(
      cells([
        <DepartmentNames
          list={[
            { id: goneId, departName: '' },
            { id: d1.id, departName: d1.departName },
          ]}
        />,
        <DepartmentNames ids={[d2.id, 'd-never']} />,
        <DepartmentNames ids={[d1.id, d2.id, d3.id]} />,
        <DepartmentNames list={[]} />,
      ]),
    );
    expect(await screen.findByRole('cell', { name: `旧市场部（已删除）、${d1.departName}` })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: `${d2.departName}、未知部门` })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: `${d1.departName}、${d2.departName}…` })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-' })).toBeInTheDocument();
  });
});
