import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckoutAddressBookDocument, type AddressViewFragment } from '../../gql/graphql';
import { AddressBlock } from '../../components/address/address-block';
import { AddressEditor } from '../../components/address/address-editor';
import { useAddressOptions } from '../../components/address/address-fields';
import { LoginForm } from '../../components/auth/login-form';
import { RegistrationForm } from '../../components/auth/registration-form';
import { CheckoutFrame, NextStepButton } from './checkout-frame';
import { useCheckout, type CheckoutSession } from './use-checkout';

type AddressRole = 'billing' | 'shipping';

/** Step 1: who orders and where to. A visitor logs in, registers or orders as a guest; then the addresses. */
export function CheckoutInformationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, checkout, loading, refetch } = useCheckout();
  const title = t('pages.checkoutInformation');
  if (loading)
    return (
      <CheckoutFrame title={title} checkout={null}>
        …
      </CheckoutFrame>
    );
  if (!session?.customer) {
    return (
      <CheckoutFrame title={title} checkout={checkout}>
        <section aria-labelledby="checkout-login" className="mb-8 rounded-sm border border-neutral-200 p-4 md:p-6">
          <h2 id="checkout-login" className="mb-3 font-display text-xl font-bold text-primary">
            {t('checkout.returningCustomer')}
          </h2>
          <LoginForm onLoggedIn={() => void refetch()} />
        </section>
        <section aria-labelledby="checkout-register" className="rounded-sm border border-neutral-200 p-4 md:p-6">
          <h2 id="checkout-register" className="mb-1 font-display text-xl font-bold text-primary">
            {t('checkout.newCustomer')}
          </h2>
          <p className="mb-4 text-sm text-secondary">{t('checkout.newCustomerIntro')}</p>
          <RegistrationForm allowGuest onRegistered={() => navigate('/checkout/shipping')} />
        </section>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame title={title} checkout={checkout}>
      <OrdererDetails customer={session.customer} />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <CheckoutAddress role="billing" address={checkout?.billingAddress ?? null} />
        <CheckoutAddress role="shipping" address={checkout?.shippingAddress ?? null} />
      </div>
      <NextStepButton disabled={!checkout?.billingAddress} onClick={() => navigate('/checkout/shipping')}>
        {t('checkout.toShipping')}
      </NextStepButton>
    </CheckoutFrame>
  );
}

function OrdererDetails({ customer }: { customer: NonNullable<NonNullable<CheckoutSession>['customer']> }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-sm bg-sand p-4" data-testid="checkout-orderer">
      {customer.isGuest
        ? t('checkout.orderingAsGuest', { email: customer.email })
        : t('checkout.orderingAs', { first: customer.firstName, last: customer.lastName, email: customer.email })}
    </p>
  );
}

/** The billing or delivery address of the order, with the way to choose, correct or add another. */
function CheckoutAddress({ role, address }: { role: AddressRole; address: AddressViewFragment | null }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const title = role === 'billing' ? t('checkout.billingAddress') : t('checkout.shippingAddress');
  return (
    <section className="rounded-sm border border-neutral-200 p-4" aria-label={title}>
      <h2 className="mb-2 font-display text-lg font-bold text-primary">{title}</h2>
      {address ? <AddressBlock address={address} /> : <p className="text-secondary">{t('checkout.noAddress')}</p>}
      {choosing ? (
        <AddressChooser role={role} selectedId={address?.id ?? null} onDone={() => setChoosing(false)} />
      ) : (
        <button type="button" onClick={() => setChoosing(true)} className="mt-3 text-sm text-primary underline">
          {t('checkout.changeAddress', { address: title })}
        </button>
      )}
    </section>
  );
}

function AddressChooser({
  role,
  selectedId,
  onDone,
}: {
  role: AddressRole;
  selectedId: string | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const options = useAddressOptions();
  const book = useQuery(CheckoutAddressBookDocument, { fetchPolicy: 'cache-and-network' });
  const { chooseAddresses, busy } = useCheckout();
  const [editing, setEditing] = useState<AddressViewFragment | 'new' | null>(null);

  const choose = async (id: string) => {
    if (await chooseAddresses(role === 'billing' ? { billingAddressId: id } : { shippingAddressId: id })) onDone();
  };
  const saved = async (address: AddressViewFragment) => {
    setEditing(null);
    await book.refetch();
    await choose(address.id);
  };

  if (editing) {
    return (
      <div className="mt-4 border-t border-neutral-200 pt-4">
        <h3 className="mb-3 font-medium">{editing === 'new' ? t('address.add') : t('address.edit')}</h3>
        <AddressEditor
          options={options}
          address={editing === 'new' ? undefined : editing}
          onSaved={(address) => void saved(address)}
          onCancel={() => setEditing(null)}
        />
      </div>
    );
  }
  return (
    <div className="mt-4 border-t border-neutral-200 pt-4">
      <ul className="flex flex-col gap-3">
        {(book.data?.addresses ?? []).map((entry) => (
          <li
            key={entry.id}
            className={`rounded-sm border p-3 text-sm ${entry.id === selectedId ? 'border-primary bg-sand' : 'border-neutral-200'}`}
          >
            <AddressBlock address={entry} />
            <div className="mt-2 flex flex-wrap gap-3">
              {entry.id !== selectedId && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void choose(entry.id)}
                  className="rounded-sm bg-primary px-3 py-1.5 text-white hover:bg-primary-dark disabled:opacity-60"
                >
                  {t('checkout.useAddress')}
                </button>
              )}
              <button type="button" onClick={() => setEditing(entry)} className="text-primary underline">
                {t('address.edit')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-4 text-sm">
        <button type="button" onClick={() => setEditing('new')} className="text-primary underline">
          {t('address.add')}
        </button>
        <button type="button" onClick={onDone} className="text-secondary underline">
          {t('address.cancel')}
        </button>
      </div>
    </div>
  );
}
