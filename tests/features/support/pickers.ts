import { screen, within } from '@testing-library/react';
import { fill, type fastUser } from '../fill';
import { LONG } from './dom';

type User = ReturnType<typeof fastUser>;

/** Chooses `name` in a department picker (antd TreeSelect) labelled `label` inside `root`. */
export async function chooseDepartment(user: User, root: HTMLElement, label: string, name: string) {
  const picker = within(root).getByLabelText(label);
  await user.click(picker);
  await user.type(picker, name);
  const options = await screen.findAllByText(
    name,
    { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
    LONG,
  );
  await user.click(options[options.length - 1]);
}

/** Ticks a person in the open member picker (searched by `search`, e.g. a phone number). */
export async function tickMember(user: User, picker: HTMLElement, person: { name: string }, search: string) {
  await fill(user, within(picker).getByLabelText('搜索成员'), search);
  await user.click(await within(picker).findByLabelText(new RegExp(`^${person.name} `), {}, LONG));
}
