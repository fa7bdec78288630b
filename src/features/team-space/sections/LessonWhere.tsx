// Where a lesson takes place, as the team reads it in the learner's file and the session's list: its
// place, its virtual class, or « Sur place » when neither was given (the learner then reads the venue).
import { fill } from '../messages';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';

export default function LessonWhere({
  place,
  joinUrl,
}: {
  place: string | null;
  joinUrl: string | null;
}) {
  return (
    <>
      {(place || !joinUrl) && (
        <p className="wrap-anywhere">
          {place ? fill(M.lessons.onSite, { place }) : M.lessons.onSiteUnnamed}
        </p>
      )}
      {joinUrl && <p className="wrap-anywhere">{fill(M.lessons.online, { url: joinUrl })}</p>}
    </>
  );
}
