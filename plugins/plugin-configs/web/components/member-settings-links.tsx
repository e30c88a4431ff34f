import { NavLink } from 'react-router-dom';
import useSWR from 'swr';
import { memberSettingsKeys, memberSettingsPath, type UserPlugin } from '../api';

/** The settings menu's links to each plugin's member settings, named by the server in the reader's language. */
export function MemberSettingsLinks() {
  const { data } = useSWR<UserPlugin[]>(memberSettingsKeys.plugins());
  return (
    <>
      {(data ?? []).map((plugin) => (
        <NavLink key={plugin.slug_name} to={memberSettingsPath(plugin.slug_name)} data-testid={`member-settings-link-${plugin.slug_name}`}>
          {plugin.name}
        </NavLink>
      ))}
    </>
  );
}
