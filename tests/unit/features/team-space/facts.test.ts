// The team space writes the card look out (src/features/team-space/facts.ts says why): the same classes.
import { expect, it } from 'vitest';
import { cardClass } from '~/components/ui/card-class';
import { TEAM_CARDS } from '~/features/team-space/facts';

it('draws its cards exactly as cardClass() does', () => {
  expect(TEAM_CARDS.panel).toBe(cardClass({ padding: 'roomy' }));
  expect(TEAM_CARDS.item).toBe(cardClass());
});
