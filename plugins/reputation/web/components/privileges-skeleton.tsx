/** Stands in for the level picker and the table while setting/privileges loads. */
export function PrivilegesSkeleton() {
  return (
    <div aria-busy="true" className="q-stack" data-testid="privileges-skeleton">
      {Array.from({ length: 6 }, (_, i) => <span key={i} className={`q-skeleton${i % 2 ? ' q-skeleton--short' : ''}`} />)}
    </div>
  );
}
