import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { NewsletterConfirmation } from './newsletter-confirmation';
import { NewsletterForm } from './newsletter-form';

/** /newsletter-subscribe: the subscription form, or with ?em=…&hash=… the landing of the confirmation link. */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const em = params.get('em');
  const hash = params.get('hash');
  return (
    <div className="shop-container max-w-2xl py-12">
      <PageMeta title={t('pages.newsletterSubscribe')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{t('pages.newsletterSubscribe')}</h1>
      {em && hash ? <NewsletterConfirmation em={em} hash={hash} /> : <NewsletterForm />}
    </div>
  );
}
