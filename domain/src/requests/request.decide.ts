import { ValidationFailed, type FieldErrors } from '../shared/errors';
import type { CatalogChoices } from '../catalog/catalog.shared';
import { canSeeImage } from '../catalog/catalog.policy';
import type { InspirationImageState } from '../catalog/inspiration-image';
import { NotARecommendation, NotMatchedToRequest, RequestClosedAlready, RequestImageNotUsable } from './request.errors';
import { requestedBy, requestExists } from './request.policy';
import type { RequestEvent } from './request.events';
import { evolveRequest, initialRequestState, isMatchedTo, type RequestState } from './request';
import type { RequestImageSource, RequestInput } from './request.rules';

/** The request's image as the handler read it from the image's own stream. */
export type RequestImage = Pick<InspirationImageState, 'exists' | 'removed' | 'status' | 'ownerId' | 'likedBy'>;

export type RequestCommand =
  | {
      type: 'SubmitRequest';
      requestId: number;
      userId: number;
      input: RequestInput;
      image: RequestImage;
      known: Pick<CatalogChoices, 'styles' | 'colors' | 'roomTypes' | 'itemClasses'>;
      now: string;
    }
  | { type: 'RecordMatches'; matches: readonly { userId: number; score: number }[]; now: string }
  | { type: 'AddRecommendation'; lookBoardId: number; ambassadorId: number; now: string }
  | { type: 'RateRecommendation'; userId: number; lookBoardId: number; rate: number; now: string }
  | { type: 'CloseRequest'; userId: number; now: string };

/** Spec 2.3's three sources: any image the person may see, one they like, or one they added. */
export function imageUsableFor(image: RequestImage, source: RequestImageSource, userId: number): boolean {
  switch (source) {
    case 'all':
      return canSeeImage(image, userId);
    case 'liked':
      return canSeeImage(image, userId) && image.likedBy.has(userId);
    case 'my':
      return image.exists && !image.removed && image.ownerId === userId;
  }
}

/** Every pick outside its reference list and an unusable image, reported together. */
function checkSubmission(c: Extract<RequestCommand, { type: 'SubmitRequest' }>): void {
  const { input, known } = c;
  const errors: FieldErrors = {};
  const notInList = (field: string) => (errors[field] = ['Please choose from the list']);
  if (!known.styles.has(input.requestStyle)) notInList('requestStyle');
  if (input.requestColor !== undefined && !known.colors.has(input.requestColor)) notInList('requestColor');
  if (input.roomType !== undefined && !known.roomTypes.has(input.roomType)) notInList('roomType');
  if (input.items.some((id) => !known.itemClasses.has(id))) notInList('items');
  const imageUsable = imageUsableFor(c.image, input.imageSource, c.userId);
  if (Object.keys(errors).length === 0 && !imageUsable) throw new RequestImageNotUsable();
  if (!imageUsable) Object.assign(errors, new RequestImageNotUsable().errors);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

export function decideRequest(command: RequestCommand, state: RequestState): RequestEvent[] {
  switch (command.type) {
    case 'SubmitRequest': {
      // Submitted once: a retry of the same submission finds it written.
      if (state.exists) return [];
      checkSubmission(command);
      const i = command.input;
      return [
        {
          type: 'RequestSubmitted',
          data: {
            requestId: command.requestId,
            userId: command.userId,
            inspirationImageId: i.inspirationImageId,
            imageSource: i.imageSource,
            requestType: i.requestType,
            title: i.title,
            items: i.items,
            roomType: i.roomType ?? null,
            message: i.message,
            requestColor: i.requestColor ?? null,
            requestStyle: i.requestStyle,
            submittedAt: command.now,
          },
        },
      ];
    }
    case 'RecordMatches': {
      requestExists(state);
      // Matched once: a rebuild of the matcher recomputes and records nothing new.
      if (state.matches !== null) return [];
      const matches = command.matches.filter((m) => m.userId !== state.requesterId).map((m) => ({ userId: m.userId, score: m.score }));
      return [{ type: 'RequestMatched', data: { requestId: state.requestId, requesterId: state.requesterId, matches, matchedAt: command.now } }];
    }
    case 'AddRecommendation': {
      requestExists(state);
      if (!isMatchedTo(state, command.ambassadorId)) throw new NotMatchedToRequest();
      // Once per board: a resubmission of a board already recommended records nothing.
      if (state.recommendations.has(command.lookBoardId)) return [];
      if (state.status === 'closed') throw new RequestClosedAlready();
      return [
        {
          type: 'RecommendationAdded',
          data: { requestId: state.requestId, requesterId: state.requesterId, lookBoardId: command.lookBoardId, ambassadorId: command.ambassadorId, addedAt: command.now },
        },
      ];
    }
    case 'RateRecommendation': {
      requestedBy(state, command.userId);
      const ambassadorId = state.recommendations.get(command.lookBoardId);
      if (ambassadorId === undefined) throw new NotARecommendation();
      const previous = state.rates.get(command.lookBoardId) ?? null;
      if (previous === command.rate) return [];
      return [
        {
          type: 'RecommendationRated',
          data: { requestId: state.requestId, requesterId: state.requesterId, lookBoardId: command.lookBoardId, ambassadorId, rate: command.rate, previous, ratedAt: command.now },
        },
      ];
    }
    case 'CloseRequest':
      requestedBy(state, command.userId);
      if (state.status === 'closed') return [];
      return [{ type: 'RequestClosed', data: { requestId: state.requestId, requesterId: state.requesterId, closedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const requestDecider = { initialState: initialRequestState, evolve: evolveRequest, decide: decideRequest };
