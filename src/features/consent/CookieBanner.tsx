// The cookie banner (docs/product.md §4), rendered by the layout as <CookieBanner client:consent /> inside a hidden
// element. The server renders it open; the directive reveals it when no choice is stored (or when a
// "Gérer les cookies" link is clicked) and hydrates it on first use, replaying the click that caused it.
// A returning visitor never sees it flash and downloads none of it. An answer is stored, and the banner
// closed, the instant it is clicked, before React loads (./consent.ts, storeAnswerOf).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { COOKIE_BANNER_MESSAGES } from './messages';
import { COOKIE_CONSENT } from './consent';
import { AUDIENCE_MEASUREMENT } from './audience';
import {
  BANNER_SLOT,
  closeBanner,
  isCookieSettingsClick,
  REOPENED_ATTRIBUTE,
  type ConsentChoice,
} from './consent';
import type { AudienceMeasurement } from './measurement-consent';
import { $consent, loadConsent, saveConsent } from './store';
import { buttonClass } from '~/components/ui/button-class';

// Same look for both answers: refusing must be as easy as accepting (CNIL guidance).
const BUTTON_CLASS = buttonClass({ size: 'inline' });

interface Props {
  /** The audience measurement 'Accepter' enables, or null when none is configured (tests set it). */
  measurement?: AudienceMeasurement | null;
}

/** Asks for, or lets the visitor change, their cookie choice. */
export default function CookieBanner({ measurement = AUDIENCE_MEASUREMENT }: Props) {
  const [open, setOpen] = useState(true);
  const choice = useStore($consent);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The settings link that opened the banner: focus goes to the banner, then back to the link.
  const openerRef = useRef<HTMLElement | null>(null);
  // The <astro-island> around the banner, kept while the banner is closed (its section is gone then).
  const islandRef = useRef<Element | null>(null);

  // A layout effect: it runs while hydrating, before the directive's replayed click is answered, so
  // the choice that click stores is not mistaken for one made earlier.
  useLayoutEffect(() => {
    islandRef.current = sectionRef.current?.parentElement ?? null;
    loadConsent();
    // Hydrated for a click on the settings link (an early answer is stored too: the mark tells them apart).
    if (islandRef.current?.hasAttribute(REOPENED_ATTRIBUTE)) {
      openerRef.current = document.querySelector<HTMLElement>('[data-cookie-settings]');
      sectionRef.current?.focus();
    }
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isCookieSettingsClick(event)) return;
      event.preventDefault();
      openerRef.current = (event.target as Element).closest<HTMLElement>('[data-cookie-settings]');
      // An answer closes the banner's slot (closeBanner): show it again.
      const slot = islandRef.current?.closest<HTMLElement>(BANNER_SLOT);
      if (slot) slot.hidden = false;
      setOpen(true);
      sectionRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (open && openerRef.current) sectionRef.current?.focus();
  }, [open]);

  // An empty fragment, not null: Astro's React renderer recognises an island by the element it
  // returns, and a null would send it to the MDX renderer, which calls it outside React.
  if (!open) return <></>;

  const answer = (value: ConsentChoice) => {
    // Stored with the measurement it is for: the tracker starts when $consent changes.
    saveConsent(value, measurement?.name);
    if (islandRef.current) closeBanner(islandRef.current, openerRef.current);
    setOpen(false);
  };

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="border-t border-brand-200 bg-white shadow-lg"
    >
      <div className="container-page flex flex-col gap-4 py-4 md:flex-row md:items-center md:justify-between">
        <div className="space-y-1 text-sm">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {COOKIE_BANNER_MESSAGES.title}
          </h2>
          <p className="text-muted">
            {measurement
              ? COOKIE_BANNER_MESSAGES.text(measurement)
              : COOKIE_BANNER_MESSAGES.textWithoutMeasurement}
          </p>
          {choice && (
            <p className="font-medium text-ink">{COOKIE_BANNER_MESSAGES.current[choice]}</p>
          )}
          <a
            href="/politique-confidentialite/#cookies"
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            {COOKIE_BANNER_MESSAGES.learnMore}
          </a>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            className={BUTTON_CLASS}
            data-consent-answer={COOKIE_CONSENT.refused}
            onClick={() => answer(COOKIE_CONSENT.refused)}
          >
            {COOKIE_BANNER_MESSAGES.refuse}
          </button>
          <button
            type="button"
            className={BUTTON_CLASS}
            data-consent-answer={COOKIE_CONSENT.accepted}
            data-consent-measurement={measurement?.name}
            onClick={() => answer(COOKIE_CONSENT.accepted)}
          >
            {COOKIE_BANNER_MESSAGES.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
