import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_MODEL, LoopbackOpenAi } from '../support/loopback-openai';
import { ask } from '../support/posts';
import { AdminAiConversationsPage, AdminAiSettingsPage, AiAssistantPage } from './pages/ai-assistant-page';
import { Toasts } from './pages/toast';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { addMember } from './support/accounts';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';

/**
 * Issue 26's AI assistant as its people meet it, against a provider speaking the OpenAI protocol
 * on loopback: the admin turns it on from the AI settings page (the key then shown masked, the
 * models listed by the provider), a member asks from the header's link and reads the streamed
 * reply, votes it helpful, asks a follow-up; the admin reads the conversation with its vote and
 * deletes it. At 1280 px in English, then at 390 px in Chinese.
 */
describe('the AI assistant', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'search', 'search-sql', 'ai-assistant'] });
  const provider = new LoopbackOpenAi();
  const fits = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  beforeAll(async () => {
    await provider.start();
  });
  afterAll(() => provider.close());

  it('is configured by the admin, asked by a member at 1280 px, and its conversation deleted', async () => {
    const admin = await j.server.admin();
    await ask(j.server, admin, 'How do lighthouses keep their lamps turning?');
    const member = await addMember(j.server, 'Keeper');
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(page, admin);
    const settings = await new AdminAiSettingsPage(page).openFromMenu('AI settings');
    await settings.field('enabled').check();
    await settings.field('provider').selectOption('openai_compatible');
    await settings.field('api_host').fill(provider.url);
    await settings.field('api_key').fill(provider.apiKey);
    await settings.chooseModel(LOOPBACK_MODEL);
    await settings.save();
    await new Toasts(page).waitForText('The AI settings were saved.');
    expect(await settings.field('api_key').inputValue()).toBe('********');
    expect(await page.content()).not.toContain(provider.apiKey);
    await j.browser.screenshot('ai-settings-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await fits()).toBe(true);
    await j.browser.screenshot('ai-settings-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(page, member);
    const assistant = await new AiAssistantPage(page).openFromHeader();
    await assistant.root.getByTestId('ai-intro').waitFor();
    const reply = await assistant.ask('How do lighthouses turn their lamps?');
    expect(await reply.textContent()).toContain(provider.reply);
    expect(provider.chats.at(-1)!.messages[0]!.content).toContain('How do lighthouses keep their lamps turning?');
    await page.waitForURL(/\/ai-assistant\/[\w-]+$/);
    await reply.getByTestId('ai-vote-helpful').click();
    await assistant.replies().first().getByTestId('ai-vote-helpful').and(page.locator('[aria-pressed=true]')).waitFor();
    provider.reply = 'Before motors, a falling weight turned them.';
    const second = await assistant.ask('And before motors?');
    expect(await second.textContent()).toContain('a falling weight');
    await assistant.conversations().filter({ hasText: 'How do lighthouses turn their lamps?' }).waitFor();
    await j.browser.screenshot('ai-assistant-1280');

    await signIn(page, admin);
    const list = await new AdminAiConversationsPage(page).openFromMenu('AI conversations');
    const row = list.row('How do lighthouses turn their lamps?');
    expect(await row.getByTestId('ai-admin-votes').textContent()).toBe('1 helpful · 0 not');
    const modal = await list.open('How do lighthouses turn their lamps?');
    expect(await modal.getByTestId('ai-record-assistant').count()).toBe(2);
    expect(await modal.getByTestId('ai-vote-mark').textContent()).toBe('Helpful');
    await j.browser.screenshot('ai-conversation-1280');
    await list.deleteOpen();
    await list.root.getByTestId('ai-admin-empty').waitFor();
    await new Toasts(page).waitForText('The conversation was deleted.');
  }, JOURNEY_TIMEOUT_MS);

  it('streams a reply and lists conversations in Chinese at 390 px', async () => {
    await setSiteLanguage(j.server, 'zh_CN');
    provider.reply = '灯塔的灯由 钟表式 马达 带动 旋转。';
    const member = await addMember(j.server, 'Dengta');
    const admin = await j.server.admin();
    const { page } = j.browser;
    await page.setViewportSize({ width: 390, height: 844 });

    await signIn(page, member);
    const assistant = await new AiAssistantPage(page).openFromHeader();
    expect(await assistant.root.getByTestId('ai-send').textContent()).toBe('发送');
    const reply = await assistant.ask('灯塔的灯怎么转？');
    expect(await reply.textContent()).toContain('钟表式');
    await reply.getByTestId('ai-vote-unhelpful').click();
    await assistant.replies().first().getByTestId('ai-vote-unhelpful').and(page.locator('[aria-pressed=true]')).waitFor();
    expect(await fits()).toBe(true);
    await j.browser.screenshot('ai-assistant-390-zh_CN');

    await signIn(page, admin);
    const settings = await new AdminAiSettingsPage(page).openFromMenu('AI 设置');
    expect(await settings.field('api_key').inputValue()).toBe('********');
    await j.browser.screenshot('ai-settings-390-zh_CN');
    const list = await new AdminAiConversationsPage(page).openFromMenu('AI 对话');
    await list.row('灯塔的灯怎么转？').waitFor();
    expect(await list.row('灯塔的灯怎么转？').getByTestId('ai-admin-votes').textContent()).toBe('0 有帮助 · 1 没帮助');
    await j.browser.screenshot('ai-conversations-390-zh_CN');
    const modal = await list.open('灯塔的灯怎么转？');
    expect(await modal.getByTestId('ai-vote-mark').textContent()).toBe('没帮助');
    await j.browser.screenshot('ai-conversation-390-zh_CN');
    await page.setViewportSize({ width: 1280, height: 900 });
    await j.browser.screenshot('ai-conversation-1280-zh_CN');
    await list.deleteOpen();
    await list.root.getByTestId('ai-admin-empty').waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
