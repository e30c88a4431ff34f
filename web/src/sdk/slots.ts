/**
 * Named places in the shell where plugins may contribute components.
 * The list is owned by the shell; a plugin naming another slot fails to type-check.
 */
export const SLOTS = [
  'header.nav',
  'header.right',
  'home.main',
  'question.sidebar',
  'question.actions',
  'admin.menu',
  'user.settings.menu',
  'footer',
] as const;

export type SlotName = (typeof SLOTS)[number];

export function isSlotName(name: string): name is SlotName {
  return (SLOTS as readonly string[]).includes(name);
}
