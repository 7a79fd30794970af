import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { StartedMark } from './started-mark';
import { statusMessage } from '../lib/error-status';
import { errorPageFailureTexts } from './error-page-failure-texts';
import { PageMeta } from './page-meta';

interface ErrorPageProps {
  status: number;
  /** The error's own message: shown for statuses without a text of their own. */
  message?: string | null;
  /** An unknown path: 404 with 'This page could not be found'. */
  missingPage?: boolean;
  /** The request did not leave the browser, which is offline: said as such, not as the server's failure. */
  offline?: boolean;
}

/** The error page (docs/behaviour/errors.md): the status as heading, its message, home and back. */
export function ErrorPage({ status, message, missingPage = false, offline = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = offline ? t('errors.offlineTitle') : String(status);
  const text = offline
    ? t('errors.offline')
    : missingPage
      ? t('errors.pageNotFound')
      : statusMessage(t, { status, message: message ?? null });
  return (
    <section
      className="mx-auto flex max-w-shop flex-col items-center px-4 py-20 text-center"
      aria-labelledby="error-status"
    >
      <PageMeta title={offline ? heading : t('errors.title', { status })} />
      <h1
        id="error-status"
        className={`font-display font-bold text-primary ${offline ? 'text-4xl md:text-5xl' : 'text-7xl'}`}
      >
        {heading}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-secondary">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark">
          {t('errors.returnHome')}
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-sm border border-primary px-5 py-2.5 font-medium text-primary hover:bg-primary/5"
        >
          {t('errors.back')}
        </button>
      </div>
    </section>
  );
}

/**
 * When the error page itself fails: no router hooks and no translations can be relied on, so
 * the words come from the document's language and the link is a plain one.
 */
export function ErrorPageFailure() {
  const texts = errorPageFailureTexts(typeof document === 'undefined' ? undefined : document.documentElement.lang);
  return (
    <main className="mx-auto max-w-shop px-4 py-20 text-center">
      <h1 className="font-display text-2xl font-bold text-primary">{texts.failed}</h1>
      <p className="mt-6">
        <a href="/" className="text-primary underline">
          {texts.homeLink}
        </a>
      </p>
      {/* In place of the layout, whose mark is gone with it: the page answers clicks from now on. */}
      <StartedMark />
    </main>
  );
}
