// Ships to browsers. An island's mailto: link, written as EmailLink.astro writes it on the server: the
// address is the link's whole text (no space inside it to underline) and may wrap only after its "@",
// never at a hyphen of the domain.
import { TEXT_LINK_CLASS } from './link-class';
import { mailtoHref } from './mailto-href';

interface Props {
  address: string;
  /** Subject of the prepared e-mail, saying where the visitor wrote from. */
  subject?: string;
}

function EmailLink({ address, subject }: Props) {
  const [local, domain] = address.split('@');
  return (
    <a href={mailtoHref(address, subject)} className={TEXT_LINK_CLASS}>
      <span className="whitespace-nowrap">{local}@</span>
      <wbr />
      <span className="whitespace-nowrap">{domain}</span>
    </a>
  );
}

/** A sentence that ends on, or goes on after, a link to the team's address. */
export function SentenceWithEmail({
  sentence,
  address,
  subject,
}: {
  sentence: { before: string; after: string };
} & Props) {
  return (
    <>
      {sentence.before} <EmailLink address={address} subject={subject} />
      {sentence.after}
    </>
  );
}
