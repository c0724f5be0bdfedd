/**
 * The realtime channels (spec 7: per-conversation channels, the per-user conversation list and
 * the per-user notifications). Only the server puts a socket in a room; these names never come
 * from a client.
 */
export const notificationsRoom = (userId: number) => `user:${userId}:notifications`;
export const conversationsRoom = (userId: number) => `user:${userId}:conversations`;
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;
/** Every socket of one sign-in session: what its end disconnects, and what pushes are addressed to. */
export const sessionRoom = (familyId: string) => `session:${familyId}`;
