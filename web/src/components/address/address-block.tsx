/** What an address shows; the address book's, the checkout's and an order's addresses all have it. */
export interface PostalAddressLike {
  salutation?: { displayName: string } | null;
  firstName: string;
  lastName: string;
  company?: string | null;
  street: string;
  additionalAddressLine1?: string | null;
  zipcode?: string | null;
  city: string;
  country?: { name: string } | null;
  countryState?: { name: string } | null;
  phoneNumber?: string | null;
}

/** A postal address as a German letter head writes it. */
export function AddressBlock({ address }: { address: PostalAddressLike }) {
  const person = [address.salutation?.displayName, address.firstName, address.lastName].filter(Boolean).join(' ');
  const lines = [
    address.company,
    person,
    address.street,
    address.additionalAddressLine1,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    [address.countryState?.name, address.country?.name].filter(Boolean).join(', '),
    address.phoneNumber,
  ].filter((line): line is string => !!line);
  return (
    <address className="not-italic leading-relaxed">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
