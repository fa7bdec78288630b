import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ToastStack from '~/features/toasts/ToastStack';
import { $toasts, pushToast } from '~/features/toasts/store';

const success = {
  title: 'Message envoyé',
  description: 'Nous vous recontacterons rapidement.',
  variant: 'success',
} as const;
const failure = {
  title: 'Une erreur est survenue',
  description: 'Veuillez réessayer.',
  variant: 'destructive',
} as const;

// Timer tests use fake timers with fireEvent; user-event waits on real timers, so keyboard tests keep them.
function setup() {
  const user = userEvent.setup();
  render(<ToastStack />);
  return { user, region: screen.getByRole('region', { name: 'Notifications (F8)' }) };
}

function show(toast: Parameters<typeof pushToast>[0]) {
  act(() => void pushToast(toast));
  return screen.getByRole('listitem');
}

beforeEach(() => $toasts.set([]));

afterEach(() => vi.useRealTimers());

describe('ToastStack', () => {
  it('affiche une seule notification à la fois : la plus récente', () => {
    setup();
    show(success);
    show(failure);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Une erreur est survenue');
  });

  it('annonce les succès poliment et les erreurs de façon assertive', () => {
    setup();
    show(success);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Message envoyé. Nous vous recontacterons rapidement.',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    show(failure);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('un titre qui finit déjà sa phrase (« ! », « ? », « … ») n’est pas suivi d’un point : jamais « !. » lu à voix haute', () => {
    setup();
    show({ title: 'Candidature envoyée\u00a0!', description: 'Merci.', variant: 'success' });
    expect(screen.getByRole('status').textContent).toBe('Candidature envoyée\u00a0! Merci.');
    show({ title: 'Trop de demandes', variant: 'destructive' });
    expect(screen.getByRole('alert').textContent).toBe('Trop de demandes');
  });

  it('distingue visuellement les styles succès et erreur', () => {
    setup();
    expect(show(success)).toHaveClass('bg-emerald-50');
    expect(show(failure)).toHaveClass('bg-red-700');
  });

  it('disparaît après 5 000 ms, pas avant', () => {
    vi.useFakeTimers();
    setup();
    show(success);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('attend tant que la souris survole la notification, puis reprend le temps restant', () => {
    vi.useFakeTimers();
    setup();
    const toast = show(success);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerOver(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toast).toBeInTheDocument();
    fireEvent.pointerOut(toast);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('attend tant que le focus est dans la zone de notifications, puis reprend', () => {
    vi.useFakeTimers();
    setup();
    show(success);
    const close = screen.getByRole('button', { name: 'Fermer la notification' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('se ferme avec le bouton de fermeture', async () => {
    const { user } = setup();
    show(success);
    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('F8 place le focus sur la zone ; Échap ferme la notification et rend le focus', async () => {
    const { user, region } = setup();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    show(failure);
    await user.keyboard('{F8}');
    expect(region).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('un glissement vers la droite de 50 px ferme la notification', () => {
    setup();
    const toast = show(success);
    fireEvent.pointerDown(toast, { clientX: 100, isPrimary: true });
    fireEvent.pointerMove(toast, { clientX: 130 });
    expect(toast).toHaveClass('translate-x-6');
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('un glissement plus court, ou vers la gauche, ne ferme rien', () => {
    setup();
    const toast = show(success);
    fireEvent.pointerDown(toast, { clientX: 100, isPrimary: true });
    fireEvent.pointerUp(toast, { clientX: 149 });
    fireEvent.pointerDown(toast, { clientX: 100, isPrimary: true });
    fireEvent.pointerUp(toast, { clientX: 20 });
    expect(toast).toBeInTheDocument();
    expect(toast).not.toHaveClass('translate-x-6');
  });

  it('limite la largeur à 420 px à partir des écrans moyens, sans attribut style', () => {
    const { region } = setup();
    show(success);
    expect(region).toHaveClass('md:max-w-[420px]');
    expect(document.querySelector('[style]')).toBeNull();
  });

  it('réduit les animations si le visiteur le demande (classes motion-safe uniquement)', () => {
    setup();
    const classes = show(success).className.split(' ');
    expect(
      classes
        .filter((name) => /transition|translate-y/.test(name))
        .every((name) => name.startsWith('motion-safe:')),
    ).toBe(true);
  });
});
