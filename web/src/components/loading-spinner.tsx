import { useTranslation } from 'react-i18next';

/** A quiet spinner, named 'Loading' for screen readers. */
export function LoadingSpinner() {
  const { t } = useTranslation();
  return (
    <>
      <span
        className="h-8 w-8 animate-spin rounded-full border-2 border-primary/20 border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </>
  );
}
