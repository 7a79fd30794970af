import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestAnswers } from '../../test/apollo-test-client';
import { renderShop } from '../../test/render';
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

/** The gateway's answers while an address is added: the options, and each address sent recorded in `sent`. */
const answersSaving = (sent: Record<string, unknown>[]): TestAnswers => ({
  AddressOptions: options,
  CreateAddress: (variables) => {
    sent.push(variables);
    return { data: { createAddress: { __typename: 'AddressPayload', address: null, userErrors: [] } } };
  },
});

/** The editor as the checkout shows it: with the options read when it opens, e.g. right after logging in, from an empty cache. */
function EditorWithFreshOptions() {
  const addressOptions = useAddressOptions();
  return <AddressEditor options={addressOptions} onSaved={() => undefined} />;
}

describe('adding an address', () => {
  it('starts in Germany even when the countries arrive after the form opened, and sends it', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderShop(<EditorWithFreshOptions />, { answers: answersSaving(sent) });
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('');
    await waitFor(() => expect(country.value).toBe(GERMANY));
    expect(country.selectedOptions[0]?.textContent).toBe('Germany');

    await user.selectOptions(screen.getByLabelText('Salutation'), MR);
    await user.type(screen.getByLabelText('First name'), 'Paul');
    await user.type(screen.getByLabelText('Last name'), 'Nachbar');
    await user.type(screen.getByLabelText('Street and house number'), 'Schlossgasse 3');
    await user.type(screen.getByLabelText('Postcode'), '76833');
    await user.type(screen.getByLabelText('Town/City'), 'Siebeldingen');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ input: { street: 'Schlossgasse 3', countryId: GERMANY } });
  });

  it('keeps the country already in the form when more countries arrive', async () => {
    const { rerender } = renderShop(
      <AddressEditor
        options={{ salutations: options.data.salutations, countries: options.data.countries.slice(0, 1) }}
        onSaved={() => undefined}
      />,
      { answers: { AddressOptions: options } },
    );
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe(AUSTRIA);
    rerender(<AddressEditor options={options.data} onSaved={() => undefined} />);
    await waitFor(() => expect(country.options).toHaveLength(3));
    expect(country.value).toBe(AUSTRIA);
  });
});

describe("the zip code follows the country's rule", () => {
  const fillIn = async (user: UserEvent, zipcode: string) => {
    await user.selectOptions(screen.getByLabelText(/Salutation|Anrede/), MR);
    await user.type(screen.getByLabelText(/First name|Vorname/), 'Paul');
    await user.type(screen.getByLabelText(/Last name|Nachname/), 'Nachbar');
    await user.type(screen.getByLabelText(/Street and house number|Straße und Hausnummer/), 'Schlossgasse 3');
    await user.type(screen.getByLabelText(/Postcode|Postleitzahl|PLZ/), zipcode);
    await user.type(screen.getByLabelText(/Town\/City|Ort|Stadt/), 'Siebeldingen');
  };
  const renderEditor = (locale: 'en-GB' | 'de-DE', sent: Record<string, unknown>[]) =>
    renderShop(<AddressEditor options={options.data} onSaved={() => undefined} />, {
      locale,
      answers: answersSaving(sent),
    }).user;

  it('a German address with four digits is refused on the postcode, naming the format, and nothing is sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const user = renderEditor('en-GB', sent);
    await fillIn(user, '7683');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const message = await screen.findByText('Please enter the postcode in the format 12345.');
    expect(screen.getByLabelText('Postcode').getAttribute('aria-describedby')).toBe(message.id);
    expect(sent).toEqual([]);

    // Four digits are right for Austria.
    await user.selectOptions(screen.getByLabelText('Country'), AUSTRIA);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ input: { zipcode: '7683', countryId: AUSTRIA } });
  });

  it('in German', async () => {
    const user = renderEditor('de-DE', []);
    await fillIn(user, '76833-1');
    await user.click(screen.getByRole('button', { name: /Adresse speichern|Speichern/ }));
    expect(await screen.findByText('Bitte geben Sie die Postleitzahl im Format 12345 ein.')).toBeTruthy();
  });
});
