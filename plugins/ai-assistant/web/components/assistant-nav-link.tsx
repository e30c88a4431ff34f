import { NavLink } from 'react-router-dom';
import useSWR from 'swr';
import { useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import { aiKeys, type AiStatus } from '../api';

/** "AI assistant" in the header's navigation, for signed-in members while the admin has it on. */
export function AssistantNavLink() {
  const { t } = useTranslation('plugin.ai-assistant');
  const user = useCurrentUser();
  const { data } = useSWR<AiStatus>(user ? aiKeys.status() : null);
  if (!user || !data?.enabled) return null;
  return <NavLink to="/ai-assistant" data-testid="nav-ai-assistant">{t('nav')}</NavLink>;
}
