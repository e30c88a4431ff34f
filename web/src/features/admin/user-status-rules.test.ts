import { describe, expect, it } from 'vitest';
import { isStatusChangeAllowed, statusAction } from './user-status-rules';

describe('admin user status rules (SPEC §4)', () => {
  it('keeps inactive users from suspension and deletion', () => {
    expect(isStatusChangeAllowed('inactive', 'suspended')).toBe(false);
    expect(isStatusChangeAllowed('inactive', 'deleted')).toBe(false);
    expect(isStatusChangeAllowed('inactive', 'normal')).toBe(true);
  });
  it('keeps suspended users from becoming inactive', () => {
    expect(isStatusChangeAllowed('suspended', 'inactive')).toBe(false);
    expect(isStatusChangeAllowed('suspended', 'normal')).toBe(true);
  });
  it('does nothing for the current status and confirms deletion', () => {
    expect(statusAction('normal', 'normal')).toBe('none');
    expect(statusAction('normal', 'deleted')).toBe('confirm-delete');
    expect(statusAction('normal', 'suspended')).toBe('submit');
    expect(statusAction('inactive', 'deleted')).toBe('none');
  });
});
