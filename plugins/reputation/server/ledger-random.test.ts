import { describe, expect, it } from 'vitest';
import { answer, ask } from '../../../tests/support/posts.ts';
import { testEngines, type TestUser } from '../../../tests/support/test-server.ts';
import { seededRandom } from '../../../tests/support/seeded-random.ts';
import { reputationSuite, V1 } from './reputation-test-kit.ts';


const STEPS = 150;

describe.each(testEngines())('reputation after a random sequence on %s', (engine) => {
  const suite = reputationSuite(engine);

  it('equals the sum of each member\'s activity rows after votes, cancels, accepts, un-accepts, deletes and recoveries', async () => {
    const seed = Number(process.env.REPUTATION_SEED ?? Date.now() % 2 ** 31);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const where = `seed ${seed} (replay with REPUTATION_SEED=${seed})`;

    // Low figures make the floor bite; three members start higher.
    const members = [...(await suite.kit.members(4, 1)), ...(await suite.kit.members(3, 40))];
    const questions: { id: string; asker: TestUser; answers: string[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const asker = pick(members);
      const id = await ask(suite.server, asker, `Random question number ${i} about ledgers`);
      const answers: string[] = [];
      // Two or three others answer; every other asker answers too, so self-accepts happen.
      const authors = members.filter((m) => m !== asker).sort(() => random() - 0.5).slice(0, 2 + (i % 2));
      for (const author of i % 2 ? [...authors, asker] : authors) answers.push(await answer(suite.server, author, id));
      questions.push({ id, asker, answers });
    }
    const posts = questions.flatMap((q) => [q.id, ...q.answers]);
    const admin = await suite.server.admin();
    const log: string[] = [];
    const call = async (label: string, run: () => Promise<{ code: number }>) => {
      const res = await run();
      log.push(`${label} → ${res.code}`);
      // Refusals (own post, deleted post, not the asker) are part of a random walk; failures are not.
      expect([200, 400, 403, 404], `${where}: ${label} answered ${JSON.stringify(res)}`).toContain(res.code);
    };

    for (let step = 0; step < STEPS; step++) {
      const roll = random();
      if (roll < 0.55) {
        const voter = pick(members);
        const post = pick(posts);
        const dir = pick(['up', 'down'] as const);
        const cancel = random() < 0.3;
        await call(`${voter.username} ${cancel ? 'cancels' : 'votes'} ${dir} ${post}`, () => suite.server.api.post(`${V1}/vote/${dir}`, { object_id: post, is_cancel: cancel }, { token: voter.token }));
      } else if (roll < 0.75) {
        const q = pick(questions);
        const target = random() < 0.3 ? '' : pick(q.answers);
        await call(`${q.asker.username} accepts '${target}' on ${q.id}`, () => suite.server.api.post(`${V1}/answer/acceptance`, { question_id: q.id, answer_id: target }, { token: q.asker.token }));
      } else if (roll < 0.87) {
        const post = pick(posts);
        const kind = questions.some((q) => q.id === post) ? 'question' : 'answer';
        await call(`delete ${kind} ${post}`, () => suite.server.api.delete(`${V1}/${kind}`, { id: post }, { token: admin.token }));
      } else if (roll < 0.97) {
        const post = pick(posts);
        const kind = questions.some((q) => q.id === post) ? 'question' : 'answer';
        await call(`recover ${kind} ${post}`, () => suite.server.api.post(`${V1}/${kind}/recover`, kind === 'question' ? { question_id: post } : { answer_id: post }, { token: admin.token }));
      } else {
        suite.server.clock.advance(6 * 3600);
        log.push('six hours pass');
      }
      if (step % 25 === 24 || step === STEPS - 1) {
        for (const m of [...members, admin]) {
          const [figure, rows] = [await suite.kit.rank(m), await suite.kit.ledger(m)];
          expect(rows, `${where}: ${m.username} after step ${step}\n${log.slice(-15).join('\n')}`).toBe(figure);
        }
      }
    }
    // The walk did move reputation and did more than refuse.
    expect(log.filter((l) => l.endsWith('→ 200')).length, where).toBeGreaterThan(STEPS / 3);
    const changed = await suite.server.kernel.db('reputation_activity').whereNot({ points: 0 }).whereNot({ kind: 'reputation.opening' }).count({ n: '*' }).first();
    expect(Number(changed?.n), where).toBeGreaterThan(10);
  }, 120_000); // a few hundred random actions, each a full API call: slow on a loaded machine, not a hang
});
