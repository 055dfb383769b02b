'use strict';
/**
 * The outbox in the mini program (issue 40): member fills 公开报名's form (报名表) and submits while every call fails on the
 * network: the submit is queued (待同步), kept in the mini program's storage, and the outbox page lists it. WeChat
 * then reports the network back (wx.onNetworkStatusChange): the outbox replays the submit with its key, the entry
 * leaves the queue and the page says so, and the server holds exactly one record.
 */
const { scenario, until, forwardTo } = require('../scenario.cjs');

const SUBMIT = '/api/bigtable/application/app-open/form/form-open/form-data';

scenario({ name: 'outbox-replay', signIn: ['member', '1001'] }, async ({ h, url, check, requests }) => {
  const name = `小程序离线${Date.now() % 100000}`;
  const form = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-open' }, { timeoutMs: 8000 });
  const problems = await until(form, ['姓名', '手机号', '提交']);
  const inputs = form.queryAll('.form-field__input');
  if (inputs.length < 2) problems.push(`inputs: ${inputs.length}`);
  else {
    await form.fire(inputs[0], 'input', { value: name, cursor: name.length });
    await form.fire(inputs[1], 'input', { value: '13800003333', cursor: 11 });
  }
  // The connection drops: every call fails as wx.request does without a network.
  h.setRequestResponder(null);
  await form.tapText('提交');
  const queued = () => (h.storage.get('wareOutbox') || []).length === 1;
  for (let i = 0; i < 60 && !queued(); i++) await form.settle();
  const [entry] = h.storage.get('wareOutbox') || [];
  if (!entry || entry.state !== 'pending' || entry.call.data.requestId === undefined) problems.push(`not queued: ${JSON.stringify(entry)}`);
  if (!form.navigations.some((n) => n.type === 'reLaunch' && (n.url || '').includes('pages/home/home'))) problems.push(`not back home: ${JSON.stringify(form.navigations)}`);
  check('pagesB/view/search/formInfo (submit without a network: queued, 待同步, back to the home)', form, problems);
  form.unload();

  h.setNetwork(false);
  const outbox = await h.renderPage('pagesB/view/outbox', {}, { timeoutMs: 8000 });
  check('pagesB/view/outbox (the queued submit listed)', outbox, await until(outbox, ['提交 · 报名表', '待同步', '复制内容', '编辑', '放弃']));

  // The network is back, and WeChat says so: the outbox replays on its own.
  h.setRequestResponder(forwardTo(url, requests));
  h.setNetwork(true);
  const replayed = await until(outbox, ['没有待同步的内容']);
  if ((h.storage.get('wareOutbox') || []).length !== 0) replayed.push(`still queued: ${JSON.stringify(h.storage.get('wareOutbox'))}`);
  const submits = requests.filter((r) => r.url.pathname === SUBMIT);
  if (submits.length !== 1 || !entry || submits[0].data.requestId !== entry.call.data.requestId) {
    replayed.push(`submits reaching the server: ${JSON.stringify(submits.map((s) => s.data))}`);
  }
  const found = await fetch(`${url}${SUBMIT}/search`, {
    method: 'POST',
    headers: { authorization: h.storage.get('token'), 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: name, page: 1, size: 10 }),
  }).then((res) => res.json());
  if (found.code !== 0 || found.data.totalElements !== 1) replayed.push(`records: ${JSON.stringify(found)}`);
  check('pagesB/view/outbox (network back: replayed once, the queue empty, one record)', outbox, replayed);
  outbox.unload();
});
