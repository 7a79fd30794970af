import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { failureMessage, pageErrorOf, PageNotFoundError } from '../lib/error-status';
import { testI18n } from '../test/i18n';
import { renderShop } from '../test/render';
import { ErrorPage, ErrorPageFailure } from './error-page';

function renderErrorPage(error: unknown) {
  const { status, message } = pageErrorOf(error);
  renderShop(<ErrorPage status={status} message={message} missingPage={error instanceof PageNotFoundError} />);
}

const graphQLError = (extensions: Record<string, unknown>, message = 'Upstream says no') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('error page', () => {
  it.each([
    ['NOT_FOUND', 404, "We can't find what you are looking for."],
    ['UPSTREAM_TIMEOUT', 408, 'The API is taking to long to respond'],
    ['INTERNAL_SERVER_ERROR', 500, 'Oops, something went terribly wrong :('],
    ['BAD_GATEWAY', 502, "Server couldn't complete your request. Please try again in few seconds."],
    ['SERVICE_UNAVAILABLE', 503, 'Server is really busy right now'],
  ])('words %s as %i', (code, status, text) => {
    renderErrorPage(graphQLError({ code }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(String(status));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the error’s own message for other statuses', () => {
    renderErrorPage(graphQLError({ code: 'CUSTOMER_AUTH_THROTTLED', status: 429 }, 'Wait 30 seconds.'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('429');
    expect(screen.getByText('Wait 30 seconds.')).toBeTruthy();
  });

  it('says This page could not be found for an unknown path', () => {
    renderErrorPage(new PageNotFoundError());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('counts an argument the gateway refused as 400 with its message, not as a fault of the server', () => {
    const refused = graphQLError({ code: 'BAD_USER_INPUT', argument: 'path' }, 'path must be a storefront path.');
    expect(pageErrorOf(refused)).toEqual({ status: 400, message: 'path must be a storefront path.' });
  });

  it('counts an unreachable gateway as 502 and a fault of the client as 500', () => {
    expect(pageErrorOf(new TypeError('Failed to fetch')).status).toBe(502);
    expect(pageErrorOf(new Error('x is undefined')).status).toBe(500);
  });
});

describe('a request that failed as a whole, in a form or a notification', () => {
  const t = testI18n('de-DE').t;

  it('reads as the error page’s text of its status, in the interface’s words', () => {
    // The gateway words its own German; the shopper reads the same text wherever the status appears.
    expect(
      failureMessage(
        t,
        graphQLError({ code: 'UPSTREAM_TIMEOUT', status: 408 }, 'Die API braucht zu lange für eine Antwort.'),
      ),
    ).toBe('Die Schnittstelle braucht zu lange für eine Antwort.');
    expect(failureMessage(t, graphQLError({ code: 'SERVICE_UNAVAILABLE', status: 503 }))).toBe(
      'Der Server ist gerade sehr beschäftigt.',
    );
    expect(failureMessage(t, new TypeError('Failed to fetch'))).toBe(
      'Der Server konnte Ihre Anfrage nicht ausführen. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    );
  });

  it('keeps the error’s own message for other statuses', () => {
    expect(failureMessage(t, graphQLError({ code: 'TOO_MANY_REQUESTS', status: 429 }, 'Zu viele Anfragen.'))).toBe(
      'Zu viele Anfragen.',
    );
  });
});

describe('when the error page itself fails', () => {
  function BrokenErrorPage(): never {
    throw new Error('the error page broke');
  }
  const brokenRouter = () =>
    createMemoryRouter([
      {
        errorElement: <ErrorPageFailure />,
        children: [
          {
            path: '/',
            loader: () => {
              throw new Error('the page broke');
            },
            element: <p>never shown</p>,
            errorElement: <BrokenErrorPage />,
          },
        ],
      },
    ]);

  it('shows the plain fallback with a link home (the route tree’s outermost error element)', async () => {
    document.documentElement.lang = 'en';
    delete document.documentElement.dataset.started;
    render(<RouterProvider router={brokenRouter()} />);
    expect(await screen.findByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the home page' }).getAttribute('href')).toBe('/');
    // It stands in for the layout, whose started mark (boot.js replays a tapped button on it) is gone.
    await waitFor(() => expect(document.documentElement.dataset.started).toBe('true'));
  });

  it.each([
    ['it', 'Si è verificato un errore durante la visualizzazione della pagina di errore', 'Alla pagina iniziale'],
    ['nl', 'Er is een fout opgetreden bij het tonen van de foutpagina', 'Naar de startpagina'],
    ['pl', 'Wystąpił błąd podczas wyświetlania strony błędu', 'Na stronę główną'],
    ['de', 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', 'Zur Startseite'],
  ])('speaks the visitor’s language (<html lang="%s">)', async (language, heading, link) => {
    document.documentElement.lang = language;
    render(<RouterProvider router={brokenRouter()} />);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/');
  });
});
