/** Grey blocks in the shape of a profile while it loads. */
export function ProfileSkeleton() {
  return (
    <div className="qu-profile qu-skeleton" aria-busy="true" data-testid="profile-skeleton">
      <div className="qu-skeleton__avatar" />
      <div className="qu-skeleton__line" />
      <div className="qu-skeleton__line qu-skeleton__line--short" />
      <div className="qu-skeleton__block" />
    </div>
  );
}
