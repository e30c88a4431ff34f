import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { accountState, useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import { reviewKeys, waitingCount, type ReviewingTypeList } from '../api';

const NS = 'plugin.review';

const ReviewIcon = () => (
  <svg width={18} height={18} viewBox="0 0 16 16" fill="currentColor" aria-hidden focusable={false}>
    <path d="M2 1h9l3 3v11H2zm1 1v12h10V4.5L10.5 2zm2 6.3.8-.8L7.5 9.2l3.2-3.2.8.8-4 4z" />
  </svg>
);

/**
 * Slot `header.right`: the way to /review for members who may review, with a dot while
 * suggestions wait. Read when a page opens and when the tab regains focus.
 */
export function ReviewLink() {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const { data } = useSWR<ReviewingTypeList>(accountState(user).isActivated ? reviewKeys.types() : null, { shouldRetryOnError: false });
  if (!user || !data || data.length === 0) return null;
  const waiting = waitingCount(data);
  return (
    <Link to="/review" className="q-header__icon" aria-label={t('header.review')} title={t('header.review')} data-testid="nav-review">
      <ReviewIcon />
      {waiting > 0 && <span className="q-dot" data-testid="dot-review" />}
    </Link>
  );
}
