import { Link, useSearchParams } from 'react-router-dom';

export interface OrderTabsProps<O extends string> {
  orders: readonly O[];
  current: O;
  /** The visible name of an order, from the list's own i18n namespace. */
  labelOf: (order: O) => string;
  /** The accessible name of the tab row. */
  label: string;
  /** Added after `q-tabs`. */
  className?: string;
  testId?: string;
}

/**
 * Sort tabs of a paged list. A tab keeps the other query parameters (a search, a filter) but drops
 * `?page=`, because page N of one order is not page N of another.
 */
export function OrderTabs<O extends string>({ orders, current, labelOf, label, className, testId }: OrderTabsProps<O>) {
  const [params] = useSearchParams();
  const href = (order: O) => {
    const next = new URLSearchParams(params);
    next.set('order', order);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <nav className={className ? `q-tabs ${className}` : 'q-tabs'} aria-label={label} data-testid={testId}>
      {orders.map((order) => (
        <Link key={order} to={href(order)} className={order === current ? 'is-active' : undefined} aria-current={order === current ? 'true' : undefined}>
          {labelOf(order)}
        </Link>
      ))}
    </nav>
  );
}
