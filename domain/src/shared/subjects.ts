/**
 * The data-key subject of what an address's own streams carry (newsletter, persona mail). Each
 * erasure of the address moves it to a new epoch, so the shredded key is never needed again.
 */
export const emailSubject = (emailHash: string, epoch = 0) => (epoch > 0 ? `email-${emailHash}~${epoch}` : `email-${emailHash}`);
