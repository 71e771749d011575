import { CHAT_REPLY_TIME_MESSAGE, type TChatAvailabilityFrame } from '@agency/contracts';

/** "Anna", "Anna and Ben", "Anna, Ben and Cara". */
function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The widget header's line on who can answer: the one place it is worded. */
export function availabilityText(availability: TChatAvailabilityFrame): string {
  if (availability.state === 'online' && availability.names.length > 0) {
    return `${listNames(availability.names)} ${availability.names.length === 1 ? 'is' : 'are'} online`;
  }
  if (availability.state === 'online') return 'Our team is online';
  if (availability.state === 'away') return `Our team is away. ${CHAT_REPLY_TIME_MESSAGE}`;
  return `No one is online. ${CHAT_REPLY_TIME_MESSAGE}`;
}
