import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { PrivilegesPage } from './pages/privileges-page';
import { ProfilePage } from './pages/profile-page';
import { QuestionPage } from './pages/question-page';
import { UsersListPage } from './pages/users-list-page';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

const V1 = '/answer/api/v1';
const TITLE = 'How does reputation add up on this site?';

describe('members: profiles, reputation, the users list and privileges', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'questions'] });
  const people = {} as { author: TestUser; voter: TestUser; newcomer: TestUser };
  let questionId = '';

  it('a visitor reaches the author\'s profile from the author link and from an @mention, and switches tabs', async () => {
    people.author = await j.server.createUser({ name: 'Author' });
    // Upvotes need 8 reputation at level 2; new members start at 1.
    people.voter = await j.server.createUser({ name: 'Voter', rank: 10 });
    people.newcomer = await j.server.createUser({ name: 'Newcomer' });
    questionId = await ask(j.server, people.author, TITLE);
    const comment = await j.server.api.post(`${V1}/comment`, { object_id: questionId, original_text: `Good one, @${people.author.username}.` }, { token: people.voter.token });
    expect(comment.code, JSON.stringify(comment)).toBe(200);
    const { page } = j.browser;
    const question = await new QuestionPage(page).goto(questionId);
    const profile = new ProfilePage(page);

    await question.question().root.getByTestId('post-author').getByRole('link', { name: 'Author' }).click();
    await profile.shown(people.author.username);
    expect(await profile.name().innerText()).toBe('Author');
    expect(await profile.stat('rank')).toBe(1);
    expect(await profile.stat('questions')).toBe(1);

    await profile.openTab('questions');
    await profile.rows().filter({ hasText: TITLE }).waitFor();
    await profile.openTab('reputation');
    await profile.empty().waitFor();
    await profile.openTab('answers');
    await profile.empty().waitFor();
    // Bookmarks and votes are the member's own: a visitor is not offered them.
    expect(await profile.root.getByTestId('profile-tab-votes').count()).toBe(0);
    await profile.openTab('overview');
    await j.browser.screenshot('members-profile');

    await question.goto(questionId);
    await question.question().comments().first().locator(`a[href="/u/${people.author.username}"]`).click();
    await profile.shown(people.author.username);
    expect(await profile.name().innerText()).toBe('Author');
  }, JOURNEY_TIMEOUT_MS);

  it('an upvote raises the author\'s reputation, on the profile and its reputation tab', async () => {
    const { page } = j.browser;
    await signIn(page, people.voter);
    const question = await new QuestionPage(page).goto(questionId);
    await question.question().voteUp();
    await question.question().voteCount().filter({ hasText: '1' }).waitFor();

    await question.question().root.getByTestId('post-author').getByRole('link', { name: 'Author' }).click();
    const profile = await new ProfilePage(page).shown(people.author.username);
    await expect.poll(() => profile.stat('rank')).toBe(11);
    await profile.openTab('reputation');
    expect(await profile.rows().filter({ hasText: TITLE }).innerText()).toContain('+10');
  }, JOURNEY_TIMEOUT_MS);

  it('the users list shows the member among this week\'s top by reputation', async () => {
    const { page } = j.browser;
    const users = await new UsersListPage(page).goto();
    await users.member('reputation', 'Author').waitFor();
    expect(await users.member('reputation', 'Author').innerText()).toContain('10');
    await users.member('votes', 'Voter').waitFor();
    await j.browser.screenshot('members-users-list');
    await users.member('reputation', 'Author').getByRole('link').click();
    await new ProfilePage(page).shown(people.author.username);
  }, JOURNEY_TIMEOUT_MS);

  it('the admin lowers privileges to level 1 and a member with little reputation can vote', async () => {
    const refused = await j.server.api.post(`${V1}/vote/up`, { object_id: questionId, is_cancel: false }, { token: people.newcomer.token });
    expect(refused).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate' });

    const { page } = j.browser;
    await signIn(page, await j.server.admin());
    const privileges = await new PrivilegesPage(page).openFromAdmin();
    expect(await privileges.level(2).isChecked()).toBe(true);
    expect(await privileges.presetValues('rank.question.vote_up')).toEqual([1, 8, 15]);
    expect(await privileges.custom('rank.tag.add').isDisabled()).toBe(true);

    // A custom value the server refuses is shown at its field.
    await privileges.level(99).check();
    await privileges.custom('rank.tag.add').fill('0');
    await privileges.save();
    expect(await privileges.fieldError('rank.tag.add').innerText()).toBe('Must be at least 1.');
    await j.browser.screenshot('members-privileges');

    await privileges.level(1).check();
    await privileges.saveAndConfirm();
    await page.reload();
    await privileges.level(1).waitFor();
    expect(await privileges.level(1).isChecked()).toBe(true);

    await signIn(page, people.newcomer);
    const question = await new QuestionPage(page).goto(questionId);
    await question.question().voteUp();
    await question.question().voteCount().filter({ hasText: '2' }).waitFor();
    await question.question().root.locator('[data-testid=vote-buttons][data-vote-status=vote_up]').first().waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
