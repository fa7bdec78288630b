import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CookieBanner from '~/features/consent/CookieBanner';
import { followConsent } from '~/features/consent/audience-measurement';
import {
  audienceMeasurement,
  type AudienceMeasurement,
} from '~/features/consent/measurement-consent';
import { $consent, loadConsent } from '~/features/consent/store';

const banner = () => screen.queryByRole('region', { name: 'Cookies et vie privée' });

/** `reopened`: hydrated for a click on « Gérer les cookies » (the directive marks the island). */
function setup({ reopened = false } = {}) {
  const user = userEvent.setup();
  const island = document.body.appendChild(document.createElement('div'));
  if (reopened) island.setAttribute('data-reopened', '');
  render(
    <>
      <a href="#cookies" data-cookie-settings>
        Gérer les cookies
      </a>
      <CookieBanner />
    </>,
    { container: island },
  );
  return { user, link: screen.getByRole('link', { name: 'Gérer les cookies' }) };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('CookieBanner', () => {
  it('rendue ouverte par le serveur : ses boutons sont dans le HTML, avant toute hydratation', () => {
    const html = renderToString(<CookieBanner />);
    expect(html).toContain('Cookies et vie privée');
    expect(html).toMatch(/<button[^>]*>Refuser<\/button>/);
    expect(html).toMatch(/<button[^>]*>Accepter<\/button>/);
  });

  it('sans choix enregistré : s’affiche sans voler le focus', () => {
    setup();
    expect(banner()).toBeInTheDocument();
    expect(banner()).not.toHaveFocus();
  });

  it.each([
    ['Accepter', 'accepted'],
    ['Refuser', 'refused'],
  ])('« %s » enregistre « %s » sous cookieConsent et ferme la bannière', async (label, stored) => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: label }));
    expect(localStorage.getItem('cookieConsent')).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it('présente les deux réponses avec la même importance', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Accepter' }).className).toBe(
      screen.getByRole('button', { name: 'Refuser' }).className,
    );
  });

  it('stockage illisible : l’erreur part dans la console et la bannière s’affiche', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setup();
    expect(error).toHaveBeenCalledOnce();
    expect(banner()).toBeInTheDocument();
  });

  it('stockage en lecture seule : le choix vaut pour la page, l’erreur est journalisée', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(error).toHaveBeenCalledOnce();
    expect(banner()).not.toBeInTheDocument();
  });

  it('ouverte depuis « Gérer les cookies » (choix déjà fait) : prend le focus et rappelle le choix', async () => {
    localStorage.setItem('cookieConsent', 'refused');
    const { user, link } = setup({ reopened: true });
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('Votre choix actuel : cookies refusés.');
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(link).toHaveFocus();
  });

  it('réponse déjà enregistrée au clic, avant React : la bannière ne prend pas le focus, et la réponse ne l’envoie pas au lien du pied de page', async () => {
    localStorage.setItem('cookieConsent', 'refused');
    const { user, link } = setup();
    expect(banner()).not.toHaveFocus();
    const refuse = screen.getByRole('button', { name: 'Refuser' });
    refuse.focus();
    await user.click(refuse);
    expect(link).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body.querySelector('main') ?? document.body);
  });

  it('après un choix, le lien « Gérer les cookies » rouvre la bannière sans quitter la page', async () => {
    const { user, link } = setup();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    const clicked = vi.fn((event: MouseEvent) => event.defaultPrevented);
    document.addEventListener('click', clicked);
    await user.click(link);
    document.removeEventListener('click', clicked);
    expect(clicked).toHaveReturnedWith(true);
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('Votre choix actuel : cookies acceptés.');
  });
});

describe('CookieBanner et mesure d’audience', () => {
  const matomo = audienceMeasurement('https://stats.example.fr', '3');
  const matomoScript = () =>
    document.head.querySelector('script[src="https://stats.example.fr/matomo.js"]');

  // Each test's listeners on the shared store are removed after it.
  let unsubscribes: (() => void)[] = [];
  const follow = (measurement: AudienceMeasurement) =>
    followConsent((listener) => unsubscribes.push($consent.subscribe(listener)), measurement);

  beforeEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as { _paq?: unknown })._paq;
    $consent.set(null);
  });
  afterEach(() => {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    unsubscribes = [];
  });

  function setupWith(measurement: AudienceMeasurement | null) {
    const user = userEvent.setup();
    render(<CookieBanner measurement={measurement} />);
    if (measurement) follow(measurement);
    return user;
  }

  it('sans mesure configurée : le bandeau dit qu’il n’y a aucun traceur', () => {
    setupWith(null);
    expect(banner()).toHaveTextContent(
      'Ce site ne dépose aucun cookie de mesure d’audience ni de publicité : votre réponse n’active aucun traceur.',
    );
  });

  it('avec Matomo : le bandeau le nomme, dit pourquoi et combien de temps', () => {
    setupWith(matomo);
    expect(banner()).toHaveTextContent('nous mesurons la fréquentation du site avec Matomo');
    expect(banner()).toHaveTextContent('Ses cookies sont conservés 13 mois au plus.');
  });

  it('Matomo ne se charge qu’après « Accepter », jamais avant', async () => {
    const user = setupWith(matomo);
    expect(matomoScript()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(matomoScript()).not.toBeNull();
    expect((window as { _paq?: unknown[][] })._paq).toContainEqual(['setSiteId', '3']);
  });

  it('« Refuser » : rien ne se charge', async () => {
    const user = setupWith(matomo);
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(matomoScript()).toBeNull();
    expect(localStorage.getItem('cookieConsentMeasurement')).toBeNull();
  });

  it('un « accepted » enregistré quand aucune mesure n’existait ne démarre rien', () => {
    localStorage.setItem('cookieConsent', 'accepted');
    follow(matomo!);
    loadConsent();
    expect(matomoScript()).toBeNull();
    // The next page, once the visitor accepted with Matomo named in the banner.
    $consent.set(null);
    localStorage.setItem('cookieConsentMeasurement', 'Matomo');
    loadConsent();
    expect(matomoScript()).not.toBeNull();
  });
});
