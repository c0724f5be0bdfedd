import type { PersonaEmailEvent } from './identity.events';

/**
 * A visitor's request for their style-quiz result by mail: stream `persona-<keyed hash of the
 * address>`. Every request is recorded (the mail reactor limits how many mails one address gets);
 * an erasure of the address moves later requests to a new data-key epoch.
 */
export const personaStream = (emailHash: string) => `persona-${emailHash}`;

export interface PersonaState {
  requests: number;
  subjectEpoch: number;
}

export const initialPersonaState = (): PersonaState => ({ requests: 0, subjectEpoch: 0 });

export function evolvePersona(state: PersonaState, event: PersonaEmailEvent): PersonaState {
  switch (event.type) {
    case 'PersonaEmailRequested':
      return { ...state, requests: state.requests + 1 };
    case 'EmailSubjectErased':
      return { requests: 0, subjectEpoch: event.data.epoch };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export interface RequestPersonaEmail {
  type: 'RequestPersonaEmail';
  email: string;
  emailHash: string;
  persona?: string;
  userId: number | null;
  now: string;
}

export function decidePersona(command: RequestPersonaEmail, state: PersonaState): PersonaEmailEvent[] {
  return [
    {
      type: 'PersonaEmailRequested',
      data: {
        emailHash: command.emailHash,
        email: command.email.trim().toLowerCase(),
        persona: command.persona,
        userId: command.userId,
        ...(state.subjectEpoch ? { subjectEpoch: state.subjectEpoch } : {}),
        requestedAt: command.now,
      },
    },
  ];
}
