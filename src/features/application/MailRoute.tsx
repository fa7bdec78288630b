// Part of the application form, loaded when needed: the e-mail route offered when the online service is
// unavailable (docs/product.md §8 'Service indisponible'), with the address shown, copyable and linked.
import { useState } from 'react';
import { APPLICATION_OUTCOMES } from './messages-submit';
import { buttonClass } from '~/components/ui/button-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';
import { mailtoHref } from '~/components/ui/mailto-href';

const { mailRoute } = APPLICATION_OUTCOMES;

/** The address to write to, a copy button (for webmail users) and a mailto: link. */
export default function MailRoute({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard
      .writeText(address)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));

  return (
    <section
      aria-labelledby="mail-route-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h3 id="mail-route-title" className="font-bold text-brand-950">
        {mailRoute.title}
      </h3>
      <p className="mt-1">{mailRoute.text}</p>
      <p className="mt-2 font-semibold break-all">{address}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {copied ? mailRoute.copied : mailRoute.copy}
        </button>
        <a
          href={mailtoHref(address, 'Candidature')}
          className={`${TEXT_LINK_CLASS} rounded-lg px-3 py-2`}
        >
          {mailRoute.write}
        </a>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? mailRoute.copied : ''}
      </p>
    </section>
  );
}
