import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OverlaysProvider, useOverlays } from '../../lib/overlays';
import { renderShop } from '../../test/render';
import { LoginModal } from './login-modal';

vi.mock('../../components/auth/login-form', () => ({ LoginForm: () => <p>login form</p> }));
vi.mock('../../components/auth/registration-form', () => ({
  RegistrationForm: ({ onConfirmationPending }: { onConfirmationPending?: () => void }) => (
    <button type="button" onClick={onConfirmationPending}>
      registered, confirmation pending
    </button>
  ),
}));
vi.mock('./password-reset-request-form', () => ({ PasswordResetRequestForm: () => <p>reset form</p> }));

type Overlays = ReturnType<typeof useOverlays>;
const painted: (string | null)[] = [];

/** What the shopper would see painted: the dialog's title after each commit that opens or closes an overlay (before any effect). */
function PaintProbe({ onOverlays }: { onOverlays: (overlays: Overlays) => void }) {
  const overlays = useOverlays();
  const { open } = overlays;
  useLayoutEffect(() => {
    onOverlays(overlays);
  }, [overlays, onOverlays]);
  useLayoutEffect(() => {
    painted.push(open === 'login' ? (document.querySelector('dialog h2')?.textContent ?? null) : null);
  }, [open]);
  return null;
}

/** The login modal as the app opens it; its overlays are there to open and close it again. */
function renderLoginModal() {
  const probe: { overlays?: Overlays } = {};
  const view = renderShop(
    <OverlaysProvider initial="login">
      <LoginModal />
      <PaintProbe onOverlays={(overlays) => (probe.overlays = overlays)} />
    </OverlaysProvider>,
  );
  return { ...view, overlays: () => probe.overlays! };
}

describe('the login modal', () => {
  it.each([
    ['Register today!', 'Register'],
    ['Forgotten password?', 'Reset Password'],
  ])('opens at Log in again after the shopper had switched with “%s”, from its first frame on', async (link, title) => {
    const { user, overlays } = renderLoginModal();
    // jsdom has no modal <dialog>: its content counts as hidden.
    await user.click(screen.getByRole('button', { name: link, hidden: true }));
    expect(screen.getByRole('heading', { name: title, hidden: true })).toBeTruthy();
    act(() => overlays().close());
    painted.length = 0;

    act(() => overlays().show('login'));
    expect(painted).toEqual(['Log in']);
    await screen.findByText('login form');
  });

  it('closes after a registration that waits for the e-mail’s confirmation', async () => {
    const { user, overlays } = renderLoginModal();
    await user.click(screen.getByRole('button', { name: 'Register today!', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'registered, confirmation pending', hidden: true }));
    expect(overlays().open).toBeNull();
  });
});
