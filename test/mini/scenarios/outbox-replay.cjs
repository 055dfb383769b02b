'use strict';
/**
 * The outbox in the mini program (issue 40), signed in as admin in 1001, while every call fails on the network:
 * 1. 公开报名's form (报名表) submitted: queued (待同步), kept in the mini program's storage, listed by the outbox page;
 *    WeChat reports the network back (wx.onNetworkStatusChange) and the outbox replays it once: one record.
 *    Another user's action queued on the device before is kept, never listed for admin nor replayed.
 * 2. Then, offline again, each action the outbox takes: a ticket (工单) with a photo the upload could not send (kept
 *    with wx.saveFile, shown 待上传) submitted; the claim's 财务审批 approved with an opinion; a comment on a ticket;
 *    the form's server draft. Each says 待同步 where it was taken and on the outbox page. The network back, the replay
 *    uploads the photo before the submit and never again, sends the submit and the decision again when their first
 *    answers were lost (the server takes each once), renews the token the comment found expired and goes on, and
 *    the server holds each action exactly once.
 */
const { scenario, until, forwardTo, settleWhile } = require('../scenario.cjs');

const SUBMIT = '/api/bigtable/application/app-open/form/form-open/form-data';
const TICKETS = '/api/bigtable/application/app-tickets/form/form-tickets/form-data';
const UPLOAD = '/api/storage/fileStorage/preUpload';
const COMMENT = '/api/bigtable/formDataComment/create';
const DRAFT = '/api/bigtable/application/app-open/form/form-open/draft-date';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

scenario({ name: 'outbox-replay', signIn: ['admin', '1001'] }, async ({ h, url, check, requests }) => {
  /** Calls the local server as the signed-in admin (what the server holds, as another device would read it). */
  const server = (path, body) =>
    fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: h.storage.get('token'), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then((res) => res.json());
  const admin = h.storage.get('userId');
  const kept = () => h.storage.get('wareOutbox') || [];
  /** The signed-in admin's entries in the device's outbox. */
  const outbox = () => kept().filter((e) => e.owner.userId === admin);
  // Someone else's action, queued on this device before admin signed in: never shown to admin, never replayed.
  const theirs = { key: 'member-0001', owner: { userId: '10003', tenantId: '1001' }, kind: 'submit', subject: 'form:form-open', label: '提交 · 别人的报名', call: { method: 'POST', path: SUBMIT.replace('/api', ''), data: { content: { input_name: '别人的', input_mobile: '13800001111' }, requestId: 'member-0001' } }, queuedAt: 0, state: 'pending', attempts: 0 };
  h.storage.set('wareOutbox', [theirs]);
  const sent = (path, method = 'POST') => requests.filter((r) => r.url.pathname === path && r.method === method);

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
  await settleWhile(form, () => outbox().length !== 1, 60);
  const [entry] = outbox();
  if (kept().length !== 2) problems.push(`the other user's entry is not kept beside admin's: ${JSON.stringify(kept().map((e) => e.key))}`);
  if (!entry || entry.state !== 'pending' || entry.call.data.requestId === undefined) problems.push(`not queued: ${JSON.stringify(entry)}`);
  if (!form.navigations.some((n) => n.type === 'reLaunch' && (n.url || '').includes('pages/home/home'))) problems.push(`not back home: ${JSON.stringify(form.navigations)}`);
  check('pagesB/view/search/formInfo (submit without a network: queued, 待同步, back to the home)', form, problems);
  form.unload();

  h.setNetwork(false);
  const list = await h.renderPage('pagesB/view/outbox', {}, { timeoutMs: 8000 });
  check('pagesB/view/outbox (the queued submit listed)', list, await until(list, ['提交 · 报名表', '待同步', '复制内容', '编辑', '放弃']));

  // The network is back, and WeChat says so: the outbox replays on its own.
  h.setRequestResponder(forwardTo(url, requests));
  h.setNetwork(true);
  const replayed = await until(list, ['没有待同步的内容']);
  if (outbox().length !== 0) replayed.push(`still queued: ${JSON.stringify(outbox())}`);
  const submits = sent(SUBMIT);
  if (submits.length !== 1 || !entry || submits[0].data.requestId !== entry.call.data.requestId) {
    replayed.push(`submits reaching the server: ${JSON.stringify(submits.map((s) => s.data))}`);
  }
  const found = await server(`${SUBMIT}/search`, { keyword: name, page: 1, size: 10 });
  if (found.code !== 0 || found.data.totalElements !== 1) replayed.push(`records: ${JSON.stringify(found)}`);
  check('pagesB/view/outbox (network back: replayed once, the queue empty, one record)', list, replayed);
  list.unload();

  // Each other kind of action the outbox keeps, taken on a page loaded while the network was there and then lost.
  const claimTask = (await server('/api/bigtable/task/todo?size=100')).data.content.find((t) => t.dataId === 'data-expense-1');
  // Pages load with the network there; the server draft's save never gets through until the end (it is taken on a
  // page left open while the others load, so its 3 s timer may fire during a load).
  const forwardAll = forwardTo(url, requests);
  const online = () => h.setRequestResponder((req) => (new URL(req.url).pathname === DRAFT && req.method === 'PUT' ? null : forwardAll(req)));
  const offline = () => h.setRequestResponder(null);
  /** Settles `page` until an entry of `kind` is queued; it, or a problem line. */
  const queued = async (page, kind) => {
    await settleWhile(page, () => !outbox().some((e) => e.kind === kind), 80);
    const found = outbox().find((e) => e.kind === kind);
    return found && found.state === 'pending' ? [found, []] : [found, [`no ${kind} waiting in the outbox: ${JSON.stringify(outbox().map((e) => e.label))}`]];
  };

  // A ticket with a photo: its upload cannot go, so the photo is kept on the device (待上传) and goes with the submit.
  const title = `离线工单${Date.now() % 100000}`;
  online();
  const ticket = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-tickets' }, { timeoutMs: 8000 });
  const ticketProblems = await until(ticket, ['工单标题', '现场照片', '添加图片', '提交']);
  offline();
  await ticket.fire(ticket.queryAll('.form-field__input')[0], 'input', { value: title, cursor: title.length });
  h.deviceFiles.picks.push(['wxfile://tmp/site.png', PNG]);
  await ticket.tapText('添加图片');
  ticketProblems.push(...(await until(ticket, ['待上传'])));
  if (h.deviceFiles.saved.size !== 1) ticketProblems.push(`the photo is not saved on the device: ${[...h.deviceFiles.saved.keys()]}`);
  await ticket.tapText('提交');
  const [submitted, notSubmitted] = await queued(ticket, 'submit');
  ticketProblems.push(...notSubmitted);
  // A submit with a kept file is tried at once (uploads first): wait until that try met no network, before the next
  // page loads with the network there.
  const uploadTries = () => ticket.requests.filter((r) => r.api === 'uploadFile').length;
  await settleWhile(ticket, () => uploadTries() < 2, 80);
  await ticket.settle();
  if (uploadTries() !== 2) ticketProblems.push(`upload tries while offline: ${uploadTries()}, not 2 (when chosen, when submitted)`);
  if (submitted && (submitted.files || []).length !== 1) ticketProblems.push(`the ticket is queued without its photo: ${JSON.stringify(submitted)}`);
  check('pagesB/view/search/formInfo?appId=app-tickets (a photo the upload could not send kept, 待上传; the submit queued)', ticket, ticketProblems);
  ticket.unload();

  // The form typed in again: its server draft, saved 3 s after the last key, waits too. The page stays open while
  // the decision and the comment are taken on theirs, so the app's timer runs meanwhile.
  const draftName = `离线草稿${Date.now() % 1000}`;
  online();
  const again = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-open' }, { timeoutMs: 8000 });
  const draftProblems = await until(again, ['姓名', '提交']);
  offline();
  await again.fire(again.queryAll('.form-field__input')[0], 'input', { value: draftName, cursor: draftName.length });

  // The claim approved with an opinion: the page stays and says the decision waits.
  const opinion = `离线同意${Date.now() % 1000}`;
  online();
  const task = await h.renderPage('pagesB/toDoList/task', { taskId: claimTask ? claimTask.id : 'none' }, { timeoutMs: 8000 });
  const taskProblems = await until(task, ['审批意见', '同意', '驳回', '财务审批（当前）']);
  offline();
  await task.fire('.task__opinion', 'input', { value: opinion, cursor: opinion.length });
  await task.tap('.task__bar .nut-button-primary');
  const [decision, notDecided] = await queued(task, 'decide');
  taskProblems.push(...notDecided, ...(await until(task, ['同意 · 费用报销审批 · 待同步', `审批意见：${opinion}`])));
  if (decision && decision.call.data.comment !== opinion) taskProblems.push(`the decision is queued without its opinion: ${JSON.stringify(decision)}`);
  check('pagesB/toDoList/task (同意 with an opinion without a network: queued, 待同步 on the task)', task, taskProblems);
  task.unload();

  // A comment on a ticket: shown under the comments as waiting.
  const words = `离线评论${Date.now() % 1000}`;
  online();
  const detail = await h.renderPage('pagesB/view/detail', { appId: 'app-tickets', formId: 'form-tickets', dataId: 'data-tickets-1' }, { timeoutMs: 8000 });
  const commentProblems = await until(detail, ['TICKETS-2026-0001', '评论', '发送']);
  offline();
  await detail.fire('.records__comment-form .nut-input-native', 'input', { value: words, cursor: words.length });
  await detail.tapText('发送');
  commentProblems.push(...(await queued(detail, 'comment'))[1], ...(await until(detail, [`评论 · ${words} · 待同步`])));
  check('pagesB/view/detail (a comment without a network: queued, 待同步 under the comments)', detail, commentProblems);
  detail.unload();

  // Real time passes while the app's timer runs: the draft page is quiet.
  for (let i = 0; i < 80 && !outbox().some((e) => e.kind === 'draft'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const [draftEntry, notDrafted] = await queued(again, 'draft');
  draftProblems.push(...notDrafted);
  if (draftEntry && draftEntry.call.data.content.input_name !== draftName) draftProblems.push(`the draft is queued without what was typed: ${JSON.stringify(draftEntry)}`);
  check('pagesB/view/search/formInfo (the server draft without a network: queued)', again, draftProblems);
  again.unload();

  h.setNetwork(false);
  const waiting = await h.renderPage('pagesB/view/outbox', {}, { timeoutMs: 8000 });
  check(
    'pagesB/view/outbox (the ticket with its photo 待上传, the decision, the comment and the draft listed)',
    waiting,
    await until(waiting, ['提交 · 工单', '附件 site.png · 待上传', '同意 · 费用报销审批', `评论 · ${words}`, '草稿 · 报名表']),
  );

  // The network back. The first answers to the ticket's submit and to the decision are lost on the way (the server
  // took them): the replay stops at each, and goes on the next time WeChat says the network is back, sending the call
  // again with its key, the photo (recorded as uploaded) not again. The comment finds the token expired: it is
  // renewed silently (the account login's refresh credential) and the comment sent again.
  const forward = forwardTo(url, requests);
  const LOSE = [TICKETS, /task\/[^/]+\/complete$/];
  const lost = new Set();
  const tokenBefore = h.storage.get('token');
  let expired = 0;
  h.setRequestResponder(async (req) => {
    const path = new URL(req.url).pathname;
    if (path === COMMENT && !expired++) return { statusCode: 401, data: { code: 401, message: 'token expired', data: null } };
    const answer = await forward(req);
    const lose = LOSE.find((p) => (typeof p === 'string' ? p === path : p.test(path)));
    if (!lose || lost.has(lose)) return answer;
    lost.add(lose);
    return null;
  });
  for (let round = 0; round < 4 && outbox().length; round++) {
    const sentBefore = requests.length;
    h.setNetwork(true);
    // Until this replay stops: something was sent and the page has been quiet since.
    await settleWhile(waiting, () => requests.length === sentBefore, 80);
    await waiting.settle();
    h.setNetwork(false);
  }
  h.setNetwork(true);
  const drained = await until(waiting, ['没有待同步的内容']);
  if (outbox().length !== 0) drained.push(`still queued: ${JSON.stringify(outbox())}`);
  if (lost.size !== 2) drained.push(`answers lost: ${lost.size}, not 2`);
  if (expired !== 2 || h.storage.get('token') === tokenBefore || sent('/api/auth/token/refresh').length !== 1) drained.push(`the expired token: ${expired} comment sends, renewed ${sent('/api/auth/token/refresh').length} time(s)`);
  // The other user's action: still on the device, never sent, never listed.
  if (kept().length !== 1 || kept()[0].key !== theirs.key) drained.push(`the other user's entry: ${JSON.stringify(kept())}`);
  if (requests.some((r) => r.data && r.data.requestId === theirs.key)) drained.push("the other user's action was replayed");

  // The photo: uploaded once, before the submit, which names the stored file; the device's copy deleted.
  const uploads = requests.filter((r) => r.url.pathname === UPLOAD);
  const ticketSubmits = sent(TICKETS);
  if (uploads.length !== 1) drained.push(`uploads: ${uploads.length}`);
  if (ticketSubmits.length !== 2 || ticketSubmits[0].data.requestId !== ticketSubmits[1].data.requestId || requests.indexOf(uploads[0]) > requests.indexOf(ticketSubmits[0])) {
    drained.push(`ticket submits: ${ticketSubmits.length}, the same key twice after the upload`);
  }
  const tickets = await server(`${TICKETS}/search`, { keyword: title, page: 1, size: 10 });
  const photos = tickets.code === 0 && tickets.data.totalElements === 1 ? tickets.data.content[0].content.uploadImg_photos : null;
  if (!photos || photos.length !== 1 || photos[0].fileId.startsWith('outbox:')) drained.push(`the ticket on the server: ${JSON.stringify(tickets.data)}`);
  if (h.deviceFiles.saved.size !== 0) drained.push(`the photo's copy is still on the device: ${[...h.deviceFiles.saved.keys()]}`);
  // The decision: sent twice with one key, taken once (a second taking would be refused: the queue would not drain).
  const decisions = requests.filter((r) => /task\/[^/]+\/complete$/.test(r.url.pathname));
  if (decisions.length !== 2 || decisions[0].data.requestId !== decisions[1].data.requestId) drained.push(`decisions: ${JSON.stringify(decisions.map((d) => d.data))}`);
  const todo = await server('/api/bigtable/task/todo?size=100');
  if (todo.data.content.some((t) => t.dataId === 'data-expense-1')) drained.push('the claim is still in the to-do list');
  // The comment: posted once, held once.
  const comments = await server('/api/bigtable/formDataComment/findAllByDataId?appId=app-tickets&formId=form-tickets&dataId=data-tickets-1');
  const held = (comments.data || []).filter((c) => c.content === words).length;
  if (sent(COMMENT).length !== 1 || held !== 1) drained.push(`comments: ${sent(COMMENT).length} posted, ${held} held`);
  // The draft: saved once, the server holds what was typed.
  const draft = await server(DRAFT);
  if (sent(DRAFT, 'PUT').length !== 1 || !draft.data || draft.data.content.input_name !== draftName) drained.push(`draft: ${sent(DRAFT, 'PUT').length} saves, ${JSON.stringify(draft.data)}`);
  check('pagesB/view/outbox (network back: the photo uploaded once before its submit, the submit and the decision each taken once though sent twice, the comment and the draft once each)', waiting, drained);
  waiting.unload();
});
