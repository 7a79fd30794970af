import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { ContactForm } from './contact-form';

/** /kontakt: the contact form. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="shop-container max-w-3xl py-12">
      <PageMeta title={t('contact.title')} />
      <h1 className="mb-2 font-display text-3xl font-bold text-primary">{t('contact.title')}</h1>
      <p className="mb-6 text-secondary">{t('contact.intro')}</p>
      <ContactForm />
    </div>
  );
}
