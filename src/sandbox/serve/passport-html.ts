import type { AccountRow } from '../core-tables';

// The provider stand-in's pages as plain HTML (the browser sandbox draws them with React,
// passport/passport-page.tsx): the same accounts, the same buttons and names, no script.

/** The ctx values a platform may open the console with (platform-shell §2.2), as the browser page offers. */
export const CTX_VALUES = ['ai', 'intelligent_knowledge', 'intelligentScene', 'pcPersonal', 'organization'];

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(body: string) {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证（沙箱）</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:48px auto;padding:16px;color:#1f1f1f}
.row{display:flex;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid #f0f0f0}.row div{flex:1}
button{background:#1677ff;color:#fff;border:0;border-radius:6px;padding:6px 15px;cursor:pointer}
.tag{border:1px solid #d9d9d9;border-radius:4px;padding:0 6px;margin-right:8px;font-size:12px}
.warn{background:#fffbe6;border:1px solid #ffe58f;padding:8px 12px;border-radius:8px}
fieldset{border:1px solid #f0f0f0;border-radius:8px;margin-top:24px}a.button{background:#1677ff;color:#fff;padding:6px 15px;border-radius:6px;text-decoration:none}</style>
</head><body><h1>统一身份认证（沙箱）</h1>
<p>这是沙箱环境中代替真实登录服务的页面，列出了种子账号。</p>
${body}</body></html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The login page: one form per account (its button named 以{username}登录), then the other platforms' entries. */
export function loginPage(o: {
  accounts: AccountRow[];
  withEnterprise: AccountRow[];
  callback: string;
  expired: boolean;
}) {
  const rows = o.accounts
    .map(
      (a) => `<form method="post" class="row">${hidden('callback', o.callback)}${hidden('lenovoId', a.lenovoId)}
<div><strong>${escapeHtml(`${a.username}（${a.telephone}）`)}</strong><br><span class="tag">${escapeHtml(a.lenovoId)}</span>${escapeHtml(a.note)}</div>
<button type="submit" aria-label="${escapeHtml(`以${a.username}登录`)}">登录</button></form>`,
    )
    .join('\n');
  const options = [
    ...CTX_VALUES.map((k) => `<option value="${k}"${k === 'organization' ? ' selected' : ''}>${k}</option>`),
    '<option value="none">无 ctx</option>',
  ].join('');
  const platforms = o.withEnterprise
    .map(
      (a) =>
        `<button type="submit" name="authorCodeFor" value="${escapeHtml(a.lenovoId)}">以 ${escapeHtml(a.username)} 进入</button>`,
    )
    .join(' ');
  return page(`${o.expired ? '<p class="warn" role="alert">登录已过期，请重新登录</p>' : ''}
<h2>选择账号登录</h2>
${rows}
<fieldset><legend>从其他平台进入（authorCode + ctx）</legend>
<form method="post">${hidden('callback', o.callback)}<select name="ctx" aria-label="ctx">${options}</select> ${platforms}
<button type="submit" name="thirdToken" value="1">第三方令牌进入</button></form></fieldset>`);
}

/** The logout page: the session ended (or was already over), and a way back in. */
export function logoutPage(o: { ended: boolean; account: string | null; loginHref: string }) {
  return page(`<h2>${o.ended ? '您已安全退出' : '会话已结束'}</h2>
${o.account ? `<p>账号：${escapeHtml(o.account)}</p>` : ''}
<p><a class="button" href="${escapeHtml(o.loginHref)}">重新登录</a></p>`);
}
