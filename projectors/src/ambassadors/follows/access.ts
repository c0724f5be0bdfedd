import { NotFound } from '@decorlook/domain';

/**
 * A member's followers and the members they follow are listed while the member is one the public
 * lists may show (`isListedMember`); anyone else is not there (404).
 */
export function followsListedOfListedMembers(listed: boolean): void {
  if (!listed) throw new NotFound('No such user.');
}
