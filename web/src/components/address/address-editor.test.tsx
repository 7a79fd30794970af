import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { testClient } from '../../test/apollo-test-client';
import { AddressEditor } from './address-editor';
import { useAddressOptions } from './address-fields';

const AUSTRIA = 'a'.repeat(32);
const GERMANY = 'b'.repeat(32);
const MR = 'c'.repeat(32);
const options = {
  data: {
    salutations: [{ __typename: 'Salutation' as const, id: MR, key: 'mr', displayName: 'Mr' }],
    countries: [
      {
        __typename: 'Country' as const,
        id: AUSTRIA,
        iso: 'AT',
        name: 'Austria',
        stateRequired: false,
        postalCodeRequired: true,
        postalCodePattern: '\\d{4}',
        states: [],
      },
      {
        __typename: 'Country' as const,
        id: GERMANY,
        iso: 'DE',
        name: 'Germany',
        stateRequired: false,
        postalCodeRequired: true,
        postalCodePattern: '\\d{5}',
        states: [],
      },
    ],
  },
};

/** The editor as the checkout shows it: with the options read when it opens, e.g. right after logging in, from an empty cache. */
function EditorWithFreshOptions() {
  const addressOptions = useAddressOptions();
  return <AddressEditor options={addressOptions} onSaved={() => undefined} />;
}

describe('adding an address', () => {
  it('starts in Germany even when the countries arrive after the form opened, and sends it', async () => {
    const sent: Record<string, unknown>[] = [];
    const { client } = testClient({
      AddressOptions: options,
      CreateAddress: (variables) => {
        sent.push(variables);
        return { data: { createAddress: { __typename: 'AddressPayload', address: null, userErrors: [] } } };
      },
    });
    render(
      <ApolloProvider client={client}>
        <I18nextProvider i18n={testI18n('en-GB')}>
          <EditorWithFreshOptions />
        </I18nextProvider>
      </ApolloProvider>,
    );
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('');
    await waitFor(() => expect(country.value).toBe(GERMANY));
    expect(country.selectedOptions[0]?.textContent).toBe('Germany');

    fireEvent.change(screen.getByLabelText('Salutation'), { target: { value: MR } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Paul' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nachbar' } });
    fireEvent.change(screen.getByLabelText('Street and house number'), { target: { value: 'Schlossgasse 3' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '76833' } });
    fireEvent.change(screen.getByLabelText('Town/City'), { target: { value: 'Siebeldingen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ input: { street: 'Schlossgasse 3', countryId: GERMANY } });
  });

  it('keeps the country already in the form when more countries arrive', async () => {
    const { client } = testClient({ AddressOptions: options });
    const { rerender } = render(
      <ApolloProvider client={client}>
        <I18nextProvider i18n={testI18n('en-GB')}>
          <AddressEditor
            options={{ salutations: options.data.salutations, countries: options.data.countries.slice(0, 1) }}
            onSaved={() => undefined}
          />
        </I18nextProvider>
      </ApolloProvider>,
    );
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe(AUSTRIA);
    rerender(
      <ApolloProvider client={client}>
        <I18nextProvider i18n={testI18n('en-GB')}>
          <AddressEditor options={options.data} onSaved={() => undefined} />
        </I18nextProvider>
      </ApolloProvider>,
    );
    await waitFor(() => expect(country.options).toHaveLength(3));
    expect(country.value).toBe(AUSTRIA);
  });
});

describe("the zip code follows the country's rule", () => {
  const fillIn = (zipcode: string) => {
    fireEvent.change(screen.getByLabelText(/Salutation|Anrede/), { target: { value: MR } });
    fireEvent.change(screen.getByLabelText(/First name|Vorname/), { target: { value: 'Paul' } });
    fireEvent.change(screen.getByLabelText(/Last name|Nachname/), { target: { value: 'Nachbar' } });
    fireEvent.change(screen.getByLabelText(/Street and house number|Straße und Hausnummer/), {
      target: { value: 'Schlossgasse 3' },
    });
    fireEvent.change(screen.getByLabelText(/Postcode|Postleitzahl|PLZ/), { target: { value: zipcode } });
    fireEvent.change(screen.getByLabelText(/Town\/City|Ort|Stadt/), { target: { value: 'Siebeldingen' } });
  };
  const renderEditor = (locale: 'en-GB' | 'de-DE', sent: Record<string, unknown>[]) => {
    const { client } = testClient({
      AddressOptions: options,
      CreateAddress: (variables) => {
        sent.push(variables);
        return { data: { createAddress: { __typename: 'AddressPayload', address: null, userErrors: [] } } };
      },
    });
    render(
      <ApolloProvider client={client}>
        <I18nextProvider i18n={testI18n(locale)}>
          <AddressEditor options={options.data} onSaved={() => undefined} />
        </I18nextProvider>
      </ApolloProvider>,
    );
  };

  it('a German address with four digits is refused on the postcode, naming the format, and nothing is sent', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEditor('en-GB', sent);
    fillIn('7683');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const message = await screen.findByText('Please enter the postcode in the format 12345.');
    expect(screen.getByLabelText('Postcode').getAttribute('aria-describedby')).toBe(message.id);
    expect(sent).toEqual([]);

    // Four digits are right for Austria.
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: AUSTRIA } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ input: { zipcode: '7683', countryId: AUSTRIA } });
  });

  it('in German', async () => {
    renderEditor('de-DE', []);
    fillIn('76833-1');
    fireEvent.click(screen.getByRole('button', { name: /Adresse speichern|Speichern/ }));
    expect(await screen.findByText('Bitte geben Sie die Postleitzahl im Format 12345 ein.')).toBeTruthy();
  });
});
