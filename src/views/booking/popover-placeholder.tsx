import { useI18nContext } from '../../../locales/i18n-react';

/**
 * Stands in for a search bar popover's contents while their chunk is on its way
 * (search-popovers.ts): a shimmering block of about their size, so the panel opens at once and does
 * not grow when they arrive, announced as loading.
 */
export function PopoverPlaceholder({ className }: { className: string }) {
  const { LL } = useI18nContext();
  return (
    <div className={`popover-placeholder shimmer ${className}`} role="status">
      <span className="visually-hidden">{LL.searchBar.partLoading()}</span>
    </div>
  );
}
