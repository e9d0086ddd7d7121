import { route, type AuthedInput } from '../route';
import { Reject } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, nowStamp, staffOf } from '../org-tables';
import { listNames } from '../changelog';
import { aiNote, assistantRows, type AssistantRow } from '../ai-tables';
import { oneOf, text } from '../validate/input';
import { scopeNames, visibleScope } from '../validate/assistant-scope';
import { hiddenScopeCounts, holdsUnseen } from '../validate/ai-skills-scope';
import { seenBy } from '../scope/unseen';
import { departNamesOf } from '../validate/ai-skills-scope';
import { isUpload } from '../xlsx';
import type { Assistant, AssistantFields } from '@/features/ai-assistant/api/types';

// The enterprise AI assistant (docs/assumed-contract.md "AI assistant area"): one per
// enterprise; save creates it the first time and updates it afterwards, so two saves never make two.
const E = '/enterprise-server';
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png'];
const AVATAR_URL_MAX = 4 * 1024 * 1024;

const mine = (e: string) => assistantRows().find((a) => a.enterpriseNumber === e);

function view(row: AssistantRow): Assistant {
  const { enterpriseNumber, ...rest } = row;
  return { ...rest, departNames: departNamesOf(enterpriseNumber, row.departIds), ...hiddenScopeCounts(row) };
}

/** `keepsUnseen`: the saved scope holds some outside a scoped administrator's 管理范围 (kept by the
 *  server), so her part may be empty. */
function fields(body: Record<string, unknown>, e: string, keepsUnseen: boolean): AssistantFields {
  const avatar = text(body, 'avatar', { label: '助理头像', max: AVATAR_URL_MAX });
  if (avatar && !/^(data:image\/|https?:\/\/|blob:)/.test(avatar)) throw new Reject(400, '助理头像地址不正确');
  return {
    name: text(body, 'name', { label: '助理名称', max: 20, required: true }),
    avatar,
    greeting: text(body, 'greeting', { label: '欢迎语', max: 200, required: true }),
    description: text(body, 'description', { label: '助理介绍', max: 500 }),
    answerStyle: oneOf(body.answerStyle, ['concise', 'balanced', 'detailed'] as const, 'answerStyle', 'balanced'),
    ...visibleScope(body, e, keepsUnseen),
  };
}

const updaterOf = (input: AuthedInput, e: string) =>
  staffOf(e).find((p) => p.lenovoId === input.account.lenovoId)?.name ?? input.account.username;

/** Base64 of the bytes, in chunks (a 2 MB image is too many arguments for one fromCharCode call). */
function base64(bytes: Uint8Array) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(out);
}

const aiAssistantHandlers = [
  route('get', E, '/ai/assistant/detail', (input) => {
    const row = mine(enterpriseNumberOf(input));
    return row ? view(row) : null;
  }),

  route(
    'post',
    E,
    '/ai/assistant/save',
    (input) => {
      const e = enterpriseNumberOf(input);
      const existing = mine(e);
      const values = fields(input.body, e, holdsUnseen(existing, seenBy(e, input.account.lenovoId)));
      const id = input.body.id;
      if (id !== undefined && id !== null && id !== '' && String(id) !== existing?.id)
        throw new Reject(404, 'AI助理不存在或已被删除');
      const stamp = nowStamp();
      const updaterName = updaterOf(input, e);
      if (existing) {
        Object.assign(existing, values, { updateTime: stamp, updaterName });
        return view(existing);
      }
      const row: AssistantRow = {
        id: newId('assistant-'),
        enterpriseNumber: e,
        ...values,
        createTime: stamp,
        updateTime: stamp,
        updaterName,
      };
      assistantRows().push(row);
      return view(row);
    },
    {
      log: (input, result) => {
        const a = result as Assistant;
        const who = scopeNames(a, enterpriseNumberOf(input));
        return aiNote(`设置企业AI助理 ${a.name}（可用范围：${listNames(who, '项')}）`, {
          people: a.users.map((u) => u.name),
          objects: [a.name, ...a.departNames],
        });
      },
    },
  ),

  route('post', E, '/ai/assistant/avatar', async (input) => {
    enterpriseNumberOf(input);
    const file = input.body.file;
    if (!isUpload(file)) throw new Reject(400, '请选择要上传的头像');
    const name = text(input.body, 'fileName', { label: '文件名', max: 200 }) || ((file as Partial<File>).name ?? '');
    // the declared type when there is one, the name's extension for an untyped part
    const untyped = !file.type || file.type === 'application/octet-stream';
    if (!AVATAR_TYPES.includes(file.type) && !(untyped && /\.(jpe?g|png)$/i.test(name)))
      throw new Reject(400, '头像仅支持JPG、PNG格式');
    if (file.size === 0) throw new Reject(400, '头像文件为空');
    if (file.size > AVATAR_MAX_BYTES) throw new Reject(400, '头像大小不能超过2MB');
    const type = AVATAR_TYPES.includes(file.type) ? file.type : /\.png$/i.test(name) ? 'image/png' : 'image/jpeg';
    return `data:${type};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
  }),
];

export default aiAssistantHandlers;
