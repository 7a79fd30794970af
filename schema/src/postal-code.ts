/**
 * A country's postal code rule as Shopware's country entity gives it (CustomerZipCodeValidator):
 * `postalCodeRequired`; the pattern is `advancedPostalCodePattern` when `checkAdvancedPostalCodePattern`
 * is on, else `defaultPostalCodePattern` when `checkPostalCodePattern` is on, else none.
 */
export interface PostalCodeRule {
  required: boolean;
  /** A PCRE body as Shopware stores it (no delimiters, no anchors); null: any zip code is fine. */
  pattern: string | null;
}

export interface CountryPostalCodeFields {
  postalCodeRequired?: boolean | null;
  checkPostalCodePattern?: boolean | null;
  checkAdvancedPostalCodePattern?: boolean | null;
  advancedPostalCodePattern?: string | null;
  defaultPostalCodePattern?: string | null;
}

export function postalCodeRuleOf(country: CountryPostalCodeFields): PostalCodeRule {
  const pattern = country.checkAdvancedPostalCodePattern
    ? country.advancedPostalCodePattern
    : country.checkPostalCodePattern
      ? country.defaultPostalCodePattern
      : null;
  return { required: country.postalCodeRequired === true, pattern: pattern || null };
}

/** `preg_match("/^{$pattern}$/", $zipcode)`: case-sensitive; null when JavaScript cannot read the pattern (Shopware decides then). */
function matcher(pattern: string): RegExp | null {
  try {
    return new RegExp(`^${pattern}$`, 'u');
  } catch {
    return null;
  }
}

/**
 * What is wrong with a zip code under a country's rule, as Shopware would refuse it: REQUIRED when
 * the country needs one and it is empty; ZIPCODE_INVALID when it does not match the pattern (an
 * empty zip code too, when the country checks a pattern: Shopware matches '' against it); else null.
 */
export function postalCodeProblem(
  zipcode: string | null | undefined,
  rule: PostalCodeRule,
): 'REQUIRED' | 'ZIPCODE_INVALID' | null {
  const value = zipcode ?? '';
  if (rule.required && value === '') return 'REQUIRED';
  if (!rule.pattern) return null;
  const regex = matcher(rule.pattern);
  if (!regex || regex.test(value)) return null;
  return 'ZIPCODE_INVALID';
}

/** Examples for the patterns Shopware ships for the shop's countries (Migration1649858046…AddressCountry). */
const KNOWN_EXAMPLES: Record<string, string> = {
  '\\d{5}': '12345',
  '\\d{4}': '1234',
  '[1-9]\\d{3}': '1234',
  '[1-9]{1}\\d{3}([ ]?[A-Z]{2})': '1234 AB',
  '\\d{2}-\\d{3}': '12-345',
  '\\d{1}(?:A|B|\\d{1}) ?\\d{3}': '12345',
};

/**
 * A zip code that matches the pattern, to show the shopper the expected format ("12345", "1234 AB",
 * "12-345"): the known examples, else one built from digits, letters and literals (optional parts left
 * out, the last alternative of a group); null when it cannot build one that matches.
 */
export function postalCodeExample(pattern: string): string | null {
  const regex = matcher(pattern);
  if (!regex) return null;
  const known = KNOWN_EXAMPLES[pattern];
  if (known && regex.test(known)) return known;
  let digit = 0;
  const nextDigit = () => String(++digit % 10);
  const build = (source: string): string => {
    let out = '';
    let index = 0;
    while (index < source.length) {
      let unit: () => string;
      const rest = source.slice(index);
      let match: RegExpMatchArray | null;
      if ((match = rest.match(/^\\d/))) unit = nextDigit;
      else if ((match = rest.match(/^\\s/))) unit = () => ' ';
      else if ((match = rest.match(/^\[([^\]]+)\]/))) {
        const set = match[1]!;
        const letter = set.includes('A-Z') ? 'A' : set.includes('a-z') ? 'a' : null;
        unit = () => (/\\d|\d-\d/.test(set) ? nextDigit() : (letter ?? set.replace(/^\\/, '')[0]!));
      } else if ((match = rest.match(/^\((?:\?:)?([^()]*)\)/))) {
        const alternatives = match[1]!.split('|');
        const chosen = alternatives[alternatives.length - 1]!;
        unit = () => build(chosen);
      } else if ((match = rest.match(/^\\(.)/))) {
        const literal = match[1]!;
        unit = () => literal;
      } else if ((match = rest.match(/^[A-Za-z0-9 -]/))) {
        const literal = match[0];
        unit = () => literal;
      } else return '';
      index += match[0].length;
      const quantifier = source.slice(index).match(/^(\?|\*|\+|\{(\d+)(?:,\d*)?\})/);
      let times = 1;
      if (quantifier) {
        index += quantifier[0].length;
        times = quantifier[1] === '?' || quantifier[1] === '*' ? 0 : quantifier[1] === '+' ? 1 : Number(quantifier[2]);
      }
      for (let count = 0; count < times; count += 1) out += unit();
    }
    return out;
  };
  const built = build(pattern);
  return built !== '' && regex.test(built) ? built : null;
}

/** The format to name in the message: an example, or the pattern itself when none could be built. */
export const postalCodeFormat = (pattern: string): string => postalCodeExample(pattern) ?? pattern;
