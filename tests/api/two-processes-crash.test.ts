import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RETRY_DELAYS } from '../../plugins/mail-smtp/server/outbox-mailer.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../plugins/mail-smtp/server/loopback-smtp.ts';
import { waitFor } from '../support/redis.ts';
import { ADMIN, serverEngines, TwoProcessSite, V1, type Member } from '../support/two-process-site.ts';

/** A write a process answered 200 with an id, and what reading it back must show. */
interface Acknowledged { kind: 'question' | 'answer' | 'comment'; id: string; text: string; server: number }

/** What a read of a question, an answer or a comment answers, as far as the checks below read it. */
interface Shown { title?: string; info?: { content: string }; original_text?: string }

/** Where each kind of write is read back, and the text it shows there. */
const readBack: Record<Acknowledged['kind'], { path: (id: string) => string; text: (data: Shown) => string | undefined }> = {
  question: { path: (id) => `${V1}/question/info?id=${id}`, text: (data) => data.title },
  answer: { path: (id) => `${V1}/answer/info?id=${id}`, text: (data) => data.info?.content },
  comment: { path: (id) => `${V1}/comment?id=${id}`, text: (data) => data.original_text },
};

/**
 * Issue 24: "`kill -9` of one process under write load: the other keeps answering, and nothing
 * either acknowledged is lost", and background work the dead process had claimed (a mail in
 * flight) is taken over by the survivor.
 */
describe.each(serverEngines())('kill -9 of one of two processes under write load on %s', (engine) => {
  const site = new TwoProcessSite(engine);
  let smtp: LoopbackSmtp;
  let writers: Member[];
  /** A question the first process counted VIEWS views of just before it was killed. */
  let viewed = '';
  const VIEWS = 25;
  /** The mail the first process had claimed and was sending when it was killed. */
  let inFlight: { to: string; release(): void } | undefined;

  beforeAll(async () => {
    await site.open();
    smtp = await startLoopbackSmtp({ tls: 'none' });
    expect(site.init().stderr).toBe('');
    await site.shareCache();
    expect(site.quorum('plugin', 'disable', 'captcha-basic').status).toBe(0);
    await site.start(2);
    await site.mailThrough(smtp);
    // members may make the tags they ask with
    expect((await site.admin(0, 'PUT', `${ADMIN}/setting/privileges`, { level: 1 })).code).toBe(200);
    writers = await site.members(10, 'writer');
  }, 240_000);
  afterAll(async () => {
    inFlight?.release();
    await site.close();
    await smtp?.close();
  });

  it('keeps answering through the survivor, which holds every write either acknowledged', async () => {
    // A mail the first process claims and is sending (its server stalls) when it is killed: the
    // process that queues a mail sends it at once, the other's worker looks only every 15 s.
    const to = writers[0]!.email;
    const hold = smtp.hold(to);
    inFlight = { to, release: hold.release };
    expect((await site.request(0, 'POST', `${V1}/user/password/reset`, { body: { e_mail: to }, ip: site.address() })).code).toBe(200);
    await waitFor(() => hold.held() === 1, 10_000);

    const acknowledged: Acknowledged[] = [];
    const survivorRefusals: string[] = [];
    let killed = false;
    let stopping = false;
    let turn = 0;
    /** One write through a process in turn (only the survivor once the other is killed); its id when acknowledged. */
    const write = async (writer: Member, kind: Acknowledged['kind'], path: string, body: Record<string, unknown>, text: string) => {
      const server = killed ? 1 : turn++ % 2;
      try {
        const res = await site.request<{ id?: string; info?: { id: string }; comment_id?: string }>(server, 'POST', path, { token: writer.token, body });
        const id = res.data?.id ?? res.data?.info?.id ?? res.data?.comment_id;
        if (res.code === 200 && id) acknowledged.push({ kind, id, text, server });
        else if (server === 1) survivorRefusals.push(`${kind}: ${res.status} ${res.reason}`);
        return res.code === 200 ? id : undefined;
      } catch (err) {
        // a request to the killed process dies with it, unacknowledged
        if (server === 1) survivorRefusals.push(`${kind}: ${String(err)}`);
        return undefined;
      }
    };
    const load = writers.map(async (writer, w) => {
      for (let round = 0; !stopping; round++) {
        const title = `Question ${round} of writer ${w}, under load`;
        const question = await write(writer, 'question', `${V1}/question`, { title, content: `The body of ${title}, long enough.`, tags: [{ slug_name: 'load', display_name: 'load' }] }, title);
        if (!question) continue;
        const answer = `Answer ${round} of writer ${w}, to their own question.`;
        await write(writer, 'answer', `${V1}/answer`, { question_id: question, content: answer }, answer);
        const comment = `Comment ${round} of writer ${w}, on their question.`;
        await write(writer, 'comment', `${V1}/comment`, { object_id: question, original_text: comment }, comment);
      }
    });

    await waitFor(() => acknowledged.filter((a) => a.server === 0).length >= 20, 60_000);
    // Views the first process answers (and so counts) a moment before it dies, most of them not flushed yet.
    viewed = acknowledged.find((a) => a.kind === 'question')!.id;
    for (let i = 0; i < VIEWS; i++) expect((await site.request(0, 'GET', `${V1}/question/info?id=${viewed}`, { token: writers[0]!.token })).code).toBe(200);
    killed = true;
    await site.kill(0);
    // its stalled send died with it; the mail server answers again
    hold.release();
    const atKill = acknowledged.length;
    await waitFor(() => acknowledged.length >= atKill + 30, 60_000);
    stopping = true;
    await Promise.all(load);

    expect(survivorRefusals, `the survivor's log:\n${site.logOf(1)}`).toEqual([]);
    expect(acknowledged.filter((a) => a.server === 0).length).toBeGreaterThanOrEqual(20);
    for (const write of acknowledged) {
      const { path, text } = readBack[write.kind];
      const res = await site.request<Shown>(1, 'GET', path(write.id));
      expect(res.code, `${write.kind} ${write.id}`).toBe(200);
      expect(text(res.data)).toBe(write.text);
    }
  }, 180_000);

  it('counts through the survivor every view the killed process answered, once', async () => {
    // The survivor flushes the shared tally before listing by views; its read-back above viewed the question once more.
    const mostViewed = async () => (await site.request<{ list: { id: string; view_count: number }[] }>(1, 'GET', `${V1}/question/page?order=frequent&page=1&page_size=1`)).data.list[0]!;
    await waitFor(async () => (await mostViewed()).view_count >= VIEWS + 1, 30_000);
    expect(await mostViewed()).toMatchObject({ id: viewed, view_count: VIEWS + 1 });
  }, 60_000);

  it('delivers through the survivor, once, the mail the killed process had claimed and not sent', async () => {
    expect(inFlight).toBeDefined();
    expect(smtp.to(inFlight!.to)).toHaveLength(0);
    // the claim lapses at the first retry time; the survivor's worker looks every 15 s
    await waitFor(() => smtp.to(inFlight!.to).length > 0, (MAIL_RETRY_DELAYS[0] + 45) * 1000);
    expect(smtp.to(inFlight!.to)).toHaveLength(1);
    expect(smtp.to(inFlight!.to)[0]!.subject).toMatch(/password/i);
  }, 150_000);
});
