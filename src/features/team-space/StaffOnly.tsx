// A trainer on a page of the administrative team: said plainly, with the sections their account opens.
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';
import { sectionsFor, TEAM_MESSAGES } from './messages';

export default function StaffOnly() {
  return (
    <div className="mt-4 max-w-prose">
      <p>{TEAM_MESSAGES.staffOnly.text}</p>
      <h3 className="mt-4 font-bold text-brand-950">{TEAM_MESSAGES.staffOnly.links}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {sectionsFor('trainer').map((open) => (
          <li key={open.id}>
            <a href={open.href} className={TEXT_LINK_CLASS}>
              {open.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
